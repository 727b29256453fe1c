// Issue 23 (stats): a writer's stats (/me/stats, /@{username}/stats), the responses they wrote
// (/me/stats/responses), a story's (/me/stats/post/{postId}, /@{username}/stats/post/{postId}), a writer's audience
// (/@{username}/audience, and one figure of it at /@{username}/audience/{details}) and a publication's
// (/{publication}/stats and /{publication}/stats/overview). Figures come from per-day rollups
// (migration 0041); a period is '7d', '30d', '90d' or 'lifetime' (core/stats/stats-period.ts). Days are UTC
// ('YYYY-MM-DD'); a lifetime's series has one point per month ('YYYY-MM'). Reading time is in seconds.
export const statsTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in writer's stories' stats over the period; Unauthorized when signed out. With a username (/@{username}/stats), that writer's, who must be the viewer (Forbidden otherwise)."
    writerStats(period: String!, username: String): WriterStatsResult!
    "The responses the signed-in writer wrote, with their stats over the period."
    responseStats(period: String!): ResponseStatsResult!
    "A story's stats, for its writer and its publication's editors and owners (Forbidden for anyone else). With a username, a story of that writer's only (NotFound otherwise)."
    postStats(postId: ID!, period: String!, username: String): PostStatsResult!
    "One figure of a writer's audience in detail: details is followers or subscribers. For that writer only."
    audienceDetails(username: String!, details: String!, period: String!): AudienceDetailsResult!
    "A publication's overview: its totals beside the period before, its traffic sources and its writers. For its editors and owners."
    publicationStatsOverview(slug: String!, period: String!): PublicationStatsOverviewResult!
    "A writer's followers and newsletter subscribers gained per day, for that writer only."
    audienceStats(username: String!, period: String!): AudienceStatsResult!
    "A publication's stories and audience, for its editors and owners."
    publicationStats(slug: String!, period: String!): PublicationStatsResult!
    "The stories the publication's newsletter e-mailed (its digests), newest first, with their e-mails by state."
    publicationDigestStats(slug: String!): PublicationDigestStatsResult!
    "A newsletter's stats (/newsletters/{id}/stats): its subscribers per day and the e-mails of each issue. A writer's newsletter is theirs; a publication's, its editors' and owners'."
    newsletterStats(newsletterId: ID!, period: String!): NewsletterStatsResult!
  }

  type NewsletterStats {
    newsletterId: ID!
    name: String!
    "Whose newsletter: the writer's name, or the publication's."
    ownerName: String!
    "The writer's profile or the publication's home."
    ownerUrl: String!
    "Where its owner manages it: the writer's subscribers page, or the publication's newsletter settings."
    manageUrl: String!
    window: StatsWindow!
    "Active subscribers today."
    subscribers: Int!
    gained: Int!
    lost: Int!
    series: [AudienceDetailPoint!]!
    "The stories it e-mailed, newest first (at most 50), with their e-mails by state."
    issues: [DigestStats!]!
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

  type ResponseStats {
    window: StatsWindow!
    totals: StoryFigures!
    series: [StoryFiguresPoint!]!
    "The writer's published responses, most viewed in the window first (at most 100)."
    responses: [StoryStatsRow!]!
  }

  type AudienceDetailPoint {
    bucket: String!
    gained: Int!
    lost: Int!
    "Gained less lost."
    net: Int!
    "The count at the end of the bucket, worked back from today's."
    total: Int!
  }

  type AudienceDetails {
    user: User!
    "followers or subscribers."
    details: String!
    "Followers or Email subscribers."
    label: String!
    window: StatsWindow!
    "The count today."
    now: Int!
    gained: Int!
    lost: Int!
    series: [AudienceDetailPoint!]!
    "The CSV export of the audience over this window."
    exportUrl: String!
  }

  type WriterStatsRow {
    user: User!
    "Their published stories in the publication."
    stories: Int!
    views: Int!
    reads: Int!
    readRatio: Int!
    memberReadingSeconds: Float!
    claps: Int!
    responses: Int!
    highlights: Int!
  }

  type PreviousStatsPeriod {
    from: String!
    to: String!
    totals: StoryFigures!
  }

  type PublicationStatsOverview {
    publication: Publication!
    window: StatsWindow!
    totals: StoryFigures!
    "The period of the same length before this one; null for a lifetime."
    previous: PreviousStatsPeriod
    sources: [TrafficSourceViews!]!
    "Its writers, most viewed in the window first (at most 20)."
    writers: [WriterStatsRow!]!
    audience: AudienceFigures!
  }

  union WriterStatsResult = WriterStats | Unauthorized | Forbidden | NotFound | BadRequest
  union ResponseStatsResult = ResponseStats | Unauthorized | BadRequest
  union AudienceDetailsResult = AudienceDetails | Unauthorized | Forbidden | NotFound | BadRequest
  union PublicationStatsOverviewResult = PublicationStatsOverview | Unauthorized | Forbidden | NotFound | BadRequest
  union PostStatsResult = PostStats | Unauthorized | Forbidden | NotFound | BadRequest
  union AudienceStatsResult = AudienceStats | Unauthorized | Forbidden | NotFound | BadRequest
  union PublicationStatsResult = PublicationStats | Unauthorized | Forbidden | NotFound | BadRequest
  union PublicationDigestStatsResult = PublicationDigestStats | Unauthorized | Forbidden | NotFound
  union NewsletterStatsResult = NewsletterStats | Unauthorized | Forbidden | NotFound | BadRequest
`;
