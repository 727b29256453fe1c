// The operations the reading pages run: on the server before rendering (their answers become the
// preloaded query cache) and in the browser for what comes after (the next page of the feed).
import type { ImageMetadata, Markup, ParagraphType } from '../core/content/paragraph.ts';

export { POST_CARD_FIELDS, type Operation, type PagingData, type PostCardData } from './post-card-fields.ts';
import type { Operation, PagingData, PostCardData } from './post-card-fields.ts';
import { POST_CARD_FIELDS } from './post-card-fields.ts';

export type HomeFeedData = {
  webRecommendedFeed: { items: { feedId: string; post: PostCardData }[]; pagingInfo: { next: PagingData } };
};
export type HomeFeedVars = { paging: { limit: number; to?: string } };

export const HOME_FEED_PAGE_SIZE = 10;
export const homeFeedFirstPage: HomeFeedVars = { paging: { limit: HOME_FEED_PAGE_SIZE } };

export const HomeFeedQuery: Operation<HomeFeedData, HomeFeedVars> = {
  name: 'HomeFeedQuery',
  source: /* GraphQL */ `
    query HomeFeedQuery($paging: PagingOptions) {
      webRecommendedFeed(paging: $paging) {
        items { feedId post { ${POST_CARD_FIELDS} } }
        pagingInfo { next { limit to } }
      }
    }
  `,
};

export type NotFoundScreenData = { staffPicksFeed: { items: { feedId: string; post: PostCardData }[] } };
export const NOT_FOUND_STAFF_PICKS = 4;

export const NotFoundScreenQuery: Operation<NotFoundScreenData, Record<string, never>> = {
  name: 'NotFoundScreenQuery',
  source: /* GraphQL */ `
    query NotFoundScreenQuery {
      staffPicksFeed(paging: { limit: ${NOT_FOUND_STAFF_PICKS} }) { items { feedId post { ${POST_CARD_FIELDS} } } }
    }
  `,
};

export type PublicationContextData = {
  publication: {
    id: string;
    name: string;
    slug: string;
    headerColor: string | null;
    navigationItems: { title: string; destination: string; value: string }[];
  } | null;
};

/** reader-experience §2.6 and §7: the publication a page belongs to, for its layout. */
export const PublicationNavigationContextQuery: Operation<PublicationContextData, { slug: string }> = {
  name: 'PublicationNavigationContextQuery',
  source: /* GraphQL */ `
    query PublicationNavigationContextQuery($slug: String!) {
      publication(slug: $slug) { id name slug headerColor navigationItems { title destination value } }
    }
  `,
};

export type ProfileUserData = { user: { id: string; username: string; name: string } | null };

/** Whether a profile's user exists, for the pages under /@{username}. */
export const ProfileUserQuery: Operation<ProfileUserData, { username: string }> = {
  name: 'ProfileUserQuery',
  source: /* GraphQL */ `
    query ProfileUserQuery($username: String!) {
      user(username: $username) { id username name }
    }
  `,
};

export type RecommendedTopicsData = { recommendedTopics: { id: string; slug: string; name: string }[] };

export const RecommendedTopicsQuery: Operation<RecommendedTopicsData, Record<string, never>> = {
  name: 'RecommendedTopicsQuery',
  source: /* GraphQL */ `
    query RecommendedTopicsQuery {
      recommendedTopics(limit: 8) { id slug name }
    }
  `,
};

export type ParagraphData = {
  name: string;
  type: ParagraphType;
  text: string;
  markups: Markup[];
  metadata: ImageMetadata | null;
};

export type PostPageData = {
  post:
    | (PostCardData & {
        latestPublishedAt: number | null;
        creator: PostCardData['creator'] & {
          bio: string;
          socialStats: { followerCount: number };
          viewerEdge: { isFollowing: boolean; isMuting: boolean };
          /** reader-experience §6: members' avatars carry a badge. */
          membership: { tier: 'MEMBER' | 'FRIEND' } | null;
        };
        tags: { slug: string; displayTitle: string }[];
        /** Staff suspended it: its body comes only to readers with can_view_suspended_content. */
        isSuspended: boolean;
        content: { isLockedPreviewOnly: boolean; bodyModel: { paragraphs: ParagraphData[] } };
      })
    | null;
};
export type PostPageVars = { id: string };

export const PostPageQuery: Operation<PostPageData, PostPageVars> = {
  name: 'PostPageQuery',
  source: /* GraphQL */ `
    query PostPageQuery($id: ID!) {
      post(id: $id) {
        ${POST_CARD_FIELDS}
        latestPublishedAt
        isSuspended
        creator { bio socialStats { followerCount } viewerEdge { isFollowing isMuting } membership { tier } }
        tags { slug displayTitle }
        content {
          isLockedPreviewOnly
          bodyModel { paragraphs { name type text markups { type start end href } metadata { id originalWidth originalHeight alt } } }
        }
      }
    }
  `,
};

export type ProfileData = {
  user:
    | {
        id: string;
        name: string;
        username: string;
        bio: string;
        url: string;
        socialStats: { followerCount: number; followingCount: number };
        viewerEdge: { isFollowing: boolean; isMuting: boolean };
        /** reader-experience §3 User.membership, for the badges (issue 6). */
        membership: { tier: 'MEMBER' | 'FRIEND'; friendSince: number | null } | null;
        posts: { items: { feedId: string; post: PostCardData }[]; pagingInfo: { next: PagingData } };
      }
    | null;
  viewer: { id: string; socialStats: { followingCount: number } } | null;
};

/** reader-experience §2.1 user-profile: the writer, their counts, the viewer's edge and their stories. */
export const UserProfileQuery: Operation<ProfileData, { username: string }> = {
  name: 'UserProfileQuery',
  source: /* GraphQL */ `
    query UserProfileQuery($username: String!) {
      user(username: $username) {
        id name username bio url
        socialStats { followerCount followingCount }
        viewerEdge { isFollowing isMuting }
        membership { tier friendSince }
        posts(paging: { limit: 10 }) { items { feedId post { ${POST_CARD_FIELDS} } } pagingInfo { next { limit to } } }
      }
      viewer { id socialStats { followingCount } }
    }
  `,
};

export type UserPostsData = {
  user: { id: string; posts: { items: { feedId: string; post: PostCardData }[]; pagingInfo: { next: PagingData } } } | null;
};

/** The next page of a writer's stories on their profile ('Show more'). */
export const UserPostsQuery: Operation<UserPostsData, { username: string; paging: { limit: number; to?: string } }> = {
  name: 'UserPostsQuery',
  source: /* GraphQL */ `
    query UserPostsQuery($username: String!, $paging: PagingOptions) {
      user(username: $username) { id posts(paging: $paging) { items { feedId post { ${POST_CARD_FIELDS} } } pagingInfo { next { limit to } } } }
    }
  `,
};

/** One writer in a followers or following list, with what the row's Follow button needs. */
export type FollowListUser = {
  id: string;
  name: string;
  username: string;
  bio: string;
  url: string;
  socialStats: { followerCount: number };
  viewerEdge: { isFollowing: boolean; isMuting: boolean };
};

export type FollowListPage = {
  edges: { cursor: string; node: FollowListUser }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

export type FollowListData = {
  user:
    | {
        id: string;
        name: string;
        username: string;
        bio: string;
        url: string;
        socialStats: { followerCount: number; followingCount: number };
        list: FollowListPage;
      }
    | null;
  viewer: { id: string; socialStats: { followingCount: number } } | null;
};

/** How many writers a followers or following page shows at a time. */
export const FOLLOW_LIST_PAGE_SIZE = 25;

const followListQuery = (name: string, field: 'followers' | 'following'): Operation<FollowListData, { username: string; after: string | null }> => ({
  name,
  source: /* GraphQL */ `
    query ${name}($username: String!, $after: String) {
      user(username: $username) {
        id name username bio url
        socialStats { followerCount followingCount }
        list: ${field}(first: ${FOLLOW_LIST_PAGE_SIZE}, after: $after) {
          edges { cursor node { id name username bio url socialStats { followerCount } viewerEdge { isFollowing isMuting } } }
          pageInfo { hasNextPage endCursor }
        }
      }
      viewer { id socialStats { followingCount } }
    }
  `,
});

/** user-followers: the writers who follow this one. */
export const UserFollowersQuery = followListQuery('UserFollowersQuery', 'followers');
/** user-following: the writers this one follows. */
export const UserFollowingQuery = followListQuery('UserFollowingQuery', 'following');
