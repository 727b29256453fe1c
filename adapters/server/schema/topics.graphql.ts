// Tag pages (/tag/{tagSlug}): a tag and its stories (platform-reference §7.4 tagFeed); topic pages
// (/topic/{topicSlug}) and the explore-topics page. Kept beside the main schema (extend type), merged in graphql.ts.
export const topicTypeDefs = /* GraphQL */ `
  extend type Query {
    "A tag by its slug; null when there is no such tag."
    tag(slug: String!): Tag
    """
    platform-reference §7.4 tagFeed: the published stories carrying the tag, newest first, paged like
    webRecommendedFeed. The viewer's muted writers and publications stay out. An unknown tag gives no items.
    """
    tagFeed(tagSlug: String!, paging: PagingOptions): PostFeed!
    "A topic by its slug; null when there is no such topic."
    topic(slug: String!): Topic
    "Every topic, by name (the explore-topics page)."
    topics: [Topic!]!
  }

  extend type Publication {
    "The publication's stories under a tag, newest first, paged like webRecommendedFeed; the viewer's mutes apply."
    tagged(tagSlug: String!, paging: PagingOptions): PostFeed!
  }

  extend type Topic {
    "How many published, listed stories the topic holds."
    postCount: Int!
    "The topic's published stories, newest first, paged like webRecommendedFeed; the viewer's mutes apply."
    posts(paging: PagingOptions): PostFeed!
  }

  extend type Tag {
    "How many published, listed stories carry the tag."
    postCount: Int!
  }
`;
