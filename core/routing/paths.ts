// Addresses by route name (platform-reference §2.2, §5) over the route table — in the browser, only the
// routes it links to (vite.config.ts). Matching lives in routes.ts, for the server.
import { buildRoutePath, indexRoutes, type BuildResult } from './link-builder.ts';
import { ROUTE_TABLE } from './route-table.ts';
import type { DomainContext } from './route.types.ts';

const INDEX = indexRoutes(ROUTE_TABLE);

export function buildPath(
  name: string,
  params: Record<string, string | number | null | undefined> = {},
  options: { domain?: DomainContext | undefined } = {},
): BuildResult {
  return buildRoutePath(INDEX, name, params, options);
}

/** For links the code itself builds from known-good params: a missing param is a programming error. */
export function pathTo(name: string, params: Record<string, string | number> = {}): string {
  const result = buildPath(name, params);
  if (!result.ok) throw new Error(result.error);
  return result.path;
}
