// Who to follow, and the following feed (platform-reference §7.4 followingFeed): the stories of the writers
// and publications the reader follows, narrowed to a kind or to one of them.
import { followingFeedId } from '../../../../core/following/following-feed.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, bounded, unauthenticated } from '../shared/errors.ts';
import { feedPage } from '../shared/feed-page.ts';
import { kindOfType, loadEntities } from './followed-entities.ts';
import { INPUT_BOUNDS } from '../../../../core/graphql/input-bounds.ts';

export const followingFeedResolvers: Resolvers = {
  Query: {
    async whoToFollow(_, args, ctx) {
      bounded(args.first, INPUT_BOUNDS.whoToFollow);
      const rows = await ctx.repos.suggestions.whoToFollow(ctx.viewerId, args.first);
      return (await loadEntities(ctx, rows)).flatMap((entity) => (entity ? [entity] : []));
    },
    async followingFeed(_, args, ctx) {
      const viewerId = ctx.viewerId;
      if (!viewerId) throw unauthenticated('Sign in to see the stories of the writers and publications you follow.');
      const kind = kindOfType(args.entityType);
      const selection = args.selection ?? null;
      return feedPage(args.paging, followingFeedId, async (limit, after) => {
        if (selection !== null) {
          // Only a writer or publication the viewer follows narrows the feed; anything else is a mistake to say so.
          const kinds = kind ? [kind] : (['user', 'collection'] as const);
          const found = (await Promise.all(kinds.map((k) => ctx.repos.follows.followedEntity(viewerId, k, selection)))).find((row) => row !== null);
          if (!found) {
            const what = kind === 'user' ? 'a writer' : kind === 'collection' ? 'a publication' : 'a writer or publication';
            throw badInput(`selection is not ${what} you follow.`);
          }
        }
        return ctx.repos.posts.followingFeed({ viewerId, kind, selection }, limit, after);
      });
    },
  },
};
