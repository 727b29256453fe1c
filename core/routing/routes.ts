// reader-experience §2.2 (route names) and platform-reference §2.1/§2.2 (path shapes): the routes the
// reading pages serve so far, matched by path segment and built by name. The complete table arrives with
// the app-shell issue; this file is where it grows.
export type RouteName =
  | 'ShowHome'
  | 'ShowPost'
  | 'ShowPostUnderUser'
  | 'ShowPostUnderCollection'
  | 'ShowUser'
  | 'ShowTopic'
  | 'ShowTagPosts'
  | 'ShowCollectionHome';

/** The page a route renders: its name in platform-reference §2.4. */
export type PageName = 'home' | 'post' | 'user-profile' | 'topic' | 'tag-archive' | 'publication-profile';

type RouteDef = { name: RouteName; pattern: string; page: PageName };

/** Most specific first: fixed segments before params, so `/p/{id}` wins over `/{collectionSlug}/{postId}`. */
export const ROUTES: readonly RouteDef[] = [
  { name: 'ShowHome', pattern: '/', page: 'home' },
  { name: 'ShowPost', pattern: '/p/:postId', page: 'post' },
  { name: 'ShowTopic', pattern: '/topic/:topicSlug', page: 'topic' },
  { name: 'ShowTagPosts', pattern: '/tag/:tagSlug', page: 'tag-archive' },
  { name: 'ShowUser', pattern: '/@:username', page: 'user-profile' },
  { name: 'ShowPostUnderUser', pattern: '/@:username/:postId', page: 'post' },
  { name: 'ShowCollectionHome', pattern: '/:collectionSlug', page: 'publication-profile' },
  { name: 'ShowPostUnderCollection', pattern: '/:collectionSlug/:postId', page: 'post' },
];

export type RouteMatch = { name: RouteName; page: PageName; params: Record<string, string> };

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(path);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const decoded = safeDecode(have[i]!);
    if (decoded === null || decoded === '') return null;
    if (w.startsWith('@:')) {
      if (!decoded.startsWith('@') || decoded.length < 2) return null;
      params[w.slice(2)] = decoded.slice(1);
    } else if (w.startsWith(':')) {
      if (decoded.startsWith('@')) return null;
      params[w.slice(1)] = decoded;
    } else if (w !== decoded) {
      return null;
    }
  }
  return params;
}

/** The first route whose pattern fits the path, or null (the not-found view). */
export function matchRoute(path: string): RouteMatch | null {
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, path);
    if (params) return { name: route.name, page: route.page, params };
  }
  return null;
}

export type BuildResult = { ok: true; path: string } | { ok: false; error: string };

/** platform-reference §5: building a link needs every required param; unknown names are an error. */
export function buildPath(name: string, params: Record<string, string | undefined> = {}): BuildResult {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) return { ok: false, error: `Route with name ${name} does not exist` };
  const out: string[] = [];
  for (const segment of segments(route.pattern)) {
    const handle = segment.startsWith('@:');
    const param = handle ? segment.slice(2) : segment.startsWith(':') ? segment.slice(1) : null;
    if (param === null) {
      out.push(segment);
      continue;
    }
    const value = params[param];
    if (value === undefined || value === '') return { ok: false, error: 'One or more required param(s) not provided' };
    out.push((handle ? '@' : '') + encodeURIComponent(value));
  }
  return { ok: true, path: '/' + out.join('/') };
}

/** For links the code itself builds from known-good params: a missing param is a programming error. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  const result = buildPath(name, params);
  if (!result.ok) throw new Error(result.error);
  return result.path;
}
