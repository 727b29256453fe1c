// The search popover machine's side of the world (core/search/search-popover.machine.ts): the predictive
// query over the batched transport (platform-reference §7.5, one request per index the page's scope asks),
// the reader-experience §7 events it reports, and the stored recent searches it forgets.
import { fromPromise } from 'xstate';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { predictiveRequests, type SearchScope } from '../../core/search/predictive-search.ts';
import { predictiveOpened, predictiveQueried } from '../../core/search/search-events.ts';
import { logEvent } from '../reporting/log-event.ts';
import { PredictiveSearchQuery, type PredictiveSearchData } from './search-queries.ts';

export type SearchPopoverWorld = {
  transport: GraphQLTransport | null;
  scope: SearchScope;
  publicationPage: boolean;
  loggedIn: boolean;
  forgetRecent: (query: string) => void;
};

export function searchPopoverImplementations({ transport, scope, publicationPage, loggedIn, forgetRecent }: SearchPopoverWorld) {
  const context = { scope, publicationPage, unfiltered: false, loggedIn };
  return {
    actors: {
      fetchSuggestions: fromPromise<PredictiveSearchData, { query: string }>(async ({ input: { query } }) => {
        if (!transport) throw new Error('No transport');
        const requests = predictiveRequests(query, context).map((r) => ({ index: r.indexName, paging: { limit: r.params.hitsPerPage } }));
        const result = await transport.request<PredictiveSearchData>(PredictiveSearchQuery, {
          query,
          requests,
          searchInCollection: scope?.kind === 'publication' ? scope.id : null,
          searchInUser: scope?.kind === 'profile' ? scope.id : null,
        });
        // An index that failed shows as missing beside the others (its status is ERROR); no data at all is an error.
        if (!result.data) throw new Error(result.errors?.[0]?.message ?? 'PredictiveSearchQuery: no data');
        return result.data;
      }),
    },
    actions: {
      reportOpened: () => {
        const event = predictiveOpened({ loggedIn, scope });
        logEvent(event.key, event.data);
      },
      reportQueried: (_: unknown, { query }: { query: string }) => {
        const event = predictiveQueried({ query, loggedIn, scope });
        logEvent(event.key, event.data);
      },
      forgetRecent: (_: unknown, { query }: { query: string }) => forgetRecent(query),
    },
  };
}
