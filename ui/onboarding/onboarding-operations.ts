// Issue 18 onboarding: the profile step's mutation, the topics step's query, the suggestions page's query.
import type {
  FollowSuggestionsQueryData,
  FollowSuggestionsQueryVariables,
  OnboardingTopicsQueryData,
  OnboardingTopicsQueryVariables,
  UpdateProfileMutationData,
  UpdateProfileMutationVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const UpdateProfileMutation: Operation<UpdateProfileMutationData, UpdateProfileMutationVariables> = {
  name: 'UpdateProfileMutation',
  source: /* GraphQL */ `
    mutation UpdateProfileMutation($name: String!, $username: String!) {
      updateProfile(name: $name, username: $username) {
        __typename
        ... on ProfileUpdated { viewer { id name username } }
        ... on ProfileRefused { nameError usernameError }
      }
    }
  `,
};

/** Every topic, and which the reader follows already (the boxes start ticked for those). */
export const OnboardingTopicsQuery: Operation<OnboardingTopicsQueryData, OnboardingTopicsQueryVariables> = {
  name: 'OnboardingTopicsQuery',
  source: /* GraphQL */ `
    query OnboardingTopicsQuery { topics { id slug name description viewerFollows } }
  `,
};

/** How many writers and publications the suggestions page offers. */
export const SUGGESTIONS_COUNT = 10;

export const FollowSuggestionsQuery: Operation<FollowSuggestionsQueryData, FollowSuggestionsQueryVariables> = {
  name: 'FollowSuggestionsQuery',
  source: /* GraphQL */ `
    query FollowSuggestionsQuery {
      whoToFollow(first: 10) {
        __typename
        ... on User { id name bio url socialStats { followerCount } viewerEdge { id isFollowing isMuting } }
        ... on Publication { id name tagline url followGraph { followerCount } viewerEdge { id isFollowing isMuting } }
      }
      viewer { id socialStats { followingCount } }
    }
  `,
};
