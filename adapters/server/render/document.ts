// The HTML document around a rendered page: head, the app's markup, the three preloaded globals
// (platform-reference §2.6) and the client entry.
import type { QueryCacheSnapshot } from '../../../core/query-cache/cache-key.ts';
import type { PreloadedState } from '../../../core/startup/startup.ts';
import type { FeedAlternate } from '../../../core/feed-syndication/feed-scope.ts';
import type { HeadMeta } from '../../../core/stories/story-head.ts';
import { escapeHtml, jsonForScript, jsonLdForScript } from './escape.ts';

export type ClientAssets = {
  scripts: string[];
  styles: string[];
  preloads: string[];
  /** Per page module (its manifest name): the chunks and CSS it adds to the entry's. */
  pages: Record<string, { preloads: string[]; styles: string[] }>;
  /** Entries besides the app's (the statechart gallery's script), by source path. */
  entries?: Record<string, { script: string; preloads: string[]; styles: string[] }>;
  /**
   * Issue 19 (Lighthouse): the text of each stylesheet by its href, read once at start-up. The document inlines the
   * page's stylesheets in `<style>` so the first paint waits on no request; a stylesheet missing here is linked.
   */
  inline?: Record<string, string>;
};

export const NO_ASSETS: ClientAssets = { scripts: [], styles: [], preloads: [], pages: {} };

export type DocumentParts = {
  title: string;
  description: string;
  canonicalPath: string | null;
  /**
   * The configured public origin, on the product's own domain (issue 19: search engines and Lighthouse want an
   * absolute canonical URL); absent under a publication's or writer's custom domain, whose path stays relative.
   */
  canonicalOrigin?: string | undefined;
  /** The page's RSS feeds (platform-reference §2.1), each a `<link rel="alternate">`. */
  alternate?: readonly FeedAlternate[] | undefined;
  appHtml: string;
  state: PreloadedState;
  graphqlUri: string;
  queryCache: QueryCacheSnapshot;
  assets: ClientAssets;
  /** The page module being rendered, whose chunk the document preloads. */
  pageSource: string;
  /** Issue 18: a story's Open Graph and Twitter meta, its canonical URL and JSON-LD (core/stories/story-head.ts). */
  head?: { meta: readonly HeadMeta[]; canonicalUrl: string; jsonLd: Record<string, unknown> | null } | undefined;
};

/**
 * The canonical link's address: a story's absolute URL on the configured origin (its head), else the page's path on
 * the configured origin — relative under a custom domain, so a publication's page served there ('/') stays on it.
 */
function canonicalHref(parts: DocumentParts): string | null {
  if (parts.head) return parts.head.canonicalUrl;
  const { canonicalPath, canonicalOrigin } = parts;
  if (canonicalPath && canonicalOrigin && canonicalPath.startsWith('/') && !canonicalPath.startsWith('//')) {
    return canonicalOrigin.replace(/\/+$/, '') + canonicalPath;
  }
  return canonicalPath;
}

/** A stylesheet in the head: inlined when its text is known and safe in `<style>`, else linked. */
function styleTag(href: string, inline: ClientAssets['inline']): string {
  const css = inline?.[href];
  // The disabled link beside it is never fetched; it tells the client's chunk loader (Vite's preload helper, which
  // looks for `link[rel=stylesheet]` by href) that this stylesheet is on the page, so hydration does not load it again.
  if (css !== undefined && !/<\/style/i.test(css)) {
    return `<style data-href="${escapeHtml(href)}">${css}</style><link rel="stylesheet" href="${escapeHtml(href)}" disabled>`;
  }
  return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
}

/**
 * Issue 19: the page is complete as the server rendered it (its CSS inlined), and its scripts only hydrate it, so
 * they are asked for once the first frame is painted — the rendering step's animation frame, then a task, with a
 * timer for a tab that paints no frame (hidden) — and never compete with the first paint for the network: the
 * modulepreload links of the entry's imports and the page's chunks, then the entry as a module script.
 */
function afterFirstPaint(preloads: readonly string[], entry: string): string {
  return (
    '(function(p,e){var d=document,n=0;function go(){if(n++)return;p.forEach(function(h){var l=d.createElement("link");' +
    'l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.src=e;' +
    'd.body.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)})' +
    `(${jsonForScript(preloads)},${jsonForScript(entry)})`
  );
}

const metaTag = (m: HeadMeta) => `<meta ${m.kind}="${escapeHtml(m.key)}" content="${escapeHtml(m.content)}">`;

export function renderDocument(parts: DocumentParts): string {
  const { assets } = parts;
  const page = assets.pages[parts.pageSource] ?? { preloads: [], styles: [] };
  const canonical = canonicalHref(parts);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="manifest" href="/manifest.json">',
    `<link rel="search" type="application/opensearchdescription+xml" title="${escapeHtml(parts.state.productName)}" href="/osd.xml">`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    ...(parts.head?.meta ?? []).map(metaTag),
    parts.head?.jsonLd ? `<script type="application/ld+json">${jsonLdForScript(parts.head.jsonLd)}</script>` : '',
    ...(parts.alternate ?? []).map((feed) => `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`),
    ...[...assets.styles, ...page.styles].map((href) => styleTag(href, assets.inline)),
    '</head>',
    '<body>',
    `<div id="root">${parts.appHtml}</div>`,
    '<script>',
    `window.__PRELOADED_STATE__=${jsonForScript(parts.state)};`,
    `window.__GRAPHQL_URI__=${jsonForScript(parts.graphqlUri)};`,
    `window.__APOLLO_STATE__=${jsonForScript(parts.queryCache)};`,
    '</script>',
    ...assets.scripts.map((src) => `<script>${afterFirstPaint([...assets.preloads, ...page.preloads], src)}</script>`),
    '</body>',
    '</html>',
  ].join('');
}
