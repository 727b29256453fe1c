// platform-reference §4 (query cache entry): a component's view of one operation in the page's query cache.
// It starts from the cache (what the server preloaded, or what the transport stored since), asks the
// transport when there is nothing there, and follows the entry's rules: loading keeps the prior data,
// success stores, error clears. Imported only by components that load after the page, so it costs the
// initial JavaScript nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { cacheKey, type QueryCacheEntry } from '../core/query-cache/cache-key.ts';
import { answerEvent, nextEntry } from '../core/query-cache/query-cache.ts';
import { usePageData } from './data.tsx';
import type { Operation } from './post-card-fields.ts';

export type QueryView<TData> = {
  status: 'loading' | 'success' | 'error';
  data: TData | null;
  errors: QueryCacheEntry['errors'];
  /** Asks the server again; the current data stays while it loads. */
  reload: () => void;
};

export function useQuery<TData, TVars extends Record<string, unknown>>(operation: Operation<TData, TVars>, variables: TVars): QueryView<TData> {
  const { cache, transport } = usePageData();
  const key = cacheKey(operation.name, variables);
  const cached = cache[key];
  const usable = cached && cached.status !== 'error' && cached.status !== 'loading' && cached.data != null;
  const [entry, setEntry] = useState<QueryCacheEntry>(() => (usable ? cached : { status: 'loading', data: cached?.data ?? null }));
  const latest = useRef({ operation, variables });
  latest.current = { operation, variables };

  const reload = useCallback(() => {
    if (!transport) return;
    setEntry((prior) => nextEntry(prior, { type: 'query.loading', key }));
    transport
      .request<TData>(latest.current.operation, latest.current.variables)
      .then((result) => setEntry((prior) => nextEntry(prior, answerEvent(key, result))))
      .catch(() => setEntry((prior) => nextEntry(prior, { type: 'query.error', key })));
  }, [transport, key]);

  useEffect(() => {
    if (!usable) reload();
    // Only when the operation or its variables change: a stored answer is not asked for again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reload]);

  return { status: entry.status ?? 'success', data: (entry.data as TData | null) ?? null, errors: entry.errors, reload };
}
