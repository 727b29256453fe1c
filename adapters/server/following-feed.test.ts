// The following feed through the fetch handler (platform-reference §7.4 followingFeed), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: followed sources only, mutes, a selection, followedEntities. Expectations
// are computed from the tables directly, not from the code under test. The viewer's lists and the pages are
// following-lists.test.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';
import { expectedFollowingFeed, type FeedKind } from './testing/following-feed-oracle.ts';

type Answer = { data: any; errors?: { message: string; extensions?: { code?: string } }[] };
type FeedPost = { id: string; firstPublishedAt: number; statusForCollection: string | null; creator: { id: string }; collection: { id: string } | null };

const FEED = /* GraphQL */ `
  query F($paging: PagingOptions, $entityType: FollowingEntityType, $selection: ID) {
    followingFeed(paging: $paging, sortType: NEWEST, entityType: $entityType, selection: $selection) {
      items { feedId post { id firstPublishedAt statusForCollection creator { id } collection { id } } }
      pagingInfo { next { limit to } }
    }
  }
`;

for (const factory of testStores()) {
  describe(`the following feed on ${factory.name} (platform-reference §7.4)`, () => {
    let store: Store;
    let app: App;
    let reader: Browser;
    let lena = '';

    const browser = (withSession: boolean) => (withSession ? reader : anonymous(app));
    const gql = (query: string, variables: Record<string, unknown> = {}, withSession = true) => browser(withSession).request(query, variables);
    const idOf = async (username: string) =>
      (await store.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

    /** Every page of the feed, `limit` at a time. */
    const walk = async (limit: number, variables: { entityType?: string; selection?: string } = {}) => {
      const seen: FeedPost[] = [];
      let to: string | null = null;
      for (let page = 0; page < 1000; page++) {
        const answer = await gql(FEED, { ...variables, paging: to ? { limit, to } : { limit } });
        expect(answer.errors).toBeUndefined();
        const feed = answer.data.followingFeed;
        expect(feed.items.length).toBeLessThanOrEqual(limit);
        seen.push(...feed.items.map((i: { post: FeedPost }) => i.post));
        if (!feed.pagingInfo.next) return seen;
        expect(feed.items).toHaveLength(limit);
        to = feed.pagingInfo.next.to;
      }
      throw new Error('the feed never ended');
    };

    /** The posts the feed should hold, straight from the tables (testing/following-feed-oracle.ts). */
    const expected = (kind: FeedKind, selection: string | null = null) => expectedFollowingFeed(store, lena, kind, selection);

    /** Newest first; equal times by id, descending (the keyset order). */
    const inFeedOrder = (posts: FeedPost[]) =>
      posts.every((p, i) => i === 0 || posts[i - 1]!.firstPublishedAt > p.firstPublishedAt || (posts[i - 1]!.firstPublishedAt === p.firstPublishedAt && posts[i - 1]!.id > p.id));

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

    it('refuses a logged-out reader with a clear GraphQL error, not a server error', async () => {
      const response = await anonymous(app).graphql({ query: FEED, variables: { entityType: 'WRITERS' } });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as Answer;
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Sign in to see the stories of the writers and publications you follow.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });

    it('holds only posts from followed sources, newest first, each once, whatever the page size', async () => {
      for (const [entityType, kind] of [['WRITERS', 'writers'], ['PUBLICATIONS', 'publications'], [undefined, 'both']] as const) {
        const want = await expected(kind);
        expect(want.length).toBeGreaterThan(0);
        const seen = await walk(25, entityType ? { entityType } : {});
        expect(seen.map((p) => p.id)).toEqual(want);
        expect(inFeedOrder(seen)).toBe(true);
        if (kind === 'publications') expect(seen.every((p) => p.statusForCollection === 'APPROVED' && p.collection !== null)).toBe(true);
      }
      // Paging visits each post exactly once, in order, at any page size.
      const want = await expected('writers');
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 25 }), async (limit) => {
          const seen = await walk(limit, { entityType: 'WRITERS' });
          expect(seen.map((p) => p.id)).toEqual(want);
        }),
        { numRuns: 4 },
      );
    });

    it("leaves out a muted writer's and a muted publication's posts, and brings them back on unmute", async () => {
      const before = await walk(25, {});
      const writer = before.find((p) => p.collection === null)!.creator.id;
      await gql('mutation M($id: ID!) { muteUser(targetUserId: $id) { id } }', { id: writer });
      const withoutWriter = await walk(25, {});
      expect(withoutWriter.some((p) => p.creator.id === writer)).toBe(false);
      expect(withoutWriter.map((p) => p.id)).toEqual(await expected('both'));
      await gql('mutation M($id: ID!) { unmuteUser(targetUserId: $id) { id } }', { id: writer });

      const publication = before.find((p) => p.collection !== null && p.statusForCollection === 'APPROVED')!.collection!.id;
      await gql('mutation M($id: ID!) { muteCollection(targetCollectionId: $id) { id } }', { id: publication });
      for (const entityType of ['WRITERS', 'PUBLICATIONS']) {
        expect((await walk(25, { entityType })).some((p) => p.collection?.id === publication)).toBe(false);
      }
      await gql('mutation M($id: ID!) { unmuteCollection(targetCollectionId: $id) { id } }', { id: publication });
      expect((await walk(25, {})).map((p) => p.id)).toEqual(before.map((p) => p.id));
    });

    it('narrows the feed to one followed writer or publication with selection', async () => {
      const followedWriters = await store.db.selectFrom('userFollows').select('followeeId').where('followerId', '=', lena).execute();
      for (const { followeeId } of followedWriters.slice(0, 3)) {
        const seen = await walk(10, { entityType: 'WRITERS', selection: followeeId });
        expect(seen.every((p) => p.creator.id === followeeId)).toBe(true);
        expect(seen.map((p) => p.id)).toEqual(await expected('writers', followeeId));
      }
      const [pub] = await store.db.selectFrom('publicationFollows').select('publicationId').where('followerId', '=', lena).execute();
      const inPublication = await walk(10, { entityType: 'PUBLICATIONS', selection: pub!.publicationId });
      expect(inPublication.every((p) => p.collection?.id === pub!.publicationId)).toBe(true);
      expect(inPublication.map((p) => p.id)).toEqual(await expected('publications', pub!.publicationId));
    });

    it('refuses a selection the reader does not follow, or of the other kind, and a bad cursor, with a clear message', async () => {
      const notFollowed = await store.db
        .selectFrom('users')
        .select('id')
        .where('id', '<>', lena)
        .where('id', 'not in', store.db.selectFrom('userFollows').select('followeeId').where('followerId', '=', lena))
        .executeTakeFirstOrThrow();
      const [followedWriter] = await store.db.selectFrom('userFollows').select('followeeId').where('followerId', '=', lena).execute();
      const cases: [Record<string, unknown>, string][] = [
        [{ entityType: 'WRITERS', selection: notFollowed.id }, 'selection is not a writer you follow.'],
        [{ entityType: 'WRITERS', selection: 'ffffffffffff' }, 'selection is not a writer you follow.'],
        [{ entityType: 'PUBLICATIONS', selection: followedWriter!.followeeId }, 'selection is not a publication you follow.'],
        [{ selection: 'nobody' }, 'selection is not a writer or publication you follow.'],
        [{ paging: { limit: 5, to: 'not a cursor' } }, 'The paging cursor is not one this feed gave out.'],
        [{ paging: { limit: 26 } }, 'The paging limit must be a whole number from 1 to 25.'],
      ];
      for (const [variables, message] of cases) {
        const answer = await gql(FEED, variables);
        expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      }
    });

    it('answers followedEntities of one kind and followedEntity by id for the feed page', async () => {
      const answer = await gql(/* GraphQL */ `
        query {
          viewer {
            writers: followedEntities(first: 50, type: WRITERS) { edges { lastPublishedAt node { id entity { __typename } } } }
            publications: followedEntities(first: 50, type: PUBLICATIONS) { edges { lastPublishedAt node { id entity { __typename } } } }
          }
        }
      `);
      const { writers, publications } = answer.data.viewer;
      const followedWriters = await store.db.selectFrom('userFollows').select('followeeId').where('followerId', '=', lena).execute();
      expect(writers.edges.map((e: any) => e.node.id).sort()).toEqual(followedWriters.map((f) => f.followeeId).sort());
      expect(writers.edges.every((e: any) => e.node.entity.__typename === 'User')).toBe(true);
      const followedPublications = await store.db.selectFrom('publicationFollows').select('publicationId').where('followerId', '=', lena).execute();
      expect(publications.edges.map((e: any) => e.node.id).sort()).toEqual(followedPublications.map((f) => f.publicationId).sort());
      expect(publications.edges.every((e: any) => e.node.entity.__typename === 'Publication')).toBe(true);
      const one = writers.edges[0];
      const found = await gql('query O($id: ID!) { viewer { w: followedEntity(type: WRITERS, id: $id) { lastPublishedAt node { id } } p: followedEntity(type: PUBLICATIONS, id: $id) { node { id } } } }', { id: one.node.id });
      expect(found.data.viewer.w).toEqual({ lastPublishedAt: one.lastPublishedAt, node: { id: one.node.id } });
      expect(found.data.viewer.p).toBeNull();
    });
  });
}
