// The selection toolbar over a story (issue 16, part 4): select text → Highlight, Respond and Share; on the
// reader's own highlight (clicked or selected) Remove highlight. A WAI-ARIA toolbar: Alt+F10 reaches it from the
// text, one tab stop, the arrow keys (and Home/End) move between its buttons, Escape closes it. Placed by core's
// rule (core/highlights/selection-menu.ts: centred at 50% across the selection, above it). Signed out, Highlight opens the sign-in
// modal with the highlight copy; Respond asks the responses panel (ui/story-actions/respond-intent.ts).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { rangeSpans, type HighlightRange } from '../../core/highlights/highlight.ts';
import { selectionMenuPlacement, type MenuPlacement } from '../../core/highlights/selection-menu.ts';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { usePageData } from '../data.tsx';
import { requestRespond } from '../story-actions/respond-intent.ts';
import { useToast } from '../toasts/toast-host.tsx';
import { CreateHighlightMutation, DeleteHighlightMutation } from './highlight-queries.ts';
import type { OwnHighlight } from './HighlightedPostBody.tsx';
import { paragraphOf, selectionBox, selectionRange } from './selection-range.ts';

export type SelectionToolbarProps = {
  root: RefObject<HTMLDivElement | null>;
  postId: string;
  postUrl: string;
  signedIn: boolean;
  /** The story's paragraph names in order. */
  order: readonly string[];
  mine: readonly OwnHighlight[];
  onCreated: (highlight: OwnHighlight) => void;
  onRemoved: (ids: string[]) => void;
  /** The highlight whose click loaded this code, if a click did: the toolbar opens on it at once. */
  initialMark?: RefObject<HTMLElement | null>;
};

type Passage = { range: HighlightRange; text: string; box: DOMRect };

const FAILED = 'Something went wrong. Please try again.';

/** The reader's highlights sharing at least one character with the range. */
function overlapping(mine: readonly OwnHighlight[], range: HighlightRange, order: readonly string[]): string[] {
  const body = order.map((name) => ({ name, text: document.getElementById(name)?.textContent ?? '' }));
  const spans = rangeSpans(body, range);
  return mine
    .filter((h) => [...rangeSpans(body, h)].some(([name, s]) => {
      const other = spans.get(name);
      return other !== undefined && other.start < s.end && s.start < other.end;
    }))
    .map((h) => h.id);
}

/** A highlight's passage alone (what createHighlight takes). */
const rangeOf = (h: OwnHighlight): HighlightRange => ({ startParagraph: h.startParagraph, startOffset: h.startOffset, endParagraph: h.endParagraph, endOffset: h.endOffset });

export function SelectionToolbar({ root, postId, postUrl, signedIn, order, mine, onCreated, onRemoved, initialMark }: SelectionToolbarProps) {
  const { transport } = usePageData();
  const openSignIn = useOpenSignIn();
  const toast = useToast();
  const [passage, setPassage] = useState<Passage | null>(null);
  const [placement, setPlacement] = useState<MenuPlacement | null>(null);
  const [busy, setBusy] = useState(false);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const readSelection = useCallback(() => {
    const element = root.current;
    if (!element) return;
    const selection = document.getSelection();
    const read = selectionRange(selection, element, order);
    const box = selectionBox(selection);
    if (read && box) setPassage({ ...read, box });
    else if (!toolbarRef.current?.contains(document.activeElement)) setPassage(null);
  }, [root, order]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const names = new Set(order);
    const onUp = () => requestAnimationFrame(readSelection);
    const openOn = (mark: HTMLElement) => {
      const paragraph = paragraphOf(mark, element, names);
      if (!paragraph) return;
      const start = Number(mark.dataset.start);
      const end = Number(mark.dataset.end);
      setPassage({ range: { startParagraph: paragraph.id, startOffset: start, endParagraph: paragraph.id, endOffset: end }, text: mark.textContent ?? '', box: mark.getBoundingClientRect() });
    };
    const onMarkClick = (event: MouseEvent) => {
      const mark = event.target instanceof Element ? event.target.closest<HTMLElement>('mark.highlight--mine') : null;
      const selection = document.getSelection();
      if (mark && (!selection || selection.isCollapsed)) openOn(mark);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setPassage(null);
      // Alt+F10 reaches the toolbar from the text, as in the editor (WAI-ARIA toolbar pattern).
      if (event.altKey && event.key === 'F10' && toolbarRef.current) {
        event.preventDefault();
        toolbarRef.current.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
      }
    };
    const onScroll = () => setPassage(null);
    document.addEventListener('mouseup', onUp);
    document.addEventListener('keyup', onUp);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('click', onMarkClick);
    // It loaded because the reader just selected something (or clicked a highlight): show it now.
    const clicked = initialMark?.current;
    if (clicked && element.contains(clicked)) openOn(clicked);
    else readSelection();
    if (initialMark) initialMark.current = null;
    return () => {
      document.removeEventListener('mouseup', onUp);
      document.removeEventListener('keyup', onUp);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
      element.removeEventListener('click', onMarkClick);
    };
  }, [root, order, readSelection, initialMark]);

  useLayoutEffect(() => {
    const bar = toolbarRef.current;
    if (!passage || !bar) return setPlacement(null);
    const size = bar.getBoundingClientRect();
    const box = passage.box;
    setPlacement(selectionMenuPlacement({ top: box.top, left: box.left, width: box.width, height: box.height }, { width: size.width, height: size.height }, { width: document.documentElement.clientWidth, height: window.innerHeight }));
  }, [passage]);

  if (!passage) return null;
  const ownIds = overlapping(mine, passage.range, order);

  const highlight = async () => {
    if (!signedIn) {
      openSignIn({ entryPoint: 'highlight', operation: 'register' });
      return;
    }
    if (!transport || busy) return;
    setBusy(true);
    try {
      const result = await transport.request(CreateHighlightMutation, { input: { postId, ...passage.range } });
      const answer = result.data?.createHighlight;
      if (answer?.__typename === 'HighlightCreated') {
        onCreated({ ...answer.highlight });
        document.getSelection()?.removeAllRanges();
        toast({ message: 'Highlighted. Find it in your Library.' });
        setPassage(null);
      } else if (answer?.__typename === 'Unauthorized') {
        openSignIn({ entryPoint: 'highlight', operation: 'login' });
      } else toast({ message: answer && 'message' in answer ? answer.message : FAILED, style: 'ERROR' });
    } catch {
      toast({ message: FAILED, style: 'RETRYABLE_ERROR' });
    } finally {
      setBusy(false);
    }
  };

  /** Undo of a removal: each removed highlight made again over its passage. */
  const restore = async (gone: readonly OwnHighlight[]) => {
    if (!transport) return;
    try {
      for (const h of gone) {
        const answer = (await transport.request(CreateHighlightMutation, { input: { postId, ...rangeOf(h) } })).data?.createHighlight;
        if (answer?.__typename === 'HighlightCreated') onCreated({ ...answer.highlight });
        else return toast({ message: answer && 'message' in answer ? answer.message : FAILED, style: 'ERROR' });
      }
    } catch {
      toast({ message: FAILED, style: 'RETRYABLE_ERROR' });
    }
  };

  const remove = async () => {
    if (!transport || busy) return;
    setBusy(true);
    try {
      const removed: string[] = [];
      for (const id of ownIds) {
        const result = await transport.request(DeleteHighlightMutation, { highlightId: id });
        if (result.data?.deleteHighlight.__typename === 'HighlightDeleted') removed.push(id);
      }
      onRemoved(removed);
      setPassage(null);
      if (removed.length === 0) return toast({ message: FAILED, style: 'ERROR' });
      // The toast's Undo highlights the same passages again.
      const gone = mine.filter((h) => removed.includes(h.id));
      toast({ message: 'Highlight removed.', undo: { kind: 'restoreHighlight', postId, ...rangeOf(gone[0]!) } }, () => void restore(gone));
    } catch {
      toast({ message: FAILED, style: 'RETRYABLE_ERROR' });
    } finally {
      setBusy(false);
    }
  };

  const respond = () => {
    const { range, text } = passage;
    const sameParagraph = range.startParagraph === range.endParagraph;
    requestRespond({
      postId,
      quote: { paragraphName: range.startParagraph, start: range.startOffset, end: sameParagraph ? range.endOffset : range.startOffset + (text.split('\n')[0]?.length ?? 0), text },
    });
    setPassage(null);
  };

  const share = async () => {
    const link = `${window.location.origin}${postUrl}#${passage.range.startParagraph}:~:text=${encodeURIComponent(passage.text.slice(0, 200).trim())}`;
    try {
      await navigator.clipboard.writeText(link);
      toast({ message: 'Link to this passage copied.' });
    } catch {
      toast({ message: `Copy this link: ${link}` });
    }
    setPassage(null);
  };

  /** WAI-ARIA toolbar: arrows and Home/End move between the buttons. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % buttons.length
      : event.key === 'ArrowLeft' ? (index - 1 + buttons.length) % buttons.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? buttons.length - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    buttons.forEach((b, i) => (b.tabIndex = i === next ? 0 : -1));
    buttons[next]?.focus();
  };

  return (
    <div
      ref={toolbarRef}
      className="selection-toolbar"
      role="toolbar"
      aria-label="Selected text"
      aria-keyshortcuts="Alt+F10"
      onKeyDown={onKeyDown}
      // Clicking the toolbar must not clear the selection it acts on.
      onMouseDown={(event) => event.preventDefault()}
      style={placement ? { top: placement.top, left: placement.left } : { top: -9999, left: 0 }}
    >
      {ownIds.length > 0 ? (
        <button type="button" tabIndex={0} disabled={busy} onClick={() => void remove()}>
          Remove highlight
        </button>
      ) : (
        <button type="button" tabIndex={0} disabled={busy} onClick={() => void highlight()}>
          Highlight
        </button>
      )}
      <button type="button" tabIndex={-1} onClick={respond}>
        Respond
      </button>
      <button type="button" tabIndex={-1} onClick={() => void share()}>
        Share
      </button>
    </div>
  );
}
