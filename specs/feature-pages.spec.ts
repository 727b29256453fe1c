// A publication's feature pages in core (platform-reference §2.2 /settings/feature-pages, /{topicSlug}/home,
// /{featureSlug}/tagged/{tagSlug}; reader-experience §2.6 Section tabs): what editors may save (an address that is
// never one of the publication's own pages, 1 to 5 tags as slugs), the order Move up / Move down keeps, and the
// followers' CSV export (platform-reference §2.2 /settings/followers).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReorderOf, moveItem } from '../core/publication/feature-page-order.ts';
import { FEATURE_PAGE_RESERVED_SLUGS } from '../core/publication/feature-page-slugs.ts';
import { FEATURE_PAGE_LIMITS, FEATURE_PAGE_MESSAGES, parseFeaturePage, tagSlugOf } from '../core/publication/feature-pages.ts';
import { followersCsv, followersCsvFileName } from '../core/publication/followers-csv.ts';
import { matchRoute } from '../core/routing/routes.ts';

const base = { title: 'Deep dives', slug: '', description: '', layout: 'GRID', tags: ['data-science'] };

describe('platform-reference §2.2 feature pages: what editors may save (core/publication/feature-pages.ts)', () => {
  it('makes the address from the title when none is given, and keeps a given one', () => {
    expect(parseFeaturePage({ ...base, title: '  Café Culture! ' }, FEATURE_PAGE_RESERVED_SLUGS)).toMatchObject({ ok: true, value: { title: 'Café Culture!', slug: 'cafe-culture' } });
    expect(parseFeaturePage({ ...base, slug: 'dives' }, FEATURE_PAGE_RESERVED_SLUGS)).toMatchObject({ ok: true, value: { slug: 'dives' } });
  });

  it('refuses with the rule’s own words: no title, a bad address, a bad layout, no tags, too many', () => {
    const fails = (patch: Partial<typeof base>) => parseFeaturePage({ ...base, ...patch }, FEATURE_PAGE_RESERVED_SLUGS);
    expect(fails({ title: '  ' })).toEqual({ ok: false, field: 'title', message: FEATURE_PAGE_MESSAGES.titleRequired });
    expect(fails({ slug: 'Not A Slug' })).toEqual({ ok: false, field: 'slug', message: FEATURE_PAGE_MESSAGES.badSlug });
    expect(fails({ layout: 'CAROUSEL' })).toEqual({ ok: false, field: 'layout', message: FEATURE_PAGE_MESSAGES.badLayout });
    expect(fails({ tags: [' ', ''] })).toEqual({ ok: false, field: 'tags', message: FEATURE_PAGE_MESSAGES.noTags });
    expect(fails({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual({ ok: false, field: 'tags', message: FEATURE_PAGE_MESSAGES.tooManyTags });
    expect(fails({ tags: ['!!!'] })).toEqual({ ok: false, field: 'tags', message: FEATURE_PAGE_MESSAGES.badTag('!!!') });
  });

  it('never takes the address of one of the publication’s own pages, so /{publication}/{slug}/… always reaches the feature page', () => {
    for (const reserved of ['about', 'archive', 'settings', 'stats', 'tagged', 'subpage', 'newsletters', 'home']) {
      expect(FEATURE_PAGE_RESERVED_SLUGS.has(reserved), reserved).toBe(true);
      expect(parseFeaturePage({ ...base, slug: reserved }, FEATURE_PAGE_RESERVED_SLUGS)).toEqual({ ok: false, field: 'slug', message: FEATURE_PAGE_MESSAGES.reservedSlug(reserved) });
    }
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom('DESIGN', 'gardening', 'tag'), (title, tag) => {
        const parsed = parseFeaturePage({ ...base, title, tags: [tag] }, FEATURE_PAGE_RESERVED_SLUGS);
        if (!parsed.ok) return;
        const { slug } = parsed.value;
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(FEATURE_PAGE_LIMITS.slug);
        // Its two addresses are the feature page's routes, not another page's.
        expect(matchRoute(`/field-notes/${slug}/home`)?.name).toBe('ShowCollectionTopicHome');
        expect(matchRoute(`/field-notes/${slug}/tagged/${parsed.value.tags[0]}`)?.name).toBe('ShowCollectionFeatureTagged');
      }),
    );
  });

  it('stores tags as slugs, each once, 1 to 5 of them, as typed or with a #', () => {
    expect(tagSlugOf('#Data Science')).toBe('data-science');
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Data Science', 'data-science', '#writing', ' Writing ', 'ux', 'Poetry', 'film', 'books'), { minLength: 1, maxLength: 8 }), (tags) => {
        const parsed = parseFeaturePage({ ...base, tags }, FEATURE_PAGE_RESERVED_SLUGS);
        const distinct = new Set(tags.map(tagSlugOf));
        if (distinct.size > FEATURE_PAGE_LIMITS.tags) {
          expect(parsed.ok).toBe(false);
          return;
        }
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(new Set(parsed.value.tags)).toEqual(distinct);
        expect(parsed.value.tags).toHaveLength(distinct.size);
      }),
    );
  });
});

describe('platform-reference §2.2 feature pages: their order (core/publication/feature-page-order.ts)', () => {
  it('moves a page one place, keeps every page once, and moving back undoes it', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }), fc.nat(), fc.constantFrom(-1 as const, 1 as const), (list, i, by) => {
        const index = i % list.length;
        const moved = moveItem(list, index, by);
        expect(isReorderOf(list, moved)).toBe(true);
        const to = index + by;
        if (to < 0 || to >= list.length) {
          expect(moved).toEqual(list);
          return;
        }
        expect(moved[to]).toBe(list[index]);
        expect(moveItem(moved, to, by === 1 ? -1 : 1)).toEqual(list);
      }),
    );
  });

  it('accepts a new order only when it names every page once', () => {
    expect(isReorderOf(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isReorderOf(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(isReorderOf(['a', 'b', 'c'], ['a', 'a', 'b'])).toBe(false);
    expect(isReorderOf(['a', 'b'], ['a', 'x'])).toBe(false);
  });
});

describe('platform-reference §2.2 /settings/followers: the followers’ CSV (core/publication/followers-csv.ts)', () => {
  it('writes the header and a line per follower, quoting and defusing what a spreadsheet would run', () => {
    const csv = followersCsv(
      [
        { name: 'Ada, Countess', username: 'ada', followedAt: new Date('2026-03-01T10:00:00Z') },
        { name: '=HYPERLINK("x")', username: 'eve', followedAt: new Date('2026-02-01T00:00:00Z') },
      ],
      'https://quire.example/',
    );
    expect(csv.split('\r\n')).toEqual([
      'name,username,profile,followed_since',
      '"Ada, Countess",ada,https://quire.example/@ada,2026-03-01T10:00:00.000Z',
      `"'=HYPERLINK(""x"")",eve,https://quire.example/@eve,2026-02-01T00:00:00.000Z`,
      '',
    ]);
    expect(followersCsvFileName('field-notes')).toBe('field-notes-followers.csv');
  });
});
