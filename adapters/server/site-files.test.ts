// platform-reference §2.1's site files through the fetch handler: the web app manifest, the OpenSearch description
// (on the configured public origin, whatever the Host says) and the app association files (none by default, the
// operator's apps when named); each named in every page's head, and each answering GET and HEAD only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { parseXml, child, childrenNamed, textOf } from './syndication/testing-xml.ts';
import { testApp } from './testing/test-app.ts';

const ORIGIN = 'https://quire.example';
const LOOPBACK = { remoteAddress: '127.0.0.1' };
const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(':');

const [factory] = testStores();

describe(`the site files on ${factory!.name} (platform-reference §2.1)`, () => {
  let store: Store;
  let app: App;
  let withApps: App;
  const get = (path: string, target: App = app, init: RequestInit = {}) => target.fetch(new Request(`http://evil.example${path}`, init), LOOPBACK);

  beforeAll(async () => {
    store = await factory!.open();
    app = testApp(store, { publicOrigin: ORIGIN, productName: 'Inkwell' });
    withApps = testApp(store, { publicOrigin: ORIGIN, appleAppIds: ['ABCDE12345.example.inkwell'], androidApps: [{ packageName: 'example.inkwell', fingerprint: FINGERPRINT }] });
  });
  afterAll(async () => {
    await store?.close();
  });

  it('serves the web app manifest in the product\'s name, starting at Home', async () => {
    const response = await get('/manifest.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Inkwell', short_name: 'Inkwell', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.icons).toEqual([expect.objectContaining({ src: '/favicon.svg', type: 'image/svg+xml' })]);
    expect((await get('/favicon.svg')).status).toBe(200);
  });

  it('describes the site search for browsers, on the configured origin', async () => {
    const response = await get('/osd.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/opensearchdescription+xml; charset=utf-8');
    const body = await response.text();
    expect(body).not.toContain('evil.example');
    const root = parseXml(body);
    expect(root.name).toBe('OpenSearchDescription');
    expect(textOf(child(root, 'ShortName'))).toBe('Inkwell');
    const search = childrenNamed(root, 'Url').find((u) => u.attributes.type === 'text/html');
    expect(search?.attributes.template).toBe(`${ORIGIN}/search?q={searchTerms}`);
    // The template's search is the search page.
    expect((await get('/search?q=writing')).status).toBe(200);
  });

  it('associates no app by default, and the operator\'s apps when named', async () => {
    expect(await (await get('/.well-known/apple-app-site-association')).json()).toEqual({ applinks: { details: [] }, webcredentials: { apps: [] } });
    expect(await (await get('/apple-app-site-association')).json()).toEqual({ applinks: { details: [] }, webcredentials: { apps: [] } });
    expect(await (await get('/.well-known/assetlinks.json')).json()).toEqual([]);
    const apple = (await (await get('/.well-known/apple-app-site-association', withApps)).json()) as { applinks: { details: { appIDs: string[] }[] }; webcredentials: { apps: string[] } };
    expect(apple.applinks.details.map((d) => d.appIDs)).toEqual([['ABCDE12345.example.inkwell']]);
    expect(apple.webcredentials.apps).toEqual(['ABCDE12345.example.inkwell']);
    const android = (await (await get('/.well-known/assetlinks.json', withApps)).json()) as { target: Record<string, unknown> }[];
    expect(android).toHaveLength(1);
    expect(android[0]!.target).toEqual({ namespace: 'android_app', package_name: 'example.inkwell', sha256_cert_fingerprints: [FINGERPRINT] });
  });

  it('names the manifest and the search in every page\'s head, and answers GET and HEAD only', async () => {
    const html = await (await get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="manifest" href="/manifest.json">');
    expect(head).toContain('<link rel="search" type="application/opensearchdescription+xml" title="Inkwell" href="/osd.xml">');
    for (const path of ['/manifest.json', '/osd.xml', '/.well-known/assetlinks.json', '/apple-app-site-association']) {
      const head = await get(path, app, { method: 'HEAD' });
      expect(head.status, path).toBe(200);
      expect(await head.text(), path).toBe('');
      const post = await get(path, app, { method: 'POST', body: 'x' });
      expect([403, 405], path).toContain(post.status);
    }
  });
});
