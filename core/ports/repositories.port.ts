// Every repository a request may use: the ports the GraphQL resolvers and the services speak to.
// adapters/server/graphql/repositories.ts builds the Postgres implementations of them, once per store.
import type { RateCounter } from '../limits/rate-limit.ts';
import type { ClapsRepository } from './claps-repository.port.ts';
import type { AuthRepository } from './auth-repository.port.ts';
import type { FollowsRepository, SuggestionsRepository } from './follows-repository.port.ts';
import type { ListsRepository } from './lists-repository.port.ts';
import type { HighlightsRepository } from './highlights-repository.port.ts';
import type { NotificationsRepository } from './notifications-repository.port.ts';
import type { ReadingHistoryRepository } from './reading-history-repository.port.ts';
import type { MediaRepository } from './media-repository.port.ts';
import type { MembershipsRepository, SandboxPaymentProvider } from './memberships-repository.port.ts';
import type { PostEditingRepository } from './post-editing-repository.port.ts';
import type { PostsRepository } from './posts-repository.port.ts';
import type { RecommendationsRepository } from './recommendations-repository.port.ts';
import type { PublicationHomepageRepository, PublicationsRepository } from './publications-repository.port.ts';
import type { PublicationSettingsRepository } from './publication-settings.port.ts';
import type { ReportingRepository } from './reporting-repository.port.ts';
import type { ResponsesRepository } from './responses-repository.port.ts';
import type { SearchService } from './search.port.ts';
import type { StatsRepository } from './stats-repository.port.ts';
import type { ServerSecrets, SessionsRepository } from './sessions-repository.port.ts';
import type { SyndicationRepository } from './syndication-repository.port.ts';
import type { TopicsRepository } from './topics-repository.port.ts';
import type { UsersRepository } from './users-repository.port.ts';
import type { VariantFlagsRepository } from './variant-flags-repository.port.ts';

export type Repositories = {
  posts: PostsRepository;
  /** Writing and publishing: drafts, publishing, Your Stories, the trash. */
  postEditing: PostEditingRepository;
  users: UsersRepository;
  publications: PublicationsRepository;
  publicationHomepage: PublicationHomepageRepository;
  /** Issue 22 part B: a publication's settings and the reads of its pages. */
  publicationSettings: PublicationSettingsRepository;
  topics: TopicsRepository;
  sessions: SessionsRepository;
  auth: AuthRepository;
  follows: FollowsRepository;
  memberships: MembershipsRepository;
  /** The built-in sandbox payment provider keeps its books in the same store. */
  sandboxPayments: SandboxPaymentProvider;
  suggestions: SuggestionsRepository;
  reporting: ReportingRepository;
  /** core/limits/rate-limit.ts: every rate limit, counted atomically in the store. */
  rateLimits: RateCounter;
  /** Secrets every server process shares (the xsrf signing key). */
  serverSecrets: ServerSecrets;
  variantFlags: VariantFlagsRepository;
  /** Uploaded images (POST /_/upload, GET /media/{id}). */
  media: MediaRepository;
  /** platform-reference §2.1: what the feeds and the sitemap read. */
  syndication: SyndicationRepository;
  /** Lists (catalogs): a reader's lists, their stories and their followers. */
  lists: ListsRepository;
  /** platform-reference §7.5: the search service. */
  search: SearchService;
  /** Issue 16: readers' claps on stories and the stories' totals. */
  claps: ClapsRepository;
  /** Responses (issue 16): a story's responses and replies, hiding them, closing discussion. */
  responses: ResponsesRepository;
  /** Readers' highlights (core/highlights/highlight.ts). */
  highlights: HighlightsRepository;
  /** The reading history and its pause switch. */
  readingHistory: ReadingHistoryRepository;
  /** Issue 17: a reader's notifications, read marks and settings; the Notifier the services call. */
  notifications: NotificationsRepository;
  /** Issue 18: For you's candidates, the reader's taste and their 'Show more / Show less like this' signals. */
  recommendations: RecommendationsRepository;
  /** Issue 23: stats rollups (views, reads, reading time, claps, responses, highlights, followers, subscribers per day). */
  stats: StatsRepository;
};
