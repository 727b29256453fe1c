// Resolvers for responses.graphql.ts: thin. The Post fields read the store through the request's loaders (so a
// page of cards costs one statement for their counts); the page of responses reads the keyset pages and their
// replies level by level (one statement per level, however many responses); the mutations go through the
// responses service (adapters/server/responses/responses.service.ts), which checks the rules, writes and purges.
import type { PostSummary, User } from '../../../../core/content/entities.ts';
import { postPath } from '../../../../core/routing/links.ts';
import { loadUser } from '../shared/load-user.ts';
import { millis } from '../shared/values.ts';
import { isPublished } from '../../../../core/content/entities.ts';
import type { ResponseRow, ResponsesReader } from '../../../../core/ports/responses-repository.port.ts';
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
  type ResponsesSort,
} from '../../../../core/responses/responses.ts';
import type { ResponsesError, ResponsesService } from '../../responses/responses.service.ts';
import type { GraphQLContext } from '../context.ts';
import type { PostResponse as PostResponseFields, Resolvers } from '../generated/resolvers-types.ts';
import { badInput, badRequest, bounded } from '../shared/errors.ts';

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
  return { rootId: parent?.rootId ?? post.id, storyAuthorId: parent?.rootCreatorId ?? post.creatorId, locked: parent?.locked ?? false };
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
    isResponse: async (post, _, ctx) => (await ctx.loaders.responseCountsByPostId.load(post.id)).inResponseToPostId !== null,
    async responsesLocked(post, _, ctx) {
      const counts = await ctx.loaders.responseCountsByPostId.load(post.id);
      // A response's thread is closed when its story's is.
      return counts.inResponseToPostId === null ? counts.responsesLocked : (await threadOf(ctx, post)).locked;
    },
    async inResponseToPost(post, _, ctx) {
      const parentId = (await ctx.loaders.responseCountsByPostId.load(post.id)).inResponseToPostId;
      const parent = parentId ? await ctx.loaders.postById.load(parentId) : null;
      return parent && isPublished(parent) ? parent : null;
    },
    async responseRootPost(post, _, ctx) {
      if ((await ctx.loaders.responseCountsByPostId.load(post.id)).inResponseToPostId === null) return null;
      const { rootId } = await threadOf(ctx, post);
      const root = rootId !== post.id ? await ctx.loaders.postById.load(rootId) : null;
      return root && isPublished(root) ? root : null;
    },
    async viewerCanHideResponses(post, _, ctx) {
      if (!ctx.viewerId) return false;
      return mayHide(ctx.viewerId, { storyAuthorId: (await threadOf(ctx, post)).storyAuthorId, parentAuthorId: post.creatorId });
    },
    async responses(post, args, ctx) {
      const limit = bounded(args.paging?.limit ?? RESPONSES_PAGE_SIZE, RESPONSES_PAGING_BOUND);
      const sort: ResponsesSort = args.sortType ?? 'MOST_RELEVANT';
      const depth = clampDepth(args.depth);
      const to = args.paging?.to;
      const after = to ? decodeResponseCursor(to) : null;
      if (to && !after) throw badInput('That page of responses does not exist: start again from the first page.');
      const { storyAuthorId } = await threadOf(ctx, post);
      const reader: ResponsesReader = { viewerId: ctx.viewerId, storyAuthorId };
      const rows = await ctx.repos.responses.page(post.id, sort, limit + 1, after, reader);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const authors = new Map<string, string>([[post.id, post.creatorId]]);
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
        items: await Promise.all(page.map((r) => postResponse(ctx, r, 1, ctx.viewerId, { storyAuthorId, parentAuthorId: post.creatorId }))),
        replies,
        nextCursor: rows.length > limit && last ? encodeResponseCursor(responseKey(sort, { ...last, publishedAt: last.publishedAt?.getTime() ?? 0 })) : null,
      };
    },
  },
  Mutation: {
    async publishResponse(_, { input }, ctx) {
      const r = responder(ctx);
      if (!r) return UNAUTHORIZED;
      const result = await r.responses.publish(r.viewerId, { parent: { kind: 'POST', id: input.inResponseToPostId }, bodyModel: input.bodyModel, clientId: input.clientId });
      if (!result.ok) return errorMember(result);
      ctx.loaders.responseCountsByPostId.clear(result.parent.id);
      const counts = await ctx.loaders.responseCountsByPostId.load(result.parent.id);
      return {
        __typename: 'ResponsePublished',
        response: await postResponse(ctx, result.row, 1, r.viewerId, { storyAuthorId: result.parent.rootCreatorId, parentAuthorId: result.parent.creatorId }),
        parentResponsesCount: counts.responsesCount,
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
  },
  PublishResponseResult: { __resolveType: (result) => result.__typename },
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
