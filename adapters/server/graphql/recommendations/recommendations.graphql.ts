// Issue 18: Home's For you ranking (platform-reference §7.4 webRecommendedFeed, in feed.graphql.ts), its topic tabs
// (personalisedTagFeed), 'Show more / Show less like this' (platform-reference §3 signal actions), Refine
// recommendations, and Recommended from {product} at a story's end.
export const recommendationsTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    platform-reference §7.4 personalisedTagFeed: a Home topic tab. The published stories of the topic with this
    slug, newest first, paged like webRecommendedFeed; the viewer's mutes apply and a story they asked to see less
    of stays out. An unknown topic gives no items.
    """
    personalisedTagFeed(tagSlug: String!, mode: PersonalisedTagFeedMode = NEWEST, paging: PagingOptions): PostFeed!
    """
    Recommended from {product} at a story's end: up to limit (1 to 8) stories ranked as For you ranks them, without
    the story itself, its writer's stories, what the viewer has read, nor muted writers and publications.
    """
    recommendedStories(postId: ID!, limit: Int = 4): [Post!]!
  }

  extend type Mutation {
    """
    'Show more / Show less like this' on a story's card: SHOW_MORE and SHOW_LESS record the reader's signal on the
    story (a new one replaces the last), CLEAR_SIGNAL forgets it. For you ranks the story's writer and topic by it.
    Signed in only; a story that is not published and listed is NOT_FOUND.
    """
    setRecommendationSignal(postId: ID!, action: SignalAction!): RecommendationSignalResult!
  }

  "platform-reference §3: the signal actions."
  enum SignalAction {
    SHOW_MORE
    SHOW_LESS
    CLEAR_SIGNAL
  }

  "The order of a Home topic tab."
  enum PersonalisedTagFeedMode {
    "Newest first: the only order so far."
    NEWEST
  }

  type RecommendationSignalResult {
    post: Post!
    "The signal now in force: SHOW_MORE, SHOW_LESS, or null once cleared."
    action: SignalAction
  }

  type RecommendationSignal {
    action: SignalAction!
    "When it was given, in epoch milliseconds."
    givenAt: Float!
    post: Post!
  }

  extend type Viewer {
    "Refine recommendations: the signals the viewer gave, newest first. first: 1 to 50."
    recommendationSignals(first: Int = 25): [RecommendationSignal!]!
  }
`;
