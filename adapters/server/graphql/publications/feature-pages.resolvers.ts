// A publication's feature pages (feature-pages.graphql.ts): changed by its owners and editors only (others
// FORBIDDEN, logged out UNAUTHENTICATED), each draft checked by core's rules (core/publication/feature-pages.ts; a
// bad address, a reserved one, a taken one, no tags: BAD_USER_INPUT with the rule's message); the store's wrapper
// purges every cached page of the publication (edge-cache/purge-on-write.ts).
import { randomUUID } from 'node:crypto';
import { FEATURE_PAGE_LIMITS, FEATURE_PAGE_MESSAGES, parseFeaturePage } from '../../../../core/publication/feature-pages.ts';
import { FEATURE_PAGE_RESERVED_SLUGS } from '../../../../core/publication/feature-page-slugs.ts';
import { isReorderOf } from '../../../../core/publication/feature-page-order.ts';
import { canChangeSettings } from '../../../../core/publication/settings.ts';
import { pathTo } from '../../../../core/routing/paths.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, forbidden, notFound } from '../shared/errors.ts';
import { feedPage } from '../shared/feed-page.ts';
import { signedInViewer } from '../shared/session.ts';

/** The one check before a change: signed in, the publication exists, and the viewer is an owner or editor of it. */
async function featurePagesAccess(ctx: GraphQLContext, publicationId: string): Promise<void> {
  signedInViewer(ctx);
  const publication = await ctx.loaders.publicationById.load(publicationId);
  if (!publication) throw notFound('There is no such publication.');
  const edge = await ctx.loaders.collectionEdge.load(publicationId);
  if (!canChangeSettings(edge.staffRole)) throw forbidden("Only the publication's owners and editors may change its feature pages.");
}

function draftOf(input: { title: string; slug: string; description: string; layout: string; tags: readonly string[] }) {
  const parsed = parseFeaturePage(input, FEATURE_PAGE_RESERVED_SLUGS);
  if (!parsed.ok) throw badInput(parsed.message);
  return parsed.value;
}

export const featurePagesResolvers: Resolvers = {
  Mutation: {
    async createPublicationFeaturePage(_, { publicationId, input }, ctx) {
      await featurePagesAccess(ctx, publicationId);
      const page = draftOf(input);
      const result = await ctx.repos.featurePages.createFeaturePage(publicationId, page, randomUUID(), FEATURE_PAGE_LIMITS.pages);
      if (!result.ok) throw badInput(result.error === 'SLUG_TAKEN' ? FEATURE_PAGE_MESSAGES.taken(page.slug) : FEATURE_PAGE_MESSAGES.tooMany);
      return result.page;
    },
    async updatePublicationFeaturePage(_, { publicationId, slug, input }, ctx) {
      await featurePagesAccess(ctx, publicationId);
      const page = draftOf(input);
      const result = await ctx.repos.featurePages.updateFeaturePage(publicationId, slug, page);
      if (!result.ok) throw result.error === 'NOT_FOUND' ? notFound(FEATURE_PAGE_MESSAGES.notFound) : badInput(FEATURE_PAGE_MESSAGES.taken(page.slug));
      return result.page;
    },
    async deletePublicationFeaturePage(_, { publicationId, slug }, ctx) {
      await featurePagesAccess(ctx, publicationId);
      return ctx.repos.featurePages.deleteFeaturePage(publicationId, slug);
    },
    async reorderPublicationFeaturePages(_, { publicationId, slugs }, ctx) {
      await featurePagesAccess(ctx, publicationId);
      const current = await ctx.repos.featurePages.featurePagesOf(publicationId);
      if (!isReorderOf(current.map((p) => p.slug), slugs)) throw badInput(FEATURE_PAGE_MESSAGES.badOrder);
      // The store checks again in the same statement: a page added or removed meanwhile makes it change nothing.
      if (!(await ctx.repos.featurePages.reorderFeaturePages(publicationId, slugs))) throw badInput(FEATURE_PAGE_MESSAGES.badOrder);
      return ctx.repos.featurePages.featurePagesOf(publicationId);
    },
  },
  FeaturePage: {
    tags: (page, _, ctx) =>
      Promise.all(page.tags.map(async (slug) => ({ slug, displayTitle: (await ctx.repos.topics.tagBySlug(slug))?.displayTitle ?? slug }))),
    async url(page, _, ctx) {
      const publication = await ctx.loaders.publicationById.load(page.publicationId);
      return pathTo('ShowCollectionTopicHome', { collectionSlug: publication?.slug ?? '', topicSlug: page.slug });
    },
    posts(page, args, ctx) {
      const tag = args.tag?.trim().toLowerCase() || null;
      if (tag !== null && !page.tags.includes(tag)) throw badInput(`'${tag}' is not one of the tags of ${page.title}.`);
      const tags = tag === null ? page.tags : [tag];
      return feedPage(args.paging, (id) => `feature:${page.id}:${tag ?? ''}:${id}`, (limit, after) =>
        ctx.repos.featurePages.featurePagePosts(page.publicationId, tags, limit, after, ctx.viewerId),
      );
    },
  },
  PublicationSettings: {
    featurePages: (settings, _, ctx) => ctx.repos.featurePages.featurePagesOf(settings.id),
  },
  Publication: {
    featurePage: (publication, { slug }, ctx) => ctx.repos.featurePages.featurePage(publication.id, slug),
    featurePages: (publication, _, ctx) => ctx.repos.featurePages.featurePagesOf(publication.id),
  },
};
