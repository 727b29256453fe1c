// The operations of the reader's own following pages: the following feed, who they follow and
// who they muted. Apart from ui/queries.ts so that the pages that never run them do not carry their text.
import { FOLLOWING_FEED_PAGE_SIZE, type FollowingEntityType } from '../../core/following/following-feed.ts';
import type {
  FollowedEntityFieldsFragment,
  FollowedPublicationsQueryData,
  FollowedPublicationsQueryVariables,
  FollowedUsersQueryData,
  FollowedUsersQueryVariables,
  FollowingFeedQueryData,
  FollowingFeedQueryVariables,
  FollowingFeedSourcesQueryData,
  FollowingFeedSourcesQueryVariables,
  MutedPublicationsQueryData,
  MutedPublicationsQueryVariables,
  MutedUsersQueryData,
  MutedUsersQueryVariables,
  OwnListPublicationFieldsFragment,
  OwnListUserFieldsFragment,
} from '../generated/operations.ts';
import { POST_FEED_FRAGMENT, type Operation } from '../post-card-fields.ts';

/** A followed writer or publication as followedEntities gives it (reader-experience §3 Followed entity edge). */
export type FollowedEntityData = FollowedEntityFieldsFragment;

const FOLLOWED_ENTITY_FRAGMENT = /* GraphQL */ `
  fragment FollowedEntityFields on FollowedEntityEdge {
    lastPublishedAt
    node {
      id
      entity {
        __typename
        ... on User { id name username imageId url }
        ... on Publication { id name slug avatar { id } url }
      }
    }
  }
`;

/**
 * your-following-feed: the followed entities of the page's kind (its selection row, at most
 * FOLLOWING_FEED_SELECTION_LIMIT: 50) and the selected one.
 */
export const FollowingFeedSourcesQuery: Operation<FollowingFeedSourcesQueryData, FollowingFeedSourcesQueryVariables> = {
  name: 'FollowingFeedSourcesQuery',
  source: /* GraphQL */ `
    query FollowingFeedSourcesQuery($type: FollowingEntityType!, $selection: ID!, $hasSelection: Boolean!) {
      viewer {
        id
        followedEntities(first: 50, type: $type) { edges { ...FollowedEntityFields } pageInfo { hasNextPage } }
        selected: followedEntity(type: $type, id: $selection) @include(if: $hasSelection) { ...FollowedEntityFields }
      }
    }
    ${FOLLOWED_ENTITY_FRAGMENT}
  `,
};

export const followingFeedSourcesVars = (type: FollowingEntityType, selection: string | null | undefined) => ({
  type,
  selection: selection ?? '',
  hasSelection: Boolean(selection),
});

export type FollowingFeedData = FollowingFeedQueryData;

/** platform-reference §7.4 followingFeed (sortType): a page of the following feed. */
export const FollowingFeedQuery: Operation<FollowingFeedQueryData, FollowingFeedQueryVariables> = {
  name: 'FollowingFeedQuery',
  source: /* GraphQL */ `
    query FollowingFeedQuery($paging: PagingOptions, $entityType: FollowingEntityType, $selection: ID) {
      followingFeed(paging: $paging, sortType: NEWEST, entityType: $entityType, selection: $selection) { ...PostFeedFields }
    }
    ${POST_FEED_FRAGMENT}
  `,
};

export const followingFeedFirstPage = (entityType: FollowingEntityType, selection: string | null) => ({
  paging: { limit: FOLLOWING_FEED_PAGE_SIZE },
  entityType,
  selection,
});

/** A writer in the reader's following or muted list, with what the row's button needs. */
export type OwnListUser = OwnListUserFieldsFragment;
/** A publication in the reader's following or muted list. */
export type OwnListPublication = OwnListPublicationFieldsFragment;

const OWN_LIST_USER_FRAGMENT = /* GraphQL */ `
  fragment OwnListUserFields on User { id name username bio url socialStats { followerCount } viewerEdge { isFollowing isMuting } }
`;
const OWN_LIST_PUBLICATION_FRAGMENT = /* GraphQL */ `
  fragment OwnListPublicationFields on Publication { id name slug tagline url followGraph { followerCount } viewerEdge { isFollowing isMuting } }
`;

/** What the four own lists' answers share: the viewer, and a page of writers or publications. */
export type Connection<N> = { edges: { cursor: string; node: N }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
export type OwnListData<N> = { viewer: { id: string; socialStats: { followingCount: number }; list: Connection<N> } | null };
/** The four own lists ask with the same variables: the cursor of the page before, or null. */
export type OwnListVars = FollowedUsersQueryVariables;

/** How many writers or publications the reader's own lists show at a time (the documents' `first`). */
export const OWN_LIST_PAGE_SIZE = 25;

/** customize-following: the writers the reader follows. */
export const FollowedUsersQuery: Operation<FollowedUsersQueryData, FollowedUsersQueryVariables> = {
  name: 'FollowedUsersQuery',
  source: /* GraphQL */ `
    query FollowedUsersQuery($after: String) {
      viewer {
        id
        socialStats { followingCount }
        list: followedUsers(first: 25, after: $after) { edges { cursor node { ...OwnListUserFields } } pageInfo { hasNextPage endCursor } }
      }
    }
    ${OWN_LIST_USER_FRAGMENT}
  `,
};

/** customize-following: the publications the reader follows. */
export const FollowedPublicationsQuery: Operation<FollowedPublicationsQueryData, FollowedPublicationsQueryVariables> = {
  name: 'FollowedPublicationsQuery',
  source: /* GraphQL */ `
    query FollowedPublicationsQuery($after: String) {
      viewer {
        id
        socialStats { followingCount }
        list: followedPublications(first: 25, after: $after) { edges { cursor node { ...OwnListPublicationFields } } pageInfo { hasNextPage endCursor } }
      }
    }
    ${OWN_LIST_PUBLICATION_FRAGMENT}
  `,
};

/** customize-muted: the writers the reader muted. */
export const MutedUsersQuery: Operation<MutedUsersQueryData, MutedUsersQueryVariables> = {
  name: 'MutedUsersQuery',
  source: /* GraphQL */ `
    query MutedUsersQuery($after: String) {
      viewer {
        id
        socialStats { followingCount }
        list: mutedUsers(first: 25, after: $after) { edges { cursor node { ...OwnListUserFields } } pageInfo { hasNextPage endCursor } }
      }
    }
    ${OWN_LIST_USER_FRAGMENT}
  `,
};

/** customize-muted: the publications the reader muted. */
export const MutedPublicationsQuery: Operation<MutedPublicationsQueryData, MutedPublicationsQueryVariables> = {
  name: 'MutedPublicationsQuery',
  source: /* GraphQL */ `
    query MutedPublicationsQuery($after: String) {
      viewer {
        id
        socialStats { followingCount }
        list: mutedPublications(first: 25, after: $after) { edges { cursor node { ...OwnListPublicationFields } } pageInfo { hasNextPage endCursor } }
      }
    }
    ${OWN_LIST_PUBLICATION_FRAGMENT}
  `,
};
