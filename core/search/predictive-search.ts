// reader-experience §2.5, §7 and §9; platform-reference §9: the predictive popover. Which indexes a query
// asks and how many hits each (3 per index by default, the posts index may override it, 8 stories on
// publication pages, which search stories only), its sections in order, and Up/Down moving focus through
// the results.
import type { SearchRequest } from '../ports/search.port.ts';
import { filtersString, TAGS_NUMERIC_FILTERS, type SearchScopeFilter } from './search-filters.ts';
import type { CollectionHit, PostHit, SearchIndexName, TagHit, UserHit } from './search-hits.ts';

/** platform-reference §9: hits per page per index, by default. */
export const DEFAULT_HITS_PER_PAGE = 3;
/** reader-experience §7 and §9: hits per page on publication pages. */
export const PUBLICATION_HITS_PER_PAGE = 8;
/** reader-experience §9: the popover's width. */
export const SEARCH_POPOVER_WIDTH = 316;

/**
 * What the page the search box sits on scopes it to (reader-experience §2.3): a publication (its own pages,
 * and a story it published), a writer's profile (their pages, and a story of theirs outside a publication),
 * or a list. Elsewhere (home, a tag, notifications, your stories) the search is not narrowed.
 */
export type SearchScope =
  | { kind: 'publication'; id: string; name: string; slug: string }
  | { kind: 'profile'; id: string; name: string; username: string }
  | { kind: 'list'; id: string; name: string }
  | null;

export type PredictiveContext = {
  scope: SearchScope;
  /** On a publication's own pages the popover searches that publication's stories only. */
  publicationPage: boolean;
  /** can_view_unfiltered_search is on for the viewer. */
  unfiltered: boolean;
  loggedIn: boolean;
  /** The posts index's own hits per page, when a page sets one. */
  postsHitsPerPage?: number;
};

/** Hits per page for one index of the popover (platform-reference §9, reader-experience §9). */
export function hitsPerPage(index: SearchIndexName, context: Pick<PredictiveContext, 'publicationPage' | 'postsHitsPerPage'>): number {
  if (context.publicationPage) return PUBLICATION_HITS_PER_PAGE;
  if (index === 'posts' && context.postsHitsPerPage !== undefined) return context.postsHitsPerPage;
  return DEFAULT_HITS_PER_PAGE;
}

export const analyticsTag = (loggedIn: boolean) => (loggedIn ? 'logged-in' : 'logged-out');

function scopeFilter(scope: SearchScope): SearchScopeFilter {
  if (scope?.kind === 'publication') return { collectionId: scope.id };
  if (scope?.kind === 'profile') return { creatorId: scope.id };
  return null;
}

/** The indexes the popover asks, in section order: scoped stories (only with a scope), people, publications, topics. */
export function predictiveIndexes(context: PredictiveContext): SearchIndexName[] {
  if (context.publicationPage) return ['posts'];
  // A list scope has no index of its stories yet: its section is left out rather than filled from elsewhere.
  const stories: SearchIndexName[] = context.scope && context.scope.kind !== 'list' ? ['posts'] : [];
  return [...stories, 'users', 'collections', 'tags'];
}

/** The multi-index request for a typed query (platform-reference §7.5). */
export function predictiveRequests(query: string, context: PredictiveContext): SearchRequest[] {
  return predictiveIndexes(context).map((indexName) => {
    const params: SearchRequest['params'] = {
      query,
      hitsPerPage: hitsPerPage(indexName, context),
      clickAnalytics: true,
      analyticsTags: [analyticsTag(context.loggedIn)],
    };
    const filters = filtersString({
      scope: indexName === 'posts' ? scopeFilter(context.scope) : null,
      highQualityOnly: !context.unfiltered && (indexName === 'users' || indexName === 'posts'),
      excludeAuthorType: indexName === 'users',
    });
    if (filters) params.filters = filters;
    if (indexName === 'tags') params.numericFilters = [...TAGS_NUMERIC_FILTERS];
    return { indexName, params };
  });
}

export type PopoverItem =
  | { kind: 'post'; index: 'posts'; hit: PostHit; position: number }
  | { kind: 'user'; index: 'users'; hit: UserHit; position: number }
  | { kind: 'collection'; index: 'collections'; hit: CollectionHit; position: number }
  | { kind: 'tag'; index: 'tags'; hit: TagHit; position: number }
  | { kind: 'recent'; query: string; position: number }
  | { kind: 'explore'; position: number };

export type PopoverSection = { id: string; title: string; items: PopoverItem[]; queryId: string | null; index: SearchIndexName | null };

/** The stories section's title: 'From this Profile', 'From this Publication' or 'From this List'. */
export function storiesSectionTitle(scope: SearchScope): string {
  if (scope?.kind === 'profile') return 'From this Profile';
  if (scope?.kind === 'list') return 'From this List';
  if (scope?.kind === 'publication') return 'From this Publication';
  return 'Stories';
}

export const SECTION_TITLES = { users: 'People', collections: 'Publications', tags: 'Topics', recent: 'Recent Searches' } as const;
export const EXPLORE_TOPICS_LABEL = 'Explore topics';

export type IndexResults = {
  posts?: { hits: PostHit[]; queryId: string | null };
  users?: { hits: UserHit[]; queryId: string | null };
  collections?: { hits: CollectionHit[]; queryId: string | null };
  tags?: { hits: TagHit[]; queryId: string | null };
};

/**
 * The popover's sections. An empty query shows Recent Searches (each removable) and 'Explore topics'; a
 * query shows the sections that have hits, in order. `position` numbers focusable items from 0 across
 * sections (the order Up/Down follow); a hit's rank within its index is its position there plus one.
 */
export function popoverSections(query: string, results: IndexResults, recent: readonly string[], scope: SearchScope): PopoverSection[] {
  let position = 0;
  if (query === '') {
    const sections: PopoverSection[] = [];
    if (recent.length > 0) {
      sections.push({ id: 'recent', title: SECTION_TITLES.recent, index: null, queryId: null, items: recent.map((q) => ({ kind: 'recent', query: q, position: position++ })) });
    }
    sections.push({ id: 'explore', title: '', index: null, queryId: null, items: [{ kind: 'explore', position: position++ }] });
    return sections;
  }
  const sections: PopoverSection[] = [];
  if (results.posts && results.posts.hits.length > 0) {
    sections.push({ id: 'posts', title: storiesSectionTitle(scope), index: 'posts', queryId: results.posts.queryId, items: results.posts.hits.map((hit) => ({ kind: 'post', index: 'posts', hit, position: position++ })) });
  }
  if (results.users && results.users.hits.length > 0) {
    sections.push({ id: 'users', title: SECTION_TITLES.users, index: 'users', queryId: results.users.queryId, items: results.users.hits.map((hit) => ({ kind: 'user', index: 'users', hit, position: position++ })) });
  }
  if (results.collections && results.collections.hits.length > 0) {
    sections.push({ id: 'collections', title: SECTION_TITLES.collections, index: 'collections', queryId: results.collections.queryId, items: results.collections.hits.map((hit) => ({ kind: 'collection', index: 'collections', hit, position: position++ })) });
  }
  if (results.tags && results.tags.hits.length > 0) {
    sections.push({ id: 'tags', title: SECTION_TITLES.tags, index: 'tags', queryId: results.tags.queryId, items: results.tags.hits.map((hit) => ({ kind: 'tag', index: 'tags', hit, position: position++ })) });
  }
  return sections;
}

export function itemCount(sections: readonly PopoverSection[]): number {
  return sections.reduce((n, s) => n + s.items.length, 0);
}

/**
 * reader-experience §2.5: Up and Down move focus through the results. null is the search box itself.
 * Down from the box goes to the first result and stops at the last; Up from the first goes back to the box.
 */
export function moveFocus(current: number | null, count: number, key: 'ArrowDown' | 'ArrowUp'): number | null {
  if (count <= 0) return null;
  if (key === 'ArrowDown') return current === null ? 0 : Math.min(current + 1, count - 1);
  if (current === null || current <= 0) return null;
  return Math.min(current - 1, count - 1);
}
