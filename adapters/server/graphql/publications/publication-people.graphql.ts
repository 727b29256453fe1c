// Issue 22 part A: publications run by their people — create one, its people and invitations (platform-reference §3
// collection roles), submissions and their statuses (the editor inbox, reader-experience §2.7; the writer outbox,
// §2.4), and the featured stories. Times are milliseconds since the epoch. Every mutation needs the xsrf token.
export const publicationPeopleTypeDefs = /* GraphQL */ `
  extend type Query {
    "The publications the viewer works on, owners' first (the avatar menu's publications, Manage publications)."
    viewerPublications: [ViewerPublication!]!
    "A publication's people page: its members, its open invitations (owners see them) and the viewer's own invitation."
    publicationPeople(slug: String!): PublicationPeople
    "The editor inbox (owners and editors): the publication's submissions of the given statuses (all when none)."
    editorInbox(slug: String!, statuses: [SubmissionStatus!]): EditorInbox
    "The writer outbox: the viewer's submissions, most recently changed first."
    writerOutbox: [Submission!]!
    "/me/find-publication-for-submission/{postId}: the viewer's draft and the publications they may submit it to."
    submissionTargets(postId: ID!): SubmissionTargets
    "The featured stories page (owners and editors): the featured stories in order, and the stories that may be."
    featuredStoriesManager(slug: String!): FeaturedStoriesManager
  }

  extend type Mutation {
    "/new-publication: the viewer is its OWNER. A taken or reserved slug: BAD_USER_INPUT with a clear message."
    createPublication(input: CreatePublicationInput!): ViewerPublication!
    "An owner invites a user (by username or e-mail address) as EDITOR or WRITER; the invitee is notified and e-mailed."
    invitePublicationMember(publicationId: ID!, who: String!, role: CollectionRole!): PublicationInvitation!
    "The invitee accepts or declines."
    respondToPublicationInvitation(invitationId: ID!, accept: Boolean!): ViewerPublication
    "An owner withdraws an invitation."
    cancelPublicationInvitation(invitationId: ID!): Boolean!
    "Leave (your own id) or remove someone below you; the last owner stays."
    removePublicationMember(publicationId: ID!, userId: ID!): Boolean!
    "An owner changes a member's role; the last owner stays an owner."
    setPublicationMemberRole(publicationId: ID!, userId: ID!, role: CollectionRole!): Boolean!
    "With enable_submissions_v2: a writer submits a draft to the publication for review."
    submitToPublication(publicationId: ID!, postId: ID!): Submission!
    "A submission's transition (platform-reference §3): who may take which is core's table. Accept publishes the story (at scheduledAt, or now)."
    updateSubmission(submissionId: ID!, action: SubmissionAction!, note: String, scheduledAt: Float): Submission!
    "The featured stories, in order (the homepage's featured section follows)."
    setFeaturedStories(publicationId: ID!, postIds: [ID!]!): [ID!]!
  }

  input CreatePublicationInput {
    name: String!
    slug: String!
    tagline: String!
    "An image the viewer uploaded (POST /_/upload)."
    avatarId: ID
  }

  enum SubmissionStatus {
    WIP
    OPEN
    TRIAGE
    IN_REVIEW
    CHANGES_REQUESTED
    CHANGES_MADE
    ACCEPTED
    REJECTED
    CANCELLED
  }

  "A transition of a submission (submit starts one: submitToPublication)."
  enum SubmissionAction {
    triage
    review
    requestChanges
    resubmit
    withdraw
    accept
    reject
    cancel
  }

  type ViewerPublication {
    id: ID!
    slug: String!
    name: String!
    role: CollectionRole!
  }

  type PublicationMember {
    userId: ID!
    username: String!
    name: String!
    role: CollectionRole!
    "Whether the viewer may remove this member (their own row: leave)."
    viewerMayRemove: Boolean!
  }

  type PublicationInvitation {
    id: ID!
    publicationId: ID!
    publicationSlug: String!
    publicationName: String!
    inviteeUsername: String!
    inviteeName: String!
    inviterName: String
    role: CollectionRole!
    createdAt: Float!
  }

  type PublicationPeople {
    id: ID!
    publicationId: ID!
    slug: String!
    name: String!
    viewerRole: CollectionRole
    "Whether the viewer may invite and change roles (owners)."
    viewerMayInvite: Boolean!
    members: [PublicationMember!]!
    "Open invitations; owners and editors only (empty for anyone else)."
    invitations: [PublicationInvitation!]!
    "The viewer's own open invitation to this publication, if any."
    viewerInvitation: PublicationInvitation
  }

  type SubmissionActionButton {
    action: SubmissionAction!
    label: String!
  }

  type Submission {
    id: ID!
    publicationId: ID!
    publicationSlug: String!
    publicationName: String!
    postId: ID!
    title: String!
    subtitle: String!
    writerUsername: String!
    writerName: String!
    status: SubmissionStatus!
    statusLabel: String!
    "The editors' latest note (changes asked for, or why it was rejected)."
    note: String!
    createdAt: Float!
    updatedAt: Float!
    "The story's address once accepted and published; null before."
    publishedUrl: String
    "The transitions the viewer may take now, with their labels."
    actions: [SubmissionActionButton!]!
    "The draft's paragraphs as text, for the editors reviewing it (null for anyone else)."
    preview: [String!]
  }

  type EditorInbox {
    id: ID!
    publicationId: ID!
    slug: String!
    name: String!
    viewerRole: CollectionRole!
    submissions: [Submission!]!
  }

  type SubmissionTargets {
    postId: ID!
    title: String!
    "Whether the story is a draft (only a draft may be submitted)."
    isDraft: Boolean!
    "The story's open submission, if it has one."
    openSubmission: Submission
    publications: [ViewerPublication!]!
  }

  type FeaturableStory {
    id: ID!
    title: String!
    publishedAt: Float!
  }

  type FeaturedStoriesManager {
    id: ID!
    publicationId: ID!
    slug: String!
    name: String!
    featured: [FeaturableStory!]!
    stories: [FeaturableStory!]!
  }
`;
