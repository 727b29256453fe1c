// Issue 18 (reader-experience Home; platform-reference §7.4 webRecommendedFeed, followingFeed, personalisedTagFeed):
// a signed-in reader's Home tabs — For you, Following, and one per followed topic — and which one an address
// opens. Each tab is its own address (the route table's ShowHome with the query parameters platform-reference §2.3
// keeps: feed and tag), so the tabs are links in a navigation landmark, the current one aria-current="page".
import { RECOMMENDATIONS_COPY } from './recommendations-copy.ts';

export type HomeTab = { kind: 'for-you' } | { kind: 'following' } | { kind: 'topic'; slug: string; name: string };

export type HomeTabLink = { key: string; label: string; params: Record<string, string>; tab: HomeTab };

export const HOME_FEED_FOLLOWING = 'following';

/** The tabs in order: For you, Following, then the followed topics as the reader's list has them. */
export function homeTabs(followedTopics: readonly { slug: string; name: string }[]): HomeTabLink[] {
  return [
    { key: 'for-you', label: RECOMMENDATIONS_COPY.forYou, params: {}, tab: { kind: 'for-you' } },
    { key: 'following', label: RECOMMENDATIONS_COPY.following, params: { feed: HOME_FEED_FOLLOWING }, tab: { kind: 'following' } },
    ...followedTopics.map((t) => ({ key: `topic:${t.slug}`, label: t.name, params: { tag: t.slug }, tab: { kind: 'topic' as const, slug: t.slug, name: t.name } })),
  ];
}

/**
 * The tab an address opens: ?tag= of a followed topic, else ?feed=following, else For you. A topic the reader does
 * not follow (or any other value) opens For you rather than an error: the address may be an old one.
 */
export function homeTabOf(params: { feed?: string | undefined; tag?: string | undefined }, followedTopics: readonly { slug: string; name: string }[]): HomeTab {
  const tag = params.tag?.trim().toLowerCase();
  const topic = tag ? followedTopics.find((t) => t.slug === tag) : undefined;
  if (topic) return { kind: 'topic', slug: topic.slug, name: topic.name };
  if (params.feed === HOME_FEED_FOLLOWING) return { kind: 'following' };
  return { kind: 'for-you' };
}

export const homeTabKey = (tab: HomeTab): string => (tab.kind === 'topic' ? `topic:${tab.slug}` : tab.kind);
