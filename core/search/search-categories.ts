// platform-reference §2.1 and §2.2 search routes: [/{collectionSlug}]/search[/{category}]?q=…; the categories
// users, tags, posts, publications, lists. A bare search path means posts; any other category means none.
import { searchCategory, searchPath, type SearchCategory } from '../routing/links.ts';
import type { SearchIndexName } from './search-hits.ts';

export { SEARCH_CATEGORIES, type SearchCategory } from '../routing/links.ts';

/** The category a search path names: its last segment after /search, undefined for the bare path. Null: none. */
export const searchCategoryOf = searchCategory;

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

/** The search page's address: /search (posts) or /search/{category}, under /{collectionSlug} when scoped, with q (the route helpers' searchPath). */
export function searchPagePath(category: SearchCategory, q: string, collectionSlug: string | null = null): string {
  return searchPath({ q, ...(category === 'posts' ? {} : { category }), ...(collectionSlug ? { collectionSlug } : {}) });
}

export { MAX_QUERY_LENGTH } from './query-length.ts';
import { MAX_QUERY_LENGTH } from './query-length.ts';

export type QueryCheck = { ok: true; query: string } | { ok: false; error: 'QUERY_TOO_LONG' };

export function checkQuery(query: string): QueryCheck {
  return query.length > MAX_QUERY_LENGTH ? { ok: false, error: 'QUERY_TOO_LONG' } : { ok: true, query };
}

const ROUTE_CATEGORIES: Readonly<Record<string, SearchCategory>> = {
  ShowSearchUsers: 'users',
  ShowSearchPublications: 'publications',
  ShowSearchTags: 'tags',
  ShowSearchPosts: 'posts',
  ShowSearchLists: 'lists',
};

/** The category a matched search route shows: its own for /search/{category}, the parameter under a publication. */
export function categoryOfSearchRoute(routeName: string, params: Readonly<Record<string, string>>): SearchCategory | null {
  if (routeName === 'ShowCollectionSearchCategory') return searchCategoryOf(params.category ?? '\u0000');
  return ROUTE_CATEGORIES[routeName] ?? 'posts';
}
