// Resolvers for moderation.graphql.ts: staff suspend a story, or lift the suspension.
import { GraphQLError } from 'graphql';
import { isPublished } from '../../../core/content/entities.ts';
import type { GraphQLContext } from './resolvers.ts';

export const moderationResolvers = {
  Mutation: {
    async setPostSuspended(_: unknown, args: { postId: string; suspended: boolean }, ctx: GraphQLContext) {
      if (!ctx.variantFlags || !(await ctx.variantFlags.isStaff(ctx.viewerId))) {
        throw new GraphQLError('Only staff may suspend stories.', { extensions: { code: 'FORBIDDEN' } });
      }
      const [existing] = await ctx.repos.posts.postsByIds([args.postId]);
      if (!existing || !isPublished(existing)) throw new GraphQLError('There is no such story.', { extensions: { code: 'NOT_FOUND' } });
      // The repository's write purges the story's cached pages (purge-on-write.ts).
      await ctx.repos.posts.setSuspended(args.postId, args.suspended, ctx.membership ? ctx.membership.now() : new Date());
      ctx.loaders.postById.clear(args.postId);
      const [post] = await ctx.repos.posts.postsByIds([args.postId]);
      return post;
    },
  },
};
