// The reader's own following pages: the following feed, who they follow, and who they muted.
import { FollowedTagsQuery, FollowedTopicsQuery } from '../../../../ui/following/topic-follow-operations.ts';
import { effectiveSelection, entityTypeOf, FOLLOWING_FEED_COPY, parseEntityName } from '../../../../core/following/following-feed.ts';
import {
  FollowedPublicationsQuery,
  FollowedUsersQuery,
  FollowingFeedQuery,
  FollowingFeedSourcesQuery,
  followingFeedFirstPage,
  followingFeedSourcesVars,
  MutedPublicationsQuery,
  MutedUsersQuery,
} from '../../../../ui/following/following-queries.ts';
import type { ServerPage } from './page-load.ts';
import { RecommendationSignalsQuery } from '../../../../ui/recommendations/recommendation-operations.ts';

/** The tabs of the mute settings (/me/settings/mute/{activeTab}); the bare address shows the first. */
export const MUTED_TABS = ['writers', 'publications'] as const;

export const followingFeedPage: ServerPage = {
  signedIn: true,
  async load({ route, preload, page, notFound, productName }) {
    const entityName = parseEntityName(route.params.entityName);
    if (!entityName) return notFound();
    const type = entityTypeOf(entityName);
    const requested = route.params.selection ?? null;
    const sources = await preload(FollowingFeedSourcesQuery, followingFeedSourcesVars(type, requested));
    // A selection stands only if the reader follows it; otherwise the page shows the whole kind and says why.
    const selected = sources?.viewer?.selected ?? null;
    const selection = effectiveSelection(requested, selected ? [selected.node.id] : []);
    await preload(FollowingFeedQuery, followingFeedFirstPage(type, selection));
    const heading = `${FOLLOWING_FEED_COPY.heading}: ${selection && selected ? selected.node.entity.name : FOLLOWING_FEED_COPY.tabs[entityName]}`;
    return page({ title: `${heading} – ${productName}`, description: `Stories from the ${entityName} you follow on ${productName}.`, canonicalPath: null });
  },
};

export const customizeFollowingPage: ServerPage = {
  routes: ['ShowFollowsIndex'],
  signedIn: true,
  async load({ preload, page, productName }) {
    await Promise.all([
      preload(FollowedUsersQuery, { after: null }),
      preload(FollowedPublicationsQuery, { after: null }),
      preload(FollowedTopicsQuery, {}),
      preload(FollowedTagsQuery, {}),
      // Issue 18: Refine recommendations, the signals the reader gave.
      preload(RecommendationSignalsQuery, {}),
    ]);
    return page({ title: `Following – ${productName}`, description: `The writers, publications and topics you follow on ${productName}.`, canonicalPath: null });
  },
};

export const customizeMutedPage: ServerPage = {
  signedIn: true,
  async load({ route, preload, page, notFound, productName }) {
    const tab = route.params.activeTab ?? MUTED_TABS[0];
    if (tab !== 'writers' && tab !== 'publications') return notFound();
    await (tab === 'writers' ? preload(MutedUsersQuery, { after: null }) : preload(MutedPublicationsQuery, { after: null }));
    return page({
      title: `Muted ${tab} – ${productName}`,
      description: `The ${tab} you muted on ${productName}: their stories stay out of your feeds.`,
      canonicalPath: null,
    });
  },
};
