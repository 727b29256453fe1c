// Issue 22 part B (reader-experience §2.6, §3): a publication's settings — Info & Homepage, Navigation, Subpages,
// About — for its owners and editors, and what its pages read: the search tags (seoMetaTags), the about text, the
// guidelines for writers, subpages, trending, featured, the archive by date in its time zone, all stories in an
// order, and its followers.
export const publicationSettingsTypeDefs = /* GraphQL */ `
  extend type Query {
    "The publication's settings, for its owners and editors; null when there is no such publication. Others: FORBIDDEN."
    publicationSettings(slug: String!): PublicationSettings
  }

  extend type Mutation {
    "Info & Homepage: name, tagline, description, search tags, time zone and header. A bad colour: 'Invalid color string' / 'Unrecognized or invalid color string'."
    updatePublicationInfo(publicationId: ID!, input: PublicationInfoInput!): PublicationSettings!
    "Info & Homepage: the homepage's sections, in order (at most 10)."
    updatePublicationSections(publicationId: ID!, sections: [PublicationSectionInput!]!): PublicationSettings!
    "Navigation: the tabs, in order; external links are kept last. A link that is not http(s): BAD_USER_INPUT."
    updatePublicationNavigation(publicationId: ID!, items: [NavigationItemInput!]!): PublicationSettings!
    "About: the about page's text and the guidelines the write-for-us page shows."
    updatePublicationAbout(publicationId: ID!, input: PublicationAboutInput!): PublicationSettings!
    "Subpages: a new subpage at /{publication}/subpage/{slug}; the slug comes from the title when empty."
    createPublicationSubpage(publicationId: ID!, input: SubpageInput!): Subpage!
    "Subpages: changes the subpage at that slug (its slug too)."
    updatePublicationSubpage(publicationId: ID!, slug: String!, input: SubpageInput!): Subpage!
    "Subpages: deletes the subpage; false when there was none."
    deletePublicationSubpage(publicationId: ID!, slug: String!): Boolean!
    "Custom domain: records the domain as pending (not live until it is connected). A bad, own or taken domain: BAD_USER_INPUT."
    requestPublicationCustomDomain(publicationId: ID!, domain: String!): PublicationSettings!
    "Custom domain: PENDING forgets the domain asked for; LIVE stops serving the live one."
    removePublicationCustomDomain(publicationId: ID!, which: String!): PublicationSettings!
  }

  input PublicationInfoInput {
    name: String!
    tagline: String!
    description: String!
    seoDescription: String!
    "One of 'index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'."
    seoRobots: String!
    "An IANA time zone (Europe/Paris); the archive's days are its days."
    timeZone: String!
    "Hex (#1a8917, #1a8917cc, #abc) or rgb(a); empty for none."
    headerColor: String!
    "An uploaded image's id (POST /_/upload), or null for none."
    headerImageId: ID
    headerImageAlt: String!
    headerFocusX: Int!
    headerFocusY: Int!
  }

  input PublicationSectionInput {
    "FEATURED, LATEST, TAG or PROMOTION."
    type: String!
    title: String!
    "A TAG section's tag slug; a PROMOTION section's text; ignored otherwise."
    value: String!
    "GRID or LIST."
    layout: String!
    postCount: Int!
  }

  input NavigationItemInput {
    title: String!
    "ABOUT, ARCHIVE, EXTERNAL_URL, LATEST, PAGE, POST, SECTION, TAG_FEED or TRENDING."
    destination: String!
    value: String!
  }

  input PublicationAboutInput {
    about: String!
    writeForUs: String!
  }

  input SubpageInput {
    title: String!
    "Empty: made from the title."
    slug: String!
    "Paragraphs separated by a blank line; '# ' a heading, '> ' a quote, '- ' a list item."
    text: String!
  }

  type SectionSetting {
    type: String!
    title: String!
    value: String!
    layout: String!
    postCount: Int!
  }

  type PublicationSettings {
    id: ID!
    slug: String!
    name: String!
    tagline: String!
    description: String!
    seoDescription: String!
    seoRobots: String!
    timeZone: String!
    "6-digit hex, no '#'; null for none."
    headerColor: String
    headerImageId: ID
    headerImageAlt: String!
    headerFocusX: Int!
    headerFocusY: Int!
    about: String!
    writeForUs: String!
    sections: [SectionSetting!]!
    navigationItems: [NavigationItem!]!
    subpages: [Subpage!]!
    customDomain: PublicationCustomDomain!
  }

  "A publication's custom domain: live only when the host lookup serves it as the publication."
  type PublicationCustomDomain {
    "NONE, PENDING or LIVE."
    state: String!
    live: String
    pending: String
    "The DNS record to create for the pending domain: CNAME (a subdomain) or ALIAS (a domain's apex); null without one."
    recordType: String
    recordName: String
    "The host the record points at: the site's own."
    recordValue: String
  }

  type Subpage {
    id: ID!
    slug: String!
    title: String!
    url: String!
    "The body as the editor shows it (paragraphs as text)."
    text: String!
    bodyModel: BodyModel!
    "Epoch milliseconds."
    updatedAt: Float!
  }

  type SeoMetaTags {
    description: String!
    robots: String!
  }

  type ArchiveMonth {
    year: Int!
    month: Int!
    count: Int!
  }

  "How /{publication}/all orders its stories."
  enum AllOrder {
    NEWEST
    EARLIEST
    MOST_POPULAR
  }

  extend type Publication {
    "reader-experience §3 seoMetaTags: the description and robots of the publication's pages."
    seoMetaTags: SeoMetaTags!
    "The about page's text."
    about: String!
    "The guidelines for writers the write-for-us page shows."
    writeForUs: String!
    "The IANA time zone its archive is bucketed in."
    timeZone: String!
    subpage(slug: String!): Subpage
    subpages: [Subpage!]!
    "Its stories by claps and reads of the last 7 days (reading history), most first; at most 'first' (1 to 25)."
    trending(first: Int = 10): PostFeed!
    "The stories its editors featured, in their order (as the homepage's featured section reads them); at most 25."
    featured: PostFeed!
    "Its stories published on that year, month or day in its time zone, newest first."
    archive(year: Int!, month: Int, day: Int, paging: PagingOptions): PostFeed!
    "How many stories each month holds, in its time zone, newest first."
    archiveIndex: [ArchiveMonth!]!
    "Every story, in the order, under a topic (its slug) when given."
    all(orderBy: AllOrder = NEWEST, topic: String, paging: PagingOptions): PostFeed!
    "Who follows it, the most recent follow first. first: 1 to 50."
    followers(first: Int = 25, after: String): UserConnection!
  }
`;
