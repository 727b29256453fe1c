// Writers (reader-experience §3 User), and the signed-in reader (Viewer): their names, counts and the viewer's
// edge to them. Their follow lists are in following/, their memberships in membership/.
export const userTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in reader; null when logged out."
    viewer: Viewer
    "A user by username (case-insensitive); null when there is none."
    user(username: String!): User
  }

  extend type Mutation {
    """
    Issue 18 (/get-started): the signed-in reader's name and username. A name is 1 to 50 characters; a username
    3 to 30 of a-z, 0-9 and '_' (a leading '@' dropped, letters lowered). A refused field says why; a username
    another account holds is refused in the same write that would take it.
    """
    updateProfile(name: String!, username: String!): UpdateProfileResult!
  }

  union UpdateProfileResult = ProfileUpdated | ProfileRefused

  type ProfileUpdated {
    viewer: Viewer!
  }

  "What was wrong with each field; null for a field that was fine."
  type ProfileRefused {
    nameError: String
    usernameError: String
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
