// Resolvers for search.graphql.ts: the query goes to the SearchService port (the built-in search unless a
// service is configured), built by core's rules; click events are stored with the other client events.
import { randomUUID } from 'node:crypto';
import type { ClientEvent } from '../../../../core/events/event-queue.ts';
import type { SearchRequest, SearchResult } from '../../../../core/ports/search.port.ts';
import { analyticsTag, DEFAULT_HITS_PER_PAGE } from '../../../../core/search/predictive-search.ts';
import { checkQuery, MAX_QUERY_LENGTH } from '../../../../core/search/search-categories.ts';
import { checkSearchClick } from '../../../../core/search/search-events.ts';
import { filtersString, TAGS_NUMERIC_FILTERS } from '../../../../core/search/search-filters.ts';
import { isSearchIndex, type HitOf, type SearchIndexName } from '../../../../core/search/search-hits.ts';
import type { GraphQLContext } from '../context.ts';
import type { QuerySearchArgs, Resolvers, SearchStatus } from '../generated/resolvers-types.ts';
import { badInput } from '../shared/errors.ts';
import { spendReportBudget } from '../shared/report-budget.ts';
import { requestFlags } from '../shared/request-flags.ts';

const MAX_LIMIT = 50;
const MAX_PAGE = 100;
export const SEARCH_CLICK_EVENT_KEY = 'search.click';

/** platform-reference §6 can_view_unfiltered_search, from the flags the request reads once. */
async function canViewUnfiltered(ctx: GraphQLContext): Promise<boolean> {
  if (!ctx.variantFlags) return false;
  return (await requestFlags(ctx)).values.get('can_view_unfiltered_search') === true;
}

const ID = /^[\w.:-]{1,100}$/;

function requestsOf(args: QuerySearchArgs, unfiltered: boolean, loggedIn: boolean): SearchRequest[] {
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

type IndexAnswer<H> = { status: SearchStatus; queryId: string | null; hits: H[] };

/** One index's answer: its hits and queryId, or ERROR when its request failed (platform-reference §7.5). */
function answerOf<I extends SearchIndexName>(result: SearchResult | undefined, _index: I): IndexAnswer<HitOf<I>> {
  if (!result?.ok) return { status: 'ERROR', queryId: null, hits: [] };
  // The service answers each request from the index it names: these hits are that index's kind.
  return { status: 'SUCCESS', queryId: result.queryId, hits: result.hits as HitOf<I>[] };
}

export const searchResolvers: Resolvers = {
  Query: {
    async search(_, args, ctx) {
      const check = checkQuery(args.query);
      if (!check.ok) throw badInput(`A search is at most ${MAX_QUERY_LENGTH} characters.`);
      const unfiltered = await canViewUnfiltered(ctx);
      const requests = requestsOf(args, unfiltered, ctx.viewerId !== null);
      const results = await ctx.repos.search.search(requests);
      // An index not asked for answers null.
      const asked = <I extends SearchIndexName>(index: I) => {
        const i = requests.findIndex((r) => r.indexName === index);
        return i < 0 ? null : answerOf(results[i], index);
      };
      return { query: args.query, unfiltered, posts: asked('posts'), users: asked('users'), collections: asked('collections'), tags: asked('tags') };
    },
  },
  SearchPostHit: {
    objectId: (hit) => hit.objectID,
    async post(hit, _, ctx) {
      const post = await ctx.loaders.postById.load(hit.postId);
      return post && !post.suspendedAt ? post : null;
    },
  },
  SearchUserHit: { objectId: (hit) => hit.objectID },
  SearchCollectionHit: { objectId: (hit) => hit.objectID },
  SearchTagHit: { objectId: (hit) => hit.objectID },
  Mutation: {
    async SearchClickEvent(_, args, ctx) {
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
