// platform-reference §4 (query cache entries): one key per operation and variables, the same on the
// server that fills the cache and in the browser that reads it. Object keys are sorted so that
// { a, b } and { b, a } name one entry.
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stableStringify(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export function cacheKey(operationName: string, variables: Record<string, unknown> = {}): string {
  return `${operationName}:${stableStringify(variables)}`;
}

/** What the server preloads per operation: the data, and the errors when part of it failed. */
export type QueryCacheEntry = {
  data: unknown;
  errors?: { message: string }[] | undefined;
  /** platform-reference §4; absent on what the server preloads, which counts as a success. */
  status?: 'loading' | 'success' | 'error';
};
export type QueryCacheSnapshot = Record<string, QueryCacheEntry>;
