// The server's batched GraphQL endpoint in process, through its fetch handler: batches of up to 20
// operations, the transport's headers, oversized and malformed bodies, parse and validation errors, feed
// paging, users and publications — on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App, AppOptions } from './app.ts';
import { anonymous } from './testing/browser.ts';
import { MAX_GRAPHQL_BODY_BYTES } from './composition-root.ts';
import { testApp as buildTestApp } from './testing/test-app.ts';
import { countedRepositories } from './testing/counted-repositories.ts';
import { HomeFeedQuery } from '../../ui/queries.ts';

const FEED = 'query Feed($paging: PagingOptions) { webRecommendedFeed(paging: $paging) { items { post { id title url } } pagingInfo { next { limit to } } } }';

for (const factory of testStores()) {
  describe(`/_/graphql on ${factory.name} (platform-reference §7.1 batching)`, () => {
    let store: Store;
    let app: App;
    const errors: unknown[] = [];
    const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      app.fetch(new Request('http://localhost/_/graphql', { method: 'POST', headers, body }));
    const gql = (query: string, variables: Record<string, unknown> = {}) => anonymous(app).request(query, variables);

    const testApp = (overrides: Partial<AppOptions> = {}) =>
      buildTestApp(store, { logError: (error) => errors.push(error), ...overrides });

    beforeAll(async () => {
      store = await factory.open();
      app = testApp();
    });
    afterAll(async () => {
      await store.close();
    });

    it('answers a 2-operation batch with a 2-element array, each answer in its place', async () => {
      const response = await post(
        JSON.stringify([
          { query: FEED, variables: { paging: { limit: 1 } } },
          { query: FEED, variables: { paging: { limit: 3 } } },
        ]),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: any }[];
      expect(body).toHaveLength(2);
      expect(body[0]!.data.webRecommendedFeed.items).toHaveLength(1);
      expect(body[1]!.data.webRecommendedFeed.items).toHaveLength(3);
    });

    it('accepts the transport headers, fixture headers included, without changing the answer; an operation’s errors stay in its own answer', async () => {
      const batch = JSON.stringify([
        { query: FEED, variables: { paging: { limit: 2 } }, operationName: 'Feed' },
        { query: '{ nope }' },
      ]);
      const plain = (await (await post(batch)).json()) as { data?: any; errors?: unknown[] }[];
      const response = await post(batch, {
        'content-type': 'application/json',
        'graphql-client-name': 'lite',
        'graphql-client-version': 'test',
        'quire-route': 'unidentified',
        'quire-path': '/?q=x',
        'quire-operation': 'Feed,Anonymous',
        'quire-fixture-set': '<script>alert(1)</script>',
        'quire-fixture-seed': 'x'.repeat(2000),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data?: any; errors?: unknown[] }[];
      expect(body).toEqual(plain);
      expect(body[0]!.data.webRecommendedFeed.items).toHaveLength(2);
      expect(body[0]!.errors).toBeUndefined();
      expect(body[1]!.errors).toHaveLength(1);
    });

    it('answers a 20-operation batch and refuses 21 with 413 and a clear message', async () => {
      const op = { query: '{ __typename }' };
      const twenty = await post(JSON.stringify(Array(20).fill(op)));
      expect(twenty.status).toBe(200);
      expect(await twenty.json()).toHaveLength(20);
      const response = await post(JSON.stringify(Array(21).fill(op)));
      expect(response.status).toBe(413);
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(body.errors[0]!.message).toMatch(/limited to 20 operations/);
    });

    it("shares one request's loaders across a batch: 5 feed pages read their cards' clap totals in one call", async () => {
      const counted = countedRepositories(store);
      const batchApp = testApp({ repos: counted.repos });
      const first = (await (
        await batchApp.fetch(new Request('http://localhost/_/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: HomeFeedQuery.source, variables: { paging: { limit: 5 } } }) }))
      ).json()) as { data: { webRecommendedFeed: { pagingInfo: { next: { to: string } } } } };
      const to = first.data.webRecommendedFeed.pagingInfo.next.to;
      const pages = [{ limit: 5 }, { limit: 5, to }, { limit: 3 }, { limit: 4, to }, { limit: 2 }];
      const before = { totals: counted.callsOf('claps.totals'), feed: counted.callsOf('posts.recommendedFeedPages') };
      const response = await batchApp.fetch(
        new Request('http://localhost/_/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(pages.map((paging) => ({ query: HomeFeedQuery.source, variables: { paging } }))),
        }),
      );
      const answers = (await response.json()) as { data?: { webRecommendedFeed: { items: { post: { clapCount: number } }[] } }; errors?: unknown[] }[];
      expect(answers).toHaveLength(5);
      for (const answer of answers) {
        expect(answer.errors).toBeUndefined();
        expect(answer.data!.webRecommendedFeed.items.length).toBeGreaterThan(0);
        for (const item of answer.data!.webRecommendedFeed.items) expect(item.post.clapCount).toBeGreaterThanOrEqual(0);
      }
      expect(counted.callsOf('posts.recommendedFeedPages') - before.feed).toBe(1);
      expect(counted.callsOf('claps.totals') - before.totals).toBe(1);
    });

    it('refuses an oversized body with 413 before reading it', async () => {
      const query = `{ __typename ${' '.repeat(MAX_GRAPHQL_BODY_BYTES + 1024)}}`;
      const response = await post(JSON.stringify({ query }), {
        'content-type': 'application/json',
        'content-length': String(query.length + 12),
      });
      expect(response.status).toBe(413);
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(body.errors[0]!.message).toBe(`The request body is larger than ${MAX_GRAPHQL_BODY_BYTES / 1024} KB.`);
    });

    it('answers malformed JSON with 400 and a message, never a stack trace', async () => {
      const response = await post('[{"query": ');
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).toContain('invalid JSON');
      expect(text).not.toMatch(/\n\s+at /);
    });

    it('answers a query that does not parse or validate with a clear error', async () => {
      const bad = (await (await post(JSON.stringify({ query: '{ webRecommendedFeed { ' }))).json()) as {
        errors: { message: string }[];
      };
      expect(bad.errors[0]!.message).toMatch(/Syntax Error/);
      const unknown = await gql('{ noSuchField }');
      expect(unknown.errors![0]!.message).toMatch(/Cannot query field "noSuchField"/);
    });

    it('pages the feed by cursor with no repeats, and rejects a bad cursor or limit with BAD_USER_INPUT', async () => {
      const first = await gql(FEED, { paging: { limit: 5 } });
      const next = first.data.webRecommendedFeed.pagingInfo.next;
      expect(next).toEqual({ limit: 5, to: expect.any(String) });
      const second = await gql(FEED, { paging: next });
      const ids = [...first.data.webRecommendedFeed.items, ...second.data.webRecommendedFeed.items].map((i: any) => i.post.id);
      expect(new Set(ids).size).toBe(10);
      const badCursor = await gql(FEED, { paging: { to: 'not a cursor' } });
      expect(badCursor.errors![0]!.message).toBe('The paging cursor is not one this feed gave out.');
      const badLimit = await gql(FEED, { paging: { limit: 1000 } });
      expect(badLimit.errors![0]!.message).toMatch(/from 1 to 25/);
    });

    it('answers user(username) and publication(slug) with their counts, editors and navigation', async () => {
      const [pub] = await store.db.selectFrom('publications').select(['slug']).limit(1).execute();
      const result = await gql(
        `query Q($slug: String!) { publication(slug: $slug) { name url navigationItems { title destination } followGraph { followerCount }
          editors(roles: [OWNER]) { role user { username url socialStats { followerCount followingCount } } } } }`,
        { slug: pub!.slug },
      );
      const publication = result.data.publication;
      expect(publication.url).toBe(`/${pub!.slug}`);
      expect(publication.editors).toHaveLength(1);
      const owner = publication.editors[0].user;
      const user = await gql('query U($u: String!) { user(username: $u) { username url socialStats { followingCount } } }', {
        u: `@${owner.username}`,
      });
      expect(user.data.user).toEqual({ username: owner.username, url: `/@${owner.username}`, socialStats: { followingCount: owner.socialStats.followingCount } });
      expect((await gql('{ user(username: "nobody-here") { id } publication(slug: "nothing") { id } }')).data).toEqual({
        user: null,
        publication: null,
      });
    });

  });
}
