// Configuration from the environment, read once at start-up by one reader (README: Configuration): a zod schema
// per concern turns the variables into plain values, and the first broken rule stops the server with a message
// naming the variable. Adapters are built from these values by the composition root; none reads the environment.
import { parseAndroidApps, parseAppleAppIds, type AndroidApp } from '../../core/feed-syndication/app-association.ts';
import path from 'node:path';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../core/auth/sign-in-links.ts';
import { DEFAULT_PRODUCT_NAME } from '../../core/copy/copy.ts';
import { FOOTER_LINK_KEYS, parseSiteLink, type SiteLinks } from '../../core/layout/footer-links.ts';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, parseLogLevel, type LogLevel } from '../../core/logging/log-levels.ts';
import { DEFAULT_MAIL_FROM } from '../mail/mailer.smtp.ts';
import { DEFAULT_MAIL_RATE } from '../../core/mail/mail-delivery.policy.ts';
import { DEFAULT_MAIL_LEASE_MS } from './mail/mail-sender.ts';
import { DEFAULT_JOBS_POLL_MS } from '../postgres/job-runner.ts';
import type { S3MediaConfig } from '../media/media-storage.s3.ts';
import { DEFAULT_UPLOAD_MAX_MB } from '../../core/media/upload.ts';
import type { StoreOptions } from '../postgres/store.ts';
import type { HttpSearchConfig } from '../search/http-search.ts';
import { DEFAULT_FLAGS, DEFAULT_MAIN_HOSTS, DEFAULT_SITE_LINKS } from './composition-root.ts';
import { DEFAULT_EDGE_CACHE, type EdgeCacheConfig } from './edge-cache/edge-cache.server.ts';
import { compileTrustedProxies, DEFAULT_TRUSTED_PROXIES } from './http/request-intake.ts';

export type ServerConfig = {
  port: number;
  host: string;
  /**
   * The public origin (QUIRE_PUBLIC_URL): every link in an e-mail, every redirect to an outside provider and
   * every return address is built from it, never from the request's Host. Required in production unless
   * the server listens on loopback only; null then: http://localhost and the port the server is bound to.
   */
  publicOrigin: string | null;
  production: boolean;
  productName: string;
  store: StoreOptions;
  seedDemo: boolean;
  flags: ReadonlySet<string>;
  siteLinks: SiteLinks;
  mainHosts: ReadonlySet<string>;
  devSignIn: boolean;
  trustProxy: boolean;
  /** QUIRE_TRUSTED_PROXIES: the proxies whose X-Forwarded-For entries are skipped, right to left (loopback by default). */
  trustedProxies: readonly string[];
  /** QUIRE_DEV_OUTBOX=true: the dev outbox page in production too (loopback, unforwarded requests only). */
  devOutbox: boolean;
  /** Stripe's keys when both are set; null means the built-in sandbox takes payments. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl?: string } | null;
  /** Who may open /_/admin/internal-status, set flags and suspend stories. */
  staffUsernames: ReadonlySet<string>;
  /** The operator's own apps, named in the app association files (QUIRE_APPLE_APP_IDS, QUIRE_ANDROID_APPS). */
  appleAppIds: readonly string[];
  androidApps: readonly AndroidApp[];
  /** The header carrying the visitor's two-letter country code; '' reads none (nobody is EU). */
  countryHeader: string;
  /** platform-reference §9: what the server writes to its log (QUIRE_LOG_LEVEL). */
  logLevel: LogLevel;
  /** platform-reference §7.5: a third-party search service (QUIRE_SEARCH_URL, _APP_ID, _KEY); null: the built-in search. */
  searchService: Omit<HttpSearchConfig, 'fetch'> | null;
  /** platform-reference §9: the page cache and the CDN purge. */
  edgeCache: EdgeCacheConfig;
  /**
   * SMTP_URL (null: the dev outbox), MAIL_FROM, QUIRE_MAIL_ADDRESS (the operator's postal or contact address in the
   * footer of newsletters and notification e-mails) and QUIRE_MAIL_RATE (queued e-mails a second, all processes together).
   */
  mail: { smtpUrl: string | null; from: string; address: string; rate: number; leaseMs: number };
  /** The social sign-in providers with both a client id and a secret. */
  social: Partial<Record<SocialProvider, { clientId: string; clientSecret: string }>>;
  /** QUIRE_APP_URL: where the app is; null: no app, so no 'Open in app' and no /download-app. */
  appUrl: string | null;
  /** QUIRE_SITE_PAGES_DIR: the operator's Help, About, Privacy, Terms and Rules (`help.md`, …); null: the defaults. */
  sitePagesDir: string | null;
  /** Background jobs (adapters/postgres/job-runner.ts): how often the runner looks for due jobs (QUIRE_JOBS_POLL_MS). */
  jobs: { pollMs: number };
  /** Issue 17: how often an open page asks for the unread notification count (QUIRE_NOTIFICATIONS_POLL_MS, default 30 s). */
  notificationsPollMs: number;
  /** Images (README: Images and media): where uploads are stored and how large one may be. */
  media: MediaConfig;
  /** Issue 20: how long SIGTERM/SIGINT waits for in-flight requests and the running job (QUIRE_SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /**
   * QUIRE_TEST_CLOCK (tests only, refused in production): the instant the server's clock starts at; it runs on from
   * there at the real pace. null: the real clock. The e2e suites start a server in the month after the one they read
   * in, to close that month (README: Testing).
   */
  testClockStart: number | null;
};

/** QUIRE_UPLOAD_MAX_MB, and QUIRE_MEDIA_DIR (a local folder) or QUIRE_S3_* (object storage). */
export type MediaConfig = { uploadMaxMb: number; storage: { kind: 'local'; dir: string } | ({ kind: 's3' } & S3MediaConfig) };

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; error: string };

type Env = Record<string, string | undefined>;

/** A variable's trimmed text; unset and blank are both undefined. */
const text = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);
const list = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean));
const flag = z
  .string()
  .optional()
  .transform((v) => v === 'true');
/** Records a broken rule; the transform then yields nothing (z.NEVER). */
const fail = (ctx: z.RefinementCtx, message: string): never => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

const server = z
  .object({ PORT: text, HOST: text, NODE_ENV: text, QUIRE_PUBLIC_URL: text })
  .transform((env, ctx) => {
    const portText = env.PORT ?? '3000';
    const port = Number(portText);
    if (!Number.isInteger(port) || port < 0 || port > 65535) return fail(ctx, `PORT must be a whole number from 0 to 65535, not "${portText}".`);
    const production = env.NODE_ENV === 'production';
    // Without a public URL, a production server listens on loopback unless HOST says otherwise (and then needs one).
    const host = env.HOST ?? (production && !env.QUIRE_PUBLIC_URL ? '127.0.0.1' : '0.0.0.0');
    const raw = env.QUIRE_PUBLIC_URL;
    if (!raw) {
      if (production && !LOOPBACK_HOSTS.has(host)) {
        return fail(ctx, `QUIRE_PUBLIC_URL must be set in production when the server listens on ${host}: the address readers reach it at (e.g. https://quire.example). Links in e-mails are built from it. Or set HOST=127.0.0.1 to serve this machine only.`);
      }
      return { port, host, production, publicOrigin: null };
    }
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return fail(ctx, `QUIRE_PUBLIC_URL must be an absolute http or https URL, not "${raw}".`);
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
      return fail(ctx, `QUIRE_PUBLIC_URL must be an origin such as https://quire.example (http or https, no path, query or credentials), not "${raw}".`);
    }
    return { port, host, production, publicOrigin: url.origin };
  });

/**
 * QUIRE_TEST_CLOCK: an ISO 8601 instant with its zone (2026-12-01T01:00:00Z). A clock that is not the real one would
 * date payments, sessions and closed months wrongly: a production server refuses it, like any other test knob that
 * could change what readers are charged or paid.
 */
const testClock = z.object({ NODE_ENV: text, QUIRE_TEST_CLOCK: text }).transform(({ NODE_ENV: nodeEnv, QUIRE_TEST_CLOCK: raw }, ctx) => {
  if (raw === undefined) return null;
  if (nodeEnv === 'production') return fail(ctx, 'QUIRE_TEST_CLOCK is for tests only: a production server keeps the real time. Unset it.');
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) ? Date.parse(raw) : Number.NaN;
  if (!Number.isFinite(at)) return fail(ctx, `QUIRE_TEST_CLOCK must be an ISO 8601 instant with its zone, such as 2026-12-01T01:00:00Z, not "${raw}".`);
  return at;
});

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both (Stripe takes payments), neither (the sandbox), never one. */
const stripe = z.object({ STRIPE_SECRET_KEY: text, STRIPE_WEBHOOK_SECRET: text, STRIPE_API_URL: text }).transform(({ STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: apiUrl }, ctx) => {
  if (!secretKey && !webhookSecret) return apiUrl ? fail(ctx, 'STRIPE_API_URL is set but STRIPE_SECRET_KEY is not: it only says where Stripe\'s API is.') : null;
  if (!secretKey) return fail(ctx, 'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not: set both to take payments with Stripe, or neither to use the sandbox.');
  if (!webhookSecret) return fail(ctx, "STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: Stripe's webhook could not be verified. Set both, or neither to use the sandbox.");
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) return fail(ctx, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key).');
  if (!/^whsec_\w+$/.test(webhookSecret)) return fail(ctx, "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…).");
  if (!apiUrl) return { secretKey, webhookSecret };
  // Another address for Stripe's API: a Stripe-compatible mock (stripe-mock, or the end-to-end tests' fake).
  let url: URL | null = null;
  try {
    url = new URL(apiUrl);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search) return fail(ctx, 'STRIPE_API_URL must be an http(s) address with no path, like http://localhost:12111.');
  return { secretKey, webhookSecret, apiUrl: url.origin };
});

/** QUIRE_SEARCH_URL, QUIRE_SEARCH_APP_ID and QUIRE_SEARCH_KEY: all three (the service), none (the built-in search), never some. */
const searchService = z.object({ QUIRE_SEARCH_URL: text, QUIRE_SEARCH_APP_ID: text, QUIRE_SEARCH_KEY: text }).transform((env, ctx) => {
  const { QUIRE_SEARCH_URL: url, QUIRE_SEARCH_APP_ID: appId, QUIRE_SEARCH_KEY: key } = env;
  if (!url && !appId && !key) return null;
  const missing = [!url && 'QUIRE_SEARCH_URL', !appId && 'QUIRE_SEARCH_APP_ID', !key && 'QUIRE_SEARCH_KEY'].filter(Boolean);
  if (!url || !appId || !key) return fail(ctx, `${missing.join(' and ')} must be set too to use a search service; set none of the three for the built-in search.`);
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'https:' && protocol !== 'http:') return fail(ctx, `QUIRE_SEARCH_URL must be an http(s) address, not "${url}".`);
  return { url, appId, key };
});

/** README: Configuration — QUIRE_PAGE_CACHE, QUIRE_PAGE_CACHE_MB, QUIRE_CACHE_TTL, QUIRE_CACHE_EDGE_HEADER, … */
const edgeCache = z
  .object({
    QUIRE_PAGE_CACHE: text,
    QUIRE_PAGE_CACHE_MB: text,
    QUIRE_CACHE_TTL: text,
    QUIRE_CACHE_EDGE_HEADER: text,
    QUIRE_CACHE_INTERNAL_NETWORKS: list,
    QUIRE_PURGE_URL: text,
    QUIRE_PURGE_STYLE: text,
    QUIRE_PURGE_TOKEN: text,
  })
  .transform((env, ctx): EdgeCacheConfig => {
    const ttlText = env.QUIRE_CACHE_TTL ?? '300';
    const ttlSeconds = Number(ttlText);
    if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) return fail(ctx, `QUIRE_CACHE_TTL must be a whole number of seconds, not "${ttlText}".`);
    const mbText = env.QUIRE_PAGE_CACHE_MB ?? '64';
    const mb = Number(mbText);
    if (!Number.isFinite(mb) || mb <= 0) return fail(ctx, `QUIRE_PAGE_CACHE_MB must be a positive number, not "${mbText}".`);
    const style = env.QUIRE_PURGE_STYLE ?? 'varnish';
    if (style !== 'varnish' && style !== 'fastly') return fail(ctx, `QUIRE_PURGE_STYLE must be varnish or fastly, not "${style}".`);
    const purgeUrl = env.QUIRE_PURGE_URL;
    if (purgeUrl && !/^https?:\/\//.test(purgeUrl)) return fail(ctx, 'QUIRE_PURGE_URL must be an http:// or https:// address.');
    return {
      inProcess: env.QUIRE_PAGE_CACHE === 'off' ? null : { maxEntries: 2000, maxBytes: Math.round(mb * 1024 * 1024), ttlMs: ttlSeconds * 1000 },
      ttlSeconds,
      staleSeconds: DEFAULT_EDGE_CACHE.staleSeconds,
      edgeHeader: env.QUIRE_CACHE_EDGE_HEADER?.toLowerCase() ?? null,
      internalNetworks: env.QUIRE_CACHE_INTERNAL_NETWORKS,
      purge: purgeUrl ? { url: purgeUrl, style, token: env.QUIRE_PURGE_TOKEN ?? null } : null,
    };
  });

const proxies = z.object({ QUIRE_TRUST_PROXY: flag, QUIRE_TRUSTED_PROXIES: list }).transform((env, ctx) => {
  const trustedProxies = env.QUIRE_TRUSTED_PROXIES.length > 0 ? env.QUIRE_TRUSTED_PROXIES : [...DEFAULT_TRUSTED_PROXIES];
  try {
    compileTrustedProxies(trustedProxies);
  } catch (error) {
    return fail(ctx, `QUIRE_TRUSTED_PROXIES must be a comma-separated list of addresses or CIDRs (or loopback, linklocal, uniquelocal): ${(error as Error).message}.`);
  }
  return { trustProxy: env.QUIRE_TRUST_PROXY, trustedProxies };
});

/** The app association files' apps (core/feed-syndication/app-association.ts). */
const apps = z.object({ QUIRE_APPLE_APP_IDS: list, QUIRE_ANDROID_APPS: list }).transform((env, ctx) => {
  const apple = parseAppleAppIds(env.QUIRE_APPLE_APP_IDS);
  if (!apple.ok) return fail(ctx, apple.message);
  const android = parseAndroidApps(env.QUIRE_ANDROID_APPS);
  if (!android.ok) return fail(ctx, android.message);
  return { appleAppIds: apple.apps, androidApps: android.apps };
});

/** README: Images and media — QUIRE_UPLOAD_MAX_MB, QUIRE_MEDIA_DIR, QUIRE_S3_BUCKET and its companions. */
const media = (cwd: string) =>
  z
    .object({
      QUIRE_UPLOAD_MAX_MB: text,
      QUIRE_MEDIA_DIR: text,
      QUIRE_S3_BUCKET: text,
      QUIRE_S3_ENDPOINT: text,
      QUIRE_S3_REGION: text,
      QUIRE_S3_ACCESS_KEY_ID: text,
      QUIRE_S3_SECRET_ACCESS_KEY: text,
      QUIRE_S3_FORCE_PATH_STYLE: text,
    })
    .transform((env, ctx): MediaConfig => {
      const mbText = env.QUIRE_UPLOAD_MAX_MB ?? String(DEFAULT_UPLOAD_MAX_MB);
      const uploadMaxMb = Number(mbText);
      if (!Number.isFinite(uploadMaxMb) || uploadMaxMb <= 0 || uploadMaxMb > 1024) return fail(ctx, `QUIRE_UPLOAD_MAX_MB must be a number of megabytes above 0 and at most 1024, not "${mbText}".`);
      const bucket = env.QUIRE_S3_BUCKET;
      const s3Only = (['QUIRE_S3_ENDPOINT', 'QUIRE_S3_REGION', 'QUIRE_S3_ACCESS_KEY_ID', 'QUIRE_S3_SECRET_ACCESS_KEY', 'QUIRE_S3_FORCE_PATH_STYLE'] as const).filter((name) => env[name]);
      if (!bucket) {
        if (s3Only.length > 0) return fail(ctx, `${s3Only.join(' and ')} ${s3Only.length === 1 ? 'is' : 'are'} set but QUIRE_S3_BUCKET is not: set the bucket to store images in S3, or unset these to keep them in QUIRE_MEDIA_DIR.`);
        return { uploadMaxMb, storage: { kind: 'local', dir: path.resolve(cwd, env.QUIRE_MEDIA_DIR ?? path.join('data', 'media')) } };
      }
      if (env.QUIRE_MEDIA_DIR) return fail(ctx, 'QUIRE_MEDIA_DIR and QUIRE_S3_BUCKET are both set: images are stored in one place. Unset one.');
      const endpoint = env.QUIRE_S3_ENDPOINT ?? null;
      if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) return fail(ctx, `QUIRE_S3_ENDPOINT must be an http:// or https:// address, not "${endpoint}".`);
      const keyId = env.QUIRE_S3_ACCESS_KEY_ID ?? null;
      const secret = env.QUIRE_S3_SECRET_ACCESS_KEY ?? null;
      if ((keyId === null) !== (secret === null)) return fail(ctx, 'QUIRE_S3_ACCESS_KEY_ID and QUIRE_S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK\'s own credentials (environment, instance role).');
      const pathStyle = env.QUIRE_S3_FORCE_PATH_STYLE;
      if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false') return fail(ctx, `QUIRE_S3_FORCE_PATH_STYLE must be true or false, not "${pathStyle}".`);
      return {
        uploadMaxMb,
        storage: {
          kind: 's3',
          bucket,
          endpoint,
          region: env.QUIRE_S3_REGION ?? 'us-east-1',
          accessKeyId: keyId,
          secretAccessKey: secret,
          // A self-hosted store (an endpoint) is almost always addressed by path; AWS by virtual host.
          forcePathStyle: pathStyle === undefined ? endpoint !== null : pathStyle === 'true',
        },
      };
    });

const logLevel = z.object({ QUIRE_LOG_LEVEL: z.string().optional() }).transform(({ QUIRE_LOG_LEVEL: raw }, ctx) => {
  if (!raw?.trim()) return DEFAULT_LOG_LEVEL;
  const level = parseLogLevel(raw);
  return level ?? fail(ctx, `QUIRE_LOG_LEVEL must be one of ${Object.keys(LOG_LEVELS).join(', ')}, not "${raw}".`);
});

/** QUIRE_NOTIFICATIONS_POLL_MS: how often, in milliseconds, an open page polls the unread notification count (default 30000). */
export const DEFAULT_NOTIFICATIONS_POLL_MS = 30_000;
const notificationsPoll = z.object({ QUIRE_NOTIFICATIONS_POLL_MS: text }).transform(({ QUIRE_NOTIFICATIONS_POLL_MS: raw }, ctx) => {
  if (raw === undefined) return DEFAULT_NOTIFICATIONS_POLL_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 200 || ms > 3_600_000) return fail(ctx, `QUIRE_NOTIFICATIONS_POLL_MS must be a whole number of milliseconds from 200 to 3600000, not "${raw}".`);
  return ms;
});

/** QUIRE_JOBS_POLL_MS: how often, in milliseconds, the job runner looks for due jobs (default 1000). */
const jobs = z.object({ QUIRE_JOBS_POLL_MS: text }).transform(({ QUIRE_JOBS_POLL_MS: raw }, ctx) => {
  if (raw === undefined) return { pollMs: DEFAULT_JOBS_POLL_MS };
  const pollMs = Number(raw);
  if (!Number.isInteger(pollMs) || pollMs < 50 || pollMs > 3_600_000) return fail(ctx, `QUIRE_JOBS_POLL_MS must be a whole number of milliseconds from 50 to 3600000, not "${raw}".`);
  return { pollMs };
});

/** Issue 20: the connection budget and the drain on shutdown (README: Running at scale). */
export const DEFAULT_DB_POOL_SIZE = 10;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;
export const DEFAULT_SEARCH_STATEMENT_TIMEOUT_MS = 1000;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
const wholeIn = (name: string, raw: string | undefined, fallback: number, min: number, max: number, unit: string, ctx: z.RefinementCtx): number => {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) return fail(ctx, `${name} must be a whole number of ${unit} from ${min} to ${max}, not "${raw}".`);
  return value;
};
const connectionBudget = z
  .object({ DATABASE_URL: text, DATABASE_REPLICA_URL: text, QUIRE_DB_POOL_SIZE: text, QUIRE_STATEMENT_TIMEOUT_MS: text, QUIRE_SEARCH_STATEMENT_TIMEOUT_MS: text, QUIRE_SHUTDOWN_TIMEOUT_MS: text, QUIRE_DB_PREPARED_STATEMENTS: text })
  .transform((env, ctx) => {
    const poolSize = wholeIn('QUIRE_DB_POOL_SIZE', env.QUIRE_DB_POOL_SIZE, DEFAULT_DB_POOL_SIZE, 1, 1000, 'connections', ctx);
    const statementTimeoutMs = wholeIn('QUIRE_STATEMENT_TIMEOUT_MS', env.QUIRE_STATEMENT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS, 100, 3_600_000, 'milliseconds', ctx);
    const searchTimeoutMs = wholeIn('QUIRE_SEARCH_STATEMENT_TIMEOUT_MS', env.QUIRE_SEARCH_STATEMENT_TIMEOUT_MS, Math.min(DEFAULT_SEARCH_STATEMENT_TIMEOUT_MS, statementTimeoutMs), 10, 3_600_000, 'milliseconds', ctx);
    const shutdownTimeoutMs = wholeIn('QUIRE_SHUTDOWN_TIMEOUT_MS', env.QUIRE_SHUTDOWN_TIMEOUT_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS, 0, 3_600_000, 'milliseconds', ctx);
    const preparedRaw = env.QUIRE_DB_PREPARED_STATEMENTS?.trim().toLowerCase();
    if (preparedRaw !== undefined && preparedRaw !== 'on' && preparedRaw !== 'off')
      return fail(ctx, `QUIRE_DB_PREPARED_STATEMENTS must be "on" or "off", not "${env.QUIRE_DB_PREPARED_STATEMENTS}".`);
    const replica = env.DATABASE_REPLICA_URL;
    if (replica && !env.DATABASE_URL) return fail(ctx, 'DATABASE_REPLICA_URL is set but DATABASE_URL is not: a read replica needs its PostgreSQL primary in DATABASE_URL.');
    if (replica && !/^postgres(ql)?:\/\//.test(replica)) return fail(ctx, `DATABASE_REPLICA_URL must be a postgres:// connection string, not "${replica}".`);
    return { poolSize, statementTimeoutMs, searchTimeoutMs, shutdownTimeoutMs, replica: replica ?? null, preparedStatements: preparedRaw !== 'off' };
  });

/** QUIRE_MAIL_RATE: queued e-mails (newsletters, notifications) all server processes together send a second (default 10; counted in the store). */
const mailRate = z.object({ QUIRE_MAIL_RATE: text }).transform(({ QUIRE_MAIL_RATE: raw }, ctx) => {
  if (raw === undefined) return DEFAULT_MAIL_RATE;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate <= 0 || rate > 100_000) return fail(ctx, `QUIRE_MAIL_RATE must be a number of messages a second above 0 and at most 100000, not "${raw}".`);
  return rate;
});

/** QUIRE_MAIL_LEASE_MS: how long a killed process's claimed e-mails wait before another sender takes them (default 60 s). */
const mailLease = z.object({ QUIRE_MAIL_LEASE_MS: text }).transform(({ QUIRE_MAIL_LEASE_MS: raw }, ctx) => {
  if (raw === undefined) return DEFAULT_MAIL_LEASE_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1000 || ms > 3_600_000) return fail(ctx, `QUIRE_MAIL_LEASE_MS must be a whole number of milliseconds from 1000 to 3600000, not "${raw}".`);
  return ms;
});

/** QUIRE_LINK_HELP, QUIRE_LINK_STATUS, … QUIRE_LINK_TEXT_TO_SPEECH: each footer link's address. */
const linkVariable = (key: string) => `QUIRE_LINK_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
const siteLinks = (env: Env): SiteLinks => {
  const links: SiteLinks = { ...DEFAULT_SITE_LINKS };
  for (const key of FOOTER_LINK_KEYS) {
    const value = parseSiteLink(env[linkVariable(key)]);
    if (value) links[key] = value;
  }
  return links;
};

/** QUIRE_GOOGLE_CLIENT_ID and QUIRE_GOOGLE_CLIENT_SECRET (and likewise FACEBOOK, APPLE, TWITTER) turn a provider on. */
const social = (env: Env): ServerConfig['social'] => {
  const providers: ServerConfig['social'] = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const key = provider.toUpperCase();
    const clientId = text.parse(env[`QUIRE_${key}_CLIENT_ID`]);
    const clientSecret = text.parse(env[`QUIRE_${key}_CLIENT_SECRET`]);
    if (clientId && clientSecret) providers[provider] = { clientId, clientSecret };
  }
  return providers;
};

/** QUIRE_APP_URL: an http(s) address of the app (its store page or download page). */
const app = z.object({ QUIRE_APP_URL: text }).transform(({ QUIRE_APP_URL: raw }, ctx) => {
  if (raw === undefined) return null;
  if (!/^https?:\/\/[^\s]+$/.test(raw)) return fail(ctx, `QUIRE_APP_URL must be an http:// or https:// address, not "${raw}".`);
  return raw;
});

const rest = z.object({
  QUIRE_SITE_PAGES_DIR: text,
  PRODUCT_NAME: text,
  DATABASE_URL: text,
  QUIRE_DATA_DIR: text,
  QUIRE_SEED_DEMO: z.string().optional(),
  QUIRE_FLAGS: z.string().optional(),
  QUIRE_HOSTS: list,
  QUIRE_DEV_SIGN_IN: flag,
  QUIRE_DEV_OUTBOX: flag,
  QUIRE_STAFF_USERNAMES: list,
  QUIRE_COUNTRY_HEADER: z.string().optional(),
  SMTP_URL: text,
  MAIL_FROM: text,
  QUIRE_MAIL_ADDRESS: text,
});

/** The first broken rule's message, naming its variable. */
function parsed<T>(schema: z.ZodType<T>, env: Env): { ok: true; value: T } | { ok: false; error: string } {
  const result = schema.safeParse(env);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: result.error.issues[0]?.message ?? 'The configuration is not valid.' };
}

export function readConfig(env: Env, cwd: string): ConfigResult {
  const s = parsed(server, env);
  if (!s.ok) return s;
  const stripeKeys = parsed(stripe, env);
  if (!stripeKeys.ok) return stripeKeys;
  const search = parsed(searchService, env);
  if (!search.ok) return search;
  const cache = parsed(edgeCache, env);
  if (!cache.ok) return cache;
  const proxy = parsed(proxies, env);
  if (!proxy.ok) return proxy;
  const appIds = parsed(apps, env);
  if (!appIds.ok) return appIds;
  const level = parsed(logLevel, env);
  if (!level.ok) return level;
  const jobRunner = parsed(jobs, env);
  if (!jobRunner.ok) return jobRunner;
  const pollNotifications = parsed(notificationsPoll, env);
  if (!pollNotifications.ok) return pollNotifications;
  const mediaConfig = parsed(media(cwd), env);
  if (!mediaConfig.ok) return mediaConfig;
  const rate = parsed(mailRate, env);
  if (!rate.ok) return rate;
  const lease = parsed(mailLease, env);
  if (!lease.ok) return lease;
  const appUrl = parsed(app, env);
  if (!appUrl.ok) return appUrl;
  const budget = parsed(connectionBudget, env);
  if (!budget.ok) return budget;
  const clock = parsed(testClock, env);
  if (!clock.ok) return clock;
  const b = budget.value;
  const r = rest.parse(env);
  const seedDemo = r.QUIRE_SEED_DEMO !== 'false';
  return {
    ok: true,
    config: {
      ...s.value,
      productName: r.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME,
      store: r.DATABASE_URL
        ? {
            kind: 'postgres',
            connectionString: r.DATABASE_URL,
            maxConnections: b.poolSize,
            statementTimeoutMs: b.statementTimeoutMs,
            searchStatementTimeoutMs: b.searchTimeoutMs,
            replicaConnectionString: b.replica,
            preparedStatements: b.preparedStatements,
          }
        : { kind: 'pglite', dataDir: r.QUIRE_DATA_DIR ?? path.resolve(cwd, 'data') },
      shutdownTimeoutMs: b.shutdownTimeoutMs,
      testClockStart: clock.value,
      seedDemo,
      // QUIRE_FLAGS set but empty turns every default flag off.
      flags: r.QUIRE_FLAGS === undefined ? DEFAULT_FLAGS : new Set(list.parse(r.QUIRE_FLAGS)),
      siteLinks: siteLinks(env),
      mainHosts: new Set([...DEFAULT_MAIN_HOSTS, ...r.QUIRE_HOSTS.map((h) => h.toLowerCase())]),
      devSignIn: r.QUIRE_DEV_SIGN_IN,
      devOutbox: r.QUIRE_DEV_OUTBOX,
      ...proxy.value,
      stripe: stripeKeys.value,
      staffUsernames: new Set(r.QUIRE_STAFF_USERNAMES),
      ...appIds.value,
      countryHeader: (r.QUIRE_COUNTRY_HEADER ?? 'CF-IPCountry').trim().toLowerCase(),
      logLevel: level.value,
      searchService: search.value,
      edgeCache: cache.value,
      mail: { smtpUrl: r.SMTP_URL ?? null, from: r.MAIL_FROM ?? DEFAULT_MAIL_FROM, address: r.QUIRE_MAIL_ADDRESS ?? '', rate: rate.value, leaseMs: lease.value },
      social: social(env),
      jobs: jobRunner.value,
      notificationsPollMs: pollNotifications.value,
      media: mediaConfig.value,
      appUrl: appUrl.value,
      sitePagesDir: r.QUIRE_SITE_PAGES_DIR ? path.resolve(cwd, r.QUIRE_SITE_PAGES_DIR) : null,
    },
  };
}
