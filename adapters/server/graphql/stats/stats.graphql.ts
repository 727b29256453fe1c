// Issue 23 (stats): a writer's stats (/me/stats), a story's (/me/stats/post/{postId}), a writer's audience
// (/@{username}/audience) and a publication's (/{publication}/stats). Figures come from per-day rollups
// (migration 0041); a period is '7d', '30d', '90d' or 'lifetime' (core/stats/stats-period.ts). Days are UTC
// ('YYYY-MM-DD'); a lifetime's series has one point per month ('YYYY-MM'). Reading time is in seconds.
export const statsTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in writer's stories' stats over the period; Unauthorized when signed out."
    writerStats(period: String!): WriterStatsResult!
    "A story's stats, for its writer and its publication's editors and owners (Forbidden for anyone else)."
    postStats(postId: ID!, period: String!): PostStatsResult!
    "A writer's followers and newsletter subscribers gained per day, for that writer only."
    audienceStats(username: String!, period: String!): AudienceStatsResult!
    "A publication's stories and audience, for its editors and owners."
    publicationStats(slug: String!, period: String!): PublicationStatsResult!
    "The stories the publication's newsletter e-mailed (its digests), newest first, with their e-mails by state."
    publicationDigestStats(slug: String!): PublicationDigestStatsResult!
  }

  type DigestStats {
    post: Post!
    "When its first e-mail was queued (ms since the epoch)."
    queuedAt: Float!
    recipients: Int!
    sent: Int!
    "Queued or being sent."
    pending: Int!
    failed: Int!
  }

  type PublicationDigestStats {
    publication: Publication!
    digests: [DigestStats!]!
    "Active subscribers of the publication's newsletter today."
    subscribers: Int!
  }

  type StatsWindow {
    "The period asked for: 7d, 30d, 90d or lifetime."
    period: String!
    "The first and last day shown (UTC, YYYY-MM-DD)."
    from: String!
    to: String!
    "day, or month for a lifetime."
    unit: String!
  }

  type StoryFigures {
    views: Int!
    reads: Int!
    "Reads over views, a whole percentage."
    readRatio: Int!
    "Seconds members spent reading."
    memberReadingSeconds: Float!
    claps: Int!
    responses: Int!
    highlights: Int!
  }

  type StoryFiguresPoint {
    "The day (YYYY-MM-DD) or month (YYYY-MM)."
    bucket: String!
    views: Int!
    reads: Int!
    readRatio: Int!
    memberReadingSeconds: Float!
    claps: Int!
    responses: Int!
    highlights: Int!
  }

  type StoryStatsRow {
    post: Post!
    "The story's stats page."
    statsUrl: String!
    views: Int!
    reads: Int!
    readRatio: Int!
    memberReadingSeconds: Float!
    claps: Int!
    responses: Int!
    highlights: Int!
  }

  type AudiencePoint {
    bucket: String!
    followersGained: Int!
    followersLost: Int!
    subscribersGained: Int!
    subscribersLost: Int!
  }

  type AudienceFigures {
    window: StatsWindow!
    "Followers today."
    followers: Int!
    "Active newsletter subscribers today."
    subscribers: Int!
    followersGained: Int!
    subscribersGained: Int!
    series: [AudiencePoint!]!
  }

  type TrafficSourceViews {
    "internal, search, social, external or direct (platform-reference §4's referrer rule)."
    source: String!
    label: String!
    views: Int!
  }

  type WriterStats {
    window: StatsWindow!
    totals: StoryFigures!
    series: [StoryFiguresPoint!]!
    "The writer's published stories, most viewed in the window first (at most 100)."
    stories: [StoryStatsRow!]!
    audience: AudienceFigures!
  }

  type PostStats {
    post: Post!
    window: StatsWindow!
    totals: StoryFigures!
    series: [StoryFiguresPoint!]!
    sources: [TrafficSourceViews!]!
  }

  type AudienceStats {
    user: User!
    "The CSV export of this window's days."
    exportUrl: String!
    audience: AudienceFigures!
  }

  type PublicationStats {
    publication: Publication!
    window: StatsWindow!
    totals: StoryFigures!
    series: [StoryFiguresPoint!]!
    stories: [StoryStatsRow!]!
    audience: AudienceFigures!
  }

  union WriterStatsResult = WriterStats | Unauthorized | BadRequest
  union PostStatsResult = PostStats | Unauthorized | Forbidden | NotFound | BadRequest
  union AudienceStatsResult = AudienceStats | Unauthorized | Forbidden | NotFound | BadRequest
  union PublicationStatsResult = PublicationStats | Unauthorized | Forbidden | NotFound | BadRequest
  union PublicationDigestStatsResult = PublicationDigestStats | Unauthorized | Forbidden | NotFound
`;
