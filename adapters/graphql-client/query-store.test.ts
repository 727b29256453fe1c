// platform-reference §4 query cache: the page's query store shell (query-store.ts) — one request per key
// however many readers ask, every subscriber told of the answer, an answer offered by the transport and
// then by its caller applied once, changes written back into the preloaded cache, and a stale key asked for
// again. With the batched client, the cache it is given is fed through the same store.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { cacheKey, type QueryCacheSnapshot } from '../../core/query-cache/cache-key.ts';
import type { OperationResult } from '../../core/query-cache/batch-plan.ts';
import { createBatchedClient, type GraphQLTransport } from './batched-client.ts';
import { createQueryStore, queryStoreFor } from './query-store.ts';

const Op = { name: 'ThingQuery', source: 'query ThingQuery { thing }' };

function deferredTransport() {
  const answers: ((r: OperationResult | Error) => void)[] = [];
  const request = vi.fn(
    () =>
      new Promise<OperationResult>((resolve, reject) => {
        answers.push((r) => (r instanceof Error ? reject(r) : resolve(r)));
      }),
  );
  return { transport: { request } as unknown as GraphQLTransport, request, answers };
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => undefined);

describe('the page’s query store (platform-reference §4 query cache)', () => {
  it('N readers of one key make one request, and every subscriber hears the answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 12 }), async (readers) => {
        const store = createQueryStore();
        const { transport, request, answers } = deferredTransport();
        const heard = Array.from({ length: readers }, () => 0);
        heard.forEach((_, i) => store.subscribe(() => (heard[i]! += 1)));
        for (let i = 0; i < readers; i++) store.fetch(Op, {}, transport);
        expect(request).toHaveBeenCalledTimes(1);
        const before = [...heard];
        answers[0]!({ data: { thing: 'one' } });
        await settle();
        await settle();
        expect(store.getSnapshot().entries[cacheKey('ThingQuery', {})]).toEqual({ status: 'success', data: { thing: 'one' } });
        heard.forEach((n, i) => expect(n).toBeGreaterThan(before[i]!));
      }),
    );
  });

  it('seeds from the preloaded cache, asks nothing for a preloaded key, and writes answers back into it', async () => {
    const cache: QueryCacheSnapshot = { [cacheKey('ThingQuery', {})]: { data: { thing: 'preloaded' } } };
    const store = queryStoreFor(cache);
    expect(queryStoreFor(cache)).toBe(store);
    const { transport, request, answers } = deferredTransport();
    store.fetch(Op, {}, transport);
    expect(request).not.toHaveBeenCalled();
    store.fetch(Op, { other: true }, transport);
    answers[0]!({ data: { thing: 'other' } });
    await settle();
    expect(cache[cacheKey('ThingQuery', { other: true })]).toEqual({ status: 'success', data: { thing: 'other' } });
  });

  it('an answer the transport stored is not applied again when its caller offers it', () => {
    const store = createQueryStore();
    let notified = 0;
    store.subscribe(() => (notified += 1));
    const result = { data: { thing: 'x' } };
    store.answered('ThingQuery', {}, result);
    const entry = store.getSnapshot().entries[cacheKey('ThingQuery', {})];
    store.answered('ThingQuery', {}, result);
    expect(store.getSnapshot().entries[cacheKey('ThingQuery', {})]).toBe(entry);
    expect(notified).toBe(1);
    // The same answer to a new request (a transport that answers with one object) is applied.
    store.dispatch({ type: 'query.requested', operationName: 'ThingQuery', variables: {} });
    store.answered('ThingQuery', {}, result);
    expect(store.getSnapshot().inFlight).toEqual({});
    expect(store.getSnapshot().entries[cacheKey('ThingQuery', {})]).toEqual({ status: 'success', data: { thing: 'x' } });
    // One failure of a whole batch fails each of its keys once.
    const error = new Error('offline');
    store.failed('ThingQuery', { a: 1 }, error);
    store.failed('ThingQuery', { a: 2 }, error);
    expect(store.getSnapshot().entries[cacheKey('ThingQuery', { a: 1 })]?.status).toBe('error');
    expect(store.getSnapshot().entries[cacheKey('ThingQuery', { a: 2 })]?.status).toBe('error');
  });

  it('invalidating an operation asks again for what this page asked, keeping the data shown meanwhile', async () => {
    const store = createQueryStore();
    const { transport, request, answers } = deferredTransport();
    store.fetch(Op, {}, transport);
    answers[0]!({ data: { thing: 'before' } });
    await settle();
    store.invalidate('OtherQuery');
    expect(request).toHaveBeenCalledTimes(1);
    store.invalidate('ThingQuery');
    expect(request).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().entries[cacheKey('ThingQuery', {})]).toEqual({ status: 'loading', data: { thing: 'before' } });
    answers[1]!({ data: { thing: 'after' } });
    await settle();
    expect(store.getSnapshot().entries[cacheKey('ThingQuery', {})]).toEqual({ status: 'success', data: { thing: 'after' } });
  });

  it('the batched client feeds the store over the cache it is given: one request out, both answers heard', async () => {
    const cache: QueryCacheSnapshot = {};
    const timers: (() => void)[] = [];
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const ops = JSON.parse(String(init?.body)) as unknown[];
      return new Response(JSON.stringify(ops.map(() => ({ data: { thing: 'batched' } }))), { status: 200 });
    });
    const client = createBatchedClient({ uri: '/_/graphql', fetch: fetch as typeof globalThis.fetch, cache, setTimer: (fn) => timers.push(fn) });
    const store = queryStoreFor(cache);
    let heard = 0;
    store.subscribe(() => (heard += 1));
    const answered = new Promise<void>((resolve) =>
      store.subscribe(() => store.getSnapshot().entries[cacheKey('ThingQuery', {})]?.status === 'success' && resolve()),
    );
    store.fetch(Op, {}, client);
    store.fetch(Op, {}, client);
    timers.forEach((fn) => fn());
    await answered;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toHaveLength(1);
    expect(cache[cacheKey('ThingQuery', {})]).toEqual({ status: 'success', data: { thing: 'batched' } });
    expect(heard).toBeGreaterThanOrEqual(2);
  });
});
