// Resolvers for highlights.graphql.ts: thin. Queries read the store (so server rendering can preload them); the
// mutations go through the highlights service (adapters/server/highlights/highlights.service.ts). Errors come
// back as the result union's members, each with the message the reader sees.
import { decodeCursor, encodeCursor, HIGHLIGHTS_PAGE_SIZE, pageSize, READING_HISTORY_PAGE_SIZE } from '../../../../core/highlights/reading-history.ts';
import { lockedPreview } from '../../../../core/content/access.ts';
import { checkHighlight, topHighlight, TOP_HIGHLIGHT_MIN_READERS } from '../../../../core/highlights/highlight.ts';
import type { HighlightRecord } from '../../../../core/ports/highlights-repository.port.ts';
import { createHighlightsService, type HighlightsError, type HighlightsService } from '../../highlights/highlights.service.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { signedInViewer } from '../shared/session.ts';

type Unauthorized = { __typename: 'Unauthorized'; message: string };
const UNAUTHORIZED: Unauthorized = { __typename: 'Unauthorized', message: 'Sign in to highlight stories and keep your reading history.' };

/**
 * The request's highlights service: the one the endpoint was built with (purges, rate limits), or — where no
 * request stands behind the operation (server rendering, store-only tests) — one over the store alone.
 */
function service(ctx: GraphQLContext): HighlightsService {
  return ctx.highlights ?? createHighlightsService({ highlights: ctx.repos.highlights, history: ctx.repos.readingHistory, purger: null, rateLimits: null, now: () => new Date() });
}

function errorMember(error: HighlightsError) {
  return { __typename: error.kind, message: error.message } as const;
}

async function isMember(ctx: GraphQLContext, viewerId: string): Promise<boolean> {
  return (await ctx.loaders.membershipByUserId.load(viewerId)) !== null;
}

function highlightsPage(rows: HighlightRecord[], limit: number, shown: HighlightRecord[] = rows) {
  const last = rows.length === limit ? rows[rows.length - 1] : undefined;
  return { items: shown, nextCursor: last ? encodeCursor({ at: last.createdAt.getTime(), id: last.id }) : null };
}

/**
 * reader-experience §6 (member-only stories): nothing past a locked story's preview leaves the server for a
 * reader who may not read it in full — a member's highlight further in is left out of the lists others see.
 */
async function readableBy(ctx: GraphQLContext, rows: HighlightRecord[]): Promise<HighlightRecord[]> {
  const member = ctx.viewerId !== null && (await isMember(ctx, ctx.viewerId));
  if (member) return rows;
  const posts = await Promise.all(rows.map((h) => ctx.loaders.postById.load(h.postId)));
  return rows.filter((h, i) => {
    const post = posts[i];
    if (!post) return false;
    if (!post.isLocked || post.creatorId === ctx.viewerId) return true;
    return checkHighlight(lockedPreview(post.body), h).ok;
  });
}

export const highlightsResolvers: Resolvers = {
  Post: {
    async viewerHighlights(post, _, ctx) {
      if (!ctx.viewerId) return [];
      return ctx.repos.highlights.ofReaderOnPost(ctx.viewerId, post.id);
    },
    async topHighlight(post, _, ctx) {
      const full = 'body' in post ? (post as { body: Parameters<typeof topHighlight>[0] }) : await ctx.loaders.postById.load(post.id);
      if (!full) return null;
      const top = topHighlight(full.body, await ctx.repos.highlights.mostHighlighted(post.id, TOP_HIGHLIGHT_MIN_READERS));
      return top ? { ...top.range, quote: top.quote, readers: top.readers } : null;
    },
  },
  Highlight: {
    createdAt: (h) => h.createdAt.getTime(),
    post: (h, _, ctx) => ctx.loaders.postById.load(h.postId),
  },
  ReadingHistoryItem: {
    lastReadAt: (e) => e.lastReadAt.getTime(),
    async post(e, _, ctx) {
      const post = await ctx.loaders.postById.load(e.postId);
      if (!post) throw new Error('A reading history entry lost its story.');
      return post;
    },
  },
  Query: {
    async userHighlights(_, args, ctx) {
      const user = await ctx.loaders.userByUsername.load(args.username.toLowerCase());
      if (!user) return null;
      const limit = pageSize(args.first, HIGHLIGHTS_PAGE_SIZE);
      const rows = await ctx.repos.highlights.ofReader(user.id, limit, decodeCursor(args.after));
      return highlightsPage(rows, limit, user.id === ctx.viewerId ? rows : await readableBy(ctx, rows));
    },
    async yourHighlights(_, args, ctx) {
      const viewerId = signedInViewer(ctx);
      const limit = pageSize(args.first, HIGHLIGHTS_PAGE_SIZE);
      return highlightsPage(await ctx.repos.highlights.ofReader(viewerId, limit, decodeCursor(args.after)), limit);
    },
    async readingHistory(_, args, ctx) {
      const viewerId = signedInViewer(ctx);
      const limit = pageSize(args.first, READING_HISTORY_PAGE_SIZE);
      const [entries, isPaused] = await Promise.all([ctx.repos.readingHistory.page(viewerId, limit, decodeCursor(args.after)), ctx.repos.readingHistory.isPaused(viewerId)]);
      // A story trashed, unpublished or suspended since is left out of the page (its entry stays until it is removed).
      const posts = await Promise.all(entries.map((e) => ctx.loaders.postById.load(e.postId)));
      const items = entries.filter((_, i) => posts[i] !== null && posts[i] !== undefined && posts[i]!.publishedAt !== null && posts[i]!.suspendedAt === null);
      const last = entries.length === limit ? entries[entries.length - 1] : undefined;
      return { items, isPaused, nextCursor: last ? encodeCursor({ at: last.lastReadAt.getTime(), id: last.postId }) : null };
    },
  },
  Mutation: {
    async createHighlight(_, { input }, ctx) {
      if (!ctx.viewerId) return UNAUTHORIZED;
      const result = await service(ctx).create(ctx.viewerId, input, { isMember: await isMember(ctx, ctx.viewerId) });
      if (!result.ok) return errorMember(result);
      return { __typename: 'HighlightCreated', highlight: result.highlight, created: result.created };
    },
    async deleteHighlight(_, { highlightId }, ctx) {
      if (!ctx.viewerId) return UNAUTHORIZED;
      const result = await service(ctx).delete(ctx.viewerId, highlightId);
      if (!result.ok) return { __typename: 'NotFound', message: result.message };
      return { __typename: 'HighlightDeleted', highlight: result.highlight };
    },
    async recordPostRead(_, { postId }, ctx) {
      if (!ctx.viewerId) return UNAUTHORIZED;
      const result = await service(ctx).recordRead(ctx.viewerId, postId);
      if (!result.ok) return { __typename: 'NotFound', message: result.message };
      return { __typename: 'PostReadRecorded', recorded: result.recorded };
    },
    async removeFromReadingHistory(_, { postId }, ctx) {
      if (!ctx.viewerId) return UNAUTHORIZED;
      const result = await service(ctx).removeFromHistory(ctx.viewerId, postId);
      if (!result.ok) return { __typename: result.kind === 'BadRequest' ? ('BadRequest' as const) : ('NotFound' as const), message: result.message };
      return { __typename: 'ReadingHistoryEntryChanged', postId: result.entry.postId, lastReadAt: result.entry.lastReadAt.getTime() };
    },
    async restoreToReadingHistory(_, { postId, lastReadAt }, ctx) {
      if (!ctx.viewerId) return UNAUTHORIZED;
      const result = await service(ctx).restoreToHistory(ctx.viewerId, postId, lastReadAt);
      if (!result.ok) return { __typename: result.kind === 'BadRequest' ? ('BadRequest' as const) : ('NotFound' as const), message: result.message };
      return { __typename: 'ReadingHistoryEntryChanged', postId: result.entry.postId, lastReadAt: result.entry.lastReadAt.getTime() };
    },
    async clearReadingHistory(_, __, ctx) {
      if (!ctx.viewerId) return UNAUTHORIZED;
      return { __typename: 'ReadingHistoryCleared', removed: await service(ctx).clearHistory(ctx.viewerId) };
    },
    async setReadingHistoryPaused(_, { paused }, ctx) {
      if (!ctx.viewerId) return UNAUTHORIZED;
      return { __typename: 'ReadingHistoryPauseSet', paused: await service(ctx).setPaused(ctx.viewerId, paused) };
    },
  },
  CreateHighlightResult: { __resolveType: (result) => result.__typename },
  DeleteHighlightResult: { __resolveType: (result) => result.__typename },
  RecordPostReadResult: { __resolveType: (result) => result.__typename },
  ReadingHistoryEntryResult: { __resolveType: (result) => result.__typename },
  ClearReadingHistoryResult: { __resolveType: (result) => result.__typename },
  SetReadingHistoryPausedResult: { __resolveType: (result) => result.__typename },
};
