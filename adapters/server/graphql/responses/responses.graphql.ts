// Responses (issue 16; reader-experience §7 UnhidePostResponseOnParentPost, §8 'Response closed', §9 the
// responses panel: page size 10, depth 3). A response is a Post (type RESPONSE) in reply to a story or to
// another response; the rules live in core/responses/responses.ts, the writes in
// adapters/postgres/responses.repository.ts. Bodies travel as JSON text of the paragraph model, like the
// editor's. Errors are the result unions' members, each with the message the panel shows as is.
export const responsesTypeDefs = /* GraphQL */ `
  extend type Post {
    "The direct responses everyone sees: published, not trashed, not hidden (replies count on their own response)."
    responsesCount: Int!
    "The story's author closed discussion: no response nor reply can be published (reader-experience §8)."
    responsesLocked: Boolean!
    "True for a response (type RESPONSE)."
    isResponse: Boolean!
    "For a response: the post it replies to (a story or a response); null for a story."
    inResponseToPost: Post
    "For a response: the story at the root of its thread; null for a story."
    responseRootPost: Post
    "The viewer may hide this post's direct responses: the author of the thread's story or of this post."
    viewerCanHideResponses: Boolean!
    """
    reader-experience §9: a page of this post's direct responses (paging.limit 1-25, default 10; paging.to is the
    previous page's next cursor) in sortType order (default MOST_RELEVANT: the most replied-to first, then the
    newest), each with its replies to depth levels (1-5, default 3) as a flat list (PostResponse.parentId), at most
    5 replies under each; PostResponse.hasMoreReplies marks where the thread continues on the response's page.
    A hidden response is in the list only for its writer and for the story's author (isHidden).
    """
    responses(paging: ResponsesPaging, sortType: ResponsesSortType, depth: Int): PostResponsesPage!
  }

  extend type Catalog {
    "reader-experience §3 Catalog.responsesCount: the list's direct responses everyone sees."
    responsesCount: Int!
    "The list's owner closed discussion: no response nor reply can be published (reader-experience §8)."
    responsesLocked: Boolean!
    "The viewer may hide the list's direct responses: its owner."
    viewerCanHideResponses: Boolean!
    "reader-experience §3 Catalog.responses: a page of the list's responses, exactly as Post.responses pages a story's."
    responses(paging: ResponsesPaging, sortType: ResponsesSortType, depth: Int): PostResponsesPage!
  }

  extend type Mutation {
    """
    Publishes a response to a story, or a reply to a response, at once. clientId (8-64 of A-Z a-z 0-9 - _) is the
    composer's retry key: sending the same one again answers the response it made. bodyModel is the paragraph
    model as JSON text: paragraphs and quotes, with bold, italic and links, at most 10,000 characters.
    """
    publishResponse(input: PublishResponseInput!): PublishResponseResult!
    "Hides a direct response of parentPostId (the thread's story author, or parentPostId's author); idempotent."
    hidePostResponseOnParentPost(parentPostId: ID!, postResponseId: ID!): HidePostResponseResult!
    "reader-experience §7 UnhidePostResponseOnParentPost: the hidden response comes back exactly as it was."
    unhidePostResponseOnParentPost(parentPostId: ID!, postResponseId: ID!): HidePostResponseResult!
    "Closes (locked: true) or opens a story's discussion; its author only."
    setResponsesLocked(postId: ID!, locked: Boolean!): SetResponsesLockedResult!
    "Hides a direct response of a list (its owner); idempotent. The toast's Undo is showCatalogResponseOnParent."
    hideCatalogResponseOnParent(parentCatalogId: ID!, catalogResponseId: ID!): CatalogResponseVisibilityResult!
    "reader-experience §7 ShowCatalogResponseOnParent: the hidden response comes back exactly as it was."
    showCatalogResponseOnParent(parentCatalogId: ID!, catalogResponseId: ID!): CatalogResponseVisibilityResult!
    "Closes (locked: true) or opens a list's discussion; its owner only."
    setCatalogResponsesLocked(catalogId: ID!, locked: Boolean!): SetCatalogResponsesLockedResult!
  }

  enum ResponsesSortType {
    MOST_RELEVANT
    NEWEST
  }

  input ResponsesPaging {
    "Responses per page, 1 to 25 (default 10)."
    limit: Int
    "The previous page's nextCursor."
    to: String
  }

  type PostResponse {
    id: ID!
    "The response itself, as a story (its fields beyond the ones below)."
    post: Post!
    "Its writer."
    author: User!
    "Its own page: /@{username}/{slug}-{id}."
    url: String!
    "When it was published (ms)."
    publishedAt: Float
    "Its body (a response is never locked; the panel reads it here, within the query depth limit)."
    bodyModel: BodyModel!
    "The post it replies to."
    parentId: ID!
    "1 for a direct response of the page's post, 2 for a reply to it, …"
    depth: Int!
    "Hidden by the story's author: shown only to its writer and to the story's author, marked."
    isHidden: Boolean!
    "Its direct replies everyone sees."
    repliesCount: Int!
    "The viewer may hide it (and unhide it)."
    viewerCanHide: Boolean!
    "It is the viewer's own: they may delete it (deletePost)."
    viewerCanDelete: Boolean!
  }

  type PostResponsesPage {
    "The page's direct responses, in order."
    items: [PostResponse!]!
    "Their replies, to the depth asked, each naming its parentId."
    replies: [PostResponse!]!
    "Pass as paging.to for the next page; null on the last page."
    nextCursor: String
  }

  input PublishResponseInput {
    "The story or response answered; exactly one of inResponseToPostId and inResponseToCatalogId."
    inResponseToPostId: ID
    "The list answered (reader-experience §3 Catalog.responses)."
    inResponseToCatalogId: ID
    "The paragraph model as JSON text."
    bodyModel: String!
    clientId: String!
  }

  type ResponsePublished {
    response: PostResponse!
    "The parent's responses count after it."
    parentResponsesCount: Int!
  }

  type ResponseVisibilityChanged {
    response: PostResponse!
    parentPostId: ID!
    "The parent's responses count after the change."
    parentResponsesCount: Int!
  }

  type ResponsesLockChanged {
    post: Post!
  }

  type CatalogResponseVisibilityChanged {
    response: PostResponse!
    parentCatalogId: ID!
    "The list's responses count after the change."
    parentResponsesCount: Int!
  }

  type CatalogResponsesLockChanged {
    catalog: Catalog!
  }

  union PublishResponseResult = ResponsePublished | BadRequest | Unauthorized | Forbidden | NotFound
  union HidePostResponseResult = ResponseVisibilityChanged | BadRequest | Unauthorized | Forbidden | NotFound
  union SetResponsesLockedResult = ResponsesLockChanged | BadRequest | Unauthorized | Forbidden | NotFound
  union CatalogResponseVisibilityResult = CatalogResponseVisibilityChanged | BadRequest | Unauthorized | Forbidden | NotFound
  union SetCatalogResponsesLockedResult = CatalogResponsesLockChanged | BadRequest | Unauthorized | Forbidden | NotFound
`;
