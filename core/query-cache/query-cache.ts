// platform-reference §4 (query cache entry: loading keeps prior data, success stores it, error clears it),
// §7.4 (postResult read from cache only; user lookups by id or username stored under both keys) and
// reader-experience §7 (catalogs keyed by user id, type, limit and visibility; pages merged without
// duplicates). A pure model over the snapshot the server preloads: the browser's transport feeds it.
import { cacheKey, stableStringify, type QueryCacheEntry, type QueryCacheSnapshot } from './cache-key.ts';
import type { OperationResult } from './batch-plan.ts';

export type QueryCacheEvent =
  | { type: 'query.loading'; key: string }
  | { type: 'query.success'; key: string; data: unknown; errors?: OperationResult['errors'] }
  | { type: 'query.error'; key: string; errors?: OperationResult['errors'] };

/** One entry's next state. A preloaded entry (no status) counts as a success. */
export function nextEntry(prior: QueryCacheEntry | undefined, event: QueryCacheEvent): QueryCacheEntry {
  switch (event.type) {
    case 'query.loading':
      return { status: 'loading', data: prior?.data ?? null };
    case 'query.success':
      return { status: 'success', data: event.data, ...(event.errors?.length ? { errors: event.errors } : {}) };
    case 'query.error':
      return { status: 'error', data: null, ...(event.errors?.length ? { errors: event.errors } : {}) };
  }
}

export function queryCacheReducer(cache: QueryCacheSnapshot, event: QueryCacheEvent): QueryCacheSnapshot {
  return { ...cache, [event.key]: nextEntry(cache[event.key], event) };
}

/** An answer as a cache event: data (even partial, with its errors) is a success; no data is an error. */
export function answerEvent(key: string, result: OperationResult): QueryCacheEvent {
  return result.data !== null && result.data !== undefined
    ? { type: 'query.success', key, data: result.data, errors: result.errors }
    : { type: 'query.error', key, errors: result.errors };
}

// ——— fetch policies ———

/** platform-reference §7.4: postResult is read from the cache only, never from the network. */
export const CACHE_ONLY_OPERATIONS: ReadonlySet<string> = new Set(['PostResultQuery']);
export type FetchPolicy = 'cache-only' | 'network';
export const fetchPolicyOf = (operationName: string): FetchPolicy => (CACHE_ONLY_OPERATIONS.has(operationName) ? 'cache-only' : 'network');

/** A cache-only read: the entry's data, or null with no request made. */
export function readCacheOnly(cache: QueryCacheSnapshot, key: string): OperationResult {
  const entry = cache[key];
  return { data: entry?.data ?? null, ...(entry?.errors ? { errors: entry.errors } : {}) };
}

// ——— user lookups under both keys ———

/** platform-reference §7 (UserSearchQuery: id, username → userResult). */
export const USER_LOOKUP_OPERATION = 'UserSearchQuery';
type UserLike = { id: string; username: string };
const isUser = (v: unknown): v is UserLike =>
  typeof v === 'object' && v !== null && typeof (v as UserLike).id === 'string' && typeof (v as UserLike).username === 'string';

/** The two keys one user is stored under: the lookup by id and the lookup by username. */
export function userLookupKeys(user: UserLike, operationName = USER_LOOKUP_OPERATION): [string, string] {
  return [cacheKey(operationName, { id: user.id }), cacheKey(operationName, { username: user.username })];
}

// ——— catalogs ———

export type CatalogKeyParts = { userId: string; type: string; limit: number; visibility: string };
export const catalogCacheKey = (parts: CatalogKeyParts): string =>
  `Catalogs:${stableStringify({ userId: parts.userId, type: parts.type, limit: parts.limit, visibility: parts.visibility })}`;

export type CatalogPage<T extends { id: string }> = { items: T[]; next: string | null };
export type PagingArgs = { cursor?: string | null | undefined; limit?: number | null | undefined };

/**
 * A new page of catalogs against what is stored: with a cursor or a paging limit it is a further page,
 * appended without items already present; without either it is a fresh answer that replaces the stored one.
 */
export function mergeCatalogPage<T extends { id: string }>(
  prior: CatalogPage<T> | undefined,
  incoming: CatalogPage<T>,
  paging: PagingArgs,
): CatalogPage<T> {
  const paged = (paging.cursor !== undefined && paging.cursor !== null) || (paging.limit !== undefined && paging.limit !== null);
  if (!paged || !prior) return { items: dedupe(incoming.items), next: incoming.next };
  return { items: dedupe([...prior.items, ...incoming.items]), next: incoming.next };
}

function dedupe<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

// ——— one answer into the cache ———

/**
 * Stores an operation's answer: under its own key, and for a user lookup that found a user, under the
 * other key of that user too (the lookup by id also answers the lookup by username, and back).
 */
export function storeAnswer(
  cache: QueryCacheSnapshot,
  operationName: string,
  variables: Record<string, unknown>,
  result: OperationResult,
): QueryCacheSnapshot {
  let next = queryCacheReducer(cache, answerEvent(cacheKey(operationName, variables), result));
  if (operationName === USER_LOOKUP_OPERATION && result.data && typeof result.data === 'object') {
    const user = (result.data as { userResult?: unknown }).userResult;
    if (isUser(user)) {
      for (const key of userLookupKeys(user, operationName)) next = queryCacheReducer(next, answerEvent(key, result));
    }
  }
  return next;
}
