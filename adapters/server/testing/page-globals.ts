// What a server-rendered page hands the browser: the globals its inline script sets (__PRELOADED_STATE__,
// __GRAPHQL_URI__, __APOLLO_STATE__ — the preloaded query cache), read by running that script.
export function globalsOf(html: string): Record<string, unknown> {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const window: Record<string, unknown> = {};
  new Function('window', script)(window);
  return window;
}

/** The names of the operations whose answers a page preloaded, from its query cache's keys ("{name}:{variables}"). */
export function preloadedOperations(html: string): string[] {
  return Object.keys((globalsOf(html).__APOLLO_STATE__ ?? {}) as object).map((key) => key.slice(0, key.indexOf(':')));
}
