// Following (reader-experience §2.4, §3 and §7; platform-reference §7.4 followingFeed): follow and mute,
// who to follow, the following feed, the reader's own lists and a writer's followers and following.
export const followingTypeDefs = /* GraphQL */ `
  extend type Query {
    "Who to follow: writers and publications the viewer does not follow yet (nor muted, nor works on), most followed first. first: 1 to 10."
    whoToFollow(first: Int = 3): [FollowedEntity!]!
    """
    platform-reference §7.4 followingFeed (sortType): signed in only. Published posts by the writers the
    viewer follows (entityType WRITERS), accepted in the publications they follow (PUBLICATIONS), or both
    (no entityType), newest first, paged like webRecommendedFeed. Muted writers' and publications' posts
    are left out. selection narrows the feed to one followed writer or publication of that kind; one the
    viewer does not follow is refused (BAD_USER_INPUT).
    """
    followingFeed(paging: PagingOptions, sortType: FollowingFeedSortType = NEWEST, entityType: FollowingEntityType, selection: ID): PostFeed!
  }

  extend type Mutation {
    "reader-experience §7: follow a writer. Idempotent; following yourself is refused."
    followUser(targetUserId: ID!): User!
    unfollowUser(targetUserId: ID!): User!
    followCollection(targetCollectionId: ID!): Publication!
    unfollowCollection(targetCollectionId: ID!): Publication!
    "Muted writers' and publications' posts leave the viewer's feeds."
    muteUser(targetUserId: ID!): User!
    unmuteUser(targetUserId: ID!): User!
    muteCollection(targetCollectionId: ID!): Publication!
    unmuteCollection(targetCollectionId: ID!): Publication!
  }

  "The order of the following feed."
  enum FollowingFeedSortType {
    "Newest first, by first publication: the only order so far."
    NEWEST
  }

  "The kind of followed entity: the following feed's tabs (/me/following-feed/writers or /publications)."
  enum FollowingEntityType {
    WRITERS
    PUBLICATIONS
  }

  extend type Viewer {
    "reader-experience §2.4 / SidebarMenuQuery: followed writers and publications, the most recently published first."
    followedEntities(first: Int = 10, type: FollowingEntityType): FollowedEntityConnection!
    "One writer or publication of that kind the viewer follows, by id; null when they do not follow it."
    followedEntity(type: FollowingEntityType!, id: ID!): FollowedEntityEdge
    "customize-following: the writers the viewer follows, the most recent follow first. first: 1 to 50."
    followedUsers(first: Int = 25, after: String): UserConnection!
    "customize-following: the publications the viewer follows, the most recent follow first. first: 1 to 50."
    followedPublications(first: Int = 25, after: String): PublicationConnection!
    "customize-muted: the writers the viewer muted, the most recent mute first. first: 1 to 50."
    mutedUsers(first: Int = 25, after: String): MutedUserConnection!
    "customize-muted: the publications the viewer muted, the most recent mute first. first: 1 to 50."
    mutedPublications(first: Int = 25, after: String): MutedPublicationConnection!
  }

  extend type User {
    "user-followers: the writers who follow this one, the most recent follow first. first: 1 to 50."
    followers(first: Int = 25, after: String): UserConnection!
    "user-following: the writers this one follows, the most recent follow first. first: 1 to 50."
    following(first: Int = 25, after: String): UserConnection!
  }

  type PublicationConnection {
    edges: [PublicationEdge!]!
    pageInfo: PageInfo!
  }

  type PublicationEdge {
    cursor: String!
    "When the follow began, in epoch milliseconds."
    followedAt: Float!
    node: Publication!
  }

  type MutedUserConnection {
    edges: [MutedUserEdge!]!
    pageInfo: PageInfo!
  }

  type MutedUserEdge {
    cursor: String!
    "When the mute began, in epoch milliseconds."
    mutedAt: Float!
    node: User!
  }

  type MutedPublicationConnection {
    edges: [MutedPublicationEdge!]!
    pageInfo: PageInfo!
  }

  type MutedPublicationEdge {
    cursor: String!
    "When the mute began, in epoch milliseconds."
    mutedAt: Float!
    node: Publication!
  }

  type FollowedEntityConnection {
    edges: [FollowedEntityEdge!]!
    pageInfo: PageInfo!
  }

  type PageInfo {
    hasNextPage: Boolean!
    "Pass as after to get the next page; null when there is none."
    endCursor: String
  }

  type UserConnection {
    edges: [UserEdge!]!
    pageInfo: PageInfo!
  }

  type UserEdge {
    cursor: String!
    "When the follow began, in epoch milliseconds."
    followedAt: Float!
    node: User!
  }

  type FollowedEntityEdge {
    lastPublishedAt: Float
    node: FollowedEntityNode!
  }

  type FollowedEntityNode {
    id: ID!
    entity: FollowedEntity!
  }

  union FollowedEntity = User | Publication
`;
