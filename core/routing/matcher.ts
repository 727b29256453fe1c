// platform-reference §2.1: routing matches path segments with named params and @handle params, refuses
// ambiguous duplicate patterns (a warning, and the later one is skipped), redirects only when every
// param of the target is present, and leaves an unmatched path to the not-found view.
import { buildRoutePath, compileRoute, leadingParam } from './link-builder.ts';
import type { CompiledRoute, DomainContext, RedirectTarget, RouteDef, RouteMatch, Segment } from './route.types.ts';

export { buildRoutePath, parsePattern, type BuildResult } from './link-builder.ts';

/** Two patterns are duplicates when they accept exactly the same paths. */
function signature(segments: readonly Segment[]): string {
  return segments.map((s) => (s.kind === 'literal' ? `=${s.value}` : s.kind === 'handle' ? '@' : ':')).join('/');
}

export type Router = { routes: CompiledRoute[]; byName: Map<string, CompiledRoute>; warnings: string[] };

export function compileRoutes(defs: readonly RouteDef[]): Router {
  const routes: CompiledRoute[] = [];
  const byName = new Map<string, CompiledRoute>();
  const bySignature = new Map<string, CompiledRoute>();
  const warnings: string[] = [];
  for (const def of defs) {
    const route = compileRoute(def);
    const { segments } = route;
    // A custom-domain-only route and its main-domain twin are told apart by the host, not the path.
    const key = `${def.customDomainOnly ? 'domain:' : ''}${signature(segments)}`;
    const clash = bySignature.get(key);
    if (clash) {
      warnings.push(`Route ${def.name} (${def.path}) is ambiguous with ${clash.name} (${clash.path}) and was skipped.`);
      continue;
    }
    if (byName.has(def.name)) {
      warnings.push(`Route name ${def.name} (${def.path}) is already taken and was skipped.`);
      continue;
    }
    routes.push(route);
    byName.set(def.name, route);
    bySignature.set(key, route);
  }
  return { routes, byName, warnings };
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The params a route's segments take from a path's parts, already decoded (none empty), or null. */
function matchSegments(segments: readonly Segment[], values: readonly string[]): Record<string, string> | null {
  if (segments.length !== values.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const value = values[i]!;
    if (segment.kind === 'literal') {
      if (segment.value !== value) return null;
    } else if (segment.kind === 'handle') {
      if (!value.startsWith('@') || value.length < 2) return null;
      params[segment.name] = value.slice(1);
    } else {
      if (value.startsWith('@')) return null;
      params[segment.name] = value;
    }
  }
  return params;
}

/** Literal beats handle beats param, segment by segment from the left. */
function specificity(segments: readonly Segment[]): number[] {
  return segments.map((s) => (s.kind === 'literal' ? 0 : s.kind === 'handle' ? 1 : 2));
}

function moreSpecific(a: readonly Segment[], b: readonly Segment[]): boolean {
  const sa = specificity(a);
  const sb = specificity(b);
  for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sa[i]! < sb[i]!;
  return false;
}

type Candidate = { route: CompiledRoute; segments: Segment[] };

/** A router's candidates for each kind of host, grouped by their number of segments: built once per router. */
type CandidateTable = { main: Map<number, Candidate[]>; mainForDomains: Map<number, Candidate[]>; collection: Map<number, Candidate[]>; user: Map<number, Candidate[]> };
const candidateTables = new WeakMap<Router, CandidateTable>();

function bySegmentCount(candidates: readonly Candidate[]): Map<number, Candidate[]> {
  const table = new Map<number, Candidate[]>();
  for (const c of candidates) {
    const list = table.get(c.segments.length) ?? [];
    list.push(c);
    table.set(c.segments.length, list);
  }
  return table;
}

function candidatesOf(router: Router): CandidateTable {
  let table = candidateTables.get(router);
  if (!table) {
    const global = router.routes.filter((r) => !r.customDomainOnly);
    const scoped = (kind: 'collection' | 'user') => bySegmentCount(router.routes.filter((r) => r.scope === kind).map((route) => ({ route, segments: route.segments.slice(1) })));
    table = {
      main: bySegmentCount(global.map((route) => ({ route, segments: route.segments }))),
      mainForDomains: bySegmentCount(global.filter((r) => r.scope === undefined).map((route) => ({ route, segments: route.segments }))),
      collection: scoped('collection'),
      user: scoped('user'),
    };
    candidateTables.set(router, table);
  }
  return table;
}

function bestMatch(
  candidates: readonly Candidate[],
  parts: readonly string[],
  fixed: (route: CompiledRoute) => Record<string, string>,
): RouteMatch | null {
  let best: { route: CompiledRoute; segments: Segment[]; params: Record<string, string> } | null = null;
  for (const candidate of candidates) {
    const params = matchSegments(candidate.segments, parts);
    if (params && (!best || moreSpecific(candidate.segments, best.segments))) best = { ...candidate, params };
  }
  if (!best) return null;
  return {
    name: best.route.name,
    page: best.route.page ?? null,
    kind: best.route.kind,
    params: { ...fixed(best.route), ...best.params },
  };
}

export type MatchOptions = { domain?: DomainContext | undefined; flags?: ReadonlySet<string> | undefined };

/**
 * The most specific route that accepts the path on this host, or null (the not-found view). A route
 * switched off by its flag still claims its own address: it answers not-found rather than letting a
 * less specific route (a publication slug) take the path.
 */
export function matchPath(router: Router, path: string, options: MatchOptions = {}): RouteMatch | null {
  const raw = path.replace(/[?#].*$/, '').split('/').filter((s) => s !== '');
  // Each part decoded once: a part that does not decode, or decodes to nothing, matches no route.
  const parts: string[] = [];
  for (const part of raw) {
    const value = decode(part);
    if (value === null || value === '') return null;
    parts.push(value);
  }
  const table = candidatesOf(router);
  const domain = options.domain ?? { kind: 'main' };
  const enabled = (match: RouteMatch | null) => {
    const flag = match ? router.byName.get(match.name)?.flag : undefined;
    return !flag || (options.flags?.has(flag) ?? false);
  };
  if (domain.kind !== 'main') {
    // Under a custom domain the scoped routes lose their leading segment and win over the rest.
    const value = domain.kind === 'collection' ? domain.collectionSlug : domain.username;
    const scoped = table[domain.kind].get(parts.length) ?? [];
    const match = bestMatch(scoped, parts, (route) => {
      const name = leadingParam(route);
      return name ? { [name]: value } : {};
    });
    if (match) return enabled(match) ? match : null;
  }
  const global = (domain.kind === 'main' ? table.main : table.mainForDomains).get(parts.length) ?? [];
  const match = bestMatch(global, parts, () => ({}));
  return enabled(match) ? match : null;
}

export type Resolution =
  | { kind: 'route'; match: RouteMatch }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'not-found' };

/**
 * A redirect route redirects only when every param its target needs is present; else not found.
 * `context` supplies params the path cannot carry (the viewer's username for /me).
 */
export function resolveRedirect(router: Router, match: RouteMatch | null, context: Record<string, string> = {}): Resolution {
  if (!match) return { kind: 'not-found' };
  const route = router.byName.get(match.name);
  if (!route?.redirect) return { kind: 'route', match };
  const target: RedirectTarget = route.redirect.to;
  if ('path' in target) return { kind: 'redirect', location: target.path, status: route.redirect.status };
  const available: Record<string, string> = { ...context, ...match.params };
  for (const [to, from] of Object.entries(target.params ?? {})) {
    const value = match.params[from];
    if (value !== undefined) available[to] = value;
  }
  // Only the params the target names: the rest must not leak into its query string.
  const wanted = router.byName.get(target.route)?.params ?? [];
  const params = Object.fromEntries(wanted.flatMap((p) => (available[p] !== undefined ? [[p, available[p]]] : [])));
  const built = buildRoutePath(router, target.route, params);
  return built.ok ? { kind: 'redirect', location: built.path, status: route.redirect.status } : { kind: 'not-found' };
}
