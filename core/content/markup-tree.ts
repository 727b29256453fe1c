// platform-reference §3 (markup kinds): turns a paragraph's text and its markup ranges into a tree the
// UI renders as nested elements. Overlapping ranges are split so elements nest properly, a link never
// sits inside another link, and out-of-range or empty markups are dropped.
import type { Markup } from './paragraph.ts';

export type MarkupNode = string | { markup: Markup; children: MarkupNode[] };

/** Outer wrappers first when two markups cover the same range. */
const NESTING_ORDER: Record<Markup['type'], number> = { A: 0, HIGHLIGHT: 1, STRONG: 2, EM: 3, CODE: 4 };

function byNesting(a: Markup, b: Markup): number {
  return a.start - b.start || b.end - a.end || NESTING_ORDER[a.type] - NESTING_ORDER[b.type];
}

function build(text: string, start: number, end: number, markups: Markup[], insideLink: boolean): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  let pos = start;
  let pending = markups.filter((m) => m.end > m.start && !(insideLink && m.type === 'A')).sort(byNesting);
  while (pending.length > 0) {
    const [outer, ...rest] = pending as [Markup, ...Markup[]];
    if (outer.start > pos) nodes.push(text.slice(pos, outer.start));
    const inner: Markup[] = [];
    const after: Markup[] = [];
    for (const m of rest) {
      if (m.start < outer.end) {
        inner.push({ ...m, end: Math.min(m.end, outer.end) });
        if (m.end > outer.end) after.push({ ...m, start: outer.end });
      } else {
        after.push(m);
      }
    }
    nodes.push({ markup: outer, children: build(text, outer.start, outer.end, inner, insideLink || outer.type === 'A') });
    pos = outer.end;
    pending = after.filter((m) => m.end > m.start && !(insideLink && m.type === 'A')).sort(byNesting);
  }
  if (pos < end) nodes.push(text.slice(pos, end));
  return nodes;
}

export function markupTree(text: string, markups: readonly Markup[]): MarkupNode[] {
  const clipped = markups
    .map((m) => ({ ...m, start: Math.max(0, m.start), end: Math.min(text.length, m.end) }))
    .filter((m) => m.end > m.start);
  return build(text, 0, text.length, clipped, false);
}

/** The text a tree spells, for checks: always equal to the paragraph's text. */
export function treeText(nodes: readonly MarkupNode[]): string {
  return nodes.map((n) => (typeof n === 'string' ? n : treeText(n.children))).join('');
}
