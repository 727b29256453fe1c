// platform-reference §2.1 (/sitemap/sitemap.xml): the sitemap index and its pages in the sitemaps.org
// format, every address absolute on the configured public origin.
import { postPath, publicationPath, tagPath, topicPath, userPath } from '../../../core/routing/links.ts';
import { absoluteUrl } from '../../../core/feed-syndication/feed-item.ts';
import { sitemapChildPath, type SitemapChild } from '../../../core/feed-syndication/sitemap.ts';
import type { SitemapEntry } from '../../postgres/syndication.repository.ts';
import { escapeHtml } from '../render/escape.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
// Addresses are built from the route table, their params percent-encoded: only `&` (between query
// parameters) needs escaping, which escapeHtml does.
const loc = (url: string) => `<loc>${escapeHtml(url)}</loc>`;

/** The index: one <sitemap> per child page. */
export function sitemapIndexDocument(children: readonly SitemapChild[], publicOrigin: string): string {
  const entries = children.map((child) => `<sitemap>${loc(absoluteUrl(publicOrigin, sitemapChildPath(child)))}</sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

function entryPath(entry: SitemapEntry): string {
  switch (entry.section) {
    case 'stories':
      return postPath({ id: entry.id, title: entry.title }, entry.creatorUsername, entry.publicationSlug);
    case 'profiles':
      return userPath(entry.key);
    case 'publications':
      return publicationPath(entry.key);
    case 'tags':
      return tagPath(entry.key);
    case 'topics':
      return topicPath(entry.key);
  }
}

/** One page: a <url> per address, stories with the day they last changed. */
export function sitemapPageDocument(entries: readonly SitemapEntry[], publicOrigin: string): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.section === 'stories' ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `<url>${loc(absoluteUrl(publicOrigin, entryPath(entry)))}${lastmod}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}
