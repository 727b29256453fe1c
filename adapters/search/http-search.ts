// platform-reference §7.5: the SearchService port over a third-party search service's multi-index query
// (Algolia-compatible). One POST to the configured multi-query address with a JSON body of requests, each an
// index name and its params (URL-encoded, as such services take them); the application id and the search key
// in headers (and a user token when given). The answer's results carry hits and a queryID. A status of 400 or
// above, a network error, a timeout or an answer of the wrong shape marks every query of the request as error.
// Hits are read field by field: one without the index's fields is left out rather than shown half empty.
// Configured with QUIRE_SEARCH_URL, QUIRE_SEARCH_APP_ID and QUIRE_SEARCH_KEY (README: Search).
import type { SearchParams, SearchRequest, SearchResult, SearchService } from '../../core/ports/search.port.ts';
import type { SearchHit, SearchIndexName } from '../../core/search/search-hits.ts';

export type HttpSearchConfig = {
  /** The multi-index query address, e.g. https://{appId}-dsn.algolia.net/1/indexes/*\/queries. */
  url: string;
  appId: string;
  key: string;
  /** An optional user token (the service's per-user analytics). */
  userToken?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export const APP_ID_HEADER = 'x-algolia-application-id';
export const KEY_HEADER = 'x-algolia-api-key';
export const USER_TOKEN_HEADER = 'x-algolia-usertoken';

/** The params as the service takes them: name=value pairs, arrays as JSON. */
export function encodeParams(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    query.set(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  return query.toString();
}

const str = (v: unknown): v is string => typeof v === 'string';
const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function hitOf(index: SearchIndexName, raw: unknown): SearchHit | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const h = raw as Record<string, unknown>;
  if (!str(h.objectID)) return null;
  switch (index) {
    case 'posts':
      return str(h.title) ? { objectID: h.objectID, postId: str(h.postId) ? h.postId : h.objectID, title: h.title, latestPublishedAt: typeof h.latestPublishedAt === 'number' ? h.latestPublishedAt : null } : null;
    case 'users':
      return str(h.username) && str(h.name) ? { objectID: h.objectID, userId: str(h.userId) ? h.userId : h.objectID, username: h.username, name: h.name, imageId: strOrNull(h.imageId) } : null;
    case 'collections':
      return str(h.name) && str(h.slug) ? { objectID: h.objectID, collectionId: str(h.collectionId) ? h.collectionId : h.objectID, name: h.name, imageId: strOrNull(h.imageId), slug: h.slug } : null;
    case 'tags':
      return str(h.displayText) ? { objectID: h.objectID, tagSlug: str(h.tagSlug) ? h.tagSlug : h.objectID, displayText: h.displayText, postCount: typeof h.postCount === 'number' ? h.postCount : 0 } : null;
  }
}

export function httpSearch(config: HttpSearchConfig): SearchService {
  const doFetch = config.fetch ?? fetch;
  return {
    async search(requests: readonly SearchRequest[]): Promise<SearchResult[]> {
      const failed = () => requests.map((r): SearchResult => ({ ok: false, indexName: r.indexName, error: 'SEARCH_FAILED' }));
      if (requests.length === 0) return [];
      let body: unknown;
      try {
        const response = await doFetch(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [APP_ID_HEADER]: config.appId,
            [KEY_HEADER]: config.key,
            ...(config.userToken ? { [USER_TOKEN_HEADER]: config.userToken } : {}),
          },
          body: JSON.stringify({ requests: requests.map((r) => ({ indexName: r.indexName, params: encodeParams(r.params) })) }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 3000),
        });
        if (response.status >= 400) return failed();
        body = await response.json();
      } catch {
        return failed();
      }
      const results = (body as { results?: unknown } | null)?.results;
      if (!Array.isArray(results) || results.length !== requests.length) return failed();
      return requests.map((request, i): SearchResult => {
        const result = results[i] as { hits?: unknown; queryID?: unknown } | null;
        if (!result || !Array.isArray(result.hits)) return { ok: false, indexName: request.indexName, error: 'SEARCH_FAILED' };
        const hits = result.hits.map((h) => hitOf(request.indexName, h)).filter((h): h is SearchHit => h !== null);
        return { ok: true, indexName: request.indexName, hits, queryId: strOrNull(result.queryID) };
      });
    },
  };
}
