// The follow machine's calls, over the batched transport (reader-experience §7 follow and mute mutations).
import { fromPromise } from 'xstate';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import type { FollowAnswer, MuteAnswer, SetFollowingInput, SetMutingInput } from '../../core/following/follow.machine.ts';

const USER_FIELDS = 'id name viewerEdge { id isFollowing isMuting } socialStats { followerCount }';
const COLLECTION_FIELDS = 'id name viewerEdge { id isFollowing isMuting } followGraph { followerCount }';

const ViewerCountsQuery = { name: 'ViewerFollowingCount', source: 'query ViewerFollowingCount { viewer { socialStats { followingCount } } }' };

async function call<T>(transport: GraphQLTransport | null, name: string, source: string, variables: Record<string, unknown>): Promise<T> {
  if (!transport) throw new Error('No transport');
  const result = await transport.request<Record<string, T>>({ name, source }, variables);
  const value = result.data ? Object.values(result.data)[0] : undefined;
  if (value === undefined || value === null) throw new Error(result.errors?.[0]?.message ?? 'The server did not answer');
  return value;
}

/** `onFollowChanged` runs once a follow or unfollow has been answered (the page's stale queries are asked again). */
export function followActors(transport: GraphQLTransport | null, onFollowChanged: () => void = () => {}) {
  return {
    setFollowing: fromPromise<FollowAnswer, SetFollowingInput>(async ({ input }) => {
      const user = input.target.kind === 'user';
      const field = `${input.follow ? 'follow' : 'unfollow'}${user ? 'User' : 'Collection'}`;
      const arg = user ? 'targetUserId' : 'targetCollectionId';
      const answer = await call<{ viewerEdge: { isFollowing: boolean }; socialStats?: { followerCount: number }; followGraph?: { followerCount: number } }>(
        transport,
        field,
        `mutation ${field}($id: ID!) { ${field}(${arg}: $id) { ${user ? USER_FIELDS : COLLECTION_FIELDS} } }`,
        { id: input.target.id },
      );
      onFollowChanged();
      const viewer = await call<{ socialStats: { followingCount: number } }>(transport, ViewerCountsQuery.name, ViewerCountsQuery.source, {});
      return {
        isFollowing: answer.viewerEdge.isFollowing,
        followerCount: (answer.socialStats ?? answer.followGraph)!.followerCount,
        viewerFollowingCount: viewer.socialStats.followingCount,
      };
    }),
    setMuting: fromPromise<MuteAnswer, SetMutingInput>(async ({ input }) => {
      const user = input.target.kind === 'user';
      const field = `${input.mute ? 'mute' : 'unmute'}${user ? 'User' : 'Collection'}`;
      const arg = user ? 'targetUserId' : 'targetCollectionId';
      const answer = await call<{ viewerEdge: { isMuting: boolean } }>(
        transport,
        field,
        `mutation ${field}($id: ID!) { ${field}(${arg}: $id) { id viewerEdge { id isMuting } } }`,
        { id: input.target.id },
      );
      return { isMuting: answer.viewerEdge.isMuting };
    }),
  };
}
