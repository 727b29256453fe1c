// The reader pages built from 501: platform-reference §2.1 topics and tags (a tag's Recommended and Who to follow,
// ranked lists paged by an opaque rank cursor; /topics to /explore-topics on the public origin), stories (a series:
// its checks, its address, 'Part n of m') and profiles (a writer's books: their checks).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRankCursor, encodeRankCursor, parseRankPaging, rankPageOf } from '../core/feed/rank-cursor.ts';
import { BOOK_MESSAGES, checkBook } from '../core/reader-pages/books.ts';
import { checkSeriesInput, checkSeriesOrder, SERIES_MAX_POSTS, SERIES_MESSAGES, seriesIdFromParam, seriesPartLabel, seriesSlug } from '../core/reader-pages/series.ts';
import { legacyTopicsLocation, tagTabOf, tagTabPath } from '../core/reader-pages/tag-pages.ts';
import { publicOriginLocation } from '../core/routing/navigation.ts';
import { checkPostSettings, POST_SETTINGS_MESSAGES, seoOf } from '../core/reader-pages/post-settings.ts';
import { storyCanonicalUrl } from '../core/stories/story-head.ts';

const positions = fc.record({ rank: fc.nat({ max: Number.MAX_SAFE_INTEGER }), id: fc.stringMatching(/^[0-9A-Za-z_-]{1,64}$/) });

describe('rank cursors (platform-reference §3 paging, for ranked lists)', () => {
  it('give back the place they were made from, as URL-safe text', () => {
    fc.assert(
      fc.property(positions, (p) => {
        const cursor = encodeRankCursor(p);
        expect(cursor).toMatch(/^[0-9A-Za-z._-]+$/);
        expect(decodeRankCursor(cursor)).toEqual(p);
      }),
    );
  });

  it('refuse any other text without throwing; what decodes encodes back to the same text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodeRankCursor(text);
        if (decoded) expect(encodeRankCursor(decoded)).toBe(text);
      }),
    );
    for (const text of ['', 'r.abc', 'rzzzzzzzzzzzz.a', 'r1.a b', '1.abc', 'r01.abc']) expect(decodeRankCursor(text)).toBeNull();
    expect(parseRankPaging({ to: 'nope' })).toMatchObject({ ok: false, error: 'INVALID_CURSOR' });
    expect(parseRankPaging({ limit: 26 })).toMatchObject({ ok: false, error: 'INVALID_LIMIT' });
  });

  it('page any ranked list into its items, each once and in order, however the pages are cut', () => {
    const lists = fc.uniqueArray(positions, { selector: (p) => p.id, maxLength: 60 }).map((items) =>
      [...items].sort((a, b) => b.rank - a.rank || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)),
    );
    fc.assert(
      fc.property(lists, fc.integer({ min: 1, max: 25 }), (list, limit) => {
        const seen: typeof list = [];
        let after: { rank: number; id: string } | null = null;
        for (let guard = 0; guard <= list.length + 1; guard += 1) {
          const from: { rank: number; id: string } | null = after;
          const rest = from === null ? list : list.filter((p) => p.rank < from.rank || (p.rank === from.rank && p.id < from.id));
          const page = rankPageOf(rest.slice(0, limit + 1), limit, (p) => p);
          seen.push(...page.items);
          if (!page.next) break;
          after = decodeRankCursor(page.next);
        }
        expect(seen).toEqual(list);
      }),
    );
  });
});

describe("a tag's pages and /topics (platform-reference §2.1 topics and tags)", () => {
  it('names each tag route its tab and address; /top-writers is Who to follow', () => {
    expect(['ShowTagPosts', 'ShowTagLatest', 'ShowTagRecommended', 'ShowTagWhoToFollow', 'ShowTagTopWriters'].map(tagTabOf)).toEqual([
      'latest',
      'latest',
      'recommended',
      'who-to-follow',
      'who-to-follow',
    ]);
    expect(tagTabPath('self-hosting', 'recommended')).toBe('/tag/self-hosting/recommended');
    expect(tagTabPath('self-hosting', 'latest')).toBe('/tag/self-hosting');
  });

  it('sends /topics to /explore-topics on the configured origin, and only that origin stays absolute', () => {
    expect(legacyTopicsLocation('https://read.example.org/')).toBe('https://read.example.org/explore-topics');
    expect(publicOriginLocation('https://read.example.org/explore-topics', 'https://read.example.org')).toBe('https://read.example.org/explore-topics');
    expect(publicOriginLocation('https://evil.example/explore-topics', 'https://read.example.org')).toBe('/');
    expect(publicOriginLocation('https://read.example.org.evil.example/x', 'https://read.example.org')).toBe('/');
    expect(publicOriginLocation('//evil.example/x', 'https://read.example.org')).toBe('/evil.example/x');
    fc.assert(
      fc.property(fc.constantFrom('https://read.example.org', 'https://read.example.org.evil', 'http://read.example.org', '//evil', '/\\evil', 'javascript:', ''), fc.string({ maxLength: 30 }), (prefix, rest) => {
        const location = publicOriginLocation(prefix + rest, 'https://read.example.org');
        expect(location.startsWith('https://read.example.org/') || (location.startsWith('/') && !location.startsWith('//'))).toBe(true);
      }),
    );
  });
});

describe('a series (platform-reference §2.1 stories: /s/{sequenceSlug}, /series/{id})', () => {
  it('trims its title and description, requires the title and bounds both', () => {
    expect(checkSeriesInput({ title: '  Field notes ', description: ' a ' })).toEqual({ ok: true, value: { title: 'Field notes', description: 'a' } });
    expect(checkSeriesInput({ title: ' ', description: '' })).toEqual({ ok: false, message: SERIES_MESSAGES.titleRequired });
    expect(checkSeriesInput({ title: 'x'.repeat(101), description: '' })).toEqual({ ok: false, message: 'A series title is at most 100 characters.' });
    expect(checkSeriesInput({ title: 'x', description: 'y'.repeat(281) })).toEqual({ ok: false, message: 'A series description is at most 280 characters.' });
  });

  it("holds only the writer's own published stories, each once, at most 50, in the writer's order", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[0-9a-f]{12}$/), { maxLength: SERIES_MAX_POSTS }), (ids) => {
        expect(checkSeriesOrder(ids, new Set(ids))).toEqual({ ok: true, postIds: ids });
      }),
    );
    expect(checkSeriesOrder(['a', 'a'], new Set(['a']))).toEqual({ ok: false, message: SERIES_MESSAGES.duplicatePost });
    expect(checkSeriesOrder(['a', 'b'], new Set(['a']))).toEqual({ ok: false, message: SERIES_MESSAGES.notYourStory });
    const many = Array.from({ length: SERIES_MAX_POSTS + 1 }, (_, i) => i.toString(16));
    expect(checkSeriesOrder(many, new Set(many))).toEqual({ ok: false, message: SERIES_MESSAGES.tooManyPosts });
  });

  it('is addressed {slug}-{id}, and its id is read back from any spelling that ends in it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.stringMatching(/^[0-9a-f]{12}$/), (title, id) => {
        expect(seriesIdFromParam(seriesSlug(title, id))).toBe(id);
        expect(seriesIdFromParam(`anything-else-${id}`)).toBe(id);
      }),
    );
    expect(seriesSlug('Where it started', 'de5e41e5a001')).toBe('where-it-started-de5e41e5a001');
    expect(seriesIdFromParam('cointalk')).toBeNull();
  });

  it("marks each story 'Part n of m'", () => {
    expect([0, 1, 2].map((i) => seriesPartLabel(i, 3))).toEqual(['Part 1 of 3', 'Part 2 of 3', 'Part 3 of 3']);
  });
});

describe("a writer's books (platform-reference §2.1 profiles: /@{username}/books)", () => {
  const book = { title: 'Salt Roads', description: '', url: '', publishedYear: '' };
  it('trims a book, requires its title, and keeps empty fields empty', () => {
    expect(checkBook({ title: ' Salt Roads ', description: ' Essays. ', url: ' https://example.com/b ', publishedYear: ' 2024 ' }, 2026)).toEqual({
      ok: true,
      value: { title: 'Salt Roads', description: 'Essays.', url: 'https://example.com/b', publishedYear: 2024 },
    });
    expect(checkBook(book, 2026)).toEqual({ ok: true, value: { title: 'Salt Roads', description: '', url: null, publishedYear: null } });
    expect(checkBook({ ...book, title: '  ' }, 2026)).toEqual({ ok: false, message: BOOK_MESSAGES.titleRequired });
  });

  it('takes only http(s) addresses and four-digit years up to next year', () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.com/x', 'example.com', 'https://user:pw@example.com/', 'data:text/html,hi']) {
      expect(checkBook({ ...book, url }, 2026)).toEqual({ ok: false, message: BOOK_MESSAGES.urlInvalid });
    }
    for (const publishedYear of ['20x4', '999', '2028', '12345']) expect(checkBook({ ...book, publishedYear }, 2026)).toEqual({ ok: false, message: BOOK_MESSAGES.yearInvalid });
    expect(checkBook({ ...book, publishedYear: '2027' }, 2026)).toMatchObject({ ok: true, value: { publishedYear: 2027 } });
  });
});

describe("a story's settings (platform-reference §2.1 stories: /p/{postId}/settings)", () => {
  it('trims and bounds the SEO title and description, and takes only an http(s) canonical link', () => {
    expect(checkPostSettings({ seoTitle: '  A  title ', seoDescription: ' About\n it ', canonicalUrl: ' https://blog.example.com/a ' })).toEqual({
      ok: true,
      value: { seoTitle: 'A title', seoDescription: 'About it', canonicalUrl: 'https://blog.example.com/a' },
    });
    expect(checkPostSettings({ seoTitle: '', seoDescription: '', canonicalUrl: '' })).toEqual({ ok: true, value: { seoTitle: '', seoDescription: '', canonicalUrl: null } });
    expect(checkPostSettings({ seoTitle: 'x'.repeat(101), seoDescription: '', canonicalUrl: '' })).toEqual({ ok: false, message: POST_SETTINGS_MESSAGES.seoTitleTooLong });
    expect(checkPostSettings({ seoTitle: '', seoDescription: 'y'.repeat(161), canonicalUrl: '' })).toEqual({ ok: false, message: POST_SETTINGS_MESSAGES.seoDescriptionTooLong });
    for (const canonicalUrl of ['javascript:alert(1)', 'blog.example.com', 'ftp://x.example/a', 'https://u:p@x.example/']) {
      expect(checkPostSettings({ seoTitle: '', seoDescription: '', canonicalUrl })).toEqual({ ok: false, message: POST_SETTINGS_MESSAGES.canonicalInvalid });
    }
  });

  it("falls back to the story's own title and subtitle, and its canonical link wins over the story's address", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (title, subtitle, seoTitle, seoDescription) => {
        const seo = seoOf({ title, subtitle }, { seoTitle, seoDescription });
        expect(seo.title).toBe(seoTitle || title);
        expect(seo.description).toBe(seoDescription || subtitle);
      }),
    );
    const base = { origin: 'https://read.example.org', path: '/@maya_chen/a-1', publication: null };
    expect(storyCanonicalUrl({ ...base, canonicalUrl: 'https://blog.example.com/first' })).toBe('https://blog.example.com/first');
    expect(storyCanonicalUrl({ ...base, canonicalUrl: null })).toBe('https://read.example.org/@maya_chen/a-1');
  });
});
