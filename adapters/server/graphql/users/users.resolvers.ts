// Writers and the signed-in reader: who they are, their counts, the viewer's edge to them and their stories.
import { userPath } from '../../../../core/routing/links.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { feedPage } from '../shared/feed-page.ts';
import { notFound } from '../shared/errors.ts';
import { signedIn } from '../shared/session.ts';
import { PROFILE_MESSAGES, validateProfile } from '../../../../core/onboarding/profile-rules.ts';

export const userResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => (ctx.viewerId ? ctx.loaders.userById.load(ctx.viewerId) : null),
    user: (_, args, ctx) => ctx.loaders.userByUsername.load(args.username.replace(/^@/, '')),
  },
  Mutation: {
    async updateProfile(_, args, ctx) {
      const { viewerId } = signedIn(ctx);
      const checked = validateProfile({ name: args.name, username: args.username });
      if (!checked.ok) return { __typename: 'ProfileRefused' as const, nameError: checked.errors.name ?? null, usernameError: checked.errors.username ?? null };
      const outcome = await ctx.repos.users.updateProfile(viewerId, { name: checked.name, username: checked.username });
      if (outcome === 'taken') return { __typename: 'ProfileRefused' as const, nameError: null, usernameError: PROFILE_MESSAGES.usernameTaken };
      ctx.loaders.userById.clear(viewerId);
      const viewer = await ctx.loaders.userById.load(viewerId);
      if (outcome === 'not-found' || !viewer) throw notFound('There is no such account.');
      return { __typename: 'ProfileUpdated' as const, viewer };
    },
  },
  UpdateProfileResult: { __resolveType: (result) => result.__typename },
  Viewer: {
    socialStats: (user, _, ctx) => ctx.loaders.socialStatsByUserId.load(user.id),
  },
  User: {
    url: (user) => userPath(user.username),
    posts: (user, args, ctx) =>
      feedPage(args.paging, (id) => `user:${user.id}:${id}`, (limit, after) => ctx.repos.posts.postsByCreator(user.id, limit, after)),
    viewerEdge: async (user, _, ctx) => ({
      id: `${user.id}:${ctx.viewerId ?? 'anonymous'}`,
      ...(await ctx.loaders.userEdge.load(user.id)),
    }),
    socialStats: (user, _, ctx) => ctx.loaders.socialStatsByUserId.load(user.id),
  },
};
