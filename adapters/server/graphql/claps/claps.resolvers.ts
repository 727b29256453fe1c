// Resolvers for claps.graphql.ts: thin. Counts are read through one DataLoader per request (a feed of 25 cards
// costs one statement for the totals and one for the viewer's own); the mutation goes through the claps service.
import DataLoader from 'dataloader';
import { isPublished } from '../../../../core/content/entities.ts';
import type { ClapTargetKind } from '../../../../core/claps/clap-rules.ts';
import type { ClappersCursor, ClapTotals } from '../../../../core/ports/claps-repository.port.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, badRequest } from '../shared/errors.ts';
import { loadUser } from '../shared/load-user.ts';
import { requestScoped } from '../shared/request-scoped.ts';
import { gatheredBatches } from '../shared/batch-schedule.ts';

/** "Who clapped" pages: 25 by default and at most. */
export const CLAPPERS_PAGE = 25;

const totalsLoaders = {
  POST: requestScoped((ctx) => new DataLoader<string, ClapTotals>(async (ids) => {
    const totals = await ctx.repos.claps.totals(ids, ctx.viewerId);
    return ids.map((one) => totals.get(one) ?? { clapCount: 0, viewerClapCount: 0 });
  }, gatheredBatches())),
  CATALOG: requestScoped((ctx) => new DataLoader<string, ClapTotals>(async (ids) => {
    const totals = await ctx.repos.claps.catalogTotals(ids, ctx.viewerId);
    return ids.map((one) => totals.get(one) ?? { clapCount: 0, viewerClapCount: 0 });
  })),
};

function totalsOf(ctx: GraphQLContext, id: string, kind: ClapTargetKind = 'POST'): Promise<ClapTotals> {
  return totalsLoaders[kind].of(ctx).load(id);
}

const encodeCursor = (cursor: ClappersCursor): string => Buffer.from(`${cursor.clappedAt}:${cursor.userId}`).toString('base64url');

function decodeCursor(to: string): ClappersCursor {
  const [at, ...rest] = Buffer.from(to, 'base64url').toString('utf8').split(':');
  const clappedAt = Number(at);
  const userId = rest.join(':');
  if (!Number.isSafeInteger(clappedAt) || userId.length === 0 || userId.length > 64) throw badInput('This paging cursor is not one this list gave.');
  return { clappedAt, userId };
}

function limitOf(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return CLAPPERS_PAGE;
  if (!Number.isInteger(limit) || limit < 1 || limit > CLAPPERS_PAGE) throw badInput(`paging.limit must be between 1 and ${CLAPPERS_PAGE}.`);
  return limit;
}

export const clapsResolvers: Resolvers = {
  Post: {
    clapCount: async (post, _, ctx) => (await totalsOf(ctx, post.id)).clapCount,
    viewerClapCount: async (post, _, ctx) => (ctx.viewerId ? (await totalsOf(ctx, post.id)).viewerClapCount : 0),
  },
  Catalog: {
    clapCount: async (catalog, _, ctx) => (await totalsOf(ctx, catalog.id, 'CATALOG')).clapCount,
    viewerClapCount: async (catalog, _, ctx) => (ctx.viewerId ? (await totalsOf(ctx, catalog.id, 'CATALOG')).viewerClapCount : 0),
    async clappers(catalog, { limit }, ctx) {
      const rows = await ctx.repos.claps.catalogClappers(catalog.id, limitOf(limit));
      return Promise.all(rows.map(async (row) => ({ claps: row.claps, user: await loadUser(ctx, row.userId) })));
    },
  },
  Query: {
    async postClappers(_, { postId, paging }, ctx) {
      const post = await ctx.loaders.postById.load(postId);
      if (!post || !isPublished(post) || post.suspendedAt !== null) return null;
      const limit = limitOf(paging?.limit);
      const after = paging?.to ? decodeCursor(paging.to) : null;
      const page = await ctx.repos.claps.clappers(postId, limit, after);
      return {
        post,
        items: await Promise.all(page.rows.map(async (row) => ({ claps: row.claps, user: await loadUser(ctx, row.userId) }))),
        pagingInfo: { next: page.next ? { limit, to: encodeCursor(page.next) } : null },
      };
    },
  },
  Mutation: {
    async clap(_, { input }, ctx) {
      if (!ctx.claps) throw badRequest('Clapping needs a browser request.');
      const result = await ctx.claps.clap(ctx.viewerId, { postId: input.postId, clientId: input.clientId, claps: input.claps });
      if (!result.ok) return { __typename: result.kind, message: result.message };
      return { __typename: 'Clapped', postId: input.postId, clapCount: result.clapCount, viewerClapCount: result.viewerClapCount };
    },
    async clapCatalog(_, { input }, ctx) {
      if (!ctx.claps) throw badRequest('Clapping needs a browser request.');
      const result = await ctx.claps.clapCatalog(ctx.viewerId, { catalogId: input.catalogId, clientId: input.clientId, claps: input.claps });
      if (!result.ok) return { __typename: result.kind, message: result.message };
      return { __typename: 'CatalogClapped', catalogId: input.catalogId, clapCount: result.clapCount, viewerClapCount: result.viewerClapCount };
    },
  },
  ClapResult: { __resolveType: (result) => result.__typename },
  ClapCatalogResult: { __resolveType: (result) => result.__typename },
};
