// What a page needs before it renders: the route, the operations it runs (their answers become the
// preloaded query cache), its status, title and description, or a redirect to its canonical address. Each
// built page's own loading is its entry in pages/server-pages.ts; this file matches the route and answers the
// outcomes every page shares: not found, not built yet, and sign in first.
import { UnreadNotificationCountQuery } from '../../../ui/notifications/unread-count-query.ts';
import { cacheKey, type QueryCacheSnapshot } from '../../../core/query-cache/cache-key.ts';
import { resolveRedirect } from '../../../core/routing/matcher.ts';
import { buildPath } from '../../../core/routing/paths.ts';
import { matchRoute, ROUTER, type RouteMatch } from '../../../core/routing/routes.ts';
import type { Operation } from '../../../ui/post-card-fields.ts';
import { NotFoundScreenQuery, ProfileUserQuery, PublicationNavigationContextQuery } from '../../../ui/queries.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { runOperation } from '../graphql/graphql.ts';
import type { PageData, PageLoad, PageRequest, ServerPage, SiteSources } from './pages/page-load.ts';
import { serverPageOf } from './pages/server-pages.ts';

export type { PageData, PageRequest } from './pages/page-load.ts';
export { BUILT_PAGES } from './pages/server-pages.ts';

async function preload<TData, TVars extends Record<string, unknown>>(
  ctx: GraphQLContext,
  cache: QueryCacheSnapshot,
  operation: Operation<TData, TVars>,
  variables: TVars,
): Promise<TData | null> {
  const result = await runOperation(ctx, operation.source, variables);
  if (result.errors?.length && !result.data) {
    // A page whose own data failed is a server fault; the caller answers with the error screen.
    // The first error's own cause goes with it (a statement timeout answers 503, app.ts).
    throw new Error(`${operation.name} failed: ${result.errors.map((e) => e.message).join('; ')}`, { cause: result.errors.find((e) => e.originalError)?.originalError });
  }
  cache[cacheKey(operation.name, variables)] = {
    data: result.data ?? null,
    ...(result.errors?.length ? { errors: result.errors.map((e) => ({ message: e.message })) } : {}),
  };
  return (result.data as TData | undefined) ?? null;
}

/** Whether this route, with these parameters, is one its page is built for. */
function builtFor(page: ServerPage, route: RouteMatch): boolean {
  // A parameter's restriction holds on the routes that have that parameter (a page name's routes may differ).
  return (
    (!page.routes || page.routes.includes(route.name)) &&
    Object.entries(page.params ?? {}).every(([name, values]) => !(name in route.params) || values.includes(route.params[name] ?? ''))
  );
}

const needsReader = (page: ServerPage, route: RouteMatch): boolean => page.signedIn === true || (Array.isArray(page.signedIn) && page.signedIn.includes(route.name));

/** The route's own query parameters (RouteDef.query), added to its params; the path's params win. */
function withRouteQuery(route: RouteMatch, search: string): RouteMatch {
  const names = ROUTER.byName.get(route.name)?.query ?? [];
  if (names.length === 0 || !search) return route;
  const query = new URLSearchParams(search);
  const extra = Object.fromEntries(names.flatMap((name) => (query.get(name) !== null && !(name in route.params) ? [[name, query.get(name)!]] : [])));
  return Object.keys(extra).length ? { ...route, params: { ...route.params, ...extra } } : route;
}

/** Without the server's sources (tests of other pages): the defaults, a healthy server, no app. */
const NO_SITE: SiteSources = {
  page: async () => ({ title: '', html: '' }),
  status: async () => [],
  appUrl: null,
};

/** Without a configured origin (tests of other pages): the loopback default the server itself uses. */
const DEFAULT_ORIGIN = 'http://localhost';

export async function loadPageData(
  request: PageRequest,
  ctx: GraphQLContext,
  productName: string,
  site: SiteSources = NO_SITE,
  publicOrigin: string = DEFAULT_ORIGIN,
): Promise<PageData> {
  const { path } = request;
  const matched = matchRoute(path, { domain: request.domain, flags: request.flags });
  const resolution = resolveRedirect(ROUTER, matched, request.viewerUsername ? { username: request.viewerUsername } : {});
  if (resolution.kind === 'redirect') return { kind: 'redirect', status: resolution.status, location: resolution.location };
  const route = resolution.kind === 'route' ? withRouteQuery(resolution.match, request.search ?? '') : null;
  const cache: QueryCacheSnapshot = {};
  // reader-experience §2.9: the 404 screen shows four staff picks, and hides the grid if none come back.
  const notFound = async (): Promise<PageData> => {
    // Issue 21: a profile address under a username that moved within the year goes to the new one (301).
    const oldUsername = route?.params.username;
    if (oldUsername !== undefined && path.toLowerCase().startsWith(`/@${oldUsername.toLowerCase()}`)) {
      const renamed = await ctx.repos.account.renamedTo(oldUsername, request.now ?? new Date());
      if (renamed) return { kind: 'redirect', status: 301, location: `/@${renamed}${path.slice(oldUsername.length + 2)}${request.search ?? ''}` };
    }
    try {
      await preload(ctx, cache, NotFoundScreenQuery, {});
    } catch {
      delete cache[cacheKey(NotFoundScreenQuery.name, {})];
    }
    return {
      kind: 'page',
      status: 404,
      route,
      cache,
      title: `Page not found – ${productName}`,
      description: `This page does not exist on ${productName}.`,
      canonicalPath: null,
    };
  };
  if (!route || route.kind !== 'page' || !route.page) return notFound();
  const serverPage = serverPageOf(route.page);
  if (!serverPage || !builtFor(serverPage, route)) {
    // The pages under a publication or a profile exist only if the publication or the user does
    // (platform-reference §2.3: the profile shows not-found if the publication does not exist).
    const publicationSlug = route.params.collectionSlug ?? route.params.publicationSlug;
    if (publicationSlug !== undefined) {
      const context = await preload(ctx, cache, PublicationNavigationContextQuery, { slug: publicationSlug });
      if (!context?.publication) return notFound();
    }
    if (route.params.username !== undefined) {
      const profile = await preload(ctx, cache, ProfileUserQuery, { username: route.params.username });
      if (!profile?.user) return notFound();
    }
    return {
      kind: 'page',
      status: 501,
      route,
      cache,
      title: `Not built yet – ${productName}`,
      description: `This page of ${productName} is not built yet.`,
      canonicalPath: null,
    };
  }

  if (needsReader(serverPage, route) && !request.viewerUsername) {
    // A page of the reader's own: sign in first, then come back to this very address.
    const signIn = buildPath('ShowSignIn', { redirect: path + (request.search ?? '') });
    return { kind: 'redirect', status: 302, location: signIn.ok ? signIn.path : '/m/signin' };
  }

  const load: PageLoad = {
    request,
    route: { ...route, page: route.page },
    ctx,
    productName,
    publicOrigin,
    site,
    preload: (operation, variables) => preload(ctx, cache, operation, variables),
    page: (meta) => ({ kind: 'page', status: 200, route, cache, ...meta }),
    notFound,
    redirect: (location, status = 301) => ({ kind: 'redirect', status, location }),
  };
  return withUnreadCount(ctx, await serverPage.load(load));
}

/** Issue 17: a signed-in reader's page carries the badge's count, so the top bar shows it before any poll. */
async function withUnreadCount(ctx: GraphQLContext, data: PageData): Promise<PageData> {
  if (data.kind !== 'page' || !ctx.viewerId) return data;
  try {
    await preload(ctx, data.cache, UnreadNotificationCountQuery, {});
  } catch {
    // The badge then waits for its first poll; the page itself stands.
  }
  return data;
}
