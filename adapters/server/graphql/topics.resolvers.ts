// Resolvers for topics.graphql.ts: a tag and its stories.
import { GraphQLError } from 'graphql';
import { pageOf, parsePaging, type PagingInput } from '../../../core/feed/paging.ts';
import type { GraphQLContext } from './resolvers.ts';

type TagRow = { slug: string; displayTitle: string; postCount?: number };

export const topicResolvers = {
  Query: {
    tag: (_: unknown, args: { slug: string }, ctx: GraphQLContext) => ctx.repos.topics.tagBySlug(args.slug.trim().toLowerCase()),
    async tagFeed(_: unknown, args: { tagSlug: string; paging?: PagingInput | null }, ctx: GraphQLContext) {
      const paging = parsePaging(args.paging);
      if (!paging.ok) throw new GraphQLError(paging.message, { extensions: { code: 'BAD_USER_INPUT' } });
      const slug = args.tagSlug.trim().toLowerCase();
      const rows = await ctx.repos.posts.postsByTag(slug, paging.limit + 1, paging.after, ctx.viewerId);
      const page = pageOf(rows, paging.limit);
      return {
        items: page.items.map((post) => ({ feedId: `tag:${slug}:${post.id}`, post })),
        pagingInfo: { next: page.next ? { limit: paging.limit, to: page.next } : null },
      };
    },
  },
  Tag: {
    // A tag met on a post carries no count: it is read when asked for.
    async postCount(tag: TagRow, _: unknown, ctx: GraphQLContext) {
      if (typeof tag.postCount === 'number') return tag.postCount;
      return (await ctx.repos.topics.tagBySlug(tag.slug))?.postCount ?? 0;
    },
  },
};
