// Resolvers for reader-pages.graphql.ts. Reads are bounded index reads (reader-pages.repository.ts); every mutation
// checks its input with core's rules, acts only on the signed-in writer's own series or books, and spends the
// writer's allowance (SERIES_WRITES_LIMIT, BOOK_WRITES_LIMIT, counted in the store). xsrf is checked for every
// mutation by the request guard.
import { randomBytes } from 'node:crypto';
import { parseRankPaging, rankPageOf } from '../../../../core/feed/rank-cursor.ts';
import { consume, type RateLimit } from '../../../../core/limits/rate-limit.ts';
import { BOOK_MESSAGES, BOOK_WRITES_LIMIT, booksTooFast, checkBook } from '../../../../core/reader-pages/books.ts';
import {
  checkSeriesInput,
  checkSeriesOrder,
  SERIES_WRITES_LIMIT,
  seriesIdFromParam,
  seriesPath,
  seriesSlug,
  seriesTooFast,
} from '../../../../core/reader-pages/series.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, notFound, resolverError, unauthenticated } from '../shared/errors.ts';
import { loadUser } from '../shared/load-user.ts';

const SERIES_PER_WRITER_SHOWN = 25;

function rankPaging(input: { limit?: number | null; to?: string | null } | null | undefined) {
  const paging = parseRankPaging(input);
  if (!paging.ok) throw badInput(paging.message);
  return paging;
}

/** The signed-in writer within their allowance for this kind of change. */
async function writer(ctx: GraphQLContext, limit: RateLimit, tooFast: (seconds: number) => string): Promise<string> {
  if (!ctx.viewerId) throw unauthenticated();
  const decision = await consume(ctx.repos.rateLimits, limit, ctx.viewerId, Date.now());
  if (!decision.ok) throw resolverError('RATE_LIMITED', tooFast(decision.retryAfterSeconds));
  return ctx.viewerId;
}

/** The series input checked: its title and description, and its stories the writer's own published ones. */
async function checkedSeries(ctx: GraphQLContext, viewerId: string, input: { title: string; description: string; postIds: readonly string[] }) {
  const checked = checkSeriesInput(input);
  if (!checked.ok) throw badInput(checked.message);
  const ids = input.postIds.slice(0, 1000);
  const order = checkSeriesOrder(input.postIds, await ctx.repos.readerPages.eligibleSeriesPosts(viewerId, ids));
  if (!order.ok) throw badInput(order.message);
  return { ...checked.value, postIds: order.postIds };
}

const NO_SERIES = 'There is no such series of yours.';

export const readerPagesResolvers: Resolvers = {
  Tag: {
    async recommended(tag, args, ctx) {
      const paging = rankPaging(args.paging);
      const rows = await ctx.repos.readerPages.tagRecommended(tag.slug, paging.limit + 1, paging.after, ctx.viewerId);
      const page = rankPageOf(rows, paging.limit, (row) => ({ rank: row.clapCount, id: row.id }));
      return {
        items: page.items.map((post) => ({ feedId: `tag:${tag.slug}:recommended:${post.id}`, post })),
        pagingInfo: { next: page.next ? { limit: paging.limit, to: page.next } : null },
      };
    },
    async writers(tag, args, ctx) {
      const paging = rankPaging(args.paging);
      const rows = await ctx.repos.readerPages.tagWriters(tag.slug, paging.limit + 1, paging.after, ctx.viewerId);
      const page = rankPageOf(rows, paging.limit, (row) => ({ rank: row.storyCount, id: row.userId }));
      return { items: page.items, pagingInfo: { next: page.next ? { limit: paging.limit, to: page.next } : null } };
    },
  },
  TagWriter: {
    user: (writer, _, ctx) => loadUser(ctx, writer.userId),
    storyCount: (writer) => writer.storyCount,
  },
  Series: {
    url: (series) => seriesPath(series.slug),
    creator: (series, _, ctx) => loadUser(ctx, series.creatorId),
    posts: (series, _, ctx) => ctx.repos.readerPages.seriesPosts(series.id),
    viewerIsCreator: (series, _, ctx) => ctx.viewerId === series.creatorId,
  },
  Book: {
    url: (book) => book.url,
    publishedYear: (book) => book.publishedYear,
  },
  User: {
    series: (user, _, ctx) => ctx.repos.readerPages.seriesOf(user.id, SERIES_PER_WRITER_SHOWN),
    books: (user, _, ctx) => ctx.repos.readerPages.booksOf(user.id),
  },
  Viewer: {
    series: (viewer, _, ctx) => ctx.repos.readerPages.seriesOf(viewer.id, SERIES_PER_WRITER_SHOWN),
  },
  Query: {
    async series(_, args, ctx) {
      const id = args.ref.length > 300 ? null : seriesIdFromParam(args.ref);
      return id ? ctx.repos.readerPages.seriesById(id) : null;
    },
  },
  Mutation: {
    async createSeries(_, { input }, ctx) {
      const viewerId = await writer(ctx, SERIES_WRITES_LIMIT, seriesTooFast);
      const checked = await checkedSeries(ctx, viewerId, input);
      const id = randomBytes(6).toString('hex');
      const now = new Date();
      const series = await ctx.repos.readerPages.createSeries({ id, slug: seriesSlug(checked.title, id), creatorId: viewerId, title: checked.title, description: checked.description }, now);
      await ctx.repos.readerPages.setSeriesPosts(id, viewerId, checked.postIds, now);
      return series;
    },
    async updateSeries(_, { seriesId, input }, ctx) {
      const viewerId = await writer(ctx, SERIES_WRITES_LIMIT, seriesTooFast);
      const checked = await checkedSeries(ctx, viewerId, input);
      const now = new Date();
      const id = seriesId.slice(0, 64);
      const series = await ctx.repos.readerPages.updateSeries(id, viewerId, { slug: seriesSlug(checked.title, id), title: checked.title, description: checked.description }, now);
      if (!series) throw notFound(NO_SERIES);
      await ctx.repos.readerPages.setSeriesPosts(id, viewerId, checked.postIds, now);
      return series;
    },
    async deleteSeries(_, { seriesId }, ctx) {
      const viewerId = await writer(ctx, SERIES_WRITES_LIMIT, seriesTooFast);
      if (!(await ctx.repos.readerPages.deleteSeries(seriesId.slice(0, 64), viewerId))) throw notFound(NO_SERIES);
      return true;
    },
    async addBook(_, { input }, ctx) {
      const viewerId = await writer(ctx, BOOK_WRITES_LIMIT, booksTooFast);
      const checked = checkBook(input, new Date().getUTCFullYear());
      if (!checked.ok) throw badInput(checked.message);
      const added = await ctx.repos.readerPages.addBook(viewerId, randomBytes(6).toString('hex'), checked.value, new Date());
      if (!added) throw badInput(BOOK_MESSAGES.tooMany);
      return ctx.repos.readerPages.booksOf(viewerId);
    },
    async removeBook(_, { bookId }, ctx) {
      const viewerId = await writer(ctx, BOOK_WRITES_LIMIT, booksTooFast);
      if (!(await ctx.repos.readerPages.removeBook(viewerId, bookId.slice(0, 64)))) throw notFound('There is no such book of yours.');
      return ctx.repos.readerPages.booksOf(viewerId);
    },
  },
};
