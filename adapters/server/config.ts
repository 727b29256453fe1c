// Configuration from the environment, read once at start-up (README: Configuration).
import path from 'node:path';
import { DEFAULT_PRODUCT_NAME } from '../../core/copy/copy.ts';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, parseLogLevel, type LogLevel } from '../../core/logging/log-levels.ts';
import { FOOTER_LINK_KEYS, parseSiteLink, type SiteLinks } from '../../core/layout/footer-links.ts';
import { storeOptionsFromEnv, type StoreOptions } from '../postgres/store.ts';
import { DEFAULT_FLAGS, DEFAULT_MAIN_HOSTS, DEFAULT_SITE_LINKS } from './composition-root.ts';
import { compileTrustedProxies, DEFAULT_TRUSTED_PROXIES } from './http/request-intake.ts';
import { searchServiceFromEnv, type HttpSearchConfig } from '../search/http-search.ts';

export type ServerConfig = {
  port: number;
  host: string;
  /**
   * The public origin (QUIRE_PUBLIC_URL): every link in an e-mail, every redirect to an outside provider and
   * every return address is built from it, never from the request's Host. Required in production unless
   * the server listens on loopback only; null then: http://localhost and the port the server is bound to.
   */
  publicOrigin: string | null;
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
  /** issue 6: Stripe's keys when both are set; null means the built-in sandbox takes payments. */
  stripe: { secretKey: string; webhookSecret: string } | null;
  /** issue 7: who may open /_/admin/internal-status. */
  staffUsernames: ReadonlySet<string>;
  /** issue 7: the header carrying the visitor's two-letter country code; '' reads none (nobody is EU). */
  countryHeader: string;
  /** platform-reference §9: what the server writes to its log (QUIRE_LOG_LEVEL). */
  logLevel: LogLevel;
  /** platform-reference §7.5: a third-party search service (QUIRE_SEARCH_URL, _APP_ID, _KEY); null: the built-in search. */
  searchService: Omit<HttpSearchConfig, 'fetch'> | null;
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** QUIRE_LINK_HELP, QUIRE_LINK_STATUS, … QUIRE_LINK_TEXT_TO_SPEECH: each footer link's address. */
export function siteLinksFromEnv(env: NodeJS.ProcessEnv): SiteLinks {
  const links: SiteLinks = { ...DEFAULT_SITE_LINKS };
  for (const key of FOOTER_LINK_KEYS) {
    const name = `QUIRE_LINK_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const value = parseSiteLink(env[name]);
    if (value) links[key] = value;
  }
  return links;
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; error: string };

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both (Stripe takes payments), neither (the sandbox), never one. */
export function stripeKeysFromEnv(env: NodeJS.ProcessEnv): { ok: true; keys: ServerConfig['stripe'] } | { ok: false; error: string } {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!secretKey && !webhookSecret) return { ok: true, keys: null };
  if (!secretKey) return { ok: false, error: 'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not: set both to take payments with Stripe, or neither to use the sandbox.' };
  if (!webhookSecret) return { ok: false, error: 'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: Stripe\'s webhook could not be verified. Set both, or neither to use the sandbox.' };
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) return { ok: false, error: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key).' };
  if (!/^whsec_\w+$/.test(webhookSecret)) return { ok: false, error: 'STRIPE_WEBHOOK_SECRET must be the webhook endpoint\'s signing secret (whsec_…).' };
  return { ok: true, keys: { secretKey, webhookSecret } };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * QUIRE_PUBLIC_URL → the public origin (scheme, host and port; no path). Without it the server must listen on
 * loopback only in production, so no forged Host header can reach it from another machine.
 */
export function publicOriginFromEnv(env: NodeJS.ProcessEnv, host: string): { ok: true; origin: string | null } | { ok: false; error: string } {
  const raw = env.QUIRE_PUBLIC_URL?.trim() ?? '';
  if (!raw) {
    if (env.NODE_ENV === 'production' && !LOOPBACK_HOSTS.has(host)) {
      return {
        ok: false,
        error: `QUIRE_PUBLIC_URL must be set in production when the server listens on ${host}: the address readers reach it at (e.g. https://quire.example). Links in e-mails are built from it. Or set HOST=127.0.0.1 to serve this machine only.`,
      };
    }
    return { ok: true, origin: null };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, error: `QUIRE_PUBLIC_URL must be an absolute http or https URL, not "${raw}".` };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    return { ok: false, error: `QUIRE_PUBLIC_URL must be an origin such as https://quire.example (http or https, no path, query or credentials), not "${raw}".` };
  }
  return { ok: true, origin: url.origin };
}

export function readConfig(env: NodeJS.ProcessEnv, cwd: string): ConfigResult {
  const portText = env.PORT?.trim() || '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return { ok: false, error: `PORT must be a whole number from 0 to 65535, not "${portText}".` };
  }
  const stripe = stripeKeysFromEnv(env);
  if (!stripe.ok) return stripe;
  const searchService = searchServiceFromEnv(env);
  if (!searchService.ok) return searchService;
  // Without a public URL, a production server listens on loopback unless HOST says otherwise (and then needs one).
  const host = env.HOST?.trim() || (env.NODE_ENV === 'production' && !env.QUIRE_PUBLIC_URL?.trim() ? '127.0.0.1' : '0.0.0.0');
  const publicOrigin = publicOriginFromEnv(env, host);
  if (!publicOrigin.ok) return publicOrigin;
  const trustedProxies = env.QUIRE_TRUSTED_PROXIES?.trim() ? list(env.QUIRE_TRUSTED_PROXIES) : [...DEFAULT_TRUSTED_PROXIES];
  try {
    compileTrustedProxies(trustedProxies);
  } catch (error) {
    return { ok: false, error: `QUIRE_TRUSTED_PROXIES must be a comma-separated list of addresses or CIDRs (or loopback, linklocal, uniquelocal): ${(error as Error).message}.` };
  }
  const logLevel = env.QUIRE_LOG_LEVEL?.trim() ? parseLogLevel(env.QUIRE_LOG_LEVEL) : DEFAULT_LOG_LEVEL;
  if (!logLevel) {
    return { ok: false, error: `QUIRE_LOG_LEVEL must be one of ${Object.keys(LOG_LEVELS).join(', ')}, not "${env.QUIRE_LOG_LEVEL}".` };
  }
  return {
    ok: true,
    config: {
      port,
      host,
      publicOrigin: publicOrigin.origin,
      productName: env.PRODUCT_NAME?.trim() || DEFAULT_PRODUCT_NAME,
      store: storeOptionsFromEnv(env, path.resolve(cwd, 'data')),
      seedDemo: env.QUIRE_SEED_DEMO !== 'false',
      flags: env.QUIRE_FLAGS === undefined ? DEFAULT_FLAGS : new Set(list(env.QUIRE_FLAGS)),
      siteLinks: siteLinksFromEnv(env),
      mainHosts: new Set([...DEFAULT_MAIN_HOSTS, ...list(env.QUIRE_HOSTS).map((h) => h.toLowerCase())]),
      devSignIn: env.QUIRE_DEV_SIGN_IN === 'true',
      trustProxy: env.QUIRE_TRUST_PROXY === 'true',
      trustedProxies,
      devOutbox: env.QUIRE_DEV_OUTBOX === 'true',
      stripe: stripe.keys,
      staffUsernames: new Set(list(env.QUIRE_STAFF_USERNAMES)),
      countryHeader: (env.QUIRE_COUNTRY_HEADER ?? 'CF-IPCountry').trim().toLowerCase(),
      logLevel,
      searchService: searchService.config,
    },
  };
}
