// The store's tables as Kysely sees them. Column names are snake_case in SQL and camelCase here
// (Kysely's CamelCasePlugin translates), so repositories speak the domain's spelling.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ImageMetadata, Paragraph } from '../../core/content/paragraph.ts';
import type { Currency, MembershipType, PaymentMethod, PaymentProviderName } from '../../core/membership/types.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A jsonb column that is never null: read as the parsed value, written as its JSON text. */
type Json = ColumnType<NonNullable<unknown>, string, string>;

export type CollectionRole = 'OWNER' | 'EDITOR' | 'WRITER';
export type PostVisibility = 'PUBLIC' | 'UNLISTED' | 'LOCKED';
export type { PostDraft, PostLicense, PostType, StoriesTab } from '../../core/content/post-lifecycle.ts';
import type { PostDraft, PostLicense, PostType, StoriesTab } from '../../core/content/post-lifecycle.ts';
import type { SubmissionStatus } from '../../core/publication/submission.ts';
export type NavigationDestination =
  | 'ABOUT'
  | 'ARCHIVE'
  | 'EXTERNAL_URL'
  | 'LATEST'
  | 'PAGE'
  | 'POST'
  | 'SECTION'
  | 'TAG_FEED'
  | 'TRENDING';

export interface UsersTable {
  id: string;
  username: string;
  name: string;
  bio: Generated<string>;
  email: string;
  imageId: string | null;
  /** scrypt, as 'scrypt$N$r$p$salt$hash'; null when the user never set a password. */
  passwordHash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Base32 TOTP secret of the confirmed authenticator, asked for when totpEnabled. */
  totpSecret: ColumnType<string | null, string | null | undefined, string | null>;
  totpEnabled: Generated<boolean>;
  /** Base32 TOTP secret of an enrolment started but not confirmed; never asked for, never replaces totpSecret until confirmed. */
  totpPendingSecret: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  /** Migration 0025: while true, opening a story adds nothing to the reader's history. */
  readingHistoryPaused: Generated<boolean>;
  /** Migration 0027: the notification digest's frequency (platform-reference §3: DAILY, WEEKLY, OFF). */
  notificationDigest: Generated<string>;
  /** Migration 0030: a new account not yet sent into onboarding (cleared as the auth callback sends it). */
  needsOnboarding: Generated<boolean>;
  /** Migration 0036 (issue 21): the profile's pronouns, at most four. */
  pronouns: ColumnType<string[], string[] | undefined, string[]>;
  /** Migration 0036: an http(s) address readers may tip at; null when none. */
  tippingLink: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0036: a new e-mail address waiting for its confirmation link, and when it was asked. */
  unverifiedEmail: ColumnType<string | null, string | null | undefined, string | null>;
  unverifiedEmailAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Migration 0036: allowEmailAddressSharingEditorWriter (the Publishing tab). */
  allowEmailSharing: Generated<boolean>;
  /** Migration 0043 (issue 21): when staff suspended the account; null while it is not suspended. */
  suspendedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Migration 0046 (issue 21): the writer's live custom domain, which the host lookup serves as their profile; unique. */
  customDomain: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0046: a custom domain asked for and not connected yet, and when it was asked. */
  pendingCustomDomain: ColumnType<string | null, string | null | undefined, string | null>;
  pendingCustomDomainRequestedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Migration 0043 (issue 21): a connected social sign-in: the provider's subject, linked to one account. */
export interface SocialLinksTable {
  provider: string;
  subject: string;
  userId: string;
  createdAt: CreatedAt;
}

/** Migration 0036: an old username and the account that held it (its profile redirects for a year). */
export interface UsernameHistoryTable {
  oldUsername: string;
  userId: string;
  changedAt: Date;
}

/** Migration 0036: a data export, made by a job; the zip is kept in the row. */
export interface DataExportsTable {
  id: string;
  userId: string;
  state: 'pending' | 'ready' | 'failed';
  createdAt: Date;
  readyAt: Date | null;
  byteSize: number | null;
  zip: Uint8Array | null;
}

export interface PublicationsTable {
  id: string;
  slug: string;
  name: string;
  tagline: Generated<string>;
  description: Generated<string>;
  avatarId: string | null;
  /** Header colour as 6-digit hex rgb, no '#'. */
  headerColor: string | null;
  domain: string | null;
  /** Issue 22: the custom domain asked for, not yet connected (migration 0045). */
  pendingDomain: string | null;
  pendingDomainRequestedAt: Date | null;
  /** The homepage header's background image, its alt text and focus point (percent from the left and top). */
  headerImageId: string | null;
  headerImageAlt: Generated<string>;
  headerFocusX: Generated<number>;
  headerFocusY: Generated<number>;
  createdAt: CreatedAt;
  /** Migration 0040: the pages' search tags (seoMetaTags), the about text, the guidelines for writers, the archive's time zone. */
  seoDescription: Generated<string>;
  seoRobots: Generated<string>;
  about: Generated<string>;
  writeForUs: Generated<string>;
  timeZone: Generated<string>;
}

/** Migration 0040: a publication's subpage, its body in the paragraph model. */
export interface PublicationSubpagesTable {
  id: string;
  publicationId: string;
  slug: string;
  title: string;
  body: Json;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0055: a publication's feature page (a section's own page), in its editors' order. */
export interface PublicationFeaturePagesTable {
  id: string;
  publicationId: string;
  slug: string;
  title: string;
  description: Generated<string>;
  layout: Generated<string>;
  tags: Json;
  position: number;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type PublicationSectionType = 'FEATURED' | 'LATEST' | 'TAG' | 'PROMOTION';
export type PublicationSectionLayout = 'GRID' | 'LIST';

export interface PublicationSectionsTable {
  id: string;
  publicationId: string;
  position: number;
  type: PublicationSectionType;
  title: Generated<string>;
  /** A TAG section's tag slug; '' otherwise. */
  value: Generated<string>;
  layout: Generated<PublicationSectionLayout>;
  postCount: Generated<number>;
}

export interface PublicationFeaturedPostsTable {
  publicationId: string;
  postId: string;
  position: number;
}

export interface PublicationEditorsTable {
  publicationId: string;
  userId: string;
  role: CollectionRole;
  createdAt: CreatedAt;
}

/** Issue 22 (migration 0038): an owner's open invitation of a user as EDITOR or WRITER. */
export interface PublicationInvitationsTable {
  id: string;
  publicationId: string;
  inviteeId: string;
  inviterId: string | null;
  role: 'EDITOR' | 'WRITER';
  createdAt: CreatedAt;
}

/** Issue 22 (migration 0038): a writer's draft submitted to a publication, and its status (platform-reference §3). */
export interface PublicationSubmissionsTable {
  id: string;
  publicationId: string;
  postId: string;
  writerId: string;
  status: SubmissionStatus;
  note: ColumnType<string, string | undefined, string>;
  reviewerId: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface NavigationItemsTable {
  publicationId: string;
  position: number;
  title: string;
  destination: NavigationDestination;
  /** What the destination points at: a tag slug, a URL, a post id, a subpage slug; '' when none. */
  value: Generated<string>;
}

export interface TopicsTable {
  id: string;
  slug: string;
  name: string;
  description: Generated<string>;
  /** Published, listed stories carrying the topic, kept by triggers (migration 0034). */
  listedPostCount: Generated<number>;
}

export interface TagsTable {
  slug: string;
  displayTitle: string;
  /** Published, listed stories carrying the tag, kept by triggers (migration 0034). */
  listedPostCount: Generated<number>;
}

export interface PostsTable {
  id: string;
  creatorId: string;
  publicationId: string | null;
  title: string;
  subtitle: Generated<string>;
  slug: Generated<string>;
  body: ColumnType<Paragraph[], string | undefined, string>;
  visibility: Generated<PostVisibility>;
  isLocked: Generated<boolean>;
  /** Minutes, fractional; shown rounded up. */
  readingTime: Generated<number>;
  /** The first image's metadata, kept beside the body so feeds never read whole bodies. */
  previewImage: ColumnType<ImageMetadata | null, string | null | undefined, string | null>;
  primaryTopicId: string | null;
  /** APPROVED when the publication accepted it; only then is the publication shown. */
  statusForCollection: string | null;
  publishedAt: Timestamp | null;
  latestPublishedAt: Timestamp | null;
  /** When staff suspended the post (migration 0013); null while it is not suspended. */
  suspendedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Migration 0019 (writing and publishing): bumped by every save and publish. */
  revision: Generated<number>;
  /** A published story's saved, unpublished title, subtitle and body; null when none wait. */
  draft: ColumnType<PostDraft | null, string | null | undefined, string | null>;
  /** A scheduled story publishes then (the post.publish job). */
  scheduledAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** In the trash since then; deleted for good 14 days later. */
  deletedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** An unpublished story's first-publication time, given back when it is published again. */
  previouslyPublishedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  license: Generated<PostLicense>;
  /** A locked story's preview cut, in paragraphs; null for the default. */
  previewParagraphs: ColumnType<number | null, number | null | undefined, number | null>;
  type: Generated<PostType>;
  inResponseToPostId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Generated from the columns above (core/content/post-lifecycle.ts storiesTabOf); never written. */
  storiesTab: ColumnType<StoriesTab, never, never>;
  /** The searched text's vector, stored (migration 0034); never written. */
  searchVector: ColumnType<string | null, never, never>;
  /** Migration 0022 (claps): the sum of the story's claps rows, kept in the clap's own statement. */
  clapCount: Generated<number>;
  /** Migration 0024 (responses): the direct responses everyone sees; kept by a trigger, never written by hand. */
  responsesCount: ColumnType<number, never, never>;
  /** The story's author closed discussion. */
  responsesLocked: Generated<boolean>;
  /** A hidden response: when, and by whom (the story's or the parent's author). */
  hiddenAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hiddenBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** A response's thread: the story at its root, and its depth (1: a response to the story). */
  responseRootId: ColumnType<string | null, string | null | undefined, string | null>;
  responseDepth: ColumnType<number | null, number | null | undefined, number | null>;
  /** The composer's retry key, unique per writer. */
  responseClientId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0026: the list a top-level response answers, and the list at the root of a list's thread. */
  inResponseToCatalogId: ColumnType<string | null, string | null | undefined, string | null>;
  responseRootCatalogId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0051: the story's settings (/p/{postId}/settings) for search and social previews; '' for the default. */
  seoTitle: Generated<string>;
  seoDescription: Generated<string>;
  /** Migration 0051: where the story was first published (its canonical address); null when here. */
  canonicalUrl: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PostTopicsTable {
  postId: string;
  topicId: string;
}

export interface PostTagsTable {
  postId: string;
  tagSlug: string;
  position: number;
}

/** Readers' followed topics (topics.repository.ts; migration 0029-topic-follows). */
export interface TopicFollowsTable {
  userId: string;
  topicId: string;
  createdAt: CreatedAt;
}

/** Readers' 'Show more / Show less like this' (recommendations.repository.ts; migration 0031-recommendation-signals). */
export interface RecommendationSignalsTable {
  userId: string;
  postId: string;
  action: 'SHOW_MORE' | 'SHOW_LESS';
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Readers' followed tags (topics.repository.ts; migration 0030-onboarding). */
export interface TagFollowsTable {
  userId: string;
  tagSlug: string;
  createdAt: CreatedAt;
}

/** Migration 0051: a writer's published, listed stories under a tag, kept by triggers (a tag's Who to follow). */
export interface TagWritersTable {
  tagSlug: string;
  userId: string;
  listedPostCount: Generated<number>;
}

/** Migration 0051: a writer's stories in the order they chose (/s/{slug}, /series/{id}). */
export interface SeriesTable {
  id: string;
  slug: string;
  creatorId: string;
  title: string;
  description: Generated<string>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string, Date | string>;
}

export interface SeriesPostsTable {
  seriesId: string;
  postId: string;
  position: number;
}

/** Migration 0051: the books a writer lists on their profile (/@{username}/books), in their order. */
export interface UserBooksTable {
  id: string;
  userId: string;
  title: string;
  description: Generated<string>;
  url: string | null;
  publishedYear: number | null;
  position: number;
  createdAt: CreatedAt;
}

export interface UserFollowsTable {
  followerId: string;
  followeeId: string;
  createdAt: CreatedAt;
}

export interface PublicationFollowsTable {
  followerId: string;
  publicationId: string;
  createdAt: CreatedAt;
}

export interface StaffPicksTable {
  postId: string;
  pickedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  tokenHash: string;
  userId: string;
  xsrf: string;
  createdAt: CreatedAt;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  /** When the browser last proved who it is (a sign-in); null for sessions older than the column. */
  authenticatedAt: ColumnType<Date | null, Date | string, never>;
  /** Migration 0037: the session's public id (the sessions list names sessions by it, never by the token hash). */
  id: string;
  /** The User-Agent header the session was signed in with ('' when none). */
  userAgent: ColumnType<string, string | undefined, string>;
  /** The network it signed in from, shortened (core/auth/sessions.ts displayNetwork) — '' when unknown. */
  network: ColumnType<string, string | undefined, string>;
  /** When a request last carried it (kept to the minute or so: core/auth/sessions.ts). */
  lastSeenAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0037: an authenticator's single-use recovery codes, by their hash. */
export interface TwoFactorRecoveryCodesTable {
  userId: string;
  codeHash: string;
  createdAt: CreatedAt;
  usedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Migration 0037: a WebAuthn credential (id and public key base64url). */
export interface PasskeysTable {
  id: string;
  userId: string;
  name: string;
  publicKey: string;
  counter: ColumnType<string, number | string | undefined, number | string>;
  /** Comma-separated AuthenticatorTransport values. */
  transports: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
  lastUsedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Migration 0037: a WebAuthn ceremony's challenge, single use. */
export interface WebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign_in';
  userId: string | null;
  requesterHash: string;
  expiresAt: Timestamp;
}

/** Migration 0037: an integration token for the /v1 API, by its hash; `hint` is its prefix and last characters. */
export interface IntegrationTokensTable {
  id: string;
  userId: string;
  name: string;
  tokenHash: string;
  hint: string;
  /** Space-separated scopes (core/auth/integration-tokens.ts). */
  scopes: string;
  createdAt: CreatedAt;
  lastUsedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revokedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AuthCodesTable {
  id: string;
  email: string;
  operation: 'login' | 'register';
  fullName: string | null;
  redirect: Generated<string>;
  codeHash: string;
  linkHash: string;
  requesterHash: string;
  createdAt: ColumnType<Date, Date | string, never>;
  /** Moved only when an e-mailed code becomes a two-factor challenge (issue 21: codeToChallenge). */
  expiresAt: ColumnType<Date, Date | string, Date>;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 'email': a code and link sent by mail; 'callback': a token for the auth callback; 'two_factor': a challenge after a right password. */
  purpose: ColumnType<AuthCodePurpose, AuthCodePurpose | undefined, AuthCodePurpose>;
}

export type AuthCodePurpose = 'email' | 'callback' | 'two_factor';

export interface MailOutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  messageId: string | null;
  createdAt: ColumnType<Date, Date | string, never>;
}

export type NewsletterType = 'author' | 'collection';
export type SubscriptionStatus = 'pending' | 'active' | 'unsubscribed';

/** reader-experience §3 NewsletterV3 (migration 0028-newsletters): a writer's or a publication's newsletter. */
export interface NewslettersTable {
  id: string;
  type: NewsletterType;
  slug: string;
  name: string;
  userId: string;
  publicationId: string | null;
  createdAt: CreatedAt;
  /** Migration 0050: shown on the landing page; whether the publication's pages promote the newsletter. */
  description: Generated<string>;
  showPromo: Generated<boolean>;
}

/** A newsletter's subscriber: an account or an e-mail address (newsletters.repository.ts). */
export interface NewsletterSubscriptionsTable {
  id: Generated<string>;
  newsletterId: string;
  userId: string | null;
  email: string | null;
  status: SubscriptionStatus;
  source: string;
  confirmTokenHash: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type MailDeliveryState = 'pending' | 'sending' | 'sent' | 'failed';

/** The mail queue (mail-deliveries.repository.ts; migration 0028-mail-deliveries): one row per e-mail. */
export interface MailDeliveriesTable {
  id: Generated<string>;
  key: string;
  category: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  messageId: string;
  ref: string | null;
  state: Generated<MailDeliveryState>;
  attempts: Generated<number>;
  maxAttempts: number;
  runAt: Timestamp;
  lockedBy: string | null;
  lockedUntil: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  lastError: string | null;
  createdAt: ColumnType<Date, Date | string, never>;
  sentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  failedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AuthLocksTable {
  key: string;
  failCount: Generated<number>;
  lockouts: Generated<number>;
  lockedOutUntil: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  permanent: Generated<boolean>;
}

/** core/limits/rate-limit.ts: one fixed window of one limit for one key. */
export interface RateLimitCountsTable {
  name: string;
  key: string;
  windowStart: ColumnType<Date, Date | string, Date | string>;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  count: number;
}

/** Secrets shared by every server process (server-secrets.repository.ts). */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

export type JobState = 'pending' | 'running' | 'done' | 'failed';

/** The job queue (jobs.repository.ts): one row per job, claimed under a lease. */
export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: Json;
  key: string | null;
  runAt: Timestamp;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  state: Generated<JobState>;
  lockedBy: string | null;
  lockedUntil: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  lastError: string | null;
  createdAt: CreatedAt;
  finishedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Readers' highlights (highlights.repository.ts; migration 0025-highlights-history). */
export interface HighlightsTable {
  id: Generated<string>;
  userId: string;
  postId: string;
  startParagraph: string;
  startOffset: number;
  endParagraph: string;
  endOffset: number;
  quote: string;
  createdAt: CreatedAt;
}

/** The reading history (reading-history.repository.ts; migration 0025-highlights-history). */
export interface ReadingHistoryTable {
  userId: string;
  postId: string;
  lastReadAt: ColumnType<Date, Date | string, Date | string>;
}

/** Uploaded images (media.repository.ts; migration 0020-media). */
export interface MediaTable {
  id: string;
  ownerId: string;
  purpose: 'image' | 'avatar' | 'favicon';
  mimeType: string;
  width: number;
  height: number;
  byteSize: number;
  widths: number[];
  createdAt: ColumnType<Date, Date | string, Date | string>;
}

export interface NetworkAuthLocksTable {
  network: string;
  lockedOutUntil: ColumnType<Date, Date | string, Date | string>;
}

export interface UserMutesTable {
  muterId: string;
  muteeId: string;
  createdAt: CreatedAt;
}

export interface PublicationMutesTable {
  userId: string;
  publicationId: string;
  createdAt: CreatedAt;
}

export interface NotificationsTable {
  id: string;
  recipientId: string;
  /** 'FOLLOW': actorId followed the recipient; 'FOLLOW_PUBLICATION': actorId followed publicationId. */
  kind: string;
  actorId: string | null;
  publicationId: string | null;
  createdAt: CreatedAt;
  readAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 0027: what the notification is about (the story, the response — a post — the newsletter). */
  postId: ColumnType<string | null, string | null | undefined, string | null>;
  responseId: ColumnType<string | null, string | null | undefined, string | null>;
  newsletterId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Unique per recipient (core/notifications/notification-kinds.ts groupKey). */
  groupKey: string;
  /** Distinct actors of a grouped notification (claps, highlights); 1 otherwise. */
  actorCount: Generated<number>;
}

/** Migration 0027: the distinct actors of each grouped notification. */
export interface NotificationActorsTable {
  recipientId: string;
  groupKey: string;
  actorId: string;
}

/** Migration 0033: each reader's unread notifications, kept by triggers on notifications (never written directly). */
export interface NotificationCountsTable {
  recipientId: string;
  unread: Generated<number>;
}

/** Migration 0027: a reader's per-kind notification settings, where they differ from the defaults. */
export interface NotificationSettingsTable {
  userId: string;
  kind: string;
  inApp: boolean;
  email: boolean;
}

type Millis3 = ColumnType<Date, Date | string, Date | string>;

export interface MembershipsTable {
  id: string;
  userId: string;
  membershipType: MembershipType;
  currency: Currency;
  amount: number;
  startedAt: Millis3;
  currentPeriodStartsAt: Millis3;
  currentPeriodEndsAt: Millis3;
  friendSince: Millis3 | null;
  discountEndsAt: Millis3 | null;
  discountNumCycles: number | null;
  regularAmount: number | null;
  isCancelled: Generated<boolean>;
  endedAt: Millis3 | null;
  paymentProvider: PaymentProviderName;
  subscriptionRef: string;
  paymentMethod: ColumnType<PaymentMethod | null, string | null, string | null>;
  paymentFailedAt: Millis3 | null;
  failedPaymentCount: Generated<number>;
  switchType: MembershipType | null;
  switchAmount: number | null;
  updatedAt: Millis3;
  /** When the cancellation last changed (a change reported from before it is stale). */
  cancelChangedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface MembershipChargesTable {
  id: string;
  membershipId: string;
  userId: string;
  membershipType: MembershipType;
  amount: number;
  currency: Currency;
  status: 'PAID' | 'FAILED';
  chargeRef: string | null;
  periodStart: Millis3 | null;
  periodEnd: Millis3 | null;
  createdAt: Millis3;
  /** Migration 0052: when the charge was refunded (Stripe's charge.refunded, or staff in the sandbox); null when not. */
  refundedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ProviderEventsTable {
  provider: string;
  eventId: string;
  appliedAt: Millis3;
  /** Set for an event held until its subscription's membership starts (migration 0010). */
  subscriptionRef: ColumnType<string | null, string | null | undefined, string | null>;
  occurredAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  payload: ColumnType<unknown, string | null | undefined, string | null>;
  held: Generated<boolean>;
}

export interface DismissedFlagsTable {
  userId: string;
  flag: string;
  dismissedAt: Millis3;
}

export interface SandboxSubscriptionsTable {
  ref: string;
  userId: string;
  idempotencyKey: string;
  cardNumber: string;
  paymentMethod: ColumnType<PaymentMethod, string, string>;
  membershipType: MembershipType;
  amount: number;
  currency: Currency;
  periodStart: Millis3;
  periodEnd: Millis3;
  cancelAtPeriodEnd: Generated<boolean>;
  switchType: MembershipType | null;
  switchAmount: number | null;
  failedAttempts: Generated<number>;
  nextAttemptAt: Millis3;
  endedAt: Millis3 | null;
  /** Issue 23 (migration 0042): renewals still charged at `amount` before `regularAmount` applies. */
  discountCyclesLeft: Generated<number>;
  regularAmount: number | null;
}

/** Issue 23 (migration 0042): the sandbox's one-off charges (gifts). */
export interface SandboxChargesTable {
  ref: string;
  userId: string;
  idempotencyKey: string;
  amount: number;
  currency: Currency;
  paymentMethod: ColumnType<PaymentMethod, string, string>;
  description: string;
  createdAt: Millis3;
}

/** Issue 23 (migration 0042): a gift or group gift a reader bought. */
export interface GiftOrdersTable {
  id: string;
  purchaserId: string;
  giftType: 'gift' | 'group-gift';
  quantity: number;
  unitAmount: number;
  amount: number;
  currency: Currency;
  provider: string;
  chargeRef: string;
  idempotencyKey: string;
  recipientEmail: string | null;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
  sendAt: Millis3 | null;
  newMembersOnly: Generated<boolean>;
  createdAt: Millis3;
}

/** Issue 23 (migration 0042): one code of a gift order, redeemed at most once. */
export interface GiftCodesTable {
  code: string;
  orderId: string;
  membershipType: Generated<MembershipType>;
  termMonths: number;
  newMembersOnly: Generated<boolean>;
  expiresAt: Millis3;
  redeemedBy: string | null;
  redeemedAt: Millis3 | null;
  membershipId: string | null;
  createdAt: Millis3;
}

/**
 * Issue 23 (migrations 0042, 0049): a landing page's default text (title, body: written at each start while no staff
 * member has taken the page over), or the story holding its text once staff edit it (postId).
 */
export interface LandingPagesTable {
  key: string;
  postId: string | null;
  title: string | null;
  body: ColumnType<Paragraph[] | null, string | null | undefined, string | null>;
  updatedAt: Millis3;
}

/** Issue 23 (migration 0042): 'Apply for author verification', one request per reader. */
export interface AuthorVerificationRequestsTable {
  userId: string;
  note: string;
  createdAt: Millis3;
}

/** Issue 23 (migration 0042): why a member cancelled, what was offered, what they chose. */
export interface CancellationFeedbackTable {
  id: string;
  userId: string;
  membershipId: string;
  reason: string;
  offeredPercent: number | null;
  outcome: 'DISCOUNT_ACCEPTED' | 'CANCELLED';
  createdAt: Millis3;
}

export interface SandboxEventsTable {
  id: string;
  seq: Generated<number>;
  event: Json;
  deliveredAt: Millis3 | null;
}

/** issue 7 (migration 0011): client events, kept once per eventId. */
export interface ClientEventsTable {
  eventId: string;
  key: string;
  data: Json;
  occurredAt: Millis3;
  receivedAt: Millis3;
  userId: string | null;
}

/** issue 7 (migration 0011): the browser's error reports, appended. */
export interface ClientErrorReportsTable {
  id: Generated<string>;
  name: string;
  message: string;
  stack: string;
  file: string;
  line: number | null;
  extra: Json;
  occurredAt: Millis3;
  receivedAt: Millis3;
}

/** issue 7 (migration 0011): performance figures, appended. */
export interface PerformanceReportsTable {
  id: Generated<string>;
  type: string;
  route: string;
  value: number | null;
  data: Json;
  receivedAt: Millis3;
}

/** issue 7 (migration 0012): a variant flag's value for everyone ('global') or for one user (their id). */
export interface VariantFlagSettingsTable {
  scope: string;
  name: string;
  value: Json;
  updatedAt: Millis3;
}

/** Migration 0022: a reader's claps on a story (1..50) and the client id of the last request that added to them. */
export interface ClapsTable {
  postId: string;
  userId: string;
  count: number;
  /** What the last request really added (0 once at 50). */
  lastAdded: Generated<number>;
  clientId: string;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** issue 16 (migration 0023): a reader's list — predefined (READING_LIST, CURRENTLY_READING, PURCHASED) or their own (LISTS). */
export interface CatalogsTable {
  id: string;
  userId: string;
  type: 'READING_LIST' | 'CURRENTLY_READING' | 'PURCHASED' | 'LISTS';
  name: string;
  description: Generated<string>;
  visibility: 'PUBLIC' | 'PRIVATE' | 'LOCKED';
  slug: string;
  itemCount: Generated<number>;
  followerCount: Generated<number>;
  /** Library order: 0-2 the predefined lists, 3 the reader's own (core/lists/catalogs.ts catalogDisplayRank). */
  rank: number;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Migration 0026: the sum of the list's catalog_claps rows, kept in the clap's own statement. */
  clapCount: Generated<number>;
  /** The direct responses everyone sees; kept by the posts trigger, never written by hand. */
  responsesCount: ColumnType<number, never, never>;
  /** The list's owner closed discussion. */
  responsesLocked: Generated<boolean>;
}

/** issue 16 (migration 0026): a reader's claps on a list (1..50), like ClapsTable for stories. */
export interface CatalogClapsTable {
  catalogId: string;
  userId: string;
  count: number;
  lastAdded: Generated<number>;
  clientId: string;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** issue 16 (migration 0023): a story in a list, at a sortable position. */
export interface CatalogItemsTable {
  catalogId: string;
  postId: string;
  position: number;
  status: Generated<'APPROVED' | 'PENDING' | 'REMOVED'>;
  note: Generated<string>;
  addedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  archivedAt: Timestamp | null;
}

/** issue 16 (migration 0023): a reader following someone's public list. */
export interface CatalogFollowsTable {
  catalogId: string;
  userId: string;
  createdAt: CreatedAt;
}

/**
 * Issue 23 (migration 0041): stats rollups, kept as events arrive (stats.repository.ts) and by triggers. `day` is a
 * UTC calendar day; the repository reads it as text ('YYYY-MM-DD'), never as a Date in the process's time zone.
 */
type Day = ColumnType<Date, string, string>;
type Counter = ColumnType<number, number | undefined, number>;
type BigCounter = ColumnType<string, number | undefined, number>;
export interface StoryStatsDailyTable {
  postId: string;
  day: Day;
  views: Counter;
  reads: Counter;
  readingSeconds: BigCounter;
  memberReadingSeconds: BigCounter;
  claps: Counter;
  responses: Counter;
  highlights: Counter;
}
export interface StoryTrafficDailyTable {
  postId: string;
  day: Day;
  source: string;
  views: Counter;
}
export interface StoryReadsTable {
  postId: string;
  day: Day;
  readerKey: string;
}
/** Issue 23: the (story, day, reader) keys a view was counted under (migration 0047). */
export interface StoryViewsTable {
  postId: string;
  day: Day;
  readerKey: string;
}
export interface AudienceDailyTable {
  userId: string;
  day: Day;
  followersGained: Counter;
  followersLost: Counter;
  subscribersGained: Counter;
  subscribersLost: Counter;
}
export interface PublicationAudienceDailyTable {
  publicationId: string;
  day: Day;
  followersGained: Counter;
  followersLost: Counter;
  subscribersGained: Counter;
  subscribersLost: Counter;
}

/** Issue 23 part C (migration 0044): a writer's Partner Program enrolment. */
export interface PartnerEnrollmentsTable {
  userId: string;
  status: 'ENROLLED' | 'NOT_ENROLLED';
  country: string | null;
  enrolledAt: Millis3;
  updatedAt: Millis3;
}

/** Issue 23 part C (migration 0044): where a writer's payouts go. */
export interface PayoutAccountsTable {
  userId: string;
  provider: 'SANDBOX' | 'STRIPE';
  accountRef: string;
  state: 'ACTIVE' | 'INACTIVE' | 'PENDING_ACTION' | 'SUSPENDED';
  holderName: string;
  country: string;
  createdAt: Millis3;
  updatedAt: Millis3;
}

/** Issue 23 part C (migration 0044): seconds a member read a story in a UTC month (month = its first day). */
export interface MemberReadingMonthlyTable {
  memberId: string;
  month: Day;
  postId: string;
  seconds: ColumnType<string, number | string | undefined, number | string>;
}

/** Issue 23 part C (migration 0044): a closed month. */
export interface PartnerMonthClosesTable {
  month: Day;
  closedAt: Millis3;
  closedBy: string | null;
  members: Generated<number>;
  distributed: ColumnType<string, number | string | undefined, number | string>;
  credited: ColumnType<string, number | string | undefined, number | string>;
}

/** Issue 23 part C (migration 0044): what a story earned in a closed month. */
export interface PartnerStoryEarningsTable {
  month: Day;
  postId: string;
  writerId: string;
  currency: Currency;
  amount: ColumnType<string, number | string, number | string>;
  seconds: ColumnType<string, number | string | undefined, number | string>;
  members: Generated<number>;
}

/** Issue 23 part C (migration 0044): a payout. */
export interface PartnerPayoutsTable {
  id: string;
  userId: string;
  amount: ColumnType<string, number | string, number | string>;
  currency: Currency;
  status: 'PENDING' | 'PROCESSING' | 'PAID' | 'ON_HOLD' | 'FORFEITED' | 'REVERSED' | 'FAILED';
  provider: 'SANDBOX' | 'STRIPE';
  providerRef: string | null;
  failure: string | null;
  createdAt: Millis3;
  updatedAt: Millis3;
  /** Migration 0048: when it went ON_HOLD. */
  heldAt: Millis3 | null;
}

/** Issue 23 with Stripe (migration 0048): a gift order kept while its buyer pays on Stripe's Checkout page. */
export interface GiftCheckoutsTable {
  id: string;
  purchaserId: string;
  idempotencyKey: string;
  input: ColumnType<Record<string, unknown>, string, string>;
  amount: ColumnType<string, number | string, number | string>;
  currency: Currency;
  orderId: string | null;
  createdAt: Millis3;
}

/** Issue 23 part C (migration 0044): a writer's ledger (platform-reference §3 transaction types). */
export interface PartnerLedgerTable {
  id: string;
  userId: string;
  type: 'CREDIT' | 'DEBIT' | 'TRANSFER';
  amount: ColumnType<string, number | string, number | string>;
  currency: Currency;
  month: Day | null;
  payoutId: string | null;
  description: string;
  createdAt: Millis3;
  /** Migration 0052: the refunded charge a DEBIT takes back (partner_refunds). */
  chargeId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0052: the weights a month's close used — a member's seconds per partner story, and its writer. */
export interface PartnerMemberReadingTable {
  month: Day;
  memberId: string;
  postId: string;
  writerId: string;
  seconds: ColumnType<string, number | string, number | string>;
}

/** Migration 0052: a refunded charge, applied once (its primary key), with what it took back from the writers. */
export interface PartnerRefundsTable {
  chargeId: string;
  memberId: string;
  month: Day | null;
  currency: Currency;
  amount: ColumnType<string, number | string, number | string>;
  distributed: ColumnType<string, number | string | undefined, number | string>;
  source: 'STRIPE' | 'STAFF' | 'SANDBOX';
  refundedBy: string | null;
  createdAt: Millis3;
}

export interface Database {
  partnerEnrollments: PartnerEnrollmentsTable;
  payoutAccounts: PayoutAccountsTable;
  memberReadingMonthly: MemberReadingMonthlyTable;
  partnerMonthCloses: PartnerMonthClosesTable;
  partnerStoryEarnings: PartnerStoryEarningsTable;
  partnerPayouts: PartnerPayoutsTable;
  partnerLedger: PartnerLedgerTable;
  partnerMemberReading: PartnerMemberReadingTable;
  partnerRefunds: PartnerRefundsTable;
  usernameHistory: UsernameHistoryTable;
  socialLinks: SocialLinksTable;
  dataExports: DataExportsTable;
  catalogs: CatalogsTable;
  catalogItems: CatalogItemsTable;
  catalogFollows: CatalogFollowsTable;
  catalogClaps: CatalogClapsTable;
  memberships: MembershipsTable;
  membershipCharges: MembershipChargesTable;
  providerEvents: ProviderEventsTable;
  dismissedFlags: DismissedFlagsTable;
  sandboxSubscriptions: SandboxSubscriptionsTable;
  sandboxEvents: SandboxEventsTable;
  sandboxCharges: SandboxChargesTable;
  giftOrders: GiftOrdersTable;
  giftCheckouts: GiftCheckoutsTable;
  giftCodes: GiftCodesTable;
  cancellationFeedback: CancellationFeedbackTable;
  landingPages: LandingPagesTable;
  authorVerificationRequests: AuthorVerificationRequestsTable;
  clientEvents: ClientEventsTable;
  clientErrorReports: ClientErrorReportsTable;
  performanceReports: PerformanceReportsTable;
  variantFlagSettings: VariantFlagSettingsTable;
  users: UsersTable;
  publications: PublicationsTable;
  publicationEditors: PublicationEditorsTable;
  publicationInvitations: PublicationInvitationsTable;
  publicationSubmissions: PublicationSubmissionsTable;
  navigationItems: NavigationItemsTable;
  publicationSections: PublicationSectionsTable;
  publicationFeaturedPosts: PublicationFeaturedPostsTable;
  publicationSubpages: PublicationSubpagesTable;
  publicationFeaturePages: PublicationFeaturePagesTable;
  topics: TopicsTable;
  tags: TagsTable;
  posts: PostsTable;
  postTopics: PostTopicsTable;
  postTags: PostTagsTable;
  userFollows: UserFollowsTable;
  topicFollows: TopicFollowsTable;
  recommendationSignals: RecommendationSignalsTable;
  tagFollows: TagFollowsTable;
  tagWriters: TagWritersTable;
  series: SeriesTable;
  seriesPosts: SeriesPostsTable;
  userBooks: UserBooksTable;
  publicationFollows: PublicationFollowsTable;
  staffPicks: StaffPicksTable;
  sessions: SessionsTable;
  twoFactorRecoveryCodes: TwoFactorRecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthnChallenges: WebauthnChallengesTable;
  integrationTokens: IntegrationTokensTable;
  userMutes: UserMutesTable;
  publicationMutes: PublicationMutesTable;
  notifications: NotificationsTable;
  notificationActors: NotificationActorsTable;
  notificationCounts: NotificationCountsTable;
  notificationSettings: NotificationSettingsTable;
  authCodes: AuthCodesTable;
  mailOutbox: MailOutboxTable;
  mailDeliveries: MailDeliveriesTable;
  newsletters: NewslettersTable;
  newsletterSubscriptions: NewsletterSubscriptionsTable;
  authLocks: AuthLocksTable;
  networkAuthLocks: NetworkAuthLocksTable;
  rateLimitCounts: RateLimitCountsTable;
  serverSecrets: ServerSecretsTable;
  jobs: JobsTable;
  media: MediaTable;
  claps: ClapsTable;
  highlights: HighlightsTable;
  readingHistory: ReadingHistoryTable;
  storyStatsDaily: StoryStatsDailyTable;
  storyTrafficDaily: StoryTrafficDailyTable;
  storyReads: StoryReadsTable;
  storyViews: StoryViewsTable;
  audienceDaily: AudienceDailyTable;
  publicationAudienceDaily: PublicationAudienceDailyTable;
}

export type UserRow = Selectable<UsersTable>;
export type PublicationRow = Selectable<PublicationsTable>;
export type PostRow = Selectable<PostsTable>;
export type TopicRow = Selectable<TopicsTable>;
export type NavigationItemRow = Selectable<NavigationItemsTable>;

export type NewUser = Insertable<UsersTable>;
export type NewPublication = Insertable<PublicationsTable>;
export type NewPublicationEditor = Insertable<PublicationEditorsTable>;
export type NewNavigationItem = Insertable<NavigationItemsTable>;
export type NewPublicationSection = Insertable<PublicationSectionsTable>;
export type NewPublicationFeaturedPost = Insertable<PublicationFeaturedPostsTable>;
export type NewTopic = Insertable<TopicsTable>;
export type NewTag = Insertable<TagsTable>;
export type NewPost = Insertable<PostsTable>;
export type NewPostTopic = Insertable<PostTopicsTable>;
export type NewPostTag = Insertable<PostTagsTable>;
export type NewUserFollow = Insertable<UserFollowsTable>;
export type NewPublicationFollow = Insertable<PublicationFollowsTable>;
