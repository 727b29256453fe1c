// platform-reference §9: purging cached pages by their surrogate tags when a post, user or publication
// changes. The in-process page cache implements it, and so does the HTTP adapter for a CDN or Varnish.

export interface CachePurger {
  /** Drops every cached page carrying any of these tags. Resolves once the purge is accepted. */
  purge(tags: readonly string[]): Promise<void>;
}
