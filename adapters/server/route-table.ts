// The HTTP route table: which handler answers which address, in order, the first match winning; anything
// else is a page (handlers/page.route.ts). Each handler lives in a file of its concern.
import { CALLBACK_PATH } from './auth/auth.service.ts';
import { finishSocialSignIn, SOCIAL_CALLBACK_PATHS } from './auth/social.routes.ts';
import type { Services } from './composition-root.ts';
import { DEV_SIGN_IN_PATH } from './dev-session.ts';
import { GRAPHQL_PATH, type ServerContext } from './graphql/graphql.ts';
import { DEV_POST_TITLE_PATH, OUTBOX_PATH, serveDevPostTitle, serveOutbox } from './handlers/dev.routes.ts';
import { FEED_PREFIX, serveFeed, serveSitemap } from './handlers/feeds.routes.ts';
import { servePage } from './handlers/page.route.ts';
import { ADD_ACCOUNT_PATH, serveAddAccount, serveSwitchAccount, SWITCH_ACCOUNT_PATH } from './handlers/account-switching.routes.ts';
import { HEALTH_PATH, METRICS_PATH, READY_PATH, serveHealth, serveMetrics, serveReady } from './ops/ops.routes.ts';
import { matchRoute } from '../../core/routing/routes.ts';
import { serveCallback, serveDevSignIn, serveTwoFactorCallback, serveXsrf, TWO_FACTOR_CALLBACK_PATH, XSRF_PATH } from './handlers/session.routes.ts';
import { BOOKMARK_PATH, LIST_SHARE_PATH, serveBookmark, serveListShare } from './handlers/lists.routes.ts';
import { favicon, FAVICON_PATH, serveAsset } from './handlers/static.routes.ts';
import {
  APPLE_ASSOCIATION_PATHS,
  ASSET_LINKS_PATH,
  MANIFEST_PATH,
  OPEN_SEARCH_PATH,
  serveAppleAssociation,
  serveAssetLinks,
  serveManifest,
  serveOpenSearch,
} from './handlers/site-files.routes.ts';
import { MEDIA_PREFIX, serveMedia, serveUpload, UPLOAD_PATH } from './handlers/media.routes.ts';
import { redirect } from './http/respond.ts';
import { matchApiV1, serveApiV1 } from './handlers/api-v1.routes.ts';
import { serveShare, serveVote, SHARE_PATH, VOTE_PATH } from './claps/claps.routes.ts';
import { SITEMAP_PATH } from '../../core/feed-syndication/sitemap-link.ts';
import { STRIPE_WEBHOOK_PATH } from '../payments/stripe.provider.ts';
import { serveStripeWebhook } from './membership/stripe-webhook.route.ts';
import { INTERNAL_STATUS_PATH, REPORT_PATHS, serveInternalStatus, serveReport } from './reporting/reporting.routes.ts';
import { isStatechartsPath, serveStatecharts } from './statecharts/statecharts.routes.ts';
import { QUOTES_CREATE_PATH, serveQuoteCreate } from './highlights/quotes.route.ts';
import {
  CONFIRM_PATH, CSV_EXPORT, EMAIL_SETTINGS, IMPORT_PATH, SUBSCRIBE_API, UNSUBSCRIBE_ALL_PATHS,
  serveConfirm, serveCsvExport, serveEmailSettings, serveImport, serveSubscribe, serveUnsubscribeAll,
} from './newsletters/newsletters.routes.ts';
import { EMAIL_CONFIRM_PATH, EXPORT_PATH, serveEmailConfirm, serveExport } from './account/account.routes.ts';
import { NOTIFICATION_UNSUBSCRIBE_PATH, serveOneClickUnsubscribe } from './notifications/notification-unsubscribe.ts';
import { AUDIENCE_EXPORT_PATH, POST_STATS_RANGE_PATH, serveAudienceExport, serveStatsRange } from './stats/stats.routes.ts';
import { FOLLOWERS_EXPORT_PATH, serveFollowersExport } from './publications/followers-export.route.ts';

/** What a handler is given: the request as the intake passed it, its address and who sent it. */
export type RouteRequest = { request: Request; url: URL; serverContext: ServerContext };

/** A route: `match` answers null when the address is not its own, else what the handler needs from it. */
export type Route<P = unknown> = { name: string; match: (url: URL) => P | null; handle: (services: Services, r: RouteRequest, params: P) => Promise<Response> | Response };

const path = (pathname: string) => (url: URL) => (url.pathname === pathname ? true : null);
const prefix = (start: string) => (url: URL) => (url.pathname.startsWith(start) ? url.pathname.slice(start.length) : null);
const route = <P>(r: Route<P>): Route<unknown> => r as Route<unknown>;

export const ROUTES: readonly Route<unknown>[] = [
  // Body size is counted by the intake; content types, xsrf tokens and limits are checked on the parsed
  // request, inside the endpoint (graphql/request-guard.plugin.ts).
  route({ name: 'graphql', match: path(GRAPHQL_PATH), handle: (s, { request, serverContext }) => s.graphql.fetch(request, serverContext) }),
  route({
    name: 'stripe-webhook',
    match: path(STRIPE_WEBHOOK_PATH),
    handle: (s, { request }) =>
      serveStripeWebhook(request, {
        stripe: s.options.stripe ?? null,
        applyEvent: s.membership.applyEvent,
        applyPlatformEvent: (event) => (event.type === 'gift_paid' ? s.gifts.completeGiftCheckout(event) : s.partner.applyPlatformEvent(event)),
        now: s.options.now,
        logError: s.logError,
      }),
  }),
  route({ name: 'assets', match: prefix('/assets/'), handle: (s, { request }, name) => serveAsset(s, request, name) }),
  route({ name: 'media', match: prefix(MEDIA_PREFIX), handle: (s, { request, url }, id) => serveMedia(request, url, id, s.media) }),
  // The body is counted against QUIRE_UPLOAD_MAX_MB by the intake; the xsrf token and the session are checked inside.
  route({ name: 'upload', match: path(UPLOAD_PATH), handle: (s, { request, url }) => serveUpload(request, url, s.media) }),
  route({
    name: 'reports',
    match: (url) => (REPORT_PATHS.has(url.pathname) ? true : null),
    handle: (s, { request, url, serverContext }) => serveReport(request, url.pathname, s.reporting, s.networkOf(serverContext)),
  }),
  route({ name: 'internal-status', match: path(INTERNAL_STATUS_PATH), handle: (s, { request }) => serveInternalStatus(request, s.reporting) }),
  route({ name: 'statecharts', match: (url) => (isStatechartsPath(url.pathname) ? true : null), handle: (s, { request, url }) => serveStatecharts(request, url.pathname, s.statecharts) }),
  // Issue 21: platform-reference §2.1's JSON API, for integration tokens (handlers/api-v1.routes.ts).
  route({ name: 'api-v1', match: (url) => matchApiV1(url.pathname), handle: (s, { request, serverContext }, matched) => serveApiV1(s, { request, network: s.networkOf(serverContext) }, matched) }),
  route({ name: 'dev-sign-in', match: path(DEV_SIGN_IN_PATH), handle: (s, { request, url, serverContext }) => serveDevSignIn(s, request, url, s.networkOf(serverContext)) }),
  route({ name: 'xsrf', match: path(XSRF_PATH), handle: (s, { request }) => serveXsrf(s, request) }),
  route({ name: 'add-account', match: path(ADD_ACCOUNT_PATH), handle: (s, { request, url }) => serveAddAccount(s, request, url) }),
  route({ name: 'switch-account', match: path(SWITCH_ACCOUNT_PATH), handle: (s, { request, url }) => serveSwitchAccount(s, request, url) }),
  route({ name: 'two-factor-callback', match: path(TWO_FACTOR_CALLBACK_PATH), handle: (s, { request, serverContext }) => serveTwoFactorCallback(s, request, serverContext) }),
  route({ name: 'email-callback', match: path(CALLBACK_PATH), handle: (s, { request, url, serverContext }) => serveCallback(s, request, url, serverContext) }),
  route({ name: 'outbox', match: path(OUTBOX_PATH), handle: (s, { request, serverContext }) => serveOutbox(s, request, serverContext) }),
  route({
    name: 'dev-post-title',
    match: (url) => DEV_POST_TITLE_PATH.exec(url.pathname)?.[1] ?? null,
    handle: (s, { request, serverContext }, postId) => serveDevPostTitle(s, request, postId, serverContext),
  }),
  route({
    name: 'social-callback',
    match: (url) => SOCIAL_CALLBACK_PATHS.get(url.pathname) ?? null,
    handle: (s, { request, serverContext }, provider) => finishSocialSignIn(s.social, request, provider, s.networkOf(serverContext)),
  }),
  // Issue 16: POST /_/vote/p/{postId} (the clap mutation's service) and /p/{postId}/share/{channel} (claps.routes.ts).
  route({ name: 'vote', match: (url) => VOTE_PATH.exec(url.pathname)?.[1] ?? null, handle: (s, { request }, postId) => serveVote(s, request, postId) }),
  route({
    name: 'share-post',
    match: (url) => {
      const m = SHARE_PATH.exec(url.pathname);
      return m ? { postId: m[1]!, channel: m[2]! } : null;
    },
    handle: (s, { request }, params) => serveShare(s, request, params),
  }),
  // platform-reference §2.1: the feeds and the sitemap (handlers/feeds.routes.ts).
  route({ name: 'feeds', match: (url) => (url.pathname.startsWith(FEED_PREFIX) ? true : null), handle: (s, { request, url, serverContext }) => serveFeed(s, request, url, serverContext) }),
  route({ name: 'sitemap', match: path(SITEMAP_PATH), handle: (s, { request, url }) => serveSitemap(s, request, url) }),
  // Lists: the bookmark toggle (platform-reference §7.4) and a list's share paths (§2.2).
  route({ name: 'bookmark', match: (url) => BOOKMARK_PATH.exec(url.pathname)?.[1] ?? null, handle: (s, { request }, postId) => serveBookmark(s, request, postId) }),
  route({ name: 'list-share', match: (url) => LIST_SHARE_PATH.exec(url.pathname)?.slice(1) ?? null, handle: (s, { request }, params) => serveListShare(s, request, params) }),
  // platform-reference §7.4: a reader's highlight by the spec's path (highlights/quotes.route.ts); xsrf and session checked inside.
  route({
    name: 'quotes-create',
    match: (url) => QUOTES_CREATE_PATH.exec(url.pathname)?.[1] ?? null,
    handle: (s, { request }, postId) =>
      serveQuoteCreate(request, postId, {
        highlights: s.highlights,
        userIdOf: async (r) => (await s.sessionOf(r)).userId,
        xsrfOk: s.xsrf.ok,
        isMember: s.isMember,
      }),
  }),
  // Issue 17 newsletters (newsletters/newsletters.routes.ts): what the newsletter pages' forms post, the confirm page and
  // the CSV export. The pages (landing, promotion, unsubscribe link, unsubscribe-all, import) are page modules: a GET is a page.
  route({ name: 'newsletter-subscribe', match: (url) => SUBSCRIBE_API.exec(url.pathname)?.[1] ?? null, handle: (s, { request, serverContext }, id) => serveSubscribe(s, request, id, s.networkOf(serverContext)) }),
  route({
    name: 'newsletter-confirm',
    match: path(CONFIRM_PATH),
    handle: (s, { request, url, serverContext }) => (request.method === 'POST' ? serveConfirm(s, request) : servePage(s, request, url, serverContext)),
  }),
  route({
    name: 'email-settings',
    match: (url) => {
      const m = EMAIL_SETTINGS.exec(url.pathname);
      return m ? { subject: m[1]!, hash: m[2]! } : null;
    },
    handle: (s, { request, url, serverContext }, params) => (request.method === 'POST' ? serveEmailSettings(s, request, url, params) : servePage(s, request, url, serverContext)),
  }),
  // Issue 21: a new e-mail address's confirmation link and a data export's download (account/account.routes.ts).
  route({ name: 'email-confirm', match: path(EMAIL_CONFIRM_PATH), handle: (s, { request, url }) => serveEmailConfirm(s, request, url) }),
  route({ name: 'account-export', match: (url) => EXPORT_PATH.exec(url.pathname)?.[1] ?? null, handle: (s, { request, url }, id) => serveExport(s, request, url, id) }),
  // Issue 17: a notification e-mail's RFC 8058 one-click POST (no session, no xsrf: the signed token); GET is the page.
  route({
    name: 'notification-one-click-unsubscribe',
    match: path(NOTIFICATION_UNSUBSCRIBE_PATH),
    handle: (s, { request, url, serverContext }) => (request.method === 'POST' ? serveOneClickUnsubscribe(s, request, url) : servePage(s, request, url, serverContext)),
  }),
  route({
    name: 'unsubscribe-all',
    match: (url) => UNSUBSCRIBE_ALL_PATHS.get(url.pathname) ?? null,
    handle: (s, { request, url, serverContext }, onlyAuthors) => (request.method === 'POST' ? serveUnsubscribeAll(s, request, url, onlyAuthors) : servePage(s, request, url, serverContext)),
  }),
  route({
    name: 'subscribers-import',
    match: path(IMPORT_PATH),
    handle: (s, { request, url, serverContext }) => (request.method === 'POST' ? serveImport(s, request, url) : servePage(s, request, url, serverContext)),
  }),
  route({
    name: 'subscribers-csv-export',
    match: (url) => {
      const m = CSV_EXPORT.exec(url.pathname);
      return m ? { username: m[1]!, newsletterId: m[2]! } : null;
    },
    handle: (s, { request }, params) => serveCsvExport(s, request, params),
  }),
  // Issue 23: the audience's CSV export and a story's stats over a bounded range (stats/stats.routes.ts).
  route({ name: 'audience-export', match: (url) => AUDIENCE_EXPORT_PATH.exec(url.pathname)?.[1] ?? null, handle: (s, { request, url }, username) => serveAudienceExport(s, request, url, username) }),
  route({
    name: 'post-stats-range',
    match: (url) => {
      const m = POST_STATS_RANGE_PATH.exec(url.pathname);
      return m ? { postId: m[1]!, start: m[2]!, end: m[3]! } : null;
    },
    handle: (s, { request }, params) => serveStatsRange(s, request, params),
  }),
  // A publication's followers as CSV, for its owners and editors (Settings → Followers).
  route({ name: 'followers-export', match: (url) => FOLLOWERS_EXPORT_PATH.exec(url.pathname)?.[1] ?? null, handle: (s, { request }, slug) => serveFollowersExport(s, request, slug) }),
  // Issue 20: liveness, readiness and Prometheus metrics (ops/ops.routes.ts).
  route({ name: 'health', match: path(HEALTH_PATH), handle: (_s, { request }) => serveHealth(request) }),
  route({ name: 'ready', match: path(READY_PATH), handle: (s, { request }) => serveReady(request, s.ops) }),
  route({ name: 'metrics', match: path(METRICS_PATH), handle: (s, { request, serverContext }) => serveMetrics(request, serverContext.remoteAddress, s.ops) }),
  route({ name: 'favicon', match: path(FAVICON_PATH), handle: (s) => favicon(s.options.productName) }),
  route({ name: 'favicon-ico', match: path('/favicon.ico'), handle: () => redirect(FAVICON_PATH, 301) }),
  // platform-reference §2.1: the web app manifest, the OpenSearch description and the app association files.
  route({ name: 'manifest', match: path(MANIFEST_PATH), handle: (s, { request }) => serveManifest(s, request) }),
  route({ name: 'open-search', match: path(OPEN_SEARCH_PATH), handle: (s, { request }) => serveOpenSearch(s, request) }),
  route({ name: 'apple-app-site-association', match: (url) => (APPLE_ASSOCIATION_PATHS.has(url.pathname) ? true : null), handle: (s, { request }) => serveAppleAssociation(s, request) }),
  route({ name: 'asset-links', match: path(ASSET_LINKS_PATH), handle: (s, { request }) => serveAssetLinks(s, request) }),
];

/**
 * Issue 20, /_/metrics: the name of the route that answers this address — a server route's, else the page route
 * core/routing matches (on the main host, flags aside), else 'not-found'. A closed set, fit for a metric's label.
 */
export function routeNameOf(url: URL): string {
  for (const candidate of ROUTES) if (candidate.match(url) !== null) return candidate.name;
  const page = matchRoute(url.pathname);
  return page ? `page:${page.name}` : 'not-found';
}

/** The first route whose address this is answers; every other address is a page. */
export function dispatch(services: Services, r: RouteRequest): Promise<Response> | Response {
  for (const candidate of ROUTES) {
    const params = candidate.match(r.url);
    if (params !== null) return candidate.handle(services, r, params);
  }
  return servePage(services, r.request, r.url, r.serverContext);
}
