// The operations the reading pages run: on the server before rendering (their answers become the
// preloaded query cache) and in the browser for what comes after (the next page of the feed). Their answers'
// and variables' types are generated from these documents (npm run codegen, ui/generated/operations.ts).
import type {
  HomeFeedQueryData,
  HomeFeedQueryVariables,
  NotFoundScreenQueryData,
  NotFoundScreenQueryVariables,
  PostPageQueryData,
  PostPageQueryVariables,
  ProfileUserQueryData,
  ProfileUserQueryVariables,
  PublicationNavigationContextQueryData,
  PublicationNavigationContextQueryVariables,
  RecommendedTopicsQueryData,
  RecommendedTopicsQueryVariables,
  UserFollowersQueryData,
  UserFollowersQueryVariables,
  UserFollowingQueryData,
  UserFollowingQueryVariables,
  UserPostsQueryData,
  UserPostsQueryVariables,
  UserProfileQueryData,
  UserProfileQueryVariables,
} from './generated/operations.ts';
import { POST_CARD_FRAGMENT, POST_FEED_FRAGMENT, type Operation } from './post-card-fields.ts';

export type HomeFeedData = HomeFeedQueryData;
export type HomeFeedVars = HomeFeedQueryVariables;

export const HOME_FEED_PAGE_SIZE = 10;
export const homeFeedFirstPage = { paging: { limit: HOME_FEED_PAGE_SIZE } };

export const HomeFeedQuery: Operation<HomeFeedQueryData, HomeFeedQueryVariables> = {
  name: 'HomeFeedQuery',
  source: /* GraphQL */ `
    query HomeFeedQuery($paging: PagingOptions) {
      webRecommendedFeed(paging: $paging) { ...PostFeedFields }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

/** reader-experience §9: the not-found page shows 4 staff picks. */
export const NOT_FOUND_STAFF_PICKS = 4;

export const NotFoundScreenQuery: Operation<NotFoundScreenQueryData, NotFoundScreenQueryVariables> = {
  name: 'NotFoundScreenQuery',
  source: /* GraphQL */ `
    query NotFoundScreenQuery {
      staffPicksFeed(paging: { limit: 4 }) { items { feedId post { ...PostCardFields } } }
    }
    ${POST_CARD_FRAGMENT}
  `,
};

/** reader-experience §2.6 and §7: the publication a page belongs to, for its layout. */
export const PublicationNavigationContextQuery: Operation<PublicationNavigationContextQueryData, PublicationNavigationContextQueryVariables> = {
  name: 'PublicationNavigationContextQuery',
  source: /* GraphQL */ `
    query PublicationNavigationContextQuery($slug: String!) {
      publication(slug: $slug) { id name slug headerColor navigationItems { title destination value } }
    }
  `,
};

/** Whether a profile's user exists, for the pages under /@{username}. */
export const ProfileUserQuery: Operation<ProfileUserQueryData, ProfileUserQueryVariables> = {
  name: 'ProfileUserQuery',
  source: /* GraphQL */ `
    query ProfileUserQuery($username: String!) {
      user(username: $username) { id username name }
    }
  `,
};

export const RecommendedTopicsQuery: Operation<RecommendedTopicsQueryData, RecommendedTopicsQueryVariables> = {
  name: 'RecommendedTopicsQuery',
  source: /* GraphQL */ `
    query RecommendedTopicsQuery {
      recommendedTopics(limit: 8) { id slug name }
    }
  `,
};

export type PostPageData = PostPageQueryData;
/** A paragraph of a story's body as the post page reads it. */
export type ParagraphData = NonNullable<PostPageQueryData['post']>['content']['bodyModel']['paragraphs'][number];

export const PostPageQuery: Operation<PostPageQueryData, PostPageQueryVariables> = {
  name: 'PostPageQuery',
  source: /* GraphQL */ `
    query PostPageQuery($id: ID!) {
      post(id: $id) {
        ...PostCardFields
        latestPublishedAt
        isSuspended
        viewerClapCount
        responsesCount
        isResponse
        responseRootPost { id title url }
        creator { bio socialStats { followerCount } viewerEdge { isFollowing isMuting } membership { tier } }
        collection { domain }
        tags { slug displayTitle }
        settings { seoTitle seoDescription canonicalUrl }
        content {
          isLockedPreviewOnly
          bodyModel { paragraphs { name type text markups { type start end href } metadata { id originalWidth originalHeight alt } } }
        }
        viewerHighlights { id startParagraph startOffset endParagraph endOffset }
        topHighlight { startParagraph startOffset endParagraph endOffset readers }
      }
    }
    ${POST_CARD_FRAGMENT}
  `,
};

export type ProfileData = UserProfileQueryData;

/** reader-experience §2.1 user-profile: the writer, their counts, the viewer's edge and their stories. */
export const UserProfileQuery: Operation<UserProfileQueryData, UserProfileQueryVariables> = {
  name: 'UserProfileQuery',
  source: /* GraphQL */ `
    query UserProfileQuery($username: String!) {
      user(username: $username) {
        id name username bio url imageId
        socialStats { followerCount followingCount }
        viewerEdge { isFollowing isMuting }
        membership { tier friendSince }
        topWriterAwards { tag { slug displayTitle } }
        posts(paging: { limit: 10 }) { ...PostFeedFields }
      }
      viewer { id socialStats { followingCount } }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

export type UserPostsData = UserPostsQueryData;

/** The next page of a writer's stories on their profile ('Show more'). */
export const UserPostsQuery: Operation<UserPostsQueryData, UserPostsQueryVariables> = {
  name: 'UserPostsQuery',
  source: /* GraphQL */ `
    query UserPostsQuery($username: String!, $paging: PagingOptions) {
      user(username: $username) { id posts(paging: $paging) { ...PostFeedFields } }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

/** How many writers a followers or following page shows at a time (the documents' `first`). */
export const FOLLOW_LIST_PAGE_SIZE = 25;

/** The writer whose list it is, and a page of the list: each writer with what the row's Follow button needs. */
const FOLLOW_LIST_FRAGMENT = /* GraphQL */ `
  fragment FollowListFields on User {
    id name username bio url
    socialStats { followerCount followingCount }
  }
  fragment FollowListPageFields on UserConnection {
    edges { cursor node { id name username bio url socialStats { followerCount } viewerEdge { isFollowing isMuting } } }
    pageInfo { hasNextPage endCursor }
  }
`;

export type FollowListData = UserFollowersQueryData | UserFollowingQueryData;
export type FollowListPage = NonNullable<FollowListData['user']>['list'];
export type FollowListUser = FollowListPage['edges'][number]['node'];

/** user-followers: the writers who follow this one. */
export const UserFollowersQuery: Operation<UserFollowersQueryData, UserFollowersQueryVariables> = {
  name: 'UserFollowersQuery',
  source: /* GraphQL */ `
    query UserFollowersQuery($username: String!, $after: String) {
      user(username: $username) { ...FollowListFields list: followers(first: 25, after: $after) { ...FollowListPageFields } }
      viewer { id socialStats { followingCount } }
    }
    ${FOLLOW_LIST_FRAGMENT}
  `,
};

/** user-following: the writers this one follows. */
export const UserFollowingQuery: Operation<UserFollowingQueryData, UserFollowingQueryVariables> = {
  name: 'UserFollowingQuery',
  source: /* GraphQL */ `
    query UserFollowingQuery($username: String!, $after: String) {
      user(username: $username) { ...FollowListFields list: following(first: 25, after: $after) { ...FollowListPageFields } }
      viewer { id socialStats { followingCount } }
    }
    ${FOLLOW_LIST_FRAGMENT}
  `,
};
