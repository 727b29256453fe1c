// The page's data: the preloaded query cache (read synchronously, so the first render in the browser
// matches the server's), the transport for what is fetched later, and the page's copy. In the browser the
// page's query store (adapters/graphql-client/query-store.ts, made on first use and seeded with this cache)
// keeps the cache object up to date with every query's answer (README: Transport and cache); ui/use-query.ts
// subscribes to it.
import { createContext, useContext, type ReactNode } from 'react';
import type { GraphQLTransport } from '../adapters/graphql-client/batched-client.ts';
import type { Copy } from '../core/copy/copy.ts';
import { cacheKey, type QueryCacheSnapshot } from '../core/query-cache/cache-key.ts';
import type { PreloadedState } from '../core/startup/startup.ts';
import type { Operation } from './post-card-fields.ts';

export type PageData = {
  state: PreloadedState;
  cache: QueryCacheSnapshot;
  copy: Copy;
  /** Null while rendering on the server: nothing is fetched there after the page's own operations. */
  transport: GraphQLTransport | null;
};

const PageDataContext = createContext<PageData | null>(null);

export function PageDataProvider({ value, children }: { value: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

export function usePageData(): PageData {
  const value = useContext(PageDataContext);
  if (!value) throw new Error('usePageData needs a PageDataProvider above it');
  return value;
}

export const useCopy = (): Copy => usePageData().copy;

/** The preloaded answer to an operation, or null when the server did not run it. */
export function usePreloaded<TData, TVars extends Record<string, unknown>>(
  operation: Operation<TData, TVars>,
  variables: TVars,
): TData | null {
  const { cache } = usePageData();
  return (cache[cacheKey(operation.name, variables)]?.data as TData | undefined) ?? null;
}
