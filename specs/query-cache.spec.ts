// platform-reference §4 (query cache entry: loading keeps prior data, success stores, error clears), §7.4
// (postResult from cache only; user lookups under both keys) and reader-experience §7 (catalogs keyed by
// user id, type, limit and visibility; pages merged without duplicates): core/query-cache/query-cache.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheKey, type QueryCacheSnapshot } from '../core/query-cache/cache-key.ts';
import {
  answerEvent,
  catalogCacheKey,
  fetchPolicyOf,
  mergeCatalogPage,
  queryCacheReducer,
  readCacheOnly,
  storeAnswer,
  userLookupKeys,
  USER_LOOKUP_OPERATION,
  type QueryCacheEvent,
} from '../core/query-cache/query-cache.ts';

const keyArb = fc.constantFrom('A:{}', 'B:{}', 'C:{"x":1}');
const eventArb: fc.Arbitrary<QueryCacheEvent> = fc.oneof(
  keyArb.map((key) => ({ type: 'query.loading' as const, key })),
  fc.tuple(keyArb, fc.jsonValue().filter((v) => v !== null)).map(([key, data]) => ({ type: 'query.success' as const, key, data })),
  keyArb.map((key) => ({ type: 'query.error' as const, key, errors: [{ message: 'failed' }] })),
);

describe('the query cache (platform-reference §4)', () => {
  it('loading keeps the prior data, success stores the answer, error clears it — whatever came before', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let cache: QueryCacheSnapshot = {};
        const lastData = new Map<string, unknown>();
        for (const event of events) {
          cache = queryCacheReducer(cache, event);
          const entry = cache[event.key]!;
          if (event.type === 'query.success') lastData.set(event.key, event.data);
          if (event.type === 'query.error') lastData.set(event.key, null);
          expect(entry.status).toBe(event.type.slice('query.'.length));
          expect(entry.data).toEqual(lastData.get(event.key) ?? null);
        }
      }),
    );
  });

  it('a preloaded entry (no status) is kept while it reloads', () => {
    const next = queryCacheReducer({ 'A:{}': { data: { a: 1 } } }, { type: 'query.loading', key: 'A:{}' });
    expect(next['A:{}']).toEqual({ status: 'loading', data: { a: 1 } });
  });

  it('an answer with data is a success, keeping its partial errors; an answer without data is an error', () => {
    expect(answerEvent('k', { data: { a: 1 }, errors: [{ message: 'part failed' }] })).toEqual({
      type: 'query.success',
      key: 'k',
      data: { a: 1 },
      errors: [{ message: 'part failed' }],
    });
    expect(answerEvent('k', { data: null, errors: [{ message: 'no' }] }).type).toBe('query.error');
  });

  it('postResult is read from the cache only: no network, the stored data or null', () => {
    expect(fetchPolicyOf('PostResultQuery')).toBe('cache-only');
    expect(fetchPolicyOf('HomeFeedQuery')).toBe('network');
    const key = cacheKey('PostResultQuery', { id: 'p1' });
    expect(readCacheOnly({ [key]: { data: { postResult: { id: 'p1' } } } }, key)).toEqual({ data: { postResult: { id: 'p1' } } });
    expect(readCacheOnly({}, key)).toEqual({ data: null });
  });

  it('a user found by id or by username is stored under both keys', () => {
    const userArb = fc.record({ id: fc.stringMatching(/^[0-9a-f]{1,12}$/), username: fc.stringMatching(/^[a-z_]{1,15}$/) });
    fc.assert(
      fc.property(userArb, fc.boolean(), (user, byId) => {
        const variables = byId ? { id: user.id } : { username: user.username };
        const cache = storeAnswer({}, USER_LOOKUP_OPERATION, variables, { data: { userResult: { ...user, name: 'N' } } });
        for (const key of userLookupKeys(user)) expect(cache[key]).toMatchObject({ status: 'success', data: { userResult: user } });
        expect(Object.keys(cache).sort()).toEqual([...new Set(userLookupKeys(user))].sort());
      }),
    );
    // Not found: only the key asked for, as an error.
    const missing = storeAnswer({}, USER_LOOKUP_OPERATION, { username: 'nobody' }, { data: { userResult: null } });
    expect(Object.keys(missing)).toEqual([cacheKey(USER_LOOKUP_OPERATION, { username: 'nobody' })]);
  });

  it('keys catalogs by user id, type, limit and visibility — and nothing else', () => {
    const partsArb = fc.record({
      userId: fc.stringMatching(/^[0-9a-f]{1,8}$/),
      type: fc.constantFrom('LISTS', 'READING_LIST', 'CURRENTLY_READING', 'PURCHASED'),
      limit: fc.integer({ min: 1, max: 50 }),
      visibility: fc.constantFrom('PUBLIC', 'PRIVATE', 'LOCKED'),
    });
    fc.assert(
      fc.property(partsArb, partsArb, (a, b) => {
        const same = a.userId === b.userId && a.type === b.type && a.limit === b.limit && a.visibility === b.visibility;
        expect(catalogCacheKey(a) === catalogCacheKey(b)).toBe(same);
        expect(catalogCacheKey({ ...a, extra: 'ignored' } as typeof a)).toBe(catalogCacheKey(a));
      }),
    );
  });

  it('merges catalog pages without duplicates only when a cursor or paging limit is given; otherwise replaces', () => {
    const pageArb = fc.record({
      items: fc.array(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f') })),
      next: fc.option(fc.string(), { nil: null }),
    });
    const pagingArb = fc.record(
      { cursor: fc.option(fc.string({ minLength: 1 }), { nil: undefined }), limit: fc.option(fc.integer({ min: 1, max: 25 }), { nil: undefined }) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(pageArb, pageArb, pagingArb, (prior, incoming, paging) => {
        const merged = mergeCatalogPage(prior, incoming, paging);
        const ids = merged.items.map((i) => i.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(merged.next).toBe(incoming.next);
        const paged = paging.cursor !== undefined || paging.limit !== undefined;
        const expected = paged ? [...prior.items, ...incoming.items] : incoming.items;
        expect(ids).toEqual([...new Set(expected.map((i) => i.id))]);
      }),
    );
  });
});
