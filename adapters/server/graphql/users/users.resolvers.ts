// Writers and the signed-in reader: who they are, their counts, the viewer's edge to them and their stories.
import { userPath } from '../../../../core/routing/links.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { feedPage } from '../shared/feed-page.ts';

export const userResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => (ctx.viewerId ? ctx.loaders.userById.load(ctx.viewerId) : null),
    user: (_, args, ctx) => ctx.loaders.userByUsername.load(args.username.replace(/^@/, '')),
  },
  Viewer: {
    socialStats: (user, _, ctx) => ctx.loaders.socialStatsByUserId.load(user.id),
  },
  User: {
    url: (user) => userPath(user.username),
    posts: (user, args, ctx) =>
      feedPage(args.paging, (id) => `user:${user.id}:${id}`, (limit, after) => ctx.repos.posts.postsByCreator(user.id, limit, after)),
    viewerEdge: async (user, _, ctx) => ({
      id: `${user.id}:${ctx.viewerId ?? 'anonymous'}`,
      ...(await ctx.loaders.userEdge.load(user.id)),
    }),
    socialStats: (user, _, ctx) => ctx.loaders.socialStatsByUserId.load(user.id),
  },
};
