// Server-rendered pages (platform-reference §2, §9): the edge cache first for logged-out visitors, then the
// route's canonical address, sign-out and social sign-in starts, then the page itself with its cache headers.
import { isStatementTimeout } from '../../postgres/store.ts';
import { decideEdgeCache } from '../../../core/edge-cache/edge-cache.decision.ts';
import { isBotUserAgent } from '../../../core/events/consent.ts';
import { canonicalLocation, framingHeaders } from '../../../core/routing/navigation.ts';
import { matchRoute, ROUTER } from '../../../core/routing/routes.ts';
import { serverErrorStatus } from '../../../core/startup/render-status.ts';
import { SOCIAL_START_ROUTES, startSocialSignIn } from '../auth/social.routes.ts';
import type { Services } from '../composition-root.ts';
import { parseCookies } from '../dev-session.ts';
import { reasonText } from '../edge-cache/edge-cache.server.ts';
import { requestContext, siteHostsOf, type ServerContext } from '../graphql/graphql.ts';
import { knownRequestFlags } from '../graphql/shared/request-flags.ts';
import type { RequestFlags } from '../flags/variant-flags.service.ts';
import { chooseEncoding, compressedCopies, MIN_COMPRESSED_BYTES, varyOnEncoding } from '../http/compression.ts';
import { pageRedirect, redirect, SECURITY_HEADERS, text, withCookies } from '../http/respond.ts';
import { ANONYMOUS_REQUEST, renderNotBuilt, renderPage, renderServerError, type RequestState } from '../render/render-page.tsx';
import { endSession, otherAccountsCookie, otherAccountsOf, SESSION_COOKIE, sessionCookie as activeSessionCookie, xsrfMatches, type RequestSession } from '../session.ts';
import { signOutActive } from '../../../core/auth/account-switching.ts';
import { rememberedAccountCookie } from '../remembered-account.ts';

/** Who is asking and on which host: the session's viewer, the xsrf token and the custom domain. */
async function requestState(services: Services, request: Request, url: URL, session: RequestSession): Promise<RequestState & { requestFlags: RequestFlags }> {
  const { repos, options } = services;
  const [viewer, flags, others] = await Promise.all([
    session.userId ? repos.users.viewerById(session.userId) : null,
    services.variantFlags.forUser(session.userId),
    session.userId ? otherAccountsOf(request, repos.sessions, options.now(), session.userId) : [],
  ]);
  const otherUsers = others.length > 0 ? await repos.users.usersByIds(others.map((o) => o.userId)) : [];
  const host = url.hostname.toLowerCase();
  const publication = options.mainHosts.has(host) ? null : await repos.publications.publicationByDomain(host);
  // Issue 21: a host no publication serves may be a writer's live custom domain, answered as their profile.
  const writer = options.mainHosts.has(host) || publication ? null : await repos.users.userByDomain(host);
  return {
    viewer,
    xsrf: session.xsrf,
    otherAccounts: others.flatMap((o) => otherUsers.filter((u) => u.id === o.userId).map((u) => ({ username: u.username, name: u.name, imageId: u.imageId }))),
    requestFlags: flags,
    flags: flags.enabled,
    visitor: { eu: services.euVisitorOf(request), bot: isBotUserAgent(request.headers.get('user-agent')) },
    domain: publication ? { kind: 'collection', collectionSlug: publication.slug } : writer ? { kind: 'user', username: writer.username } : { kind: 'main' },
  };
}

/** The compressed copies of the in-process cache's pages (each made on the first hit that asks for it). */
const compressedPage = compressedCopies<object>();

export async function servePage(services: Services, request: Request, url: URL, serverContext: ServerContext): Promise<Response> {
  const { edgeCache, options } = services;
  if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Pages answer GET and HEAD only.', { allow: 'GET, HEAD' });
  // platform-reference §9: a logged-out visitor the cache may serve gets the stored page, before the store
  // is touched when the request carries no session cookie at all, else once the session is known to be none.
  // A page carries whether its visitor is in the EU (the privacy banner): EU and other visitors get copies of
  // their own, and a CDN is told to keep them apart by the country header.
  const network = services.networkOf(serverContext);
  const cacheKey = edgeCache.keyOf(url) + (services.euVisitorOf(request) ? '#eu' : '');
  // Issue 20: taken before any read, so a purge (from any process) during the render keeps this render uncached.
  const generation = edgeCache.generation();
  const cachedPage = async (): Promise<Response | null> => {
    const reasons = edgeCache.reasonsOf(edgeCache.requestOf(request, network));
    const hit = reasons.length === 0 ? edgeCache.lookup(cacheKey) : null;
    if (!hit) return null;
    const age = Math.max(0, Math.floor((options.now().getTime() - hit.storedAt) / 1000));
    const headers = new Headers({ ...hit.headers, 'x-quire-cache': 'HIT', age: String(age) });
    const encoding = request.method === 'HEAD' ? null : chooseEncoding(request.headers.get('accept-encoding'));
    // Issue 19: a cached page is compressed once per encoding and kept beside it, not on every hit.
    if (encoding && hit.body.length >= MIN_COMPRESSED_BYTES) {
      varyOnEncoding(headers);
      headers.set('content-encoding', encoding);
      return new Response(await compressedPage(hit, hit.body, encoding), { status: hit.status, headers });
    }
    return new Response(request.method === 'HEAD' ? null : hit.body, { status: hit.status, headers });
  };
  const sessionCookie = parseCookies(request.headers.get('cookie')).has(SESSION_COOKIE);
  if (!sessionCookie) {
    const hit = await cachedPage();
    if (hit) return hit;
  }
  let state: RequestState & { requestFlags?: RequestFlags } = ANONYMOUS_REQUEST;
  // The request's flags once known (allow_iframe may be set globally or per user); QUIRE_FLAGS before.
  let pageFlags: ReadonlySet<string> = options.flags;
  let pageName: string | null = null;
  const htmlHeaders = () => ({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...SECURITY_HEADERS, ...framingHeaders(pageFlags, pageName) });
  try {
    const session = await services.sessionOf(request);
    if (sessionCookie && session.userId === null) {
      const hit = await cachedPage();
      if (hit) return hit;
    }
    state = await requestState(services, request, url, session);
    pageFlags = state.flags;
    const match = matchRoute(url.pathname, { domain: state.domain, flags: state.flags });
    // platform-reference §2.3: a trailing slash is removed and the query cut to the allow-list.
    const canonical = canonicalLocation(url.pathname, url.search, match ? (ROUTER.byName.get(match.name)?.query ?? []) : []);
    if (canonical !== null) return redirect(canonical, 301);
    if (match?.name === 'AcctSignout') {
      // Sign-out is a navigation carrying the xsrf token; a wrong or missing token signs nobody out.
      if (session.tokenHash === null || !xsrfMatches(match.params.xsrf, session.xsrf)) return redirect('/');
      // Issue 21: only this account signs out; the browser's next other signed-in account (if any) becomes active.
      const others = await otherAccountsOf(request, services.repos.sessions, options.now(), session.userId);
      const next = signOutActive({ active: null, others: others.map((o) => o.token) });
      const cookies = await endSession(request, services.repos.sessions, session.tokenHash);
      // reader-experience §4: a member account signing out is remembered by the browser, for the alternate-user
      // banner's "sign in with your member account" (another account signing out leaves the cookie as it was).
      const remembered = state.viewer?.membership ? [await rememberedAccountCookie(request, services.repos.serverSecrets, session.userId)] : [];
      return withCookies(redirect('/'), [
        ...(next.active ? [activeSessionCookie(request, next.active), otherAccountsCookie(request, next.others)] : [...cookies, otherAccountsCookie(request, [])]),
        ...remembered,
      ]);
    }
    const socialStart = match ? SOCIAL_START_ROUTES[match.name] : undefined;
    if (socialStart) return startSocialSignIn(services.social, request, socialStart);
    pageName = match?.page ?? null;
    // An endpoint not built yet answers as a page would: the site's layout, its title and language, and 501.
    if (match?.kind === 'resource') {
      const html = await renderNotBuilt(match, state, services.renderOptions());
      return new Response(request.method === 'HEAD' ? null : html, { status: 501, headers: { ...htmlHeaders(), 'cache-control': 'no-store' } });
    }
    const context = {
      ...requestContext(services.repos, null, null, state.viewer?.id ?? null, options.productName, services.membership, services.variantFlags),
      // Issue 21: the Security and apps tab lists the reader's sessions, marking the one asking.
      security: services.security,
      sessionTokenHash: session.tokenHash,
      siteHosts: siteHostsOf(options.publicOrigin, options.mainHosts),
      // Issue 23 part C: the Partner Program's pages read the writer's program.
      partner: services.partner,
    };
    // Issue 19: the render's operations use the flags this request already read, not a second read of the store.
    if (state.requestFlags) knownRequestFlags(context, state.requestFlags);
    const page = await renderPage(url.pathname, state, context, services.renderOptions(), url.search);
    if ('location' in page) return pageRedirect(page.location, page.status, options.publicOrigin);
    // Only a 200 page is cached; the request's reasons (logged in, bot, …) and the page's rules decide.
    const cacheRequest = edgeCache.requestOf(request, network, {
      loggedIn: session.userId !== null,
      staff: state.viewer !== null && options.staffUsernames.has(state.viewer.username),
      canViewSuspendedContent: state.flags.has('can_view_suspended_content'),
    });
    const decision = decideEdgeCache(cacheRequest, page.status === 200 && page.edgeCache ? page.edgeCache : { kind: 'other' });
    const headers: Record<string, string> = {
      ...htmlHeaders(),
      ...edgeCache.headers(decision, 'MISS'),
      ...(decision.group === 'Enabled' && options.countryHeader ? { vary: options.countryHeader } : {}),
    };
    if (decision.group === 'Enabled') edgeCache.store(cacheKey, { status: page.status, body: page.html, headers, tags: decision.tags }, generation);
    return new Response(request.method === 'HEAD' ? null : page.html, { status: page.status, headers });
  } catch (error) {
    services.logError(error, `render ${url.pathname}`);
    // Issue 20: a statement past QUIRE_STATEMENT_TIMEOUT_MS: the store is busy, so 503 and when to try again.
    const timedOut = isStatementTimeout(error);
    return new Response(await renderServerError(state, services.renderOptions()), {
      status: timedOut ? 503 : serverErrorStatus(error),
      headers: { ...htmlHeaders(), 'x-quire-cache': `BYPASS; reason=${reasonText([])}`, ...(timedOut ? { 'retry-after': '5' } : {}) },
    });
  }
}
