// platform-reference §4 query cache entry (loading keeps prior data, success stores, error clears) as the
// page's query store, §7.4 (user lookups by id or username under both keys) and reader-experience §5 and §7
// (catalogs keyed by user id, type, limit and visibility; a page merged without duplicates only with a
// cursor or a paging limit): core/query-cache/query-store.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OperationResult } from '../core/query-cache/batch-plan.ts';
import { cacheKey, type QueryCacheEntry } from '../core/query-cache/cache-key.ts';
import { answerEvent, catalogCacheKey, nextEntry, userLookupKeys, USER_LOOKUP_OPERATION, type QueryCacheEvent } from '../core/query-cache/query-cache.ts';
import {
  CATALOG_OPERATIONS,
  entryKeyOf,
  initialQueryStoreState,
  isUsable,
  queryStoreReducer,
  shouldRequest,
  type QueryStoreEvent,
  type QueryStoreState,
} from '../core/query-cache/query-store.ts';

const fold = (events: QueryStoreEvent[], state: QueryStoreState = initialQueryStoreState()) => events.reduce(queryStoreReducer, state);

const operationArb = fc.constantFrom(
  { operationName: 'A', variables: {} },
  { operationName: 'A', variables: { x: 1 } },
  { operationName: 'B', variables: { first: 10 } },
  { operationName: 'C', variables: { q: 'a', n: 2 } },
);
const resultArb: fc.Arbitrary<OperationResult> = fc.oneof(
  fc.record({ data: fc.jsonValue().filter((v) => v !== null) }),
  fc.record({ data: fc.jsonValue().filter((v) => v !== null), errors: fc.constant<{ message: string }[]>([{ message: 'a field failed' }]) }),
  fc.record({ data: fc.constant(null), errors: fc.constant<{ message: string }[]>([{ message: 'no data' }]) }),
);
const eventArb: fc.Arbitrary<QueryStoreEvent> = fc.oneof(
  operationArb.map((op) => ({ type: 'query.requested' as const, ...op })),
  fc.tuple(operationArb, resultArb).map(([op, result]) => ({ type: 'query.answered' as const, ...op, result })),
  operationArb.map((op) => ({ type: 'query.failed' as const, ...op, errors: [{ message: 'offline' }] })),
  fc.constantFrom('A', 'B', 'C').map((operationName) => ({ type: 'query.invalidated' as const, operationName })),
);

/** The §4 rule's own event for one store event, or null when the event leaves entries alone. */
function entryEvent(event: QueryStoreEvent): QueryCacheEvent | null {
  if (event.type === 'query.invalidated') return null;
  const key = entryKeyOf(event.operationName, event.variables);
  if (event.type === 'query.requested') return { type: 'query.loading', key };
  if (event.type === 'query.answered') return answerEvent(key, event.result);
  return { type: 'query.error', key, errors: event.errors };
}

describe('the page’s query store (platform-reference §4 query cache entry)', () => {
  it('any interleaving of events over many keys leaves each key’s entry as the §4 rules make it from that key’s own events', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        const state = fold(events);
        const byKey = new Map<string, QueryCacheEntry | undefined>();
        for (const event of events) {
          const own = entryEvent(event);
          if (own) byKey.set(own.key, nextEntry(byKey.get(own.key), own));
        }
        expect(Object.keys(state.entries).sort()).toEqual([...byKey.keys()].sort());
        for (const [key, entry] of byKey) expect(state.entries[key]).toEqual(entry);
      }),
    );
  });

  it('a key is in flight from its request until its answer or failure, and only then', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        const state = fold(events);
        const inFlight = new Set<string>();
        for (const event of events) {
          if (event.type === 'query.invalidated') continue;
          const key = entryKeyOf(event.operationName, event.variables);
          if (event.type === 'query.requested') inFlight.add(key);
          else inFlight.delete(key);
        }
        expect(Object.keys(state.inFlight).sort()).toEqual([...inFlight].sort());
      }),
    );
  });

  it('N readers of one key make one request; after its answer none, after it goes stale one more', () => {
    fc.assert(
      fc.property(operationArb, fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (op, readers, laterReaders) => {
        const key = entryKeyOf(op.operationName, op.variables);
        let state = initialQueryStoreState();
        let requests = 0;
        // Each reader, as it mounts, asks only when the store says so, and the request is recorded at once.
        const mount = (n: number) => {
          for (let i = 0; i < n; i++) {
            if (shouldRequest(state, key)) {
              requests += 1;
              state = queryStoreReducer(state, { type: 'query.requested', ...op });
            }
          }
        };
        mount(readers);
        expect(requests).toBe(1);
        state = queryStoreReducer(state, { type: 'query.answered', ...op, result: { data: { ok: true } } });
        mount(laterReaders);
        expect(requests).toBe(1);
        state = queryStoreReducer(state, { type: 'query.invalidated', operationName: op.operationName });
        expect(isUsable(state, key)).toBe(false);
        // Stale data still shows while the one new request is out.
        expect(state.entries[key]?.data).toEqual({ ok: true });
        mount(readers);
        expect(requests).toBe(2);
      }),
    );
  });

  it('a reload waits for a request already out, and otherwise asks even for a stored answer', () => {
    const op = { operationName: 'A', variables: {} };
    const key = entryKeyOf('A', {});
    const answered = fold([{ type: 'query.answered', ...op, result: { data: { a: 1 } } }]);
    expect(shouldRequest(answered, key)).toBe(false);
    expect(shouldRequest(answered, key, true)).toBe(true);
    expect(shouldRequest(queryStoreReducer(answered, { type: 'query.requested', ...op }), key, true)).toBe(false);
  });

  it('a preloaded entry is usable without a request; a failed one is asked for again', () => {
    const key = cacheKey('A', {});
    expect(shouldRequest(initialQueryStoreState({ [key]: { data: { a: 1 } } }), key)).toBe(false);
    expect(shouldRequest(initialQueryStoreState({ [key]: { status: 'error', data: null } }), key)).toBe(true);
  });

  it('invalidation marks only the stored keys of that operation stale', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), fc.constantFrom('A', 'B', 'C'), (events, name) => {
        const before = fold(events);
        const after = queryStoreReducer(before, { type: 'query.invalidated', operationName: name });
        expect(after.entries).toBe(before.entries);
        for (const key of Object.keys(after.entries)) {
          expect(Boolean(after.stale[key])).toBe(key.startsWith(`${name}:`) || Boolean(before.stale[key]));
        }
      }),
    );
  });
});

describe('the store applies the user-lookup rule (platform-reference §7.4)', () => {
  it('a user found by id or by username is stored under both keys, and either reader is served', () => {
    const userArb = fc.record({ id: fc.stringMatching(/^[0-9a-f]{1,12}$/), username: fc.stringMatching(/^[a-z_]{1,15}$/) });
    fc.assert(
      fc.property(userArb, fc.boolean(), (user, byId) => {
        const variables = byId ? { id: user.id } : { username: user.username };
        const state = fold([
          { type: 'query.requested', operationName: USER_LOOKUP_OPERATION, variables },
          { type: 'query.answered', operationName: USER_LOOKUP_OPERATION, variables, result: { data: { userResult: user } } },
        ]);
        for (const key of userLookupKeys(user)) {
          expect(state.entries[key]).toMatchObject({ status: 'success', data: { userResult: user } });
          expect(shouldRequest(state, key)).toBe(false);
        }
        expect(state.inFlight).toEqual({});
      }),
    );
  });
});

describe('the store applies the catalog rules (reader-experience §5, §7)', () => {
  const [catalogOperation, { field }] = Object.entries(CATALOG_OPERATIONS)[0]!;
  const partsArb = fc.record({
    userId: fc.constantFrom('u1', 'u2'),
    type: fc.constantFrom('READING_LIST', 'LISTS'),
    limit: fc.constantFrom(5, 10),
    visibility: fc.constantFrom('PUBLIC', 'PRIVATE'),
  });
  const pageArb = fc.record({ items: fc.array(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e') }), { maxLength: 6 }), next: fc.option(fc.constantFrom('n1', 'n2'), { nil: null }) });
  const pagingArb = fc.option(fc.record({ cursor: fc.option(fc.constantFrom('n1', 'n2'), { nil: undefined }), limit: fc.option(fc.constantFrom(5, 10), { nil: undefined }) }, { requiredKeys: [] }), {
    nil: undefined,
  });

  it('a catalog listing lives under the catalog key (user id, type, limit, visibility) whatever its paging', () => {
    fc.assert(
      fc.property(partsArb, pagingArb, (parts, paging) => {
        expect(entryKeyOf(catalogOperation, { ...parts, paging })).toBe(catalogCacheKey(parts));
      }),
    );
  });

  it('pages merge without duplicates into one entry when a cursor or paging limit is given; otherwise the answer replaces it', () => {
    fc.assert(
      fc.property(partsArb, fc.array(fc.tuple(pageArb, pagingArb), { minLength: 1, maxLength: 6 }), (parts, pages) => {
        let state = initialQueryStoreState();
        let expected: string[] = [];
        for (const [page, paging] of pages) {
          const variables = { ...parts, paging };
          state = queryStoreReducer(state, { type: 'query.requested', operationName: catalogOperation, variables });
          state = queryStoreReducer(state, { type: 'query.answered', operationName: catalogOperation, variables, result: { data: { [field]: page } } });
          const paged = paging?.cursor !== undefined || paging?.limit !== undefined;
          expected = [...new Set([...(paged ? expected : []), ...page.items.map((i) => i.id)])];
        }
        const stored = (state.entries[catalogCacheKey(parts)]!.data as Record<string, { items: { id: string }[]; next: string | null }>)[field]!;
        expect(stored.items.map((i) => i.id)).toEqual(expected);
        expect(stored.next).toBe(pages[pages.length - 1]![0].next);
        expect(Object.keys(state.entries)).toEqual([catalogCacheKey(parts)]);
      }),
    );
  });

  it('the same page offered twice (by the transport, then by its caller) adds nothing', () => {
    const variables = { userId: 'u1', type: 'READING_LIST', limit: 10, visibility: 'PUBLIC', paging: { cursor: 'n1' } };
    const answer: QueryStoreEvent = { type: 'query.answered', operationName: catalogOperation, variables, result: { data: { [field]: { items: [{ id: 'a' }, { id: 'b' }], next: null } } } };
    const once = fold([answer]);
    expect(fold([answer], once).entries).toEqual(once.entries);
  });
});
