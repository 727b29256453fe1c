// A publication's feature pages (platform-reference §2.2: /settings/feature-pages, /new, /{topicSlug}/edit; the page
// at /{publication}/{topicSlug}/home and /{featureSlug}/tagged/{tagSlug}): a section's own page — title,
// description, layout, and its stories, chosen by tags — set up by the publication's owners and editors.
export const featurePagesTypeDefs = /* GraphQL */ `
  extend type Mutation {
    "Feature pages: a new page at /{publication}/{slug}/home, last in the order; the slug comes from the title when empty. Owners and editors only."
    createPublicationFeaturePage(publicationId: ID!, input: FeaturePageInput!): FeaturePage!
    "Feature pages: changes the page at that slug (its slug too)."
    updatePublicationFeaturePage(publicationId: ID!, slug: String!, input: FeaturePageInput!): FeaturePage!
    "Feature pages: deletes the page; false when there was none."
    deletePublicationFeaturePage(publicationId: ID!, slug: String!): Boolean!
    "Feature pages: the new order, naming every page once (Move up / Move down)."
    reorderPublicationFeaturePages(publicationId: ID!, slugs: [String!]!): [FeaturePage!]!
  }

  input FeaturePageInput {
    title: String!
    "Empty: made from the title. Lower-case words joined by dashes; not one of the publication's own pages (about, archive…)."
    slug: String!
    description: String!
    "GRID or LIST."
    layout: String!
    "1 to 5 tags (as typed or as slugs): the page's stories are the publication's stories with any of them."
    tags: [String!]!
  }

  "A section's own page: its stories are the publication's stories carrying any of its tags."
  type FeaturePage {
    id: ID!
    slug: String!
    title: String!
    description: String!
    "GRID or LIST."
    layout: String!
    tags: [FeaturePageTag!]!
    "/{publication}/{slug}/home"
    url: String!
    "The stories, newest first; with tag (one of its tags), only those with it. Another tag: BAD_USER_INPUT."
    posts(tag: String, paging: PagingOptions): PostFeed!
  }

  "One of a feature page's tags: its slug and how it reads (the tag's own title, or the slug for a tag no story has yet)."
  type FeaturePageTag {
    slug: String!
    displayTitle: String!
  }

  extend type PublicationSettings {
    featurePages: [FeaturePage!]!
  }

  extend type Publication {
    "Its feature page at that address, or null."
    featurePage(slug: String!): FeaturePage
    "Its feature pages in the order its editors set."
    featurePages: [FeaturePage!]!
  }
`;
