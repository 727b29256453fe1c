// platform-reference §2.1: the feeds (/feed/latest, /feed/@{username} and /has-recommended, /feed/{publication} and
// its /tagged/{tag}, /news and /news/tagged/{tag}, /feed/tag/{tag}, /feed/topic/{topic}, /feed/flipboard/{topic},
// /feed/collections/{list}) and the sitemap (/sitemap/sitemap.xml and its pages). Both are the same for every
// reader, so both are cached publicly for a short while and in the edge cache (platform-reference §9) under
// surrogate tags the writes already purge; both carry an ETag and Last-Modified and answer 304 to a reader
// who holds the current version. Unknown writers, publications, tags and topics get a plain-text 404.
import { createHash } from 'node:crypto';
import { collectionTag, HOME_TAG, tagTag, userTag } from '../../../core/edge-cache/edge-cache.ts';
import { isNotModified } from '../../../core/feed-syndication/conditional-get.ts';
import { feedSurrogateTags } from '../../../core/feed-syndication/feed-item.ts';
import { FEED_CONTENT_TYPES, FEED_FORMAT_PARAM, FEED_ITEM_LIMIT, feedFormatOf, feedScopeOf, type FeedScope } from '../../../core/feed-syndication/feed-scope.ts';
import { parseSitemapRequest, SITEMAP_PAGE_SIZE, SITEMAP_SECTIONS, sitemapChildren } from '../../../core/feed-syndication/sitemap.ts';
import { catalogSlugId, parseCatalogSlugId } from '../../../core/lists/catalogs.ts';
import { matchRoute } from '../../../core/routing/routes.ts';
import type { FeedOwner } from '../../postgres/syndication.repository.ts';
import type { Services } from '../composition-root.ts';
import { SITE_TAG } from '../edge-cache/edge-cache.server.ts';
import type { ServerContext } from '../graphql/graphql.ts';
import { SECURITY_HEADERS, text } from '../http/respond.ts';
import { feedDocument, feedUpdated } from '../syndication/feed-document.ts';
import { sitemapIndexDocument, sitemapPageDocument } from '../syndication/sitemap-document.ts';
import { servePage } from './page.route.ts';

export const FEED_PREFIX = '/feed/';

/** How long a reader or a CDN may keep a feed or a sitemap page without asking again, in seconds. */
export const SYNDICATION_MAX_AGE = 300;

const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** A body's strong validator: a hash of its bytes. */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** Refusals and misses are plain text, never an HTML page, and never cached. */
const plain = (status: number, message: string, headers: Record<string, string> = {}) => text(status, message, { 'cache-control': 'no-cache', ...SECURITY_HEADERS, ...headers });

type Fresh = { status: 200; body: string; headers: Record<string, string> };

/** The answer to a GET or HEAD of a cacheable document: 304 when the reader holds it, else the document. */
function answer(request: Request, doc: { body: string; headers: Readonly<Record<string, string>> }, cacheState: 'HIT' | 'MISS'): Response {
  const headers: Record<string, string> = { ...doc.headers, 'x-quire-cache': cacheState };
  const lastModified = headers['last-modified'] ? new Date(headers['last-modified']) : null;
  const notModified = isNotModified(
    { ifNoneMatch: request.headers.get('if-none-match'), ifModifiedSince: request.headers.get('if-modified-since') },
    { etag: headers.etag ?? '', lastModified },
  );
  if (notModified) {
    const { 'content-type': _type, ...rest } = headers;
    return new Response(null, { status: 304, headers: rest });
  }
  return new Response(request.method === 'HEAD' ? null : doc.body, { status: 200, headers });
}

/** A document with its validators, cache headers and surrogate tags, kept in the edge cache. */
function fresh(services: Services, key: string, body: string, contentType: string, lastModified: Date | null, tags: readonly string[], generation: number): Fresh {
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cache-control': `public, max-age=${SYNDICATION_MAX_AGE}`,
    etag: etagOf(body),
    ...(lastModified ? { 'last-modified': lastModified.toUTCString() } : {}),
    'surrogate-key': [...tags, SITE_TAG].join(' '),
    // A feed's format may come from the Accept header: caches keep the formats apart.
    vary: 'accept',
    ...SECURITY_HEADERS,
  };
  services.edgeCache.store(key, { status: 200, body, headers, tags }, generation);
  return { status: 200, body, headers };
}

/** A feed's owner as the store finds it, or why there is none (a plain-text 404). */
async function ownerOf(services: Services, scope: FeedScope): Promise<FeedOwner | string> {
  const repo = services.repos.syndication;
  switch (scope.kind) {
    case 'latest':
      return { kind: 'latest' };
    case 'user':
    case 'recommended': {
      const user = await repo.userByUsername(scope.username);
      if (!user) return `No writer here goes by @${scope.username}.`;
      return scope.kind === 'user' ? user : { kind: 'recommended', id: user.id, username: user.username, name: user.name };
    }
    case 'publication': {
      const publication = await repo.publicationBySlug(scope.slug);
      if (!publication) return `No publication here is called ${scope.slug}.`;
      let owner: FeedOwner = publication;
      if (scope.tagSlug) {
        const tag = await repo.tagBySlug(scope.tagSlug);
        if (!tag) return `No tag here is called ${scope.tagSlug}.`;
        owner = { ...owner, tag: { slug: tag.slug, displayTitle: tag.displayTitle } };
      }
      if (scope.news) {
        const newsletterId = await repo.publicationNewsletterId(publication.id);
        if (!newsletterId) return `${publication.name} has no newsletter.`;
        owner = { ...owner, news: true, newsletterId };
      }
      return owner;
    }
    case 'tag':
      return (await repo.tagBySlug(scope.slug)) ?? `No tag here is called ${scope.slug}.`;
    case 'topic': {
      const topic = await repo.topicBySlug(scope.slug);
      if (!topic) return `No topic here is called ${scope.slug}.`;
      return scope.flipboard ? { ...topic, flipboard: true } : topic;
    }
    case 'list': {
      // Only a reader's own public list has a feed: a predefined list's address or a private list is not found.
      const ref = parseCatalogSlugId(scope.catalogSlug);
      const list = ref?.kind === 'id' ? await repo.publicListById(ref.id) : null;
      if (!list) return 'There is no public list at this address.';
      return { ...list, catalogSlug: catalogSlugId({ id: list.id, type: 'LISTS', name: list.name }) };
    }
  }
}

function scopeTagOf(owner: FeedOwner): string | null {
  switch (owner.kind) {
    case 'user':
    case 'recommended':
      return userTag(owner.id);
    case 'list':
      return userTag(owner.ownerId);
    case 'publication':
      return collectionTag(owner.id);
    case 'tag':
      return tagTag(owner.slug);
    default:
      return null;
  }
}

/** GET /feed/…: a feed in RSS (default) or Atom. */
export async function serveFeed(services: Services, request: Request, url: URL, serverContext: ServerContext = {}): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Feeds answer GET and HEAD only.', { allow: 'GET, HEAD' });
  const match = matchRoute(url.pathname);
  if (!match || match.kind !== 'resource') return plain(404, 'There is no feed at this address.');
  const scope = feedScopeOf(match);
  if (!scope) return servePage(services, request, url, serverContext);
  // Flipboard's form of a topic's feed is RSS 2.0 whatever is asked.
  const format = scope.kind === 'topic' && scope.flipboard ? ({ ok: true, format: 'rss' } as const) : feedFormatOf({ format: url.searchParams.get(FEED_FORMAT_PARAM), accept: request.headers.get('accept') });
  if (!format.ok) return plain(400, format.message);
  const key = `feed:${format.format}:${url.pathname.toLowerCase()}`;
  const generation = services.edgeCache.generation();
  const hit = services.edgeCache.lookup(key);
  if (hit) return answer(request, hit, 'HIT');
  const owner = await ownerOf(services, scope);
  if (typeof owner === 'string') return plain(404, owner);
  const stories = await services.repos.syndication.storiesOf(owner, FEED_ITEM_LIMIT);
  const { productName, publicOrigin } = services.options;
  const body = feedDocument(owner, stories, format.format, { productName, publicOrigin });
  const tags = feedSurrogateTags({ scopeTag: scopeTagOf(owner), items: stories.map((s) => ({ postId: s.id, creatorId: s.creatorId })) });
  return answer(request, fresh(services, key, body, FEED_CONTENT_TYPES[format.format], feedUpdated(stories), tags, generation), 'MISS');
}

/** GET /sitemap/sitemap.xml: the index; with ?section=…&from=…, one of its pages. */
export async function serveSitemap(services: Services, request: Request, url: URL): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'The sitemap answers GET and HEAD only.', { allow: 'GET, HEAD' });
  const parsed = parseSitemapRequest(url.searchParams);
  if (!parsed.ok) return plain(400, parsed.message);
  const key = `sitemap:${url.search}`;
  const generation = services.edgeCache.generation();
  const hit = services.edgeCache.lookup(key);
  if (hit) return answer(request, hit, 'HIT');
  const repo = services.repos.syndication;
  const { publicOrigin } = services.options;
  const pageSize = services.options.sitemapPageSize ?? SITEMAP_PAGE_SIZE;
  // A story written anywhere purges home's tag, and with it the sitemap.
  const tags = [HOME_TAG];
  if (parsed.kind === 'index') {
    const starts = Object.fromEntries(await Promise.all(SITEMAP_SECTIONS.map(async (section) => [section, await repo.sitemapPageStarts(section, pageSize)] as const)));
    return answer(request, fresh(services, key, sitemapIndexDocument(sitemapChildren(starts, pageSize), publicOrigin), SITEMAP_CONTENT_TYPE, null, tags, generation), 'MISS');
  }
  const entries = await repo.sitemapPage(parsed.child.section, parsed.child.from, pageSize);
  let lastModified: Date | null = null;
  for (const e of entries) if (e.section === 'stories' && (!lastModified || e.lastModified > lastModified)) lastModified = e.lastModified;
  return answer(request, fresh(services, key, sitemapPageDocument(entries, publicOrigin), SITEMAP_CONTENT_TYPE, lastModified, tags, generation), 'MISS');
}
