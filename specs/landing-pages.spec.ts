// Issue 23 part B (landing pages an operator edits without code): every page's default text is valid paragraph-model
// text (the editor's own gate, core/content/paragraph.ts), in the product's name, with its links where its words are;
// the membership page's plans go between its lede and the rest (landingSections), whatever staff write.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARAGRAPH_TYPES, paragraphSchema } from '../core/content/paragraph.ts';
import { LANDING_KEYS, LANDING_OF_ROUTE, LANDING_PATHS, landingDefault, landingSections } from '../core/landing/landing-pages.ts';

describe('landing pages (issue 23 part B)', () => {
  it("gives every page a title and valid paragraphs in the product's name, each paragraph named once", () => {
    for (const key of LANDING_KEYS) {
      const { title, paragraphs } = landingDefault(key, 'Riverside');
      expect(title.length, key).toBeGreaterThan(0);
      expect(paragraphs.length, key).toBeGreaterThan(0);
      for (const p of paragraphs) expect(paragraphSchema.safeParse(p).success, `${key} ${p.name}`).toBe(true);
      expect(new Set(paragraphs.map((p) => p.name)).size).toBe(paragraphs.length);
      expect(JSON.stringify({ title, paragraphs })).not.toContain('Quire is a place');
    }
    expect(landingDefault('about', 'Riverside').title).toBe('About Riverside');
    expect(landingDefault('membership', 'Riverside').title).toBe('Membership on Riverside');
  });

  it('links About to the Rules, Terms, Privacy and Status pages over those words', () => {
    const last = landingDefault('about', 'Quire').paragraphs.at(-1)!;
    expect(last.markups.map((m) => [last.text.slice(m.start, m.end), m.href])).toEqual([
      ['Rules', '/rules'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Status', '/status'],
    ]);
  });

  it('serves /about and /membership from their landing pages', () => {
    expect(LANDING_OF_ROUTE.ShowLandingAbout).toBe('about');
    expect(LANDING_OF_ROUTE.ShowSubscriptionsLanding).toBe('membership');
    expect(LANDING_PATHS.about).toBe('/about');
    expect(LANDING_PATHS.membership).toBe('/membership');
  });

  it('splits the membership text at its first heading: the lede has none, the rest starts with one, nothing is lost', () => {
    const { lede, rest } = landingSections(landingDefault('membership', 'Quire').paragraphs);
    expect(lede.map((p) => p.type)).toEqual(['P']);
    expect(rest[0]?.text).toBe('How membership works');
    fc.assert(
      fc.property(fc.array(fc.record({ type: fc.constantFrom(...PARAGRAPH_TYPES), n: fc.nat() })), (paragraphs) => {
        const { lede: l, rest: r } = landingSections(paragraphs);
        expect([...l, ...r]).toEqual(paragraphs);
        expect(l.some((p) => /^H[1-4]$/.test(p.type))).toBe(false);
        if (r.length > 0) expect(r[0]!.type).toMatch(/^H[1-4]$/);
      }),
    );
  });
});
