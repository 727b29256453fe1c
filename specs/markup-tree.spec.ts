import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markupTree, treeText, type MarkupNode } from '../core/content/markup-tree.ts';
import { MARKUP_TYPES, type Markup } from '../core/content/paragraph.ts';

/** For each character, the markup types covering it in the tree. */
function coverage(nodes: readonly MarkupNode[], outer: string[] = [], out: string[][] = []): string[][] {
  for (const node of nodes) {
    if (typeof node === 'string') for (let i = 0; i < node.length; i++) out.push([...outer].sort());
    else coverage(node.children, [...outer, node.markup.type], out);
  }
  return out;
}

function hasNestedLink(nodes: readonly MarkupNode[], inLink = false): boolean {
  return nodes.some(
    (n) => typeof n !== 'string' && ((inLink && n.markup.type === 'A') || hasNestedLink(n.children, inLink || n.markup.type === 'A')),
  );
}

const paragraph = fc.string({ minLength: 0, maxLength: 40 }).chain((text) =>
  fc.record({
    text: fc.constant(text),
    markups: fc.array(
      fc
        .record({
          type: fc.constantFrom(...MARKUP_TYPES),
          a: fc.integer({ min: -3, max: text.length + 3 }),
          b: fc.integer({ min: -3, max: text.length + 3 }),
        })
        .map(({ type, a, b }): Markup => ({
          type,
          start: Math.min(a, b),
          end: Math.max(a, b),
          ...(type === 'A' ? { href: 'https://example.org/' } : {}),
        })),
      { maxLength: 6 },
    ),
  }),
);

describe('platform-reference §3 body markups: the markup tree', () => {
  it('always spells the paragraph text exactly', () => {
    fc.assert(fc.property(paragraph, ({ text, markups }) => treeText(markupTree(text, markups)) === text));
  });

  it('covers each character with exactly the (non-link) markups whose range includes it', () => {
    fc.assert(
      fc.property(paragraph, ({ text, markups }) => {
        const got = coverage(markupTree(text, markups));
        for (let i = 0; i < text.length; i++) {
          const want = [...new Set(markups.filter((m) => m.start <= i && i < m.end && m.type !== 'A').map((m) => m.type))].sort();
          const have = [...new Set(got[i]!.filter((t) => t !== 'A'))].sort();
          expect(have).toEqual(want);
          const linked = markups.some((m) => m.type === 'A' && m.start <= i && i < m.end);
          expect(got[i]!.includes('A')).toBe(linked);
        }
      }),
    );
  });

  it('never puts a link inside a link', () => {
    fc.assert(fc.property(paragraph, ({ text, markups }) => !hasNestedLink(markupTree(text, markups))));
  });

  it('nests an inner range inside its outer one', () => {
    expect(
      markupTree('bold and italic', [
        { type: 'STRONG', start: 0, end: 15 },
        { type: 'EM', start: 9, end: 15 },
      ]),
    ).toEqual([
      {
        markup: { type: 'STRONG', start: 0, end: 15 },
        children: ['bold and ', { markup: { type: 'EM', start: 9, end: 15 }, children: ['italic'] }],
      },
    ]);
  });
});
