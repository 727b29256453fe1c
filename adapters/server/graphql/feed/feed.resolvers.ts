// The reading feeds: the home feed (signed out: newest first, a page from the batch's one statement; signed in:
// For you) and the staff picks (one page).
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput } from '../shared/errors.ts';
import { feedOfRows, pagingOf, singlePageFeed } from '../shared/feed-page.ts';
import { forYouFeed } from '../recommendations/recommendations.resolvers.ts';

export const feedResolvers: Resolvers = {
  Query: {
    async webRecommendedFeed(_, args, ctx) {
      // Issue 18: a signed-in reader's Home is For you, ranked by core/recommendations/for-you-score.ts.
      if (ctx.viewerId) return forYouFeed(ctx, ctx.viewerId, args.paging);
      const paging = pagingOf(args.paging);
      const rows = await ctx.loaders.recommendedFeedPage.load({ limit: paging.limit + 1, after: paging.after });
      return feedOfRows(rows, paging.limit, (id) => `recommended:${id}`);
    },
    async staffPicksFeed(_, args, ctx) {
      const paging = pagingOf(args.paging);
      if (paging.after) throw badInput('The staff picks come as one page: ask with a limit only.');
      return singlePageFeed(await ctx.repos.posts.staffPicks(paging.limit), (id) => `staff-picks:${id}`);
    },
  },
};
