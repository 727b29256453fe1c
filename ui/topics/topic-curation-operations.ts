// Staff curating a topic (/topic/{topicSlug}/edit and /add-posts; core/topics/topic-curation.ts).
import type * as Ops from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

/** How many of the topic's newest stories the add-posts page lists, each with Remove. */
export const CURATION_STORIES = 25;

export const TopicCurationQuery: Operation<Ops.TopicCurationQueryData, Ops.TopicCurationQueryVariables> = {
  name: 'TopicCurationQuery',
  source: /* GraphQL */ `
    query TopicCurationQuery($topicSlug: String!, $first: Int) {
      topic(slug: $topicSlug) {
        id slug name description postCount viewerCanCurate
        posts(paging: { limit: $first }) { items { post { id title url } } }
      }
    }
  `,
};

export const UpdateTopicDescriptionMutation: Operation<Ops.UpdateTopicDescriptionMutationData, Ops.UpdateTopicDescriptionMutationVariables> = {
  name: 'UpdateTopicDescriptionMutation',
  source: /* GraphQL */ `
    mutation UpdateTopicDescriptionMutation($topicId: ID!, $description: String!) {
      updateTopicDescription(topicId: $topicId, description: $description) { id description }
    }
  `,
};

export const AddStoryToTopicMutation: Operation<Ops.AddStoryToTopicMutationData, Ops.AddStoryToTopicMutationVariables> = {
  name: 'AddStoryToTopicMutation',
  source: /* GraphQL */ `
    mutation AddStoryToTopicMutation($topicId: ID!, $story: String!, $first: Int) {
      addStoryToTopic(topicId: $topicId, story: $story) { id postCount posts(paging: { limit: $first }) { items { post { id title url } } } }
    }
  `,
};

export const RemoveStoryFromTopicMutation: Operation<Ops.RemoveStoryFromTopicMutationData, Ops.RemoveStoryFromTopicMutationVariables> = {
  name: 'RemoveStoryFromTopicMutation',
  source: /* GraphQL */ `
    mutation RemoveStoryFromTopicMutation($topicId: ID!, $postId: ID!, $first: Int) {
      removeStoryFromTopic(topicId: $topicId, postId: $postId) { id postCount posts(paging: { limit: $first }) { items { post { id title url } } } }
    }
  `,
};
