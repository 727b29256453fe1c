// Resolvers for newsletters.graphql.ts: thin. The store finds (or first makes) the newsletter, the viewer's status
// and the active count; the count is asked only when the viewer owns the newsletter.
import type { Newsletter } from '../../../postgres/newsletters.repository.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

async function newsletterV3(newsletter: Newsletter | null, ctx: GraphQLContext) {
  if (!newsletter) return null;
  const viewerId = ctx.viewerId;
  const [status, subscriberCount] = await Promise.all([
    viewerId ? ctx.repos.newsletters.statusOfUser(newsletter.id, viewerId) : Promise.resolve(null),
    viewerId !== null && viewerId === newsletter.user.id ? ctx.repos.newsletters.activeCount(newsletter.id) : Promise.resolve(null),
  ]);
  return {
    id: newsletter.id,
    type: newsletter.type === 'collection' ? ('COLLECTION' as const) : ('AUTHOR' as const),
    slug: newsletter.slug,
    name: newsletter.name,
    collectionSlug: newsletter.collectionSlug,
    user: newsletter.user,
    viewerEdge: { id: `${newsletter.id}:${viewerId ?? 'anonymous'}`, isSubscribed: status === 'active' },
    subscriberCount,
  };
}

export const newsletterResolvers: Resolvers<GraphQLContext> = {
  User: {
    newsletterV3: async (user, _, ctx) => newsletterV3(await ctx.repos.newsletters.ofAuthor(user.id), ctx),
  },
  Publication: {
    newsletterV3: async (publication, _, ctx) => newsletterV3(await ctx.repos.newsletters.ofPublication(publication.id), ctx),
  },
};
