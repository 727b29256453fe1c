// platform-reference §4 (query cache entry: loading keeps prior data, success stores it, error clears it),
// §7.4 (user lookups by id or username stored under both keys) and reader-experience §5 and §7 (catalogs
// keyed by user id, type, limit and visibility; a page merged without duplicates only with a cursor or a
// paging limit): the page's query store as a pure reducer. One state per page, shared by every component
// that reads an operation: the entries, the keys a request is out for (so one key is asked for once however
// many components want it), and the keys a change elsewhere made stale (a follow makes the sidebar's list
// stale). The shell that holds it and tells subscribers is adapters/graphql-client/query-store.ts.
import type { OperationResult } from './batch-plan.ts';
import { cacheKey, type QueryCacheSnapshot } from './cache-key.ts';
import { answerEvent, catalogCacheKey, mergeCatalogPage, nextEntry, storeAnswer, type CatalogPage, type PagingArgs } from './query-cache.ts';

export type QueryStoreState = {
  entries: QueryCacheSnapshot;
  /** Keys a request is out for: asking again waits for that answer instead. */
  inFlight: Readonly<Record<string, true>>;
  /** Keys whose stored answer no longer holds: the next reader asks again. */
  stale: Readonly<Record<string, true>>;
};

export type QueryStoreEvent =
  /** A request went out for the operation (its key's entry loads, keeping its data). */
  | { type: 'query.requested'; operationName: string; variables: Record<string, unknown> }
  /** Its answer: data (even partial, with errors) is a success, no data an error. */
  | { type: 'query.answered'; operationName: string; variables: Record<string, unknown>; result: OperationResult }
  /** The request failed as a whole. */
  | { type: 'query.failed'; operationName: string; variables: Record<string, unknown>; errors?: { message: string }[] }
  /** A change elsewhere (a mutation's answer) made the stored answers of this operation stale. */
  | { type: 'query.invalidated'; operationName: string };

export const initialQueryStoreState = (seed: QueryCacheSnapshot = {}): QueryStoreState => ({ entries: seed, inFlight: {}, stale: {} });

// ——— catalogs ———

/**
 * reader-experience §7: the catalog listings. Their answers are stored under the catalog's key (user id,
 * type, limit, visibility), not the operation's, so that a further page (a cursor or a paging limit in
 * `paging`) merges into the entry the first page filled. The answer carries the page at `field`.
 */
export const CATALOG_OPERATIONS: Readonly<Record<string, { field: string }>> = { UserCatalogsQuery: { field: 'catalogs' } };

type CatalogVariables = { userId: string; type: string; limit: number; visibility: string; paging?: PagingArgs | null };
const isCatalogVariables = (v: Record<string, unknown>): v is CatalogVariables =>
  typeof v.userId === 'string' && typeof v.type === 'string' && typeof v.limit === 'number' && typeof v.visibility === 'string';

/** The key an operation's answer lives under: the catalog's for a catalog listing, else its own. */
export function entryKeyOf(operationName: string, variables: Record<string, unknown>): string {
  if (CATALOG_OPERATIONS[operationName] && isCatalogVariables(variables)) {
    const { userId, type, limit, visibility } = variables;
    return catalogCacheKey({ userId, type, limit, visibility });
  }
  return cacheKey(operationName, variables);
}

const isCatalogPage = (v: unknown): v is CatalogPage<{ id: string }> =>
  typeof v === 'object' && v !== null && Array.isArray((v as CatalogPage<{ id: string }>).items);

function storeCatalogAnswer(entries: QueryCacheSnapshot, key: string, field: string, variables: CatalogVariables, result: OperationResult): QueryCacheSnapshot {
  const incoming = (result.data as Record<string, unknown> | null | undefined)?.[field];
  if (!isCatalogPage(incoming)) return storeUnder(entries, key, result);
  const prior = (entries[key]?.data as Record<string, unknown> | null | undefined)?.[field];
  const merged = mergeCatalogPage(isCatalogPage(prior) ? prior : undefined, incoming, variables.paging ?? {});
  return storeUnder(entries, key, { ...result, data: { ...(result.data as object), [field]: merged } });
}

const storeUnder = (entries: QueryCacheSnapshot, key: string, result: OperationResult): QueryCacheSnapshot => ({
  ...entries,
  [key]: nextEntry(entries[key], answerEvent(key, result)),
});

// ——— the reducer ———

const without = (record: Readonly<Record<string, true>>, key: string): Readonly<Record<string, true>> => {
  if (!(key in record)) return record;
  const { [key]: _gone, ...rest } = record;
  return rest;
};

export function queryStoreReducer(state: QueryStoreState, event: QueryStoreEvent): QueryStoreState {
  switch (event.type) {
    case 'query.requested': {
      const key = entryKeyOf(event.operationName, event.variables);
      return {
        entries: { ...state.entries, [key]: nextEntry(state.entries[key], { type: 'query.loading', key }) },
        inFlight: { ...state.inFlight, [key]: true },
        stale: without(state.stale, key),
      };
    }
    case 'query.answered': {
      const key = entryKeyOf(event.operationName, event.variables);
      const catalog = CATALOG_OPERATIONS[event.operationName];
      const entries =
        catalog && isCatalogVariables(event.variables)
          ? storeCatalogAnswer(state.entries, key, catalog.field, event.variables, event.result)
          : storeAnswer(state.entries, event.operationName, event.variables, event.result);
      return { entries, inFlight: without(state.inFlight, key), stale: without(state.stale, key) };
    }
    case 'query.failed': {
      const key = entryKeyOf(event.operationName, event.variables);
      return {
        entries: { ...state.entries, [key]: nextEntry(state.entries[key], { type: 'query.error', key, errors: event.errors }) },
        inFlight: without(state.inFlight, key),
        stale: state.stale,
      };
    }
    case 'query.invalidated': {
      const prefix = `${event.operationName}:`;
      const keys = Object.keys(state.entries).filter((key) => key.startsWith(prefix));
      if (keys.length === 0) return state;
      return { ...state, stale: { ...state.stale, ...Object.fromEntries(keys.map((key) => [key, true as const])) } };
    }
  }
}

// ——— when to ask ———

/** An entry a reader can use as it is: preloaded or answered, not failed, still current. */
export function isUsable(state: QueryStoreState, key: string): boolean {
  const entry = state.entries[key];
  return Boolean(entry && entry.status !== 'error' && entry.status !== 'loading' && entry.data != null && !state.stale[key]);
}

/**
 * Whether a reader of `key` should send a request now: never while one is out for it (every reader of
 * the key gets that answer); otherwise when asked to (`force`, a reload) or when nothing usable is stored.
 */
export function shouldRequest(state: QueryStoreState, key: string, force = false): boolean {
  if (state.inFlight[key]) return false;
  return force || !isUsable(state, key);
}
