// platform-reference §4 (query cache entry): a component's view of one operation in the page's query store
// (adapters/graphql-client/query-store.ts, seeded with the cache the server preloaded). It subscribes to its
// key, so every component showing the key sees one entry and changes together when an answer arrives,
// whoever asked; it asks the transport when nothing usable is stored and no request for the key is out
// (two components on one key make one request). The entry's rules: loading keeps the prior data, success
// stores, error clears. Imported only by components that load after the page, so it costs the initial
// JavaScript nothing.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { queryStoreFor } from '../adapters/graphql-client/query-store.ts';
import type { QueryCacheEntry } from '../core/query-cache/cache-key.ts';
import { entryKeyOf } from '../core/query-cache/query-store.ts';
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
  const store = queryStoreFor(cache);
  const key = entryKeyOf(operation.name, variables);
  const entry = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().entries[key],
    () => store.getSnapshot().entries[key],
  );
  const latest = useRef({ operation, variables });
  latest.current = { operation, variables };

  const ask = useCallback(
    (force: boolean) => {
      if (transport) store.fetch(latest.current.operation, latest.current.variables, transport, { force });
    },
    [store, transport],
  );
  const reload = useCallback(() => ask(true), [ask]);
  const stale = useSyncExternalStore(
    store.subscribe,
    () => Boolean(store.getSnapshot().stale[key]),
    () => false,
  );

  useEffect(() => {
    // On mount, when the key changes, and when the stored answer goes stale: the store asks only when
    // nothing usable is stored and no request for the key is out.
    ask(false);
  }, [ask, key, stale]);

  // Nothing stored yet: a request is on its way (or, on the server, the page will ask once hydrated).
  const status = entry ? (entry.status ?? 'success') : 'loading';
  return { status, data: (entry?.data as TData | null | undefined) ?? null, errors: entry?.errors, reload };
}
