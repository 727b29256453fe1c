// The repositories a request may use, built once per store: the Postgres implementations of core's ports
// (core/ports/repositories.port.ts), each checked against its port by the return type.
import { clapsRepository } from '../../postgres/claps.repository.ts';
import { authRepository } from '../../postgres/auth.repository.ts';
import { followsRepository } from '../../postgres/follows.repository.ts';
import { membershipsRepository } from '../../postgres/memberships.repository.ts';
import { sandboxProvider } from '../../postgres/payments.sandbox.ts';
import { postsRepository } from '../../postgres/posts.repository.ts';
import { postEditingRepository } from '../../postgres/post-editing.repository.ts';
import { publicationHomepageRepository } from '../../postgres/publication-homepage.repository.ts';
import { publicationSettingsRepository } from '../../postgres/publication-settings.repository.ts';
import { sessionsRepository } from '../../postgres/sessions.repository.ts';
import { securityRepository, type SecurityRepository } from '../../postgres/security.repository.ts';
import { suggestionsRepository } from '../../postgres/suggestions.repository.ts';
import { syndicationRepository } from '../../postgres/syndication.repository.ts';
import { publicationsRepository } from '../../postgres/publications.repository.ts';
import type { Store } from '../../postgres/store.ts';
import { topicsRepository } from '../../postgres/topics.repository.ts';
import { usersRepository } from '../../postgres/users.repository.ts';
import { rateLimitsRepository } from '../../postgres/rate-limits.repository.ts';
import { serverSecretsRepository } from '../../postgres/server-secrets.repository.ts';
import { reportingRepository } from '../../postgres/reporting.repository.ts';
import { variantFlagsRepository } from '../../postgres/variant-flags.repository.ts';
import { postgresSearch } from '../../postgres/search.postgres.ts';
import { jobsRepository, type JobsRepository } from '../../postgres/jobs.repository.ts';
import { mailDeliveriesRepository, type MailDeliveriesRepository } from '../../postgres/mail-deliveries.repository.ts';
import { newslettersRepository, storyForMail, type NewslettersRepository, type StoryForMail } from '../../postgres/newsletters.repository.ts';
import { listsRepository } from '../../postgres/lists.repository.ts';
import { giftsRepository, type GiftsRepository } from '../../postgres/gifts.repository.ts';
import { PostgresPartnerRepository } from '../../postgres/partner.repository.ts';
import { landingPagesRepository, type LandingPagesRepository } from '../../postgres/landing-pages.repository.ts';
import { mediaRepository } from '../../postgres/media.repository.ts';
import { responsesRepository } from '../../postgres/responses.repository.ts';
import { highlightsRepository } from '../../postgres/highlights.repository.ts';
import { readingHistoryRepository } from '../../postgres/reading-history.repository.ts';
import { notificationsRepository } from '../../postgres/notifications.repository.ts';
import { accountRepository, type AccountRepository } from '../../postgres/account.repository.ts';
import { recommendationsRepository } from '../../postgres/recommendations.repository.ts';
import { publicationPeopleRepository, type PublicationPeopleRepository } from '../../postgres/publication-people.repository.ts';
import { statsRepository } from '../../postgres/stats.repository.ts';
import { readerPagesRepository, type ReaderPagesRepository } from '../../postgres/reader-pages.repository.ts';
import { profileTabsRepository, type ProfileTabsRepository } from '../../postgres/profile-tabs.repository.ts';
import { featurePagesRepository } from '../../postgres/feature-pages.repository.ts';
import type { FeaturePagesRepository } from '../../../core/ports/feature-pages.port.ts';
import { browseRepository, type BrowseRepository } from '../../postgres/browse.repository.ts';
import { topicCurationRepository, type TopicCurationRepository } from '../../postgres/topic-curation.repository.ts';
import type { Repositories as Ports } from '../../../core/ports/repositories.port.ts';
import type { SearchService } from '../../../core/ports/search.port.ts';

/**
 * Core's repository ports, plus the jobs table, which only the store's own job runner reads (the runner and its
 * table together are the store's implementation of the JobQueue port).
 */
export type Repositories = Ports & {
  jobs: JobsRepository;
  mailDeliveries: MailDeliveriesRepository;
  newsletters: NewslettersRepository;
  storyForMail: (postId: string) => Promise<StoryForMail | null>;
  /** Issue 22: a publication's people, submissions and featured stories. */
  publicationPeople: PublicationPeopleRepository;
  /** Issue 21: the Account and Publishing tabs (e-mail changes, old usernames, exports, deletion). */
  account: AccountRepository;
  /** Issue 23: gift orders and codes, cancellation feedback. */
  gifts: GiftsRepository;
  /** Issue 23 part C: the Partner Program. */
  partner: PostgresPartnerRepository;
  /** Issue 23: the landing pages' stories and author verification requests. */
  landingPages: LandingPagesRepository;
  /** Issue 21: the Security and apps tab (sessions list, recovery codes, passkeys, integration tokens). */
  security: SecurityRepository;
  /** A tag's recommended stories and writers, series, a writer's books (migration 0051). */
  readerPages: ReaderPagesRepository;
  /** A writer's recommended stories, responses and top-writer tags (the profile's tabs). */
  profileTabs: ProfileTabsRepository;
  /** A publication's feature pages (migration 0055). */
  featurePages: FeaturePagesRepository;
  /** A tag's archive by date and the top stories of a day (routes that answered 501). */
  browse: BrowseRepository;
  /** Staff curating a topic: its description and its stories. */
  topicCuration: TopicCurationRepository;
};

export function createRepositories(store: Store, options: { search?: SearchService; onNotifyError?: (error: unknown) => void } = {}): Repositories {
  return {
    posts: postsRepository(store.db),
    /** Writing and publishing (issue 15): drafts, revisions, publishing, Your Stories, the trash. */
    postEditing: postEditingRepository(store.db),
    users: usersRepository(store.db),
    publications: publicationsRepository(store.db),
    publicationHomepage: publicationHomepageRepository(store.db),
    publicationSettings: publicationSettingsRepository(store.db),
    topics: topicsRepository(store.db),
    sessions: sessionsRepository(store.db),
    auth: authRepository(store.db),
    security: securityRepository(store.db),
    readerPages: readerPagesRepository(store.db),
    profileTabs: profileTabsRepository(store.db),
    featurePages: featurePagesRepository(store.db),
    browse: browseRepository(store.db),
    topicCuration: topicCurationRepository(store.db),
    follows: followsRepository(store.db),
    memberships: membershipsRepository(store.db),
    /** The built-in sandbox payment provider keeps its books in the same store. */
    sandboxPayments: sandboxProvider(store.db),
    suggestions: suggestionsRepository(store.db),
    reporting: reportingRepository(store.db),
    /** core/limits/rate-limit.ts: every rate limit, counted atomically in the store. */
    rateLimits: rateLimitsRepository(store.db),
    /** Secrets every server process shares (the xsrf signing key). */
    serverSecrets: serverSecretsRepository(store.db),
    variantFlags: variantFlagsRepository(store.db),
    /** Uploaded images (POST /_/upload, GET /media/{id}). */
    media: mediaRepository(store.db),
    /** platform-reference §7.5: the search service — the built-in search over the store unless one is configured. */
    search:
      options.search ??
      postgresSearch(store.db, store.searchStatementTimeoutMs === null ? undefined : (work) => store.withStatementTimeout(store.searchStatementTimeoutMs!, work)),
    /** The durable job queue (README: Background jobs); services enqueue through the runner built on it. */
    jobs: jobsRepository(store.db),
    /** The durable mail queue (README: Newsletters → delivery guarantees); features enqueue through services.mail. */
    mailDeliveries: mailDeliveriesRepository(store.db),
    /** Newsletters and subscribers (README: Newsletters). */
    newsletters: newslettersRepository(store.db),
    storyForMail: (postId: string) => storyForMail(store.db, postId),
    publicationPeople: publicationPeopleRepository(store.db),
    account: accountRepository(store.db),
    gifts: giftsRepository(store.db),
    landingPages: landingPagesRepository(store.db),
    /** Lists (catalogs, issue 16). */
    lists: listsRepository(store.db),
    /** platform-reference §2.1: what the feeds and the sitemap read (read-only). */
    syndication: syndicationRepository(store.db),
    /** Issue 16: readers' claps and the stories' totals (one statement per clap). */
    claps: clapsRepository(store.db),
    /** Responses (issue 16): a story's responses and replies, hiding them, closing discussion. */
    responses: responsesRepository(store.db),
    /** Readers' highlights and the reading history (migration 0025). */
    highlights: highlightsRepository(store.db),
    readingHistory: readingHistoryRepository(store.db),
    /** Issue 17: notifications, read marks, settings (migration 0027); also the Notifier the services call. */
    notifications: notificationsRepository(store.db, { onError: options.onNotifyError }),
    /** Issue 18: For you, Recommended from {product}, and the readers' signals (migration 0031). */
    recommendations: recommendationsRepository(store.db),
    /** Issue 23: stats rollups (migration 0041), written as client events arrive and by triggers. */
    stats: statsRepository(store.db),
    /** Issue 23 part C: the Partner Program (migration 0044). */
    partner: new PostgresPartnerRepository(store.db),
  };
}
