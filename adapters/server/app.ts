// The server as one fetch handler (Request → Response): the GraphQL endpoint, media, the client's
// static assets and server-rendered pages. node:http serves it in main.ts; tests call it in process.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createGraphQLEndpoint, GRAPHQL_PATH, requestContext, type ServerContext } from './graphql/graphql.ts';
import type { Repositories } from './graphql/repositories.ts';
import { demoImageSvg, isDemoImageId } from './media.ts';
import type { ClientAssets } from './render/document.ts';
import type { SiteLinks } from '../../core/layout/footer-links.ts';
import { canonicalLocation, framingHeaders, sameOriginLocation } from '../../core/routing/navigation.ts';
import { matchRoute, ROUTER } from '../../core/routing/routes.ts';
import { serverErrorStatus } from '../../core/startup/render-status.ts';
import { escapeHtml } from './render/escape.ts';
import { safeRedirectPath } from '../../core/auth/redirect.ts';
import type { Mailer } from '../../core/ports/mailer.port.ts';
import type { OutboxEntry } from '../mail/mailer.outbox.ts';
import type { SocialProvider } from '../../core/auth/sign-in-links.ts';
import type { SocialSignIn } from '../../core/ports/social-sign-in.port.ts';
import { CALLBACK_PATH, createAuthService, type Requester } from './auth/auth.service.ts';
import {
  finishSocialSignIn,
  SOCIAL_CALLBACK_PATHS,
  SOCIAL_START_ROUTES,
  startSocialSignIn,
  type SocialContext,
} from './auth/social.routes.ts';
import { DEV_SIGN_IN_PATH, parseCookies } from './dev-session.ts';
import { createMembershipService, type MembershipService } from './membership/membership.service.ts';
import { membershipPrice, priceKeyOf } from '../../core/membership/prices.ts';
import type { PaymentProviderName } from '../../core/membership/types.ts';
import type { PaymentProvider } from '../../core/ports/payment-provider.port.ts';
import { STRIPE_WEBHOOK_PATH, type StripeProvider } from '../payments/stripe.provider.ts';
import { MAX_WEBHOOK_BYTES, serveStripeWebhook } from './membership/stripe-webhook.route.ts';
import { issueAnonymousToken, verifiedAnonymousToken } from './http/anonymous-xsrf.ts';
import { compileTrustedProxies, DEFAULT_TRUSTED_PROXIES, isDirectLoopback, takeRequest, type IntakeOptions } from './http/request-intake.ts';
import { REPORT_BODY_MAX_BYTES } from '../../core/events/report-input.ts';
import { messagePage, outboxPage } from './render/plain-pages.ts';
import {
  ANONYMOUS_XSRF_COOKIE,
  anonymousXsrfCookie,
  endSession,
  hashToken,
  readSession,
  SESSION_COOKIE,
  startSession,
  XSRF_HEADER,
  xsrfMatches,
  type RequestSession,
} from './session.ts';
import { GALLERY_ENTRY, isStatechartsPath, serveStatecharts, type StatechartsContext } from './statecharts/statecharts.routes.ts';
import { INTERNAL_STATUS_PATH, REPORT_PATHS, serveInternalStatus, serveReport, type ReportingContext } from './reporting/reporting.routes.ts';
import { reportAllowance } from './reporting/report-limit.ts';
import { acceptedInCookies, analyticsAllowed, isBotUserAgent, isEuCountry } from '../../core/events/consent.ts';
import { decideEdgeCache } from '../../core/edge-cache/edge-cache.decision.ts';
import { createEdgeCache, DEFAULT_EDGE_CACHE, reasonText, SITE_TAG, type EdgeCache, type EdgeCacheConfig } from './edge-cache/edge-cache.server.ts';
import { purgeOnWrite } from './edge-cache/purge-on-write.ts';
import { createVariantFlagsService } from './flags/variant-flags.service.ts';
import {
  ANONYMOUS_REQUEST,
  renderPage,
  renderServerError,
  type RenderOptions,
  type RequestState,
} from './render/render-page.tsx';

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
  /** Where sign-in e-mails go. */
  mailer: Mailer;
  /** The dev outbox, readable at /_/dev/outbox from this machine only; null when mail goes out by SMTP. */
  outbox?: { list(limit: number): Promise<OutboxEntry[]> } | null;
  /** Believe X-Forwarded-For and X-Forwarded-Proto (only behind a proxy you run: QUIRE_TRUST_PROXY). */
  trustProxy?: boolean;
  /** Which peers are those proxies (QUIRE_TRUSTED_PROXIES: CIDRs); loopback by default. */
  trustedProxies?: readonly string[];
  /** The dev outbox page in production too (QUIRE_DEV_OUTBOX); outside production it is on when there is an outbox. */
  devOutbox?: boolean;
  /** issue 6: the Stripe provider, when keys are configured (its webhook at /_/stripe/webhook); the sandbox otherwise. */
  stripe?: StripeProvider | null;
  /** Registration's challenge; without one configured, every value passes. */
  verifyCaptcha?: (value: string | undefined) => Promise<boolean>;
  /** The social sign-in providers the operator configured (none by default). */
  socialProviders?: Partial<Record<SocialProvider, SocialSignIn>>;
  /** Where unexpected errors go; never to the client. */
  logError?: (error: unknown, context: string) => void;
  /** issue 7: how many reports a minute one network may send (core/events/rate-limit.ts; tests lower it). */
  reportsPerMinute?: number;
  /** issue 7: usernames that may open the operator view (QUIRE_STAFF_USERNAMES). */
  staffUsernames?: ReadonlySet<string>;
  /** issue 8: the statechart gallery (/_/statecharts) is open to everyone (outside production); staff always. */
  statechartsOpen?: boolean;
  /** issue 7: the request header naming the visitor's country (QUIRE_COUNTRY_HEADER); no header, not EU. */
  countryHeader?: string;
  /** issue 7: the edge cache (platform-reference §9); the in-process cache is on by default. */
  edgeCache?: EdgeCacheConfig;
  /** The fetch the CDN purge adapter uses (tests give a fake). */
  purgeFetch?: typeof fetch;
};

export type App = {
  fetch(request: Request, serverContext?: ServerContext): Promise<Response>;
  /** Memberships: the server's billing timer calls `membership.tick()`; tests do, after moving their clock. */
  membership: MembershipService;
  /** issue 7: the edge cache; `edgeCache.changes.postChanged(post)` is what the post editor calls after a save. */
  edgeCache: EdgeCache;
};

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const FAVICON_PATH = '/favicon.svg';
export const XSRF_PATH = '/_/xsrf';
export const OUTBOX_PATH = '/_/dev/outbox';
/** POST /_/dev/posts/{id}/title with {"title"}: a post edit until the editor exists (dev sign-in on, loopback only). */
export const DEV_POST_TITLE_PATH = /^\/_\/dev\/posts\/([A-Za-z0-9_-]+)\/title$/;


/** The product's initial on its accent colour. */
function favicon(productName: string): Response {
  const initial = escapeHtml((productName.trim()[0] ?? 'Q').toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1a6b4f"/><text x="32" y="45" font-family="Georgia, serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
}

/** Every redirect the server makes stays on its own origin: a location is a path, never `//host` or `/\\host`. */
const redirect = (location: string, status = 302) => new Response(null, { status, headers: { location: sameOriginLocation(location) } });

function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const c of cookies) response.headers.append('set-cookie', c);
  return response;
}

/** A batch of 20 operations fits in far less; reading stops at this many bytes with a 413. */
export const MAX_GRAPHQL_BODY_BYTES = 256 * 1024;
/** Forms and small JSON posts (dev routes, a provider's form post back): anything larger is not one. */
export const MAX_OTHER_BODY_BYTES = 64 * 1024;

const ASSET_NAME = /^[A-Za-z0-9_.-]+$/;
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

export const DEFAULT_FLAGS: ReadonlySet<string> = new Set(['enable_slim_navigation', 'enable_manage_membership']);
export const DEFAULT_SITE_LINKS: SiteLinks = { help: '/help', about: '/about' };
export const DEFAULT_MAIN_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function createApp(appOptions: AppOptions): App {
  const edgeCache = createEdgeCache(appOptions.edgeCache ?? DEFAULT_EDGE_CACHE, {
    now: appOptions.now,
    logError: appOptions.logError ?? ((error, context) => console.error(`[${context}]`, error)),
    fetch: appOptions.purgeFetch,
  });
  const options = {
    ...appOptions,
    // Writes that change what an anonymous page shows purge its tags (§9).
    repos: purgeOnWrite(appOptions.repos, edgeCache.changes),
    flags: appOptions.flags ?? DEFAULT_FLAGS,
    siteLinks: appOptions.siteLinks ?? DEFAULT_SITE_LINKS,
    mainHosts: appOptions.mainHosts ?? DEFAULT_MAIN_HOSTS,
    devSignIn: appOptions.devSignIn ?? false,
  };
  const auth = createAuthService({
    repo: options.repos.auth,
    limits: options.repos.rateLimits,
    mailer: options.mailer,
    productName: options.productName,
    now: options.now,
    verifyCaptcha: options.verifyCaptcha ?? (async () => true),
  });

  /** The network a request comes from, as the intake decided it (request-intake.ts). */
  function networkOf(_request: Request, serverContext: ServerContext): string {
    return serverContext.network ?? serverContext.remoteAddress ?? 'unknown';
  }

  /** Links leaving the server (e-mail, providers' return addresses) start at the configured origin, whatever Host says. */
  const publicOrigin = appOptions.publicOrigin ?? 'http://localhost';
  const originOf = (): string => publicOrigin;

  /** The browser behind a request: the hash of its xsrf cookie (or of its session cookie when signed in). */
  function requesterOf(request: Request, serverContext: ServerContext): Requester {
    const cookies = parseCookies(request.headers.get('cookie'));
    const id = cookies.get(ANONYMOUS_XSRF_COOKIE) ?? cookies.get(SESSION_COOKIE) ?? '';
    return { browser: id ? hashToken(`browser:${id}`) : '', network: networkOf(request, serverContext), origin: publicOrigin };
  }

  // issue 6: memberships are bought through Stripe when it is configured, else through the built-in sandbox.
  const sandbox = options.repos.sandboxPayments;
  const cardProvider = appOptions.stripe ?? sandbox;
  const membership = createMembershipService({
    repo: options.repos.memberships,
    provider: cardProvider,
    providers: new Map<PaymentProviderName, PaymentProvider>([
      ['SANDBOX', sandbox],
      ...(appOptions.stripe ? [['STRIPE', appOptions.stripe] as const] : []),
    ]),
    sandbox,
    priceOf: (type) => membershipPrice(priceKeyOf(type)),
    now: options.now,
  });

  const staffUsernames: ReadonlySet<string> = appOptions.staffUsernames ?? new Set();

  // issue 7: QUIRE_FLAGS ← stored global settings ← the signed-in user's settings.
  const variantFlags = createVariantFlagsService({
    repos: options.repos,
    envFlags: options.flags,
    staffUsernames,
    now: options.now,
    onGlobalChange: () => edgeCache.purger.purge([SITE_TAG]),
  });

  /** Whether the visitor's country (QUIRE_COUNTRY_HEADER, set by the CDN or proxy in front) is in the EU list. */
  const euVisitorOf = (request: Request) => isEuCountry(appOptions.countryHeader ? request.headers.get(appOptions.countryHeader) : null);

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

  const graphql = createGraphQLEndpoint(options.repos, {
    analyticsAllowed: analyticsAllowedFor,
    graphiql: options.graphiql ?? false,
    auth,
    membership,
    requesterOf,
    sessionOf: (request) => readSession(request, options.repos.sessions, options.now()),
    productName: options.productName,
    variantFlags,
    xsrfOk,
    publicOrigin,
    production: appOptions.production ?? false,
    reportAllowance: reportAllowance(options.repos.rateLimits, options.now, appOptions.reportsPerMinute),
  });

  const socialProviders = appOptions.socialProviders ?? {};
  const social: SocialContext = {
    providers: socialProviders,
    sessions: options.repos.sessions,
    accountFor: auth.accountFor,
    now: options.now,
    origin: originOf,
    page: (status, title, message) =>
      new Response(messagePage(options.productName, title, message), {
        status,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS },
      }),
  };

  /** The key that signs logged-out browsers' xsrf tokens, shared by every process through the store. */
  let xsrfKey: Promise<string> | null = null;
  const anonymousXsrfKey = (): Promise<string> => (xsrfKey ??= options.repos.serverSecrets.get('anonymous-xsrf').catch((error: unknown) => {
    xsrfKey = null;
    throw error;
  }));
  /** The browser's anonymous xsrf token when the server issued it; a planted or forged cookie counts as none. */
  async function anonymousXsrfOf(request: Request): Promise<string | null> {
    const cookie = parseCookies(request.headers.get('cookie')).get(ANONYMOUS_XSRF_COOKIE);
    return cookie ? verifiedAnonymousToken(cookie, await anonymousXsrfKey()) : null;
  }

  /**
   * Every mutation needs the xsrf token in the x-xsrf-token header: the session's when signed in, else the
   * browser's anonymous one (its cookie, read from /_/xsrf). Without it: 403, and nothing runs. The GraphQL
   * endpoint's guard asks it of every request whose parsed documents hold a mutation (graphql/request-guard.plugin.ts);
   * the report endpoints ask it of every report.
   */
  async function xsrfOk(request: Request): Promise<boolean> {
    const session = await readSession(request, options.repos.sessions, options.now());
    const expected = session.xsrf ?? (await anonymousXsrfOf(request));
    return expected !== null && xsrfMatches(request.headers.get(XSRF_HEADER), expected);
  }

  /**
   * GET /_/xsrf: the browser's anonymous xsrf token, made on first use, in an HttpOnly cookie and the body. Only a
   * token this server issued is handed back; any other cookie is replaced by a fresh one.
   */
  async function serveXsrf(request: Request): Promise<Response> {
    const session = await readSession(request, options.repos.sessions, options.now());
    if (session.xsrf) return Response.json({ token: session.xsrf }, { headers: { 'cache-control': 'no-store' } });
    const existing = await anonymousXsrfOf(request);
    if (existing) return Response.json({ token: existing }, { headers: { 'cache-control': 'no-store' } });
    const token = issueAnonymousToken(await anonymousXsrfKey());
    return withCookies(Response.json({ token }, { headers: { 'cache-control': 'no-store' } }), [anonymousXsrfCookie(request, token)]);
  }

  /** The auth callback: a link from the e-mail or a token from the modal becomes a session. */
  async function serveCallback(request: Request, url: URL, serverContext: ServerContext): Promise<Response> {
    const token = url.searchParams.get('token') ?? '';
    const result = await auth.redeem(token, requesterOf(request, serverContext));
    if (!result.ok) {
      const message =
        result.reason === 'OTHER_BROWSER'
          ? 'This sign-in link works in the browser where you asked for it. Open it there, or type the 6-digit code from the same e-mail.'
          : 'This sign-in link has expired or was already used. Ask for a new one.';
      return new Response(messagePage(options.productName, 'Sign-in link', message), {
        status: 400,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS },
      });
    }
    const cookies = await startSession(request, options.repos.sessions, result.userId, options.now());
    return withCookies(redirect(result.redirect), cookies);
  }

  /**
   * The dev routes (the outbox, post titles) show secrets and change content: they exist only outside production
   * (or when QUIRE_DEV_SIGN_IN or QUIRE_DEV_OUTBOX turns them on there), and answer only a request made on this
   * machine straight to the server, never one a proxy forwarded.
   */
  const devRoutesOn = !appOptions.production || options.devSignIn || appOptions.devOutbox === true;
  const devRouteOpen = (request: Request, serverContext: ServerContext) => devRoutesOn && isDirectLoopback(request, serverContext.remoteAddress);

  async function serveOutbox(request: Request, serverContext: ServerContext): Promise<Response> {
    // Sign-in codes are secrets: the outbox opens only to this machine, and only when no SMTP is configured.
    if (!options.outbox || !devRouteOpen(request, serverContext)) return text(404, 'Not found');
    const entries = await options.outbox.list(50);
    return new Response(outboxPage(options.productName, entries), {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS },
    });
  }
  const logError = options.logError ?? ((error, context) => console.error(`[${context}]`, error));

  const intake: IntakeOptions = {
    trustProxy: appOptions.trustProxy ?? false,
    trustedProxies: compileTrustedProxies(appOptions.trustedProxies ?? DEFAULT_TRUSTED_PROXIES),
    secureOrigin: publicOrigin.startsWith('https:'),
    bodyLimitOf: (pathname) =>
      pathname === GRAPHQL_PATH ? MAX_GRAPHQL_BODY_BYTES : REPORT_PATHS.has(pathname) ? REPORT_BODY_MAX_BYTES : pathname === STRIPE_WEBHOOK_PATH ? MAX_WEBHOOK_BYTES : MAX_OTHER_BODY_BYTES,
    tooLarge: (pathname, limit) => {
      const message = `The request body is larger than ${limit / 1024} KB.`;
      if (pathname === GRAPHQL_PATH) return Response.json({ errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }, { status: 413 });
      if (REPORT_PATHS.has(pathname)) return Response.json({ ok: false, error: 'TOO_LARGE', message }, { status: 413 });
      return text(413, message, { 'cache-control': 'no-store' });
    },
  };

  // issue 7: reports and the operator view.
  const reporting: ReportingContext = {
    repo: options.repos.reporting,
    now: options.now,
    xsrfOk,
    viewerOf: async (request) => {
      const session = await readSession(request, options.repos.sessions, options.now());
      return session.userId ? options.repos.users.viewerById(session.userId) : null;
    },
    staffUsernames,
    productName: options.productName,
    analyticsAllowed: async (request) => analyticsAllowedFor(request, (await readSession(request, options.repos.sessions, options.now())).userId),
    allow: reportAllowance(options.repos.rateLimits, options.now, appOptions.reportsPerMinute),
    logError,
  };

  // issue 8: the statechart gallery, for designers: outside production, or for staff.
  const statecharts: StatechartsContext = {
    openToAll: appOptions.statechartsOpen ?? false,
    staffUsernames: appOptions.staffUsernames ?? new Set(),
    viewerOf: reporting.viewerOf,
    productName: options.productName,
    assets: options.assets.entries?.[GALLERY_ENTRY] ?? null,
  };

  function renderOptions(): RenderOptions {
    return {
      productName: options.productName,
      assets: options.assets,
      buildVersion: options.buildVersion,
      now: options.now(),
      siteLinks: options.siteLinks,
      socialProviders: Object.keys(socialProviders).sort(),
    };
  }

  async function serveAsset(name: string): Promise<Response> {
    if (!options.clientDir || !ASSET_NAME.test(name)) return text(404, 'Not found');
    // Source maps are for development: production serves none (README: Security).
    if (appOptions.production && name.endsWith('.map')) return text(404, 'Not found');
    try {
      const body = await readFile(path.join(options.clientDir, 'assets', name));
      return new Response(body, {
        headers: {
          'content-type': CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
          // Built asset names carry a content hash: they never change.
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
    } catch {
      return text(404, 'Not found');
    }
  }

  function serveMedia(id: string): Response {
    if (!isDemoImageId(id)) return text(404, 'Not found');
    return new Response(demoImageSvg(id), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
    });
  }

  /** Who is asking and on which host: the session's viewer, the xsrf token and the custom domain. */
  async function requestState(request: Request, url: URL, session: RequestSession): Promise<RequestState> {
    const [viewer, flags] = await Promise.all([
      session.userId ? options.repos.users.viewerById(session.userId) : null,
      variantFlags.forUser(session.userId),
    ]);
    const host = url.hostname.toLowerCase();
    const publication = options.mainHosts.has(host) ? null : await options.repos.publications.publicationByDomain(host);
    return {
      viewer,
      xsrf: session.xsrf,
      flags: flags.enabled,
      visitor: {
        eu: euVisitorOf(request),
        bot: isBotUserAgent(request.headers.get('user-agent')),
      },
      domain: publication ? { kind: 'collection', collectionSlug: publication.slug } : { kind: 'main' },
    };
  }

  async function serveDevSignIn(request: Request, url: URL): Promise<Response> {
    if (!options.devSignIn) return text(404, 'Not found');
    const username = url.searchParams.get('username') ?? '';
    const [user] = await options.repos.users.usersByUsernames([username]);
    if (!user) return text(400, `There is no user called "${username}".`);
    const cookies = await startSession(request, options.repos.sessions, user.id, options.now());
    return withCookies(redirect(safeRedirectPath(url.searchParams.get('redirect'))), cookies);
  }

  /** Dev only: a post's new title, purged as the editor's save will be (the e2e and integration tests use it). */
  async function serveDevPostTitle(request: Request, postId: string, serverContext: ServerContext): Promise<Response> {
    if (!options.devSignIn || !devRouteOpen(request, serverContext)) return text(404, 'Not found');
    if (request.method !== 'POST') return text(405, 'POST a JSON body {"title": "…"}.', { allow: 'POST' });
    const body = (await request.json().catch(() => null)) as { title?: unknown } | null;
    const title = typeof body?.title === 'string' ? body.title.trim() : '';
    if (!title || title.length > 200) return text(400, 'The title must be 1 to 200 characters.');
    const post = await options.repos.posts.setTitle(postId, title, options.now());
    return post ? Response.json({ ok: true, id: post.id }, { headers: { 'cache-control': 'no-store' } }) : text(404, 'There is no such post.');
  }

  async function servePage(request: Request, url: URL, serverContext: ServerContext): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return text(405, 'Pages answer GET and HEAD only.', { allow: 'GET, HEAD' });
    }
    // platform-reference §9: a logged-out visitor the cache may serve gets the stored page, before the store
    // is touched when the request carries no session cookie at all, else once the session is known to be none.
    // A page carries whether its visitor is in the EU (the privacy banner, issue 7): EU and other visitors
    // get copies of their own, and a CDN is told to keep them apart by the country header.
    const euVisitor = euVisitorOf(request);
    const cacheKey = edgeCache.keyOf(url) + (euVisitor ? '#eu' : '');
    const cachedPage = (): Response | null => {
      const reasons = edgeCache.reasonsOf(edgeCache.requestOf(request, networkOf(request, serverContext)));
      const hit = reasons.length === 0 ? edgeCache.lookup(cacheKey) : null;
      if (!hit) return null;
      const age = Math.max(0, Math.floor((options.now().getTime() - hit.storedAt) / 1000));
      return new Response(request.method === 'HEAD' ? null : hit.body, {
        status: hit.status,
        headers: { ...hit.headers, 'x-quire-cache': 'HIT', age: String(age) },
      });
    };
    const sessionCookie = parseCookies(request.headers.get('cookie')).has(SESSION_COOKIE);
    if (!sessionCookie) {
      const hit = cachedPage();
      if (hit) return hit;
    }
    let state: RequestState = ANONYMOUS_REQUEST;
    // The request's flags once known (allow_iframe may be set globally or per user); QUIRE_FLAGS before.
    let pageFlags: ReadonlySet<string> = options.flags;
    const htmlHeaders = () => ({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      ...SECURITY_HEADERS,
      ...framingHeaders(pageFlags),
    });
    let session: RequestSession | null = null;
    try {
      session = await readSession(request, options.repos.sessions, options.now());
      if (sessionCookie && session.userId === null) {
        const hit = cachedPage();
        if (hit) return hit;
      }
      state = await requestState(request, url, session);
      pageFlags = state.flags;
      const match = matchRoute(url.pathname, { domain: state.domain, flags: state.flags });
      // platform-reference §2.3: a trailing slash is removed and the query cut to the allow-list.
      const routeQuery = match ? (ROUTER.byName.get(match.name)?.query ?? []) : [];
      const canonical = canonicalLocation(url.pathname, url.search, routeQuery);
      if (canonical !== null) return redirect(canonical, 301);
      if (match?.name === 'AcctSignout') {
        // Sign-out is a navigation carrying the xsrf token; a wrong or missing token signs nobody out.
        if (session.tokenHash === null || !xsrfMatches(match.params.xsrf, session.xsrf)) return redirect('/');
        return withCookies(redirect('/'), await endSession(request, options.repos.sessions, session.tokenHash));
      }
      const socialStart = match ? SOCIAL_START_ROUTES[match.name] : undefined;
      if (socialStart) return startSocialSignIn(social, request, socialStart);
      if (match?.kind === 'resource') return text(501, `Not built yet: ${match.name} (${url.pathname}).`);
      const page = await renderPage(url.pathname, state, requestContext(options.repos, null, null, state.viewer?.id ?? null, options.productName, membership, variantFlags), renderOptions(), url.search);
      if ('location' in page) return redirect(page.location, page.status);
      // Only a 200 page is cached; the request's reasons (logged in, bot, …) and the page's rules decide.
      const cacheRequest = edgeCache.requestOf(request, networkOf(request, serverContext), {
        loggedIn: session.userId !== null,
        staff: state.viewer !== null && staffUsernames.has(state.viewer.username),
        canViewSuspendedContent: state.flags.has('can_view_suspended_content'),
      });
      const decision = decideEdgeCache(cacheRequest, page.status === 200 && page.edgeCache ? page.edgeCache : { kind: 'other' });
      const cacheHeaders = edgeCache.headers(decision, 'MISS');
      const headers: Record<string, string> = {
        ...htmlHeaders(),
        ...cacheHeaders,
        ...(decision.group === 'Enabled' && appOptions.countryHeader ? { vary: appOptions.countryHeader } : {}),
      };
      if (decision.group === 'Enabled') edgeCache.store(cacheKey, { status: page.status, body: page.html, headers, tags: decision.tags });
      return new Response(request.method === 'HEAD' ? null : page.html, { status: page.status, headers });
    } catch (error) {
      logError(error, `render ${url.pathname}`);
      return new Response(await renderServerError(state, renderOptions()), {
        status: serverErrorStatus(error),
        headers: { ...htmlHeaders(), 'x-quire-cache': `BYPASS; reason=${reasonText([])}` },
      });
    }
  }

  return {
    membership,
    edgeCache,
    async fetch(incoming: Request, socket: ServerContext = {}): Promise<Response> {
      try {
        const taken = await takeRequest(incoming, socket.remoteAddress, intake);
        if (!taken.ok) return taken.response;
        return await route(taken.request, taken.url, { remoteAddress: socket.remoteAddress, network: taken.network });
      } catch (error) {
        // Whatever went wrong is logged; the client learns only that it did, never a stack or a path.
        logError(error, `${incoming.method} ${new URL(incoming.url).pathname}`);
        return text(500, 'Something went wrong on our side. Please try again.', { 'cache-control': 'no-store' });
      }
    },
  };

  async function route(request: Request, url: URL, serverContext: ServerContext): Promise<Response> {
      if (url.pathname === GRAPHQL_PATH) {
        // Body size is counted by the intake; content types, xsrf tokens and limits are checked on the parsed
        // request, inside the endpoint (graphql/request-guard.plugin.ts).
        return graphql.fetch(request, serverContext);
      }
      if (url.pathname === STRIPE_WEBHOOK_PATH) {
        return serveStripeWebhook(request, { stripe: appOptions.stripe ?? null, applyEvent: membership.applyEvent, now: options.now, logError });
      }
      if (url.pathname.startsWith('/assets/')) return serveAsset(url.pathname.slice('/assets/'.length));
      if (url.pathname.startsWith('/media/')) return serveMedia(decodeURIComponentSafe(url.pathname.slice('/media/'.length)));
      if (REPORT_PATHS.has(url.pathname)) return serveReport(request, url.pathname, reporting, networkOf(request, serverContext));
      if (url.pathname === INTERNAL_STATUS_PATH) return serveInternalStatus(request, reporting);
      if (isStatechartsPath(url.pathname)) return serveStatecharts(request, url.pathname, statecharts);
      if (url.pathname === DEV_SIGN_IN_PATH) return serveDevSignIn(request, url);
      if (url.pathname === XSRF_PATH) return serveXsrf(request);
      if (url.pathname === CALLBACK_PATH) return serveCallback(request, url, serverContext);
      if (url.pathname === OUTBOX_PATH) return serveOutbox(request, serverContext);
      const devPostTitle = DEV_POST_TITLE_PATH.exec(url.pathname);
      if (devPostTitle) return serveDevPostTitle(request, devPostTitle[1]!, serverContext);
      const socialCallback = SOCIAL_CALLBACK_PATHS.get(url.pathname);
      if (socialCallback) return finishSocialSignIn(social, request, socialCallback);
      if (url.pathname === FAVICON_PATH) return favicon(options.productName);
      if (url.pathname === '/favicon.ico') return redirect(FAVICON_PATH, 301);
      return servePage(request, url, serverContext);
  }
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return '';
  }
}
