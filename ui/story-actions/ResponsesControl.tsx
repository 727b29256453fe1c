// reader-experience §9: the action bar's responses button with its count; it opens the responses panel, which
// slides over from the right. Everything behind the button — the panel, the list, the composer and TipTap —
// loads on first use (ui/responses/ResponsesPanel.tsx), so the story page's initial JavaScript carries this
// file only. The panel also opens for Respond from the text-selection menu (ui/story-actions/respond-intent.ts:
// with the passage as a quote) and when the address ends in #responses. A logged-out reader reads the
// responses; Respond asks them to sign in (entry point 'respond', reader-experience §2.13).
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { formatCount } from '../../core/format/count.ts';
import { useOpenSignIn } from '../auth/sign-in.tsx';
import { usePageData } from '../data.tsx';
import type { ResponsesPanelProps } from '../responses/ResponsesPanel.tsx';
import type { ResponseParentKind } from '../../core/responses/responses.ts';
import type { ActionBarPost } from './PostActionBar.tsx';
import { onRespondRequest, requestRespond, type RespondRequest } from './respond-intent.ts';
import './responses-control.css';

/** The count both bars show, kept in step when a response is published or hidden. */
const counts = new Map<string, { value: number; listeners: Set<(n: number) => void> }>();
function useSharedCount(postId: string, initial: number): [number, (n: number) => void] {
  const [value, setValue] = useState(() => counts.get(postId)?.value ?? initial);
  useEffect(() => {
    const entry = counts.get(postId) ?? { value: initial, listeners: new Set() };
    counts.set(postId, entry);
    entry.listeners.add(setValue);
    return () => {
      entry.listeners.delete(setValue);
    };
  }, [postId, initial]);
  const set = useCallback(
    (n: number) => {
      const entry = counts.get(postId);
      if (!entry) return setValue(n);
      entry.value = n;
      for (const l of entry.listeners) l(n);
    },
    [postId],
  );
  return [value, set];
}

/** What the control needs of its subject: a story, or a list (parentKind CATALOG, reader-experience §3 Catalog.responses). */
export type ResponsesSubject = Pick<ActionBarPost, 'id' | 'responsesCount'>;

export function ResponsesControl({ post, placement, parentKind }: { post: ResponsesSubject; placement: 'top' | 'bottom'; parentKind?: ResponseParentKind }) {
  const { state } = usePageData();
  const openSignIn = useOpenSignIn();
  const [count, setCount] = useSharedCount(post.id, post.responsesCount);
  const [open, setOpen] = useState<RespondRequest & { respond: boolean } | null>(null);
  const [Panel, setPanel] = useState<ComponentType<ResponsesPanelProps> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signedIn = state.viewer !== null;

  const show = useCallback((request: RespondRequest, respond: boolean) => {
    setOpen({ ...request, respond });
    void import('../responses/ResponsesPanel.tsx').then((m) => setPanel(() => m.ResponsesPanel));
  }, []);

  // The top bar hosts the panel: it answers every request on the page (the bottom bar's button asks it too).
  useEffect(() => {
    if (placement !== 'top') return;
    const stop = onRespondRequest((request) => {
      if (request.postId !== post.id) return;
      if (request.quote && !signedIn) return openSignIn({ entryPoint: 'respond', operation: 'register' });
      show(request, request.quote !== undefined);
    });
    const onHash = () => {
      if (window.location.hash === '#responses') show({ postId: post.id }, false);
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => {
      stop();
      window.removeEventListener('hashchange', onHash);
    };
  }, [placement, post.id, show, signedIn, openSignIn]);

  const label = count === 0 ? 'Respond' : `Responses, ${count.toLocaleString('en-US')}`;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="post-actions__responses"
        aria-label={label}
        aria-haspopup="dialog"
        data-responses-count={count}
        onPointerEnter={() => void import('../responses/ResponsesPanel.tsx')}
        onClick={() => requestRespond({ postId: post.id })}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M18 16.8a7.1 7.1 0 0 0 2.2-5.1C20.2 7.4 16.5 4 12 4s-8.2 3.4-8.2 7.7 3.7 7.7 8.2 7.7c.9 0 1.8-.1 2.6-.4l3.9 1.6-.5-3.8z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
        </svg>
        {count > 0 && <span aria-hidden="true">{formatCount(count)}</span>}
      </button>
      {open && Panel && (
        <Panel
          postId={post.id}
          parentKind={parentKind}
          count={count}
          quote={open.quote?.text}
          respond={open.respond}
          initial={null}
          onCountChange={setCount}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
