// Follows and mutes through the fetch handler (reader-experience §4, §7, §8), on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

for (const factory of testStores()) {
  describe(`follow and mute on ${factory.name} (reader-experience §4, §7)`, () => {
    let store: Store;
    let app: App;
    let reader: Browser;

    const gql = (query: string, variables: Record<string, unknown> = {}, withSession = true) =>
      (withSession ? reader : anonymous(app)).request(query, variables);
    const idOf = async (username: string) =>
      (await store.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    const USER_FIELDS = 'id name viewerEdge { id isFollowing isMuting } socialStats { followerCount }';

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
      reader = await signedIn(app, 'lena_fischer');
    });
    afterAll(async () => {
      await store.close();
    });

    it('follows and unfollows a writer, idempotently, with the counts settling to the truth', async () => {
      const target = await idOf('samir_haddad');
      await gql('mutation U($id: ID!) { unfollowUser(targetUserId: $id) { id } }', { id: target });
      const before = (await gql(`query { user(username: "samir_haddad") { ${USER_FIELDS} } viewer { socialStats { followingCount } } }`)).data;
      expect(before.user.viewerEdge.isFollowing).toBe(false);
      const followed = (await gql(`mutation F($id: ID!) { followUser(targetUserId: $id) { ${USER_FIELDS} } }`, { id: target })).data.followUser;
      expect(followed.viewerEdge.isFollowing).toBe(true);
      expect(followed.socialStats.followerCount).toBe(before.user.socialStats.followerCount + 1);
      const again = (await gql(`mutation F($id: ID!) { followUser(targetUserId: $id) { ${USER_FIELDS} } }`, { id: target })).data.followUser;
      expect(again.socialStats.followerCount).toBe(followed.socialStats.followerCount);
      const viewer = (await gql('query { viewer { socialStats { followingCount } } }')).data.viewer;
      expect(viewer.socialStats.followingCount).toBe(before.viewer.socialStats.followingCount + 1);
      const notes = await store.db.selectFrom('notifications').selectAll().where('recipientId', '=', target).where('kind', '=', 'FOLLOW').execute();
      const lena = await idOf('lena_fischer');
      expect(notes.filter((n) => n.actorId === lena)).toHaveLength(1);
      const unfollowed = (await gql(`mutation U($id: ID!) { unfollowUser(targetUserId: $id) { ${USER_FIELDS} } }`, { id: target })).data.unfollowUser;
      expect(unfollowed.viewerEdge.isFollowing).toBe(false);
      expect(unfollowed.socialStats.followerCount).toBe(before.user.socialStats.followerCount);
    });

    it('refuses following yourself with the spec message, unknown targets, and logged-out callers', async () => {
      const self = await gql('mutation F($id: ID!) { followUser(targetUserId: $id) { id } }', { id: await idOf('lena_fischer') });
      expect(self.errors![0]!.message).toBe('You cannot follow yourself on Quire');
      const unknown = await gql('mutation F($id: ID!) { followUser(targetUserId: $id) { id } }', { id: 'ffffffffffff' });
      expect(unknown.errors![0]!.extensions?.code).toBe('NOT_FOUND');
      const loggedOut = await anonymous(app).graphql({ query: 'mutation { followUser(targetUserId: "x") { id } }' });
      expect(loggedOut.status).toBe(403);
    });

    it('follows a publication, and lists followed writers and publications newest first for the sidebar', async () => {
      const pub = await store.db.selectFrom('publications').select(['id', 'name']).orderBy('slug').limit(1).executeTakeFirstOrThrow();
      const followed = (await gql('mutation F($id: ID!) { followCollection(targetCollectionId: $id) { id name viewerEdge { isFollowing viewerStaffRole } followGraph { followerCount } } }', { id: pub.id })).data.followCollection;
      expect(followed).toMatchObject({ id: pub.id, name: pub.name, viewerEdge: { isFollowing: true } });
      const sidebar = (
        await gql(`query SidebarMenuQuery($first: Int) { viewer { followedEntities(first: $first) {
          edges { lastPublishedAt node { id entity { __typename ... on User { id name } ... on Publication { id name } } } }
          pageInfo { hasNextPage } } } }`, { first: 10 })
      ).data.viewer.followedEntities;
      expect(sidebar.edges.length).toBeLessThanOrEqual(10);
      const times = sidebar.edges.map((e: { lastPublishedAt: number | null }) => e.lastPublishedAt ?? -Infinity);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const total = await store.db.selectFrom('userFollows').select((eb) => eb.fn.countAll<string>().as('n')).where('followerId', '=', await idOf('lena_fischer')).executeTakeFirstOrThrow();
      expect(sidebar.pageInfo.hasNextPage).toBe(Number(total.n) + 1 > 10);
      expect(sidebar.edges.some((e: { node: { entity: { __typename: string } } }) => ['User', 'Publication'].includes(e.node.entity.__typename))).toBe(true);
    });

    it("takes a muted writer's posts out of the reader's feed, and brings them back on unmute", async () => {
      const FEED = 'query { webRecommendedFeed(paging: { limit: 25 }) { items { post { creator { id } } } } }';
      const first = (await gql(FEED)).data.webRecommendedFeed.items;
      const muted = first[0].post.creator.id;
      expect((await gql('mutation M($id: ID!) { muteUser(targetUserId: $id) { viewerEdge { isMuting } } }', { id: muted })).data.muteUser.viewerEdge.isMuting).toBe(true);
      const after = (await gql(FEED)).data.webRecommendedFeed.items;
      expect(after.some((i: { post: { creator: { id: string } } }) => i.post.creator.id === muted)).toBe(false);
      // Other readers still see them.
      const anonymous = (await gql(FEED, {}, false)).data.webRecommendedFeed.items;
      expect(anonymous.some((i: { post: { creator: { id: string } } }) => i.post.creator.id === muted)).toBe(true);
      // The server-rendered home page honours the mute too.
      const home = await (await reader.get('/')).text();
      expect(home).not.toContain(`\\"creator\\":{\\"id\\":\\"${muted}\\"`);
      await gql('mutation M($id: ID!) { unmuteUser(targetUserId: $id) { id } }', { id: muted });
      const back = (await gql(FEED)).data.webRecommendedFeed.items;
      expect(back.some((i: { post: { creator: { id: string } } }) => i.post.creator.id === muted)).toBe(true);
    });

    it("takes a muted publication's posts out of the reader's feed", async () => {
      const FEED = 'query { webRecommendedFeed(paging: { limit: 25 }) { items { post { collection { id } statusForCollection } } } }';
      const items = (await gql(FEED)).data.webRecommendedFeed.items;
      const inPublication = items.find((i: { post: { collection: { id: string } | null } }) => i.post.collection !== null);
      const pubId = inPublication.post.collection.id;
      await gql('mutation M($id: ID!) { muteCollection(targetCollectionId: $id) { id } }', { id: pubId });
      const after = (await gql(FEED)).data.webRecommendedFeed.items;
      expect(after.some((i: { post: { collection: { id: string } | null } }) => i.post.collection?.id === pubId)).toBe(false);
      await gql('mutation M($id: ID!) { unmuteCollection(targetCollectionId: $id) { id } }', { id: pubId });
    });
    it("lists a writer's followers and following, the most recent follow first, page by page", async () => {
      const samir = await idOf('samir_haddad');
      const lena = await idOf('lena_fischer');
      await gql('mutation U($id: ID!) { unfollowUser(targetUserId: $id) { id } }', { id: samir });
      await gql('mutation F($id: ID!) { followUser(targetUserId: $id) { id } }', { id: samir });
      const LIST = 'edges { cursor followedAt node { id username } } pageInfo { hasNextPage endCursor }';
      const newest = (
        await gql(`query { samir: user(username: "samir_haddad") { followers(first: 1) { ${LIST} } } lena: user(username: "lena_fischer") { following(first: 1) { ${LIST} } } }`, {}, false)
      ).data;
      expect(newest.samir.followers.edges[0].node.id).toBe(lena);
      expect(newest.lena.following.edges[0].node.id).toBe(samir);

      // Walking a popular writer's followers a few at a time visits each follower exactly once, in order.
      const walk = async (username: string, field: 'followers' | 'following') => {
        const seen: { id: string; followedAt: number }[] = [];
        let after: string | null = null;
        for (let page = 0; page < 500; page++) {
          const answer: any = await gql(
            `query L($after: String) { user(username: "${username}") { ${field}(first: 7, after: $after) { ${LIST} } } }`,
            { after },
            false,
          );
          const list = answer.data.user[field];
          seen.push(...list.edges.map((e: any) => ({ id: e.node.id, followedAt: e.followedAt })));
          if (!list.pageInfo.hasNextPage) {
            expect(list.pageInfo.endCursor).toBeNull();
            return seen;
          }
          after = list.pageInfo.endCursor;
        }
        throw new Error('the list never ended');
      };
      const stats = (await gql('query { user(username: "maya_chen") { socialStats { followerCount followingCount } } }', {}, false)).data.user.socialStats;
      for (const [field, total] of [['followers', stats.followerCount], ['following', stats.followingCount]] as const) {
        const seen = await walk('maya_chen', field);
        expect(seen).toHaveLength(total);
        expect(new Set(seen.map((s) => s.id)).size).toBe(total);
        expect(seen.map((s) => s.followedAt)).toEqual([...seen.map((s) => s.followedAt)].sort((a, b) => b - a));
      }
    });

    it('refuses a bad page size or cursor for a follow list with a clear message', async () => {
      const tooMany = await gql('query { user(username: "maya_chen") { followers(first: 51) { edges { cursor } } } }', {}, false);
      expect(tooMany.errors?.[0]?.message).toBe('first must be a whole number from 1 to 50.');
      for (const after of ['not a cursor!', 'bm90IGEgY3Vyc29y', '']) {
        const bad = await gql('query L($after: String) { user(username: "maya_chen") { following(after: $after) { edges { cursor } } } }', { after }, false);
        expect(bad.errors?.[0]?.message).toBe('after is not a cursor this list gave out.');
      }
    });
  });
}
