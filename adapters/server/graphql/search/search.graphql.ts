// reader-experience §2.5, §3 'Search hits', §5 and §7; platform-reference §6, §7.4, §7.5 and §9: search and
// its click event.
export const searchTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    platform-reference §7.4: searches the indexes asked (users, collections, tags, posts) for the query as typed,
    each with its paging limit (default 3, platform-reference §9) and page. searchInCollection keeps stories to
    one publication's, searchInUser to one writer's. Without can_view_unfiltered_search, people are the writers
    with a listed story. Each index answers with its hits and a queryId for click events, or status ERROR.
    A query over 512 characters, an index asked twice, or a limit outside 1 to 50: BAD_USER_INPUT.
    """
    search(
      query: String!
      requests: [SearchIndexRequest!]!
      searchInCollection: ID
      searchInUser: ID
      algoliaOptions: AlgoliaOptions
    ): SearchResults!
  }

  extend type Mutation {
    """
    platform-reference §7.5 SearchClickEvent: a search hit was opened (its index, its id and its rank from 1).
    Bots send none (a bot's is acknowledged and dropped), as is one without analytics consent.
    """
    SearchClickEvent(queryId: ID!, indexName: String!, objectIds: [ID!]!, positions: [Int!]!): LogResult!
  }

  enum SearchIndex {
    users
    collections
    tags
    posts
  }

  enum SearchStatus {
    SUCCESS
    ERROR
  }

  input SearchIndexRequest {
    index: SearchIndex!
    paging: SearchPaging
  }

  input SearchPaging {
    limit: Int
    page: Int
  }

  "The search service's own options; click analytics (a queryId) is on unless turned off."
  input AlgoliaOptions {
    clickAnalytics: Boolean
  }

  type SearchResults {
    query: String!
    "Whether this viewer's results are unfiltered (can_view_unfiltered_search)."
    unfiltered: Boolean!
    posts: SearchPostResults
    users: SearchUserResults
    collections: SearchCollectionResults
    tags: SearchTagResults
  }

  type SearchPostResults {
    status: SearchStatus!
    queryId: ID
    hits: [SearchPostHit!]!
  }

  type SearchPostHit {
    objectId: ID!
    postId: ID!
    title: String!
    "Epoch milliseconds."
    latestPublishedAt: Float
    post: Post
  }

  type SearchUserResults {
    status: SearchStatus!
    queryId: ID
    hits: [SearchUserHit!]!
  }

  type SearchUserHit {
    objectId: ID!
    userId: ID!
    username: String!
    name: String!
    imageId: String
  }

  type SearchCollectionResults {
    status: SearchStatus!
    queryId: ID
    hits: [SearchCollectionHit!]!
  }

  type SearchCollectionHit {
    objectId: ID!
    collectionId: ID!
    name: String!
    imageId: String
    slug: String!
  }

  type SearchTagResults {
    status: SearchStatus!
    queryId: ID
    hits: [SearchTagHit!]!
  }

  type SearchTagHit {
    objectId: ID!
    tagSlug: String!
    displayText: String!
    postCount: Int!
  }
`;
