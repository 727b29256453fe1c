// Issue 23 (stats) pages, each signed-in, in the top navigation layout (platform-reference §2.4: stats pages):
// - /me/stats (ShowStats, stats-homepage): the writer's totals, a chart per day and the per-story table;
// - /me/stats/post/{postId} (ShowPostStats, stats-post): one story — its writer's or its publication's editors'
//   (anyone else: 403 with the reason; no such story: 404);
// - /@{username}/audience (ShowUserAudience, subscription-stats): followers and subscribers gained per day, the
//   writer's own (403 for anyone else), with the CSV export at /@{username}/audience/stats/export;
// - /{publication}/stats (ShowCollectionFetchStats, community-publication-stats): for its editors and owners;
// - /{publication}/stats/publication-digests (ShowCollectionDigestStats, publication-digest-stats): the stories its
//   newsletter e-mailed, with their e-mails sent, waiting and failed; for its editors and owners.
// The period is the query's `period` (7d, 30d, 90d or lifetime; 30d when absent); another value is not found.
import { parsePeriod, STATS_PERIOD_LABELS, type StatsPeriod } from '../../../../core/stats/stats-period.ts';
import { AudienceStatsQuery, PostStatsQuery, PublicationDigestStatsQuery, PublicationStatsQuery, WriterStatsQuery } from '../../../../ui/stats/stats-queries.ts';
import type { PageData, PageLoad, ServerPage } from './page-load.ts';

/** The route's `period` query parameter (route-table.ts declares it), 30d when absent. */
function periodOf(load: PageLoad): StatsPeriod | null {
  return parsePeriod(load.route.params.period);
}

/** A refusal the page shows (its message comes from the preloaded query): 403, not the not-found screen. */
function forbidden(load: PageLoad, title: string): PageData {
  return { ...load.page({ title: `${title} – ${load.productName}`, description: title, canonicalPath: null }), status: 403 } as PageData;
}

export const statsHomePage: ServerPage = {
  routes: ['ShowStats'],
  signedIn: true,
  async load(load) {
    const period = periodOf(load);
    if (!period) return load.notFound();
    await load.preload(WriterStatsQuery, { period });
    return load.page({
      title: `Stats: ${STATS_PERIOD_LABELS[period]} – ${load.productName}`,
      description: `Your stories’ views, reads and reading time on ${load.productName}.`,
      canonicalPath: null,
    });
  },
};

export const statsPostPage: ServerPage = {
  routes: ['ShowPostStats'],
  signedIn: true,
  async load(load) {
    const period = periodOf(load);
    const postId = load.route.params.postId ?? '';
    if (!period) return load.notFound();
    const data = await load.preload(PostStatsQuery, { postId, period });
    const result = data?.postStats;
    if (!result || result.__typename === 'NotFound') return load.notFound();
    if (result.__typename === 'Forbidden') return forbidden(load, 'Stats');
    const title = result.__typename === 'PostStats' ? `Stats for ‘${result.post.title}’` : 'Stats';
    return load.page({ title: `${title} – ${load.productName}`, description: `A story’s views, reads and traffic sources on ${load.productName}.`, canonicalPath: null });
  },
};

export const audienceStatsPage: ServerPage = {
  routes: ['ShowUserAudience'],
  signedIn: true,
  async load(load) {
    const period = periodOf(load);
    if (!period) return load.notFound();
    const data = await load.preload(AudienceStatsQuery, { username: load.route.params.username ?? '', period });
    const result = data?.audienceStats;
    if (!result || result.__typename === 'NotFound') return load.notFound();
    if (result.__typename === 'Forbidden') return forbidden(load, 'Audience stats');
    return load.page({ title: `Audience stats – ${load.productName}`, description: `Followers and subscribers gained per day on ${load.productName}.`, canonicalPath: null });
  },
};

export const publicationStatsPage: ServerPage = {
  routes: ['ShowCollectionFetchStats'],
  signedIn: true,
  async load(load) {
    const period = periodOf(load);
    if (!period) return load.notFound();
    const data = await load.preload(PublicationStatsQuery, { slug: load.route.params.collectionSlug ?? '', period });
    const result = data?.publicationStats;
    if (!result || result.__typename === 'NotFound') return load.notFound();
    if (result.__typename === 'Forbidden') return forbidden(load, 'Publication stats');
    const name = result.__typename === 'PublicationStats' ? result.publication.name : 'Publication';
    return load.page({ title: `${name} stats – ${load.productName}`, description: `A publication’s stories and audience on ${load.productName}.`, canonicalPath: null });
  },
};

export const publicationDigestStatsPage: ServerPage = {
  routes: ['ShowCollectionDigestStats'],
  signedIn: true,
  async load(load) {
    const data = await load.preload(PublicationDigestStatsQuery, { slug: load.route.params.collectionSlug ?? '' });
    const result = data?.publicationDigestStats;
    if (!result || result.__typename === 'NotFound') return load.notFound();
    if (result.__typename === 'Forbidden') return forbidden(load, 'Publication digests');
    const name = result.__typename === 'PublicationDigestStats' ? result.publication.name : 'Publication';
    return load.page({ title: `${name} digests – ${load.productName}`, description: `The stories a publication’s newsletter e-mailed on ${load.productName}.`, canonicalPath: null });
  },
};
