import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, jsonLdForScript } from './escape.ts';

describe('preloaded globals are escaped so no post text can break out of the script tag', () => {
  it('never lets "</script", "<!--" or a line separator through, and reads back to the same value', () => {
    const risky = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('</script>', '</SCRIPT >', '<!--', '-->', '\u2028', '\u2029', '<script>alert(1)</script>', '&lt;'),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.array(risky, { maxLength: 3 })), (value) => {
        const out = jsonForScript(value);
        expect(out).not.toMatch(/<\/script/i);
        expect(out).not.toContain('<!--');
        expect(out).not.toMatch(/[\u2028\u2029<>]/);
        // What the browser evaluates is the same value again, own keys like "__proto__" included.
        const back = new Function(`return ${out};`)();
        expect(back).toEqual(value);
        expect(Object.keys(back)).toEqual(Object.keys(value));
      }),
    );
  });

  it('keeps a "__proto__" key an ordinary key', () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}');
    const back = new Function(`return ${jsonForScript(value)};`)();
    expect(Object.keys(back)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  });

  it('escapes the five HTML specials for attributes and text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('issue 18: a story\'s JSON-LD is escaped so no title, name or description can end its script element', () => {
  it('never lets "</script", "<!--", "<", ">" or a line separator through, and parses as JSON back to the same value', () => {
    const risky = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('</script>', '</SCRIPT >', '<!--', '-->', '\u2028', '\u2029', '<script>alert(1)</script>', '&amp;', ']]>'),
    );
    fc.assert(
      fc.property(fc.record({ headline: risky, author: fc.record({ name: risky, url: risky }), extra: fc.dictionary(fc.string(), risky) }), (value) => {
        const out = jsonLdForScript(value);
        expect(out).not.toMatch(/<\/script/i);
        expect(out).not.toContain('<!--');
        expect(out).not.toMatch(/[\u2028\u2029<>&]/);
        // The element's content is JSON itself (application/ld+json is not evaluated): it parses to the same value.
        expect(JSON.parse(out)).toEqual(value);
      }),
    );
  });
});
