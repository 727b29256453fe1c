// platform-reference §7.1: every operation goes to one batched endpoint by POST with same-origin
// credentials; operations issued within a 20 ms window travel together, at most 20 to a request, queries
// and mutations in separate requests, a single-use mutation (sign-in, reports) alone in its own (the rules
// are core/query-cache/batch-plan.ts). Partial data comes
// back with its errors rather than being thrown away, and a failed request fails only its own operations.
// Query answers feed the page's query store (query-store.ts, rules in core/query-cache/). This module loads with the
// first request (lazy-transport.ts), not with the page: the initial bundle has a budget.
import {
  BATCH_WINDOW_MS,
  MAX_BATCH_SIZE,
  operationClassOf,
  operationNameHeader,
  planBatches,
  settleBatch,
  travelsAlone,
  type OperationClass,
  type OperationResult,
} from '../../core/query-cache/batch-plan.ts';
import { cacheKey, type QueryCacheSnapshot } from '../../core/query-cache/cache-key.ts';
import { fetchPolicyOf, readCacheOnly } from '../../core/query-cache/query-cache.ts';
import { queryStoreFor } from './query-store.ts';

export { BATCH_WINDOW_MS, MAX_BATCH_SIZE, type OperationResult };

export interface GraphQLTransport {
  request<TData>(operation: { name: string; source: string }, variables: Record<string, unknown>): Promise<OperationResult<TData>>;
}

/** The request headers this client sets itself (the app, route and path headers come from `headers`). */
export const OPERATION_HEADER = 'quire-operation';
export const XSRF_HEADER = 'x-xsrf-token';
/** platform-reference §7.1: "two extra headers can carry test fixtures". Sent only when `fixtures` gives them. */
export const FIXTURE_HEADERS = { set: 'quire-fixture-set', seed: 'quire-fixture-seed' } as const;
export type FixtureHeaders = { set?: string | undefined; seed?: string | undefined };

type Pending = {
  name: string;
  source: string;
  cls: OperationClass;
  /** The server runs it at most once a request: it goes in a request of its own. */
  alone: boolean;
  variables: Record<string, unknown>;
  resolve: (result: OperationResult<unknown>) => void;
  reject: (error: unknown) => void;
};

export type BatchedClientOptions = {
  uri: string;
  fetch?: typeof fetch;
  headers?: () => Record<string, string>;
  windowMs?: number;
  maxBatch?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  /** The xsrf token mutations carry; asked for only when a batch holds mutations. */
  xsrfToken?: () => Promise<string | null>;
  /** Test fixtures to pin (platform-reference §7.1); nothing is sent when absent. */
  fixtures?: () => FixtureHeaders | null;
  /**
   * The page's query cache (the preloaded snapshot): each query's loading, answer or failure goes into the
   * page's query store over it (query-store.ts), which tells the components showing that key and keeps this
   * object up to date in place.
   */
  cache?: QueryCacheSnapshot;
};

export function createBatchedClient(options: BatchedClientOptions): GraphQLTransport {
  const windowMs = options.windowMs ?? BATCH_WINDOW_MS;
  const maxBatch = options.maxBatch ?? MAX_BATCH_SIZE;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const cache = options.cache;
  const store = cache ? queryStoreFor(cache) : null;
  const queues: Record<OperationClass, Pending[]> = { query: [], mutation: [] };
  let timerSet = false;

  async function post(batch: Pending[], cls: OperationClass): Promise<{ ok: true; body: unknown } | { ok: false; error: Error }> {
    try {
      const headers: Record<string, string> = {
        ...options.headers?.(),
        'content-type': 'application/json',
        accept: 'application/json',
        [OPERATION_HEADER]: operationNameHeader(batch.map((p) => p.name)),
      };
      const fixtures = options.fixtures?.();
      if (fixtures?.set) headers[FIXTURE_HEADERS.set] = fixtures.set;
      if (fixtures?.seed) headers[FIXTURE_HEADERS.seed] = fixtures.seed;
      if (cls === 'mutation') {
        const token = await options.xsrfToken?.();
        if (token) headers[XSRF_HEADER] = token;
      }
      const response = await doFetch(options.uri, {
        method: 'POST',
        credentials: 'same-origin',
        headers,
        body: JSON.stringify(batch.map((p) => ({ query: p.source, variables: p.variables, operationName: p.name }))),
      });
      const body: unknown = await response.json().catch(() => null);
      // An answer per operation is used whatever the status: partial data is never thrown away.
      if (Array.isArray(body) && body.length === batch.length) return { ok: true, body };
      if (!response.ok) return { ok: false, error: new Error(`The GraphQL endpoint answered HTTP ${response.status}.`) };
      return { ok: true, body };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  async function send(batch: Pending[], cls: OperationClass): Promise<void> {
    const settlements = settleBatch(batch.length, await post(batch, cls));
    batch.forEach((p, i) => {
      const settled = settlements[i]!;
      if (cls === 'query' && store) {
        if (settled.ok) store.answered(p.name, p.variables, settled.result);
        else store.failed(p.name, p.variables, settled.error);
      }
      if (settled.ok) p.resolve(settled.result);
      else p.reject(settled.error);
    });
  }

  function flush(): void {
    timerSet = false;
    const all = [...queues.query, ...queues.mutation];
    queues.query = [];
    queues.mutation = [];
    sendAll(all);
  }

  function sendAll(pending: Pending[]): void {
    for (const batch of planBatches(pending, (p) => p.cls, maxBatch, (p) => p.alone)) void send(batch.items, batch.cls);
  }

  return {
    request<TData>(operation: { name: string; source: string }, variables: Record<string, unknown>) {
      const cls = operationClassOf(operation.source);
      if (cls === 'query' && fetchPolicyOf(operation.name) === 'cache-only') {
        return Promise.resolve(readCacheOnly(cache ?? {}, cacheKey(operation.name, variables)) as OperationResult<TData>);
      }
      if (cls === 'query' && store) store.dispatch({ type: 'query.requested', operationName: operation.name, variables });
      return new Promise<OperationResult<TData>>((resolve, reject) => {
        const queue = queues[cls];
        const alone = cls === 'mutation' && travelsAlone(operation.source);
        queue.push({ name: operation.name, source: operation.source, cls, alone, variables, resolve: resolve as Pending['resolve'], reject });
        // A full batch gains nothing by waiting for the window.
        if (queue.length >= maxBatch) sendAll(queue.splice(0, queue.length));
        else if (!timerSet) {
          timerSet = true;
          setTimer(flush, windowMs);
        }
      });
    },
  };
}
