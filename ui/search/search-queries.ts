// The search operations (platform-reference §7.4): the search page's, run by the server before it renders,
// the publication a search is scoped to (reader-experience §7 PublicationSearchQuery), and the predictive
// popover's, run from the browser as the reader types. Apart from ui/queries.ts so that only the pages that
// search carry them.
import type { SearchIndexName } from '../../core/search/search-hits.ts';
import type {
  PredictiveSearchQueryData,
  PredictiveSearchQueryVariables,
  PublicationSearchQueryData,
  PublicationSearchQueryVariables,
  SearchPageQueryData,
  SearchPageQueryVariables,
} from '../generated/operations.ts';
import { POST_CARD_FRAGMENT, type Operation } from '../post-card-fields.ts';

export type SearchPageData = SearchPageQueryData;

/** The people, publications and tags every search asks for, as the search service answers them. */
const SEARCH_HITS_FRAGMENT = /* GraphQL */ `
  fragment SearchHitsFields on SearchResults {
    users { status queryId hits { objectId userId username name imageId } }
    collections { status queryId hits { objectId collectionId name imageId slug } }
    tags { status queryId hits { objectId tagSlug displayText postCount } }
  }
`;

/** The search page: one index, 20 hits (its category). */
export const SearchPageQuery: Operation<SearchPageQueryData, SearchPageQueryVariables> = {
  name: 'SearchPageQuery',
  source: /* GraphQL */ `
    query SearchPageQuery($query: String!, $requests: [SearchIndexRequest!]!, $searchInCollection: ID, $searchInUser: ID) {
      search(query: $query, requests: $requests, searchInCollection: $searchInCollection, searchInUser: $searchInUser) {
        query
        posts { status queryId hits { objectId postId title latestPublishedAt post { ...PostCardFields } } }
        ...SearchHitsFields
      }
    }
    ${SEARCH_HITS_FRAGMENT}
    ${POST_CARD_FRAGMENT}
  `,
};

export const SEARCH_PAGE_HITS = 20;

/** reader-experience §7 PublicationSearchQuery: the publication a search page under /{publication}/search searches in. */
export const PublicationSearchQuery: Operation<PublicationSearchQueryData, PublicationSearchQueryVariables> = {
  name: 'PublicationSearchQuery',
  source: /* GraphQL */ `
    query PublicationSearchQuery($slug: String!) {
      publication(slug: $slug) { id name slug }
    }
  `,
};

export type PredictiveSearchData = PredictiveSearchQueryData;

/** The predictive popover: the indexes and hits per page core's rules choose. */
export const PredictiveSearchQuery: Operation<PredictiveSearchQueryData, PredictiveSearchQueryVariables> = {
  name: 'PredictiveSearchQuery',
  source: /* GraphQL */ `
    query PredictiveSearchQuery($query: String!, $requests: [SearchIndexRequest!]!, $searchInCollection: ID, $searchInUser: ID) {
      search(query: $query, requests: $requests, searchInCollection: $searchInCollection, searchInUser: $searchInUser) {
        query
        posts { status queryId hits { objectId postId title latestPublishedAt } }
        ...SearchHitsFields
      }
    }
    ${SEARCH_HITS_FRAGMENT}
  `,
};

export const SEARCH_CLICK_MUTATION = /* GraphQL */ `
  mutation SearchClickEvent($queryId: ID!, $indexName: String!, $objectIds: [ID!]!, $positions: [Int!]!) {
    SearchClickEvent(queryId: $queryId, indexName: $indexName, objectIds: $objectIds, positions: $positions) { success }
  }
`;

/** The search page's variables (the server's and the page's, so both name the same cache entry); null: nothing to ask. */
export function searchPageVars(index: SearchIndexName | null, q: string, collectionId: string | null): SearchPageQueryVariables | null {
  if (index === null || q.trim() === '') return null;
  return { query: q, requests: [{ index, paging: { limit: SEARCH_PAGE_HITS } }], searchInCollection: index === 'posts' ? collectionId : null, searchInUser: null };
}
