// Staff curating a topic (core/topics/topic-curation.ts; /topic/{topicSlug}/edit and /add-posts).
export const topicCurationTypeDefs = /* GraphQL */ `
  extend type Topic {
    "Whether the signed-in reader is staff, who may change the topic's description and stories."
    viewerCanCurate: Boolean!
  }

  extend type Mutation {
    "Staff: the topic's description (trimmed, at most 280 characters). Others: FORBIDDEN."
    updateTopicDescription(topicId: ID!, description: String!): Topic!
    """
    Staff: a published, listed story joins the topic. story: its address (…/p/{id}, …/{slug}-{id}) or id. No such
    story: NOT_FOUND. Others: FORBIDDEN.
    """
    addStoryToTopic(topicId: ID!, story: String!): Topic!
    "Staff: the story leaves the topic. Others: FORBIDDEN."
    removeStoryFromTopic(topicId: ID!, postId: ID!): Topic!
  }
`;
