// platform-reference §2.1 topics and tags: a tag's Recommended (/tag/{tagSlug}/recommended), its Who to follow
// (/tag/{tagSlug}/who-to-follow and /top-writers) and the old /topics address. The spec names the routes and
// pages only ("Exact layout … is not shown"); what each shows is designed here:
// - Recommended: the stories readers clapped most among the tag's newest RECOMMENDED_WINDOW listed stories — what
//   readers recommend lately, read in a bounded window (never every story of a heavy tag), most claps first.
// - Who to follow: the writers with the most published, listed stories under the tag (a count the store keeps).
// - /topics: where topics live now, every topic at /explore-topics.
import { pathTo } from '../routing/paths.ts';

/** How many of a tag's newest stories Recommended ranks. */
export const RECOMMENDED_WINDOW = 200;

/** A tag's Recommended and Who to follow show this many at a time. */
export const TAG_LIST_PAGE_SIZE = 10;

/** The tabs of a tag's pages, in order: its stories, its recommended stories, who to follow. */
export type TagTab = 'latest' | 'recommended' | 'who-to-follow';

/** Each tab's label and route (core/routing/route-table.ts). */
export const TAG_TABS: readonly { tab: TagTab; label: string; route: string }[] = [
  { tab: 'latest', label: 'Latest', route: 'ShowTagPosts' },
  { tab: 'recommended', label: 'Recommended', route: 'ShowTagRecommended' },
  { tab: 'who-to-follow', label: 'Who to follow', route: 'ShowTagWhoToFollow' },
];

/** Which tab a tag route is: /top-writers is Who to follow under its older name. */
export function tagTabOf(routeName: string): TagTab {
  if (routeName === 'ShowTagRecommended') return 'recommended';
  if (routeName === 'ShowTagWhoToFollow' || routeName === 'ShowTagTopWriters') return 'who-to-follow';
  return 'latest';
}

/** The canonical address of a tag's tab. */
export function tagTabPath(tagSlug: string, tab: TagTab): string {
  return pathTo(TAG_TABS.find((t) => t.tab === tab)?.route ?? 'ShowTagPosts', { tagSlug });
}

/** Where /topics (legacy-topic-redirect) sends a reader: the explore-topics page, on the configured public origin. */
export function legacyTopicsLocation(publicOrigin: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}/explore-topics`;
}
