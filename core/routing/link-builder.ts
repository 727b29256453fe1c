// platform-reference §2.2 and §5: building an address from a route's name and params — all the browser
// needs of the route table (it never matches; core/routing/matcher.ts does, on the server).
import type { CompiledRoute, DomainContext, RouteDef, Segment } from './route.types.ts';

export function parsePattern(path: string): Segment[] {
  return path
    .split('/')
    .filter((s) => s !== '')
    .map((s): Segment => {
      if (s.startsWith('@:')) return { kind: 'handle', name: s.slice(2) };
      if (s.startsWith(':')) return { kind: 'param', name: s.slice(1) };
      return { kind: 'literal', value: s };
    });
}

/** Routes by name, with their parsed patterns: what link building reads. */
export type RouteIndex = { byName: Map<string, CompiledRoute> };

export function compileRoute(def: RouteDef): CompiledRoute {
  const segments = parsePattern(def.path);
  return { ...def, segments, params: segments.flatMap((s) => (s.kind === 'literal' ? [] : [s.name])) };
}

export function indexRoutes(defs: readonly RouteDef[]): RouteIndex {
  return { byName: new Map(defs.map((def) => [def.name, compileRoute(def)])) };
}

/** The param a scoped route's leading segment fills: the custom domain supplies it. */
export function leadingParam(route: CompiledRoute): string | null {
  const first = route.segments[0];
  return first && first.kind !== 'literal' ? first.name : null;
}

export type BuildResult = { ok: true; path: string; warnings: string[] } | { ok: false; error: string };

/** platform-reference §5: every required param, else 'One or more required param(s) not provided'. */
export function buildRoutePath(
  router: RouteIndex,
  name: string,
  params: Record<string, string | number | null | undefined> = {},
  options: { domain?: DomainContext | undefined } = {},
): BuildResult {
  const route = router.byName.get(name);
  if (!route) return { ok: false, error: `Route with name ${name} does not exist` };
  const warnings: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') warnings.push(`Route ${name}: param ${key} is empty`);
  }
  const domain = options.domain ?? { kind: 'main' };
  // Only a link into the same publication (or user) the custom domain belongs to loses its leading segment.
  const leading = leadingParam(route);
  const dropLeading =
    leading !== null &&
    ((route.scope === 'collection' && domain.kind === 'collection' && params[leading] === domain.collectionSlug) ||
      (route.scope === 'user' && domain.kind === 'user' && params[leading] === domain.username));
  const out: string[] = [];
  for (const [i, segment] of route.segments.entries()) {
    // The leading collection slug or handle is implied by the custom domain.
    if (i === 0 && dropLeading) continue;
    if (segment.kind === 'literal') {
      out.push(encodeURIComponent(segment.value));
      continue;
    }
    const value = params[segment.name];
    if (value === undefined || value === null || value === '') {
      return { ok: false, error: 'One or more required param(s) not provided' };
    }
    out.push((segment.kind === 'handle' ? '@' : '') + encodeURIComponent(String(value)));
  }
  // Params the pattern does not name travel in the query string, in the order given.
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!route.params.includes(key) && value !== undefined && value !== null && value !== '') query.append(key, String(value));
  }
  const search = query.toString();
  return { ok: true, path: '/' + out.join('/') + (search ? `?${search}` : ''), warnings };
}

