// Issue 18: the operations of Home's tabs (For you is HomeFeedQuery in ui/queries.ts; Following is followingFeed;
// a topic tab is personalisedTagFeed), the card's 'Show more / Show less like this', Refine recommendations and
// Recommended from {product}.
import type {
  HomeFollowingFeedQueryData,
  HomeFollowingFeedQueryVariables,
  HomeTopicFeedQueryData,
  HomeTopicFeedQueryVariables,
  RecommendationSignalsQueryData,
  RecommendationSignalsQueryVariables,
  RecommendedStoriesQueryData,
  RecommendedStoriesQueryVariables,
  SetRecommendationSignalMutationData,
  SetRecommendationSignalMutationVariables,
} from '../generated/operations.ts';
import { POST_CARD_FRAGMENT, POST_FEED_FRAGMENT, type Operation } from '../post-card-fields.ts';

/** A Home tab's first page (For you's is homeFeedFirstPage in ui/queries.ts; the same size). */
export const HOME_TAB_PAGE_SIZE = 10;
export const homeTabFirstPage = { paging: { limit: HOME_TAB_PAGE_SIZE } };

export const HomeFollowingFeedQuery: Operation<HomeFollowingFeedQueryData, HomeFollowingFeedQueryVariables> = {
  name: 'HomeFollowingFeedQuery',
  source: /* GraphQL */ `
    query HomeFollowingFeedQuery($paging: PagingOptions) {
      followingFeed(paging: $paging, sortType: NEWEST) { ...PostFeedFields }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

export const HomeTopicFeedQuery: Operation<HomeTopicFeedQueryData, HomeTopicFeedQueryVariables> = {
  name: 'HomeTopicFeedQuery',
  source: /* GraphQL */ `
    query HomeTopicFeedQuery($tagSlug: String!, $paging: PagingOptions) {
      personalisedTagFeed(tagSlug: $tagSlug, mode: NEWEST, paging: $paging) { ...PostFeedFields }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

export const SetRecommendationSignalMutation: Operation<SetRecommendationSignalMutationData, SetRecommendationSignalMutationVariables> = {
  name: 'SetRecommendationSignalMutation',
  source: /* GraphQL */ `
    mutation SetRecommendationSignalMutation($postId: ID!, $action: SignalAction!) {
      setRecommendationSignal(postId: $postId, action: $action) { action post { id } }
    }
  `,
};

export const RECOMMENDATION_SIGNALS_SHOWN = 50;

export const RecommendationSignalsQuery: Operation<RecommendationSignalsQueryData, RecommendationSignalsQueryVariables> = {
  name: 'RecommendationSignalsQuery',
  source: /* GraphQL */ `
    query RecommendationSignalsQuery {
      viewer { id recommendationSignals(first: 50) { action givenAt post { id title url creator { id name } } } }
    }
  `,
};

/** Recommended from {product}: how many cards a story's end shows. */
export const RECOMMENDED_STORIES_SHOWN = 4;

export const RecommendedStoriesQuery: Operation<RecommendedStoriesQueryData, RecommendedStoriesQueryVariables> = {
  name: 'RecommendedStoriesQuery',
  source: /* GraphQL */ `
    query RecommendedStoriesQuery($postId: ID!) {
      recommendedStories(postId: $postId, limit: 4) { ...PostCardFields }
    }
    ${POST_CARD_FRAGMENT}
  `,
};
