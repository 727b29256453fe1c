// platform-reference §2.3 navigation rules: a trailing slash is removed, query strings are cut to the
// allow-list (plus the parameters the matched route itself takes), and pages may not be framed unless
// the allow_iframe flag is on.
export const QUERY_ALLOW_LIST = ['_branch_view_id', 'q', 'p', 'feed', 'tag', 'coupon', 'tab', 'topic', 'year', 'orderBy'] as const;

const ALLOWED = new Set<string>(QUERY_ALLOW_LIST);

/** The path without trailing slashes ('/' stays '/'). */
export function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The query with only allowed parameters, in their original order; '' when none is left. */
export function allowedQuery(search: string, extra: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (ALLOWED.has(key) || extra.includes(key)) kept.append(key, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * The canonical form of an address under the §2.3 rules, or null when it is canonical already.
 * The server answers a non-canonical address with a permanent redirect to the canonical one.
 */
export function canonicalLocation(path: string, search: string, routeQuery: readonly string[] = []): string | null {
  const canonicalPath = withoutTrailingSlash(sameOriginLocation(path));
  // Only a dropped parameter makes a query non-canonical, not another spelling of the same one.
  const given = [...new URLSearchParams(search)];
  const dropsSome = given.some(([key]) => !ALLOWED.has(key) && !routeQuery.includes(key));
  const emptyMark = search === '?';
  if (canonicalPath === path && !dropsSome && !emptyMark) return null;
  return canonicalPath + (dropsSome || emptyMark ? allowedQuery(search, routeQuery) : search);
}

/**
 * A location the server may redirect to: a path on its own origin. Leading slashes and backslashes fold into
 * one (`//evil.example` and `/\\evil.example` would send a browser to another host), and anything that is not a
 * path (`https:…`, `javascript:…`) becomes '/'.
 */
export function sameOriginLocation(location: string): string {
  if (!location.startsWith('/') && !location.startsWith('\\')) return '/';
  return location.replace(/^[/\\]+/, '/');
}

/**
 * A redirect's location that may also be an address on the site's configured public origin (QUIRE_PUBLIC_URL; a
 * page sending a reader to the main site, like /topics to /explore-topics): that origin's addresses stay absolute,
 * anything else is held to a path on this origin (sameOriginLocation). The request's Host never decides it.
 */
export function publicOriginLocation(location: string, publicOrigin: string): string {
  let origin: string;
  try {
    origin = new URL(publicOrigin).origin;
  } catch {
    return sameOriginLocation(location);
  }
  if (location.startsWith(`${origin}/`) && !/[\\\s]/.test(location)) return location;
  return sameOriginLocation(location);
}

/** The one page made to be framed anywhere: a list's embed (/embed/list/{catalogSlugId}). */
export const EMBEDDABLE_PAGES: ReadonlySet<string> = new Set(['embed-catalog']);

/** Response headers that refuse framing, unless the allow_iframe flag is on or the page is made to be embedded. */
export function framingHeaders(flags: ReadonlySet<string>, page?: string | null): Record<string, string> {
  if (page && EMBEDDABLE_PAGES.has(page)) return { 'content-security-policy': 'frame-ancestors *' };
  if (flags.has('allow_iframe')) return {};
  return { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" };
}

/**
 * platform-reference §4 navigation state: the referrer is set once, from where the visitor came; when the
 * location changes within the page (history or hash), the old location becomes the referrer.
 */
export type NavigationTrail = { location: string; referrer: string };

export function startTrail(location: string, documentReferrer: string): NavigationTrail {
  return { location, referrer: documentReferrer };
}

export function moveTrail(trail: NavigationTrail, nextLocation: string): NavigationTrail {
  return nextLocation === trail.location ? trail : { location: nextLocation, referrer: trail.location };
}

/** A path of the site as an absolute address on its configured public origin (QUIRE_PUBLIC_URL), never the Host's. */
export function onPublicOrigin(path: string, publicOrigin: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}${sameOriginLocation(path)}`;
}
