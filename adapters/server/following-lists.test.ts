// The viewer's follow and mute lists, and the following feed's pages (reader-experience §2.2
// ShowFollowingFeed, /me/following, the mute settings), through the fetch handler, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';
import { expectedFollowingFeed, type FeedKind } from './testing/following-feed-oracle.ts';
import { globalsOf } from './testing/page-globals.ts';

for (const factory of testStores()) {
  describe(`the viewer's lists and the following pages on ${factory.name} (platform-reference §7.4)`, () => {
    let store: Store;
    let app: App;
    let reader: Browser;
    let lena = '';

    const browser = (withSession: boolean) => (withSession ? reader : anonymous(app));
    const gql = (query: string, variables: Record<string, unknown> = {}, withSession = true) => browser(withSession).request(query, variables);
    const idOf = async (username: string) =>
      (await store.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

    /** The posts the feed should hold, straight from the tables (testing/following-feed-oracle.ts). */
    const expected = (kind: FeedKind, selection: string | null = null) => expectedFollowingFeed(store, lena, kind, selection);

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
      reader = await signedIn(app, 'lena_fischer');
      lena = await idOf('lena_fischer');
      // Lena follows two more publications than the demo corpus has her follow (the latest follows).
      const pubs = await store.db.selectFrom('publications').select('id').orderBy('slug').limit(2).execute();
      for (const pub of pubs) await gql('mutation F($id: ID!) { followCollection(targetCollectionId: $id) { id } }', { id: pub.id });
    });
    afterAll(async () => {
      await store?.close();
    });

    it('lists the writers and publications the reader follows, the latest follow first, page by page', async () => {
      const LIST = 'edges { cursor followedAt node { id name } } pageInfo { hasNextPage endCursor }';
      const walkList = async (field: 'followedUsers' | 'followedPublications' | 'mutedUsers' | 'mutedPublications', first: number) => {
        const seen: { id: string; at: number }[] = [];
        let after: string | null = null;
        for (let page = 0; page < 200; page++) {
          const list: any = (await gql(`query L($after: String) { viewer { ${field}(first: ${first}, after: $after) { ${field.startsWith('muted') ? LIST.replace('followedAt', 'mutedAt') : LIST} } } }`, { after })).data.viewer[field];
          seen.push(...list.edges.map((e: any) => ({ id: e.node.id, at: e.followedAt ?? e.mutedAt })));
          if (!list.pageInfo.hasNextPage) {
            expect(list.pageInfo.endCursor).toBeNull();
            return seen;
          }
          after = list.pageInfo.endCursor;
        }
        throw new Error('the list never ended');
      };
      const followedWriters = await store.db.selectFrom('userFollows').select('followeeId').where('followerId', '=', lena).execute();
      const users = await walkList('followedUsers', 3);
      expect(users.map((u) => u.id).sort()).toEqual(followedWriters.map((f) => f.followeeId).sort());
      expect(new Set(users.map((u) => u.id)).size).toBe(users.length);
      expect(users.map((u) => u.at)).toEqual([...users.map((u) => u.at)].sort((a, b) => b - a));
      const pubs = await walkList('followedPublications', 1);
      const followedPublications = await store.db.selectFrom('publicationFollows').select('publicationId').where('followerId', '=', lena).execute();
      expect(pubs.map((p) => p.id).sort()).toEqual(followedPublications.map((f) => f.publicationId).sort());
      expect(pubs.map((p) => p.at)).toEqual([...pubs.map((p) => p.at)].sort((a, b) => b - a));

      // Mutes: the latest first; unmuting takes one off the list.
      const [a, b] = followedWriters.slice(0, 2).map((f) => f.followeeId);
      const [pub] = pubs;
      await gql('mutation M($id: ID!) { muteUser(targetUserId: $id) { id } }', { id: a });
      await gql('mutation M($id: ID!) { muteUser(targetUserId: $id) { id } }', { id: b });
      await gql('mutation M($id: ID!) { muteCollection(targetCollectionId: $id) { id } }', { id: pub!.id });
      expect((await walkList('mutedUsers', 1)).map((m) => m.id)).toEqual([b, a]);
      expect((await walkList('mutedPublications', 5)).map((m) => m.id)).toEqual([pub!.id]);
      await gql('mutation M($id: ID!) { unmuteUser(targetUserId: $id) { id } }', { id: b });
      await gql('mutation M($id: ID!) { unmuteUser(targetUserId: $id) { id } }', { id: a });
      await gql('mutation M($id: ID!) { unmuteCollection(targetCollectionId: $id) { id } }', { id: pub!.id });
      expect(await walkList('mutedUsers', 5)).toEqual([]);
      expect(await walkList('mutedPublications', 5)).toEqual([]);

      const bad = await gql('query { viewer { mutedUsers(first: 0) { edges { cursor } } } }');
      expect(bad.errors?.[0]?.message).toBe('first must be a whole number from 1 to 50.');
      const badCursor = await gql('query { viewer { followedPublications(after: "nope") { edges { cursor } } } }');
      expect(badCursor.errors?.[0]?.message).toBe('after is not a cursor this list gave out.');
      // Logged out there is no viewer, so no lists.
      expect((await gql('query { viewer { followedUsers { edges { cursor } } } }', {}, false)).data.viewer).toBeNull();
    });

    describe('the pages (page-data)', () => {
      const page = (path: string, withSession = true) => browser(withSession).get(path);
      const stateOf = (html: string): any => globalsOf(html).__PRELOADED_STATE__;

      it('sends a logged-out visitor to the sign-in page, to come back to the same address', async () => {
        for (const path of ['/me/following-feed/writers?selection=abc123', '/me/following-feed/publications', '/me/following', '/me/settings/mute', '/me/settings/mute/publications']) {
          const response = await page(path, false);
          expect(response.status).toBe(302);
          const location = new URL(response.headers.get('location')!, 'http://localhost');
          expect(location.pathname).toBe('/m/signin');
          expect(location.searchParams.get('redirect')).toBe(path);
        }
      });

      it('renders the following feed with its first page preloaded, and 404 for an unknown entityName', async () => {
        const response = await page('/me/following-feed/writers');
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain('FollowingFeedQuery');
        expect(html).toContain('All writers');
        // The newest story from a followed writer is on the page, preloaded and rendered.
        const [newest] = await expected('writers');
        expect(html).toContain(`-${newest}"`);
        expect((await page('/me/following-feed/topics')).status).toBe(404);
        expect((await page('/me/following-feed/Writers')).status).toBe(404);
        expect((await page('/me/following-feed/publications')).status).toBe(200);
      });

      it('narrows to a followed selection, keeps it in the route, and says so when the selection is not followed', async () => {
        const [followed] = await store.db
          .selectFrom('userFollows')
          .innerJoin('users', 'users.id', 'userFollows.followeeId')
          .select(['users.id', 'users.name'])
          .where('followerId', '=', lena)
          .execute();
        const narrowed = await page(`/me/following-feed/writers?selection=${followed!.id}`);
        expect(narrowed.status).toBe(200);
        const html = await narrowed.text();
        expect(stateOf(html).route.params).toEqual({ entityName: 'writers', selection: followed!.id });
        expect(html).toContain(`<title>Following: ${followed!.name.replace(/'/g, '&#x27;')} – Quire</title>`);
        const stranger = await page('/me/following-feed/writers?selection=ffffffffffff');
        expect(stranger.status).toBe(200);
        expect(await stranger.text()).toContain('You do not follow that writer, so here are stories from all the writers you follow.');
        // Parameters the route does not take are cut, the selection kept.
        const extra = await page(`/me/following-feed/writers?utm_source=x&selection=${followed!.id}`);
        expect(extra.status).toBe(301);
        expect(extra.headers.get('location')).toBe(`/me/following-feed/writers?selection=${followed!.id}`);
      });

      it('renders /me/following and the mute settings tabs, and 404 for an unknown tab', async () => {
        const following = await page('/me/following');
        expect(following.status).toBe(200);
        const html = await following.text();
        expect(html).toContain('Writers you follow');
        expect(html).toContain('Publications you follow');
        for (const path of ['/me/settings/mute', '/me/settings/mute/writers', '/me/settings/mute/publications']) {
          expect((await page(path)).status).toBe(200);
        }
        expect((await page('/me/settings/mute/topics')).status).toBe(404);
      });
    });
  });
}
