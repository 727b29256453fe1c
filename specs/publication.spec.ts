import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, headerTextTone, parseHexColor, relativeLuminance } from '../core/publication/header-tone.ts';
import { canManagePublication, managePublicationMenu, type StaffRole } from '../core/publication/manage-publication-menu.ts';
import { publicationTabs } from '../core/publication/publication-tabs.ts';
import { buildPath } from '../core/routing/paths.ts';

const DESTINATIONS = ['ABOUT', 'ARCHIVE', 'EXTERNAL_URL', 'LATEST', 'PAGE', 'POST', 'SECTION', 'TAG_FEED', 'TRENDING'] as const;

const item = fc.record({
  title: fc.oneof(fc.constantFrom('About', 'Latest', 'Essays', '  ', ''), fc.string({ maxLength: 12 })),
  destination: fc.oneof(fc.constantFrom(...DESTINATIONS), fc.constant('BOGUS')),
  value: fc.oneof(fc.constantFrom('', 'writing', 'https://example.org/x', 'ftp://example.org', 'javascript:alert(1)', 'a1b2c3'), fc.string({ maxLength: 8 })),
});

describe('reader-experience §2.6 publication navigation', () => {
  it('puts every external link last, keeps the editors\u2019 order otherwise, and drops items that point nowhere', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), (items) => {
        const { tabs, external } = publicationTabs(items, 'field-notes');
        expect(tabs.every((t) => t.target.kind === 'route')).toBe(true);
        expect(external.every((t) => t.target.kind === 'external' && /^https?:\/\//.test(t.target.href))).toBe(true);
        // The kept items, in order, are exactly the input's items that have a title and a target.
        const kept = items.filter((i) => i.title.trim() !== '');
        const titles = [...tabs, ...external].map((t) => t.title);
        expect(titles.every((t) => t.trim() !== '')).toBe(true);
        const internalTitles = kept.filter((i) => i.destination !== 'EXTERNAL_URL').map((i) => i.title.trim());
        // Order is preserved: tabs are a subsequence of the input's internal items.
        let at = 0;
        for (const t of tabs) {
          at = internalTitles.indexOf(t.title, at);
          expect(at).toBeGreaterThanOrEqual(0);
          at++;
        }
        // Every tab's route builds a path under the publication.
        for (const t of tabs) {
          if (t.target.kind !== 'route') continue;
          const built = buildPath(t.target.route, t.target.params);
          expect(built.ok).toBe(true);
        }
      }),
    );
  });

  it('links each destination where the spec says', () => {
    const { tabs, external } = publicationTabs(
      [
        { title: 'Website', destination: 'EXTERNAL_URL', value: 'https://example.org/' },
        { title: 'About', destination: 'ABOUT', value: '' },
        { title: 'Essays', destination: 'TAG_FEED', value: 'essays' },
        { title: 'Broken', destination: 'TAG_FEED', value: '' },
      ],
      'the-long-draft',
    );
    expect(tabs.map((t) => [t.title, t.target])).toEqual([
      ['About', { kind: 'route', route: 'ShowCollectionMasthead', params: { collectionSlug: 'the-long-draft' } }],
      ['Essays', { kind: 'route', route: 'ShowCollectionTagged', params: { collectionSlug: 'the-long-draft', tagSlug: 'essays' } }],
    ]);
    expect(external).toEqual([{ title: 'Website', target: { kind: 'external', href: 'https://example.org/' } }]);
  });
});

describe("reader-experience §2.6 and §5 the 'Manage publication' menu", () => {
  const roles: (StaffRole | null)[] = ['OWNER', 'EDITOR', 'WRITER', null];

  it('is there for owners and editors only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...roles), fc.stringMatching(/^[a-z][a-z0-9-]{1,20}$/), (role, slug) => {
        const menu = managePublicationMenu(role, slug);
        expect(menu !== null).toBe(role === 'OWNER' || role === 'EDITOR');
        expect(canManagePublication(role)).toBe(menu !== null);
        for (const link of menu ? [...menu.main, ...menu.settings.links] : []) {
          const built = buildPath(link.route, link.params);
          expect(built.ok && built.path.startsWith(`/${slug}/`)).toBe(true);
        }
      }),
    );
  });

  it('has the entries of the spec, in its order', () => {
    const menu = managePublicationMenu('EDITOR', 'field-notes')!;
    expect(menu.main.map((l) => l.label)).toEqual(['Write a story', 'Stories', 'Featured stories', 'Newsletter', 'Stats', 'Followers']);
    expect(menu.settings.heading).toBe('Settings');
    expect(menu.settings.links.map((l) => l.label)).toEqual(['Info & Homepage', 'Navigation', 'Subpages', 'About', 'People']);
  });
});

describe('reader-experience §3 homepage header colour: readable text on any colour', () => {
  const hex = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map((rgb) =>
    rgb.map((c) => c.toString(16).padStart(2, '0')).join(''),
  );

  it('picks the text colour that contrasts more, which always reaches 4.5:1', () => {
    fc.assert(
      fc.property(hex, (rgb) => {
        const tone = headerTextTone(rgb)!;
        const l = relativeLuminance(parseHexColor(rgb)!);
        const light = contrastRatio(l, 1);
        const dark = contrastRatio(l, 0);
        expect(tone === 'light' ? light : dark).toBe(Math.max(light, dark));
        expect(Math.max(light, dark)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('knows the extremes and refuses what is not a colour', () => {
    expect(headerTextTone('000000')).toBe('light');
    expect(headerTextTone('ffffff')).toBe('dark');
    expect(headerTextTone('2f4858')).toBe('light');
    for (const bad of [null, undefined, '', '#ffffff', 'fff', 'gggggg', '12345']) expect(headerTextTone(bad)).toBeNull();
  });
});
