// Server rendering of a page: load its data, render the React tree to HTML, wrap it in the document.
import { renderToString } from 'react-dom/server';
import { copyFor } from '../../../core/copy/copy.ts';
import type { QueryCacheSnapshot } from '../../../core/query-cache/cache-key.ts';
import type { RouteMatch } from '../../../core/routing/routes.ts';
import type { OtherAccount, PreloadedState } from '../../../core/startup/startup.ts';
import { App } from '../../../ui/App.tsx';
import { PageDataProvider } from '../../../ui/data.tsx';
import type { ComponentType } from 'react';
import { PAGE_LOADERS, pageKeyOf, pageModuleOf, type PageKey } from '../../../ui/pages/page-modules.ts';
import { PAGE_SOURCES } from '../../../ui/pages/page-sources.ts';
import { GRAPHQL_PATH } from '../graphql/graphql.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { renderDocument, type ClientAssets } from './document.ts';
import type { SiteLinks } from '../../../core/layout/footer-links.ts';
import { isPageName, layoutOf, pageVariant } from '../../../core/layout/page-layouts.ts';
import type { DomainContext } from '../../../core/routing/route.types.ts';
import type { Viewer } from '../../../core/session/viewer.ts';
import { loadPageData } from './page-data.ts';
import type { PageHead, SiteSources } from './pages/page-load.ts';
import type { EdgeCachePage } from '../../../core/edge-cache/edge-cache.ts';
import type { FeedAlternate } from '../../../core/feed-syndication/feed-scope.ts';

export type RenderOptions = {
  productName: string;
  assets: ClientAssets;
  buildVersion: string;
  now: Date;
  siteLinks: SiteLinks;
  /** The social sign-in providers configured here. */
  socialProviders: string[];
  /** Issue 17: how often an open page polls the unread notification count; absent, the browser's default. */
  notificationsPollMs?: number;
  /** The built-in pages' sources (the operator's pages, the server's health, the app's address). */
  site?: SiteSources;
  /** The configured public origin (QUIRE_PUBLIC_URL): canonical links and social tags use it, never the request's Host. */
  publicOrigin?: string;
};

/** Who is asking, and where: the parts of the preloaded state that differ per request. */
export type RequestState = {
  viewer: Viewer | null;
  xsrf: string | null;
  flags: ReadonlySet<string>;
  domain: DomainContext;
  /** Issue 21: the browser's other signed-in accounts (the avatar menu's 'Switch account'). */
  otherAccounts?: OtherAccount[];
  /** An EU visitor (by the country header) and a bot (by the user agent), for consent. */
  visitor?: { eu: boolean; bot: boolean };
};

export const ANONYMOUS_REQUEST: RequestState = { viewer: null, xsrf: null, flags: new Set(), domain: { kind: 'main' } };

export type RenderedPage = { status: number; html: string; edgeCache?: EdgeCachePage } | { status: 301 | 302; location: string };

/**
 * Each page's component once loaded: a page's module never changes in a running server, and asking the module
 * loader again on every render (a dynamic import resolved anew) costs more than the lookup.
 */
const loadedPages = new Map<PageKey, ComponentType>();

async function pageComponent(pageKey: PageKey): Promise<ComponentType> {
  const loaded = loadedPages.get(pageKey);
  if (loaded) return loaded;
  const Page = await PAGE_LOADERS[pageKey]();
  loadedPages.set(pageKey, Page);
  return Page;
}

async function renderApp(
  state: PreloadedState,
  cache: QueryCacheSnapshot,
  parts: { title: string; description: string; canonicalPath: string | null; canonicalOrigin?: string | undefined; alternate?: readonly FeedAlternate[] | undefined; head?: PageHead | undefined },
  options: RenderOptions,
): Promise<string> {
  const pageKey = pageKeyOf(state);
  const Page = await pageComponent(pageKey);
  // The browser loads the module the server names here (ui/pages/page-chunks.ts loadPage).
  const withPage: PreloadedState = { ...state, page: pageModuleOf(pageKey) };
  const appHtml = renderToString(
    <PageDataProvider value={{ state: withPage, cache, copy: copyFor(options.productName), transport: null }}>
      <App Page={Page} />
    </PageDataProvider>,
  );
  return renderDocument({
    ...parts,
    appHtml,
    state: withPage,
    graphqlUri: GRAPHQL_PATH,
    queryCache: cache,
    assets: options.assets,
    pageSource: PAGE_SOURCES[pageKey],
  });
}

function stateFor(
  route: RouteMatch | null,
  status: number,
  request: RequestState,
  options: RenderOptions,
  search?: PreloadedState['search'],
  sitePage?: PreloadedState['sitePage'],
): PreloadedState {
  return {
    productName: options.productName,
    now: options.now.toISOString(),
    route,
    status,
    buildVersion: options.buildVersion,
    viewer: request.viewer,
    xsrf: request.xsrf,
    ...(request.otherAccounts && request.otherAccounts.length > 0 ? { otherAccounts: request.otherAccounts } : {}),
    flags: [...request.flags].sort(),
    ...(request.visitor ? { visitor: request.visitor } : {}),
    siteLinks: options.siteLinks,
    socialProviders: options.socialProviders,
    ...(request.viewer && options.notificationsPollMs ? { notificationsPollMs: options.notificationsPollMs } : {}),
    // platform-reference §2.3: under enable_lite_publications a publication page renders in its community variant's layout.
    layout: route?.page && isPageName(route.page) ? layoutOf(pageVariant(route.page, request.flags)) : null,
    ...(search ? { search } : {}),
    ...(options.site?.appUrl ? { appUrl: options.site.appUrl } : {}),
    ...(sitePage ? { sitePage } : {}),
  };
}

export async function renderPage(
  path: string,
  request: RequestState,
  ctx: GraphQLContext,
  options: RenderOptions,
  /** The query string, '?…' or ''. */
  search = '',
): Promise<RenderedPage> {
  const data = await loadPageData(
    { path, search, domain: request.domain, flags: request.flags, viewerUsername: request.viewer?.username ?? null, now: options.now },
    ctx,
    options.productName,
    options.site,
    options.publicOrigin,
  );
  if (data.kind === 'redirect') return { status: data.status, location: data.location };
  const canonicalOrigin = request.domain.kind === 'main' ? options.publicOrigin : undefined;
  const html = await renderApp(stateFor(data.route, data.status, request, options, data.search, data.sitePage), data.cache, { ...data, canonicalOrigin }, options);
  return { status: data.status, html, ...(data.edgeCache ? { edgeCache: data.edgeCache } : {}) };
}

/** reader-experience §2.10: the server-error screen, rendered without touching the store. */
export function renderServerError(request: RequestState, options: RenderOptions): Promise<string> {
  return renderApp(
    stateFor(null, 500, request, options),
    {},
    { title: `Something went wrong – ${options.productName}`, description: '', canonicalPath: null },
    options,
  );
}

/** A route the server has not built (a page or an endpoint): the not-built screen, in the site's layout, 501. */
export function renderNotBuilt(route: RouteMatch, request: RequestState, options: RenderOptions): Promise<string> {
  return renderApp(
    stateFor(route, 501, request, options),
    {},
    { title: `Not built yet – ${options.productName}`, description: `This page of ${options.productName} is not built yet.`, canonicalPath: null },
    options,
  );
}
