// Resolvers for moderation.graphql.ts: staff suspend a story, or lift the suspension.
import { isPublished } from '../../../../core/content/entities.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { forbidden, notFound } from '../shared/errors.ts';
import { isStaff } from '../shared/request-flags.ts';

export const moderationResolvers: Resolvers = {
  Mutation: {
    async setPostSuspended(_, args, ctx) {
      if (!(await isStaff(ctx))) throw forbidden('Only staff may suspend stories.');
      const [existing] = await ctx.repos.posts.postsByIds([args.postId]);
      if (!existing || !isPublished(existing)) throw notFound('There is no such story.');
      // The repository's write purges the story's cached pages (purge-on-write.ts).
      await ctx.repos.posts.setSuspended(args.postId, args.suspended, ctx.membership ? ctx.membership.now() : new Date());
      ctx.loaders.postById.clear(args.postId);
      const [post] = await ctx.repos.posts.postsByIds([args.postId]);
      if (!post) throw notFound('There is no such story.');
      return post;
    },
    async setUserSuspended(_, args, ctx) {
      if (!(await isStaff(ctx))) throw forbidden('Only staff may suspend accounts.');
      const done = await ctx.repos.users.setSuspended(args.userId, args.suspended, ctx.membership ? ctx.membership.now() : new Date());
      if (!done) throw notFound('There is no such user.');
      return args.suspended;
    },
  },
};
