// platform-reference §7.5: the search service contract. A multi-index query: each request names an index
// and its params (query, hitsPerPage, filters…); the response holds, per request, its hits and a queryID.
// A request that fails (HTTP status 400 or above, a network error) marks that query as error — returned as
// a value, never thrown. Adapters: the built-in search over the store (adapters/postgres/search.postgres.ts)
// and a third-party service speaking the same contract over HTTP (adapters/search/http-search.ts).
import type { SearchHit, SearchIndexName } from '../search/search-hits.ts';

export type SearchParams = {
  /** reader-experience §5: the query as typed. */
  query: string;
  hitsPerPage: number;
  /** Zero-based page of hits. */
  page?: number;
  /** Conditions joined by AND, in the service's syntax (core/search/search-filters.ts builds and reads them). */
  filters?: string;
  numericFilters?: string[];
  facetFilters?: string[];
  attributesToRetrieve?: string[];
  /** Ask for a queryID, for click events. */
  clickAnalytics?: boolean;
  /** platform-reference §6: 'logged-in' or 'logged-out'. */
  analyticsTags?: string[];
};

export type SearchRequest = { indexName: SearchIndexName; params: SearchParams };

export type SearchResult =
  | { ok: true; indexName: SearchIndexName; hits: SearchHit[]; queryId: string | null }
  | { ok: false; indexName: SearchIndexName; error: 'SEARCH_FAILED' };

export interface SearchService {
  /** One result per request, in request order. */
  search(requests: readonly SearchRequest[]): Promise<SearchResult[]>;
}
