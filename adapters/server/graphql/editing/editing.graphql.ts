// Writing and publishing (issue 15; platform-reference §2.1 Stories and editing, §2.2 /me/stories/{filterBy},
// §3 licences and body model, §8 result-union error variants; reader-experience §4 '409: Conflict', §7
// deletePost / UndeletePostMutation, §9 trash after 14 days). The lifecycle rules live in
// core/content/post-lifecycle.ts; the store's writes in adapters/postgres/post-editing.repository.ts.
//
// Conventions of this schema: times are milliseconds since the epoch (Float), as everywhere else; a body travels
// as JSON text of the paragraph model (core/content/paragraph.ts: an array of paragraphs), never as HTML —
// the schema has no JSON scalar. Every mutation answers a result union whose error members carry a message the
// editor shows as is. BadRequest and NotFound are the schema's shared error types (declared with sign-in).
export const editingTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The story as the editor loads it. Only its author sees it (UNAUTHENTICATED when signed out, FORBIDDEN for
    someone else's story); null when there is no such story (deleted for good). A trashed story comes back with
    state TRASHED: it cannot be saved until it is restored.
    """
    editablePost(id: ID!): EditablePost
    "The publications the viewer may publish in: where they are OWNER, EDITOR or WRITER. Empty when signed out."
    publishTargets: [PublishTarget!]!
    """
    platform-reference §2.2 /me/stories/{drafts|public|unlisted|responses|deleted}: the viewer's stories in one
    tab, most recently edited first (the Deleted tab: most recently trashed first), keyset-paged: pass the
    previous page's nextCursor as after. first: 1-50, default 20. UNAUTHENTICATED when signed out.
    """
    yourStories(tab: StoriesTab!, first: Int, after: String): StoriesPage!
    "How many stories each of the viewer's tabs holds. UNAUTHENTICATED when signed out."
    yourStoriesCounts: StoriesCounts!
    "Existing tags whose slug or title starts with prefix, most used first (the publish dialog's autocomplete). first: 1-20, default 8."
    tagSuggestions(prefix: String!, first: Int): [Tag!]!
  }

  extend type Mutation {
    "A new draft of the viewer's; its first revision is 1."
    createDraft(input: CreateDraftInput!): SaveDraftResult!
    """
    Autosave. baseRevision is the revision the editor last loaded or saved; when the story has moved on since
    (another tab saved), nothing is written and the answer is Conflict with the current revision. A published
    story's edits are kept aside (hasUnpublishedChanges) until publishPost: the readers see the published text.
    """
    saveDraft(input: SaveDraftInput!): SaveDraftResult!
    """
    Publishes (or schedules, with scheduledAt in the future) the story at revision; a published story with
    unpublished changes publishes them. At most 5 tags; a publication where the viewer is OWNER, EDITOR or
    WRITER; a title. A stale revision: Conflict.
    """
    publishPost(input: PublishPostInput!): PublishPostResult!
    """
    Your Stories: moves a story to another tab — PUBLIC ⇄ UNLISTED, PUBLIC or UNLISTED → DRAFTS (unpublish), and
    DRAFTS → PUBLIC or UNLISTED for a story that was published before (the Undo of an unpublish). Moving back to
    fromTab undoes the move exactly. Trash with deletePost, not here. A move the rules refuse: BadRequest.
    """
    movePost(targetPostId: ID!, tab: StoriesTab!): MovePostResult!
    "reader-experience §7 deletePost: moves the story to the trash (the Deleted tab); it is deleted for good 14 days later."
    deletePost(targetPostId: ID!): DeletePostResult!
    "reader-experience §7 UndeletePostMutation: restores a trashed story to the tab it was in."
    undeletePost(targetPostId: ID!): UndeletePostResult!
    """
    Migration 0051 (/p/{postId}/settings): the author sets their story's SEO title and description (empty: the
    story's own title and subtitle) and its canonical link (empty: none). Counted as a save; someone else's story:
    Forbidden.
    """
    updateStorySettings(postId: ID!, input: StorySettingsInput!): UpdateStorySettingsResult!
  }

  input StorySettingsInput {
    "At most 100 characters; empty for the story's title."
    seoTitle: String!
    "At most 160 characters; empty for the story's subtitle."
    seoDescription: String!
    "Where the story was first published (http or https); empty for none."
    canonicalUrl: String!
  }

  "A story's settings for search, social previews and its canonical address."
  type StorySettings {
    seoTitle: String!
    seoDescription: String!
    canonicalUrl: String
  }

  type StorySettingsSaved {
    settings: StorySettings!
  }

  union UpdateStorySettingsResult = StorySettingsSaved | BadRequest | Unauthorized | Forbidden | NotFound

  extend type Post {
    "Migration 0051: the story's settings (its head reads them)."
    settings: StorySettings!
  }

  "platform-reference §3 licences: all rights reserved, the CC 4.0 variants, public domain."
  enum PostLicense {
    ALL_RIGHTS_RESERVED
    CC_40_BY
    CC_40_BY_SA
    CC_40_BY_ND
    CC_40_BY_NC
    CC_40_BY_NC_SA
    CC_40_BY_NC_ND
    CC_40_ZERO
    PUBLIC_DOMAIN
  }

  "platform-reference §2.2: /me/stories/drafts, /public, /unlisted, /responses, /deleted."
  enum StoriesTab {
    DRAFTS
    PUBLIC
    UNLISTED
    RESPONSES
    DELETED
  }

  enum PostLifecycleState {
    DRAFT
    SCHEDULED
    PUBLISHED
    UNLISTED
    TRASHED
  }

  type EditablePost {
    id: ID!
    "Bumped by every save and publish; send it back as baseRevision (saveDraft) or revision (publishPost)."
    revision: Int!
    state: PostLifecycleState!
    title: String!
    subtitle: String!
    "The paragraph model as JSON text: an array of paragraphs (core/content/paragraph.ts)."
    body: String!
    "A published story's saved edits wait for publishPost ('Save and publish'); readers see the published text."
    hasUnpublishedChanges: Boolean!
    "Tag slugs, in order."
    tags: [String!]!
    publicationId: ID
    isLocked: Boolean!
    "How many paragraphs a locked story's preview shows; null for the default cut."
    previewParagraphs: Int
    license: PostLicense!
    scheduledAt: Float
    publishedAt: Float
    updatedAt: Float!
    "The reading address once published: /@{username}/{slug}-{id}; null for a draft."
    url: String
    "/p/{id}/edit"
    editUrl: String!
  }

  "A publication the viewer may publish in, and their role there (OWNER, EDITOR or WRITER)."
  type PublishTarget {
    id: ID!
    name: String!
    role: String!
  }

  "A story in a Your Stories tab."
  type StoryItem {
    id: ID!
    title: String!
    subtitle: String!
    state: PostLifecycleState!
    "The tab it is in now."
    tab: StoriesTab!
    "Minutes, fractional; shown rounded up as '{n} min read'."
    readingTime: Float!
    wordCount: Int!
    updatedAt: Float!
    publishedAt: Float
    scheduledAt: Float
    "When it went to the trash; null unless trashed."
    deletedAt: Float
    "reader-experience §9: when a trashed story is deleted for good (deletedAt + 14 days); null unless trashed."
    permanentlyDeletedAt: Float
    "The reading address while published: /@{username}/{slug}-{id}."
    url: String
    "/p/{id}/edit"
    editUrl: String!
    publicationName: String
  }

  type StoriesPage {
    items: [StoryItem!]!
    "Pass as after for the next page; null on the last page."
    nextCursor: String
  }

  type StoriesCounts {
    drafts: Int!
    public: Int!
    unlisted: Int!
    responses: Int!
    deleted: Int!
  }

  input CreateDraftInput {
    title: String!
    subtitle: String!
    "The paragraph model as JSON text."
    body: String!
    publicationId: ID
  }

  input SaveDraftInput {
    postId: ID!
    baseRevision: Int!
    title: String!
    subtitle: String!
    "The paragraph model as JSON text."
    body: String!
  }

  input PublishPostInput {
    postId: ID!
    revision: Int!
    "Tag titles or slugs, at most 5; new ones are created."
    tags: [String!]!
    "The publication to publish in (the viewer must be its OWNER, EDITOR or WRITER); null for none; left out, the story keeps its own."
    publicationId: ID
    isLocked: Boolean!
    previewParagraphs: Int
    "The image the story's card shows: one of the story's own images (its id); left out or null, its first image."
    previewImageId: ID
    license: PostLicense!
    "Milliseconds since the epoch, in the future; absent or null publishes now."
    scheduledAt: Float
  }

  "platform-reference §8: the viewer is not signed in."
  type Unauthorized {
    message: String!
  }
  "platform-reference §8: the viewer may not do this (someone else's story, a publication where they have no role)."
  type Forbidden {
    message: String!
  }
  "platform-reference §8, reader-experience §4: the story moved on since baseRevision; message starts '409: Conflict'."
  type Conflict {
    message: String!
    currentRevision: Int!
  }

  type DraftSaved {
    post: EditablePost!
  }
  type PostPublished {
    post: EditablePost!
  }
  type PostMoved {
    post: StoryItem!
    "The tab it came from: movePost(targetPostId, fromTab) is the toast's Undo."
    fromTab: StoriesTab!
  }
  type PostDeleted {
    post: StoryItem!
  }
  type PostUndeleted {
    post: StoryItem!
  }

  union SaveDraftResult = DraftSaved | BadRequest | Unauthorized | Forbidden | NotFound | Conflict
  union PublishPostResult = PostPublished | BadRequest | Unauthorized | Forbidden | NotFound | Conflict
  union MovePostResult = PostMoved | BadRequest | Unauthorized | Forbidden | NotFound
  union DeletePostResult = PostDeleted | BadRequest | Unauthorized | Forbidden | NotFound
  union UndeletePostResult = PostUndeleted | BadRequest | Unauthorized | Forbidden | NotFound
`;
