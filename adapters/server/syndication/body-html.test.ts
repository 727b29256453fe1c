// platform-reference §2.1 feeds and §3 paragraphs and markups: a body as feed HTML. For any body, the HTML is
// well-formed (every element closed inside its paragraph's block), spells exactly the paragraphs' text, carries
// only web and mail links and images on the public origin; and the exact elements for each paragraph type.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKUP_TYPES, PARAGRAPH_TYPES, type Paragraph } from '../../../core/content/paragraph.ts';
import { xmlText } from '../../../core/feed-syndication/feed-item.ts';
import { bodyHtml } from './body-html.ts';
import { parseXml, textOf } from './testing-xml.ts';

const ORIGIN = 'https://quire.example';

const paragraphArb: fc.Arbitrary<Paragraph> = fc
  .record({
    type: fc.constantFrom(...PARAGRAPH_TYPES),
    text: fc.string({ maxLength: 16 }),
    hrefs: fc.array(fc.constantFrom('https://a.example/x?y=1&z="2"', '/@ada', 'javascript:alert(1)', 'mailto:a@b.example', '//evil.example', undefined)),
    spans: fc.array(fc.tuple(fc.constantFrom(...MARKUP_TYPES), fc.nat(20), fc.nat(20)), { maxLength: 5 }),
    alt: fc.string({ maxLength: 8 }),
  })
  .map(({ type, text, hrefs, spans, alt }) => ({
    name: 'p',
    type,
    text,
    markups: spans
      .map(([t, a, b], i) => ({ type: t, start: Math.min(a, b), end: Math.max(a, b) + 1, ...(t === 'A' ? { href: hrefs[i % Math.max(1, hrefs.length)] } : {}) }))
      .filter((m) => m.end <= text.length),
    ...(type === 'IMG' ? { metadata: { id: 'img-1', originalWidth: 800, originalHeight: 600, alt } } : {}),
  }));

/** The HTML as XML: void elements closed, in one root. */
const asXml = (html: string) => parseXml(`<root>${html.replace(/<(hr|img)([^>]*)>/g, '<$1$2/>')}</root>`);

describe('platform-reference §2.1 feeds: a body as feed HTML', () => {
  it('is well-formed, spells the paragraphs\' text, and links only to web and mail addresses', () => {
    fc.assert(
      fc.property(fc.array(paragraphArb, { maxLength: 12 }), (body) => {
        const html = bodyHtml(body, ORIGIN);
        const root = asXml(html);
        expect(textOf(root)).toBe(body.filter((p) => p.type !== 'HR').map((p) => xmlText(p.text)).join(''));
        for (const m of html.matchAll(/<a href="([^"]*)"/g)) expect(m[1]).toMatch(/^(https?:\/\/|mailto:)/);
        for (const m of html.matchAll(/<img src="([^"]*)"/g)) expect(m[1]!.startsWith(`${ORIGIN}/media/`)).toBe(true);
        expect(html).not.toMatch(/javascript:|\/\/evil/);
      }),
    );
  });

  it('writes each paragraph type as the story page does', () => {
    const p = (type: Paragraph['type'], text: string, extra: Partial<Paragraph> = {}): Paragraph => ({ name: 'x', type, text, markups: [], ...extra });
    const html = bodyHtml(
      [
        p('H3', 'Head'),
        p('P', 'Bold <and> link', { markups: [{ type: 'STRONG', start: 0, end: 4 }, { type: 'A', start: 11, end: 15, href: '/@ada' }] }),
        p('ULI', 'one'),
        p('ULI', 'two'),
        p('OLI', 'first'),
        p('PRE', 'x < y'),
        p('HR', ''),
        p('IMG', 'A caption', { metadata: { id: 'abc', originalWidth: 10, originalHeight: 20, alt: 'An "alt"' } }),
        p('BQ', 'Quote'),
      ],
      ORIGIN,
    );
    expect(html).toBe(
      '<h3>Head</h3><p><strong>Bold</strong> &lt;and&gt; <a href="https://quire.example/@ada">link</a></p>' +
        '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><pre><code>x &lt; y</code></pre><hr>' +
        '<figure><img src="https://quire.example/media/abc" alt="An &quot;alt&quot;" width="10" height="20"><figcaption>A caption</figcaption></figure>' +
        '<blockquote><p>Quote</p></blockquote>',
    );
  });
});
