// platform-reference §9: recent searches, up to 10, kept under the key recent_searches (through the
// key-value-store port: local storage in the browser, memory when it is unusable). reader-experience §2.5:
// shown when the query is empty, each removable. Most recent first; searching again moves a query up.
import type { KeyValueStore } from '../ports/key-value-store.port.ts';

export const RECENT_SEARCHES_KEY = 'recent_searches';
export const MAX_RECENT_SEARCHES = 10;

/** The stored list, or [] when it is missing or not what we wrote (another version, a hand edit). */
export function parseRecentSearches(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const strings = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    return [...new Set(strings)].slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** A query searched: first, once, at most 10 kept. A blank query is not remembered. */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  if (query.trim() === '') return [...list];
  return [query, ...list.filter((q) => q !== query)].slice(0, MAX_RECENT_SEARCHES);
}

export function removeRecentSearch(list: readonly string[], query: string): string[] {
  return list.filter((q) => q !== query);
}

/** The recent searches over a key-value store; without one (no browser storage) there are none to keep. */
export function recentSearches(store: KeyValueStore | null) {
  const read = () => (store ? parseRecentSearches(store.get(RECENT_SEARCHES_KEY)) : []);
  const write = (list: string[]) => {
    if (!store) return list;
    if (list.length === 0) store.remove(RECENT_SEARCHES_KEY);
    else store.set(RECENT_SEARCHES_KEY, JSON.stringify(list));
    return list;
  };
  return {
    list: read,
    add: (query: string) => write(addRecentSearch(read(), query)),
    remove: (query: string) => write(removeRecentSearch(read(), query)),
  };
}
