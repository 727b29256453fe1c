// reader-experience §2.2 ShowUserHighlights and the issue "Reading together" (highlights): a reader's highlight
// is a range over the paragraph model (core/content/paragraph.ts). Decision: a range may cross paragraphs, as
// Medium's do — it runs from (startParagraph, startOffset) to (endParagraph, endOffset), offsets counted in
// UTF-16 code units of each paragraph's text, the end exclusive. Paragraphs without text between the two ends
// (images, rules) are simply passed over.
//
// Rules here: checking a range against the body the reader may read (a locked story's preview only, for a
// reader who may not read it in full), the quote it spells, turning a reader's highlights into HIGHLIGHT
// markups merged with the writer's own markups, and the 'Top highlight' (topHighlight below).
import type { Markup, Paragraph } from '../content/paragraph.ts';

export type HighlightRange = {
  startParagraph: string;
  startOffset: number;
  endParagraph: string;
  endOffset: number;
};

/** The longest passage a reader may highlight at once, in characters of its quote. */
export const HIGHLIGHT_MAX_CHARS = 5000;

/** The 'Top highlight' needs at least this many readers on one passage: one reader's highlight is theirs alone. */
export const TOP_HIGHLIGHT_MIN_READERS = 2;

export const HIGHLIGHT_MESSAGES = {
  unknownParagraph: (name: string) => `This story has no paragraph "${name}".`,
  notReadable: 'Only the part of this story you can read can be highlighted.',
  pastEnd: (name: string, length: number) => `The highlight reaches past the end of paragraph "${name}" (${length} characters).`,
  negative: 'A highlight cannot start before its paragraph.',
  notInteger: 'Highlight offsets are whole numbers.',
  backwards: 'A highlight must start before it ends.',
  empty: 'Select some text to highlight.',
  tooLong: `A highlight can be at most ${HIGHLIGHT_MAX_CHARS.toLocaleString('en-US')} characters.`,
} as const;

export type CheckedHighlight = { ok: true; range: HighlightRange; quote: string } | { ok: false; message: string };

/**
 * Checks a range against `readable` — the body the reader may read (the whole body, or a locked story's preview)
 * — with `full` the whole body, so a paragraph that exists but lies past the preview gets its own message.
 * Answers the quote the range spells (paragraphs joined by a newline), trimmed of nothing: exactly the text.
 */
export function checkHighlight(readable: readonly Paragraph[], range: HighlightRange, full: readonly Paragraph[] = readable): CheckedHighlight {
  const offsets = [range.startOffset, range.endOffset];
  if (!offsets.every(Number.isInteger)) return { ok: false, message: HIGHLIGHT_MESSAGES.notInteger };
  if (offsets.some((o) => o < 0)) return { ok: false, message: HIGHLIGHT_MESSAGES.negative };
  const startIndex = readable.findIndex((p) => p.name === range.startParagraph);
  const endIndex = readable.findIndex((p) => p.name === range.endParagraph);
  for (const [index, name] of [[startIndex, range.startParagraph], [endIndex, range.endParagraph]] as const) {
    if (index >= 0) continue;
    return { ok: false, message: full.some((p) => p.name === name) ? HIGHLIGHT_MESSAGES.notReadable : HIGHLIGHT_MESSAGES.unknownParagraph(name) };
  }
  const start = readable[startIndex]!;
  const end = readable[endIndex]!;
  if (range.startOffset > start.text.length) return { ok: false, message: HIGHLIGHT_MESSAGES.pastEnd(start.name, start.text.length) };
  if (range.endOffset > end.text.length) return { ok: false, message: HIGHLIGHT_MESSAGES.pastEnd(end.name, end.text.length) };
  if (startIndex > endIndex || (startIndex === endIndex && range.startOffset > range.endOffset)) return { ok: false, message: HIGHLIGHT_MESSAGES.backwards };
  const quote = quoteOf(readable.slice(startIndex, endIndex + 1), range);
  if (quote.trim().length === 0) return { ok: false, message: HIGHLIGHT_MESSAGES.empty };
  if (quote.length > HIGHLIGHT_MAX_CHARS) return { ok: false, message: HIGHLIGHT_MESSAGES.tooLong };
  return { ok: true, range: { startParagraph: range.startParagraph, startOffset: range.startOffset, endParagraph: range.endParagraph, endOffset: range.endOffset }, quote };
}

/** The text of a range over the paragraphs it spans (first to last), text-less paragraphs left out. */
function quoteOf(spanned: readonly Paragraph[], range: HighlightRange): string {
  const parts: string[] = [];
  spanned.forEach((p, i) => {
    const from = i === 0 ? range.startOffset : 0;
    const to = i === spanned.length - 1 ? range.endOffset : p.text.length;
    if (p.text.length > 0 || spanned.length === 1) parts.push(p.text.slice(from, to));
  });
  return parts.filter((part, i) => part.length > 0 || i === 0).join('\n');
}

/** Per paragraph, the [start, end) a range covers there; paragraphs it misses have no entry. */
export function rangeSpans(body: readonly Pick<Paragraph, "name" | "text">[], range: HighlightRange): Map<string, { start: number; end: number }> {
  const spans = new Map<string, { start: number; end: number }>();
  const startIndex = body.findIndex((p) => p.name === range.startParagraph);
  const endIndex = body.findIndex((p) => p.name === range.endParagraph);
  if (startIndex < 0 || endIndex < startIndex) return spans;
  for (let i = startIndex; i <= endIndex; i++) {
    const p = body[i]!;
    const start = Math.min(i === startIndex ? range.startOffset : 0, p.text.length);
    const end = Math.min(i === endIndex ? range.endOffset : p.text.length, p.text.length);
    if (end > start) spans.set(p.name, { start, end });
  }
  return spans;
}

/** Overlapping or touching spans joined: sorted, disjoint, none empty. */
export function mergeSpans(spans: readonly { start: number; end: number }[]): { start: number; end: number }[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: { start: number; end: number }[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** Whose highlight a HIGHLIGHT markup shows: the reader's own, or the story's 'Top highlight' (everyone's). */
export type HighlightKind = 'mine' | 'top';

/** A HIGHLIGHT markup a reader's view adds; the markup tree carries `kind` through to the renderer. */
export type HighlightMarkup = Markup & { type: 'HIGHLIGHT'; kind: HighlightKind };

export const highlightKindOf = (markup: Markup): HighlightKind | null => {
  const kind = (markup as Partial<HighlightMarkup>).kind;
  return kind === 'mine' || kind === 'top' ? kind : null;
};

/**
 * The reader's highlights and the story's top highlight as HIGHLIGHT markups on each paragraph, added to the
 * paragraph's own markups (the writer's). The reader's overlapping or touching highlights are joined, so one
 * passage is one <mark>; the markup tree (core/content/markup-tree.ts) then splits whatever still overlaps (a
 * link, the top highlight, the writer's own marks) so the elements nest.
 */
export function withHighlights(body: readonly Paragraph[], mine: readonly HighlightRange[], top: HighlightRange | null = null): Paragraph[] {
  const added = new Map<string, HighlightMarkup[]>();
  const add = (ranges: readonly HighlightRange[], kind: HighlightKind) => {
    const spans = new Map<string, { start: number; end: number }[]>();
    for (const range of ranges) {
      for (const [name, span] of rangeSpans(body, range)) spans.set(name, [...(spans.get(name) ?? []), span]);
    }
    for (const [name, list] of spans) {
      const markups = mergeSpans(list).map((s): HighlightMarkup => ({ type: 'HIGHLIGHT', start: s.start, end: s.end, kind }));
      added.set(name, [...(added.get(name) ?? []), ...markups]);
    }
  };
  if (top) add([top], 'top');
  add(mine, 'mine');
  return body.map((p) => {
    const extra = added.get(p.name);
    return extra ? { ...p, markups: [...p.markups, ...extra] } : p;
  });
}

/** A passage and how many readers highlighted exactly it (the store groups by range). */
export type PassageCount = { range: HighlightRange; readers: number; quote: string };

/** Where a range starts in the body: paragraph index, then offset; unknown paragraphs sort last. */
function positionOf(body: readonly Paragraph[], range: HighlightRange): [number, number, number, number] {
  const index = (name: string) => {
    const i = body.findIndex((p) => p.name === name);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [index(range.startParagraph), range.startOffset, index(range.endParagraph), range.endOffset];
}

/**
 * The 'Top highlight': the passage the most readers highlighted, once at least TOP_HIGHLIGHT_MIN_READERS did.
 * Decision: readers are counted per exact range (the same words selected), which is what the store can count
 * with an index. Ties go to the passage that comes first in the story, then to the shorter one — the same
 * answer whatever order the counts arrive in. Passages no longer in the body (the writer edited it) are left out.
 */
export function topHighlight(body: readonly Paragraph[], passages: readonly PassageCount[]): PassageCount | null {
  let best: PassageCount | null = null;
  let bestPosition: [number, number, number, number] | null = null;
  for (const passage of passages) {
    if (passage.readers < TOP_HIGHLIGHT_MIN_READERS) continue;
    if (!checkHighlight(body, passage.range).ok) continue;
    const position = positionOf(body, passage.range);
    if (best === null || bestPosition === null || passage.readers > best.readers || (passage.readers === best.readers && comparePositions(position, bestPosition) < 0)) {
      best = passage;
      bestPosition = position;
    }
  }
  return best;
}

function comparePositions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Two ranges are the same passage. */
export const sameRange = (a: HighlightRange, b: HighlightRange): boolean =>
  a.startParagraph === b.startParagraph && a.startOffset === b.startOffset && a.endParagraph === b.endParagraph && a.endOffset === b.endOffset;

/** How many highlights a reader may make in an hour (counted in the store, core/limits/rate-limit.ts). */
export const HIGHLIGHTS_CREATED_LIMIT = { name: 'highlights.create', max: 120, windowMs: 3_600_000 } as const;

export const tooManyHighlightsMessage = (retryAfterSeconds: number): string =>
  `You have made many highlights in a short time. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute${retryAfterSeconds > 60 ? 's' : ''}.`;
