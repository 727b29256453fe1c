// Tags and topics: a tag and its stories, a topic and its stories, every topic, the recommended ones.
import type { Resolvers } from '../generated/resolvers-types.ts';
import { bounded } from '../shared/errors.ts';
import { feedPage } from '../shared/feed-page.ts';
import { INPUT_BOUNDS } from '../../../../core/graphql/input-bounds.ts';

const slugOf = (slug: string) => slug.trim().toLowerCase();

export const topicResolvers: Resolvers = {
  Query: {
    async recommendedTopics(_, args, ctx) {
      bounded(args.limit, INPUT_BOUNDS.recommendedTopics);
      return ctx.repos.topics.mostUsed(args.limit);
    },
    topic: (_, args, ctx) => ctx.repos.topics.topicBySlug(slugOf(args.slug)),
    topics: (_, __, ctx) => ctx.repos.topics.allTopics(),
    tagFromSlug: (_, args, ctx) => ctx.repos.topics.tagBySlug(slugOf(args.tagSlug)),
    tag: (_, args, ctx) => ctx.repos.topics.tagBySlug(slugOf(args.slug)),
    tagFeed(_, args, ctx) {
      const slug = slugOf(args.tagSlug);
      return feedPage(args.paging, (id) => `tag:${slug}:${id}`, (limit, after) => ctx.repos.posts.postsByTag(slug, limit, after, ctx.viewerId));
    },
  },
  Publication: {
    tagged(publication, args, ctx) {
      const slug = slugOf(args.tagSlug);
      return feedPage(args.paging, (id) => `publication:${publication.id}:tag:${slug}:${id}`, (limit, after) =>
        ctx.repos.publicationHomepage.tagged(publication.id, slug, limit, ctx.viewerId, after),
      );
    },
  },
  Topic: {
    postCount: (topic, _, ctx) => ctx.loaders.postCountByTopicId.load(topic.id),
    posts: (topic, args, ctx) =>
      feedPage(args.paging, (id) => `topic:${topic.id}:${id}`, (limit, after) => ctx.repos.posts.postsByTopic(topic.id, limit, after, ctx.viewerId)),
  },
  Tag: {
    // A tag met on a post carries no count: it is read when asked for.
    async postCount(tag, _, ctx) {
      if (typeof tag.postCount === 'number') return tag.postCount;
      return (await ctx.repos.topics.tagBySlug(tag.slug))?.postCount ?? 0;
    },
  },
};
