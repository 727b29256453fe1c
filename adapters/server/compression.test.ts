// Compression on the way out (issue 19): pages, GraphQL answers and built assets leave as Brotli or gzip by the
// request's Accept-Encoding, with Vary: Accept-Encoding; what decompresses is exactly what would have gone out
// raw; small bodies, HEAD and refused encodings go out as they are; a cached page is compressed once and kept.
// On PGlite (the layer does not depend on the store).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { DEFAULT_EDGE_CACHE } from './edge-cache/edge-cache.server.ts';
import { chooseEncoding, compressResponse, MIN_COMPRESSED_BYTES } from './http/compression.ts';
import { testApp } from './testing/test-app.ts';

const LOOPBACK = { remoteAddress: '127.0.0.1' };

function decode(body: ArrayBuffer, encoding: string | null): string {
  const bytes = Buffer.from(body);
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

describe('issue 19 compression: choosing the encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['deflate', null],
    ['', null],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('never chooses an encoding the header refuses, whatever else it says', () => {
    const token = fc.constantFrom('br', 'gzip', 'deflate', 'identity', 'zstd', '*');
    const q = fc.constantFrom('', ';q=0', ';q=0.1', ';q=0.5', ';q=1');
    fc.assert(
      fc.property(fc.array(fc.tuple(token, q), { maxLength: 6 }), (parts) => {
        const header = parts.map(([t, w]) => t + w).join(', ');
        const chosen = chooseEncoding(header);
        if (chosen === null) return;
        const named = parts.filter(([t]) => t === chosen);
        const wildcard = parts.filter(([t]) => t === '*');
        // Chosen by name with a weight above 0, or by a wildcard above 0 when it is not named at all.
        const ok = named.length > 0 ? named.some(([, w]) => w !== ';q=0') : wildcard.some(([, w]) => w !== ';q=0');
        expect(ok).toBe(true);
      }),
    );
  });

  it('weakens a strong ETag when it compresses: the encoded bytes are another representation', async () => {
    const request = new Request('http://x/', { headers: { 'accept-encoding': 'gzip' } });
    const strong = await compressResponse(request, new Response('a'.repeat(4096), { headers: { 'content-type': 'application/rss+xml', etag: '"v1"' } }));
    expect(strong.headers.get('etag')).toBe('W/"v1"');
    const weak = await compressResponse(request, new Response('a'.repeat(4096), { headers: { 'content-type': 'application/rss+xml', etag: 'W/"v2"' } }));
    expect(weak.headers.get('etag')).toBe('W/"v2"');
  });

  it('passes small bodies, HEAD and already-encoded bodies as they are, with Vary on compressible ones', async () => {
    const small = await compressResponse(new Request('http://x/', { headers: { 'accept-encoding': 'br' } }), new Response('short', { headers: { 'content-type': 'text/html' } }));
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(await small.text()).toBe('short');
    const image = await compressResponse(new Request('http://x/', { headers: { 'accept-encoding': 'br' } }), new Response('x'.repeat(5000), { headers: { 'content-type': 'image/png' } }));
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
    const encoded = brotliCompressSync('y'.repeat(5000));
    const already = await compressResponse(new Request('http://x/', { headers: { 'accept-encoding': 'gzip' } }), new Response(encoded, { headers: { 'content-type': 'text/css', 'content-encoding': 'br' } }));
    expect(already.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await already.arrayBuffer()).equals(encoded)).toBe(true);
    const withVary = await compressResponse(new Request('http://x/', { headers: { 'accept-encoding': 'gzip' } }), new Response('z'.repeat(MIN_COMPRESSED_BYTES), { headers: { 'content-type': 'application/json', vary: 'Cookie' } }));
    expect(withVary.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(withVary.headers.get('content-encoding')).toBe('gzip');
    expect(decode(await withVary.arrayBuffer(), 'gzip')).toBe('z'.repeat(MIN_COMPRESSED_BYTES));
  });
});

const [pglite] = testStores();

describe('issue 19 compression through the server (PGlite)', () => {
  let store: Store;
  let app: App;
  let cached: App;
  let clientDir: string;
  const get = (a: App, p: string, acceptEncoding?: string, method = 'GET') =>
    a.fetch(new Request('http://localhost' + p, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }), LOOPBACK);

  beforeAll(async () => {
    store = await pglite!.open();
    clientDir = await mkdtemp(path.join(tmpdir(), 'quire-assets-'));
    await mkdir(path.join(clientDir, 'assets'));
    // A built asset with its precompressed copies; the copies are told apart from on-the-fly output by a marker.
    const script = `console.log(${JSON.stringify('asset '.repeat(400))});`;
    await writeFile(path.join(clientDir, 'assets', 'entry-abc123.js'), script);
    await writeFile(path.join(clientDir, 'assets', 'entry-abc123.js.br'), brotliCompressSync(script + '//from-br-file'));
    await writeFile(path.join(clientDir, 'assets', 'plain-abc123.css'), 'body{color:red}'.repeat(200));
    app = testApp(store, { clientDir });
    cached = testApp(store, { edgeCache: DEFAULT_EDGE_CACHE });
  });
  afterAll(async () => {
    await store.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('sends a page compressed in the encoding asked for, and exactly the raw page once decompressed', async () => {
    const raw = await (await get(app, '/')).text();
    expect(raw.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get(app, '/', encoding === 'br' ? 'gzip, deflate, br' : 'gzip');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      const body = await response.arrayBuffer();
      expect(body.byteLength).toBeLessThan(raw.length / 3);
      // The page embeds nothing per response but its nonce-free markup: the same page either way.
      expect(decode(body, encoding)).toBe(raw);
    }
    const identity = await get(app, '/', 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(raw);
  });

  it('compresses GraphQL answers', async () => {
    const query = JSON.stringify({ query: '{ webRecommendedFeed(paging: { limit: 10 }) { items { post { id title url } } } }' });
    const response = await app.fetch(
      new Request('http://localhost/_/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br' }, body: query }),
      LOOPBACK,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    const answer = JSON.parse(decode(await response.arrayBuffer(), 'br')) as { data: { webRecommendedFeed: { items: unknown[] } } };
    expect(answer.data.webRecommendedFeed.items).toHaveLength(10);
  });

  it('answers HEAD without a body and without an encoding', async () => {
    const response = await get(app, '/', 'br', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("serves a cached page's compressed copy on a hit, the same page as the miss", async () => {
    const feed = await cached.fetch(
      new Request('http://localhost/_/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ webRecommendedFeed(paging: { limit: 1 }) { items { post { url } } } }' }) }),
      LOOPBACK,
    );
    const story = ((await feed.json()) as { data: { webRecommendedFeed: { items: { post: { url: string } }[] } } }).data.webRecommendedFeed.items[0]!.post.url;
    const miss = await get(cached, story, 'br');
    expect(miss.headers.get('x-quire-cache')).toBe('MISS');
    const missed = decode(await miss.arrayBuffer(), miss.headers.get('content-encoding'));
    const hit = await get(cached, story, 'br');
    expect(hit.headers.get('x-quire-cache')).toBe('HIT');
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('vary')).toContain('Accept-Encoding');
    const first = Buffer.from(await hit.arrayBuffer());
    expect(decode(first.buffer.slice(first.byteOffset, first.byteOffset + first.byteLength) as ArrayBuffer, 'br')).toBe(missed);
    const gzipHit = await get(cached, story, 'gzip');
    expect(gzipHit.headers.get('content-encoding')).toBe('gzip');
    expect(decode(await gzipHit.arrayBuffer(), 'gzip')).toBe(missed);
    const plainHit = await get(cached, story);
    expect(plainHit.headers.get('x-quire-cache')).toBe('HIT');
    expect(plainHit.headers.get('content-encoding')).toBeNull();
    expect(await plainHit.text()).toBe(missed);
  });

  it("serves a built asset's precompressed file when there is one, and compresses it on the way out when not", async () => {
    const fromFile = await get(app, '/assets/entry-abc123.js', 'br');
    expect(fromFile.headers.get('content-encoding')).toBe('br');
    expect(fromFile.headers.get('cache-control')).toContain('immutable');
    expect(decode(await fromFile.arrayBuffer(), 'br')).toMatch(/\/\/from-br-file$/);
    // No .gz beside it: gzip is made on the fly from the file itself.
    const onTheFly = await get(app, '/assets/entry-abc123.js', 'gzip');
    expect(onTheFly.headers.get('content-encoding')).toBe('gzip');
    expect(decode(await onTheFly.arrayBuffer(), 'gzip')).not.toContain('from-br-file');
    const css = await get(app, '/assets/plain-abc123.css', 'gzip, br');
    expect(css.headers.get('content-encoding')).toBe('br');
    expect(decode(await css.arrayBuffer(), 'br')).toBe('body{color:red}'.repeat(200));
    expect((await get(app, '/assets/missing-abc123.js', 'br', 'HEAD')).status).toBe(404);
    expect((await get(app, '/assets/missing-abc123.js', 'br')).status).toBe(404);
  });
});
