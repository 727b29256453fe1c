// The follow graph as lists: the reader's followed and muted writers and publications (customize-following,
// customize-muted, the sidebar's SidebarMenuQuery), and a writer's followers and following (user-followers,
// user-following). The reader's own lists are nobody else's business.
import { targetKindOf } from '../../../../core/following/following-feed.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { bounded } from '../shared/errors.ts';
import { ownList } from '../shared/session.ts';
import { edgeListConnection, followedEdge, followedEdges, kindOfType, mutedEdge } from './followed-entities.ts';
import { INPUT_BOUNDS } from '../../../../core/graphql/input-bounds.ts';

export const followListResolvers: Resolvers = {
  Viewer: {
    async followedEntities(user, args, ctx) {
      bounded(args.first, INPUT_BOUNDS.followList);
      const rows = await ctx.repos.follows.followedEntities(ownList(user, ctx), args.first + 1, kindOfType(args.type));
      return { edges: await followedEdges(ctx, rows.slice(0, args.first)), pageInfo: { hasNextPage: rows.length > args.first } };
    },
    async followedEntity(user, args, ctx) {
      const row = await ctx.repos.follows.followedEntity(ownList(user, ctx), targetKindOf(args.type), args.id);
      return row ? ((await followedEdges(ctx, [row]))[0] ?? null) : null;
    },
    followedUsers: (user, args, ctx) =>
      edgeListConnection(args, (limit, after) => ctx.repos.follows.followingOf(ownList(user, ctx), limit, after), (id) => ctx.loaders.userById.load(id), followedEdge),
    followedPublications: (user, args, ctx) =>
      edgeListConnection(
        args,
        (limit, after) => ctx.repos.follows.followedPublicationsOf(ownList(user, ctx), limit, after),
        (id) => ctx.loaders.publicationById.load(id),
        followedEdge,
      ),
    mutedUsers: (user, args, ctx) =>
      edgeListConnection(args, (limit, after) => ctx.repos.follows.mutedUsersOf(ownList(user, ctx), limit, after), (id) => ctx.loaders.userById.load(id), mutedEdge),
    mutedPublications: (user, args, ctx) =>
      edgeListConnection(
        args,
        (limit, after) => ctx.repos.follows.mutedPublicationsOf(ownList(user, ctx), limit, after),
        (id) => ctx.loaders.publicationById.load(id),
        mutedEdge,
      ),
  },
  User: {
    followers: (user, args, ctx) =>
      edgeListConnection(args, (limit, after) => ctx.repos.follows.followersOf(user.id, limit, after), (id) => ctx.loaders.userById.load(id), followedEdge),
    following: (user, args, ctx) =>
      edgeListConnection(args, (limit, after) => ctx.repos.follows.followingOf(user.id, limit, after), (id) => ctx.loaders.userById.load(id), followedEdge),
  },
  FollowedEntity: {
    __resolveType: (entity) => entity.__typename,
  },
};
