// Issue 23 (stats), platform-reference §4: where a view came from, by the referrer rule that already sorts every
// client event's referrer (core/events/event-queue.ts referrerSource) — computed again here from the referrer the
// event carries and the site's own host, so a client cannot file its views under a source of its choosing.
import { referrerSource } from '../events/event-queue.ts';

export const TRAFFIC_SOURCES = ['internal', 'search', 'social', 'external', 'direct'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const TRAFFIC_SOURCE_LABELS: Record<TrafficSource, string> = {
  internal: 'From this site',
  search: 'Search engines',
  social: 'Social media',
  external: 'Other websites',
  direct: 'Direct (no referrer)',
};

/** What each source counts, in words (the referrer rule of core/events/event-queue.ts referrerSource). */
export const TRAFFIC_SOURCE_RULES: Record<TrafficSource, string> = {
  internal: 'Readers who came from another page of this site: a feed, a profile, a list, another story.',
  search: 'Readers who came from a search engine: Google, Bing, DuckDuckGo, Yahoo, Baidu, Yandex or Ecosia.',
  social: 'Readers who came from a social network: X (Twitter), Facebook, LinkedIn, Reddit, Mastodon, Bluesky or Hacker News.',
  external: 'Readers who came from a link on any other website.',
  direct: 'Readers whose browser sent no referrer: a typed or bookmarked address, an e-mail or an app.',
};

/** The source of a view from its event's data (its `referrer`), for a site served at `ownHost`. */
export function statsSource(data: { referrer?: unknown; referrerSource?: unknown }, ownHost: string): TrafficSource {
  const referrer = typeof data.referrer === 'string' ? data.referrer.slice(0, 2000) : '';
  const source = referrerSource(referrer, ownHost);
  return (TRAFFIC_SOURCES as readonly string[]).includes(source) ? (source as TrafficSource) : 'external';
}
