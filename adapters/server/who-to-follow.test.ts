// Who to follow (follow from the home page's right column): the most followed writers and
// publications the reader does not follow, has not muted and does not work on — on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn, type Browser, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const QUERY = /* GraphQL */ `
  query W($first: Int) {
    whoToFollow(first: $first) {
      __typename
      ... on User { id socialStats { followerCount } viewerEdge { isFollowing isMuting } }
      ... on Publication { id followGraph { followerCount } viewerEdge { isFollowing isMuting viewerStaffRole } }
    }
  }
`;

type Entry = {
  __typename: 'User' | 'Publication';
  id: string;
  socialStats?: { followerCount: number };
  followGraph?: { followerCount: number };
  viewerEdge: { isFollowing: boolean; isMuting: boolean; viewerStaffRole?: string | null };
};

for (const factory of testStores()) {
  describe(`who to follow on ${factory.name}`, () => {
    let store: Store;
    let app: App;
    let reader: Browser;
    let lena = '';

    const gql = async (query: string, variables: Record<string, unknown>, withSession: boolean) => {
      const response = await (withSession ? reader : anonymous(app)).graphql({ query, variables });
      expect(response.status).toBe(200);
      return (await response.json()) as GraphQLAnswer;
    };
    const followers = (e: Entry) => (e.socialStats ?? e.followGraph)!.followerCount;

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
      reader = await signedIn(app, 'lena_fischer');
      lena = (await store.db.selectFrom('users').select('id').where('username', '=', 'lena_fischer').executeTakeFirstOrThrow()).id;
    });
    afterAll(async () => {
      await store.close();
    });

    it('offers a logged-out visitor the most followed writers and publications, most followed first', async () => {
      const entries: Entry[] = (await gql(QUERY, { first: 10 }, false)).data.whoToFollow;
      expect(entries).toHaveLength(10);
      const counts = entries.map(followers);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      // Nobody is left out who has more followers than the last one offered.
      const users = await store.db
        .selectFrom('userFollows')
        .select(['followeeId', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy('followeeId')
        .execute();
      const offered = new Set(entries.map((e) => e.id));
      const floor = counts[counts.length - 1]!;
      const missing = users.filter((u) => Number(u.n) > floor && !offered.has(u.followeeId));
      for (const m of missing) {
        // Only writers who never published may be missing.
        const published = await store.db.selectFrom('posts').select('id').where('creatorId', '=', m.followeeId).where('publishedAt', 'is not', null).executeTakeFirst();
        expect(published).toBeUndefined();
      }
    });

    it('leaves out the reader, what they follow or muted, and publications they work on; a follow takes one off the list', async () => {
      const muted = (await gql(QUERY, { first: 1 }, false)).data.whoToFollow[0] as Entry;
      const mute = muted.__typename === 'User' ? 'muteUser(targetUserId: $id)' : 'muteCollection(targetCollectionId: $id)';
      await gql(`mutation M($id: ID!) { ${mute} { id } }`, { id: muted.id }, true);
      const entries: Entry[] = (await gql(QUERY, { first: 10 }, true)).data.whoToFollow;
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.map((e) => e.id)).not.toContain(lena);
      expect(entries.map((e) => e.id)).not.toContain(muted.id);
      expect(entries.every((e) => !e.viewerEdge.isFollowing && !e.viewerEdge.isMuting && !e.viewerEdge.viewerStaffRole)).toBe(true);

      const first = entries[0]!;
      const follow = first.__typename === 'User' ? 'followUser(targetUserId: $id)' : 'followCollection(targetCollectionId: $id)';
      await gql(`mutation F($id: ID!) { ${follow} { id } }`, { id: first.id }, true);
      const after: Entry[] = (await gql(QUERY, { first: 10 }, true)).data.whoToFollow;
      expect(after.map((e) => e.id)).not.toContain(first.id);
      expect(after.slice(0, entries.length - 1).map((e) => e.id)).toEqual(entries.slice(1).map((e) => e.id));
      const unmute = muted.__typename === 'User' ? 'unmuteUser(targetUserId: $id)' : 'unmuteCollection(targetCollectionId: $id)';
      await gql(`mutation M($id: ID!) { ${unmute} { id } }`, { id: muted.id }, true);
    });

    it('refuses a size outside 1 to 10 with a clear message', async () => {
      for (const first of [0, 11, -1]) {
        expect((await gql(QUERY, { first }, false)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    });
  });
}
