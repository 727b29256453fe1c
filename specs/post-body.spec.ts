// Issue 15 "Bad input" and platform-reference §3 (body paragraph types and markup kinds): the paragraph schema is
// the server's gate for bodies writers send — known types only, no markup reaching past its paragraph, links
// http(s), mailto or site-relative (never javascript:), at most 5,000 paragraphs and 1 MB.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeHref, MARKUP_TYPES, PARAGRAPH_TYPES, parseBody, readBodyJson, utf8Length, type Paragraph } from '../core/content/paragraph.ts';
import { BODY_MAX_BYTES, LIMIT_MESSAGES, PARAGRAPHS_MAX } from '../core/content/post-limits.ts';

/** A body the schema must take: unique names, markups inside their text, safe links, images with metadata. */
const validParagraph = (name: string): fc.Arbitrary<Paragraph> =>
  fc
    .record({
      type: fc.constantFrom(...PARAGRAPH_TYPES),
      text: fc.string({ minLength: 1, maxLength: 40 }),
      marks: fc.array(fc.record({ type: fc.constantFrom(...MARKUP_TYPES), a: fc.nat(), b: fc.nat() }), { maxLength: 4 }),
    })
    .map(({ type, text, marks }) => ({
      name,
      type,
      text,
      markups: marks.map((m) => {
        const start = m.a % text.length;
        const end = start + 1 + (m.b % (text.length - start));
        return m.type === 'A' ? { type: m.type, start, end, href: 'https://example.org/x' } : { type: m.type, start, end };
      }),
      ...(type === 'IMG' ? { metadata: { id: 'img-1', originalWidth: 800, originalHeight: 600, alt: 'A picture.' } } : {}),
    }));

const validBody = fc.integer({ min: 0, max: 12 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => validParagraph(`p${i}`))));

describe('platform-reference §3 body paragraph types and markup kinds: the writer’s body as the server takes it', () => {
  it('takes any valid body, and it survives JSON unchanged', () => {
    fc.assert(
      fc.property(validBody, (body) => {
        const read = readBodyJson(JSON.stringify(body));
        expect(read).toEqual({ ok: true, body });
      }),
    );
  });

  it('no markup ever reaches past its paragraph: one that does is refused, naming the paragraph', () => {
    fc.assert(
      fc.property(validBody.filter((b) => b.length > 0), fc.nat(), fc.integer({ min: 1, max: 10 }), (body, pick, over) => {
        const at = pick % body.length;
        const p = body[at]!;
        const broken = body.map((q, i) => (i === at ? { ...q, markups: [...q.markups, { type: 'EM' as const, start: 0, end: p.text.length + over }] } : q));
        const read = readBodyJson(JSON.stringify(broken));
        expect(read).toEqual({ ok: false, error: 'INVALID_BODY', message: `Paragraph ${at + 1}: A markup reaches past the end of its paragraph.` });
      }),
    );
  });

  it('refuses javascript:, data:, protocol-relative and spaced links; takes http(s), mailto and site paths', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:x', 'data:text/html,x', '//evil.example', '/\\evil.example', 'http://', 'ftp://x', '']) {
      expect(isSafeHref(href), href).toBe(false);
    }
    for (const href of ['https://example.org/a?b#c', 'HTTP://EXAMPLE.ORG', 'mailto:someone@example.org', '/@maya_chen', '/tag/writing']) {
      expect(isSafeHref(href), href).toBe(true);
    }
    fc.assert(
      fc.property(fc.string(), (rest) => {
        expect(isSafeHref(`javascript:${rest}`)).toBe(false);
      }),
    );
  });

  it('refuses unknown paragraph types, repeated names, and bodies past 5,000 paragraphs or 1 MB', () => {
    expect(parseBody([{ name: 'a', type: 'BLINK', text: '', markups: [] }]).ok).toBe(false);
    expect(parseBody([{ name: 'a', type: 'P', text: '', markups: [] }, { name: 'a', type: 'P', text: '', markups: [] }]).ok).toBe(false);
    const many = Array.from({ length: PARAGRAPHS_MAX + 1 }, (_, i) => ({ name: `p${i}`, type: 'P', text: '', markups: [] }));
    expect(readBodyJson(JSON.stringify(many))).toEqual({ ok: false, error: 'INVALID_BODY', message: LIMIT_MESSAGES.tooManyParagraphs });
    expect(readBodyJson(JSON.stringify(many.slice(0, PARAGRAPHS_MAX))).ok).toBe(true);
    const large = JSON.stringify([{ name: 'a', type: 'P', text: 'é'.repeat(BODY_MAX_BYTES / 2), markups: [] }]);
    expect(utf8Length(large)).toBeGreaterThan(BODY_MAX_BYTES);
    expect(readBodyJson(large)).toEqual({ ok: false, error: 'INVALID_BODY', message: LIMIT_MESSAGES.bodyTooLarge });
  });

  it('counts UTF-8 bytes as an encoder does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });
});
