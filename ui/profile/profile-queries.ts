// A writer's profile tabs (ui/profile/ProfileTabPages.tsx) and the writer's own series (/me/series): the documents the
// server preloads (adapters/server/render/pages/profile-tabs.pages.ts) and the pages read.
import type {
  UserAwardsQueryData,
  UserAwardsQueryVariables,
  UserRecommendedQueryData,
  UserRecommendedQueryVariables,
  UserResponsesQueryData,
  UserResponsesQueryVariables,
  UserSeriesListQueryData,
  UserSeriesListQueryVariables,
  YourSeriesQueryData,
  YourSeriesQueryVariables,
} from '../generated/operations.ts';
import { POST_FEED_FRAGMENT, type Operation } from '../post-card-fields.ts';

/** How many stories or responses a tab shows at a time. */
export const PROFILE_TAB_PAGE_SIZE = 10;

/** The stories the writer recommended (clapped for), a page at a time. */
export const UserRecommendedQuery: Operation<UserRecommendedQueryData, UserRecommendedQueryVariables> = {
  name: 'UserRecommendedQuery',
  source: /* GraphQL */ `
    query UserRecommendedQuery($username: String!, $paging: PagingOptions) {
      user(username: $username) { id name username url recommended(paging: $paging) { ...PostFeedFields } }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

/** The writer's responses, newest first, each with the story it answers. */
export const UserResponsesQuery: Operation<UserResponsesQueryData, UserResponsesQueryVariables> = {
  name: 'UserResponsesQuery',
  source: /* GraphQL */ `
    query UserResponsesQuery($username: String!, $paging: PagingOptions) {
      user(username: $username) {
        id name username url
        responses(paging: $paging) {
          items { feedId post { id title url firstPublishedAt clapCount responsesCount responseRootPost { id title url } } }
          pagingInfo { next { limit to } }
        }
      }
    }
  `,
};

export type ResponseItem = NonNullable<UserResponsesQueryData['user']>['responses']['items'][number]['post'];

/** The writer's series, newest first, each with its stories readers can read. */
export const UserSeriesListQuery: Operation<UserSeriesListQueryData, UserSeriesListQueryVariables> = {
  name: 'UserSeriesListQuery',
  source: /* GraphQL */ `
    query UserSeriesListQuery($username: String!) {
      user(username: $username) { id name username url series { id title description url posts { id } } }
    }
  `,
};

/** The tags where the writer is a Top writer. */
export const UserAwardsQuery: Operation<UserAwardsQueryData, UserAwardsQueryVariables> = {
  name: 'UserAwardsQuery',
  source: /* GraphQL */ `
    query UserAwardsQuery($username: String!) {
      user(username: $username) { id name username url topWriterAwards { rank storyCount tag { slug displayTitle } } }
    }
  `,
};

/** The signed-in writer's own series (/me/series). */
export const YourSeriesQuery: Operation<YourSeriesQueryData, YourSeriesQueryVariables> = {
  name: 'YourSeriesQuery',
  source: /* GraphQL */ `
    query YourSeriesQuery {
      viewer { id username series { id title description url posts { id } } }
    }
  `,
};

export const firstTabPage = (username: string) => ({ username, paging: { limit: PROFILE_TAB_PAGE_SIZE } });
