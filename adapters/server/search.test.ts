// Search through the fetch handler (reader-experience §2.5, §3, §5; platform-reference §6, §7.4, §7.5, §9), on
// PGlite and (with TEST_DATABASE_URL) PostgreSQL: the built-in search finds people, publications, topics and
// stories as typed; stories stay listed and unsuspended and keep to a publication when asked; topics need a
// story; people are writers unless the viewer has can_view_unfiltered_search; bad input gets 4xx-class
// answers, never a 5xx; a failing service marks its query ERROR; click events are kept, except a bot's.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchService } from '../../core/ports/search.port.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import { postgresSearch, prefixQuery } from '../postgres/search.postgres.ts';
import type { App } from './app.ts';
import { createRepositories } from './graphql/repositories.ts';
import { preloadedOperations } from './testing/page-globals.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const SEARCH = `query S($query: String!, $requests: [SearchIndexRequest!]!, $searchInCollection: ID) {
  search(query: $query, requests: $requests, searchInCollection: $searchInCollection) {
    query unfiltered
    posts { status queryId hits { objectId postId title latestPublishedAt post { id url } } }
    users { status queryId hits { objectId userId username name imageId } }
    collections { status queryId hits { objectId collectionId name slug } }
    tags { status queryId hits { objectId tagSlug displayText postCount } }
  }
}`;
const CLICK = 'mutation C($queryId: ID!, $indexName: String!, $objectIds: [ID!]!, $positions: [Int!]!) { SearchClickEvent(queryId: $queryId, indexName: $indexName, objectIds: $objectIds, positions: $positions) { success } }';

type Results = {
  query: string;
  unfiltered: boolean;
  posts: { status: string; queryId: string | null; hits: { objectId: string; postId: string; title: string; latestPublishedAt: number | null; post: { id: string; url: string } | null }[] } | null;
  users: { status: string; queryId: string | null; hits: { objectId: string; userId: string; username: string; name: string }[] } | null;
  collections: { status: string; queryId: string | null; hits: { collectionId: string; name: string; slug: string }[] } | null;
  tags: { status: string; queryId: string | null; hits: { tagSlug: string; displayText: string; postCount: number }[] } | null;
};
type Answer = { status: number; data: { search: Results } | null; errors?: { message: string; extensions?: { code?: string } }[] };

const all = (limit = 10) => ['posts', 'users', 'collections', 'tags'].map((index) => ({ index, paging: { limit } }));

for (const factory of testStores()) {
  describe(`search on ${factory.name} (reader-experience §2.5, §3, §5; platform-reference §6, §7.4, §7.5, §9)`, () => {
    let store: Store;
    let app: App;
    let anon: Browser;

    const gql = async (browser: Browser, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> => {
      const response = await browser.graphql({ query, variables }, headers);
      return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
    };
    const search = async (query: string, requests: unknown = all(), extra: Record<string, unknown> = {}, browser = anonymous(app)) => {
      const answer = await gql(browser, SEARCH, { query, requests, ...extra });
      expect(answer.errors).toBeUndefined();
      return answer.data!.search;
    };

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, staffUsernames: new Set(['lena_fischer']) });
      anon = await anonymous(app).start();
    });
    afterAll(async () => {
      await store?.close();
    });

    it('finds people by name or username prefix, with a query id for click events', async () => {
      const results = await search('maya ch');
      expect(results.query).toBe('maya ch');
      expect(results.users!.status).toBe('SUCCESS');
      expect(results.users!.queryId).toMatch(/^[0-9a-f]{32}$/);
      expect(results.users!.hits[0]).toMatchObject({ username: 'maya_chen', name: 'Maya Chen' });
      expect(results.users!.hits[0]!.objectId).toBe(results.users!.hits[0]!.userId);
      expect((await search('MAYA_CHEN')).users!.hits.map((h) => h.username)).toContain('maya_chen');
    });

    it('finds publications and topics with a story, and never a topic without one (§9)', async () => {
      expect((await search('long draft')).collections!.hits[0]).toMatchObject({ slug: 'the-long-draft' });
      const tag = await store.db.selectFrom('postTags').innerJoin('tags', 'tags.slug', 'postTags.tagSlug').select(['tags.slug', 'tags.displayTitle']).executeTakeFirstOrThrow();
      const tags = (await search(tag.displayTitle)).tags!.hits;
      expect(tags.map((t) => t.tagSlug)).toContain(tag.slug);
      expect(tags.every((t) => t.postCount >= 1)).toBe(true);
      await store.db.insertInto('tags').values({ slug: 'zymurgy-empty', displayTitle: 'Zymurgy' }).execute();
      expect((await search('zymurgy')).tags!.hits).toEqual([]);
    });

    it('finds listed stories only, keeps to a publication when asked, and links each to its story', async () => {
      const story = await store.db
        .selectFrom('posts')
        .select(['id', 'title', 'publicationId'])
        .where('publishedAt', 'is not', null)
        .where('visibility', '<>', 'UNLISTED')
        .where('publicationId', 'is not', null)
        .where('statusForCollection', '=', 'APPROVED')
        .orderBy('publishedAt', 'desc')
        .executeTakeFirstOrThrow();
      const found = (await search(story.title, [{ index: 'posts', paging: { limit: 50 } }])).posts!;
      expect(found.hits.map((h) => h.postId)).toContain(story.id);
      const hit = found.hits.find((h) => h.postId === story.id)!;
      expect(hit.post?.url).toContain(story.id);
      expect(typeof hit.latestPublishedAt).toBe('number');

      const scoped = (await search(story.title.split(' ')[0]!, [{ index: 'posts', paging: { limit: 50 } }], { searchInCollection: story.publicationId })).posts!.hits;
      expect(scoped.length).toBeGreaterThan(0);
      const rows = await store.db.selectFrom('posts').select(['id', 'publicationId']).where('id', 'in', scoped.map((h) => h.postId)).execute();
      expect(rows.every((r) => r.publicationId === story.publicationId)).toBe(true);

      await store.db.updateTable('posts').set({ suspendedAt: seedNow() }).where('id', '=', story.id).execute();
      expect((await search(story.title, [{ index: 'posts', paging: { limit: 50 } }])).posts!.hits.map((h) => h.postId)).not.toContain(story.id);
      await store.db.updateTable('posts').set({ suspendedAt: null, visibility: 'UNLISTED' }).where('id', '=', story.id).execute();
      expect((await search(story.title, [{ index: 'posts', paging: { limit: 50 } }])).posts!.hits.map((h) => h.postId)).not.toContain(story.id);
      await store.db.updateTable('posts').set({ visibility: 'PUBLIC' }).where('id', '=', story.id).execute();
    });

    it('shows people without a story only to viewers with can_view_unfiltered_search (§5, §6)', async () => {
      await store.db.insertInto('users').values({ id: 'quietreader01', username: 'quill_quietreader', name: 'Quillon Reader', email: 'quill@example.org' }).execute();
      expect((await search('quillon')).users!.hits).toEqual([]);
      expect((await search('quillon')).unfiltered).toBe(false);
      const repos = createRepositories(store);
      const [flagged] = await repos.users.usersByUsernames(['theo_okafor']);
      await repos.variantFlags.set(flagged!.id, 'can_view_unfiltered_search', true, seedNow());
      const results = await search('quillon', all(), {}, await signedIn(app, 'theo_okafor'));
      expect(results.unfiltered).toBe(true);
      expect(results.users!.hits.map((h) => h.username)).toEqual(['quill_quietreader']);
    });

    it('uses the query as typed: punctuation alone finds nothing, and odd characters never fail', async () => {
      for (const q of ['', '   ', "'", '":*&|!()', '\\', 'é', '🙂', 'a'.repeat(512)]) {
        const results = await search(q);
        expect(results.query).toBe(q);
        expect(results.users!.status).toBe('SUCCESS');
      }
      expect(prefixQuery("o'brien & co")).toBe("'o':* & 'brien':* & 'co':*");
      expect(prefixQuery('!!')).toBeNull();
    });

    it('answers bad input with an error, never a 5xx', async () => {
      const cases: [string, unknown, Record<string, unknown>][] = [
        ['a'.repeat(513), all(), {}],
        ['x', [], {}],
        ['x', [{ index: 'users', paging: { limit: 0 } }], {}],
        ['x', [{ index: 'users', paging: { limit: 51 } }], {}],
        ['x', [{ index: 'users', paging: { page: -1 } }], {}],
        ['x', [{ index: 'users' }, { index: 'users' }], {}],
        ['x', [{ index: 'books' }], {}],
        ['x', all(), { searchInCollection: 'no spaces allowed' }],
      ];
      for (const [query, requests, extra] of cases) {
        const answer = await gql(anonymous(app), SEARCH, { query, requests, ...extra });
        expect(answer.status).toBeLessThan(500);
        expect(answer.errors?.length).toBeGreaterThan(0);
      }
    });

    it('marks a failed query as ERROR and answers the others (§7.5)', async () => {
      const builtIn = postgresSearch(store.db);
      const flaky: SearchService = {
        async search(requests) {
          const results = await builtIn.search(requests);
          return results.map((r) => (r.indexName === 'users' ? { ok: false, indexName: 'users', error: 'SEARCH_FAILED' } : r));
        },
      };
      const other = testApp(store, { repos: createRepositories(store, { search: flaky }) });
      const answer = await gql(anonymous(other), SEARCH, { query: 'maya', requests: all() });
      expect(answer.data!.search.users).toEqual({ status: 'ERROR', queryId: null, hits: [] });
      expect(answer.data!.search.collections!.status).toBe('SUCCESS');
    });

    it('keeps click events with the query id and rank, but not a bot’s (§6, §7.5)', async () => {
      const clicks = async () => (await sql<{ n: number }>`select count(*)::int as n from client_events where key = 'search.click'`.execute(store.db)).rows[0]!.n;
      const vars = { queryId: 'abc123', indexName: 'users', objectIds: ['u1'], positions: [2] };
      expect((await gql(anon, CLICK, vars)).data).toEqual({ SearchClickEvent: { success: true } });
      expect(await clicks()).toBe(1);
      const row = await store.db.selectFrom('clientEvents' as never).selectAll().where('key' as never, '=', 'search.click' as never).executeTakeFirstOrThrow() as { data: Record<string, unknown> };
      expect(row.data).toMatchObject({ queryId: 'abc123', indexName: 'users', objectIds: ['u1'], positions: [2], loggedIn: false });
      expect((await gql(anon, CLICK, vars, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).data).toEqual({ SearchClickEvent: { success: true } });
      expect(await clicks()).toBe(1);
      const bad = await gql(anon, CLICK, { ...vars, positions: [0] });
      expect(bad.status).toBeLessThan(500);
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('serves the search page per category, scoped to a publication, and never a 5xx (reader-experience §2.5; platform-reference §2.2)', async () => {
      const page = async (path: string) => {
        const response = await app.fetch(new Request('http://localhost' + path));
        return { status: response.status, html: await response.text() };
      };
      const people = await page('/search/users?q=maya');
      expect(people.status).toBe(200);
      expect(people.html).toContain('Results for <span class="search-page__query">maya</span>');
      expect(people.html).toContain('href="/@maya_chen"');
      expect(people.html).toMatch(/<a class="tabs__tab" data-label="People" href="\/search\/users\?q=maya" aria-current="page">People<\/a>/);
      const titled = await store.db.selectFrom('posts').select('title').where('publishedAt', 'is not', null).where('visibility', '<>', 'UNLISTED').executeTakeFirstOrThrow();
      const word = titled.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
      const stories = await page(`/search?q=${encodeURIComponent(word)}`);
      expect(stories.status).toBe(200);
      expect(stories.html).toMatch(/aria-current="page">Stories</);
      expect(stories.html).toContain('class="post-card"');
      const scoped = await page('/the-long-draft/search?q=the');
      expect(scoped.status).toBe(200);
      expect(scoped.html).toContain('in <!-- -->The Long Draft');
      // reader-experience §7: the publication a search is scoped to comes from PublicationSearchQuery.
      expect(preloadedOperations(scoped.html)).toEqual(expect.arrayContaining(['PublicationSearchQuery', 'SearchPageQuery']));
      expect((await page('/the-long-draft/search/bogus?q=x')).html).toContain('There is no such kind of result.');
      expect((await page('/search/lists?q=x')).html).toContain('Lists are not part of Quire yet, so there are none to find.');
      expect((await page('/no-such-publication-here/search?q=x')).status).toBe(404);
      for (const q of ['a'.repeat(600), '%00', '"><script>', '\'', '🙂']) {
        const answer = await page(`/search?q=${encodeURIComponent(q)}`);
        expect(answer.status).toBe(200);
        expect(answer.html).not.toContain('<script>alert');
      }
      expect((await page(`/search?q=${'a'.repeat(600)}`)).html).toContain('A search is at most 512 characters.');
    });
  });
}
