// Tags and topics: a tag and its stories, a topic and its stories, every topic, the recommended ones.
import type { Resolvers } from '../generated/resolvers-types.ts';
import type { GraphQLContext } from '../context.ts';
import { bounded, notFound } from '../shared/errors.ts';
import { signedIn } from '../shared/session.ts';
import { feedPage } from '../shared/feed-page.ts';
import { INPUT_BOUNDS } from '../../../../core/graphql/input-bounds.ts';

const slugOf = (slug: string) => slug.trim().toLowerCase();

/** Follow or unfollow a topic that exists, as the signed-in reader; answers the topic. */
async function topicWrite(ctx: GraphQLContext, topicId: string, write: (viewerId: string, topicId: string) => Promise<void>) {
  const { viewerId } = signedIn(ctx);
  const [topic] = await ctx.repos.topics.topicsByIds([topicId]);
  if (!topic) throw notFound('There is no such topic.');
  await write(viewerId, topic.id);
  return topic;
}

/** Follow or unfollow a tag that exists, as the signed-in reader; answers the tag. */
async function tagWrite(ctx: GraphQLContext, tagSlug: string, write: (viewerId: string, slug: string) => Promise<void>) {
  const { viewerId } = signedIn(ctx);
  const tag = await ctx.repos.topics.tagBySlug(slugOf(tagSlug));
  if (!tag) throw notFound('There is no such tag.');
  await write(viewerId, tag.slug);
  return tag;
}

export const topicResolvers: Resolvers = {
  Query: {
    async recommendedTopics(_, args, ctx) {
      bounded(args.limit, INPUT_BOUNDS.recommendedTopics);
      return ctx.repos.topics.mostUsed(args.limit);
    },
    topic: (_, args, ctx) => ctx.repos.topics.topicBySlug(slugOf(args.slug)),
    topics: (_, __, ctx) => ctx.repos.topics.allTopics(),
    followedTopics: (_, __, ctx) => (ctx.viewerId ? ctx.repos.topics.followedTopics(ctx.viewerId) : []),
    followedTags: (_, __, ctx) => (ctx.viewerId ? ctx.repos.topics.followedTags(ctx.viewerId) : []),
    tagFromSlug: (_, args, ctx) => ctx.repos.topics.tagBySlug(slugOf(args.tagSlug)),
    tag: (_, args, ctx) => ctx.repos.topics.tagBySlug(slugOf(args.slug)),
    tagFeed(_, args, ctx) {
      const slug = slugOf(args.tagSlug);
      return feedPage(args.paging, (id) => `tag:${slug}:${id}`, (limit, after) => ctx.repos.posts.postsByTag(slug, limit, after, ctx.viewerId));
    },
  },
  Mutation: {
    followTopic: (_, args, ctx) => topicWrite(ctx, args.topicId, (viewerId, topicId) => ctx.repos.topics.followTopic(viewerId, topicId)),
    unfollowTopic: (_, args, ctx) => topicWrite(ctx, args.topicId, (viewerId, topicId) => ctx.repos.topics.unfollowTopic(viewerId, topicId)),
    followTag: (_, args, ctx) => tagWrite(ctx, args.tagSlug, (viewerId, slug) => ctx.repos.topics.followTag(viewerId, slug)),
    unfollowTag: (_, args, ctx) => tagWrite(ctx, args.tagSlug, (viewerId, slug) => ctx.repos.topics.unfollowTag(viewerId, slug)),
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
    async viewerFollows(topic, _, ctx) {
      if (!ctx.viewerId) return false;
      return (await ctx.repos.topics.followedAmong(ctx.viewerId, [topic.id])).has(topic.id);
    },
    postCount: (topic, _, ctx) => ctx.loaders.postCountByTopicId.load(topic.id),
    posts: (topic, args, ctx) =>
      feedPage(args.paging, (id) => `topic:${topic.id}:${id}`, (limit, after) => ctx.repos.posts.postsByTopic(topic.id, limit, after, ctx.viewerId)),
  },
  Tag: {
    async viewerFollows(tag, _, ctx) {
      if (!ctx.viewerId) return false;
      return (await ctx.repos.topics.followedTagsAmong(ctx.viewerId, [tag.slug])).has(tag.slug);
    },
    // A tag met on a post carries no count: it is read when asked for.
    async postCount(tag, _, ctx) {
      if (typeof tag.postCount === 'number') return tag.postCount;
      return (await ctx.repos.topics.tagBySlug(tag.slug))?.postCount ?? 0;
    },
  },
};
