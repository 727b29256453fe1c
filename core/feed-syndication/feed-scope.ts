// platform-reference §2.1 (feeds): which of the feed paths Quire serves, what each lists, how a reader asks for
// RSS or Atom, and the addresses of the feeds. The store answers what a scope holds; nothing here reads it.
import { pathTo } from '../routing/paths.ts';
import type { RouteMatch } from '../routing/route.types.ts';

/** The newest published, listed stories a feed carries. */
export const FEED_ITEM_LIMIT = 25;

/**
 * What a feed lists: every story; one writer's; the stories a writer recommended (clapped: a recommendation is a
 * clap, the writer's own stories aside); a publication's (all it accepted, or only those tagged `tagSlug`, or
 * only its newsletter's issues — the stories it e-mailed to its subscribers — `news`); a tag's; a topic's (also in
 * the form Flipboard reads, `flipboard`: always RSS); or a public list's (`catalogSlug`, its address's last part).
 */
export type FeedScope =
  | { kind: 'latest' }
  | { kind: 'user'; username: string }
  | { kind: 'recommended'; username: string }
  | { kind: 'publication'; slug: string; tagSlug?: string; news?: true }
  | { kind: 'tag'; slug: string }
  | { kind: 'topic'; slug: string; flipboard?: true }
  | { kind: 'list'; catalogSlug: string };

/** A publication's scope: its tagged and newsletter variants carry their keys only when set. */
const publicationScope = (slug: string, tagSlug: string | null, news: boolean): FeedScope => ({
  kind: 'publication',
  slug,
  ...(tagSlug ? { tagSlug } : {}),
  ...(news ? { news: true as const } : {}),
});

/**
 * The feed a route of the table names, or null for a route that is not a feed. Slugs and handles are looked up
 * in lower case, as the pages do.
 */
export function feedScopeOf(route: Pick<RouteMatch, 'name' | 'params'>): FeedScope | null {
  const param = (name: string) => (route.params[name] ?? '').toLowerCase();
  switch (route.name) {
    case 'FeedLatest':
      return { kind: 'latest' };
    case 'FeedUser':
      return { kind: 'user', username: param('username') };
    case 'FeedCollection':
      return { kind: 'publication', slug: param('collectionSlug') };
    case 'FeedTag':
      return { kind: 'tag', slug: param('tagSlug') };
    case 'FeedTopic':
      return { kind: 'topic', slug: param('topicSlug') };
    case 'FeedUserHasRecommended':
      return { kind: 'recommended', username: param('username') };
    case 'FeedCollectionTagged':
      return publicationScope(param('collectionSlug'), param('tagSlug'), false);
    case 'FeedCollectionNews':
      return publicationScope(param('collectionSlug'), null, true);
    case 'FeedCollectionNewsTagged':
      return publicationScope(param('collectionSlug'), param('tagSlug'), true);
    case 'FeedFlipboardTopic':
      return { kind: 'topic', slug: param('topicSlug'), flipboard: true };
    case 'FeedCatalog':
      return { kind: 'list', catalogSlug: param('catalogSlug') };
    default:
      return null;
  }
}

/** The route names feedScopeOf answers for: every feed of the route table. */
export const BUILT_FEED_ROUTES: readonly string[] = [
  'FeedLatest',
  'FeedUser',
  'FeedCollection',
  'FeedTag',
  'FeedTopic',
  'FeedUserHasRecommended',
  'FeedCollectionTagged',
  'FeedCollectionNews',
  'FeedCollectionNewsTagged',
  'FeedFlipboardTopic',
  'FeedCatalog',
];

/** A feed's address, built from the route table. */
export function feedPath(scope: FeedScope): string {
  switch (scope.kind) {
    case 'latest':
      return pathTo('FeedLatest');
    case 'user':
      return pathTo('FeedUser', { username: scope.username });
    case 'recommended':
      return pathTo('FeedUserHasRecommended', { username: scope.username });
    case 'publication': {
      const collectionSlug = scope.slug;
      if (scope.tagSlug) return pathTo(scope.news ? 'FeedCollectionNewsTagged' : 'FeedCollectionTagged', { collectionSlug, tagSlug: scope.tagSlug });
      return pathTo(scope.news ? 'FeedCollectionNews' : 'FeedCollection', { collectionSlug });
    }
    case 'tag':
      return pathTo('FeedTag', { tagSlug: scope.slug });
    case 'topic':
      return pathTo(scope.flipboard ? 'FeedFlipboardTopic' : 'FeedTopic', { topicSlug: scope.slug });
    case 'list':
      return pathTo('FeedCatalog', { catalogSlug: scope.catalogSlug });
  }
}

export type FeedFormat = 'rss' | 'atom';

export const FEED_CONTENT_TYPES: Readonly<Record<FeedFormat, string>> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/** The query parameter that picks a format: `?format=atom` or `?format=rss`. */
export const FEED_FORMAT_PARAM = 'format';

export type FeedFormatResult = { ok: true; format: FeedFormat } | { ok: false; error: 'UNKNOWN_FORMAT'; message: string };

/** The q-value an Accept header gives a media type: its own entry, else `application/*`, else `*\/*`; 0 when absent. */
function acceptQuality(accept: string, type: string): number {
  let best: { specificity: number; q: number } | null = null;
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const specificity = range === type ? 3 : range === `${type.split('/')[0]}/*` ? 2 : range === '*/*' ? 1 : 0;
    if (specificity === 0) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const parsed = qParam ? Number(qParam.slice(2)) : 1;
    const q = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
    if (!best || specificity > best.specificity) best = { specificity, q };
  }
  return best?.q ?? 0;
}

/**
 * RSS 2.0 unless asked for Atom: `?format=atom` (or `?format=rss`) decides; without it, an Accept header that
 * prefers `application/atom+xml` to `application/rss+xml` gets Atom. Any other format is refused.
 */
export function feedFormatOf(request: { format: string | null; accept: string | null }): FeedFormatResult {
  if (request.format !== null) {
    const format = request.format.trim().toLowerCase();
    if (format === 'rss' || format === 'atom') return { ok: true, format };
    return { ok: false, error: 'UNKNOWN_FORMAT', message: 'Unknown feed format: ask for format=rss or format=atom.' };
  }
  const accept = request.accept ?? '';
  const atom = acceptQuality(accept, 'application/atom+xml');
  return { ok: true, format: atom > 0 && atom > acceptQuality(accept, 'application/rss+xml') ? 'atom' : 'rss' };
}

/** A feed's scope with the names its title needs, as the pages and the store know them. */
export type NamedFeed =
  | { kind: 'latest' }
  | { kind: 'user'; username: string; name: string }
  | { kind: 'recommended'; username: string; name: string }
  | { kind: 'publication'; slug: string; name: string; tag?: { slug: string; displayTitle: string }; news?: true }
  | { kind: 'tag'; slug: string; displayTitle: string }
  | { kind: 'topic'; slug: string; name: string; flipboard?: true }
  | { kind: 'list'; catalogSlug: string; name: string; ownerName: string };

/** A feed's title: the same in the feed and in the `<link rel="alternate">` of the page it mirrors. */
export function feedTitle(feed: NamedFeed, productName: string): string {
  switch (feed.kind) {
    case 'latest':
      return `Latest stories on ${productName}`;
    case 'user':
      return `Stories by ${feed.name} on ${productName}`;
    case 'recommended':
      return `Stories ${feed.name} recommends on ${productName}`;
    case 'publication': {
      const name = feed.news ? `${feed.name} newsletter` : feed.name;
      return feed.tag ? `${name}: ${feed.tag.displayTitle}` : name;
    }
    case 'tag':
      return `${feed.displayTitle} on ${productName}`;
    case 'topic':
      return `${feed.name} on ${productName}`;
    case 'list':
      return `${feed.name}, a list by ${feed.ownerName} on ${productName}`;
  }
}

/** The scope a named feed answers for. */
export function scopeOfFeed(feed: NamedFeed): FeedScope {
  switch (feed.kind) {
    case 'latest':
      return { kind: 'latest' };
    case 'user':
    case 'recommended':
      return { kind: feed.kind, username: feed.username };
    case 'publication':
      return publicationScope(feed.slug, feed.tag?.slug ?? null, feed.news === true);
    case 'tag':
      return { kind: 'tag', slug: feed.slug };
    case 'topic':
      return { kind: 'topic', slug: feed.slug, ...(feed.flipboard ? { flipboard: true as const } : {}) };
    case 'list':
      return { kind: 'list', catalogSlug: feed.catalogSlug };
  }
}

/** A page's alternate: its RSS feed, for the document's head (`<link rel="alternate" type="application/rss+xml">`). */
export type FeedAlternate = { title: string; href: string };

export function feedAlternate(feed: NamedFeed, productName: string): FeedAlternate {
  return { title: feedTitle(feed, productName), href: feedPath(scopeOfFeed(feed)) };
}
