// Resolvers for responses.graphql.ts: thin. The Post fields read the store through the request's loaders (so a
// page of cards costs one statement for their counts); the page of responses reads the keyset pages and their
// replies level by level (one statement per level, however many responses); the mutations go through the
// responses service (adapters/server/responses/responses.service.ts), which checks the rules, writes and purges.
import type { PostSummary, User } from '../../../../core/content/entities.ts';
import { postPath } from '../../../../core/routing/links.ts';
import { loadUser } from '../shared/load-user.ts';
import { millis } from '../shared/values.ts';
import { isPublished } from '../../../../core/content/entities.ts';
import type { ResponseParent, ResponseRow, ResponsesReader } from '../../../../core/ports/responses-repository.port.ts';
import {
  clampDepth,
  decodeResponseCursor,
  encodeResponseCursor,
  mayHide,
  REPLIES_SHOWN,
  RESPONSE_MESSAGES,
  RESPONSES_PAGE_SIZE,
  RESPONSES_PAGING_BOUND,
  responseKey,
  type ResponseParentKind,
  type ResponseParentRef,
  type ResponsesSort,
} from '../../../../core/responses/responses.ts';
import type { ResponsesError, ResponsesService } from '../../responses/responses.service.ts';
import type { GraphQLContext } from '../context.ts';
import type { PostResponse as PostResponseFields, Resolvers } from '../generated/resolvers-types.ts';
import { badInput, badRequest, bounded } from '../shared/errors.ts';
import { requestScoped } from '../shared/request-scoped.ts';

/** A PostResponse as the resolvers hand it over: its post is the store's summary, which Post's resolvers read. */
type PostResponse = Omit<PostResponseFields, 'post' | 'author'> & { post: PostSummary; author: User };

const UNAUTHORIZED = { __typename: 'Unauthorized' as const, message: RESPONSE_MESSAGES.signIn };

function responder(ctx: GraphQLContext): { viewerId: string; responses: ResponsesService } | null {
  if (!ctx.viewerId) return null;
  if (!ctx.responses) throw badRequest('Responding needs a browser request.');
  return { viewerId: ctx.viewerId, responses: ctx.responses };
}

const errorMember = (error: ResponsesError) => ({ __typename: error.kind, message: error.message });

/** The story at the root of a post's thread, and its author (the post itself for a story). */
async function threadOf(ctx: GraphQLContext, post: PostSummary) {
  const parent = await ctx.repos.responses.parentOf(post.id);
  return { rootId: parent?.rootId ?? post.id, rootKind: parent?.rootKind ?? 'POST', storyAuthorId: parent?.rootCreatorId ?? post.creatorId, locked: parent?.locked ?? false };
}

async function postResponse(
  ctx: GraphQLContext,
  row: ResponseRow,
  depth: number,
  viewerId: string | null,
  rights: { storyAuthorId: string; parentAuthorId: string },
): Promise<PostResponse> {
  const author = await loadUser(ctx, row.creatorId);
  return {
    id: row.id,
    post: row,
    author,
    url: postPath(row, author.username),
    publishedAt: millis(row.publishedAt),
    bodyModel: { paragraphs: row.body },
    parentId: row.parentId,
    depth,
    isHidden: row.hiddenAt !== null,
    repliesCount: row.repliesCount,
    viewerCanHide: mayHide(viewerId, rights),
    viewerCanDelete: viewerId !== null && viewerId === row.creatorId,
  };
}

export const responsesResolvers: Resolvers = {
  Post: {
    responsesCount: async (post, _, ctx) => (await ctx.loaders.responseCountsByPostId.load(post.id)).responsesCount,
    isResponse: async (post, _, ctx) => (await ctx.loaders.responseCountsByPostId.load(post.id)).isResponse,
    async responsesLocked(post, _, ctx) {
      const counts = await ctx.loaders.responseCountsByPostId.load(post.id);
      // A response's thread is closed when its story's (or list's) is.
      return !counts.isResponse ? counts.responsesLocked : (await threadOf(ctx, post)).locked;
    },
    async inResponseToPost(post, _, ctx) {
      const parentId = (await ctx.loaders.responseCountsByPostId.load(post.id)).inResponseToPostId;
      const parent = parentId ? await ctx.loaders.postById.load(parentId) : null;
      return parent && isPublished(parent) ? parent : null;
    },
    async responseRootPost(post, _, ctx) {
      if (!(await ctx.loaders.responseCountsByPostId.load(post.id)).isResponse) return null;
      const { rootId, rootKind } = await threadOf(ctx, post);
      if (rootKind !== 'POST') return null;
      const root = rootId !== post.id ? await ctx.loaders.postById.load(rootId) : null;
      return root && isPublished(root) ? root : null;
    },
    async viewerCanHideResponses(post, _, ctx) {
      if (!ctx.viewerId) return false;
      return mayHide(ctx.viewerId, { storyAuthorId: (await threadOf(ctx, post)).storyAuthorId, parentAuthorId: post.creatorId });
    },
    async responses(post, args, ctx) {
      const { storyAuthorId } = await threadOf(ctx, post);
      return responsesPage(ctx, { kind: 'POST', id: post.id, creatorId: post.creatorId, storyAuthorId }, args);
    },
  },
  Catalog: {
    responsesCount: async (catalog, _, ctx) => (await catalogThread(ctx, catalog.id))?.responsesCount ?? 0,
    responsesLocked: async (catalog, _, ctx) => (await catalogThread(ctx, catalog.id))?.locked ?? false,
    viewerCanHideResponses: (catalog, _, ctx) => mayHide(ctx.viewerId, { storyAuthorId: catalog.userId, parentAuthorId: catalog.userId }),
    responses: (catalog, args, ctx) => responsesPage(ctx, { kind: 'CATALOG', id: catalog.id, creatorId: catalog.userId, storyAuthorId: catalog.userId }, args),
  },
  Mutation: {
    async publishResponse(_, { input }, ctx) {
      const r = responder(ctx);
      if (!r) return UNAUTHORIZED;
      const parent = parentRefOf(input);
      if (!parent) return { __typename: 'BadRequest', message: 'Name exactly one of inResponseToPostId and inResponseToCatalogId.' };
      const result = await r.responses.publish(r.viewerId, { parent, bodyModel: input.bodyModel, clientId: input.clientId });
      if (!result.ok) return errorMember(result);
      let parentResponsesCount: number;
      if (parent.kind === 'CATALOG') parentResponsesCount = (await ctx.repos.responses.parentOf(parent.id, 'CATALOG'))?.responsesCount ?? 0;
      else {
        ctx.loaders.responseCountsByPostId.clear(result.parent.id);
        parentResponsesCount = (await ctx.loaders.responseCountsByPostId.load(result.parent.id)).responsesCount;
      }
      return {
        __typename: 'ResponsePublished',
        response: await postResponse(ctx, result.row, 1, r.viewerId, { storyAuthorId: result.parent.rootCreatorId, parentAuthorId: result.parent.creatorId }),
        parentResponsesCount,
      };
    },
    async hidePostResponseOnParentPost(_, args, ctx) {
      const r = responder(ctx);
      if (!r) return UNAUTHORIZED;
      const result = await r.responses.hide(r.viewerId, args.parentPostId, args.postResponseId);
      return result.ok ? visibilityChanged(ctx, r.viewerId, args.parentPostId, result.row) : errorMember(result);
    },
    async unhidePostResponseOnParentPost(_, args, ctx) {
      const r = responder(ctx);
      if (!r) return UNAUTHORIZED;
      const result = await r.responses.unhide(r.viewerId, args.parentPostId, args.postResponseId);
      return result.ok ? visibilityChanged(ctx, r.viewerId, args.parentPostId, result.row) : errorMember(result);
    },
    async setResponsesLocked(_, args, ctx) {
      const r = responder(ctx);
      if (!r) return UNAUTHORIZED;
      const result = await r.responses.setLocked(r.viewerId, args.postId, args.locked);
      if (!result.ok) return errorMember(result);
      ctx.loaders.responseCountsByPostId.clear(args.postId);
      ctx.loaders.postById.clear(args.postId);
      const post = await ctx.loaders.postById.load(args.postId);
      if (!post) return { __typename: 'NotFound', message: RESPONSE_MESSAGES.noParent };
      return { __typename: 'ResponsesLockChanged', post };
    },
    hideCatalogResponseOnParent: (_, args, ctx) => catalogVisibility(ctx, args.parentCatalogId, args.catalogResponseId, 'hide'),
    showCatalogResponseOnParent: (_, args, ctx) => catalogVisibility(ctx, args.parentCatalogId, args.catalogResponseId, 'unhide'),
    async setCatalogResponsesLocked(_, args, ctx) {
      const r = responder(ctx);
      if (!r) return UNAUTHORIZED;
      const result = await r.responses.setLocked(r.viewerId, { kind: 'CATALOG', id: args.catalogId }, args.locked);
      if (!result.ok) return errorMember(result);
      const catalog = await ctx.repos.lists.catalogById(args.catalogId);
      if (!catalog) return { __typename: 'NotFound', message: RESPONSE_MESSAGES.noList };
      return { __typename: 'CatalogResponsesLockChanged', catalog };
    },
  },
  PublishResponseResult: { __resolveType: (result) => result.__typename },
  CatalogResponseVisibilityResult: { __resolveType: (result) => result.__typename },
  SetCatalogResponsesLockedResult: { __resolveType: (result) => result.__typename },
  HidePostResponseResult: { __resolveType: (result) => result.__typename },
  SetResponsesLockedResult: { __resolveType: (result) => result.__typename },
};

async function visibilityChanged(ctx: GraphQLContext, viewerId: string, parentPostId: string, row: ResponseRow) {
  ctx.loaders.responseCountsByPostId.clear(parentPostId);
  const counts = await ctx.loaders.responseCountsByPostId.load(parentPostId);
  // Only those who may hide get here: the viewer may hide it, by the service's check.
  return {
    __typename: 'ResponseVisibilityChanged' as const,
    response: await postResponse(ctx, row, 1, viewerId, { storyAuthorId: viewerId, parentAuthorId: viewerId }),
    parentPostId,
    parentResponsesCount: counts.responsesCount,
  };
}

/** The publish input's parent: exactly one of a post and a list. */
function parentRefOf(input: { inResponseToPostId?: string | null; inResponseToCatalogId?: string | null }): ResponseParentRef | null {
  const post = input.inResponseToPostId ?? null;
  const list = input.inResponseToCatalogId ?? null;
  if ((post === null) === (list === null)) return null;
  return post !== null ? { kind: 'POST', id: post } : { kind: 'CATALOG', id: list! };
}

/** A list's thread as its fields read it (counted once per request and list). */
const catalogThreads = requestScoped(() => new Map<string, Promise<ResponseParent | null>>());
function catalogThread(ctx: GraphQLContext, catalogId: string): Promise<ResponseParent | null> {
  const cache = catalogThreads.of(ctx);
  let found = cache.get(catalogId);
  if (!found) cache.set(catalogId, (found = ctx.repos.responses.parentOf(catalogId, 'CATALOG')));
  return found;
}

/** The parent a page of responses hangs under: a story (or a response) or a list, and its thread's author. */
type PageParent = { kind: ResponseParentKind; id: string; creatorId: string; storyAuthorId: string };

/** reader-experience §9: one page of a parent's responses with their replies to the depth asked — a story's or a list's alike. */
async function responsesPage(ctx: GraphQLContext, parent: PageParent, args: { paging?: { limit?: number | null; to?: string | null } | null; sortType?: ResponsesSort | null; depth?: number | null }) {
  const limit = bounded(args.paging?.limit ?? RESPONSES_PAGE_SIZE, RESPONSES_PAGING_BOUND);
  const sort: ResponsesSort = args.sortType ?? 'MOST_RELEVANT';
  const depth = clampDepth(args.depth);
  const to = args.paging?.to;
  const after = to ? decodeResponseCursor(to) : null;
  if (to && !after) throw badInput('That page of responses does not exist: start again from the first page.');
  const { storyAuthorId } = parent;
  const reader: ResponsesReader = { viewerId: ctx.viewerId, storyAuthorId };
  const rows = await ctx.repos.responses.page(parent.id, sort, limit + 1, after, reader, parent.kind);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const authors = new Map<string, string>([[parent.id, parent.creatorId]]);
  for (const r of page) authors.set(r.id, r.creatorId);
  const replies: PostResponse[] = [];
  let level = page.map((r) => r.id);
  for (let d = 2; d <= depth && level.length > 0; d++) {
    const found = await ctx.repos.responses.repliesOf(level, sort, REPLIES_SHOWN, reader);
    for (const r of found) authors.set(r.id, r.creatorId);
    replies.push(...(await Promise.all(found.map((r) => postResponse(ctx, r, d, ctx.viewerId, { storyAuthorId, parentAuthorId: authors.get(r.parentId) ?? '' })))));
    level = found.map((r) => r.id);
  }
  return {
    items: await Promise.all(page.map((r) => postResponse(ctx, r, 1, ctx.viewerId, { storyAuthorId, parentAuthorId: parent.creatorId }))),
    replies,
    nextCursor: rows.length > limit && last ? encodeResponseCursor(responseKey(sort, { ...last, publishedAt: last.publishedAt?.getTime() ?? 0 })) : null,
  };
}

/** hideCatalogResponseOnParent / showCatalogResponseOnParent: the list's owner hides or shows a response. */
async function catalogVisibility(ctx: GraphQLContext, parentCatalogId: string, responseId: string, action: 'hide' | 'unhide') {
  const r = responder(ctx);
  if (!r) return UNAUTHORIZED;
  const parent: ResponseParentRef = { kind: 'CATALOG', id: parentCatalogId };
  const result = action === 'hide' ? await r.responses.hide(r.viewerId, parent, responseId) : await r.responses.unhide(r.viewerId, parent, responseId);
  if (!result.ok) return errorMember(result);
  const counts = await ctx.repos.responses.parentOf(parentCatalogId, 'CATALOG');
  return {
    __typename: 'CatalogResponseVisibilityChanged' as const,
    response: await postResponse(ctx, result.row, 1, r.viewerId, { storyAuthorId: r.viewerId, parentAuthorId: r.viewerId }),
    parentCatalogId,
    parentResponsesCount: counts?.responsesCount ?? 0,
  };
}
