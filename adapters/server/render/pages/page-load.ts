// What a page's loader is given (render/page-data.ts builds it): the matched route, the request, a `preload` that
// runs an operation in process and keeps its answer for the browser's query cache, and the three outcomes a
// loader ends in — the page, not found, or a redirect to the page's own address.
import type { EdgeCachePage } from '../../../../core/edge-cache/edge-cache.ts';
import type { FeedAlternate } from '../../../../core/feed-syndication/feed-scope.ts';
import type { QueryCacheSnapshot } from '../../../../core/query-cache/cache-key.ts';
import type { DomainContext } from '../../../../core/routing/route.types.ts';
import type { RouteMatch } from '../../../../core/routing/routes.ts';
import type { SearchScope } from '../../../../core/search/predictive-search.ts';
import type { SitePageContent, StatusCheck } from '../../../../core/startup/startup.ts';
import type { SitePage, SitePageKey } from '../../site-pages/site-pages.ts';
import type { Operation } from '../../../../ui/post-card-fields.ts';
import type { HeadMeta } from '../../../../core/stories/story-head.ts';
import type { GraphQLContext } from '../../graphql/context.ts';

export type PageData =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: 200 | 403 | 404 | 501;
      route: RouteMatch | null;
      cache: QueryCacheSnapshot;
      title: string;
      description: string;
      canonicalPath: string | null;
      /** platform-reference §9: what the edge-cache decision needs to know of the page; absent: not cached. */
      edgeCache?: EdgeCachePage;
      /** reader-experience §2.3: what the search box is scoped to on this page; absent: not scoped. */
      search?: { scope: SearchScope; publicationPage: boolean };
      /** platform-reference §2.1: the feeds of the page (home, a profile, a publication, a tag, a topic) for the head. */
      alternate?: readonly FeedAlternate[];
      /** A built-in page's content (site.pages.ts). */
      sitePage?: SitePageContent;
      /** Issue 18: a story's social and search tags (core/stories/story-head.ts); its canonical URL wins over canonicalPath. */
      head?: PageHead;
    };

/** The extra head of a page: Open Graph and Twitter meta, its canonical URL (absolute) and a JSON-LD object. */
export type PageHead = { meta: readonly HeadMeta[]; canonicalUrl: string; jsonLd: Record<string, unknown> | null };

/** What the built-in pages read beside the store: the operator's pages, the server's health, the app's address. */
export type SiteSources = {
  page(key: SitePageKey): Promise<SitePage>;
  status(): Promise<StatusCheck[]>;
  appUrl: string | null;
};

export type PageRequest = {
  path: string;
  domain: DomainContext;
  flags: ReadonlySet<string>;
  /** The signed-in reader's username: /me and other viewer-relative redirects need it. */
  viewerUsername: string | null;
  /** The query string ('?selection=…' or ''): the parameters the route takes beyond the path join its params. */
  search?: string;
  /** The server's clock at this request (issue 21: an old username's redirect holds a year from its change). */
  now?: Date;
};

/** A page's title, description and the rest of what it tells the renderer beside its data. */
export type PageMeta = Omit<Extract<PageData, { kind: 'page' }>, 'kind' | 'status' | 'route' | 'cache'>;

export type PageLoad = {
  request: PageRequest;
  route: RouteMatch & { page: string };
  ctx: GraphQLContext;
  productName: string;
  /** The configured public origin (QUIRE_PUBLIC_URL): absolute addresses in the head are built from it, never the Host. */
  publicOrigin: string;
  /** The built-in pages' sources (site.pages.ts). */
  site: SiteSources;
  /** Runs an operation in process; its answer joins the page's preloaded query cache. */
  preload<TData, TVars extends Record<string, unknown>>(operation: Operation<TData, TVars>, variables: TVars): Promise<TData | null>;
  /** The page, with status 200 and the data preloaded so far. */
  page(meta: PageMeta): PageData;
  notFound(): Promise<PageData>;
  redirect(location: string, status?: 301 | 302): PageData;
};

/** A built page on the server: which of its routes and parameter values are built, and how its data loads. */
export type ServerPage = {
  /** Built for these routes only; the page's other routes answer 501. Absent: all of them. */
  routes?: readonly string[];
  /** Built for these values of a parameter only; other values answer 501 (routes without the parameter: all built). */
  params?: Readonly<Record<string, readonly string[]>>;
  /** A page of the reader's own (true), or only on these routes: a logged-out visitor signs in first. */
  signedIn?: true | readonly string[];
  load(load: PageLoad): Promise<PageData>;
};
