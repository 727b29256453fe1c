import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, MAX_PAGE_LIMIT, pageOf, parsePaging } from '../core/feed/paging.ts';

const position = fc.record({
  publishedAt: fc.date({ min: new Date(0), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }),
  id: fc.stringMatching(/^[0-9a-f]{12}$/),
});

describe('platform-reference §3 paging (limit, next cursor) and §7.4 webRecommendedFeed', () => {
  it('decodes every cursor it encodes to the same position', () => {
    fc.assert(
      fc.property(position, (p) => {
        const back = decodeCursor(encodeCursor(p));
        return back !== null && back.id === p.id && back.publishedAt.getTime() === p.publishedAt.getTime();
      }),
    );
  });

  it('refuses any string that is not a cursor, without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const result = parsePaging({ to: s });
        return s === '' ? result.ok : result.ok === (decodeCursor(s) !== null);
      }),
    );
    expect(parsePaging({ to: 'zzz' })).toMatchObject({ ok: false, error: 'INVALID_CURSOR' });
  });

  it('accepts limits from 1 to 25 and refuses the rest', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (limit) => parsePaging({ limit }).ok === (limit >= 1 && limit <= MAX_PAGE_LIMIT)),
    );
    expect(parsePaging({ limit: 2.5 })).toMatchObject({ ok: false, error: 'INVALID_LIMIT' });
    expect(parsePaging(null)).toEqual({ ok: true, limit: 10, after: null });
  });

  it('gives a next cursor exactly when one more row than the page came back', () => {
    fc.assert(
      fc.property(fc.array(position, { maxLength: 30 }), fc.integer({ min: 1, max: 25 }), (rows, limit) => {
        const page = pageOf(rows, limit);
        expect(page.items).toEqual(rows.slice(0, limit));
        expect(page.next !== null).toBe(rows.length > limit);
        if (page.next) expect(decodeCursor(page.next)?.id).toBe(rows[limit - 1]!.id);
      }),
    );
  });
});
