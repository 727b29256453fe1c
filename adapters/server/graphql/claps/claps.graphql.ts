// Issue 16 claps (reader-experience §9, platform-reference §3 clap state per post, §7.4 /_/vote/p/{postId}): a
// story's total and the viewer's own claps on every Post (one statement per request through a DataLoader), the
// clap mutation (the same service as POST /_/vote/p/{postId}: adapters/server/claps/claps.service.ts), and "who
// clapped" for /p/{postId}/upvotes, keyset-paged.
export const clapsTypeDefs = /* GraphQL */ `
  extend type Post {
    "The sum of every reader's claps (at most 50 each)."
    clapCount: Int!
    "The viewer's own claps on this story, 0 to 50; 0 when signed out."
    viewerClapCount: Int!
  }

  extend type Catalog {
    "reader-experience §3 Catalog: the sum of every reader's claps on the list (at most 50 each)."
    clapCount: Int!
    "The viewer's own claps on this list, 0 to 50; 0 when signed out."
    viewerClapCount: Int!
    "reader-experience §3 Catalog.clappers: who clapped for the list, first clap newest first (limit 1-25, default 25)."
    clappers(limit: Int): [Clapper!]!
  }

  extend type Query {
    """
    Who clapped for a story (/p/{postId}/upvotes): readers with their claps, first clap newest first. paging.limit
    1 to 25 (default 25); paging.to is the previous page's pagingInfo.next.to. Null when there is no readable story.
    """
    postClappers(postId: ID!, paging: PagingOptions): ClappersPage
  }

  extend type Mutation {
    """
    Adds claps (1 to 50 in one request, at most 50 per reader per story in all; what passes 50 is not counted).
    clientId names the request: a retried request with the same clientId adds nothing and answers the counts.
    The story's writer cannot clap; a deleted, unpublished or suspended story, or a member-only one the viewer may
    not read, is NotFound.
    """
    clap(input: ClapInput!): ClapResult!
    "Claps for a public list, by the same rules as a story's (its owner cannot; 50 per reader in all; clientId retry-safe)."
    clapCatalog(input: ClapCatalogInput!): ClapCatalogResult!
  }

  input ClapCatalogInput {
    catalogId: ID!
    clientId: String!
    claps: Int!
  }

  type CatalogClapped {
    catalogId: ID!
    clapCount: Int!
    viewerClapCount: Int!
  }

  union ClapCatalogResult = CatalogClapped | BadRequest | Unauthorized | NotFound

  input ClapInput {
    postId: ID!
    "1 to 64 letters, digits, dashes or underscores, new for each request (the same for its retries)."
    clientId: String!
    claps: Int!
  }

  "platform-reference §3 clap state per post, as the server answers it."
  type Clapped {
    postId: ID!
    clapCount: Int!
    viewerClapCount: Int!
  }

  union ClapResult = Clapped | BadRequest | Unauthorized | NotFound

  type Clapper {
    user: User!
    claps: Int!
  }

  type ClappersPage {
    post: Post!
    items: [Clapper!]!
    pagingInfo: PagingInfo!
  }
`;
