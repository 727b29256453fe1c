// The operations of the reader's own following pages (issue 5): the following feed, who they follow and
// who they muted. Apart from ui/queries.ts so that the pages that never run them do not carry their text.
import { FOLLOWING_FEED_PAGE_SIZE, FOLLOWING_FEED_SELECTION_LIMIT, type FollowingEntityType } from '../../core/following/following-feed.ts';
import { POST_CARD_FIELDS, type Operation, type PagingData, type PostCardData } from '../post-card-fields.ts';


/** A followed writer or publication as followedEntities gives it (reader-experience §3 Followed entity edge). */
export type FollowedEntityData = {
  lastPublishedAt: number | null;
  node: {
    id: string;
    entity:
      | { __typename: 'User'; id: string; name: string; username: string; imageId: string | null; url: string }
      | { __typename: 'Publication'; id: string; name: string; slug: string; avatar: { id: string } | null; url: string };
  };
};

const FOLLOWED_ENTITY_FIELDS = /* GraphQL */ `
  lastPublishedAt
  node {
    id
    entity {
      __typename
      ... on User { id name username imageId url }
      ... on Publication { id name slug avatar { id } url }
    }
  }
`;

export type FollowingFeedSourcesData = {
  viewer: {
    id: string;
    followedEntities: { edges: FollowedEntityData[]; pageInfo: { hasNextPage: boolean } };
    selected?: FollowedEntityData | null;
  } | null;
};
export type FollowingFeedSourcesVars = { type: FollowingEntityType; selection: string; hasSelection: boolean };

/** your-following-feed: the followed entities of the page's kind (its selection row) and the selected one. */
export const FollowingFeedSourcesQuery: Operation<FollowingFeedSourcesData, FollowingFeedSourcesVars> = {
  name: 'FollowingFeedSourcesQuery',
  source: /* GraphQL */ `
    query FollowingFeedSourcesQuery($type: FollowingEntityType!, $selection: ID!, $hasSelection: Boolean!) {
      viewer {
        id
        followedEntities(first: ${FOLLOWING_FEED_SELECTION_LIMIT}, type: $type) { edges { ${FOLLOWED_ENTITY_FIELDS} } pageInfo { hasNextPage } }
        selected: followedEntity(type: $type, id: $selection) @include(if: $hasSelection) { ${FOLLOWED_ENTITY_FIELDS} }
      }
    }
  `,
};

export const followingFeedSourcesVars = (type: FollowingEntityType, selection: string | null | undefined): FollowingFeedSourcesVars => ({
  type,
  selection: selection ?? '',
  hasSelection: Boolean(selection),
});

export type FollowingFeedData = {
  followingFeed: { items: { feedId: string; post: PostCardData }[]; pagingInfo: { next: PagingData } };
};
export type FollowingFeedVars = { paging: { limit: number; to?: string }; entityType: FollowingEntityType; selection: string | null };

/** platform-reference §7.4 followingFeed (sortType): a page of the following feed. */
export const FollowingFeedQuery: Operation<FollowingFeedData, FollowingFeedVars> = {
  name: 'FollowingFeedQuery',
  source: /* GraphQL */ `
    query FollowingFeedQuery($paging: PagingOptions, $entityType: FollowingEntityType, $selection: ID) {
      followingFeed(paging: $paging, sortType: NEWEST, entityType: $entityType, selection: $selection) {
        items { feedId post { ${POST_CARD_FIELDS} } }
        pagingInfo { next { limit to } }
      }
    }
  `,
};

export const followingFeedFirstPage = (entityType: FollowingEntityType, selection: string | null): FollowingFeedVars => ({
  paging: { limit: FOLLOWING_FEED_PAGE_SIZE },
  entityType,
  selection,
});

/** A writer in the reader's following or muted list, with what the row's button needs. */
export type OwnListUser = {
  id: string;
  name: string;
  username: string;
  bio: string;
  url: string;
  socialStats: { followerCount: number };
  viewerEdge: { isFollowing: boolean; isMuting: boolean };
};
/** A publication in the reader's following or muted list. */
export type OwnListPublication = {
  id: string;
  name: string;
  slug: string;
  tagline: string;
  url: string;
  followGraph: { followerCount: number };
  viewerEdge: { isFollowing: boolean; isMuting: boolean };
};

const OWN_LIST_USER_FIELDS = 'id name username bio url socialStats { followerCount } viewerEdge { isFollowing isMuting }';
const OWN_LIST_PUBLICATION_FIELDS = 'id name slug tagline url followGraph { followerCount } viewerEdge { isFollowing isMuting }';

export type Connection<N> = { edges: { cursor: string; node: N }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

/** How many writers or publications the reader's own lists show at a time. */
export const OWN_LIST_PAGE_SIZE = 25;

export type OwnListField = 'followedUsers' | 'followedPublications' | 'mutedUsers' | 'mutedPublications';

export type OwnListData<N> = { viewer: { id: string; socialStats: { followingCount: number }; list: Connection<N> } | null };

const ownListQuery = <N,>(name: string, field: OwnListField, fields: string): Operation<OwnListData<N>, { after: string | null }> => ({
  name,
  source: /* GraphQL */ `
    query ${name}($after: String) {
      viewer {
        id
        socialStats { followingCount }
        list: ${field}(first: ${OWN_LIST_PAGE_SIZE}, after: $after) { edges { cursor node { ${fields} } } pageInfo { hasNextPage endCursor } }
      }
    }
  `,
});

/** customize-following: the writers the reader follows. */
export const FollowedUsersQuery = ownListQuery<OwnListUser>('FollowedUsersQuery', 'followedUsers', OWN_LIST_USER_FIELDS);
/** customize-following: the publications the reader follows. */
export const FollowedPublicationsQuery = ownListQuery<OwnListPublication>('FollowedPublicationsQuery', 'followedPublications', OWN_LIST_PUBLICATION_FIELDS);
/** customize-muted: the writers the reader muted. */
export const MutedUsersQuery = ownListQuery<OwnListUser>('MutedUsersQuery', 'mutedUsers', OWN_LIST_USER_FIELDS);
/** customize-muted: the publications the reader muted. */
export const MutedPublicationsQuery = ownListQuery<OwnListPublication>('MutedPublicationsQuery', 'mutedPublications', OWN_LIST_PUBLICATION_FIELDS);
