// Resolvers for stats.graphql.ts: thin — parse the period, ask stats-reports.ts (which decides who may see what),
// and shape its answer. Failures come back as the result union's members, each with the message the writer sees.
import { parsePeriod, STATS_PERIODS } from '../../../../core/stats/stats-period.ts';
import { TRAFFIC_SOURCE_LABELS } from '../../../../core/stats/traffic-source.ts';
import { pathTo } from '../../../../core/routing/paths.ts';
import type { PostSummary } from '../../../../core/content/entities.ts';
import { AUDIENCE_DETAIL_LABELS, parseAudienceDetails } from '../../../../core/stats/audience-details.ts';
import type { SourceViews } from '../../../../core/ports/stats-repository.port.ts';
import {
  audienceDetails,
  audienceStats,
  postStats,
  publicationOverview,
  responseStats,
  STATS_MESSAGES,
  publicationDigests,
  newsletterStats,
  publicationStats,
  windowOf,
  writerStats,
  type AudienceReport,
  type StatsFailure,
  type StatsWindow,
  type StoryTableRow,
  type Window,
} from '../../stats/stats-reports.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

type Bad = { __typename: 'BadRequest'; message: string };
const BAD_PERIOD: Bad = { __typename: 'BadRequest', message: `A period is one of ${STATS_PERIODS.join(', ')}.` };

/** The server's clock (the membership service carries it, in requests and in server rendering alike). */
const nowOf = (ctx: GraphQLContext): number => (ctx.membership ? ctx.membership.now() : new Date()).getTime();

function windowFor(period: string, ctx: GraphQLContext): StatsWindow | null {
  const p = parsePeriod(period);
  return p ? windowOf(p, nowOf(ctx)) : null;
}

function failure(f: StatsFailure) {
  const typename = f.status === 401 ? 'Unauthorized' : f.status === 403 ? 'Forbidden' : 'NotFound';
  return { __typename: typename, message: f.message } as const;
}

const windowOut = (w: Window) => ({ period: w.period, from: w.from, to: w.to, unit: w.unit });

function audienceOut(a: AudienceReport) {
  return {
    window: windowOut(a.window),
    followers: a.followers,
    subscribers: a.subscribers,
    followersGained: a.gained.followers,
    subscribersGained: a.gained.subscribers,
    series: a.series,
  };
}

async function rowsOut(ctx: GraphQLContext, rows: StoryTableRow[]) {
  const posts = await Promise.all(rows.map((r) => ctx.loaders.postById.load(r.postId)));
  return rows.flatMap((r, i) => {
    const post = posts[i];
    if (!post) return [];
    const { postId, title: _title, publishedAt: _publishedAt, ...figures } = r;
    return [{ post: post as PostSummary, statsUrl: pathTo('ShowPostStats', { postId }), ...figures }];
  });
}

const sourcesOut = (sources: readonly SourceViews[]) => sources.map((s) => ({ source: s.source, label: TRAFFIC_SOURCE_LABELS[s.source], views: s.views }));

const exportUrlOf = (username: string, period: string) => `${pathTo('ApiUserAudienceStatsExport', { username })}?period=${encodeURIComponent(period)}`;

export const statsResolvers: Resolvers = {
  Query: {
    async writerStats(_, { period, username }, ctx) {
      const w = windowFor(period, ctx);
      if (!w) return BAD_PERIOD;
      const r = await writerStats(ctx.repos, ctx.viewerId, w, nowOf(ctx), username);
      if (!r.ok) return failure(r);
      return {
        __typename: 'WriterStats',
        window: windowOut(r.window),
        totals: r.totals,
        series: r.series,
        stories: await rowsOut(ctx, r.stories),
        audience: audienceOut(r.audience),
      };
    },
    async responseStats(_, { period }, ctx) {
      const w = windowFor(period, ctx);
      if (!w) return BAD_PERIOD;
      const r = await responseStats(ctx.repos, ctx.viewerId, w, nowOf(ctx));
      if (!r.ok) return { __typename: 'Unauthorized', message: r.message };
      return { __typename: 'ResponseStats', window: windowOut(r.window), totals: r.totals, series: r.series, responses: await rowsOut(ctx, r.responses) };
    },
    async audienceDetails(_, { username, details, period }, ctx) {
      const w = windowFor(period, ctx);
      if (!w) return BAD_PERIOD;
      const kind = parseAudienceDetails(details);
      if (!kind) return { __typename: 'NotFound', message: STATS_MESSAGES.detailsNotFound };
      const r = await audienceDetails(ctx.repos, ctx.viewerId, username, kind, w, nowOf(ctx));
      if (!r.ok) return failure(r);
      const user = await ctx.loaders.userById.load(r.userId);
      if (!user) return { __typename: 'NotFound', message: 'There is no writer with this username.' };
      return {
        __typename: 'AudienceDetails',
        user,
        details: r.details,
        label: AUDIENCE_DETAIL_LABELS[r.details].title,
        window: windowOut(r.window),
        now: r.now,
        gained: r.gained,
        lost: r.lost,
        series: r.series,
        exportUrl: exportUrlOf(r.username, r.window.period),
      };
    },
    async publicationStatsOverview(_, { slug, period }, ctx) {
      const w = windowFor(period, ctx);
      if (!w) return BAD_PERIOD;
      const r = await publicationOverview(ctx.repos, ctx.viewerId, slug, w, nowOf(ctx));
      if (!r.ok) return failure(r);
      const users = await Promise.all(r.writers.map((x) => ctx.loaders.userById.load(x.userId)));
      return {
        __typename: 'PublicationStatsOverview',
        publication: r.publication,
        window: windowOut(r.window),
        totals: r.totals,
        previous: r.previous,
        sources: sourcesOut(r.sources),
        writers: r.writers.flatMap((x, i) => {
          const user = users[i];
          if (!user) return [];
          const { userId: _userId, ...figures } = x;
          return [{ user, ...figures }];
        }),
        audience: audienceOut(r.audience),
      };
    },
    async postStats(_, { postId, period, username }, ctx) {
      const w = windowFor(period, ctx);
      if (!w) return BAD_PERIOD;
      const r = await postStats(ctx.repos, ctx.viewerId, postId, w, nowOf(ctx), username);
      if (!r.ok) return failure(r);
      const post = await ctx.loaders.postById.load(r.postId);
      if (!post) return { __typename: 'NotFound', message: 'There is no story with this id.' };
      return {
        __typename: 'PostStats',
        post: post as PostSummary,
        window: windowOut(r.window),
        totals: r.totals,
        series: r.series,
        sources: sourcesOut(r.sources),
      };
    },
    async audienceStats(_, { username, period }, ctx) {
      const w = windowFor(period, ctx);
      if (!w) return BAD_PERIOD;
      const r = await audienceStats(ctx.repos, ctx.viewerId, username, w, nowOf(ctx));
      if (!r.ok) return failure(r);
      const user = await ctx.loaders.userById.load(r.userId);
      if (!user) return { __typename: 'NotFound', message: 'There is no writer with this username.' };
      return {
        __typename: 'AudienceStats',
        user,
        exportUrl: exportUrlOf(r.username, r.window.period),
        audience: audienceOut(r),
      };
    },
    async publicationDigestStats(_, { slug }, ctx) {
      const r = await publicationDigests(ctx.repos, ctx.viewerId, slug);
      if (!r.ok) return failure(r);
      const [posts, now] = await Promise.all([
        Promise.all(r.digests.map((d) => ctx.loaders.postById.load(d.postId))),
        ctx.repos.stats.audienceNow({ kind: 'publication', publicationId: r.publication.id }),
      ]);
      return {
        __typename: 'PublicationDigestStats',
        publication: r.publication,
        subscribers: now.subscribers,
        digests: r.digests.flatMap((d, i) => {
          const post = posts[i];
          return post ? [{ post: post as PostSummary, queuedAt: d.queuedAt.getTime(), recipients: d.recipients, sent: d.sent, pending: d.pending, failed: d.failed }] : [];
        }),
      };
    },
    async newsletterStats(_, { newsletterId, period }, ctx) {
      const w = windowFor(period, ctx);
      if (!w) return BAD_PERIOD;
      const newsletter = newsletterId.length <= 200 ? await ctx.repos.newsletters.byId(newsletterId) : null;
      const r = await newsletterStats(ctx.repos, ctx.viewerId, newsletter && { id: newsletter.id, userId: newsletter.user.id, publicationId: newsletter.publicationId }, w, nowOf(ctx));
      if (!r.ok || !newsletter) return failure(r.ok ? { ok: false, status: 404, error: 'NOT_FOUND', message: STATS_MESSAGES.newsletterNotFound } : r);
      const publication = newsletter.collectionSlug ? await ctx.loaders.publicationBySlug.load(newsletter.collectionSlug) : null;
      const posts = await Promise.all(r.issues.map((d) => ctx.loaders.postById.load(d.postId)));
      return {
        __typename: 'NewsletterStats',
        newsletterId: newsletter.id,
        name: newsletter.name,
        ownerName: publication ? publication.name : newsletter.user.name || newsletter.user.username,
        ownerUrl: publication ? pathTo('ShowCollectionHome', { collectionSlug: publication.slug }) : pathTo('ShowUser', { username: newsletter.user.username }),
        manageUrl: publication ? pathTo('ShowCollectionNewsletterSettings', { collectionSlug: publication.slug, newsletterSlug: newsletter.slug }) : pathTo('ShowImportSubscribers'),
        window: windowOut(r.window),
        subscribers: r.subscribers,
        gained: r.gained,
        lost: r.lost,
        series: r.series,
        issues: r.issues.flatMap((d, i) => {
          const post = posts[i];
          return post ? [{ post: post as PostSummary, queuedAt: d.queuedAt.getTime(), recipients: d.recipients, sent: d.sent, pending: d.pending, failed: d.failed }] : [];
        }),
      };
    },
    async publicationStats(_, { slug, period }, ctx) {
      const w = windowFor(period, ctx);
      if (!w) return BAD_PERIOD;
      const r = await publicationStats(ctx.repos, ctx.viewerId, slug, w, nowOf(ctx));
      if (!r.ok) return failure(r);
      return {
        __typename: 'PublicationStats',
        publication: r.publication,
        window: windowOut(r.window),
        totals: r.totals,
        series: r.series,
        stories: await rowsOut(ctx, r.stories),
        audience: audienceOut(r.audience),
      };
    },
  },
  WriterStatsResult: { __resolveType: (r) => r.__typename },
  ResponseStatsResult: { __resolveType: (r) => r.__typename },
  AudienceDetailsResult: { __resolveType: (r) => r.__typename },
  PublicationStatsOverviewResult: { __resolveType: (r) => r.__typename },
  PostStatsResult: { __resolveType: (r) => r.__typename },
  AudienceStatsResult: { __resolveType: (r) => r.__typename },
  PublicationStatsResult: { __resolveType: (r) => r.__typename },
  PublicationDigestStatsResult: { __resolveType: (r) => r.__typename },
  NewsletterStatsResult: { __resolveType: (r) => r.__typename },
};
