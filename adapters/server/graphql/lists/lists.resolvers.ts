// Resolvers for lists.graphql.ts: the viewer's lists and the save button's state, a user's public lists, a list and
// its stories, followed and popular lists, and the list mutations. Every mutation checks its input with core's rules
// (core/lists/catalogs.ts), spends the reader's list-write allowance (CATALOG_WRITES_LIMIT, counted in the store)
// and answers a result union member with a message. A list the viewer may not see answers exactly as one that does
// not exist (NotFound / null), so a private list's existence never leaks.
import { randomBytes } from 'node:crypto';
import DataLoader from 'dataloader';
import { isPublished, type PostSummary } from '../../../../core/content/entities.ts';
import { consume } from '../../../../core/limits/rate-limit.ts';
import {
  CATALOG_WRITES_LIMIT,
  catalogSlugId,
  checkCatalogInput,
  followRefusal,
  itemQueryFor,
  LIST_MESSAGES,
  mayChangeCatalog,
  mayEditCatalog,
  maySeeCatalog,
  type ReadingListFilter,
} from '../../../../core/lists/catalogs.ts';
import type { CatalogItemView, CatalogRecord } from '../../../../core/ports/lists-repository.port.ts';
import { pathTo } from '../../../../core/routing/paths.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput } from '../shared/errors.ts';
import { loadUser } from '../shared/load-user.ts';
import { signedInViewer } from '../shared/session.ts';
import { gatheredBatches } from '../shared/batch-schedule.ts';
import { requestScoped } from '../shared/request-scoped.ts';

const PAGE_DEFAULT = 20;
const ITEMS_DEFAULT = 10;
const PAGE_MAX = 50;
const PREVIEW_IMAGES = 3;

type ErrorMember =
  | { __typename: 'BadRequest'; message: string }
  | { __typename: 'Unauthorized'; message: string }
  | { __typename: 'NotFound'; message: string }
  | { __typename: 'RateLimited'; message: string };

const bad = (message: string): ErrorMember => ({ __typename: 'BadRequest', message });
const notFound = (message: string = LIST_MESSAGES.notFound): ErrorMember => ({ __typename: 'NotFound', message });
const UNAUTHORIZED: ErrorMember = { __typename: 'Unauthorized', message: LIST_MESSAGES.signIn };

/** first within 1..PAGE_MAX (the default when absent); anything else is the client's mistake, said plainly. */
function pageSize(first: number | null | undefined, fallback: number): number {
  if (first === null || first === undefined) return fallback;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX) throw badInput(`first must be between 1 and ${PAGE_MAX}.`);
  return first;
}

// ——— per-request state: which of the viewer's lists hold which story ———

const holdingLoaders = requestScoped((ctx) => {
  const viewerId = ctx.viewerId;
  return viewerId
    ? new DataLoader<string, string[]>(async (postIds) => {
        const map = await ctx.repos.lists.catalogsHolding(viewerId, postIds);
        return postIds.map((id) => map.get(id) ?? []);
      }, gatheredBatches())
    : null;
});

function holding(ctx: GraphQLContext): DataLoader<string, string[]> | null {
  return ctx.viewerId ? holdingLoaders.of(ctx) : null;
}

const followLoaders = requestScoped((ctx) => {
  const viewerId = ctx.viewerId;
  return new DataLoader<string, boolean>(async (ids) => {
    const set = viewerId ? await ctx.repos.lists.followedIds(viewerId, ids) : new Set<string>();
    return ids.map((id) => set.has(id));
  });
});
function following(ctx: GraphQLContext, catalogId: string): Promise<boolean> {
  if (!ctx.viewerId) return Promise.resolve(false);
  return followLoaders.of(ctx).load(catalogId);
}

const previewLoaders = requestScoped(
  (ctx) =>
    new DataLoader<string, string[]>(async (ids) => {
      const map = await ctx.repos.lists.previewPostIds(ids, PREVIEW_IMAGES * 2);
      return ids.map((id) => map.get(id) ?? []);
    }),
);
function previewPosts(ctx: GraphQLContext, catalogId: string): Promise<string[]> {
  return previewLoaders.of(ctx).load(catalogId);
}

/** After a write the request's answers about the viewer's lists are stale. */
function forgetViewerState(ctx: GraphQLContext): void {
  holdingLoaders.forget(ctx);
  followLoaders.forget(ctx);
  previewLoaders.forget(ctx);
}

// ——— reading ———

/** A readable story (published, not trashed), or null. */
async function readablePost(ctx: GraphQLContext, postId: string): Promise<PostSummary | null> {
  const post = await ctx.loaders.postById.load(postId);
  return post && isPublished(post) ? post : null;
}

/** The list if the viewer may see it; otherwise null, as for no list at all. */
async function visibleCatalog(ctx: GraphQLContext, id: string): Promise<CatalogRecord | null> {
  if (id.length > 64) return null;
  const catalog = await ctx.repos.lists.catalogById(id);
  return catalog && maySeeCatalog(catalog, ctx.viewerId) ? catalog : null;
}

const pageOf = (rows: CatalogRecord[], next: string | null) => ({ items: rows, nextCursor: next });

// ——— writing ———

type Writer = { viewerId: string };

/** The signed-in reader within their list-write allowance; an error member otherwise. */
async function writer(ctx: GraphQLContext): Promise<Writer | ErrorMember> {
  if (!ctx.viewerId) return UNAUTHORIZED;
  const decision = await consume(ctx.repos.rateLimits, CATALOG_WRITES_LIMIT, ctx.viewerId, Date.now());
  if (!decision.ok) return { __typename: 'RateLimited', message: LIST_MESSAGES.tooFast(decision.retryAfterSeconds) };
  return { viewerId: ctx.viewerId };
}

const isError = (value: unknown): value is ErrorMember => typeof value === 'object' && value !== null && '__typename' in value;

/** One of the viewer's own lists to change: NotFound for anyone else's (public or not) or for none. */
async function ownCatalog(ctx: GraphQLContext, viewerId: string, catalogId: string): Promise<CatalogRecord | ErrorMember> {
  const catalog = catalogId.length > 64 ? null : await ctx.repos.lists.catalogById(catalogId);
  if (!catalog || !maySeeCatalog(catalog, viewerId)) return notFound();
  if (!mayChangeCatalog(catalog, viewerId)) return notFound(LIST_MESSAGES.notOwner);
  return catalog;
}

async function itemChange(
  ctx: GraphQLContext,
  args: { catalogId: string; postId: string },
  change: (viewerId: string, catalog: CatalogRecord, post: PostSummary) => Promise<ErrorMember | boolean>,
) {
  const who = await writer(ctx);
  if (isError(who)) return who;
  const catalog = await ownCatalog(ctx, who.viewerId, args.catalogId);
  if (isError(catalog)) return catalog;
  const post = await readablePost(ctx, args.postId);
  if (!post) return notFound(LIST_MESSAGES.postNotFound);
  const changed = await change(who.viewerId, catalog, post);
  if (isError(changed)) return changed;
  forgetViewerState(ctx);
  const fresh = (await ctx.repos.lists.catalogById(catalog.id)) ?? catalog;
  return { __typename: 'CatalogItemChanged' as const, catalog: fresh, post, changed };
}

export const listsResolvers: Resolvers = {
  Query: {
    async viewerCatalogs(_, args, ctx) {
      const viewerId = signedInViewer(ctx);
      await ctx.repos.lists.ensurePredefined(viewerId);
      const got = await ctx.repos.lists.catalogsOf(viewerId, { publicOnly: false, limit: pageSize(args.first, PAGE_DEFAULT), after: args.after ?? null });
      return pageOf(got.rows, got.next);
    },
    async userCatalogs(_, args, ctx) {
      const user = await ctx.loaders.userByUsername.load(args.username.toLowerCase());
      if (!user) return pageOf([], null);
      const got = await ctx.repos.lists.catalogsOf(user.id, { publicOnly: true, limit: pageSize(args.first, PAGE_DEFAULT), after: args.after ?? null });
      return pageOf(got.rows, got.next);
    },
    catalog: (_, args, ctx) => visibleCatalog(ctx, args.id),
    viewerPredefinedCatalog: (_, args, ctx) => ctx.repos.lists.predefinedOf(signedInViewer(ctx), args.type),
    async followedCatalogs(_, args, ctx) {
      const viewerId = signedInViewer(ctx);
      const got = await ctx.repos.lists.followedBy(viewerId, pageSize(args.first, PAGE_DEFAULT), args.after ?? null);
      return pageOf(got.rows, got.next);
    },
    async popularCatalogs(_, args, ctx) {
      const got = await ctx.repos.lists.popularPublic(pageSize(args.first, PAGE_DEFAULT), args.after ?? null);
      return pageOf(got.rows, got.next);
    },
  },

  Post: {
    async viewerIsSaved(post, _, ctx) {
      const loader = holding(ctx);
      return loader ? (await loader.load(post.id)).length > 0 : false;
    },
  },

  Catalog: {
    slugId: (c) => catalogSlugId(c),
    async url(c, _, ctx) {
      const creator = await loadUser(ctx, c.userId);
      return pathTo('ShowUserList', { username: creator.username, catalogSlugId: catalogSlugId(c) });
    },
    createdAt: (c) => c.createdAt.getTime(),
    updatedAt: (c) => c.updatedAt.getTime(),
    creator: (c, _, ctx) => loadUser(ctx, c.userId),
    viewerIsOwner: (c, _, ctx) => c.userId === ctx.viewerId,
    viewerIsFollowing: (c, _, ctx) => (c.userId === ctx.viewerId ? false : following(ctx, c.id)),
    async containsPost(c, args, ctx) {
      if (c.userId !== ctx.viewerId) return false;
      const loader = holding(ctx);
      return loader ? (await loader.load(args.postId)).includes(c.id) : false;
    },
    async previewImages(c, _, ctx) {
      const ids = await previewPosts(ctx, c.id);
      const posts = await Promise.all(ids.map((id) => readablePost(ctx, id)));
      return posts.flatMap((p) => (p?.previewImage ? [p.previewImage] : [])).slice(0, PREVIEW_IMAGES);
    },
    async items(c, args, ctx) {
      const query = itemQueryFor((args.filter ?? null) as ReadingListFilter | null);
      // HIGHLIGHTS is not a list of saved stories: the reader's highlights answer it (Query.yourHighlights).
      if ('highlights' in query) return { items: [], nextCursor: null };
      // Archived stories are their owner's business only.
      if (query.archived && c.userId !== ctx.viewerId) return { items: [], nextCursor: null };
      const got = await ctx.repos.lists.items(c.id, query, pageSize(args.first, ITEMS_DEFAULT), args.after ?? null);
      const items: CatalogItemView[] = [];
      for (const row of got.rows) {
        const post = await readablePost(ctx, row.postId);
        if (post) items.push({ ...row, post });
      }
      return { items, nextCursor: got.next };
    },
  },

  CatalogItem: {
    post: (item) => item.post,
    addedAt: (item) => item.addedAt.getTime(),
    archived: (item) => item.archivedAt !== null,
  },

  Mutation: {
    async createCatalog(_, { input }, ctx) {
      const checked = checkCatalogInput(input);
      if (!checked.ok) return bad(checked.message);
      const who = await writer(ctx);
      if (isError(who)) return who;
      const post = input.postId ? await readablePost(ctx, input.postId) : null;
      if (input.postId && !post) return notFound(LIST_MESSAGES.postNotFound);
      const catalog = await ctx.repos.lists.createCatalog(who.viewerId, randomBytes(6).toString('hex'), checked.value, new Date());
      if (!catalog) return bad(LIST_MESSAGES.tooManyLists);
      if (post) await ctx.repos.lists.addItem(catalog.id, post.id, new Date());
      forgetViewerState(ctx);
      return { __typename: 'CatalogSaved', catalog: (await ctx.repos.lists.catalogById(catalog.id)) ?? catalog };
    },
    async updateCatalog(_, { catalogId, input }, ctx) {
      const checked = checkCatalogInput(input);
      if (!checked.ok) return bad(checked.message);
      const who = await writer(ctx);
      if (isError(who)) return who;
      const catalog = await ownCatalog(ctx, who.viewerId, catalogId);
      if (isError(catalog)) return catalog;
      if (!mayEditCatalog(catalog, who.viewerId)) return bad(LIST_MESSAGES.predefinedFixed);
      const updated = await ctx.repos.lists.updateCatalog(catalog.id, checked.value, new Date());
      return updated ? { __typename: 'CatalogSaved', catalog: updated } : notFound();
    },
    async deleteCatalog(_, { catalogId }, ctx) {
      const who = await writer(ctx);
      if (isError(who)) return who;
      const catalog = await ownCatalog(ctx, who.viewerId, catalogId);
      if (isError(catalog)) return catalog;
      if (!mayEditCatalog(catalog, who.viewerId)) return bad(LIST_MESSAGES.predefinedFixed);
      await ctx.repos.lists.deleteCatalog(catalog.id);
      forgetViewerState(ctx);
      return { __typename: 'CatalogDeleted', catalogId: catalog.id };
    },
    addToCatalog: (_, args, ctx) =>
      itemChange(ctx, args, async (_viewer, catalog, post) => {
        const result = await ctx.repos.lists.addItem(catalog.id, post.id, new Date());
        return result.full ? bad(LIST_MESSAGES.listFull) : result.changed;
      }),
    removeFromCatalog: (_, args, ctx) => itemChange(ctx, args, async (_viewer, catalog, post) => (await ctx.repos.lists.removeItem(catalog.id, post.id, new Date())).changed),
    reorderCatalogItem: (_, args, ctx) =>
      itemChange(ctx, args, async (_viewer, catalog, post) => {
        const item = await ctx.repos.lists.item(catalog.id, post.id);
        if (!item || item.status !== 'APPROVED') return notFound(LIST_MESSAGES.notInList);
        return ctx.repos.lists.moveItem(catalog.id, post.id, args.direction === 'UP' ? 'up' : 'down');
      }),
    archiveCatalogItem: (_, args, ctx) =>
      itemChange(ctx, args, async (_viewer, catalog, post) => {
        const item = await ctx.repos.lists.item(catalog.id, post.id);
        if (!item || item.status !== 'APPROVED') return notFound(LIST_MESSAGES.notInList);
        if ((item.archivedAt !== null) === args.archived) return false;
        return ctx.repos.lists.setArchived(catalog.id, post.id, args.archived, new Date());
      }),
    async followCatalog(_, { catalogId }, ctx) {
      const who = await writer(ctx);
      if (isError(who)) return who;
      const catalog = catalogId.length > 64 ? null : await ctx.repos.lists.catalogById(catalogId);
      if (!catalog) return notFound();
      const refusal = followRefusal(catalog, who.viewerId);
      if (refusal === LIST_MESSAGES.notFound) return notFound();
      if (refusal) return bad(refusal);
      await ctx.repos.lists.follow(catalog.id, who.viewerId, new Date());
      forgetViewerState(ctx);
      return { __typename: 'CatalogFollowChanged', catalog: (await ctx.repos.lists.catalogById(catalog.id)) ?? catalog };
    },
    async unfollowCatalog(_, { catalogId }, ctx) {
      const who = await writer(ctx);
      if (isError(who)) return who;
      const catalog = catalogId.length > 64 ? null : await ctx.repos.lists.catalogById(catalogId);
      if (!catalog || !maySeeCatalog(catalog, who.viewerId)) return notFound();
      await ctx.repos.lists.unfollow(catalog.id, who.viewerId);
      forgetViewerState(ctx);
      return { __typename: 'CatalogFollowChanged', catalog: (await ctx.repos.lists.catalogById(catalog.id)) ?? catalog };
    },
  },
};
