// platform-reference §7.1: the batched client against a fake fetch — one request per class and window, at
// most 20 operations, the headers, partial data kept with its errors, a failed request failing only its
// own operations, answers reaching their callers whatever order requests answer in, and the query cache fed.
import { describe, expect, it } from 'vitest';
import { cacheKey, type QueryCacheSnapshot } from '../../core/query-cache/cache-key.ts';
import { createBatchedClient, FIXTURE_HEADERS, OPERATION_HEADER, type BatchedClientOptions } from './batched-client.ts';

type Sent = { url: string; init: RequestInit; body: { query: string; variables: Record<string, unknown>; operationName: string }[]; headers: Record<string, string> };

function harness(options: Partial<BatchedClientOptions> = {}) {
  const sent: Sent[] = [];
  const waiting: { sent: Sent; answer: (response: Response | Error) => void }[] = [];
  const timers: (() => void)[] = [];
  const fakeFetch = ((url: string, init: RequestInit) => {
    const entry: Sent = { url, init, body: JSON.parse(init.body as string), headers: init.headers as Record<string, string> };
    sent.push(entry);
    return new Promise<Response>((resolve, reject) =>
      waiting.push({ sent: entry, answer: (r) => (r instanceof Error ? reject(r) : resolve(r)) }),
    );
  }) as unknown as typeof fetch;
  const client = createBatchedClient({
    uri: '/_/graphql',
    fetch: fakeFetch,
    setTimer: (fn) => timers.push(fn),
    headers: () => ({ 'graphql-client-name': 'lite', 'graphql-client-version': 'v1', 'quire-route': 'ShowHome', 'quire-path': '/?tab=x' }),
    ...options,
  });
  const tick = async () => {
    for (const fn of timers.splice(0)) fn();
    await flushMicrotasks();
  };
  /** Answers request i with each operation's result computed from its name and variables. */
  const answer = async (i: number, each: (op: Sent['body'][number]) => unknown, status = 200) => {
    const w = waiting[i]!;
    w.answer(new Response(JSON.stringify(w.sent.body.map(each)), { status, headers: { 'content-type': 'application/json' } }));
    await flushMicrotasks();
  };
  return { client, sent, waiting, tick, answer };
}

const flushMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));
const q = (name: string) => ({ name, source: `query ${name}($i: Int) { a }` });
const m = (name: string) => ({ name, source: `mutation ${name} { b }` });

describe('the batched GraphQL client (platform-reference §7.1)', () => {
  it('sends the operations of one window as one POST with same-origin credentials and the app, route, path and operation headers', async () => {
    const h = harness({ fixtures: () => ({ set: 'demo', seed: '42' }) });
    const a = h.client.request(q('SidebarMenuQuery'), { i: 1 });
    const b = h.client.request(q('WhoToFollowQuery'), {});
    expect(h.sent).toHaveLength(0);
    await h.tick();
    expect(h.sent).toHaveLength(1);
    const [req] = h.sent;
    expect(req!.url).toBe('/_/graphql');
    expect(req!.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(req!.headers).toMatchObject({
      'graphql-client-name': 'lite',
      'graphql-client-version': 'v1',
      'quire-route': 'ShowHome',
      'quire-path': '/?tab=x',
      'content-type': 'application/json',
      [OPERATION_HEADER]: 'SidebarMenuQuery,WhoToFollowQuery',
      [FIXTURE_HEADERS.set]: 'demo',
      [FIXTURE_HEADERS.seed]: '42',
    });
    expect(req!.body.map((o) => [o.operationName, o.variables])).toEqual([
      ['SidebarMenuQuery', { i: 1 }],
      ['WhoToFollowQuery', {}],
    ]);
    await h.answer(0, (op) => ({ data: { name: op.operationName } }));
    expect(await a).toEqual({ data: { name: 'SidebarMenuQuery' } });
    expect(await b).toEqual({ data: { name: 'WhoToFollowQuery' } });
  });

  it('sends no fixture headers unless given', async () => {
    const h = harness();
    void h.client.request(q('A'), {});
    await h.tick();
    expect(Object.keys(h.sent[0]!.headers)).not.toContain(FIXTURE_HEADERS.set);
    expect(Object.keys(h.sent[0]!.headers)).not.toContain(FIXTURE_HEADERS.seed);
  });

  it('keeps mutations in their own requests, with the xsrf token; queries carry none', async () => {
    const h = harness({ xsrfToken: async () => 'tok' });
    void h.client.request(q('Q1'), {});
    void h.client.request(m('M1'), {});
    void h.client.request(q('Q2'), {});
    await h.tick();
    expect(h.sent.map((s) => s.headers[OPERATION_HEADER])).toEqual(['Q1,Q2', 'M1']);
    expect(h.sent[0]!.headers['x-xsrf-token']).toBeUndefined();
    expect(h.sent[1]!.headers['x-xsrf-token']).toBe('tok');
  });

  it('sends a sign-in or report mutation in a request of its own, never two in one (security finding 4)', async () => {
    const h = harness({ xsrfToken: async () => 'tok' });
    const click = { name: 'SearchClickEvent', source: 'mutation SearchClickEvent($q: ID!) { SearchClickEvent(queryId: $q, indexName: "posts", objectIds: [], positions: []) { success } }' };
    const signIn = { name: 'SendAcctAuthEmailMutation', source: 'mutation SendAcctAuthEmailMutation { sendAcctAuthEmail(email: "a@b.c", operation: "login") { __typename } }' };
    void h.client.request(click, { q: '1' });
    void h.client.request(m('M1'), {});
    void h.client.request(click, { q: '2' });
    void h.client.request(signIn, {});
    void h.client.request(m('M2'), {});
    await h.tick();
    expect(h.sent.map((s) => s.headers[OPERATION_HEADER])).toEqual(['M1,M2', 'SearchClickEvent', 'SearchClickEvent', 'SendAcctAuthEmailMutation']);
    expect(h.sent.every((s) => s.headers['x-xsrf-token'] === 'tok')).toBe(true);
  });

  it('splits 45 queries and 3 mutations of one window into ⌈45/20⌉ + 1 requests of at most 20', async () => {
    const h = harness();
    const all = [
      ...Array.from({ length: 45 }, (_, i) => h.client.request(q(`Q${i}`), { i })),
      ...Array.from({ length: 3 }, (_, i) => h.client.request(m(`M${i}`), {})),
    ];
    await h.tick();
    expect(h.sent.map((s) => s.body.length).sort((a, b) => a - b)).toEqual([3, 5, 20, 20]);
    // Answer in reverse order: each caller still gets its own answer.
    for (let i = h.sent.length - 1; i >= 0; i--) await h.answer(i, (op) => ({ data: { op: op.operationName } }));
    const results = await Promise.all(all);
    expect(results.map((r) => (r.data as { op: string }).op)).toEqual([
      ...Array.from({ length: 45 }, (_, i) => `Q${i}`),
      ...Array.from({ length: 3 }, (_, i) => `M${i}`),
    ]);
  });

  it('returns partial data with its errors to that operation only', async () => {
    const h = harness();
    const a = h.client.request(q('A'), {});
    const b = h.client.request(q('B'), {});
    await h.tick();
    await h.answer(0, (op) =>
      op.operationName === 'A' ? { data: { a: 1, b: null }, errors: [{ message: 'b failed', path: ['b'] }] } : { data: { ok: true } },
    );
    expect(await a).toEqual({ data: { a: 1, b: null }, errors: [{ message: 'b failed', path: ['b'] }] });
    expect(await b).toEqual({ data: { ok: true } });
  });

  it('a failed request fails each of its operations and not those of another request', async () => {
    const h = harness();
    const queries = Promise.allSettled(Array.from({ length: 21 }, (_, i) => h.client.request(q(`Q${i}`), {})));
    await h.tick();
    expect(h.sent).toHaveLength(2);
    h.waiting[0]!.answer(new TypeError('network down'));
    await h.answer(1, () => ({ data: { fine: true } }));
    const settled = await queries;
    expect(settled.slice(0, 20).every((s) => s.status === 'rejected')).toBe(true);
    expect(settled[20]).toEqual({ status: 'fulfilled', value: { data: { fine: true } } });
  });

  it('an HTTP failure without per-operation answers (413) fails the batch; per-operation answers are kept whatever the status', async () => {
    const h = harness();
    const a = expect(h.client.request(q('A'), {})).rejects.toThrow('HTTP 413');
    await h.tick();
    h.waiting[0]!.answer(new Response(JSON.stringify({ errors: [{ message: 'Too many' }] }), { status: 413 }));
    await a;
    const b = h.client.request(q('B'), {});
    await h.tick();
    await h.answer(1, () => ({ data: null, errors: [{ message: 'bad variables' }] }), 400);
    expect(await b).toEqual({ data: null, errors: [{ message: 'bad variables' }] });
  });

  it('feeds the page cache: loading keeps the preloaded data, success stores, error clears; postResult is answered from the cache alone', async () => {
    const keyA = cacheKey('A', { i: 1 });
    const cache: QueryCacheSnapshot = { [keyA]: { data: { old: true } }, [cacheKey('PostResultQuery', { id: 'p' })]: { data: { postResult: { id: 'p' } } } };
    const h = harness({ cache });
    const a = h.client.request(q('A'), { i: 1 });
    const b = h.client.request(q('B'), {});
    expect(cache[keyA]).toEqual({ status: 'loading', data: { old: true } });
    expect(await h.client.request(q('PostResultQuery'), { id: 'p' })).toEqual({ data: { postResult: { id: 'p' } } });
    await h.tick();
    expect(h.sent[0]!.headers[OPERATION_HEADER]).toBe('A,B');
    await h.answer(0, (op) => (op.operationName === 'A' ? { data: { fresh: true } } : { data: null, errors: [{ message: 'no' }] }));
    await Promise.all([a, b]);
    expect(cache[keyA]).toEqual({ status: 'success', data: { fresh: true } });
    expect(cache[cacheKey('B', {})]).toMatchObject({ status: 'error', data: null });
    // Mutations do not enter the cache.
    void h.client.request(m('M'), {});
    await h.tick();
    await h.answer(1, () => ({ data: { done: true } }));
    expect(cache[cacheKey('M', {})]).toBeUndefined();
  });
});
