// Issue 22, platform-reference §2: a publication's content manager (/{publication}/stories, /stories/{filterBy},
// /submissions; core/publication/content-manager.ts) for its owners and editors — its stories by state with the
// actions the viewer's role allows — and one submission for review (/r/submission/{submissionId}). Times are
// milliseconds since the epoch. Featuring reuses setFeaturedStories; a submission's buttons updateSubmission.
export const publicationContentTypeDefs = /* GraphQL */ `
  extend type Query {
    "The content manager's tab (owners and editors; anyone else: FORBIDDEN). Null: no such publication."
    publicationContent(slug: String!, tab: PublicationContentTab!): PublicationContent
    "One submission, for its writer and the publication's editors and owners; null for anyone else."
    submission(id: ID!): Submission
  }

  extend type Mutation {
    "An editor or owner takes a story out of the publication; it stays on its writer's profile."
    removeStoryFromPublication(publicationId: ID!, postId: ID!): Boolean!
  }

  enum PublicationContentTab {
    published
    scheduled
    submissions
  }

  enum PublicationStoryAction {
    feature
    unfeature
    remove
  }

  type PublicationStoryActionButton {
    action: PublicationStoryAction!
    label: String!
  }

  type PublicationContentStory {
    id: ID!
    title: String!
    subtitle: String!
    writerName: String!
    writerUsername: String!
    "UNLISTED: readable by its address only."
    visibility: String!
    publishedAt: Float
    scheduledAt: Float
    "The story's address in the publication."
    url: String!
    isFeatured: Boolean!
    actions: [PublicationStoryActionButton!]!
  }

  type PublicationContentCounts {
    published: Int!
    scheduled: Int!
    submissions: Int!
  }

  type PublicationContent {
    id: ID!
    publicationId: ID!
    slug: String!
    name: String!
    viewerRole: CollectionRole!
    tab: PublicationContentTab!
    counts: PublicationContentCounts!
    "The featured stories' ids in order (featuring adds at the end)."
    featuredIds: [ID!]!
    "The tab's stories (published and scheduled tabs)."
    stories: [PublicationContentStory!]!
    "The tab's submissions (the submissions tab), with the viewer's buttons."
    submissions: [Submission!]!
  }
`;
