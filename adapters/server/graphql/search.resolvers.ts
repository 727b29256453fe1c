// Resolvers for search.graphql.ts: the query goes to the SearchService port (the built-in search unless a
// service is configured), built by core's rules; click events are stored with the other client events.
import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { SearchRequest, SearchResult } from '../../../core/ports/search.port.ts';
import { checkQuery, MAX_QUERY_LENGTH } from '../../../core/search/search-categories.ts';
import { checkSearchClick } from '../../../core/search/search-events.ts';
import { filtersString, TAGS_NUMERIC_FILTERS } from '../../../core/search/search-filters.ts';
import { isSearchIndex, type PostHit, type SearchIndexName } from '../../../core/search/search-hits.ts';
import { analyticsTag, DEFAULT_HITS_PER_PAGE } from '../../../core/search/predictive-search.ts';
import type { ClientEvent } from '../../../core/events/event-queue.ts';
import { spendReportBudget } from './report-budget.ts';
import type { GraphQLContext } from './resolvers.ts';

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const MAX_LIMIT = 50;
const MAX_PAGE = 100;
export const SEARCH_CLICK_EVENT_KEY = 'search.click';

type SearchArgs = {
  query: string;
  requests: { index: SearchIndexName; paging?: { limit?: number | null; page?: number | null } | null }[];
  searchInCollection?: string | null;
  searchInUser?: string | null;
  algoliaOptions?: { clickAnalytics?: boolean | null } | null;
};

async function canViewUnfiltered(ctx: GraphQLContext): Promise<boolean> {
  if (!ctx.variantFlags) return false;
  return (await ctx.variantFlags.forUser(ctx.viewerId)).values.get('can_view_unfiltered_search') === true;
}

const ID = /^[\w.:-]{1,100}$/;

function requestsOf(args: SearchArgs, unfiltered: boolean, loggedIn: boolean): SearchRequest[] {
  const seen = new Set<SearchIndexName>();
  if (args.requests.length === 0) throw badInput('Ask at least one index.');
  for (const id of [args.searchInCollection, args.searchInUser]) if (id != null && !ID.test(id)) throw badInput('An id must be 1 to 100 letters, digits, ., :, _ or -.');
  if (args.searchInCollection != null && args.searchInUser != null) throw badInput('Search in a publication or in a writer’s stories, not both.');
  return args.requests.map((r) => {
    if (seen.has(r.index)) throw badInput(`The index ${r.index} is asked twice.`);
    seen.add(r.index);
    const limit = r.paging?.limit ?? DEFAULT_HITS_PER_PAGE;
    const page = r.paging?.page ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw badInput(`The limit must be a whole number from 1 to ${MAX_LIMIT}.`);
    if (!Number.isInteger(page) || page < 0 || page > MAX_PAGE) throw badInput(`The page must be a whole number from 0 to ${MAX_PAGE}.`);
    const scope = r.index !== 'posts' ? null : args.searchInCollection != null ? { collectionId: args.searchInCollection } : args.searchInUser != null ? { creatorId: args.searchInUser } : null;
    const filters = filtersString({ scope, highQualityOnly: !unfiltered && (r.index === 'users' || r.index === 'posts'), excludeAuthorType: r.index === 'users' });
    return {
      indexName: r.index,
      params: {
        query: args.query,
        hitsPerPage: limit,
        page,
        clickAnalytics: args.algoliaOptions?.clickAnalytics ?? true,
        analyticsTags: [analyticsTag(loggedIn)],
        ...(filters ? { filters } : {}),
        ...(r.index === 'tags' ? { numericFilters: [...TAGS_NUMERIC_FILTERS] } : {}),
      },
    };
  });
}

function view(result: SearchResult) {
  return result.ok ? { status: 'SUCCESS', queryId: result.queryId, hits: result.hits } : { status: 'ERROR', queryId: null, hits: [] };
}

export const searchResolvers = {
  Query: {
    async search(_: unknown, args: SearchArgs, ctx: GraphQLContext) {
      const check = checkQuery(args.query);
      if (!check.ok) throw badInput(`A search is at most ${MAX_QUERY_LENGTH} characters.`);
      const unfiltered = await canViewUnfiltered(ctx);
      const requests = requestsOf(args, unfiltered, ctx.viewerId !== null);
      const results = await ctx.repos.search.search(requests);
      const out: Record<string, unknown> = { query: args.query, unfiltered };
      requests.forEach((r, i) => {
        out[r.indexName] = view(results[i] ?? { ok: false, indexName: r.indexName, error: 'SEARCH_FAILED' });
      });
      return out;
    },
  },
  SearchPostHit: {
    objectId: (hit: PostHit) => hit.objectID,
    async post(hit: PostHit, _: unknown, ctx: GraphQLContext) {
      const post = await ctx.loaders.postById.load(hit.postId);
      return post && !post.suspendedAt ? post : null;
    },
  },
  SearchUserHit: { objectId: (hit: { objectID: string }) => hit.objectID },
  SearchCollectionHit: { objectId: (hit: { objectID: string }) => hit.objectID },
  SearchTagHit: { objectId: (hit: { objectID: string }) => hit.objectID },
  Mutation: {
    async SearchClickEvent(_: unknown, args: { queryId: string; indexName: string; objectIds: string[]; positions: number[] }, ctx: GraphQLContext) {
      const check = checkSearchClick(args, isSearchIndex);
      if (!check.ok) throw badInput(check.message);
      // Security finding 12: a click is a reported event, from the same budget as POST /_/batch.
      await spendReportBudget(ctx, 1);
      // platform-reference §6: bots send no click analytics; without consent nothing is kept either.
      if (ctx.bot) return { success: true };
      if (ctx.analyticsAllowed && !(await ctx.analyticsAllowed())) return { success: true };
      const now = ctx.membership ? ctx.membership.now() : new Date();
      const event: ClientEvent = {
        eventId: randomUUID(),
        timestamp: now.getTime(),
        key: SEARCH_CLICK_EVENT_KEY,
        data: { ...check.value, loggedIn: ctx.viewerId !== null, service: 'lite' },
        type: 'e',
      };
      await ctx.repos.reporting.addEvents([event], now, ctx.viewerId);
      return { success: true };
    },
  },
};
