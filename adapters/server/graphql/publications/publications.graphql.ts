// Publications (reader-experience §3 Publication, §2.6): the masthead, the viewer's edge, the homepage its
// editors arranged (header and sections) and its stream (publicationPostFeed).
export const publicationTypeDefs = /* GraphQL */ `
  extend type Query {
    "A publication by slug (case-insensitive); null when there is none."
    publication(slug: String!): Publication
    """
    platform-reference §7.4 publicationByRef: a publication by its slug (case-insensitive) or, when the ref
    has no slug, by the custom domain it is served on; null when there is none. A ref with neither: BAD_USER_INPUT.
    """
    publicationByRef(ref: PublicationRef!): Publication
  }

  "Which publication: its slug, or the custom domain it is served on."
  input PublicationRef {
    slug: String
    domain: String
  }

  type PublicationViewerEdge {
    id: ID!
    isFollowing: Boolean!
    isMuting: Boolean!
    "OWNER, EDITOR or WRITER when the viewer works on the publication."
    viewerStaffRole: CollectionRole
  }

  type ImageRef {
    id: ID!
  }

  enum CollectionRole {
    OWNER
    EDITOR
    WRITER
  }

  type PublicationEditor {
    role: CollectionRole!
    user: User!
  }

  type NavigationItem {
    title: String!
    "One of ABOUT, ARCHIVE, EXTERNAL_URL, LATEST, PAGE, POST, SECTION, TAG_FEED, TRENDING."
    destination: String!
    value: String!
  }

  type FollowGraph {
    followerCount: Int!
  }

  type Publication {
    id: ID!
    slug: String!
    name: String!
    tagline: String!
    description: String!
    domain: String
    "Header colour as 6-digit hex rgb."
    headerColor: String
    url: String!
    navigationItems: [NavigationItem!]!
    "Editors, owners first; filter by role, at most 'first' (default 10)."
    editors(roles: [CollectionRole!], first: Int = 10): [PublicationEditor!]!
    followGraph: FollowGraph!
    avatar: ImageRef
    viewerEdge: PublicationViewerEdge!
    "reader-experience §3: the homepage — its header and the sections its editors arranged."
    homepage: PublicationHomepage!
    "publicationPostFeed: the publication's stories, newest first, without those by writers the viewer muted."
    posts(paging: PagingOptions): PostFeed!
  }

  type PublicationHomepage {
    id: ID!
    title: String!
    description: String!
    header: PublicationHeader!
    sections: [PublicationSection!]!
  }

  type PublicationHeader {
    color: HeaderColor
    backgroundImage: HeaderImage
  }

  type HeaderColor {
    "6-digit hex, no '#'."
    rgb: String!
  }

  type HeaderImage {
    id: ID!
    "Empty when the image is decoration."
    alt: String!
    focusPercentX: Int!
    focusPercentY: Int!
  }

  enum PublicationSectionType {
    "Stories the editors picked, in their order."
    FEATURED
    "The publication's newest stories; more through Publication.posts."
    LATEST
    "The newest stories under one tag."
    TAG
    "Issue 22: the publication's newsletter, with the editors' title and text (its value)."
    PROMOTION
  }

  enum PublicationSectionLayout {
    GRID
    LIST
  }

  type PublicationSection {
    id: ID!
    type: PublicationSectionType!
    title: String!
    layout: PublicationSectionLayout!
    "How many stories the section shows."
    postCount: Int!
    "A TAG section's tag."
    tag: Tag
    "A PROMOTION section's text; empty for the other kinds."
    text: String!
    "The section's stories; a LATEST section's next page continues in Publication.posts."
    posts: PostFeed!
  }
`;
