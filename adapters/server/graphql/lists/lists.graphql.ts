// Lists (catalogs, issue 16; platform-reference §3 Lists, catalog visibility, list statuses, reading-list filters;
// §2.2 reading-list URLs; reader-experience §2.2 ShowYourLists / ShowYourFollowedLists / ShowUserList, §7 the
// catalog cache). The rules are core's (core/lists/catalogs.ts); the store's writes are
// adapters/postgres/lists.repository.ts. Someone else's PRIVATE or LOCKED list does not exist for a reader: every
// read answers null and every write NotFound, the same as for a list that never was.
export const listsTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The viewer's lists in Library order: the Reading list first, then Currently reading and Purchased when they
    hold stories, then their own lists, newest first. first: 1-50, default 20. UNAUTHENTICATED when signed out.
    """
    viewerCatalogs(first: Int, after: String): CatalogsPage!
    "A user's PUBLIC lists (their profile's Lists), newest first. Empty when there is no such user."
    userCatalogs(username: String!, first: Int, after: String): CatalogsPage!
    "A list by id; null when there is none or the viewer may not see it."
    catalog(id: ID!): Catalog
    "One of the viewer's predefined lists (made on first use). UNAUTHENTICATED when signed out."
    viewerPredefinedCatalog(type: PredefinedCatalogType!): Catalog!
    "reader-experience §2.2 ShowYourFollowedLists: the public lists the viewer follows, most recently followed first."
    followedCatalogs(first: Int, after: String): CatalogsPage!
    "/collections: public lists that hold stories, the most followed first."
    popularCatalogs(first: Int, after: String): CatalogsPage!
  }

  extend type Mutation {
    "A new list of the viewer's; with postId, the story is saved into it in the same request."
    createCatalog(input: CreateCatalogInput!): CatalogResult!
    "Renames, re-describes or changes the visibility of one of the viewer's own lists (not a predefined one)."
    updateCatalog(catalogId: ID!, input: CatalogInput!): CatalogResult!
    "Deletes one of the viewer's own lists; the stories stay where they are."
    deleteCatalog(catalogId: ID!): DeleteCatalogResult!
    "Saves a story into one of the viewer's lists, first place. Idempotent: saving it again changes nothing."
    addToCatalog(catalogId: ID!, postId: ID!): CatalogItemResult!
    "Takes a story out of one of the viewer's lists. Idempotent. addToCatalog after it puts the story back where it was (Undo)."
    removeFromCatalog(catalogId: ID!, postId: ID!): CatalogItemResult!
    "Moves a story one place up or down in the list."
    reorderCatalogItem(catalogId: ID!, postId: ID!, direction: MoveDirection!): CatalogItemResult!
    "platform-reference §3 ARCHIVED: archives (or brings back) a story of the viewer's list; archived stories leave SAVED and RECENT."
    archiveCatalogItem(catalogId: ID!, postId: ID!, archived: Boolean!): CatalogItemResult!
    "Follows someone else's public list. Idempotent."
    followCatalog(catalogId: ID!): FollowCatalogResult!
    unfollowCatalog(catalogId: ID!): FollowCatalogResult!
  }

  extend type Post {
    "True when the story is in any of the viewer's lists (the save button's state); false when signed out."
    viewerIsSaved: Boolean!
  }

  "platform-reference §3 Lists."
  enum CatalogType {
    READING_LIST
    CURRENTLY_READING
    PURCHASED
    LISTS
  }
  enum PredefinedCatalogType {
    READING_LIST
    CURRENTLY_READING
    PURCHASED
  }
  "platform-reference §3 catalog visibility. LOCKED: owner only, and fixed (the predefined Currently reading and Purchased)."
  enum CatalogVisibility {
    PUBLIC
    PRIVATE
    LOCKED
  }
  "platform-reference §3 reading-list filters: SAVED the list's order, RECENT newest saved first, ARCHIVED the archived stories; HIGHLIGHTS is answered by the highlights."
  enum ReadingListFilter {
    ARCHIVED
    HIGHLIGHTS
    RECENT
    SAVED
  }
  enum MoveDirection {
    UP
    DOWN
  }

  type Catalog {
    id: ID!
    type: CatalogType!
    name: String!
    description: String!
    visibility: CatalogVisibility!
    "platform-reference §2.2: reading-list, currently-reading, purchased, or {name slug}-{id}."
    slugId: String!
    "The list's page under its owner: /@{username}/list/{slugId}."
    url: String!
    itemCount: Int!
    followerCount: Int!
    createdAt: Float!
    updatedAt: Float!
    creator: User!
    viewerIsOwner: Boolean!
    viewerIsFollowing: Boolean!
    "Whether the list holds the story (the save popover's checkboxes)."
    containsPost(postId: ID!): Boolean!
    "The preview images of the list's first stories (at most 3)."
    previewImages: [ImageMetadata!]!
    "The list's readable stories, keyset-paged. first: 1-50, default 10. filter: SAVED by default."
    items(first: Int, after: String, filter: ReadingListFilter): CatalogItemsPage!
  }

  type CatalogItem {
    post: Post!
    addedAt: Float!
    note: String!
    archived: Boolean!
  }

  type CatalogItemsPage {
    items: [CatalogItem!]!
    nextCursor: String
  }

  type CatalogsPage {
    items: [Catalog!]!
    nextCursor: String
  }

  input CatalogInput {
    "1-60 characters after trimming."
    name: String!
    "At most 280 characters."
    description: String
    "PUBLIC or PRIVATE; PRIVATE when left out."
    visibility: CatalogVisibility
  }

  input CreateCatalogInput {
    name: String!
    description: String
    visibility: CatalogVisibility
    "A story to save into the new list at once."
    postId: ID
  }

  type CatalogSaved {
    catalog: Catalog!
  }
  type CatalogDeleted {
    catalogId: ID!
  }
  type CatalogItemChanged {
    catalog: Catalog!
    post: Post!
    "False when nothing changed (saved again, removed again, or a move past the end)."
    changed: Boolean!
  }
  type CatalogFollowChanged {
    catalog: Catalog!
  }

  union CatalogResult = CatalogSaved | BadRequest | Unauthorized | NotFound | RateLimited
  union DeleteCatalogResult = CatalogDeleted | BadRequest | Unauthorized | NotFound | RateLimited
  union CatalogItemResult = CatalogItemChanged | BadRequest | Unauthorized | NotFound | RateLimited
  union FollowCatalogResult = CatalogFollowChanged | BadRequest | Unauthorized | NotFound | RateLimited
`;
