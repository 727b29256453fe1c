// A story (reader-experience §3 Post): its card's fields, its body as paragraphs, and what the viewer may read
// of it (reader-experience §4 locked stories, platform-reference §6 suspended ones).
export const postTypeDefs = /* GraphQL */ `
  extend type Query {
    "A post by id; null when there is no such published post. Its author also gets their unpublished draft (never a trashed story)."
    post(id: ID!): Post
  }

  enum PostVisibility {
    PUBLIC
    UNLISTED
    LOCKED
  }

  type Post {
    id: ID!
    title: String!
    subtitle: String!
    "The site-relative address of the post: /@{username}/{slug}-{id}."
    url: String!
    creator: User!
    collection: Publication
    "APPROVED when the publication accepted the post; only then is the publication shown."
    statusForCollection: String
    visibility: PostVisibility!
    isLocked: Boolean!
    "Minutes, fractional; shown rounded up as '{n} min read'."
    readingTime: Float!
    previewImage: ImageMetadata
    firstPublishedAt: Float
    latestPublishedAt: Float
    updatedAt: Float!
    primaryTopic: Topic
    tags: [Tag!]!
    "True when staff suspended the story (platform-reference §6): only readers with can_view_suspended_content read its body."
    isSuspended: Boolean!
    content: PostContent!
    "Issue 18: what the end of the story offers next (More from the writer and from the publication)."
    storyEnd: StoryEnd!
  }

  "The end of a story: at most 4 stories each, newest first, never the story itself, without what the viewer muted."
  type StoryEnd {
    "More from {writer}: the writer's other stories."
    moreFromWriter: [Post!]!
    "More from {publication}: the publication's other stories (empty when the story is in none), none repeated from moreFromWriter."
    moreFromPublication: [Post!]!
  }

  type PostContent {
    "True when the viewer may read only a preview of a member-only post."
    isLockedPreviewOnly: Boolean!
    bodyModel: BodyModel!
  }

  type BodyModel {
    paragraphs: [Paragraph!]!
  }

  enum ParagraphType {
    P
    H1
    H2
    H3
    H4
    BQ
    PQ
    PRE
    IMG
    HR
    OLI
    ULI
  }

  enum MarkupType {
    A
    CODE
    EM
    STRONG
    HIGHLIGHT
  }

  type Paragraph {
    name: String!
    type: ParagraphType!
    text: String!
    markups: [Markup!]!
    metadata: ImageMetadata
  }

  type Markup {
    type: MarkupType!
    start: Int!
    end: Int!
    href: String
  }

  type ImageMetadata {
    id: ID!
    originalWidth: Int!
    originalHeight: Int!
    alt: String!
  }
`;
