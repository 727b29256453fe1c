// platform-reference §3 and §4: search results per query — loading, success or error — kept by query, so a
// late answer to an earlier query never shows under a later one.

export type SearchResultState<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error' };

export type SearchResultsState<T> = { readonly byQuery: Readonly<Record<string, SearchResultState<T>>>; readonly current: string | null };

export const emptySearchResults = <T>(): SearchResultsState<T> => ({ byQuery: {}, current: null });

export type SearchResultsEvent<T> =
  | { type: 'search.query'; key: string }
  | { type: 'search.success'; key: string; data: T }
  | { type: 'search.error'; key: string };

/**
 * A query asked: it becomes current and loads unless it has an answer already. An answer for a key no one
 * asked is dropped. A later answer to the same key replaces the earlier one (a retry after an error).
 */
export function searchResultsReducer<T>(state: SearchResultsState<T>, event: SearchResultsEvent<T>): SearchResultsState<T> {
  switch (event.type) {
    case 'search.query': {
      const known = state.byQuery[event.key];
      const keep = known && known.status === 'success';
      return { current: event.key, byQuery: keep ? state.byQuery : { ...state.byQuery, [event.key]: { status: 'loading' } } };
    }
    case 'search.success':
      if (!(event.key in state.byQuery)) return state;
      return { ...state, byQuery: { ...state.byQuery, [event.key]: { status: 'success', data: event.data } } };
    case 'search.error':
      if (!(event.key in state.byQuery)) return state;
      return { ...state, byQuery: { ...state.byQuery, [event.key]: { status: 'error' } } };
  }
}

/** What shows now: the current query's state, or null before any query. */
export function currentResult<T>(state: SearchResultsState<T>): SearchResultState<T> | null {
  return state.current === null ? null : (state.byQuery[state.current] ?? null);
}
