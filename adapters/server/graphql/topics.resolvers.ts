// Resolvers for topics.graphql.ts: a tag and its stories.
import { GraphQLError } from 'graphql';
import { pageOf, parsePaging, type FeedPosition, type PagingInput } from '../../../core/feed/paging.ts';
import type { PostSummary, Publication, Topic } from '../../../core/content/entities.ts';
import type { GraphQLContext } from './resolvers.ts';

type TagRow = { slug: string; displayTitle: string; postCount?: number };

/** One page of a story feed: `limit` stories and the cursor of the next page (paged like webRecommendedFeed). */
async function feedPage(
  input: PagingInput | null | undefined,
  feedId: string,
  load: (limit: number, after: FeedPosition | null) => Promise<(PostSummary & FeedPosition)[]>,
) {
  const paging = parsePaging(input);
  if (!paging.ok) throw new GraphQLError(paging.message, { extensions: { code: 'BAD_USER_INPUT' } });
  const page = pageOf(await load(paging.limit + 1, paging.after), paging.limit);
  return {
    items: page.items.map((post) => ({ feedId: `${feedId}:${post.id}`, post })),
    pagingInfo: { next: page.next ? { limit: paging.limit, to: page.next } : null },
  };
}

export const topicResolvers = {
  Query: {
    topic: (_: unknown, args: { slug: string }, ctx: GraphQLContext) => ctx.repos.topics.topicBySlug(args.slug.trim().toLowerCase()),
    topics: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.repos.topics.allTopics(),
    tag: (_: unknown, args: { slug: string }, ctx: GraphQLContext) => ctx.repos.topics.tagBySlug(args.slug.trim().toLowerCase()),
    tagFeed(_: unknown, args: { tagSlug: string; paging?: PagingInput | null }, ctx: GraphQLContext) {
      const slug = args.tagSlug.trim().toLowerCase();
      return feedPage(args.paging, `tag:${slug}`, (limit, after) => ctx.repos.posts.postsByTag(slug, limit, after, ctx.viewerId));
    },
  },
  Publication: {
    tagged(publication: Publication, args: { tagSlug: string; paging?: PagingInput | null }, ctx: GraphQLContext) {
      const slug = args.tagSlug.trim().toLowerCase();
      return feedPage(args.paging, `publication:${publication.id}:tag:${slug}`, (limit, after) =>
        ctx.repos.publicationHomepage.tagged(publication.id, slug, limit, ctx.viewerId, after),
      );
    },
  },
  Topic: {
    postCount: (topic: Topic, _: unknown, ctx: GraphQLContext) => ctx.loaders.postCountByTopicId.load(topic.id),
    posts: (topic: Topic, args: { paging?: PagingInput | null }, ctx: GraphQLContext) =>
      feedPage(args.paging, `topic:${topic.id}`, (limit, after) => ctx.repos.posts.postsByTopic(topic.id, limit, after, ctx.viewerId)),
  },
  Tag: {
    // A tag met on a post carries no count: it is read when asked for.
    async postCount(tag: TagRow, _: unknown, ctx: GraphQLContext) {
      if (typeof tag.postCount === 'number') return tag.postCount;
      return (await ctx.repos.topics.tagBySlug(tag.slug))?.postCount ?? 0;
    },
  },
};
