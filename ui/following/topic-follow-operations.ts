// Following topics (issue 18): the topic page's Follow button and the following index's list of topics.
import type {
  FollowedTagsQueryData,
  FollowedTagsQueryVariables,
  FollowTagMutationData,
  FollowTagMutationVariables,
  UnfollowTagMutationData,
  UnfollowTagMutationVariables,
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

/** Issue 18: tags are followed apart from topics (Follow on /tag/{tagSlug}; listed on /me/following). */
export const FollowTagMutation: Operation<FollowTagMutationData, FollowTagMutationVariables> = {
  name: 'FollowTagMutation',
  source: /* GraphQL */ `
    mutation FollowTagMutation($tagSlug: String!) { followTag(tagSlug: $tagSlug) { slug viewerFollows } }
  `,
};

export const UnfollowTagMutation: Operation<UnfollowTagMutationData, UnfollowTagMutationVariables> = {
  name: 'UnfollowTagMutation',
  source: /* GraphQL */ `
    mutation UnfollowTagMutation($tagSlug: String!) { unfollowTag(tagSlug: $tagSlug) { slug viewerFollows } }
  `,
};

export const FollowedTagsQuery: Operation<FollowedTagsQueryData, FollowedTagsQueryVariables> = {
  name: 'FollowedTagsQuery',
  source: /* GraphQL */ `
    query FollowedTagsQuery { followedTags { slug displayTitle } }
  `,
};
