// reader-experience §2.5, §7 and §9, platform-reference §4: the predictive popover under the search box as
// a statechart, in two regions. `popover`: closed ↔ open — focus or typing opens it (reporting
// search.predictiveOpened each time, the composition root's `reportOpened`), focus leaving the form or
// Escape closes it, Up and Down move the active option (predictive-search.ts moveFocus) and open it.
// `query`: the query as typed waits for a pause (`debounce`, 200 ms) before it is asked — an empty one is
// not —, and a key typed meanwhile starts the wait again; asking records the query in the results by query
// (search-results.ts, so a late answer never shows under a later query), reports search.predictiveQueried
// (`reportQueried`) and runs the composition root's `fetchSuggestions` actor, whose answer (or failure) is
// kept under its query. Typing again while it runs drops that call. Removing a recent search drops it from
// the list and asks the composition root to forget it (`forgetRecent`). The data an answer carries is the
// composition root's (T); ui/search/SearchPopover.tsx runs this machine.
import { assign, fromPromise, setup } from 'xstate';
import { moveFocus } from './predictive-search.ts';
import { removeRecentSearch } from './recent-searches.ts';
import { emptySearchResults, searchResultsReducer, type SearchResultsState } from './search-results.ts';

/** A pause in typing before the query is asked. */
export const QUERY_DEBOUNCE_MS = 200;

export type SearchPopoverContext<T> = {
  /** The query as typed; '' shows Recent Searches and 'Explore topics'. */
  query: string;
  /** The active option's position (aria-activedescendant), null for the box itself. */
  active: number | null;
  results: SearchResultsState<T>;
  /** Recent searches, most recent first (recent-searches.ts). */
  recent: string[];
};

export type SearchPopoverInput = { query: string; recent: string[] };

export type SearchPopoverEvent =
  | { type: 'search.focus' }
  | { type: 'search.leave' }
  | { type: 'search.input'; query: string }
  /** Up or Down, with how many options the popover shows now. */
  | { type: 'search.move'; key: 'ArrowDown' | 'ArrowUp'; count: number }
  | { type: 'search.escape' }
  | { type: 'search.removeRecent'; query: string };

export function createSearchPopoverMachine<T>() {
  return setup({
    types: {
      context: {} as SearchPopoverContext<T>,
      events: {} as SearchPopoverEvent,
      input: {} as SearchPopoverInput,
    },
    actors: {
      fetchSuggestions: fromPromise<T, { query: string }>(async () => {
        throw new Error('fetchSuggestions must be provided by the composition root');
      }),
    },
    delays: {
      debounce: QUERY_DEBOUNCE_MS,
    },
    guards: {
      queryIsEmpty: ({ context }) => context.query === '',
    },
    actions: {
      setQuery: assign({ query: (_, params: { query: string }) => params.query, active: null }),
      moveActive: assign({ active: ({ context }, params: { key: 'ArrowDown' | 'ArrowUp'; count: number }) => moveFocus(context.active, params.count, params.key) }),
      clearActive: assign({ active: null }),
      askQuery: assign({ results: ({ context }) => searchResultsReducer(context.results, { type: 'search.query', key: context.query }) }),
      keepAnswer: assign({ results: ({ context }, params: { data: T }) => searchResultsReducer(context.results, { type: 'search.success', key: context.query, data: params.data }) }),
      keepFailure: assign({ results: ({ context }) => searchResultsReducer(context.results, { type: 'search.error', key: context.query }) }),
      dropRecent: assign({ recent: ({ context }, params: { query: string }) => removeRecentSearch(context.recent, params.query), active: null }),
      /** Provided by the composition root: search.predictiveOpened. */
      reportOpened: () => {},
      /** Provided by the composition root: search.predictiveQueried. */
      reportQueried: (_, _params: { query: string }) => {},
      /** Provided by the composition root: removes the query from the stored recent searches. */
      forgetRecent: (_, _params: { query: string }) => {},
    },
  }).createMachine({
    id: 'searchPopover',
    type: 'parallel',
    context: ({ input }) => ({ query: input.query, active: null, results: emptySearchResults<T>(), recent: input.recent }),
    states: {
      popover: {
        initial: 'closed',
        states: {
          closed: {
            on: {
              'search.focus': 'open',
              'search.input': 'open',
              'search.move': { target: 'open', actions: { type: 'moveActive', params: ({ event }) => ({ key: event.key, count: event.count }) } },
            },
          },
          open: {
            entry: 'reportOpened',
            on: {
              'search.move': { actions: { type: 'moveActive', params: ({ event }) => ({ key: event.key, count: event.count }) } },
              'search.leave': { target: 'closed', actions: 'clearActive' },
              'search.escape': { target: 'closed', actions: 'clearActive' },
              'search.removeRecent': {
                actions: [
                  { type: 'dropRecent', params: ({ event }) => ({ query: event.query }) },
                  { type: 'forgetRecent', params: ({ event }) => ({ query: event.query }) },
                ],
              },
            },
          },
        },
      },
      query: {
        initial: 'starting',
        on: {
          'search.input': { target: '.starting', actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) } },
        },
        states: {
          starting: {
            always: [{ guard: 'queryIsEmpty', target: 'idle' }, { target: 'waiting' }],
          },
          idle: {},
          waiting: {
            after: { debounce: 'asking' },
          },
          asking: {
            entry: ['askQuery', { type: 'reportQueried', params: ({ context }) => ({ query: context.query }) }],
            invoke: {
              src: 'fetchSuggestions',
              input: ({ context }) => ({ query: context.query }),
              onDone: { target: 'idle', actions: { type: 'keepAnswer', params: ({ event }) => ({ data: event.output }) } },
              onError: { target: 'idle', actions: 'keepFailure' },
            },
          },
        },
      },
    },
  });
}
