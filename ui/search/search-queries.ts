// The search operations (platform-reference §7.4): the search page's, run by the server before it renders,
// and the predictive popover's, run from the browser as the reader types. Apart from ui/queries.ts so that
// only the pages that search carry them.
import type { SearchIndexName } from '../../core/search/search-hits.ts';
import { POST_CARD_FIELDS, type Operation, type PostCardData } from '../post-card-fields.ts';

export type SearchStatus = 'SUCCESS' | 'ERROR';
export type IndexAnswer<H> = { status: SearchStatus; queryId: string | null; hits: H[] } | null;
export type PostHitData = { objectId: string; postId: string; title: string; latestPublishedAt: number | null };
export type UserHitData = { objectId: string; userId: string; username: string; name: string; imageId: string | null };
export type CollectionHitData = { objectId: string; collectionId: string; name: string; imageId: string | null; slug: string };
export type TagHitData = { objectId: string; tagSlug: string; displayText: string; postCount: number };

export type SearchRequestVar = { index: SearchIndexName; paging: { limit: number; page?: number } };
export type SearchVars = { query: string; requests: SearchRequestVar[]; searchInCollection: string | null; searchInUser: string | null };

export type SearchPageData = {
  search: {
    query: string;
    posts: IndexAnswer<PostHitData & { post: PostCardData | null }>;
    users: IndexAnswer<UserHitData>;
    collections: IndexAnswer<CollectionHitData>;
    tags: IndexAnswer<TagHitData>;
  };
};

const HITS = /* GraphQL */ `
  users { status queryId hits { objectId userId username name imageId } }
  collections { status queryId hits { objectId collectionId name imageId slug } }
  tags { status queryId hits { objectId tagSlug displayText postCount } }
`;

/** The search page: one index, 20 hits (its category). */
export const SearchPageQuery: Operation<SearchPageData, SearchVars> = {
  name: 'SearchPageQuery',
  source: /* GraphQL */ `
    query SearchPageQuery($query: String!, $requests: [SearchIndexRequest!]!, $searchInCollection: ID, $searchInUser: ID) {
      search(query: $query, requests: $requests, searchInCollection: $searchInCollection, searchInUser: $searchInUser) {
        query
        posts { status queryId hits { objectId postId title latestPublishedAt post { ${POST_CARD_FIELDS} } } }
        ${HITS}
      }
    }
  `,
};

export const SEARCH_PAGE_HITS = 20;

export type PredictiveSearchData = {
  search: { query: string; posts: IndexAnswer<PostHitData>; users: IndexAnswer<UserHitData>; collections: IndexAnswer<CollectionHitData>; tags: IndexAnswer<TagHitData> };
};

/** The predictive popover: the indexes and hits per page core's rules choose. */
export const PredictiveSearchQuery: Operation<PredictiveSearchData, SearchVars> = {
  name: 'PredictiveSearchQuery',
  source: /* GraphQL */ `
    query PredictiveSearchQuery($query: String!, $requests: [SearchIndexRequest!]!, $searchInCollection: ID, $searchInUser: ID) {
      search(query: $query, requests: $requests, searchInCollection: $searchInCollection, searchInUser: $searchInUser) {
        query
        posts { status queryId hits { objectId postId title latestPublishedAt } }
        ${HITS}
      }
    }
  `,
};

export const SEARCH_CLICK_MUTATION = /* GraphQL */ `
  mutation SearchClickEvent($queryId: ID!, $indexName: String!, $objectIds: [ID!]!, $positions: [Int!]!) {
    SearchClickEvent(queryId: $queryId, indexName: $indexName, objectIds: $objectIds, positions: $positions) { success }
  }
`;

/** The search page's variables (the server's and the page's, so both name the same cache entry); null: nothing to ask. */
export function searchPageVars(index: SearchIndexName | null, q: string, collectionId: string | null): SearchVars | null {
  if (index === null || q.trim() === '') return null;
  return { query: q, requests: [{ index, paging: { limit: SEARCH_PAGE_HITS } }], searchInCollection: index === 'posts' ? collectionId : null, searchInUser: null };
}
