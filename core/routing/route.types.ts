// platform-reference §2.1 (route table) and reader-experience §2.2 (route names): what a route is.
export type RedirectTarget =
  /** Another route by name; its params come from the matched route's params (renamed by `params`). */
  | { route: string; params?: Record<string, string> | undefined }
  /** A fixed address (the short links to publications and sequences). */
  | { path: string };

export type RouteDef = {
  /** Unique. reader-experience §2.2 names where the spec gives one (ShowHome, ShowPost, …). */
  name: string;
  /**
   * Path pattern: literal segments, `:param` segments and `@:param` handle segments, e.g.
   * '/@:username/list/:catalogSlugId'. The root is '/'.
   */
  path: string;
  /** A page (its name in platform-reference §2.4), a redirect, or a non-page resource (feeds, uploads, APIs). */
  kind: 'page' | 'redirect' | 'resource';
  /** The page it renders, for kind 'page'. */
  page?: string | undefined;
  redirect?: { to: RedirectTarget; status: 301 | 302 } | undefined;
  /**
   * 'collection': the first segment is the publication's slug (`/:collectionSlug/…`); 'user': the first
   * segment is the user's handle (`/@:username/…`). Under the publication's or user's custom domain that
   * leading segment is dropped (platform-reference §2.1).
   */
  scope?: 'collection' | 'user' | undefined;
  /** Exists only under a custom domain of that scope (collection-only or user-only routes). */
  customDomainOnly?: boolean | undefined;
  /**
   * Query parameters this route takes beyond the global allow-list of platform-reference §2.3
   * (the sign-in page's actionUrl, operation, redirect…; /new-story's inResponseToQuoteId).
   */
  query?: readonly string[] | undefined;
  /** Served only when this feature flag is on. */
  flag?: string | undefined;
};

export type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'handle'; name: string };

export type CompiledRoute = RouteDef & { segments: Segment[]; params: string[] };

/** The host a request came in on: the product's own, or a publication's or user's custom domain. */
export type DomainContext =
  | { kind: 'main' }
  | { kind: 'collection'; collectionSlug: string }
  | { kind: 'user'; username: string };

export type RouteMatch = { name: string; page: string | null; kind: RouteDef['kind']; params: Record<string, string> };
