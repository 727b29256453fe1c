// The follow machine's calls, over the batched transport (reader-experience §7 follow and mute mutations).
import { fromPromise } from 'xstate';
import type { GraphQLTransport, OperationResult } from '../../adapters/graphql-client/batched-client.ts';
import type { FollowAnswer, MuteAnswer, SetFollowingInput, SetMutingInput } from '../../core/following/follow.machine.ts';
import type { Operation } from '../post-card-fields.ts';
import {
  FollowCollectionMutation,
  FollowUserMutation,
  MuteCollectionMutation,
  MuteUserMutation,
  UnfollowCollectionMutation,
  UnfollowUserMutation,
  UnmuteCollectionMutation,
  UnmuteUserMutation,
  ViewerFollowingCountQuery,
} from './follow-operations.ts';

/** The operation's answer, picked by `field`; no transport, or no answer, is a failure the machine reports. */
async function call<TData, TVars extends Record<string, unknown>, T>(
  transport: GraphQLTransport | null,
  operation: Operation<TData, TVars>,
  variables: TVars,
  field: (data: TData) => T | null | undefined,
): Promise<T> {
  if (!transport) throw new Error('No transport');
  const result: OperationResult<TData> = await transport.request(operation, variables);
  const value = result.data ? field(result.data) : undefined;
  if (value === undefined || value === null) throw new Error(result.errors?.[0]?.message ?? 'The server did not answer');
  return value;
}

/** The target's follow state and follower count, as the follow mutation of its kind answers them. */
function setFollowing(transport: GraphQLTransport | null, { target, follow }: SetFollowingInput) {
  const variables = { id: target.id };
  if (target.kind === 'user') {
    const answer = follow
      ? call(transport, FollowUserMutation, variables, (d) => d.followUser)
      : call(transport, UnfollowUserMutation, variables, (d) => d.unfollowUser);
    return answer.then((user) => ({ isFollowing: user.viewerEdge.isFollowing, followerCount: user.socialStats.followerCount }));
  }
  const answer = follow
    ? call(transport, FollowCollectionMutation, variables, (d) => d.followCollection)
    : call(transport, UnfollowCollectionMutation, variables, (d) => d.unfollowCollection);
  return answer.then((publication) => ({ isFollowing: publication.viewerEdge.isFollowing, followerCount: publication.followGraph.followerCount }));
}

function setMuting(transport: GraphQLTransport | null, { target, mute }: SetMutingInput) {
  const variables = { id: target.id };
  if (target.kind === 'user') {
    return mute
      ? call(transport, MuteUserMutation, variables, (d) => d.muteUser)
      : call(transport, UnmuteUserMutation, variables, (d) => d.unmuteUser);
  }
  return mute
    ? call(transport, MuteCollectionMutation, variables, (d) => d.muteCollection)
    : call(transport, UnmuteCollectionMutation, variables, (d) => d.unmuteCollection);
}

/** `onFollowChanged` runs once a follow or unfollow has been answered (the page's stale queries are asked again). */
export function followActors(transport: GraphQLTransport | null, onFollowChanged: () => void = () => {}) {
  return {
    setFollowing: fromPromise<FollowAnswer, SetFollowingInput>(async ({ input }) => {
      const answer = await setFollowing(transport, input);
      onFollowChanged();
      const viewer = await call(transport, ViewerFollowingCountQuery, {}, (d) => d.viewer);
      return { ...answer, viewerFollowingCount: viewer.socialStats.followingCount };
    }),
    setMuting: fromPromise<MuteAnswer, SetMutingInput>(async ({ input }) => {
      const answer = await setMuting(transport, input);
      return { isMuting: answer.viewerEdge.isMuting };
    }),
  };
}
