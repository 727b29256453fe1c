// reader-experience §2.5, §3, §5, §7, §9 and platform-reference §2.2, §4, §6, §7.5, §9: the search model —
// the route rule, hits per page, recent searches, the popover's sections and keys, results per query,
// the filters and the events.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryKeyValueStore } from '../adapters/storage/key-value-store.memory.ts';
import { categoryOfSearchRoute, checkQuery, indexOfCategory, MAX_QUERY_LENGTH, searchCategoryOf, searchPagePath, SEARCH_CATEGORIES } from '../core/search/search-categories.ts';
import { matchRoute } from '../core/routing/routes.ts';
import { filtersString, minPostCount, parseFilters, type SearchConditions } from '../core/search/search-filters.ts';
import { isSearchIndex, type PostHit, type UserHit } from '../core/search/search-hits.ts';
import {
  DEFAULT_HITS_PER_PAGE,
  hitsPerPage,
  itemCount,
  moveFocus,
  popoverSections,
  predictiveIndexes,
  predictiveRequests,
  PUBLICATION_HITS_PER_PAGE,
  SEARCH_POPOVER_WIDTH,
  type PredictiveContext,
  type SearchScope,
} from '../core/search/predictive-search.ts';
import { addRecentSearch, MAX_RECENT_SEARCHES, parseRecentSearches, recentSearches, RECENT_SEARCHES_KEY, removeRecentSearch } from '../core/search/recent-searches.ts';
import { currentResult, emptySearchResults, searchResultsReducer, type SearchResultsEvent, type SearchResultsState } from '../core/search/search-results.ts';
import { checkSearchClick, predictiveOpened, predictiveQueried, predictiveResultClicked, searchClickEvent } from '../core/search/search-events.ts';

const scopes: fc.Arbitrary<SearchScope> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant('publication' as const), id: fc.stringMatching(/^[0-9a-f]{1,12}$/), name: fc.string(), slug: fc.string() }),
  fc.record({ kind: fc.constant('profile' as const), id: fc.stringMatching(/^[0-9a-f]{1,12}$/), name: fc.string(), username: fc.string() }),
  fc.record({ kind: fc.constant('list' as const), id: fc.stringMatching(/^[0-9a-f]{1,12}$/), name: fc.string() }),
);
const contexts: fc.Arbitrary<PredictiveContext> = fc.record(
  { scope: scopes, publicationPage: fc.boolean(), unfiltered: fc.boolean(), loggedIn: fc.boolean(), postsHitsPerPage: fc.integer({ min: 1, max: 50 }) },
  { requiredKeys: ['scope', 'publicationPage', 'unfiltered', 'loggedIn'] },
);

describe('platform-reference §2.2 search routes', () => {
  it('reads a bare search path as posts, a known category as itself, anything else as none', () => {
    expect(searchCategoryOf(undefined)).toBe('posts');
    expect(searchCategoryOf('users')).toBe('users');
    expect(searchCategoryOf('lists')).toBe('lists');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (s) => {
        expect(searchCategoryOf(s)).toBe((SEARCH_CATEGORIES as readonly string[]).includes(s) ? s : null);
      }),
    );
  });

  it('gives every search route its category, a bare path posts, and an unknown one under a publication none', () => {
    const category = (path: string) => {
      const route = matchRoute(path)!;
      expect(route.page).toBe('search');
      return categoryOfSearchRoute(route.name, route.params);
    };
    expect(category('/search')).toBe('posts');
    expect(category('/the-margin/search')).toBe('posts');
    for (const c of SEARCH_CATEGORIES) {
      expect(category(`/search/${c}`)).toBe(c);
      expect(category(`/the-margin/search/${c}`)).toBe(c);
    }
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,20}$/), (segment) => {
        expect(category(`/the-margin/search/${segment}`)).toBe((SEARCH_CATEGORIES as readonly string[]).includes(segment) ? segment : null);
      }),
    );
  });

  it('builds /search[/{category}] under an optional publication, with q; lists have no index', () => {
    expect(searchPagePath('posts', 'deep work')).toBe('/search?q=deep+work');
    expect(searchPagePath('users', 'maya', 'the-long-draft')).toBe('/the-long-draft/search/users?q=maya');
    expect(searchPagePath('tags', '')).toBe('/search/tags');
    expect(indexOfCategory('publications')).toBe('collections');
    expect(indexOfCategory('lists')).toBeNull();
  });
});

describe('reader-experience §5 the search query is used as typed', () => {
  it('keeps any query up to the service limit unchanged and refuses longer ones', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (q) => {
        const check = checkQuery(q);
        if (q.length <= MAX_QUERY_LENGTH) expect(check).toEqual({ ok: true, query: q });
        else expect(check).toEqual({ ok: false, error: 'QUERY_TOO_LONG' });
      }),
    );
  });
});

describe('platform-reference §9 and reader-experience §9 search hits per page', () => {
  it('asks 3 hits per index, 8 on publication pages, and lets the posts index override', () => {
    expect(DEFAULT_HITS_PER_PAGE).toBe(3);
    expect(PUBLICATION_HITS_PER_PAGE).toBe(8);
    expect(SEARCH_POPOVER_WIDTH).toBe(316);
    fc.assert(
      fc.property(contexts, fc.constantFrom('users', 'collections', 'tags', 'posts' as const), (context, index) => {
        const n = hitsPerPage(index, context);
        if (context.publicationPage) expect(n).toBe(8);
        else if (index === 'posts' && context.postsHitsPerPage !== undefined) expect(n).toBe(context.postsHitsPerPage);
        else expect(n).toBe(3);
      }),
    );
  });

  it('§2.5 searches stories only on publication pages; elsewhere people, publications and topics, stories only with a scope', () => {
    fc.assert(
      fc.property(contexts, fc.string(), (context, query) => {
        const requests = predictiveRequests(query, context);
        expect(requests.map((r) => r.indexName)).toEqual(predictiveIndexes(context));
        if (context.publicationPage) expect(requests.map((r) => r.indexName)).toEqual(['posts']);
        else expect(requests.map((r) => r.indexName).filter((i) => i !== 'posts')).toEqual(['users', 'collections', 'tags']);
        for (const r of requests) {
          expect(r.params.query).toBe(query);
          expect(r.params.clickAnalytics).toBe(true);
          expect(r.params.analyticsTags).toEqual([context.loggedIn ? 'logged-in' : 'logged-out']);
          const parsed = parseFilters(r.params.filters);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) continue;
          // platform-reference §6 and §9: unfiltered only with the flag; people never of type author; topics with a story.
          expect(parsed.conditions.highQualityOnly).toBe(!context.unfiltered && (r.indexName === 'users' || r.indexName === 'posts'));
          expect(parsed.conditions.excludeAuthorType).toBe(r.indexName === 'users');
          expect(minPostCount(r.params.numericFilters)).toBe(r.indexName === 'tags' ? 1 : 0);
        }
      }),
    );
  });
});

describe('platform-reference §7.5 search filters', () => {
  it('reads back every filter string it writes', () => {
    const conditions: fc.Arbitrary<SearchConditions> = fc.record({
      scope: fc.oneof(fc.constant(null), fc.record({ collectionId: fc.string() }), fc.record({ creatorId: fc.string() })),
      highQualityOnly: fc.boolean(),
      excludeAuthorType: fc.boolean(),
    });
    fc.assert(fc.property(conditions, (c) => {
      expect(parseFilters(filtersString(c))).toEqual({ ok: true, conditions: c });
    }));
    expect(filtersString({ scope: { collectionId: 'abc' }, highQualityOnly: true, excludeAuthorType: false })).toBe('collectionId:"abc" AND highQuality:true');
    expect(parseFilters('category:spam')).toEqual({ ok: false, error: 'UNSUPPORTED_FILTER', part: 'category:spam' });
    expect(minPostCount(['postCount>=1'])).toBe(1);
    expect(minPostCount(['likes>3'])).toBeNull();
  });
});

describe('platform-reference §9 recent searches', () => {
  it('keeps at most 10, most recent first, each once, and forgets a removed one', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('a', 'b', 'c'))), (queries) => {
        let list: string[] = [];
        for (const q of queries) list = addRecentSearch(list, q);
        expect(list.length).toBeLessThanOrEqual(MAX_RECENT_SEARCHES);
        expect(new Set(list).size).toBe(list.length);
        const typed = queries.filter((q) => q.trim() !== '');
        if (typed.length > 0) expect(list[0]).toBe(typed[typed.length - 1]);
        for (const q of list) expect(removeRecentSearch(list, q)).not.toContain(q);
      }),
    );
  });

  it('stores them under recent_searches and survives what it did not write', () => {
    const kv = memoryKeyValueStore();
    const recent = recentSearches(kv);
    recent.add('typescript');
    recent.add('xstate');
    recent.add('typescript');
    expect(RECENT_SEARCHES_KEY).toBe('recent_searches');
    expect(kv.get('recent_searches')).toBe('["typescript","xstate"]');
    expect(recent.remove('xstate')).toEqual(['typescript']);
    fc.assert(fc.property(fc.string(), (raw) => {
      expect(Array.isArray(parseRecentSearches(raw))).toBe(true);
    }));
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
  });
});

const postHit = (i: number): PostHit => ({ objectID: `p${i}`, postId: `p${i}`, title: `Story ${i}`, latestPublishedAt: 0 });
const userHit = (i: number): UserHit => ({ objectID: `u${i}`, userId: `u${i}`, username: `user${i}`, name: `User ${i}`, imageId: null });

describe('reader-experience §2.5 search popover', () => {
  it('shows Recent Searches and Explore topics for an empty query', () => {
    const sections = popoverSections('', {}, ['react', 'vite'], null);
    expect(sections.map((s) => s.title)).toEqual(['Recent Searches', '']);
    expect(sections[1]!.items[0]!.kind).toBe('explore');
    expect(popoverSections('', {}, [], null).map((s) => s.id)).toEqual(['explore']);
  });

  it('names the scoped stories section and orders the sections, numbering items across them', () => {
    const profile: SearchScope = { kind: 'profile', id: 'u1', name: 'Maya', username: 'maya' };
    const sections = popoverSections('m', { posts: { hits: [postHit(1)], queryId: 'q1' }, users: { hits: [userHit(1), userHit(2)], queryId: 'q2' }, tags: { hits: [], queryId: 'q3' } }, [], profile);
    expect(sections.map((s) => s.title)).toEqual(['From this Profile', 'People']);
    expect(sections.flatMap((s) => s.items.map((i) => i.position))).toEqual([0, 1, 2]);
    expect(popoverSections('m', { posts: { hits: [postHit(1)], queryId: null } }, [], { kind: 'publication', id: 'c', name: 'C', slug: 'c' })[0]!.title).toBe('From this Publication');
    expect(popoverSections('m', { posts: { hits: [postHit(1)], queryId: null } }, [], { kind: 'list', id: 'l', name: 'L' })[0]!.title).toBe('From this List');
  });

  it('moves focus with Up and Down within the results, back to the box above the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.array(fc.constantFrom('ArrowDown' as const, 'ArrowUp' as const)), (count, keys) => {
        let focus: number | null = null;
        for (const key of keys) {
          const next = moveFocus(focus, count, key);
          if (next !== null) expect(next >= 0 && next < count).toBe(true);
          if (count > 0 && key === 'ArrowDown') expect(next).toBe(focus === null ? 0 : Math.min(focus + 1, count - 1));
          if (key === 'ArrowUp') expect(next).toBe(focus === null || focus === 0 ? null : focus - 1);
          focus = next;
        }
        expect(itemCount(popoverSections('x', { users: { hits: Array.from({ length: count }, (_, i) => userHit(i)), queryId: 'q' } }, [], null))).toBe(count);
      }),
    );
  });
});

describe('platform-reference §4 search results per query', () => {
  it('shows only the current query’s state, loading until its own answer arrives', () => {
    const events: fc.Arbitrary<SearchResultsEvent<string>> = fc.oneof(
      fc.record({ type: fc.constant('search.query' as const), key: fc.constantFrom('a', 'b', 'c') }),
      fc.record({ type: fc.constant('search.success' as const), key: fc.constantFrom('a', 'b', 'c'), data: fc.string() }),
      fc.record({ type: fc.constant('search.error' as const), key: fc.constantFrom('a', 'b', 'c') }),
    );
    fc.assert(
      fc.property(fc.array(events), (list) => {
        let state: SearchResultsState<string> = emptySearchResults();
        const answers = new Map<string, 'success' | 'error'>();
        const asked = new Set<string>();
        for (const e of list) {
          state = searchResultsReducer(state, e);
          if (e.type === 'search.query') {
            asked.add(e.key);
            if (answers.get(e.key) !== 'success') answers.delete(e.key);
          } else if (asked.has(e.key)) answers.set(e.key, e.type === 'search.success' ? 'success' : 'error');
        }
        const shown = currentResult(state);
        if (state.current === null) expect(shown).toBeNull();
        else expect(shown?.status).toBe(answers.get(state.current) ?? 'loading');
      }),
    );
  });
});

describe('reader-experience §7 search events and platform-reference §6, §7.5 click events', () => {
  it('names the events and tags logged-in versus logged-out', () => {
    expect(predictiveOpened({ loggedIn: true, scope: null })).toEqual({ key: 'search.predictiveOpened', data: { loggedIn: true, scope: null } });
    expect(predictiveQueried({ query: 'xs', loggedIn: false, scope: null }).key).toBe('search.predictiveQueried');
    const click = { query: 'x', queryId: 'q1', indexName: 'users' as const, objectId: 'u1', position: 2, loggedIn: false };
    expect(predictiveResultClicked(click)).toEqual({ key: 'search.predictiveResultClicked', data: { query: 'x', queryId: 'q1', indexName: 'users', objectId: 'u1', position: 2, loggedIn: false } });
  });

  it('sends no click event for bots, and one with the query id and rank otherwise', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.stringMatching(/^[0-9a-f]{1,12}$/), { nil: null }), fc.integer({ min: 1, max: 8 }), (bot, queryId, position) => {
        const event = searchClickEvent({ query: 'q', queryId, indexName: 'posts', objectId: 'p1', position, loggedIn: true }, bot);
        if (bot || queryId === null) expect(event).toBeNull();
        else {
          expect(event).toEqual({ queryId, indexName: 'posts', objectIds: ['p1'], positions: [position] });
          expect(checkSearchClick(event!, isSearchIndex).ok).toBe(true);
        }
      }),
    );
    expect(checkSearchClick({ queryId: 'q', indexName: 'books', objectIds: ['a'], positions: [1] }, isSearchIndex).ok).toBe(false);
    expect(checkSearchClick({ queryId: 'q', indexName: 'posts', objectIds: ['a'], positions: [0] }, isSearchIndex).ok).toBe(false);
  });
});
