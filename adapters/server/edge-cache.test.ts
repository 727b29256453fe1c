// The edge cache through the fetch handler (platform-reference §9): HIT, MISS and BYPASS with
// their reasons, Cache-Control and Surrogate-Key, purges on a post edit and on a follow (in process and
// to a fake CDN), on PGlite and (with TEST_DATABASE_URL) PostgreSQL; and the page cache's bounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { signedIn } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';
import { isBotUserAgent as isBot } from '../../core/events/consent.ts';
import { DEFAULT_EDGE_CACHE, inNetworks } from './edge-cache/edge-cache.server.ts';
import { MemoryPageCache } from './edge-cache/page-cache.memory.ts';
import { httpCachePurger } from './edge-cache/cache-purger.http.ts';

const LOOPBACK = { remoteAddress: '127.0.0.1' };

for (const factory of testStores()) {
  describe(`edge cache on ${factory.name} (platform-reference §9)`, () => {
    let store: Store;
    let app: App;
    const purges: { method: string; url: string; key: string | null }[] = [];
    let post: { id: string; url: string; creatorId: string; username: string };

    const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      app.fetch(new Request('http://localhost' + path, { method, headers }), LOOPBACK);
    const cacheState = (r: Response) => r.headers.get('x-quire-cache');
    const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, {
        devSignIn: true,
        countryHeader: 'cf-ipcountry',
        edgeCache: { ...DEFAULT_EDGE_CACHE, purge: { url: 'http://cdn.test/purge', style: 'varnish', token: 'secret' } },
        purgeFetch: async (input, init) => {
          purges.push({ method: init?.method ?? 'GET', url: String(input), key: new Headers(init?.headers).get('surrogate-key') });
          return new Response(null, { status: 200 });
        },
      });
      const row = await store.db
        .selectFrom('posts')
        .innerJoin('users', 'users.id', 'posts.creatorId')
        .select(['posts.id', 'posts.creatorId', 'users.username'])
        .where('posts.publishedAt', 'is not', null)
        .where('posts.publicationId', 'is', null)
        .orderBy('posts.id')
        .executeTakeFirstOrThrow();
      const redirect = await get(`/p/${row.id}`);
      const url = redirect.headers.get('location') ?? `/p/${row.id}`;
      post = { id: row.id, url: new URL(url, 'http://localhost').pathname, creatorId: row.creatorId, username: row.username };
    });
    afterAll(async () => {
      await store?.close();
    });

    it('keeps EU and other visitors’ copies apart, so the privacy banner reaches every EU visitor', async () => {
      await app.edgeCache.purger.purge([`post-${post.id}`]);
      const eu = (html: string) => /\\"visitor\\":\{\\"eu\\":(true|false)/.exec(html)?.[1];
      const us = await get(post.url, { 'cf-ipcountry': 'US' });
      expect(cacheState(us)).toBe('MISS');
      // Issue 19: pages vary on the encoding too (compression).
      expect(us.headers.get('vary')?.split(', ')).toEqual(['cf-ipcountry', 'Accept-Encoding']);
      expect(eu(await us.text())).toBe('false');
      const de = await get(post.url, { 'cf-ipcountry': 'DE' });
      expect(cacheState(de)).toBe('MISS');
      expect(eu(await de.text())).toBe('true');
      const deAgain = await get(post.url, { 'cf-ipcountry': 'DE' });
      expect(cacheState(deAgain)).toBe('HIT');
      expect(eu(await deAgain.text())).toBe('true');
      const usAgain = await get(post.url, { 'cf-ipcountry': 'US' });
      expect(cacheState(usAgain)).toBe('HIT');
      expect(eu(await usAgain.text())).toBe('false');
    });

    it("a logged-out visitor's second load of a post is a HIT, with Cache-Control and Surrogate-Key for a CDN", async () => {
      await app.edgeCache.purger.purge([`post-${post.id}`]);
      const first = await get(post.url);
      expect(first.status).toBe(200);
      expect(cacheState(first)).toBe('MISS');
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60');
      expect(first.headers.get('surrogate-key')?.split(' ')).toEqual([`post-${post.id}`, `user-${post.creatorId}`, 'quire-pages']);
      const html = await first.text();
      const second = await get(post.url);
      expect(cacheState(second)).toBe('HIT');
      expect(second.headers.get('surrogate-key')).toBe(first.headers.get('surrogate-key'));
      expect(second.headers.get('age')).toBe('0');
      expect(await second.text()).toBe(html);
      // The cached page carries nothing of one visitor: no xsrf token, no viewer.
      expect(html).toContain('\\"xsrf\\":null');
      expect(html).toContain('\\"viewer\\":null');
      const head = await get(post.url, {}, 'HEAD');
      expect(cacheState(head)).toBe('HIT');
      expect(await head.text()).toBe('');
    });

    it('an edit of the post purges it here and at the CDN: the next load is a MISS with the new title', async () => {
      await get(post.url);
      expect(cacheState(await get(post.url))).toBe('HIT');
      purges.length = 0;
      const edit = await app.fetch(
        new Request(`http://localhost/_/dev/posts/${post.id}/title`, { method: 'POST', body: JSON.stringify({ title: 'A Title Edited Just Now' }) }),
        LOOPBACK,
      );
      expect(edit.status).toBe(200);
      // The post's page, home, and the pages of the tags it carries.
      const tags = await store.db.selectFrom('postTags').select('tagSlug').where('postId', '=', post.id).orderBy('position').execute();
      expect(tags.length).toBeGreaterThan(0);
      expect(purges).toEqual([
        { method: 'PURGE', url: 'http://cdn.test/purge', key: [`post-${post.id}`, 'group-edgeCacheHome', ...tags.map((t) => `tag-${t.tagSlug}`)].join(' ') },
      ]);
      const after = await get(post.url);
      expect(cacheState(after)).toBe('MISS');
      expect(titleOf(await after.text())).toBe('A Title Edited Just Now');
      expect(cacheState(await get(post.url))).toBe('HIT');
    });

    it('the dev edit answers only with the dev sign-in on and from this machine', async () => {
      const remote = await app.fetch(
        new Request(`http://localhost/_/dev/posts/${post.id}/title`, { method: 'POST', body: JSON.stringify({ title: 'x' }) }),
        { remoteAddress: '203.0.113.9' },
      );
      expect(remote.status).toBe(404);
      const off = testApp(store);
      const closed = await off.fetch(new Request(`http://localhost/_/dev/posts/${post.id}/title`, { method: 'POST', body: '{"title":"x"}' }), LOOPBACK);
      expect(closed.status).toBe(404);
    });

    it('the home page is cached with its group tag; pages without a rule stay uncached', async () => {
      const home = await get('/');
      expect(home.headers.get('surrogate-key')).toBe('group-edgeCacheHome quire-pages');
      expect(cacheState(await get('/'))).toBe('HIT');
      const profile = await get(`/@${post.username}`);
      expect(profile.status).toBe(200);
      expect(cacheState(profile)).toBe('BYPASS; reason=not a cached page');
      expect(profile.headers.get('cache-control')).toBe('no-cache');
      expect(profile.headers.get('surrogate-key')).toBeNull();
      const missing = await get('/@nobody_here_at_all');
      expect(missing.status).toBe(404);
      expect(cacheState(missing)).toMatch(/^BYPASS/);
    });

    it('never serves or stores a signed-in reader’s page, nor a bot’s', async () => {
      await get(post.url);
      const reader = await signedIn(app, 'maya_chen', LOOPBACK.remoteAddress);
      const readerPage = await reader.get(post.url);
      expect(cacheState(readerPage)).toBe('BYPASS; reason=logged in');
      expect(readerPage.headers.get('cache-control')).toBe('private, no-cache');
      expect(await readerPage.text()).toContain('\\"username\\":\\"maya_chen\\"');
      const bot = await get(post.url, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
      expect(cacheState(bot)).toBe('BYPASS; reason=bot');
      // A stale session cookie is a logged-out visitor: the shared page.
      expect(cacheState(await get(post.url, { cookie: 'quire_session=not-a-session' }))).toBe('HIT');
    });

    it('a follow purges the writer’s tag: their post shows the new follower count', async () => {
      expect(cacheState(await get(post.url))).toMatch(/HIT|MISS/);
      expect(cacheState(await get(post.url))).toBe('HIT');
      const reader = await signedIn(app, 'lena_fischer');
      purges.length = 0;
      const followed = await reader.graphql({ query: 'mutation F($id: ID!) { followUser(targetUserId: $id) { id } }', variables: { id: post.creatorId } });
      expect(((await followed.json()) as { errors?: unknown }).errors).toBeUndefined();
      expect(purges.map((p) => p.key)[0]).toContain(`user-${post.creatorId}`);
      expect(cacheState(await get(post.url))).toBe('MISS');
    });

    it('a new name from /get-started purges the writer’s tag: their post shows it (issue 18)', async () => {
      expect(cacheState(await get(post.url))).toMatch(/HIT|MISS/);
      expect(cacheState(await get(post.url))).toBe('HIT');
      const writer = await store.db.selectFrom('users').select('username').where('id', '=', post.creatorId).executeTakeFirstOrThrow();
      const author = await signedIn(app, writer.username);
      purges.length = 0;
      const renamed = await author.op('mutation U($n: String!, $u: String!) { updateProfile(name: $n, username: $u) { __typename } }', { n: 'Renamed Writer', u: writer.username });
      expect(renamed).toEqual({ __typename: 'ProfileUpdated' });
      expect(purges.map((p) => p.key)[0]).toContain(`user-${post.creatorId}`);
      const fresh = await get(post.url);
      expect(cacheState(fresh)).toBe('MISS');
      expect(await fresh.text()).toContain('Renamed Writer');
    });

    it('behind an edge: a request the edge did not mark, or sent around its cache worker, is not cached', async () => {
      const edged = testApp(store, { edgeCache: { ...DEFAULT_EDGE_CACHE, edgeHeader: 'x-quire-edge', internalNetworks: ['10.0.0.0/8'] } });
      const at = (headers: Record<string, string>, remoteAddress = '198.51.100.7') =>
        edged.fetch(new Request('http://localhost' + post.url, { headers }), { remoteAddress });
      expect(cacheState(await at({}))).toBe('BYPASS; reason=not set by the edge');
      expect(cacheState(await at({ 'x-quire-edge': 'bypass' }))).toBe('BYPASS; reason=not using the cache worker');
      expect(cacheState(await at({ 'x-quire-edge': 'cache' }, '10.1.2.3'))).toBe('BYPASS; reason=internal IP');
      expect(cacheState(await at({ 'x-quire-edge': 'cache' }))).toBe('MISS');
      expect(cacheState(await at({ 'x-quire-edge': 'cache' }))).toBe('HIT');
    });
  });
}

describe('the in-process page cache', () => {
  const page = (body: string, tags: string[], storedAt = 0) => ({ status: 200, body, headers: {}, tags, storedAt });

  it('drops the least recently used page past its entry bound, and expires pages after the TTL', () => {
    const cache = new MemoryPageCache({ maxEntries: 2, maxBytes: 1 << 20, ttlMs: 1000 });
    cache.set('a', page('A', ['t']));
    cache.set('b', page('B', ['t']));
    expect(cache.get('a', 10)?.body).toBe('A'); // a is now the most recent
    cache.set('c', page('C', []));
    expect(cache.get('b', 10)).toBeNull();
    expect(cache.get('a', 10)?.body).toBe('A');
    expect(cache.get('a', 1000)).toBeNull();
    expect(cache.size).toBe(1);
  });

  it('keeps within its byte bound and purges by tag', async () => {
    const cache = new MemoryPageCache({ maxEntries: 100, maxBytes: 3000, ttlMs: 1000 });
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, page('x'.repeat(500), [`t${i % 2}`]));
    expect(cache.totalBytes).toBeLessThanOrEqual(3000);
    await cache.purge(['t1']);
    expect([...Array(10).keys()].filter((i) => cache.get(`k${i}`, 1) !== null).every((i) => i % 2 === 0)).toBe(true);
  });

  it('Fastly style: POST with the key and the token; a refusal rejects', async () => {
    const sent: { method?: string; headers: Headers }[] = [];
    const purger = httpCachePurger({
      url: 'https://api.fastly.test/service/abc/purge',
      style: 'fastly',
      token: 'tok',
      fetch: async (_url, init) => {
        sent.push({ method: init?.method, headers: new Headers(init?.headers) });
        return new Response(null, { status: sent.length > 1 ? 500 : 200 });
      },
    });
    await purger.purge(['post-1', 'user-2']);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('surrogate-key')).toBe('post-1 user-2');
    expect(sent[0]!.headers.get('fastly-key')).toBe('tok');
    await expect(purger.purge(['x'])).rejects.toThrow(/500/);
  });

  it('knows bots and internal networks', () => {
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36')).toBe(false);
    expect(inNetworks('10.4.0.1', ['10.0.0.0/8'])).toBe(true);
    expect(inNetworks('::ffff:192.168.1.5', ['192.168.'])).toBe(true);
    expect(inNetworks('11.0.0.1', ['10.0.0.0/8', '127.0.0.1'])).toBe(false);
  });
});
