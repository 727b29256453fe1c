// Writers (reader-experience §3 User), and the signed-in reader (Viewer): their names, counts and the viewer's
// edge to them. Their follow lists are in following/, their memberships in membership/.
export const userTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in reader; null when logged out."
    viewer: Viewer
    "A user by username (case-insensitive); null when there is none."
    user(username: String!): User
  }

  type Viewer {
    id: ID!
    username: String!
    name: String!
    imageId: String
    socialStats: SocialStats!
  }

  type User {
    id: ID!
    username: String!
    name: String!
    bio: String!
    imageId: String
    url: String!
    socialStats: SocialStats!
    viewerEdge: UserViewerEdge!
    "The writer's published stories, newest first."
    posts(paging: PagingOptions): PostFeed!
  }

  type UserViewerEdge {
    id: ID!
    isFollowing: Boolean!
    isMuting: Boolean!
  }

  type SocialStats {
    followerCount: Int!
    followingCount: Int!
  }
`;
