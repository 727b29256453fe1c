// The product's router: the route table compiled once, with matching and link building by name
// (platform-reference §2.1, §2.2, §5).
import { buildRoutePath, compileRoutes, matchPath, type BuildResult, type MatchOptions } from './matcher.ts';
import { ROUTE_TABLE } from './route-table.ts';
import type { DomainContext, RouteMatch } from './route.types.ts';

export type { RouteMatch } from './route.types.ts';

export const ROUTER = compileRoutes(ROUTE_TABLE);

export function matchRoute(path: string, options: MatchOptions = {}): RouteMatch | null {
  return matchPath(ROUTER, path, options);
}

export function buildPath(
  name: string,
  params: Record<string, string | number | null | undefined> = {},
  options: { domain?: DomainContext | undefined } = {},
): BuildResult {
  return buildRoutePath(ROUTER, name, params, options);
}

/** For links the code itself builds from known-good params: a missing param is a programming error. */
export function pathTo(name: string, params: Record<string, string | number> = {}): string {
  const result = buildPath(name, params);
  if (!result.ok) throw new Error(result.error);
  return result.path;
}
