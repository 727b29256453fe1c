// Tags and topics: tag pages (/tag/{tagSlug}), a tag and its stories (platform-reference §7.4 tagFeed), a
// publication's stories under a tag, topic pages (/topic/{topicSlug}), the explore-topics page and the
// recommended topics.
export const topicTypeDefs = /* GraphQL */ `
  extend type Query {
    "Topics to explore, most used first."
    recommendedTopics(limit: Int = 8): [Topic!]!
    "platform-reference §7.4 tagFromSlug: a tag by its slug; null when there is no such tag."
    tagFromSlug(tagSlug: String!): Tag
    "A tag by its slug; null when there is no such tag."
    tag(slug: String!): Tag @deprecated(reason: "Use tagFromSlug(tagSlug), as platform-reference §7.4 names it.")
    """
    platform-reference §7.4 tagFeed: the published stories carrying the tag, newest first, paged like
    webRecommendedFeed. The viewer's muted writers and publications stay out. An unknown tag gives no items.
    """
    tagFeed(tagSlug: String!, paging: PagingOptions): PostFeed!
    "A topic by its slug; null when there is no such topic."
    topic(slug: String!): Topic
    "Every topic, by name (the explore-topics page)."
    topics: [Topic!]!
    "The topics the signed-in reader follows, by name; empty when logged out."
    followedTopics: [Topic!]!
    "Issue 18: the tags the signed-in reader follows, by title; empty when logged out."
    followedTags: [Tag!]!
  }

  extend type Mutation {
    "The signed-in reader follows the topic (issue 18); following again changes nothing. Answers the topic as it now stands."
    followTopic(topicId: ID!): Topic!
    "The signed-in reader stops following the topic; unfollowing one not followed changes nothing."
    unfollowTopic(topicId: ID!): Topic!
    "Issue 18: the signed-in reader follows the tag (Follow on /tag/{tagSlug}); again changes nothing. Answers the tag."
    followTag(tagSlug: String!): Tag!
    "The signed-in reader stops following the tag; unfollowing one not followed changes nothing."
    unfollowTag(tagSlug: String!): Tag!
  }

  extend type Publication {
    "The publication's stories under a tag, newest first, paged like webRecommendedFeed; the viewer's mutes apply."
    tagged(tagSlug: String!, paging: PagingOptions): PostFeed!
  }

  type Topic {
    id: ID!
    slug: String!
    name: String!
    description: String!
    "How many published, listed stories the topic holds."
    postCount: Int!
    "The topic's published stories, newest first, paged like webRecommendedFeed; the viewer's mutes apply."
    posts(paging: PagingOptions): PostFeed!
    "Whether the signed-in reader follows the topic; false when logged out."
    viewerFollows: Boolean!
  }

  type Tag {
    slug: String!
    displayTitle: String!
    "How many published, listed stories carry the tag."
    postCount: Int!
    "Whether the signed-in reader follows the tag; false when logged out."
    viewerFollows: Boolean!
  }
`;
