// platform-reference §2.1's site files: the web app manifest (/manifest.json: the product's name, its icon, Home as
// the start), the OpenSearch description (/osd.xml: a browser's address bar searches the site through /search), and
// the app association files (/apple-app-site-association, /.well-known/apple-app-site-association,
// /.well-known/assetlinks.json). Quire has no native app of its own, so the association files associate none: an
// operator who ships one names it (QUIRE_APPLE_APP_IDS, QUIRE_ANDROID_APPS). Every address is on the configured
// public origin, never the request's Host.
import type { Services } from '../composition-root.ts';
import { SECURITY_HEADERS, text } from '../http/respond.ts';
import { escapeHtml } from '../render/escape.ts';
import { FAVICON_PATH } from './static.routes.ts';

export const MANIFEST_PATH = '/manifest.json';
export const OPEN_SEARCH_PATH = '/osd.xml';
export const APPLE_ASSOCIATION_PATHS: ReadonlySet<string> = new Set(['/apple-app-site-association', '/.well-known/apple-app-site-association']);
export const ASSET_LINKS_PATH = '/.well-known/assetlinks.json';

/** The theme colour of the product's icon (static.routes.ts favicon). */
const ACCENT = '#1a6b4f';
const DAY = 'public, max-age=86400';

const json = (request: Request, body: unknown, contentType = 'application/json; charset=utf-8') =>
  new Response(request.method === 'HEAD' ? null : JSON.stringify(body), { headers: { 'content-type': contentType, 'cache-control': DAY, ...SECURITY_HEADERS } });

const origin = (services: Services) => services.options.publicOrigin.replace(/\/+$/, '');

/** Only GET and HEAD. */
const refused = () => text(405, 'This address answers GET and HEAD only.', { allow: 'GET, HEAD' });

export function serveManifest(services: Services, request: Request): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') return refused();
  const name = services.options.productName;
  return json(
    request,
    {
      name,
      short_name: name,
      description: `Read and write stories on ${name}.`,
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: ACCENT,
      icons: [{ src: FAVICON_PATH, type: 'image/svg+xml', sizes: 'any', purpose: 'any' }],
    },
    'application/manifest+json; charset=utf-8',
  );
}

export function serveOpenSearch(services: Services, request: Request): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') return refused();
  const name = escapeHtml(services.options.productName.slice(0, 16));
  const base = escapeHtml(origin(services));
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `<ShortName>${name}</ShortName>`,
    `<Description>Search stories, people, publications, topics and lists on ${escapeHtml(services.options.productName)}.</Description>`,
    '<InputEncoding>UTF-8</InputEncoding>',
    `<Image type="image/svg+xml">${base}${FAVICON_PATH}</Image>`,
    `<Url type="text/html" method="get" template="${base}/search?q={searchTerms}"/>`,
    `<Url type="application/opensearchdescription+xml" rel="self" template="${base}${OPEN_SEARCH_PATH}"/>`,
    `<moz:SearchForm>${base}/search</moz:SearchForm>`,
    '</OpenSearchDescription>',
  ].join('\n');
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: { 'content-type': 'application/opensearchdescription+xml; charset=utf-8', 'cache-control': DAY, ...SECURITY_HEADERS },
  });
}

/** Apple's universal links and shared web credentials: the operator's apps (team.bundle ids), none by default. */
export function serveAppleAssociation(services: Services, request: Request): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') return refused();
  const apps = services.options.appleAppIds ?? [];
  return json(request, {
    applinks: { details: apps.map((appID) => ({ appIDs: [appID], components: [{ '/': '/*' }] })) },
    webcredentials: { apps },
  });
}

/** Android's Digital Asset Links: the operator's apps (package and certificate fingerprint), none by default. */
export function serveAssetLinks(services: Services, request: Request): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') return refused();
  const apps = services.options.androidApps ?? [];
  return json(
    request,
    apps.map((app) => ({
      relation: ['delegate_permission/common.handle_all_urls', 'delegate_permission/common.get_login_creds'],
      target: { namespace: 'android_app', package_name: app.packageName, sha256_cert_fingerprints: [app.fingerprint] },
    })),
  );
}
