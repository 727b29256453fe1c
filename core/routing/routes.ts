// The product's router: the route table compiled once, with matching and link building by name
// (platform-reference §2.1, §2.2, §5).
import { compileRoutes, matchPath, type MatchOptions } from './matcher.ts';
import { ROUTE_TABLE } from './route-table.ts';
import type { RouteMatch } from './route.types.ts';

export type { RouteMatch } from './route.types.ts';

export const ROUTER = compileRoutes(ROUTE_TABLE);

export function matchRoute(path: string, options: MatchOptions = {}): RouteMatch | null {
  return matchPath(ROUTER, path, options);
}

export { buildPath, pathTo } from './paths.ts';
