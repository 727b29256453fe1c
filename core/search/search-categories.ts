// platform-reference §2.1 and §2.2 search routes: [/{collectionSlug}]/search[/{category}]?q=…; the categories
// users, tags, posts, publications, lists. A bare search path means posts; any other category means none.
import type { SearchIndexName } from './search-hits.ts';

export const SEARCH_CATEGORIES = ['posts', 'users', 'publications', 'tags', 'lists'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** The category a search path names: its last segment after /search, undefined for the bare path. Null: none. */
export function searchCategoryOf(param: string | undefined): SearchCategory | null {
  if (param === undefined || param === '') return 'posts';
  return (SEARCH_CATEGORIES as readonly string[]).includes(param) ? (param as SearchCategory) : null;
}

/** The index a category searches; lists have no index yet (Quire has no lists), so none. */
export function indexOfCategory(category: SearchCategory): SearchIndexName | null {
  switch (category) {
    case 'posts':
      return 'posts';
    case 'users':
      return 'users';
    case 'publications':
      return 'collections';
    case 'tags':
      return 'tags';
    case 'lists':
      return null;
  }
}

/** The search page's tabs, in order, as the page names them. */
export const SEARCH_TABS: readonly { category: SearchCategory; label: string }[] = [
  { category: 'posts', label: 'Stories' },
  { category: 'users', label: 'People' },
  { category: 'publications', label: 'Publications' },
  { category: 'tags', label: 'Topics' },
  { category: 'lists', label: 'Lists' },
];

/** The search page's address: /search (posts) or /search/{category}, under /{collectionSlug} when scoped, with q. */
export function searchPagePath(category: SearchCategory, q: string, collectionSlug: string | null = null): string {
  const base = (collectionSlug ? `/${encodeURIComponent(collectionSlug)}` : '') + (category === 'posts' ? '/search' : `/search/${category}`);
  return q === '' ? base : `${base}?q=${encodeURIComponent(q)}`;
}

/** reader-experience §5: the query is used as typed; only its length is bounded (the service's limit). */
export const MAX_QUERY_LENGTH = 512;

export type QueryCheck = { ok: true; query: string } | { ok: false; error: 'QUERY_TOO_LONG' };

export function checkQuery(query: string): QueryCheck {
  return query.length > MAX_QUERY_LENGTH ? { ok: false, error: 'QUERY_TOO_LONG' } : { ok: true, query };
}
