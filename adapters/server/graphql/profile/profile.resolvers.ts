// A writer's recommendations, responses and awards: paged like every feed (a bad limit or cursor is BAD_USER_INPUT).
import { AWARDS_SHOWN, TOP_WRITER_PLACES } from '../../../../core/profile/awards.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { feedPage } from '../shared/feed-page.ts';

export const profileResolvers: Resolvers = {
  User: {
    recommended: (user, args, ctx) =>
      feedPage(args.paging, (id) => `recommended:${user.id}:${id}`, (limit, after) => ctx.repos.profileTabs.clappedBy(user.id, limit, after, ctx.viewerId)),
    responses: (user, args, ctx) =>
      feedPage(args.paging, (id) => `responses:${user.id}:${id}`, (limit, after) => ctx.repos.profileTabs.responsesBy(user.id, limit, after)),
    topWriterAwards: async (user, _, ctx) =>
      (await ctx.repos.profileTabs.topWriterTags(user.id, TOP_WRITER_PLACES, AWARDS_SHOWN)).map((a) => ({
        tag: { slug: a.tagSlug, displayTitle: a.displayTitle },
        rank: a.rank,
        storyCount: a.storyCount,
      })),
  },
};
