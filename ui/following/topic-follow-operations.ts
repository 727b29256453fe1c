// Following topics (issue 18): the topic page's Follow button and the following index's list of topics.
import type {
  FollowedTopicsQueryData,
  FollowedTopicsQueryVariables,
  FollowTopicMutationData,
  FollowTopicMutationVariables,
  UnfollowTopicMutationData,
  UnfollowTopicMutationVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const FollowTopicMutation: Operation<FollowTopicMutationData, FollowTopicMutationVariables> = {
  name: 'FollowTopicMutation',
  source: /* GraphQL */ `
    mutation FollowTopicMutation($topicId: ID!) { followTopic(topicId: $topicId) { id viewerFollows } }
  `,
};

export const UnfollowTopicMutation: Operation<UnfollowTopicMutationData, UnfollowTopicMutationVariables> = {
  name: 'UnfollowTopicMutation',
  source: /* GraphQL */ `
    mutation UnfollowTopicMutation($topicId: ID!) { unfollowTopic(topicId: $topicId) { id viewerFollows } }
  `,
};

export const FollowedTopicsQuery: Operation<FollowedTopicsQueryData, FollowedTopicsQueryVariables> = {
  name: 'FollowedTopicsQuery',
  source: /* GraphQL */ `
    query FollowedTopicsQuery { followedTopics { id slug name } }
  `,
};
