// reader-experience §7 follow and mute calls: followUser / unfollowUser and followCollection /
// unfollowCollection answer the target's id, name and viewerEdge (with its follower count), the mute
// mutations its viewerEdge.isMuting; ViewerFollowingCount reads the viewer's own following count after a
// follow. Each operation is named after its mutation.
import type {
  FollowCollectionMutationData,
  FollowCollectionMutationVariables,
  FollowUserMutationData,
  FollowUserMutationVariables,
  MuteCollectionMutationData,
  MuteCollectionMutationVariables,
  MuteUserMutationData,
  MuteUserMutationVariables,
  UnfollowCollectionMutationData,
  UnfollowCollectionMutationVariables,
  UnfollowUserMutationData,
  UnfollowUserMutationVariables,
  UnmuteCollectionMutationData,
  UnmuteCollectionMutationVariables,
  UnmuteUserMutationData,
  UnmuteUserMutationVariables,
  ViewerFollowingCountQueryData,
  ViewerFollowingCountQueryVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

const FOLLOWED_USER_FRAGMENT = /* GraphQL */ `
  fragment FollowedUserFields on User { id name viewerEdge { id isFollowing isMuting } socialStats { followerCount } }
`;
const FOLLOWED_COLLECTION_FRAGMENT = /* GraphQL */ `
  fragment FollowedCollectionFields on Publication { id name viewerEdge { id isFollowing isMuting } followGraph { followerCount } }
`;

export const FollowUserMutation: Operation<FollowUserMutationData, FollowUserMutationVariables> = {
  name: 'followUser',
  source: /* GraphQL */ `
    mutation followUser($id: ID!) { followUser(targetUserId: $id) { ...FollowedUserFields } }
    ${FOLLOWED_USER_FRAGMENT}
  `,
};

export const UnfollowUserMutation: Operation<UnfollowUserMutationData, UnfollowUserMutationVariables> = {
  name: 'unfollowUser',
  source: /* GraphQL */ `
    mutation unfollowUser($id: ID!) { unfollowUser(targetUserId: $id) { ...FollowedUserFields } }
    ${FOLLOWED_USER_FRAGMENT}
  `,
};

export const FollowCollectionMutation: Operation<FollowCollectionMutationData, FollowCollectionMutationVariables> = {
  name: 'followCollection',
  source: /* GraphQL */ `
    mutation followCollection($id: ID!) { followCollection(targetCollectionId: $id) { ...FollowedCollectionFields } }
    ${FOLLOWED_COLLECTION_FRAGMENT}
  `,
};

export const UnfollowCollectionMutation: Operation<UnfollowCollectionMutationData, UnfollowCollectionMutationVariables> = {
  name: 'unfollowCollection',
  source: /* GraphQL */ `
    mutation unfollowCollection($id: ID!) { unfollowCollection(targetCollectionId: $id) { ...FollowedCollectionFields } }
    ${FOLLOWED_COLLECTION_FRAGMENT}
  `,
};

export const MuteUserMutation: Operation<MuteUserMutationData, MuteUserMutationVariables> = {
  name: 'muteUser',
  source: /* GraphQL */ `
    mutation muteUser($id: ID!) { muteUser(targetUserId: $id) { id viewerEdge { id isMuting } } }
  `,
};

export const UnmuteUserMutation: Operation<UnmuteUserMutationData, UnmuteUserMutationVariables> = {
  name: 'unmuteUser',
  source: /* GraphQL */ `
    mutation unmuteUser($id: ID!) { unmuteUser(targetUserId: $id) { id viewerEdge { id isMuting } } }
  `,
};

export const MuteCollectionMutation: Operation<MuteCollectionMutationData, MuteCollectionMutationVariables> = {
  name: 'muteCollection',
  source: /* GraphQL */ `
    mutation muteCollection($id: ID!) { muteCollection(targetCollectionId: $id) { id viewerEdge { id isMuting } } }
  `,
};

export const UnmuteCollectionMutation: Operation<UnmuteCollectionMutationData, UnmuteCollectionMutationVariables> = {
  name: 'unmuteCollection',
  source: /* GraphQL */ `
    mutation unmuteCollection($id: ID!) { unmuteCollection(targetCollectionId: $id) { id viewerEdge { id isMuting } } }
  `,
};

export const ViewerFollowingCountQuery: Operation<ViewerFollowingCountQueryData, ViewerFollowingCountQueryVariables> = {
  name: 'ViewerFollowingCount',
  source: /* GraphQL */ `
    query ViewerFollowingCount { viewer { socialStats { followingCount } } }
  `,
};
