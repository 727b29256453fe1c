// platform-reference §4: the page's query store — the shell around core/query-cache/query-store.ts that
// holds its state, tells subscribers (React's useSyncExternalStore, in ui/use-query.ts) when it changes,
// and sends a key's request once however many components want it. There is one store per page: it is made
// on first use from the query cache the server preloaded (seeded at hydration), and every change is also
// written back into that object, so reads of the preloaded cache (ui/data.tsx usePreloaded, postResult's
// cache-only reads) see the answers too. The batched transport (batched-client.ts) feeds the same store, so
// an answer to a request made elsewhere reaches every component showing that key. Loaded with the first
// request or the first lazily loaded reader, never with the page.
import type { OperationResult } from '../../core/query-cache/batch-plan.ts';
import type { QueryCacheEntry, QueryCacheSnapshot } from '../../core/query-cache/cache-key.ts';
import { fetchPolicyOf } from '../../core/query-cache/query-cache.ts';
import {
  entryKeyOf,
  initialQueryStoreState,
  queryStoreReducer,
  shouldRequest,
  type QueryStoreEvent,
  type QueryStoreState,
} from '../../core/query-cache/query-store.ts';
import type { GraphQLTransport } from './batched-client.ts';

type Operation = { name: string; source: string };

export type QueryStore = {
  getSnapshot(): QueryStoreState;
  subscribe(listener: () => void): () => void;
  dispatch(event: QueryStoreEvent): void;
  /** An answer to the operation; offered again (by the transport, then by the caller) it changes nothing. */
  answered(operationName: string, variables: Record<string, unknown>, result: OperationResult): void;
  /** A request for the operation failed as a whole; offered again it changes nothing. */
  failed(operationName: string, variables: Record<string, unknown>, error: unknown): void;
  /** Sends the operation unless a request for its key is out (then its answer serves), or it is stored and current. */
  fetch(operation: Operation, variables: Record<string, unknown>, transport: GraphQLTransport, options?: { force?: boolean }): void;
  /** Marks an operation's stored answers stale, and asks again for those this page has asked for before. */
  invalidate(operationName: string): void;
};

export function createQueryStore(seed: QueryCacheSnapshot = {}): QueryStore {
  let state = initialQueryStoreState({ ...seed });
  const listeners = new Set<() => void>();
  // The last answer or failure applied to each key: the transport stores an answer before its caller sees
  // it, and the caller then offers the same one again (one failure may fail a whole batch's keys). Offered
  // again while no new request for the key is out, it is the same news and changes nothing.
  const lastSettled = new Map<string, unknown>();
  // What each key was last asked with, to ask again when it goes stale.
  const asked = new Map<string, { operation: Operation; variables: Record<string, unknown>; transport: GraphQLTransport }>();

  function dispatch(event: QueryStoreEvent): void {
    const next = queryStoreReducer(state, event);
    if (next === state) return;
    const prior = state.entries;
    state = next;
    for (const key of Object.keys(next.entries)) if (next.entries[key] !== prior[key]) seed[key] = next.entries[key] as QueryCacheEntry;
    for (const listener of [...listeners]) listener();
  }

  function once(outcome: unknown, operationName: string, variables: Record<string, unknown>): boolean {
    const key = entryKeyOf(operationName, variables);
    if (!state.inFlight[key] && lastSettled.has(key) && lastSettled.get(key) === outcome) return false;
    lastSettled.set(key, outcome);
    return true;
  }

  const store: QueryStore = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch,
    answered(operationName, variables, result) {
      if (once(result, operationName, variables)) dispatch({ type: 'query.answered', operationName, variables, result });
    },
    failed(operationName, variables, error) {
      if (once(error, operationName, variables)) dispatch({ type: 'query.failed', operationName, variables });
    },
    fetch(operation, variables, transport, options) {
      if (fetchPolicyOf(operation.name) === 'cache-only') return;
      const key = entryKeyOf(operation.name, variables);
      asked.set(key, { operation, variables, transport });
      if (!shouldRequest(state, key, options?.force)) return;
      dispatch({ type: 'query.requested', operationName: operation.name, variables });
      transport.request(operation, variables).then(
        (result: OperationResult) => store.answered(operation.name, variables, result),
        (error: unknown) => store.failed(operation.name, variables, error),
      );
    },
    invalidate(operationName) {
      dispatch({ type: 'query.invalidated', operationName });
      for (const [key, { operation, variables, transport }] of asked) {
        if (operation.name === operationName && state.stale[key]) store.fetch(operation, variables, transport);
      }
    },
  };
  return store;
}

const stores = new WeakMap<QueryCacheSnapshot, QueryStore>();

/** The page's one store over its preloaded query cache, made on first use. */
export function queryStoreFor(cache: QueryCacheSnapshot): QueryStore {
  let store = stores.get(cache);
  if (!store) stores.set(cache, (store = createQueryStore(cache)));
  return store;
}
