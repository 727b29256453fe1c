// A page's failure modes in process, through the fetch handler: post text that tries to break out of the
// preloaded-state script, a failure that says '409: Conflict', and a failing store (the server-error screen,
// reader-experience §2.10, and 'Unexpected error.' from GraphQL) — on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App, AppOptions } from './app.ts';
import { globalsOf } from './testing/page-globals.ts';
import { testApp as buildTestApp } from './testing/test-app.ts';
import { createRepositories } from './graphql/repositories.ts';

const FEED = 'query Feed($paging: PagingOptions) { webRecommendedFeed(paging: $paging) { items { post { id title url } } pagingInfo { next { limit to } } } }';

for (const factory of testStores()) {
  describe(`server failures on ${factory.name} (reader-experience §2.10; platform-reference §2.6 start-up)`, () => {
    let store: Store;
    let app: App;
    const errors: unknown[] = [];
    const get = (path: string) => app.fetch(new Request(`http://localhost${path}`));

    const testApp = (overrides: Partial<AppOptions> = {}) =>
      buildTestApp(store, { logError: (error) => errors.push(error), ...overrides });

    beforeAll(async () => {
      store = await factory.open();
      app = testApp();
    });
    afterAll(async () => {
      await store.close();
    });

    it('escapes post text so it cannot break out of the preloaded-state script', async () => {
      const [author] = await store.db.selectFrom('users').select(['id', 'username']).limit(1).execute();
      const title = 'Evil </script><script>window.__pwned=1</script> <!-- \u2028 title';
      await store.db
        .insertInto('posts')
        .values({
          id: 'e0e0e0e0e0e0',
          creatorId: author!.id,
          title,
          subtitle: '</SCRIPT>',
          slug: 'evil',
          body: JSON.stringify([{ name: 'a1', type: 'P', text: '<img src=x onerror=alert(1)>', markups: [] }]),
          publishedAt: new Date('2030-01-01T00:00:00Z'),
          latestPublishedAt: new Date('2030-01-01T00:00:00Z'),
          updatedAt: new Date('2030-01-01T00:00:00Z'),
        })
        .execute();
      for (const path of ['/', '/p/e0e0e0e0e0e0']) {
        const html = await (await get(path)).text();
        expect(html.match(/<script>/g)).toHaveLength(1);
        expect(html).not.toContain('<script>window.__pwned');
        expect(html).not.toContain('<img src=x');
        const globals = globalsOf(html);
        expect(globals.__pwned).toBeUndefined();
        expect(JSON.stringify(globals.__APOLLO_STATE__)).toContain('window.__pwned=1');
      }
      await store.db.deleteFrom('posts').where('id', '=', 'e0e0e0e0e0e0').execute();
    });

    it("answers 409 when the failure says '409: Conflict'", async () => {
      const conflicted = testApp({
        repos: {
          ...createRepositories(store),
          posts: {
            ...createRepositories(store).posts,
            recommendedFeedPages: () => Promise.reject(new Error('upstream said 409: Conflict')),
          },
        },
      });
      const response = await conflicted.fetch(new Request('http://localhost/'));
      expect(response.status).toBe(409);
      expect(await response.text()).toContain('Apologies, but something went wrong on our end.');
    });

    it('answers the server-error screen (reader-experience §2.10) with 500 when the store fails, and logs the error', async () => {
      const broken = testApp({
        repos: {
          ...createRepositories(store),
          posts: {
            recommendedFeedPages: () => Promise.reject(new Error('database is down')),
            postsByIds: () => Promise.reject(new Error('database is down')),
            staffPicks: () => Promise.reject(new Error('database is down')),
            postsByCreator: () => Promise.reject(new Error('database is down')),
            followingFeed: () => Promise.reject(new Error('database is down')),
            setSuspended: () => Promise.reject(new Error('database is down')),
            postsByTag: () => Promise.reject(new Error('database is down')),
            postsByTopic: () => Promise.reject(new Error('database is down')),
            setTitle: () => Promise.reject(new Error('database is down')),
            storyEndCandidates: () => Promise.reject(new Error('database is down')),
          },
        },
      });
      const before = errors.length;
      const response = await broken.fetch(new Request('http://localhost/'));
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain('Apologies, but something went wrong on our end.');
      // The error screen leads to the Status page (issue 18).
      expect(html).toContain('<a href="/status">Check Quire status</a>');
      expect(html).not.toContain('database is down');
      expect(errors.length).toBe(before + 1);
      const api = await broken.fetch(
        new Request('http://localhost/_/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: FEED }),
        }),
      );
      expect(api.status).toBe(200);
      const body = (await api.json()) as { errors: { message: string }[] };
      expect(body.errors[0]!.message).toBe('Unexpected error.');
    });
  });
}
