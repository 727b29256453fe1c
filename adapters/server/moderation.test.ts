// Suspended stories through the fetch handler (platform-reference §6 and §9; reader-experience §8 'Post
// suspended'), on PGlite and (with TEST_DATABASE_URL) PostgreSQL: only staff suspend; a suspended story
// leaves the feeds and its page says so without its body, and is cached like any story; readers with
// can_view_suspended_content read it under a note and are never served it from the cache; staff bypass
// the cache as staff; lifting the suspension purges the cached notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_UNDER_REVIEW_MESSAGE, POST_SUSPENDED_MESSAGE } from '../../core/copy/copy.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { createRepositories } from './graphql/repositories.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';
import { DEFAULT_EDGE_CACHE } from './edge-cache/edge-cache.server.ts';

const LOOPBACK = { remoteAddress: '127.0.0.1' };
const SUSPEND = 'mutation S($postId: ID!, $suspended: Boolean!) { setPostSuspended(postId: $postId, suspended: $suspended) { id isSuspended } }';

for (const factory of testStores()) {
  describe(`suspended stories on ${factory.name} (platform-reference §6, §9; reader-experience §8)`, () => {
    let store: Store;
    let app: App;
    let post: { id: string; url: string; firstText: string };

    const get = (path: string, headers: Record<string, string> = {}) => app.fetch(new Request('http://localhost' + path, { headers }), LOOPBACK);
    const signIn = (username: string) => signedIn(app, username, LOOPBACK.remoteAddress);
    const suspend = async (who: Browser, suspended: boolean) => {
      const response = await who.graphql({ query: SUSPEND, variables: { postId: post.id, suspended } });
      return (await response.json()) as { data: { setPostSuspended: { id: string; isSuspended: boolean } } | null; errors?: { extensions?: { code?: string } }[] };
    };
    const homeFeedIds = async () => {
      const response = await anonymous(app).graphql({ query: '{ webRecommendedFeed(paging: { limit: 25 }) { items { post { id } } } }' });
      const body = (await response.json()) as { data: { webRecommendedFeed: { items: { post: { id: string } }[] } } };
      return body.data.webRecommendedFeed.items.map((i) => i.post.id);
    };

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, staffUsernames: new Set(['lena_fischer']), edgeCache: DEFAULT_EDGE_CACHE });
      // The newest published story: it leads the home feed.
      const row = await store.db
        .selectFrom('posts')
        .select(['id', 'body'])
        .where('type', '=', 'STORY')
        .where('publishedAt', 'is not', null)
        .where('visibility', '<>', 'UNLISTED')
        .orderBy('publishedAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const location = (await get(`/p/${row.id}`)).headers.get('location') ?? `/p/${row.id}`;
      const firstText = row.body.find((p) => p.type === 'P' && p.text.length > 20)!.text;
      post = { id: row.id, url: new URL(location, 'http://localhost').pathname, firstText };
      const repos = createRepositories(store);
      const [reviewer] = await repos.users.usersByUsernames(['maya_chen']);
      await repos.variantFlags.set(reviewer!.id, 'can_view_suspended_content', true, seedNow());
    });
    afterAll(async () => {
      await store?.close();
    });

    it('lets staff only suspend a story', async () => {
      const refused = await suspend(await signIn('theo_okafor'), true);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await homeFeedIds()).toContain(post.id);
    });

    it('takes a suspended story out of the feeds and shows readers only the notice, cached like any story', async () => {
      // Cached before the suspension: the suspension purges it.
      await app.edgeCache.purger.purge([`post-${post.id}`]);
      expect((await get(post.url)).headers.get('x-quire-cache')).toBe('MISS');
      expect((await get(post.url)).headers.get('x-quire-cache')).toBe('HIT');
      const done = await suspend(await signIn('lena_fischer'), true);
      expect(done.data?.setPostSuspended).toEqual({ id: post.id, isSuspended: true });
      expect(await homeFeedIds()).not.toContain(post.id);

      const page = await get(post.url);
      expect(page.status).toBe(200);
      expect(page.headers.get('x-quire-cache')).toBe('MISS');
      const html = await page.text();
      expect(html).toContain(POST_SUSPENDED_MESSAGE);
      expect(html).not.toContain(post.firstText);
      expect(html).toContain('<title>Story suspended | Quire</title>');
      expect((await get(post.url)).headers.get('x-quire-cache')).toBe('HIT');
    });

    it('lets readers with can_view_suspended_content read it under a note, never from the cache', async () => {
      const reviewer = await signIn('maya_chen');
      const page = await reviewer.get(post.url);
      const html = await page.text();
      expect(html).toContain(CONTENT_UNDER_REVIEW_MESSAGE);
      expect(html).toContain(post.firstText);
      expect(page.headers.get('x-quire-cache')).toBe('BYPASS; reason=logged in, suspended post, viewer may see suspended content');
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
    });

    it('names staff among the reasons a page bypasses the cache', async () => {
      const staff = await signIn('lena_fischer');
      const page = await staff.get('/');
      expect(page.headers.get('x-quire-cache')).toBe('BYPASS; reason=staff user, logged in');
    });

    it('lifting the suspension purges the cached notice and brings the story back', async () => {
      const lifted = await suspend(await signIn('lena_fischer'), false);
      expect(lifted.data?.setPostSuspended.isSuspended).toBe(false);
      const page = await get(post.url);
      expect(page.headers.get('x-quire-cache')).toBe('MISS');
      expect(await page.text()).toContain(post.firstText);
      expect(await homeFeedIds()).toContain(post.id);
    });
  });
}
