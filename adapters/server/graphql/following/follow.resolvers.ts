// reader-experience §7 followUser/unfollowUser, followCollection/unfollowCollection and the mute mutations:
// idempotent writes by the signed-in reader, answered with the writer or publication as it now stands.
import type { Publication, User } from '../../../../core/content/entities.ts';
import { selfFollowMessage } from '../../../../core/copy/copy.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, notFound } from '../shared/errors.ts';
import { signedIn } from '../shared/session.ts';

type FollowsRepository = GraphQLContext['repos']['follows'];

/** The viewer and an existing user to act on; following yourself is refused (reader-experience §8). */
async function userTarget(ctx: GraphQLContext, targetUserId: string, action: 'follow' | 'mute'): Promise<{ viewerId: string; user: User }> {
  const { viewerId } = signedIn(ctx);
  const user = await ctx.loaders.userById.load(targetUserId);
  if (!user) throw notFound('There is no such writer.');
  if (user.id === viewerId) {
    throw badInput(action === 'follow' ? selfFollowMessage(ctx.productName) : 'You cannot mute yourself.');
  }
  return { viewerId, user };
}

async function collectionTarget(ctx: GraphQLContext, targetCollectionId: string): Promise<{ viewerId: string; publication: Publication }> {
  const { viewerId } = signedIn(ctx);
  const publication = await ctx.loaders.publicationById.load(targetCollectionId);
  if (!publication) throw notFound('There is no such publication.');
  return { viewerId, publication };
}

/** A write to the viewer's edge to a writer; the edges and counts this request already loaded are then stale. */
const userWrite =
  (action: 'follow' | 'mute', write: (follows: FollowsRepository, viewerId: string, userId: string) => Promise<unknown>) =>
  async (_: unknown, args: { targetUserId: string }, ctx: GraphQLContext): Promise<User> => {
    const { viewerId, user } = await userTarget(ctx, args.targetUserId, action);
    await write(ctx.repos.follows, viewerId, user.id);
    ctx.loaders.userEdge.clear(user.id);
    ctx.loaders.socialStatsByUserId.clear(user.id).clear(viewerId);
    return user;
  };

/** A write to the viewer's edge to a publication; its edge and follower count are then stale. */
const collectionWrite =
  (write: (follows: FollowsRepository, viewerId: string, publicationId: string) => Promise<unknown>) =>
  async (_: unknown, args: { targetCollectionId: string }, ctx: GraphQLContext): Promise<Publication> => {
    const { viewerId, publication } = await collectionTarget(ctx, args.targetCollectionId);
    await write(ctx.repos.follows, viewerId, publication.id);
    ctx.loaders.collectionEdge.clear(publication.id);
    ctx.loaders.followerCountByPublicationId.clear(publication.id);
    return publication;
  };

export const followResolvers: Resolvers = {
  Mutation: {
    followUser: userWrite('follow', (follows, viewerId, userId) => follows.followUser(viewerId, userId)),
    unfollowUser: userWrite('follow', (follows, viewerId, userId) => follows.unfollowUser(viewerId, userId)),
    followCollection: collectionWrite((follows, viewerId, publicationId) => follows.followCollection(viewerId, publicationId)),
    unfollowCollection: collectionWrite((follows, viewerId, publicationId) => follows.unfollowCollection(viewerId, publicationId)),
    muteUser: userWrite('mute', (follows, viewerId, userId) => follows.setUserMute(viewerId, userId, true)),
    unmuteUser: userWrite('mute', (follows, viewerId, userId) => follows.setUserMute(viewerId, userId, false)),
    muteCollection: collectionWrite((follows, viewerId, publicationId) => follows.setCollectionMute(viewerId, publicationId, true)),
    unmuteCollection: collectionWrite((follows, viewerId, publicationId) => follows.setCollectionMute(viewerId, publicationId, false)),
  },
};
