// Highlights (issue 16 "Reading together", platform-reference §3 body model and markup kinds, §9 "highlight
// default position 50"): ranges over the paragraph model, their HIGHLIGHT markups and the Top highlight.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markupTree, treeText, type MarkupNode } from '../core/content/markup-tree.ts';
import { MARKUP_TYPES, type Markup, type Paragraph } from '../core/content/paragraph.ts';
import {
  checkHighlight,
  HIGHLIGHT_MAX_CHARS,
  HIGHLIGHT_MESSAGES,
  highlightKindOf,
  mergeSpans,
  rangeSpans,
  topHighlight,
  withHighlights,
  type HighlightRange,
  type PassageCount,
} from '../core/highlights/highlight.ts';
import { selectionMenuPlacement, SELECTION_MENU_GAP } from '../core/highlights/selection-menu.ts';
import { decodeCursor, encodeCursor, pageSize, shouldRecordRead } from '../core/highlights/reading-history.ts';

const p = (name: string, text: string, markups: Markup[] = [], type: Paragraph['type'] = 'P'): Paragraph => ({ name, type, text, markups });
const BODY: Paragraph[] = [p('a1', 'The quick brown fox.'), p('img', '', [], 'HR'), p('b2', 'Jumps over the lazy dog.'), p('c3', 'End.')];

describe('highlights: a range over the paragraph model (platform-reference §3)', () => {
  it('spells the quote of a range in one paragraph, and across paragraphs joined by a newline', () => {
    expect(checkHighlight(BODY, { startParagraph: 'a1', startOffset: 4, endParagraph: 'a1', endOffset: 9 })).toEqual({
      ok: true,
      range: { startParagraph: 'a1', startOffset: 4, endParagraph: 'a1', endOffset: 9 },
      quote: 'quick',
    });
    const across = checkHighlight(BODY, { startParagraph: 'a1', startOffset: 16, endParagraph: 'b2', endOffset: 5 });
    expect(across).toMatchObject({ ok: true, quote: 'fox.\nJumps' });
  });

  it('refuses a range past the paragraph end, on an unknown paragraph, backwards, empty or too long, each with its message', () => {
    const bad = (range: HighlightRange, body = BODY) => checkHighlight(body, range);
    expect(bad({ startParagraph: 'a1', startOffset: 0, endParagraph: 'a1', endOffset: 21 })).toEqual({ ok: false, message: 'The highlight reaches past the end of paragraph "a1" (20 characters).' });
    expect(bad({ startParagraph: 'zz', startOffset: 0, endParagraph: 'a1', endOffset: 2 })).toEqual({ ok: false, message: 'This story has no paragraph "zz".' });
    expect(bad({ startParagraph: 'a1', startOffset: 5, endParagraph: 'a1', endOffset: 2 })).toEqual({ ok: false, message: HIGHLIGHT_MESSAGES.backwards });
    expect(bad({ startParagraph: 'b2', startOffset: 0, endParagraph: 'a1', endOffset: 2 })).toEqual({ ok: false, message: HIGHLIGHT_MESSAGES.backwards });
    expect(bad({ startParagraph: 'a1', startOffset: 3, endParagraph: 'a1', endOffset: 3 })).toEqual({ ok: false, message: HIGHLIGHT_MESSAGES.empty });
    expect(bad({ startParagraph: 'a1', startOffset: -1, endParagraph: 'a1', endOffset: 3 })).toEqual({ ok: false, message: HIGHLIGHT_MESSAGES.negative });
    expect(bad({ startParagraph: 'a1', startOffset: 0.5, endParagraph: 'a1', endOffset: 3 })).toEqual({ ok: false, message: HIGHLIGHT_MESSAGES.notInteger });
    const long = [p('x', 'y'.repeat(HIGHLIGHT_MAX_CHARS + 1))];
    expect(bad({ startParagraph: 'x', startOffset: 0, endParagraph: 'x', endOffset: HIGHLIGHT_MAX_CHARS + 1 }, long)).toEqual({ ok: false, message: 'A highlight can be at most 5,000 characters.' });
  });

  it('holds a locked story to what the reader can read: a paragraph past the preview is named as such', () => {
    const preview = BODY.slice(0, 2);
    expect(checkHighlight(preview, { startParagraph: 'b2', startOffset: 0, endParagraph: 'b2', endOffset: 3 }, BODY)).toEqual({ ok: false, message: HIGHLIGHT_MESSAGES.notReadable });
    expect(checkHighlight(preview, { startParagraph: 'a1', startOffset: 0, endParagraph: 'a1', endOffset: 3 }, BODY)).toMatchObject({ ok: true });
  });

  const bodyArb = fc.array(fc.string({ minLength: 0, maxLength: 12 }), { minLength: 1, maxLength: 5 }).map((texts) => texts.map((t, i) => p(`p${i}`, t)));
  const rangeIn = (body: Paragraph[]) =>
    fc
      .tuple(fc.nat(body.length - 1), fc.nat(body.length - 1), fc.nat(20), fc.nat(20))
      .map(([i, j, a, b]): HighlightRange => ({ startParagraph: body[i]!.name, startOffset: a, endParagraph: body[j]!.name, endOffset: b }));

  it('property: a range is accepted exactly when it lies in the body, runs forwards and holds text; its quote is what its spans cover', () => {
    fc.assert(
      fc.property(bodyArb.chain((body) => fc.tuple(fc.constant(body), rangeIn(body))), ([body, range]) => {
        const i = body.findIndex((x) => x.name === range.startParagraph);
        const j = body.findIndex((x) => x.name === range.endParagraph);
        const inside = range.startOffset <= body[i]!.text.length && range.endOffset <= body[j]!.text.length;
        const forwards = i < j || (i === j && range.startOffset <= range.endOffset);
        const checked = checkHighlight(body, range);
        const spanned = [...rangeSpans(body, range)].map(([name, s]) => body.find((x) => x.name === name)!.text.slice(s.start, s.end));
        const expectedOk = inside && forwards && spanned.join('').trim().length > 0;
        expect(checked.ok).toBe(expectedOk);
        if (checked.ok) expect(checked.quote.replaceAll('\n', '')).toBe(spanned.join(''));
      }),
    );
  });
});

/** For each character of a paragraph, the kinds of highlight marks around it ('mine', 'top'), and whether the tree nests. */
function highlightCoverage(nodes: readonly MarkupNode[], outer: string[] = [], out: string[][] = []): string[][] {
  for (const node of nodes) {
    if (typeof node === 'string') for (let i = 0; i < node.length; i++) out.push([...outer]);
    else {
      const kind = highlightKindOf(node.markup);
      highlightCoverage(node.children, kind ? [...outer, kind] : outer, out);
    }
  }
  return out;
}

function nestsWithin(nodes: readonly MarkupNode[], start: number, end: number): boolean {
  let pos = start;
  for (const node of nodes) {
    if (typeof node === 'string') {
      pos += node.length;
      continue;
    }
    if (node.markup.start !== pos || node.markup.end > end || node.markup.end <= node.markup.start) return false;
    if (!nestsWithin(node.children, node.markup.start, node.markup.end)) return false;
    pos = node.markup.end;
  }
  return pos === end;
}

describe('highlights: HIGHLIGHT markups per reader merged with the writer\'s markups (platform-reference §3 markup kinds)', () => {
  const paragraphArb = fc.string({ minLength: 1, maxLength: 30 }).chain((text) =>
    fc.record({
      text: fc.constant(text),
      markups: fc.array(
        fc.record({ type: fc.constantFrom(...MARKUP_TYPES), a: fc.nat(text.length), b: fc.nat(text.length) }).map(({ type, a, b }): Markup => ({
          type,
          start: Math.min(a, b),
          end: Math.max(a, b),
          ...(type === 'A' ? { href: '/x' } : {}),
        })).filter((m) => m.end > m.start),
        { maxLength: 5 },
      ),
      mine: fc.array(fc.tuple(fc.nat(text.length), fc.nat(text.length)).map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) })), { maxLength: 5 }),
      top: fc.option(fc.tuple(fc.nat(text.length), fc.nat(text.length)).map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }))),
    }),
  );

  it('property: the rendered tree spells the text, nests properly, and marks as mine exactly the characters the reader highlighted', () => {
    fc.assert(
      fc.property(paragraphArb, ({ text, markups, mine, top }) => {
        const body = [p('x', text, markups)];
        const range = (s: { start: number; end: number }): HighlightRange => ({ startParagraph: 'x', startOffset: s.start, endParagraph: 'x', endOffset: s.end });
        const [highlighted] = withHighlights(body, mine.map(range), top ? range(top) : null);
        const tree = markupTree(text, highlighted!.markups);
        expect(treeText(tree)).toBe(text);
        expect(nestsWithin(tree, 0, text.length)).toBe(true);
        const covered = highlightCoverage(tree);
        for (let i = 0; i < text.length; i++) {
          const isMine = mine.some((s) => s.start <= i && i < s.end);
          const isTop = top !== null && top.start <= i && i < top.end;
          expect(covered[i]!.includes('mine')).toBe(isMine);
          expect(covered[i]!.includes('top')).toBe(isTop);
          // The reader's overlapping highlights are joined: never a mark inside a mark of the same kind.
          expect(covered[i]!.filter((k) => k === 'mine').length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('property: merged spans are sorted, disjoint and cover the same characters', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(40), fc.nat(40)).map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }))), (spans) => {
        const merged = mergeSpans(spans);
        for (let k = 1; k < merged.length; k++) expect(merged[k]!.start).toBeGreaterThan(merged[k - 1]!.end);
        for (let i = 0; i < 41; i++) expect(merged.some((s) => s.start <= i && i < s.end)).toBe(spans.some((s) => s.start <= i && i < s.end));
      }),
    );
  });

  it('a range across paragraphs marks the end of the first, all of those between and the start of the last', () => {
    const marked = withHighlights(BODY, [{ startParagraph: 'a1', startOffset: 16, endParagraph: 'c3', endOffset: 3 }]);
    expect(marked.map((x) => x.markups)).toEqual([
      [{ type: 'HIGHLIGHT', start: 16, end: 20, kind: 'mine' }],
      [],
      [{ type: 'HIGHLIGHT', start: 0, end: 24, kind: 'mine' }],
      [{ type: 'HIGHLIGHT', start: 0, end: 3, kind: 'mine' }],
    ]);
  });
});

describe('highlights: the Top highlight (reader-experience, issue 16: the passage the most readers highlighted)', () => {
  const passage = (startOffset: number, endOffset: number, readers: number, paragraph = 'b2'): PassageCount => ({
    range: { startParagraph: paragraph, startOffset, endParagraph: paragraph, endOffset },
    readers,
    quote: '',
  });

  it('needs at least two readers; the most readers win; ties go to the passage first in the story, then the shorter', () => {
    expect(topHighlight(BODY, [passage(0, 5, 1)])).toBeNull();
    expect(topHighlight(BODY, [passage(0, 5, 2), passage(6, 10, 3)])).toEqual(passage(6, 10, 3));
    expect(topHighlight(BODY, [passage(6, 10, 3), passage(0, 5, 3, 'a1')])).toEqual(passage(0, 5, 3, 'a1'));
    expect(topHighlight(BODY, [passage(0, 9, 2), passage(0, 5, 2)])).toEqual(passage(0, 5, 2));
    // A passage the writer has since edited away is not shown.
    expect(topHighlight(BODY, [passage(0, 90, 9), passage(0, 5, 2)])).toEqual(passage(0, 5, 2));
  });

  it('property: the answer does not depend on the order the counts arrive in', () => {
    const passages = fc.array(fc.tuple(fc.nat(23), fc.nat(23), fc.integer({ min: 1, max: 4 })).map(([a, b, n]) => passage(Math.min(a, b), Math.max(a, b) + 1, n)), { maxLength: 8 });
    fc.assert(
      fc.property(passages, fc.func(fc.integer()), (list, key) => {
        const shuffled = [...list].sort((x, y) => key(x) - key(y));
        expect(topHighlight(BODY, shuffled)).toEqual(topHighlight(BODY, list));
      }),
    );
  });
});

describe('platform-reference §9 highlight default position 50: the selection menu over a selection', () => {
  it('centres the menu at 50% across the selection, above it', () => {
    expect(selectionMenuPlacement({ top: 300, left: 100, width: 200, height: 20 }, { width: 120, height: 40 }, { width: 1000, height: 800 })).toEqual({
      top: 300 - 40 - SELECTION_MENU_GAP,
      left: 200 - 60,
      side: 'above',
    });
  });

  it('property: the menu always stays inside a viewport wide enough to hold it, and never covers the selection', () => {
    fc.assert(
      fc.property(
        fc.record({ top: fc.integer({ min: 0, max: 2000 }), left: fc.integer({ min: 0, max: 1500 }), width: fc.integer({ min: 0, max: 800 }), height: fc.integer({ min: 1, max: 200 }) }),
        fc.record({ width: fc.integer({ min: 40, max: 300 }), height: fc.integer({ min: 20, max: 60 }) }),
        fc.record({ width: fc.integer({ min: 320, max: 1600 }), height: fc.integer({ min: 400, max: 1200 }) }),
        (selection, menu, viewport) => {
          fc.pre(selection.top + selection.height <= viewport.height);
          const placed = selectionMenuPlacement(selection, menu, viewport);
          expect(placed.left).toBeGreaterThanOrEqual(SELECTION_MENU_GAP);
          expect(placed.left + menu.width).toBeLessThanOrEqual(viewport.width - SELECTION_MENU_GAP);
          if (placed.side === 'above') expect(placed.top + menu.height).toBeLessThanOrEqual(selection.top);
          else expect(placed.top).toBeGreaterThanOrEqual(SELECTION_MENU_GAP);
        },
      ),
    );
  });
});

describe('reading history: what is recorded and how it pages (issue 16, /me/readinghistory)', () => {
  it('records nothing while paused, nothing of your own stories, nothing you cannot read', () => {
    expect(shouldRecordRead({ paused: true, readerId: 'r', creatorId: 'w', readable: true })).toEqual({ record: false, reason: 'paused' });
    expect(shouldRecordRead({ paused: false, readerId: 'w', creatorId: 'w', readable: true })).toEqual({ record: false, reason: 'own-story' });
    expect(shouldRecordRead({ paused: false, readerId: 'r', creatorId: 'w', readable: false })).toEqual({ record: false, reason: 'not-readable' });
    expect(shouldRecordRead({ paused: false, readerId: 'r', creatorId: 'w', readable: true })).toEqual({ record: true });
  });

  it('property: a cursor reads back as written; anything else is no cursor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), (at, id) => {
        expect(decodeCursor(encodeCursor({ at, id }))).toEqual({ at, id });
      }),
    );
    expect(decodeCursor('nonsense')).toBeNull();
    expect(decodeCursor('12.a b')).toBeNull();
  });

  it('page sizes are bounded to 1..50', () => {
    expect(pageSize(undefined, 10)).toBe(10);
    expect(pageSize(0, 10)).toBe(1);
    expect(pageSize(500, 10)).toBe(50);
  });
});
