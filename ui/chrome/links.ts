// Links in the chrome are built from route names; a route the table lacks is a programming error that
// the chrome specs catch, so here it falls back to Home rather than breaking the page.
import { buildPath } from '../../core/routing/paths.ts';

export function hrefFor(route: string, params: Record<string, string> = {}): string {
  const built = buildPath(route, params);
  return built.ok ? built.path : '/';
}
