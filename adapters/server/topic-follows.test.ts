// Issue 18: following topics through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL — Follow
// on a topic's page, idempotent writes by the signed-in reader only, the xsrf check every mutation has, and the
// followed topics on the following index (/me/following, where /me/following/topics leads).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const FOLLOW = 'mutation($id: ID!) { followTopic(topicId: $id) { id viewerFollows } }';
const UNFOLLOW = 'mutation($id: ID!) { unfollowTopic(topicId: $id) { id viewerFollows } }';
const FOLLOWED = '{ followedTopics { slug name } }';

for (const factory of testStores()) {
  describe(`following topics on ${factory.name} (issue 18)`, () => {
    let store: Store;
    let app: App;
    let reader: Browser;
    let topics: { id: string; slug: string; name: string }[];

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
      // maya_chen follows demo topics (the seed); lena_fischer starts with none.
      reader = await signedIn(app, 'lena_fischer');
      topics = await store.db.selectFrom('topics').select(['id', 'slug', 'name']).orderBy('name').limit(2).execute();
    });
    afterAll(async () => {
      await store?.close();
    });

    it('follows and unfollows a topic, idempotently, and lists the followed ones by name', async () => {
      const [a, b] = topics as [(typeof topics)[0], (typeof topics)[0]];
      expect(await reader.op(FOLLOW, { id: b.id })).toEqual({ id: b.id, viewerFollows: true });
      expect(await reader.op(FOLLOW, { id: b.id })).toEqual({ id: b.id, viewerFollows: true });
      expect(await reader.op(FOLLOW, { id: a.id })).toEqual({ id: a.id, viewerFollows: true });
      expect(await reader.op(FOLLOWED)).toEqual([a, b].map((t) => ({ slug: t.slug, name: t.name })));
      const page = await (await reader.fetch(`/topic/${a.slug}`)).text();
      expect(page).toContain('aria-pressed="true"');
      const index = await (await reader.fetch('/me/following')).text();
      expect(index).toContain(`href="/topic/${b.slug}"`);
      expect(await reader.op(UNFOLLOW, { id: a.id })).toEqual({ id: a.id, viewerFollows: false });
      expect(await reader.op(UNFOLLOW, { id: a.id })).toEqual({ id: a.id, viewerFollows: false });
      expect(await reader.op(FOLLOWED)).toEqual([{ slug: b.slug, name: b.name }]);
      const redirect = await reader.fetch('/me/following/topics');
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe('/me/following');
    });

    it('seeds topics the demo writer follows, so the following index shows them at first start', async () => {
      const maya = await signedIn(app, 'maya_chen');
      expect((await maya.op(FOLLOWED)).length).toBe(3);
    });

    it('refuses a visitor, an unknown topic and a mutation without the xsrf token, each with its message', async () => {
      const visitor = await anonymous(app).start();
      const refused = await visitor.request(FOLLOW, { id: topics[0]!.id });
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const unknown = await reader.request(FOLLOW, { id: 'no-such-topic' });
      expect(unknown.errors?.[0]).toMatchObject({ message: 'There is no such topic.', extensions: { code: 'NOT_FOUND' } });
      const forged = await reader.graphql({ query: FOLLOW, variables: { id: topics[0]!.id } }, { 'x-xsrf-token': null });
      expect(forged.status).toBeGreaterThanOrEqual(400);
      expect(forged.status).toBeLessThan(500);
      // A logged-out topic page offers Follow, which asks to sign in.
      const page = await (await visitor.fetch(`/topic/${topics[0]!.slug}`)).text();
      expect(page).toContain('aria-pressed="false"');
      expect(await visitor.op(FOLLOWED)).toEqual([]);
    });
  });
}
