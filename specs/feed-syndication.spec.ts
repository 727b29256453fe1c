// platform-reference §2.1 (feeds and the sitemap): which feed paths are built and what each lists, RSS or Atom,
// the items' rules (absolute links on the public origin, member-only stories as their preview and a note, only
// web and mail links, text XML can carry, the surrogate tags), and the sitemap's paging arithmetic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lockedPreview } from '../core/content/access.ts';
import { PARAGRAPH_TYPES, type Paragraph } from '../core/content/paragraph.ts';
import { HOME_TAG, postTag, userTag } from '../core/edge-cache/edge-cache.ts';
import { absoluteUrl, feedHref, feedItemBody, feedSurrogateTags, mediaUrl, readFullStoryNote, xmlText } from '../core/feed-syndication/feed-item.ts';
import { BUILT_FEED_ROUTES, FEED_FORMAT_PARAM, FEED_ITEM_LIMIT, feedFormatOf, feedPath, feedScopeOf, type FeedScope } from '../core/feed-syndication/feed-scope.ts';
import {
  childCount,
  pageStartsOf,
  parseSitemapRequest,
  SITEMAP_FROM_PARAM,
  SITEMAP_PAGE_SIZE,
  SITEMAP_SECTION_PARAM,
  SITEMAP_SECTIONS,
  sitemapChildPath,
  sitemapChildren,
  type SitemapSection,
} from '../core/feed-syndication/sitemap.ts';
import { SITEMAP_PATH } from '../core/feed-syndication/sitemap-link.ts';
import { etagMatches, isNotModified } from '../core/feed-syndication/conditional-get.ts';
import { ROUTE_TABLE } from '../core/routing/route-table.ts';
import { matchRoute } from '../core/routing/routes.ts';

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
const scopeArb: fc.Arbitrary<FeedScope> = fc.oneof(
  fc.constant({ kind: 'latest' } as const),
  slug.map((username) => ({ kind: 'user', username }) as const),
  slug.filter((s) => !['latest', 'tag', 'topic', 'collections', 'flipboard'].includes(s)).map((s) => ({ kind: 'publication', slug: s }) as const),
  slug.map((s) => ({ kind: 'tag', slug: s }) as const),
  slug.map((s) => ({ kind: 'topic', slug: s }) as const),
  slug.map((username) => ({ kind: 'recommended', username }) as const),
  fc
    .tuple(
      slug.filter((s) => !['latest', 'tag', 'topic', 'collections', 'flipboard'].includes(s)),
      fc.option(slug, { nil: undefined }),
      fc.boolean(),
    )
    .map(([s, tagSlug, news]) => ({ kind: 'publication', slug: s, ...(tagSlug ? { tagSlug } : {}), ...(news ? { news: true as const } : {}) }) as const),
  slug.map((s) => ({ kind: 'topic', slug: s, flipboard: true }) as const),
  slug.map((catalogSlug) => ({ kind: 'list', catalogSlug }) as const),
);
const origin = fc.constantFrom('https://quire.example', 'http://localhost:8080', 'https://blog.example.org/');

describe('platform-reference §2.1 feeds: the paths', () => {
  it('every built feed path matches its route and comes back as the same scope', () => {
    fc.assert(
      fc.property(scopeArb, (scope) => {
        const path = feedPath(scope);
        const match = matchRoute(path);
        expect(match?.kind).toBe('resource');
        expect(BUILT_FEED_ROUTES).toContain(match!.name);
        expect(feedScopeOf(match!)).toEqual(scope);
      }),
    );
  });

  it('names the spec paths exactly', () => {
    expect(feedPath({ kind: 'latest' })).toBe('/feed/latest');
    expect(feedPath({ kind: 'user', username: 'ada' })).toBe('/feed/@ada');
    expect(feedPath({ kind: 'publication', slug: 'the-daily' })).toBe('/feed/the-daily');
    expect(feedPath({ kind: 'tag', slug: 'poetry' })).toBe('/feed/tag/poetry');
    expect(feedPath({ kind: 'topic', slug: 'science' })).toBe('/feed/topic/science');
    expect(feedPath({ kind: 'recommended', username: 'ada' })).toBe('/feed/@ada/has-recommended');
    expect(feedPath({ kind: 'publication', slug: 'the-daily', tagSlug: 'poetry' })).toBe('/feed/the-daily/tagged/poetry');
    expect(feedPath({ kind: 'publication', slug: 'the-daily', news: true })).toBe('/feed/the-daily/news');
    expect(feedPath({ kind: 'publication', slug: 'the-daily', tagSlug: 'poetry', news: true })).toBe('/feed/the-daily/news/tagged/poetry');
    expect(feedPath({ kind: 'topic', slug: 'science', flipboard: true })).toBe('/feed/flipboard/science');
    expect(feedPath({ kind: 'list', catalogSlug: 'best-essays-0a1b' })).toBe('/feed/collections/best-essays-0a1b');
    expect(FEED_ITEM_LIMIT).toBe(25);
  });

  it('looks handles and slugs up in lower case, and builds every feed route of the table', () => {
    expect(feedScopeOf(matchRoute('/feed/@Ada')!)).toEqual({ kind: 'user', username: 'ada' });
    expect(feedScopeOf(matchRoute('/feed/tag/Poetry')!)).toEqual({ kind: 'tag', slug: 'poetry' });
    expect(feedScopeOf(matchRoute('/feed/Pub/news/tagged/T')!)).toEqual({ kind: 'publication', slug: 'pub', tagSlug: 't', news: true });
    for (const route of ROUTE_TABLE.filter((r) => r.name.startsWith('Feed'))) expect(BUILT_FEED_ROUTES).toContain(route.name);
  });

  it('serves RSS unless Atom is asked for, by ?format= or by Accept', () => {
    expect(feedFormatOf({ format: null, accept: null })).toEqual({ ok: true, format: 'rss' });
    expect(feedFormatOf({ format: null, accept: '*/*' })).toEqual({ ok: true, format: 'rss' });
    expect(feedFormatOf({ format: null, accept: 'application/atom+xml' })).toEqual({ ok: true, format: 'atom' });
    expect(feedFormatOf({ format: null, accept: 'application/rss+xml, application/atom+xml;q=0.9' })).toEqual({ ok: true, format: 'rss' });
    expect(feedFormatOf({ format: null, accept: 'application/rss+xml;q=0.5, application/atom+xml' })).toEqual({ ok: true, format: 'atom' });
    expect(feedFormatOf({ format: null, accept: 'application/atom+xml;q=0' })).toEqual({ ok: true, format: 'rss' });
    expect(feedFormatOf({ format: 'atom', accept: 'application/rss+xml' })).toEqual({ ok: true, format: 'atom' });
    expect(feedFormatOf({ format: 'RSS', accept: 'application/atom+xml' })).toEqual({ ok: true, format: 'rss' });
    expect(feedFormatOf({ format: 'json', accept: null })).toMatchObject({ ok: false, error: 'UNKNOWN_FORMAT' });
  });

  it('answers any Accept header with one of the two formats', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (accept) => {
        const result = feedFormatOf({ format: null, accept });
        expect(result.ok && ['rss', 'atom'].includes(result.format)).toBe(true);
      }),
    );
  });
});

const paragraphArb = fc.record({
  name: fc.string({ minLength: 1, maxLength: 4 }),
  type: fc.constantFrom(...PARAGRAPH_TYPES),
  text: fc.string({ maxLength: 12 }),
  markups: fc.constant([]),
}) as fc.Arbitrary<Paragraph>;

describe('platform-reference §2.1 feeds: the items', () => {
  it('carries a member-only story as its preview and the note, every other story in full', () => {
    fc.assert(
      fc.property(fc.array(paragraphArb, { maxLength: 20 }), fc.boolean(), (body, isLocked) => {
        const item = feedItemBody({ isLocked, creatorId: 'u1' }, body, 'Quire');
        if (isLocked) {
          expect(item).toEqual({ kind: 'preview', paragraphs: lockedPreview(body), note: 'Read the full story on Quire.' });
        } else {
          expect(item).toEqual({ kind: 'full', paragraphs: body });
        }
      }),
    );
    expect(readFullStoryNote('Inkwell')).toBe('Read the full story on Inkwell.');
  });

  it('builds every address on the configured public origin', () => {
    fc.assert(
      fc.property(origin, fc.stringMatching(/^\/[a-z0-9@/-]{0,30}$/), (o, path) => {
        const url = new URL(absoluteUrl(o, path));
        expect(url.origin).toBe(new URL(o).origin);
        expect(url.pathname).toBe(path);
      }),
    );
    expect(mediaUrl('https://quire.example/', 'img 1/x')).toBe('https://quire.example/media/img%201%2Fx');
  });

  it('keeps only web and mail links, making site paths absolute', () => {
    expect(feedHref('https://a.example/x?y=1', 'https://q.example')).toBe('https://a.example/x?y=1');
    expect(feedHref('mailto:ada@example.com', 'https://q.example')).toBe('mailto:ada@example.com');
    expect(feedHref('/@ada', 'https://q.example')).toBe('https://q.example/@ada');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example', 'vbscript:x', undefined]) {
      expect(feedHref(bad, 'https://q.example')).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), origin, (href, o) => {
        const out = feedHref(href, o);
        if (out !== null) expect(/^(https?:\/\/|mailto:)/i.test(out)).toBe(true);
      }),
    );
  });

  it('removes exactly the characters XML 1.0 cannot carry', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const out = xmlText(text);
        expect(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/.test(out)).toBe(false);
        expect(xmlText(out)).toBe(out);
        expect(out.length).toBeLessThanOrEqual(text.length);
      }),
    );
    expect(xmlText('a\u0001b\tc\n')).toBe('ab\tc\n');
    expect(xmlText('naïve — 🎉')).toBe('naïve — 🎉');
  });

  it('tags a feed with home, its scope, and each story and writer, once each', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('user-1', 'collection-2', 'tag-poetry'), { nil: null }),
        fc.array(fc.record({ postId: fc.stringMatching(/^[a-f0-9]{4}$/), creatorId: fc.stringMatching(/^u[0-9]$/) }), { maxLength: 25 }),
        (scopeTag, items) => {
          const tags = feedSurrogateTags({ scopeTag, items });
          expect(tags[0]).toBe(HOME_TAG);
          expect(new Set(tags).size).toBe(tags.length);
          if (scopeTag) expect(tags).toContain(scopeTag);
          for (const i of items) expect(tags).toEqual(expect.arrayContaining([postTag(i.postId), userTag(i.creatorId)]));
        },
      ),
    );
  });
});

describe('platform-reference §2.1 sitemap: the index and its pages', () => {
  it('is the route table\'s sitemap address', () => {
    expect(ROUTE_TABLE.find((r) => r.name === 'ApiSitemap')?.path).toBe(SITEMAP_PATH);
    expect(ROUTE_TABLE.find((r) => r.name === 'ApiSitemap')?.query).toEqual([SITEMAP_SECTION_PARAM, SITEMAP_FROM_PARAM]);
    // Flipboard's feed is RSS whatever is asked: it takes no format.
    for (const name of BUILT_FEED_ROUTES.filter((n) => n !== 'FeedFlipboardTopic')) expect(ROUTE_TABLE.find((r) => r.name === name)?.query).toEqual([FEED_FORMAT_PARAM]);
    expect(SITEMAP_PAGE_SIZE).toBe(50_000);
  });

  it('starts a page at every size-th key, so pages cover every key once and hold at most size each', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 6 }), { maxLength: 200 }), fc.integer({ min: 1, max: 40 }), (raw, size) => {
        const keys = [...raw].sort();
        const starts = pageStartsOf(keys, size);
        expect(starts.length).toBe(childCount(keys.length, size));
        // Each page as the store reads it: key >= from, in key order, at most size.
        const pages = starts.map((from) => keys.filter((k) => k >= from).slice(0, size));
        expect(pages.flat()).toEqual(keys);
        for (const page of pages) expect(page.length).toBeLessThanOrEqual(size);
      }),
    );
    expect(() => pageStartsOf(['a'], 0)).toThrow();
  });

  it('lists each section\'s pages in section order, never more than a page of them', () => {
    const startsArb = fc.record(Object.fromEntries(SITEMAP_SECTIONS.map((s) => [s, fc.array(fc.string({ maxLength: 5 }), { maxLength: 8 })])) as Record<SitemapSection, fc.Arbitrary<string[]>>);
    fc.assert(
      fc.property(startsArb, fc.integer({ min: 1, max: 50 }), (starts, size) => {
        const children = sitemapChildren(starts, size);
        const all = SITEMAP_SECTIONS.flatMap((section) => starts[section].map((from) => ({ section, from })));
        expect(children).toEqual(all.slice(0, size));
      }),
    );
  });

  it('reads back every child address it writes, and refuses other queries', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SITEMAP_SECTIONS), fc.string({ maxLength: 200 }), (section, from) => {
        const path = sitemapChildPath({ section, from });
        expect(path.startsWith(`${SITEMAP_PATH}?`)).toBe(true);
        expect(parseSitemapRequest(new URL(path, 'https://q.example').searchParams)).toEqual({ ok: true, kind: 'child', child: { section, from } });
      }),
    );
    expect(parseSitemapRequest(new URLSearchParams(''))).toEqual({ ok: true, kind: 'index' });
    for (const bad of ['section=stories', 'from=a', 'section=drafts&from=a', 'section=stories&from=a&page=2', 'section=stories&section=tags&from=a', `section=tags&from=${'x'.repeat(201)}`]) {
      expect(parseSitemapRequest(new URLSearchParams(bad))).toMatchObject({ ok: false, error: 'BAD_SITEMAP_QUERY' });
    }
  });
});

describe('platform-reference §2.1 feeds: conditional requests', () => {
  const etag = '"abc123"';
  const at = new Date('2026-03-01T10:00:00.500Z');
  it('answers 304 to a matching If-None-Match, weak or strong, in a list or *', () => {
    for (const header of ['"abc123"', 'W/"abc123"', '"x", "abc123"', '*']) {
      expect(isNotModified({ ifNoneMatch: header, ifModifiedSince: null }, { etag, lastModified: at })).toBe(true);
    }
    expect(isNotModified({ ifNoneMatch: '"abc124"', ifModifiedSince: at.toUTCString() }, { etag, lastModified: at })).toBe(false);
  });

  it('falls back to If-Modified-Since, to the second, only without If-None-Match', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000_000, max: 5_000_000 }), (delta) => {
        const since = new Date(at.getTime() + delta);
        const fresh = isNotModified({ ifNoneMatch: null, ifModifiedSince: since.toUTCString() }, { etag, lastModified: at });
        expect(fresh).toBe(Math.floor(at.getTime() / 1000) <= Math.floor(since.getTime() / 1000));
      }),
    );
    expect(isNotModified({ ifNoneMatch: null, ifModifiedSince: 'yesterday' }, { etag, lastModified: at })).toBe(false);
    expect(isNotModified({ ifNoneMatch: null, ifModifiedSince: at.toUTCString() }, { etag, lastModified: null })).toBe(false);
    expect(etagMatches('"a", W/"b"', 'W/"b"')).toBe(true);
  });
});
