// The reading feeds (platform-reference §7.4 webRecommendedFeed, staffPicksFeed) and the PostFeed every list
// of stories answers with, paged by limit and an opaque cursor.
export const feedTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The home feed, paged by limit and an opaque cursor. Signed out: published posts, newest first. Signed in: For
    you, ranked by the documented score of core/recommendations/for-you-score.ts (README: Home).
    """
    webRecommendedFeed(paging: PagingOptions): PostFeed!
    "Posts the installation's editors recommend, most recently picked first (one page: limit only)."
    staffPicksFeed(paging: PagingOptions): PostFeed!
  }

  input PagingOptions {
    "Items per page, 1 to 25 (default 10)."
    limit: Int
    "The cursor from pagingInfo.next.to of the previous page."
    to: String
  }

  type PostFeed {
    items: [FeedItem!]!
    pagingInfo: PagingInfo!
  }

  type FeedItem {
    feedId: ID!
    post: Post!
  }

  type PagingInfo {
    "Null on the last page."
    next: Paging
  }

  type Paging {
    limit: Int!
    to: String!
  }
`;
