// Every table of the store and every column, with whether it may hold null: what database.types.ts says, in a
// form a test can read. The compiler holds this map to the interfaces of database.types.ts (a column missing
// here or there, or a nullability that differs, does not compile), and adapters/postgres/database-types.test.ts
// holds it to the migrated database's information_schema, so the types cannot drift from the migrations.
import type { Selectable } from 'kysely';
import type { Database } from './database.types.ts';

/** For each column: true when a row may hold null there (its selected type admits null). */
type ColumnsOf<DB> = { [T in keyof DB]: { [C in keyof Selectable<DB[T]>]-?: null extends Selectable<DB[T]>[C] ? true : false } };

export const DATABASE_COLUMNS = {
  memberships: {
    id: false, userId: false, membershipType: false, currency: false, amount: false, startedAt: false,
    currentPeriodStartsAt: false, currentPeriodEndsAt: false, friendSince: true, discountEndsAt: true, discountNumCycles: true,
    regularAmount: true, isCancelled: false, endedAt: true, paymentProvider: false, subscriptionRef: false, paymentMethod: true,
    paymentFailedAt: true, failedPaymentCount: false, switchType: true, switchAmount: true, updatedAt: false,
    cancelChangedAt: true,
  },
  membershipCharges: {
    id: false, membershipId: false, userId: false, membershipType: false, amount: false, currency: false, status: false,
    chargeRef: true, periodStart: true, periodEnd: true, createdAt: false, refundedAt: true,
  },
  providerEvents: {
    provider: false, eventId: false, appliedAt: false, subscriptionRef: true, occurredAt: true, payload: true, held: false,
  },
  dismissedFlags: { userId: false, flag: false, dismissedAt: false },
  sandboxCharges: { ref: false, userId: false, idempotencyKey: false, amount: false, currency: false, paymentMethod: false, description: false, createdAt: false },
  giftOrders: {
    id: false, purchaserId: false, giftType: false, quantity: false, unitAmount: false, amount: false, currency: false, provider: false,
    chargeRef: false, idempotencyKey: false, recipientEmail: true, recipientName: true, senderName: true, message: true, sendAt: true,
    newMembersOnly: false, createdAt: false,
  },
  giftCodes: {
    code: false, orderId: false, membershipType: false, termMonths: false, newMembersOnly: false, expiresAt: false, redeemedBy: true,
    redeemedAt: true, membershipId: true, createdAt: false,
  },
  partnerEnrollments: { userId: false, status: false, country: true, enrolledAt: false, updatedAt: false },
  payoutAccounts: { userId: false, provider: false, accountRef: false, state: false, holderName: false, country: false, createdAt: false, updatedAt: false },
  memberReadingMonthly: { memberId: false, month: false, postId: false, seconds: false },
  partnerMonthCloses: { month: false, closedAt: false, closedBy: true, members: false, distributed: false, credited: false },
  partnerStoryEarnings: { month: false, postId: false, writerId: false, currency: false, amount: false, seconds: false, members: false },
  partnerPayouts: {
    id: false, userId: false, amount: false, currency: false, status: false, provider: false, providerRef: true, failure: true, createdAt: false,
    updatedAt: false, heldAt: true,
  },
  giftCheckouts: { id: false, purchaserId: false, idempotencyKey: false, input: false, amount: false, currency: false, orderId: true, createdAt: false },
  partnerLedger: { id: false, userId: false, type: false, amount: false, currency: false, month: true, payoutId: true, description: false, createdAt: false, chargeId: true },
  partnerMemberReading: { month: false, memberId: false, postId: false, writerId: false, seconds: false },
  partnerRefunds: { chargeId: false, memberId: false, month: true, currency: false, amount: false, distributed: false, source: false, refundedBy: true, createdAt: false },
  landingPages: { key: false, postId: true, title: true, body: true, updatedAt: false },
  authorVerificationRequests: { userId: false, note: false, createdAt: false },
  cancellationFeedback: { id: false, userId: false, membershipId: false, reason: false, offeredPercent: true, outcome: false, createdAt: false },
  sandboxSubscriptions: {
    ref: false, userId: false, idempotencyKey: false, cardNumber: false, paymentMethod: false, membershipType: false,
    amount: false, currency: false, periodStart: false, periodEnd: false, cancelAtPeriodEnd: false, switchType: true,
    switchAmount: true, failedAttempts: false, nextAttemptAt: false, endedAt: true, discountCyclesLeft: false, regularAmount: true,
  },
  sandboxEvents: { id: false, seq: false, event: false, deliveredAt: true },
  clientEvents: { eventId: false, key: false, data: false, occurredAt: false, receivedAt: false, userId: true },
  clientErrorReports: {
    id: false, name: false, message: false, stack: false, file: false, line: true, extra: false, occurredAt: false,
    receivedAt: false,
  },
  performanceReports: { id: false, type: false, route: false, value: true, data: false, receivedAt: false },
  variantFlagSettings: { scope: false, name: false, value: false, updatedAt: false },
  tagFollows: { userId: false, tagSlug: false, createdAt: false },
  tagWriters: { tagSlug: false, userId: false, listedPostCount: false },
  series: { id: false, slug: false, creatorId: false, title: false, description: false, createdAt: false, updatedAt: false },
  seriesPosts: { seriesId: false, postId: false, position: false },
  userBooks: { id: false, userId: false, title: false, description: false, url: true, publishedYear: true, position: false, createdAt: false },
  users: {
    id: false, username: false, name: false, bio: false, email: false, imageId: true, passwordHash: true, totpSecret: true,
    totpEnabled: false, totpPendingSecret: true, createdAt: false,
    readingHistoryPaused: false, notificationDigest: false, needsOnboarding: false,
    pronouns: false, tippingLink: true, unverifiedEmail: true, unverifiedEmailAt: true, allowEmailSharing: false,
    suspendedAt: true, customDomain: true, pendingCustomDomain: true, pendingCustomDomainRequestedAt: true,
  },
  usernameHistory: { oldUsername: false, userId: false, changedAt: false },
  socialLinks: { provider: false, subject: false, userId: false, createdAt: false },
  dataExports: { id: false, userId: false, state: false, createdAt: false, readyAt: true, byteSize: true, zip: true },
  publications: {
    id: false, slug: false, name: false, tagline: false, description: false, avatarId: true, headerColor: true, domain: true,
    headerImageId: true, headerImageAlt: false, headerFocusX: false, headerFocusY: false, createdAt: false,
    seoDescription: false, seoRobots: false, about: false, writeForUs: false, timeZone: false,
    pendingDomain: true, pendingDomainRequestedAt: true,
  },
  publicationSubpages: { id: false, publicationId: false, slug: false, title: false, body: false, createdAt: false, updatedAt: false },
  publicationFeaturePages: {
    id: false, publicationId: false, slug: false, title: false, description: false, layout: false, tags: false, position: false, createdAt: false, updatedAt: false,
  },
  publicationEditors: { publicationId: false, userId: false, role: false, createdAt: false },
  publicationInvitations: { id: false, publicationId: false, inviteeId: false, inviterId: true, role: false, createdAt: false },
  publicationSubmissions: {
    id: false, publicationId: false, postId: false, writerId: false, status: false, note: false, reviewerId: true, createdAt: false, updatedAt: false,
  },
  navigationItems: { publicationId: false, position: false, title: false, destination: false, value: false },
  publicationSections: {
    id: false, publicationId: false, position: false, type: false, title: false, value: false, layout: false, postCount: false,
  },
  publicationFeaturedPosts: { publicationId: false, postId: false, position: false },
  topics: { id: false, slug: false, name: false, description: false, listedPostCount: false },
  tags: { slug: false, displayTitle: false, listedPostCount: false },
  posts: {
    id: false, creatorId: false, publicationId: true, title: false, subtitle: false, slug: false, body: false,
    visibility: false, isLocked: false, readingTime: false, previewImage: true, primaryTopicId: true, statusForCollection: true,
    publishedAt: true, latestPublishedAt: true, suspendedAt: true, createdAt: false, updatedAt: false,
    revision: false, draft: true, scheduledAt: true, deletedAt: true, previouslyPublishedAt: true, license: false,
    previewParagraphs: true, type: false, inResponseToPostId: true, storiesTab: false, searchVector: true, clapCount: false,
    responsesCount: false, responsesLocked: false, hiddenAt: true, hiddenBy: true, responseRootId: true, responseDepth: true, responseClientId: true,
    inResponseToCatalogId: true, responseRootCatalogId: true, seoTitle: false, seoDescription: false, canonicalUrl: true,
  },
  postTopics: { postId: false, topicId: false },
  postTags: { postId: false, tagSlug: false, position: false },
  userFollows: { followerId: false, followeeId: false, createdAt: false },
  topicFollows: { userId: false, topicId: false, createdAt: false },
  recommendationSignals: { userId: false, postId: false, action: false, createdAt: false },
  publicationFollows: { followerId: false, publicationId: false, createdAt: false },
  staffPicks: { postId: false, pickedAt: false },
  sessions: {
    tokenHash: false, userId: false, xsrf: false, createdAt: false, expiresAt: false, authenticatedAt: true, id: false, userAgent: false,
    network: false, lastSeenAt: true,
  },
  twoFactorRecoveryCodes: { userId: false, codeHash: false, createdAt: false, usedAt: true },
  passkeys: { id: false, userId: false, name: false, publicKey: false, counter: false, transports: false, createdAt: false, lastUsedAt: true },
  webauthnChallenges: { challenge: false, purpose: false, userId: true, requesterHash: false, expiresAt: false },
  integrationTokens: {
    id: false, userId: false, name: false, tokenHash: false, hint: false, scopes: false, createdAt: false, lastUsedAt: true, revokedAt: true,
  },
  userMutes: { muterId: false, muteeId: false, createdAt: false },
  publicationMutes: { userId: false, publicationId: false, createdAt: false },
  notifications: {
    id: false, recipientId: false, kind: false, actorId: true, publicationId: true, createdAt: false, readAt: true,
    postId: true, responseId: true, newsletterId: true, groupKey: false, actorCount: false,
  },
  notificationActors: { recipientId: false, groupKey: false, actorId: false },
  notificationCounts: { recipientId: false, unread: false },
  notificationSettings: { userId: false, kind: false, inApp: false, email: false },
  authCodes: {
    id: false, email: false, operation: false, fullName: true, redirect: false, codeHash: false, linkHash: false,
    requesterHash: false, createdAt: false, expiresAt: false, usedAt: true, purpose: false,
  },
  mailOutbox: { id: false, toAddress: false, subject: false, textBody: false, htmlBody: false, headers: false, messageId: true, createdAt: false },
  newsletters: { id: false, type: false, slug: false, name: false, userId: false, publicationId: true, createdAt: false, description: false, showPromo: false },
  newsletterSubscriptions: {
    id: false, newsletterId: false, userId: true, email: true, status: false, source: false, confirmTokenHash: true, createdAt: false, updatedAt: false,
  },
  mailDeliveries: {
    id: false, key: false, category: false, toAddress: false, subject: false, textBody: false, htmlBody: false, headers: false,
    messageId: false, ref: true, state: false, attempts: false, maxAttempts: false, runAt: false, lockedBy: true, lockedUntil: true,
    lastError: true, createdAt: false, sentAt: true, failedAt: true,
  },
  authLocks: { key: false, failCount: false, lockouts: false, lockedOutUntil: true, permanent: false },
  networkAuthLocks: { network: false, lockedOutUntil: false },
  rateLimitCounts: { name: false, key: false, windowStart: false, expiresAt: false, count: false },
  serverSecrets: { name: false, value: false },
  jobs: {
    id: false, kind: false, payload: false, key: true, runAt: false, attempts: false, maxAttempts: false, state: false,
    lockedBy: true, lockedUntil: true, lastError: true, createdAt: false, finishedAt: true,
  },
  media: { id: false, ownerId: false, purpose: false, mimeType: false, width: false, height: false, byteSize: false, widths: false, createdAt: false },
  claps: { postId: false, userId: false, count: false, lastAdded: false, clientId: false, createdAt: false, updatedAt: false },
  catalogs: {
    id: false, userId: false, type: false, name: false, description: false, visibility: false, slug: false, itemCount: false,
    followerCount: false, rank: false, createdAt: false, updatedAt: false, clapCount: false, responsesCount: false, responsesLocked: false,
  },
  catalogClaps: { catalogId: false, userId: false, count: false, lastAdded: false, clientId: false, createdAt: false, updatedAt: false },
  catalogItems: { catalogId: false, postId: false, position: false, status: false, note: false, addedAt: false, archivedAt: true },
  catalogFollows: { catalogId: false, userId: false, createdAt: false },
  highlights: {
    id: false, userId: false, postId: false, startParagraph: false, startOffset: false, endParagraph: false, endOffset: false,
    quote: false, createdAt: false,
  },
  readingHistory: { userId: false, postId: false, lastReadAt: false },
  storyStatsDaily: {
    postId: false, day: false, views: false, reads: false, readingSeconds: false, memberReadingSeconds: false, claps: false,
    responses: false, highlights: false,
  },
  storyTrafficDaily: { postId: false, day: false, source: false, views: false },
  storyReads: { postId: false, day: false, readerKey: false },
  storyViews: { postId: false, day: false, readerKey: false },
  audienceDaily: { userId: false, day: false, followersGained: false, followersLost: false, subscribersGained: false, subscribersLost: false },
  publicationAudienceDaily: {
    publicationId: false, day: false, followersGained: false, followersLost: false, subscribersGained: false, subscribersLost: false,
  },
} as const satisfies ColumnsOf<Database>;
