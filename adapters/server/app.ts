// The server as one fetch handler (Request → Response): every request passes the intake (http/request-intake.ts),
// then the route table (route-table.ts) hands it to a handler of its concern; the services the handlers share
// are built once by the composition root (composition-root.ts). node:http serves it in main.ts; tests call it
// in process.
import type { AndroidApp } from '../../core/feed-syndication/app-association.ts';
import type { SiteLinks } from '../../core/layout/footer-links.ts';
import type { SocialProvider } from '../../core/auth/sign-in-links.ts';
import type { Mailer } from '../../core/ports/mailer.port.ts';
import type { MailQueue } from './mail/mail-queue.ts';
import type { MailSender } from './mail/mail-sender.ts';
import type { NewslettersService, SubscribedEvent } from './newsletters/newsletters.service.ts';
import type { MediaStorage } from '../../core/ports/media-storage.port.ts';
import type { SocialSignIn } from '../../core/ports/social-sign-in.port.ts';
import type { JobLog, JobRunner } from '../postgres/job-runner.ts';
import type { OutboxEntry } from '../postgres/mailer.outbox.ts';
import type { StripeProvider } from '../payments/stripe.provider.ts';
import type { PartnerService } from './partner/partner.service.ts';
import { createServices } from './composition-root.ts';
import type { EdgeCache, EdgeCacheConfig } from './edge-cache/edge-cache.server.ts';
import type { InvalidationBus } from './edge-cache/shared-invalidation.ts';
import type { PoolStats } from './ops/metrics.ts';
import type { ServerContext } from './graphql/graphql.ts';
import type { Repositories } from './graphql/repositories.ts';
import { takeRequest } from './http/request-intake.ts';
import { compressResponse } from './http/compression.ts';
import { routeReads } from './http/read-routing.ts';
import { isStatementTimeout, type ReadRouting } from '../postgres/store.ts';
import { text } from './http/respond.ts';
import type { MembershipService } from './membership/membership.service.ts';
import type { GiftsService } from './membership/gifts.service.ts';
import type { ClientAssets } from './render/document.ts';
import { dispatch, routeNameOf } from './route-table.ts';
import type { JobQueue } from '../../core/ports/job-queue.port.ts';
import type { EditingService } from './editing/editing.service.ts';

export type AppOptions = {
  repos: Repositories;
  productName: string;
  /**
   * The configured public origin (QUIRE_PUBLIC_URL): links in e-mails, return addresses and redirects to outside
   * providers are built from it, never from the request's Host header. Default http://localhost.
   */
  publicOrigin?: string;
  assets: ClientAssets;
  /** Where the built client lives (dist/client); null when serving no static files (tests). */
  clientDir: string | null;
  buildVersion: string;
  /** The clock: the only source of "now" on the server. */
  now: () => Date;
  graphiql?: boolean;
  /** NODE_ENV=production: introspection, field suggestions and the dev routes are off (README: Security). */
  production?: boolean;
  /** Feature flags on for every request unless a stored setting says otherwise (README: Configuration). */
  flags?: ReadonlySet<string>;
  /** The operator's policy and company pages for the footer and the avatar menu. */
  siteLinks?: SiteLinks;
  /** Hosts that are the product's own; any other host is looked up as a publication's custom domain. */
  mainHosts?: ReadonlySet<string>;
  /** The development sign-in shortcut (QUIRE_DEV_SIGN_IN). */
  devSignIn?: boolean;
  /** Where sign-in e-mails go, and what the mail queue's sender hands queued e-mail to. */
  mailer: Mailer;
  /**
   * The mail queue (README: Newsletters): the operator's address for e-mail footers (QUIRE_MAIL_ADDRESS), the
   * sender's pace (QUIRE_MAIL_RATE, messages a second) and how often it looks for due mail. Tests drive the sender
   * with `app.mailSender.runDue()`.
   */
  mail?: { address?: string; rate?: number; pollMs?: number; concurrency?: number; leaseMs?: number };
  /**
   * A new newsletter subscriber (an account, or an address once confirmed): the hook for the writer's notification.
   * Newsletters create no notifications themselves; the merger wires the Notifier here.
   */
  onNewsletterSubscribed?: (event: SubscribedEvent) => void | Promise<void>;
  /** The dev outbox, readable at /_/dev/outbox from this machine only; null when mail goes out by SMTP. */
  outbox?: { list(limit: number): Promise<OutboxEntry[]> } | null;
  /** Believe X-Forwarded-For and X-Forwarded-Proto (only behind a proxy you run: QUIRE_TRUST_PROXY). */
  trustProxy?: boolean;
  /** Which peers are those proxies (QUIRE_TRUSTED_PROXIES: CIDRs); loopback by default. */
  trustedProxies?: readonly string[];
  /** The dev outbox page in production too (QUIRE_DEV_OUTBOX); outside production it is on when there is an outbox. */
  devOutbox?: boolean;
  /** The Stripe provider, when keys are configured (its webhook at /_/stripe/webhook); the sandbox otherwise. */
  stripe?: StripeProvider | null;
  /** Registration's challenge; without one configured, every value passes. */
  verifyCaptcha?: (value: string | undefined) => Promise<boolean>;
  /** The social sign-in providers the operator configured (none by default). */
  socialProviders?: Partial<Record<SocialProvider, SocialSignIn>>;
  /** Where unexpected errors go; never to the client. */
  logError?: (error: unknown, context: string) => void;
  /** How many report events a minute one network may send (core/events/rate-limit.ts; tests lower it). */
  reportsPerMinute?: number;
  /** Usernames that may open the operator view (QUIRE_STAFF_USERNAMES). */
  staffUsernames?: ReadonlySet<string>;
  /** The operator's own apps for the app association files (QUIRE_APPLE_APP_IDS, QUIRE_ANDROID_APPS); none by default. */
  appleAppIds?: readonly string[];
  androidApps?: readonly AndroidApp[];
  /** The statechart gallery (/_/statecharts) is open to everyone (outside production); staff always. */
  statechartsOpen?: boolean;
  /** The request header naming the visitor's country (QUIRE_COUNTRY_HEADER); no header, not EU. */
  countryHeader?: string;
  /** The edge cache (platform-reference §9); the in-process cache is on by default. */
  edgeCache?: EdgeCacheConfig;
  /**
   * Issue 20: the store's LISTEN/NOTIFY (the Store itself fits): purges reach every process's in-process page cache.
   * Absent (most tests): this process's cache only.
   */
  invalidation?: InvalidationBus;
  /**
   * Issue 20, /_/ready: null when ready, else the reason (adapters/postgres/store.ts storeReadiness). Absent: ready
   * when the store answers a query.
   */
  readiness?: () => Promise<string | null>;
  /** Issue 20, /_/metrics: the store pool's use, and the process's own metrics (main.ts turns both on). */
  metrics?: { poolStats?: () => PoolStats; processMetrics?: boolean };
  /** The fetch the CDN purge adapter uses (tests give a fake). */
  purgeFetch?: typeof fetch;
  /** Background jobs: how often to look for due ones (QUIRE_JOBS_POLL_MS) and the server's logger. */
  jobs?: { pollMs?: number; log?: JobLog };
  /** Issue 17: how often an open page polls the unread notification count (QUIRE_NOTIFICATIONS_POLL_MS; 30 s when absent). */
  notificationsPollMs?: number;
  /**
   * Images (README: Images and media): where uploads are stored (the local folder or S3 the config names; in
   * memory when absent, for tests), QUIRE_UPLOAD_MAX_MB (25) and uploads per user an hour (60).
   */
  media?: { storage: MediaStorage; uploadMaxMb?: number; uploadsPerHour?: number };
  /**
   * The job queue scheduled publishing enqueues on: the store-backed runner when absent; tests may pass a fake, or
   * null to see scheduling refused with its message.
   */
  jobQueue?: JobQueue | null;
  /** Where the app is (QUIRE_APP_URL): 'Open in app' and /download-app show only with one. */
  appUrl?: string | null;
  /** The operator's folder of built-in pages (QUIRE_SITE_PAGES_DIR): `help.md`, `about.html`, …; absent: the defaults. */
  sitePagesDir?: string | null;
  /** How mail leaves, for the Status page: by SMTP, or kept in the dev outbox (default: outbox when one is given). */
  mailMode?: 'smtp' | 'outbox';
  /**
   * Issue 20, read replicas: the store's read routing (Store.reads); GETs read from the replica, see
   * http/read-routing.ts. Absent: every read from the one database.
   */
  reads?: ReadRouting;
  /** How many addresses a sitemap page lists (core/feed-syndication/sitemap.ts SITEMAP_PAGE_SIZE; tests lower it). */
  sitemapPageSize?: number;
};

export type App = {
  fetch(request: Request, serverContext?: ServerContext): Promise<Response>;
  /** Memberships: the server's billing timer calls `membership.tick()`; tests do, after moving their clock. */
  membership: MembershipService;
  /** The edge cache; `edgeCache.changes.postChanged(post)` is what the post editor calls after a save. */
  edgeCache: EdgeCache;
  /** Background jobs: main.ts starts and stops the runner; tests call `jobs.runDue()` after moving their clock. */
  jobs: JobRunner;
  /** Writing and publishing; its job handlers are adapters/server/editing/jobs.ts editingJobHandlers(app.editing). */
  editing: EditingService;
  /** The durable mail queue: `mail.enqueueMail({ key, to, subject, element | html+text, headers, category, ref })`. */
  mail: MailQueue;
  /** Sends queued mail: main.ts starts and stops it; tests call `mailSender.runDue()`. */
  mailSender: MailSender;
  /** Newsletters: subscriptions and each story's fan-out (its job: newsletter.fan-out). */
  newsletters: NewslettersService;
  /** Issue 23: gifts and the cancel flow; the billing job calls `gifts.endDue()` after `membership.tick()`, tests too. */
  gifts: GiftsService;
  /** Issue 23 part C: the Partner Program; its hourly job closes months and sends stuck payouts again, tests too. */
  partner: PartnerService;
};

export function createApp(appOptions: AppOptions): App {
  const services = createServices(appOptions);
  return {
    membership: services.membership,
    edgeCache: services.edgeCache,
    jobs: services.jobs,
    editing: services.editing,
    mail: services.mail,
    mailSender: services.mailSender,
    newsletters: services.newsletters,
    gifts: services.gifts,
    partner: services.partner,
    async fetch(incoming: Request, socket: ServerContext = {}): Promise<Response> {
      const started = performance.now();
      const response = await routeReads(incoming, appOptions.reads, () => answer(incoming, socket), (appOptions.publicOrigin ?? '').startsWith('https:'));
      // Issue 20: /_/metrics — by the route's name, never the path.
      try {
        services.metrics.observe(routeNameOf(new URL(incoming.url)), incoming.method, response.status, (performance.now() - started) / 1000, response.headers.get('x-quire-cache'));
      } catch (error) {
        services.logError(error, 'metrics');
      }
      return response;
    },
  };

  async function answer(incoming: Request, socket: ServerContext): Promise<Response> {
    try {
      const taken = await takeRequest(incoming, socket.remoteAddress, services.intake);
      if (!taken.ok) return taken.response;
      const serverContext: ServerContext = { remoteAddress: socket.remoteAddress, network: taken.network };
      // Issue 19: text leaves compressed in the encoding the browser prefers (http/compression.ts).
      return await compressResponse(incoming, await dispatch(services, { request: taken.request, url: taken.url, serverContext }));
    } catch (error) {
      // Whatever went wrong is logged; the client learns only that it did, never a stack or a path.
      services.logError(error, `${incoming.method} ${new URL(incoming.url).pathname}`);
      // Issue 20: a statement past QUIRE_STATEMENT_TIMEOUT_MS was cancelled: the store is slow, not the request wrong.
      if (isStatementTimeout(error)) {
        return text(503, 'The database took too long to answer. Please try again in a moment.', { 'cache-control': 'no-store', 'retry-after': '5' });
      }
      return text(500, 'Something went wrong on our side. Please try again.', { 'cache-control': 'no-store' });
    }
  }
}
