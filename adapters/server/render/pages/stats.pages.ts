// Issue 23 (stats) pages, each signed-in, in the top navigation layout (platform-reference §2.4: stats pages):
// - /me/stats (ShowStats, stats-homepage): the writer's totals, a chart per day and the per-story table; the same at
//   /@{username}/stats (ShowUserStats) for that writer only (403 for anyone else); /me/stats/responses
//   (ShowResponsesStats) for the responses the writer wrote;
// - /me/stats/post/{postId} (ShowPostStats, stats-post): one story — its writer's or its publication's editors'
//   (anyone else: 403 with the reason; no such story: 404); /@{username}/stats/post/{postId} (ShowUserPostStats) the
//   same for a story of that writer's (another's: 404);
//   /p/{postId}/info (ShowPostInfo) is the same page reached from the story, and /p/{postId}/info/{order}/{filter}
//   (ShowPostInfoFiltered) the same with its per-day table newest or oldest first and only the days with views,
//   reads, claps, responses or highlights (core/stats/post-info.ts; another value: 404); /p/{postId}/referrers
//   (ShowPostReferrers) the story's traffic sources over the period, for the same people;
// - /@{username}/audience (ShowUserAudience, subscription-stats): followers and subscribers gained per day, the
//   writer's own (403 for anyone else), with the CSV export at /@{username}/audience/stats/export;
//   /@{username}/audience/{details} (ShowUserAudienceDetails): followers or subscribers in detail (another value: 404);
// - /newsletters/{newsletterV3Id}/stats (ShowNewsletterStats, subscription-stats): a newsletter's subscribers gained,
//   lost and in all per day, and each issue's e-mails sent, waiting and failed; a writer's newsletter for that writer,
//   a publication's for its editors and owners (403 for anyone else, 404 for no such newsletter);
// - /{publication}/stats (ShowCollectionFetchStats, community-publication-stats): for its editors and owners; its
//   overview at /{publication}/stats/overview (ShowCollectionStatsOverview); /stats/stories redirects to /stats;
// - /{publication}/stats/publication-digests (ShowCollectionDigestStats, publication-digest-stats): the stories its
//   newsletter e-mailed, with their e-mails sent, waiting and failed; for its editors and owners.
// The period is the query's `period` (7d, 30d, 90d or lifetime; 30d when absent); another value is not found.
import { parsePeriod, STATS_PERIOD_LABELS, type StatsPeriod } from '../../../../core/stats/stats-period.ts';
import { AUDIENCE_DETAIL_LABELS, parseAudienceDetails } from '../../../../core/stats/audience-details.ts';
import { parsePostInfo } from '../../../../core/stats/post-info.ts';
import {
  AudienceDetailsQuery,
  AudienceStatsQuery,
  NewsletterStatsQuery,
  PostReferrersQuery,
  PostStatsQuery,
  PublicationDigestStatsQuery,
  PublicationStatsOverviewQuery,
  PublicationStatsQuery,
  ResponseStatsQuery,
  UserPostStatsQuery,
  UserStatsQuery,
  WriterStatsQuery,
} from '../../../../ui/stats/stats-queries.ts';
import type { PageData, PageLoad, ServerPage } from './page-load.ts';

/** The route's `period` query parameter (route-table.ts declares it), 30d when absent. */
function periodOf(load: PageLoad): StatsPeriod | null {
  return parsePeriod(load.route.params.period);
}

/** A refusal the page shows (its message comes from the preloaded query): 403, not the not-found screen. */
function forbidden(load: PageLoad, title: string): PageData {
  return { ...load.page({ title: `${title} – ${load.productName}`, description: title, canonicalPath: null }), status: 403 } as PageData;
}

/** A preloaded answer's outcome: not found, refused (403 with its reason, which the page shows), or the page. */
function outcome(load: PageLoad, result: { __typename: string } | null | undefined, refusedTitle: string, page: () => PageData): Promise<PageData> | PageData {
  if (!result || result.__typename === 'NotFound') return load.notFound();
  if (result.__typename === 'Forbidden') return forbidden(load, refusedTitle);
  return page();
}

export const statsHomePage: ServerPage = {
  routes: ['ShowStats', 'ShowUserStats', 'ShowResponsesStats'],
  signedIn: true,
  async load(load) {
    const period = periodOf(load);
    if (!period) return load.notFound();
    const label = STATS_PERIOD_LABELS[period];
    if (load.route.name === 'ShowResponsesStats') {
      await load.preload(ResponseStatsQuery, { period });
      return load.page({ title: `Stats of your responses: ${label} – ${load.productName}`, description: `Your responses’ views, reads and claps on ${load.productName}.`, canonicalPath: null });
    }
    if (load.route.name === 'ShowUserStats') {
      const username = load.route.params.username ?? '';
      const data = await load.preload(UserStatsQuery, { period, username });
      return outcome(load, data?.writerStats, 'Stats', () =>
        load.page({ title: `Stats: ${label} – ${load.productName}`, description: `Your stories’ views, reads and reading time on ${load.productName}.`, canonicalPath: null }),
      );
    }
    await load.preload(WriterStatsQuery, { period });
    return load.page({
      title: `Stats: ${label} – ${load.productName}`,
      description: `Your stories’ views, reads and reading time on ${load.productName}.`,
      canonicalPath: null,
    });
  },
};

export const statsPostPage: ServerPage = {
  routes: ['ShowPostStats', 'ShowUserPostStats', 'ShowPostInfo', 'ShowPostInfoFiltered', 'ShowPostReferrers'],
  signedIn: true,
  async load(load) {
    const period = periodOf(load);
    const postId = load.route.params.postId ?? '';
    if (!period) return load.notFound();
    if (load.route.name === 'ShowPostInfo' || load.route.name === 'ShowPostInfoFiltered') {
      if (!parsePostInfo(load.route.params.order, load.route.params.filter)) return load.notFound();
    }
    if (load.route.name === 'ShowPostReferrers') {
      const data = await load.preload(PostReferrersQuery, { postId, period });
      const result = data?.postStats;
      return outcome(load, result, 'Traffic sources', () => {
        const title = result?.__typename === 'PostStats' ? `Traffic sources of ‘${result.post.title}’` : 'Traffic sources';
        return load.page({ title: `${title} – ${load.productName}`, description: `Where a story’s views came from on ${load.productName}.`, canonicalPath: null });
      });
    }
    const data =
      load.route.name === 'ShowUserPostStats'
        ? await load.preload(UserPostStatsQuery, { postId, period, username: load.route.params.username ?? '' })
        : await load.preload(PostStatsQuery, { postId, period });
    const result = data?.postStats;
    return outcome(load, result, 'Stats', () => {
      const title = result?.__typename === 'PostStats' ? `Stats for ‘${result.post.title}’` : 'Stats';
      return load.page({ title: `${title} – ${load.productName}`, description: `A story’s views, reads and traffic sources on ${load.productName}.`, canonicalPath: null });
    });
  },
};

export const audienceStatsPage: ServerPage = {
  routes: ['ShowUserAudience', 'ShowUserAudienceDetails', 'ShowNewsletterStats'],
  signedIn: true,
  async load(load) {
    const period = periodOf(load);
    if (!period) return load.notFound();
    if (load.route.name === 'ShowNewsletterStats') {
      const data = await load.preload(NewsletterStatsQuery, { newsletterId: load.route.params.newsletterV3Id ?? '', period });
      const result = data?.newsletterStats;
      return outcome(load, result, 'Newsletter stats', () => {
        const name = result?.__typename === 'NewsletterStats' ? result.name : 'Newsletter';
        return load.page({ title: `${name} stats – ${load.productName}`, description: `A newsletter’s subscribers and the e-mails of each issue on ${load.productName}.`, canonicalPath: null });
      });
    }
    const username = load.route.params.username ?? '';
    if (load.route.name === 'ShowUserAudienceDetails') {
      const details = parseAudienceDetails(load.route.params.details);
      if (!details) return load.notFound();
      const data = await load.preload(AudienceDetailsQuery, { username, details, period });
      const label = AUDIENCE_DETAIL_LABELS[details];
      return outcome(load, data?.audienceDetails, `${label.title} stats`, () =>
        load.page({ title: `${label.title}: ${STATS_PERIOD_LABELS[period]} – ${load.productName}`, description: `Your ${label.noun} gained, lost and in all, per day, on ${load.productName}.`, canonicalPath: null }),
      );
    }
    const data = await load.preload(AudienceStatsQuery, { username, period });
    return outcome(load, data?.audienceStats, 'Audience stats', () =>
      load.page({ title: `Audience stats – ${load.productName}`, description: `Followers and subscribers gained per day on ${load.productName}.`, canonicalPath: null }),
    );
  },
};

export const publicationStatsPage: ServerPage = {
  routes: ['ShowCollectionFetchStats', 'ShowCollectionStatsOverview'],
  signedIn: true,
  async load(load) {
    const period = periodOf(load);
    if (!period) return load.notFound();
    const slug = load.route.params.collectionSlug ?? '';
    if (load.route.name === 'ShowCollectionStatsOverview') {
      const data = await load.preload(PublicationStatsOverviewQuery, { slug, period });
      const result = data?.publicationStatsOverview;
      return outcome(load, result, 'Publication stats', () => {
        const name = result?.__typename === 'PublicationStatsOverview' ? result.publication.name : 'Publication';
        return load.page({ title: `${name} stats overview – ${load.productName}`, description: `A publication’s figures beside the period before, its traffic sources and its writers on ${load.productName}.`, canonicalPath: null });
      });
    }
    const data = await load.preload(PublicationStatsQuery, { slug, period });
    const result = data?.publicationStats;
    return outcome(load, result, 'Publication stats', () => {
      const name = result?.__typename === 'PublicationStats' ? result.publication.name : 'Publication';
      return load.page({ title: `${name} stats – ${load.productName}`, description: `A publication’s stories and audience on ${load.productName}.`, canonicalPath: null });
    });
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
