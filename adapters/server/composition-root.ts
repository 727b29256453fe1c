// The composition root: every service the handlers use, built once from the app's options — the edge cache,
// sign-in, memberships, feature flags, the GraphQL endpoint, reporting, the gallery — and the per-request
// helpers they share (the session read once per request, the xsrf check, the network, the requester).
import { analyticsAllowed, acceptedInCookies, isBotUserAgent, isEuCountry } from '../../core/events/consent.ts';
import { REPORT_BODY_MAX_BYTES } from '../../core/events/report-input.ts';
import type { SiteLinks } from '../../core/layout/footer-links.ts';
import { membershipPrice, priceKeyOf } from '../../core/membership/prices.ts';
import type { PaymentProviderName } from '../../core/membership/types.ts';
import type { JobHandler, RecurringJob } from '../../core/ports/job-queue.port.ts';
import type { PaymentProvider } from '../../core/ports/payment-provider.port.ts';
import type { Notifier } from '../../core/ports/notifications-repository.port.ts';
import { notificationsJobHandlers } from './notifications/notifications.jobs.ts';
import { DIGEST_RECURRING, NOTIFICATION_EMAIL_JOB, notificationMail, notificationMailJobHandlers, type NotificationEmailPayload } from './notifications/notification-mail.ts';
import { emailedAtOnce } from '../../core/notifications/notification-wording.ts';
import { DEFAULT_NOTIFICATIONS_POLL_MS } from './config.ts';
import { createJobRunner, type JobLog } from '../postgres/job-runner.ts';
import { createMailQueue } from './mail/mail-queue.ts';
import { createMailSender } from './mail/mail-sender.ts';
import { createNewslettersService, newsletterJobHandlers, UNSUBSCRIBE_SECRET } from './newsletters/newsletters.service.ts';
import { IMPORT_BODY_MAX_BYTES, IMPORT_PATH } from './newsletters/newsletters.routes.ts';
import { IMPORT_MAX_BYTES } from '../../core/newsletters/subscriber-csv.ts';
import { STRIPE_WEBHOOK_PATH } from '../payments/stripe.provider.ts';
import { randomBytes } from 'node:crypto';
import { consume } from '../../core/limits/rate-limit.ts';
import { MEDIA_ID_BYTES, mediaIdFrom } from '../../core/media/media-id.ts';
import { bytesOfMb, DEFAULT_UPLOAD_MAX_MB, MULTIPART_OVERHEAD_BYTES, uploadRateLimit } from '../../core/media/upload.ts';
import { memoryMediaStorage } from '../media/media-storage.memory.ts';
import { UPLOAD_PATH, uploadTooLarge, type MediaContext } from './handlers/media.routes.ts';
import type { AppOptions } from './app.ts';
import { createAuthService, type Requester } from './auth/auth.service.ts';
import type { SocialContext } from './auth/social.routes.ts';
import { createAttemptLedger } from './auth/attempt-ledger.ts';
import { createSecurityService, recoveryCodeSpender } from './auth/security.service.ts';
import type { SocialProvider } from '../../core/auth/sign-in-links.ts';
import { parseCookies } from './dev-session.ts';
import { createEdgeCache, DEFAULT_EDGE_CACHE, SITE_TAG } from './edge-cache/edge-cache.server.ts';
import { sharedReads } from './edge-cache/shared-reads.ts';
import { purgeOnWrite } from './edge-cache/purge-on-write.ts';
import { createEditingService } from './editing/editing.service.ts';
import { createPublicationPeopleService } from './publications/publication-people.service.ts';
import { createResponsesService } from './responses/responses.service.ts';
import { createHighlightsService } from './highlights/highlights.service.ts';
import { editingJobHandlers, TRASH_SWEEP_RECURRING } from './editing/jobs.ts';
import { accountJobHandlers, ACCOUNT_EXPORT_PRUNE_JOB, createAccountService } from './account/account.service.ts';
import { clapsJobHandlers, createClapsService } from './claps/claps.service.ts';
import { createVariantFlagsService } from './flags/variant-flags.service.ts';
import { createGraphQLEndpoint, GRAPHQL_PATH, type ServerContext } from './graphql/graphql.ts';
import { issueAnonymousToken, verifiedAnonymousToken } from './http/anonymous-xsrf.ts';
import { compileTrustedProxies, DEFAULT_TRUSTED_PROXIES, isDirectLoopback, type IntakeOptions } from './http/request-intake.ts';
import { htmlPage, text } from './http/respond.ts';
import { createMembershipService } from './membership/membership.service.ts';
import { createGiftsService } from './membership/gifts.service.ts';
import { MAX_WEBHOOK_BYTES } from './membership/stripe-webhook.route.ts';
import type { RenderOptions } from './render/render-page.tsx';
import { messagePage, twoFactorPage } from './render/plain-pages.ts';
import { TWO_FACTOR_CALLBACK_PATH } from './handlers/session.routes.ts';
import type { SiteSources } from './render/pages/page-load.ts';
import { sitePages } from './site-pages/site-pages.ts';
import { statusChecks } from '../../core/status/server-status.ts';
import { reportAllowance } from './reporting/report-limit.ts';
import { createStatsIntake } from './stats/stats-intake.ts';
import { createPartnerService, type PartnerService } from './partner/partner.service.ts';
import type { ClientEvent } from '../../core/events/event-queue.ts';
import { REPORT_PATHS, type ReportingContext } from './reporting/reporting.routes.ts';
import { ANONYMOUS_XSRF_COOKIE, anonymousXsrfCookie, hashToken, otherAccountsOf, readSession, SESSION_COOKIE, XSRF_HEADER, xsrfMatches, type RequestSession } from './session.ts';
import { rememberedAccountOf } from './remembered-account.ts';
import { createMetrics } from './ops/metrics.ts';
import type { OpsContext } from './ops/ops.routes.ts';
import { GALLERY_ENTRY, type StatechartsContext } from './statecharts/statecharts.routes.ts';

export const DEFAULT_FLAGS: ReadonlySet<string> = new Set(['enable_slim_navigation', 'enable_manage_membership']);
/** The footer on a fresh install: the built-in pages (adapters/server/site-pages/); QUIRE_LINK_* adds or replaces. */
export const DEFAULT_SITE_LINKS: SiteLinks = { help: '/help', status: '/status', about: '/about', privacy: '/privacy', rules: '/rules', terms: '/terms' };
export const DEFAULT_MAIN_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Issue 20: the sandbox's billing run, a recurring job (one process of the cluster claims each run), every minute. */
export const MEMBERSHIP_BILLING_JOB = 'membership.billing';
/** Issue 23 part C: the Partner Program's monthly close, a recurring job (hourly; the month closes once). */
export const PARTNER_CLOSE_JOB = 'partner.close-month';
export const MEMBERSHIP_BILLING_EVERY_MS = 60_000;

/** Finished jobs (done or failed) are kept this long as a record, then pruned by the daily jobs.prune. */
export const JOB_RECORDS_KEPT_MS = 14 * 86_400_000;

/**
 * Reading stops at this many bytes with a 413. A batch of 20 reading operations fits in far less; the bound is
 * set by saveDraft, whose story body (at most 1 MB of JSON, core/content/post-limits.ts) travels as a JSON
 * string, escaped once more: 2.5 MB holds it with room to spare, so the body's own limit answers, not this one.
 */
export const MAX_GRAPHQL_BODY_BYTES = 2.5 * 1024 * 1024;
/** Forms and small JSON posts (dev routes, a provider's form post back): anything larger is not one. */
export const MAX_OTHER_BODY_BYTES = 64 * 1024;

export type Services = ReturnType<typeof createServices>;

export function createServices(appOptions: AppOptions) {
  const logError = appOptions.logError ?? ((error: unknown, context: string) => console.error(`[${context}]`, error));
  const edgeCache = createEdgeCache(appOptions.edgeCache ?? DEFAULT_EDGE_CACHE, { now: appOptions.now, logError, fetch: appOptions.purgeFetch, bus: appOptions.invalidation });
  const options = {
    ...appOptions,
    // Writes that change what an anonymous page shows purge its tags (platform-reference §9).
    // Reads that are the same for everyone are shared for seconds, purged with the pages (issue 19).
    repos: purgeOnWrite(edgeCache.shared ? sharedReads(appOptions.repos, edgeCache.shared, edgeCache.readers ?? edgeCache.shared) : appOptions.repos, edgeCache.changes),
    flags: appOptions.flags ?? DEFAULT_FLAGS,
    siteLinks: appOptions.siteLinks ?? DEFAULT_SITE_LINKS,
    mainHosts: appOptions.mainHosts ?? DEFAULT_MAIN_HOSTS,
    devSignIn: appOptions.devSignIn ?? false,
    production: appOptions.production ?? false,
    staffUsernames: appOptions.staffUsernames ?? new Set<string>(),
    socialProviders: appOptions.socialProviders ?? {},
    /** Links leaving the server (e-mail, providers' return addresses) start here, whatever Host says. */
    publicOrigin: appOptions.publicOrigin ?? 'http://localhost',
    logError,
  };
  const { repos, now } = options;

  /**
   * Background jobs (README: Background jobs): the durable queue in the store. Services enqueue through `jobs`
   * (the JobQueue port: `jobs.enqueue('post.publish', { postId }, { runAt, key })`, `jobs.cancel(key)`); the
   * handlers are registered at the end of this function; main.ts starts and stops the runner.
   */
  /** Without the server's logger (tests), the runner's errors and warnings go where unexpected errors go. */
  const toLogError = (...parts: unknown[]) => logError(parts.length > 1 ? parts.at(-1) : parts[0], `jobs${parts.length > 1 ? `: ${parts.slice(0, -1).map(String).join(' ')}` : ''}`);
  const jobLog: JobLog = options.jobs?.log ?? { error: toLogError, warn: toLogError, info: () => {}, debug: () => {} };
  const jobs = createJobRunner({ repo: repos.jobs, clock: { now: () => now().getTime() }, log: jobLog, pollMs: options.jobs?.pollMs });

  /**
   * The durable mail queue (README: Newsletters → delivery guarantees): features queue e-mail with
   * `mail.enqueueMail({ key, to, subject, element | html+text, headers, category, ref })`; the sender delivers it
   * through the Mailer port, paced by QUIRE_MAIL_RATE. main.ts starts and stops the sender.
   */
  const mailSender = createMailSender({
    repo: repos.mailDeliveries,
    mailer: options.mailer,
    now,
    rate: options.mail?.rate,
    // Issue 20: QUIRE_MAIL_RATE holds for the whole cluster, counted in the store.
    pace: repos.rateLimits,
    concurrency: options.mail?.concurrency,
    pollMs: options.mail?.pollMs ?? options.jobs?.pollMs,
    leaseMs: options.mail?.leaseMs,
    log: jobLog,
  });
  const mail = createMailQueue({ repo: repos.mailDeliveries, now, messageIdDomain: new URL(options.publicOrigin).hostname, onQueued: () => mailSender.wake() });
  /** What every bulk e-mail's layout needs (adapters/mail/templates/EmailLayout.tsx). */
  const mailLayout = { productName: options.productName, operatorAddress: options.mail?.address ?? '' };

  /** The session of a request, read from the store once however many handlers and resolvers ask. */
  const sessions = new WeakMap<Request, Promise<RequestSession>>();
  const sessionOf = (request: Request): Promise<RequestSession> => {
    let session = sessions.get(request);
    if (!session) {
      session = readSession(request, repos.sessions, now());
      sessions.set(request, session);
    }
    return session;
  };

  /** The network a request comes from, as the intake decided it (request-intake.ts). */
  const networkOf = (serverContext: ServerContext): string => serverContext.network ?? serverContext.remoteAddress ?? 'unknown';

  /** The browser behind a request: the hash of its xsrf cookie (or of its session cookie when signed in). */
  function requesterOf(request: Request, serverContext: ServerContext): Requester {
    const cookies = parseCookies(request.headers.get('cookie'));
    const id = cookies.get(ANONYMOUS_XSRF_COOKIE) ?? cookies.get(SESSION_COOKIE) ?? '';
    return { browser: id ? hashToken(`browser:${id}`) : '', network: networkOf(serverContext), origin: options.publicOrigin };
  }

  /** The key that signs logged-out browsers' xsrf tokens, shared by every process through the store. */
  let xsrfKey: Promise<string> | null = null;
  const anonymousXsrfKey = (): Promise<string> =>
    (xsrfKey ??= repos.serverSecrets.get('anonymous-xsrf').catch((error: unknown) => {
      xsrfKey = null;
      throw error;
    }));

  const xsrf = {
    /** The browser's anonymous xsrf token when the server issued it; a planted or forged cookie counts as none. */
    async anonymousOf(request: Request): Promise<string | null> {
      const cookie = parseCookies(request.headers.get('cookie')).get(ANONYMOUS_XSRF_COOKIE);
      return cookie ? verifiedAnonymousToken(cookie, await anonymousXsrfKey()) : null;
    },
    issue: async (): Promise<string> => issueAnonymousToken(await anonymousXsrfKey()),
    /**
     * Every mutation needs the xsrf token in the x-xsrf-token header: the session's when signed in, else the
     * browser's anonymous one (its cookie, read from /_/xsrf). The GraphQL endpoint's guard asks it of every
     * request whose parsed documents hold a mutation (graphql/request-guard.plugin.ts); the report endpoints ask
     * it of every report.
     */
    async ok(request: Request): Promise<boolean> {
      const session = await sessionOf(request);
      const expected = session.xsrf ?? (await xsrf.anonymousOf(request));
      return expected !== null && xsrfMatches(request.headers.get(XSRF_HEADER), expected);
    },
  };

  const auth = createAuthService({
    repo: repos.auth,
    limits: repos.rateLimits,
    mailer: options.mailer,
    productName: options.productName,
    now,
    verifyCaptcha: options.verifyCaptcha ?? (async () => true),
    spendRecoveryCode: recoveryCodeSpender(repos.security),
  });

  /** Issue 21: the Security and apps tab (sessions, password, authenticator, passkeys, integration tokens). */
  const security = createSecurityService({
    auth: repos.auth,
    security: repos.security,
    limits: repos.rateLimits,
    productName: options.productName,
    publicOrigin: options.publicOrigin,
    socialProviders: Object.keys(options.socialProviders) as SocialProvider[],
    now,
    judgeAttempt: createAttemptLedger(repos.auth, repos.rateLimits).judgeAttempt,
  });

  // Memberships are bought through Stripe when it is configured, else through the built-in sandbox.
  const sandbox = repos.sandboxPayments;
  const membership = createMembershipService({
    repo: repos.memberships,
    provider: options.stripe ?? sandbox,
    providers: new Map<PaymentProviderName, PaymentProvider>([['SANDBOX', sandbox], ...(options.stripe ? [['STRIPE', options.stripe] as const] : [])]),
    sandbox,
    priceOf: (type) => membershipPrice(priceKeyOf(type)),
    now,
  });

  // QUIRE_FLAGS ← stored global settings ← the signed-in user's settings.
  const variantFlags = createVariantFlagsService({
    repos,
    envFlags: options.flags,
    staffUsernames: options.staffUsernames,
    now,
    onGlobalChange: () => edgeCache.purger.purge([SITE_TAG]),
  });

  /** Whether the visitor's country (QUIRE_COUNTRY_HEADER, set by the CDN or proxy in front) is in the EU list. */
  const euVisitorOf = (request: Request) => isEuCountry(options.countryHeader ? request.headers.get(options.countryHeader) : null);

  /** platform-reference §6, held on the server too: the same consent rule the browser follows. */
  async function analyticsAllowedFor(request: Request, viewerId: string | null): Promise<boolean> {
    const flags = await variantFlags.forUser(viewerId);
    return analyticsAllowed({
      eu: euVisitorOf(request),
      loggedIn: viewerId !== null,
      accepted: acceptedInCookies(request.headers.get('cookie')),
      bot: isBotUserAgent(request.headers.get('user-agent')),
      dontTrack: flags.enabled.has('dont_track_user'),
    });
  }

  const reportsAllowed = reportAllowance(repos.rateLimits, now, options.reportsPerMinute);

  /**
   * Issue 17: what the services call where events happen (README: Notifications). A notification is written after
   * the reader's action succeeded and never fails it: an error is logged and the action answers as it would.
   */
  const notifier: Notifier = {
    async notify(event) {
      try {
        const { written, groupKey } = await repos.notifications.notifyWritten({ ...event, at: event.at ?? now() });
        // Responses, replies, mentions and a failed payment are e-mailed at once (if the reader's setting says so),
        // by a job: the reader's action never waits on rendering or SMTP.
        if (written && emailedAtOnce(event.kind)) {
          await jobs.enqueue(NOTIFICATION_EMAIL_JOB, { recipientId: event.recipientId, groupKey } satisfies NotificationEmailPayload, {
            key: `notification-email:${event.recipientId}:${groupKey}`,
          });
        }
      } catch (error) {
        logError(error, 'notifications');
      }
    },
  };
  const notificationEmails = notificationMail({
    notifications: repos.notifications,
    mail,
    secrets: repos.serverSecrets,
    layout: mailLayout,
    publicOrigin: options.publicOrigin,
    now,
  });

  // Newsletters (issue 17): subscriptions, the signed unsubscribe links and each published story's fan-out.
  const newsletters = createNewslettersService({
    repo: repos.newsletters,
    storyForMail: repos.storyForMail,
    mail,
    jobs: options.jobQueue === undefined ? jobs : options.jobQueue,
    secret: () => repos.serverSecrets.get(UNSUBSCRIBE_SECRET),
    now,
    publicOrigin: options.publicOrigin,
    layout: mailLayout,
    // A new subscriber notifies the newsletter's owner (NEW_SUBSCRIBER), then whatever the embedding app hooks in.
    onSubscribed: async (event) => {
      await notifier.notify({
        kind: 'NEW_SUBSCRIBER',
        recipientId: event.newsletter.user.id,
        actorId: 'userId' in event.subscriber ? event.subscriber.userId : null,
        newsletterId: event.newsletter.id,
        publicationId: event.newsletter.publicationId,
      });
      await options.onNewsletterSubscribed?.(event);
    },
    rateLimits: repos.rateLimits,
  });

  // Writing and publishing (issue 15): the mutations' service, with the purges and the job queue.
  const editing = createEditingService({
    posts: repos.postEditing,
    jobs: options.jobQueue === undefined ? jobs : options.jobQueue,
    changes: edgeCache.changes,
    now,
    rateLimits: repos.rateLimits,
    onPublished: (postId) => newsletters.storyPublished(postId),
    // A response's thread closed (reader-experience §8): the full editor may not change it either.
    responseClosed: async (postId) => {
      const thread = await repos.responses.parentOf(postId);
      return thread !== null && thread.type === 'RESPONSE' && thread.locked;
    },
  });

  // Highlights and reading history (issue 16): purges the story's page when its Top highlight may move.
  const highlights = createHighlightsService({ highlights: repos.highlights, history: repos.readingHistory, purger: edgeCache.purger, rateLimits: repos.rateLimits, now, notifier });

  // Responses (issue 16): publishing, hiding, closing discussion, with the purges and the reader's pace.
  const responses = createResponsesService({
    responses: repos.responses,
    changes: edgeCache.changes,
    now,
    rateLimits: repos.rateLimits,
    notifier,
    userIdsOf: async (usernames) => (await repos.users.usersByUsernames(usernames)).map((u) => u.id),
  });

  /** Whether a reader holds an active membership (reads member-only stories): the one check claps and quotes ask. */
  const isMember = async (userId: string): Promise<boolean> => (await repos.memberships.active(userId)) !== null;

  // Issue 16 claps: the mutation's and POST /_/vote/p/{postId}'s service, with the purges and the counts job.
  const claps = createClapsService({
    claps: repos.claps,
    isMember,
    rateLimits: repos.rateLimits,
    purger: edgeCache.purger,
    jobs: options.jobQueue === undefined ? jobs : options.jobQueue,
    now,
    // Claps notify in the clap's own statement (claps.repository.ts): CLAPS is e-mailed only in the digest, so the
    // notifier's at-once e-mail job has nothing to add.
    notifyWriters: true,
  });

  // Issue 22: publications run by their people — create, roles and invitations, submissions, featured stories.
  const publicationPeople = createPublicationPeopleService({
    repo: repos.publicationPeople,
    findUser: (who) => repos.publicationPeople.findUser(who),
    userName: async (id) => (await repos.users.usersByIds([id]))[0]?.name ?? null,
    publicationName: async (id) => (await repos.publications.publicationsByIds([id]))[0] ?? null,
    notifier,
    mail,
    mailLayout,
    changes: edgeCache.changes,
    jobs: options.jobQueue === undefined ? jobs : options.jobQueue,
    onPublished: (postId) => newsletters.storyPublished(postId),
    publicOrigin: options.publicOrigin,
    now,
    logError,
  });

  // Issue 23: client events into the stats rollups (stats/stats-intake.ts), from POST /_/batch and logClientEvents.
  const statsIntake = createStatsIntake({ stats: repos.stats, isMember, ownHost: new URL(options.publicOrigin).hostname, logError });
  const recordStats = (events: readonly ClientEvent[], request: Request, network: string, viewerId: string | null) => {
    const userAgent = request.headers.get('user-agent');
    return statsIntake({
      events,
      viewerId,
      userAgent,
      browserKey: requesterOf(request, { network }).browser,
      networkKey: hashToken(`stats:${network}|${userAgent ?? ''}`),
      now: now().getTime(),
    });
  };

  // Issue 21 (your account): e-mail changes, username changes, exports and deletion, with their purges.
  const account = createAccountService({
    repo: repos.account,
    purger: edgeCache.purger,
    mail,
    jobs: options.jobQueue === undefined ? jobs : options.jobQueue,
    secrets: repos.serverSecrets,
    now,
    publicOrigin: options.publicOrigin,
    productName: options.productName,
    operatorAddress: mailLayout.operatorAddress,
  });

  // Issue 23: gifts, the first-year discount and the cancel flow, paid through the same provider as memberships.
  const gifts = createGiftsService({
    gifts: repos.gifts,
    memberships: repos.memberships,
    membership,
    provider: options.stripe ?? sandbox,
    providers: new Map<string, PaymentProvider>([['SANDBOX', sandbox], ...(options.stripe ? [['STRIPE', options.stripe] as const] : [])]),
    limits: repos.rateLimits,
    mail,
    mailLayout,
    productName: options.productName,
    publicOrigin: options.publicOrigin,
    emailOf: (userId) => repos.gifts.emailOf(userId),
    now,
  });

  // Issue 23 part C: the Partner Program, paid out through the same provider as memberships (Stripe Connect when
  // Stripe is configured).
  const partner: PartnerService = createPartnerService({
    repo: repos.partner,
    provider: options.stripe ?? sandbox,
    isMember,
    now,
    publicOrigin: options.publicOrigin,
    emailOf: (userId) => repos.gifts.emailOf(userId),
    logError,
  });

  const graphql = createGraphQLEndpoint(repos, {
    account,
    publicationPeople,
    recordStats,
    gifts,
    partner,
    security,
    editing,
    claps,
    responses,
    highlights,
    analyticsAllowed: analyticsAllowedFor,
    graphiql: options.graphiql ?? false,
    auth,
    membership,
    requesterOf,
    sessionOf,
    productName: options.productName,
    variantFlags,
    xsrfOk: xsrf.ok,
    publicOrigin: options.publicOrigin,
    mainHosts: options.mainHosts,
    production: options.production,
    reportAllowance: reportsAllowed,
    // Issue 21: the alternate-user banner reads the browser's other accounts and the one that last signed out.
    browserAccountsOf: async (request, viewerId) => {
      const [others, remembered] = await Promise.all([
        otherAccountsOf(request, repos.sessions, options.now(), viewerId),
        rememberedAccountOf(request, repos.serverSecrets),
      ]);
      return { others: others.map((o) => o.userId), remembered };
    },
  });

  const social: SocialContext = {
    providers: options.socialProviders,
    sessions: repos.sessions,
    accountFor: auth.accountFor,
    landingFor: auth.landingFor,
    links: {
      owner: (provider, subject) => repos.security.socialLinkOwner(provider, subject),
      link: (userId, provider, subject) => repos.security.linkSocial(userId, provider, subject),
    },
    sessionUserOf: async (request) => (await sessionOf(request)).userId,
    secondFactor: async (request, userId, redirect, network) => {
      const email = (await repos.account.settings(userId))?.email;
      if (!email) return null;
      // The form posts the browser's anonymous xsrf token; a browser arriving from the provider without one gets
      // one now, and the challenge is bound to the browser that token names (as requesterOf will read it then).
      const existing = await xsrf.anonymousOf(request);
      const token = existing ?? (await xsrf.issue());
      const requester = { ...requesterOf(request, { network }), browser: hashToken(`browser:${token}`) };
      const challenge = await auth.twoFactorChallengeFor(email, redirect, requester);
      if (!challenge) return null;
      const page = htmlPage(twoFactorPage(options.productName, TWO_FACTOR_CALLBACK_PATH, { challenge, xsrf: token }, null));
      if (!existing) page.headers.append('set-cookie', anonymousXsrfCookie(request, token));
      return page;
    },
    now,
    origin: () => options.publicOrigin,
    page: (status, title, message) => htmlPage(messagePage(options.productName, title, message), status),
  };

  const viewerOf = async (request: Request) => {
    const session = await sessionOf(request);
    return session.userId ? repos.users.viewerById(session.userId) : null;
  };

  // Reports and the operator view.
  const reporting: ReportingContext = {
    repo: repos.reporting,
    now,
    xsrfOk: xsrf.ok,
    viewerOf,
    staffUsernames: options.staffUsernames,
    productName: options.productName,
    analyticsAllowed: async (request) => analyticsAllowedFor(request, (await sessionOf(request)).userId),
    allow: reportsAllowed,
    logError,
    recordStats,
    jobQueue: (at) => repos.jobs.queueView(at),
  };

  // The statechart gallery, for designers: outside production, or for staff.
  const statecharts: StatechartsContext = {
    openToAll: options.statechartsOpen ?? false,
    staffUsernames: options.staffUsernames,
    viewerOf,
    productName: options.productName,
    assets: options.assets.entries?.[GALLERY_ENTRY] ?? null,
  };

  // Images: uploads and /media/{id} (handlers/media.routes.ts).
  const uploadLimit = uploadRateLimit(options.media?.uploadsPerHour);
  const media: MediaContext = {
    storage: options.media?.storage ?? memoryMediaStorage(),
    repo: repos.media,
    uploadMaxMb: options.media?.uploadMaxMb ?? DEFAULT_UPLOAD_MAX_MB,
    userIdOf: async (request) => (await sessionOf(request)).userId,
    xsrfOk: xsrf.ok,
    allowUpload: (userId) => consume(repos.rateLimits, uploadLimit, userId, now().getTime()),
    newId: () => mediaIdFrom(randomBytes(MEDIA_ID_BYTES)),
    now,
    logError,
  };

  const intake: IntakeOptions = {
    trustProxy: options.trustProxy ?? false,
    trustedProxies: compileTrustedProxies(options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES),
    secureOrigin: options.publicOrigin.startsWith('https:'),
    bodyLimitOf: (pathname) =>
      pathname === UPLOAD_PATH
        ? bytesOfMb(media.uploadMaxMb) + MULTIPART_OVERHEAD_BYTES
        : pathname === IMPORT_PATH
          ? IMPORT_BODY_MAX_BYTES
          : pathname === GRAPHQL_PATH ? MAX_GRAPHQL_BODY_BYTES : REPORT_PATHS.has(pathname) ? REPORT_BODY_MAX_BYTES : pathname === STRIPE_WEBHOOK_PATH ? MAX_WEBHOOK_BYTES : MAX_OTHER_BODY_BYTES,
    tooLarge: (pathname, limit) => {
      if (pathname === UPLOAD_PATH) return uploadTooLarge(media.uploadMaxMb);
      if (pathname === IMPORT_PATH) return htmlPage(messagePage(options.productName, 'Import subscribers', `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`), 413);
      const message = `The request body is larger than ${limit / 1024} KB.`;
      if (pathname === GRAPHQL_PATH) return Response.json({ errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }, { status: 413 });
      if (REPORT_PATHS.has(pathname)) return Response.json({ ok: false, error: 'TOO_LARGE', message }, { status: 413 });
      return text(413, message, { 'cache-control': 'no-store' });
    },
  };

  /**
   * The dev routes (the outbox, post titles) show secrets and change content: they exist only outside production
   * (or when QUIRE_DEV_SIGN_IN or QUIRE_DEV_OUTBOX turns them on there), and answer only a request made on this
   * machine straight to the server, never one a proxy forwarded.
   */
  const devRoutesOn = !options.production || options.devSignIn || options.devOutbox === true;
  const devRouteOpen = (request: Request, serverContext: ServerContext) => devRoutesOn && isDirectLoopback(request, serverContext.remoteAddress);

  /** The built-in pages: the operator's Markdown or the defaults, the server's health, the app's address. */
  const builtInPages = sitePages({ productName: options.productName, dir: options.sitePagesDir ?? null });
  const mailMode = options.mailMode ?? (options.outbox ? 'outbox' : 'smtp');
  const site: SiteSources = {
    page: (key) => builtInPages.page(key),
    async status() {
      const at = now();
      // One query answers both whether the store is reachable and how the job queue stands.
      const jobs = await repos.jobs.backlog(at).then(
        (backlog) => ({ ok: true as const, backlog }),
        (error: unknown) => {
          logError(error, 'status: the store did not answer');
          return { ok: false as const };
        },
      );
      return statusChecks({
        now: at,
        store: jobs.ok ? true : { error: 'the database did not answer a query.' },
        mail: mailMode,
        jobs: jobs.ok ? jobs.backlog : null,
      });
    },
    appUrl: options.appUrl ?? null,
  };

  // Issue 20: /_/health, /_/ready and /_/metrics (ops/ops.routes.ts).
  const metrics = createMetrics({
    jobBacklog: () => repos.jobs.backlog(now()),
    jobQueue: async () => {
      const at = now();
      return { at, view: await repos.jobs.queueView(at) };
    },
    poolStats: options.metrics?.poolStats,
    processMetrics: options.metrics?.processMetrics,
  });
  const ops: OpsContext = {
    // Without the store's own check (tests): ready when the store answers a query.
    readiness:
      options.readiness ??
      (async () => {
        await repos.jobs.backlog(now());
        return null;
      }),
    metrics,
    isStaff: async (request) => {
      const viewer = await viewerOf(request);
      return viewer !== null && options.staffUsernames.has(viewer.username);
    },
    logError,
  };

  const renderOptions = (): RenderOptions => ({
    productName: options.productName,
    assets: options.assets,
    buildVersion: options.buildVersion,
    now: now(),
    siteLinks: options.siteLinks,
    socialProviders: Object.keys(options.socialProviders).sort(),
    notificationsPollMs: options.notificationsPollMs ?? DEFAULT_NOTIFICATIONS_POLL_MS,
    site,
    publicOrigin: options.publicOrigin,
  });

  /**
   * What each kind of background job does, and the jobs that recur: the one registration point. A handler gets
   * its payload as stored JSON (parse it), may run again after a crash part-way (make its writes idempotent) and
   * throws to be retried with back-off: post.publish (a scheduled story falls due) and posts.sweep-trash (hourly: trashed
   * stories go for good after 14 days; overdue scheduled stories are published).
   */
  const jobHandlers: Record<string, JobHandler<never>> = {
    // Issue 20: the sandbox's renewals, failures and endings as they come due, claimed by one process of the cluster.
    [MEMBERSHIP_BILLING_JOB]: async () => {
      await membership.tick();
      // Issue 23: a redeemed gift's year ends with no provider to say so.
      await gifts.endDue();
    },
    // Issue 23 part C: closes the month before this one, once (the store's unique month key; hourly, so the 1st's
    // first run closes it and every later run finds it closed).
    [PARTNER_CLOSE_JOB]: async () => {
      await partner.closeLastMonth();
      // Payouts the provider did not answer for are sent again (never paid twice: partner.service.ts resendProcessing).
      await partner.resendProcessing();
    },
    'jobs.prune': async () => {
      await repos.jobs.prune(new Date(now().getTime() - JOB_RECORDS_KEPT_MS));
    },
    ...(editingJobHandlers(editing) as Record<string, JobHandler<never>>),
    ...(clapsJobHandlers(claps) as Record<string, JobHandler<never>>),
    ...(notificationsJobHandlers(repos.notifications, now) as Record<string, JobHandler<never>>),
    ...(notificationMailJobHandlers(notificationEmails) as Record<string, JobHandler<never>>),
    ...(newsletterJobHandlers(newsletters) as Record<string, JobHandler<never>>),
    ...(accountJobHandlers(account) as Record<string, JobHandler<never>>),
  };
  const recurringJobs: RecurringJob[] = [{ kind: 'jobs.prune', everyMs: 86_400_000 }, { kind: MEMBERSHIP_BILLING_JOB, everyMs: MEMBERSHIP_BILLING_EVERY_MS }, TRASH_SWEEP_RECURRING, DIGEST_RECURRING, { kind: ACCOUNT_EXPORT_PRUNE_JOB, everyMs: 86_400_000 }, { kind: PARTNER_CLOSE_JOB, everyMs: 3_600_000 }];
  for (const [kind, handler] of Object.entries(jobHandlers)) jobs.register(kind, handler);
  for (const job of recurringJobs) jobs.every(job);

  return {
    options,
    repos,
    jobs,
    mail,
    mailSender,
    mailLayout,
    newsletters,
    edgeCache,
    auth,
    membership,
    gifts,
    partner,
    variantFlags,
    editing,
    account,
    claps,
    isMember,
    highlights,
    /** Issue 17: the Notifier (newsletters call notifier.notify({ kind: 'NEW_SUBSCRIBER', … })). */
    notifier,
    graphql,
    social,
    security,
    reporting,
    statecharts,
    media,
    intake,
    xsrf,
    sessionOf,
    networkOf,
    requesterOf,
    euVisitorOf,
    devRouteOpen,
    renderOptions,
    logError,
    metrics,
    ops,
  };
}
