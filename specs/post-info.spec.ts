// Issue 23 over platform-reference §2.1 (/p/{postId}/info and /p/{postId}/info/{order}/{filter}): the values an
// address may carry, and the per-day table they arrange — a subset of the series, in one order, nothing made up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathTo } from '../core/routing/paths.ts';
import { newsletterStatsPath, postInfoPath, postReferrersPath } from '../core/stats/stats-paths.ts';
import { arrangePostInfo, parsePostInfo, POST_INFO_FILTERS, POST_INFO_ORDERS, type PostInfoView } from '../core/stats/post-info.ts';

const day = fc.integer({ min: 0, max: 400 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const figure = fc.integer({ min: 0, max: 5 });
const series = fc.uniqueArray(
  fc.record({ bucket: day, views: figure, reads: figure, claps: figure, responses: figure, highlights: figure }),
  { selector: (p) => p.bucket, maxLength: 40 },
);
const view = fc.record({ order: fc.constantFrom(...POST_INFO_ORDERS), filter: fc.constantFrom(...POST_INFO_FILTERS) });

describe('platform-reference §2.1 /p/{postId}/info/{order}/{filter}: the values', () => {
  it('reads the default without values, and each known pair as itself', () => {
    expect(parsePostInfo(undefined, undefined)).toEqual({ order: 'newest', filter: 'all' });
    expect(parsePostInfo('oldest', 'claps')).toEqual({ order: 'oldest', filter: 'claps' });
  });

  it('refuses any other value (the page answers not found)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (order, filter) => {
        const known = (POST_INFO_ORDERS as readonly string[]).includes(order) && (POST_INFO_FILTERS as readonly string[]).includes(filter);
        expect(parsePostInfo(order, filter) !== null).toBe(known);
      }),
    );
    expect(parsePostInfo('newest', undefined)).toBeNull();
    expect(parsePostInfo('NEWEST', 'all')).toBeNull();
  });
});

describe('platform-reference §2.1 /p/{postId}/info: the per-day table', () => {
  it('keeps exactly the days the filter asks for, each once and unchanged', () => {
    fc.assert(
      fc.property(series, view, (s, v: PostInfoView) => {
        const rows = arrangePostInfo(s, v);
        const expected = v.filter === 'all' ? s : s.filter((p) => p[v.filter as 'views'] > 0);
        expect(new Set(rows)).toEqual(new Set(expected));
        expect(rows).toHaveLength(expected.length);
      }),
    );
  });

  it('puts the newest day first for newest and the oldest first for oldest', () => {
    fc.assert(
      fc.property(series, view, (s, v: PostInfoView) => {
        const days = arrangePostInfo(s, v).map((p) => p.bucket);
        const sorted = [...days].sort();
        expect(days).toEqual(v.order === 'oldest' ? sorted : sorted.reverse());
      }),
    );
  });

  it('leaves the series it was given as it was', () => {
    const s = [{ bucket: '2026-01-01', views: 1, reads: 0, claps: 0, responses: 0, highlights: 0 }, { bucket: '2026-01-02', views: 0, reads: 0, claps: 2, responses: 0, highlights: 0 }];
    const copy = structuredClone(s);
    expect(arrangePostInfo(s, { order: 'newest', filter: 'claps' }).map((p) => p.bucket)).toEqual(['2026-01-02']);
    expect(s).toEqual(copy);
  });
});

describe('platform-reference §2.1: the addresses the stats pages link to are the route table\'s', () => {
  it('builds /p/{postId}/info, its filtered form, /p/{postId}/referrers and /newsletters/{id}/stats as the table does', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), view, (id, v: PostInfoView) => {
        expect(postInfoPath(id)).toBe(pathTo('ShowPostInfo', { postId: id }));
        expect(postInfoPath(id, v)).toBe(pathTo('ShowPostInfoFiltered', { postId: id, order: v.order, filter: v.filter }));
        expect(postReferrersPath(id)).toBe(pathTo('ShowPostReferrers', { postId: id }));
        expect(newsletterStatsPath(id)).toBe(pathTo('ShowNewsletterStats', { newsletterV3Id: id }));
      }),
    );
  });
});
