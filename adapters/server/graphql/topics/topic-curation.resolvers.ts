// Resolvers for topic-curation.graphql.ts: staff only (isStaff), input checked by core's rules; xsrf is checked for
// every mutation by the request guard.
import { checkTopicDescription, storyIdFromReference, TOPIC_CURATION_MESSAGES } from '../../../../core/topics/topic-curation.ts';
import type { Topic } from '../../../../core/content/entities.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, forbidden, notFound, unauthenticated } from '../shared/errors.ts';
import { isStaff } from '../shared/request-flags.ts';

/** The topic, for a staff member; refused for anyone else. */
async function curated(ctx: GraphQLContext, topicId: string): Promise<Topic> {
  if (!ctx.viewerId) throw unauthenticated();
  if (!(await isStaff(ctx))) throw forbidden(TOPIC_CURATION_MESSAGES.staffOnly);
  const [topic] = await ctx.repos.topics.topicsByIds([topicId.slice(0, 64)]);
  if (!topic) throw notFound(TOPIC_CURATION_MESSAGES.noTopic);
  return topic;
}

export const topicCurationResolvers: Resolvers = {
  Topic: {
    viewerCanCurate: (_, __, ctx) => (ctx.viewerId ? isStaff(ctx) : false),
  },
  Mutation: {
    async updateTopicDescription(_, args, ctx) {
      const topic = await curated(ctx, args.topicId);
      const checked = checkTopicDescription(args.description);
      if (!checked.ok) throw badInput(checked.message);
      await ctx.repos.topicCuration.setDescription(topic.id, checked.value);
      return { ...topic, description: checked.value };
    },
    async addStoryToTopic(_, args, ctx) {
      const topic = await curated(ctx, args.topicId);
      const postId = storyIdFromReference(args.story);
      if (!postId) throw badInput(TOPIC_CURATION_MESSAGES.noStory);
      if (!(await ctx.repos.topicCuration.addPost(topic.id, postId))) throw notFound(TOPIC_CURATION_MESSAGES.notPublished);
      return topic;
    },
    async removeStoryFromTopic(_, args, ctx) {
      const topic = await curated(ctx, args.topicId);
      await ctx.repos.topicCuration.removePost(topic.id, args.postId.slice(0, 64));
      return topic;
    },
  },
};
