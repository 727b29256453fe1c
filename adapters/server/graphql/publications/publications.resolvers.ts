// A publication's masthead and the viewer's edge to it, its editors, and its stream (publicationPostFeed).
import { publicationPath } from '../../../../core/routing/links.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, bounded } from '../shared/errors.ts';
import { pagingOf } from '../shared/feed-page.ts';
import { loadUser } from '../shared/load-user.ts';
import { publicationStream } from './publication-stream.ts';
import { INPUT_BOUNDS } from '../../../../core/graphql/input-bounds.ts';

export const publicationResolvers: Resolvers = {
  Query: {
    publication: (_, args, ctx) => ctx.loaders.publicationBySlug.load(args.slug),
    async publicationByRef(_, { ref }, ctx) {
      if (ref.slug != null) return ctx.loaders.publicationBySlug.load(ref.slug);
      if (ref.domain != null) return ctx.repos.publications.publicationByDomain(ref.domain);
      throw badInput('A publication ref names its slug or its domain.');
    },
  },
  Publication: {
    url: (publication) => publicationPath(publication.slug),
    avatar: (publication) => (publication.avatarId ? { id: publication.avatarId } : null),
    async viewerEdge(publication, _, ctx) {
      const edge = await ctx.loaders.collectionEdge.load(publication.id);
      return { id: `${publication.id}:${ctx.viewerId ?? 'anonymous'}`, isFollowing: edge.isFollowing, isMuting: edge.isMuting, viewerStaffRole: edge.staffRole };
    },
    navigationItems: (publication, _, ctx) => ctx.loaders.navigationItemsByPublicationId.load(publication.id),
    async editors(publication, args, ctx) {
      bounded(args.first, INPUT_BOUNDS.editors);
      const editors = await ctx.loaders.editorsByPublicationId.load(publication.id);
      const roles = args.roles;
      return editors
        .filter((e) => !roles || roles.includes(e.role))
        .slice(0, args.first)
        .map((e) => ({ role: e.role, userId: e.userId }));
    },
    followGraph: async (publication, _, ctx) => ({
      followerCount: await ctx.loaders.followerCountByPublicationId.load(publication.id),
    }),
    homepage: (publication) => publication,
    posts(publication, args, ctx) {
      const paging = pagingOf(args.paging);
      return publicationStream(ctx, publication.id, paging.limit, paging.after);
    },
  },
  PublicationEditor: {
    user: (editor, _, ctx) => loadUser(ctx, editor.userId),
  },
};
