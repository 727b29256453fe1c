// Tag pages through the fetch handler (platform-reference §7.4 tagFeed, §9 topic pages in the edge cache),
// on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a tag's stories newest first with paging, unknown tags
// and other spellings, the cache under the tag's surrogate key, and a purge when a story under it changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { DEFAULT_EDGE_CACHE } from './edge-cache/edge-cache.server.ts';
import { anonymous } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const LOOPBACK = { remoteAddress: '127.0.0.1' };
type Feed = { items: { post: { id: string; firstPublishedAt: number } }[]; pagingInfo: { next: { limit: number; to: string } | null } };

/** Every story id a feed gives, page after page of `limit`, until it says there is no next page. */
async function pageThrough(limit: number, page: (paging: { limit: number; to?: string }) => Promise<Feed>): Promise<string[]> {
  const seen: string[] = [];
  let to: string | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const feed = await page({ limit, ...(to ? { to } : {}) });
    seen.push(...feed.items.map((i) => i.post.id));
    if (!feed.pagingInfo.next) return seen;
    to = feed.pagingInfo.next.to;
  }
  throw new Error('the feed did not end within 100 pages');
}

for (const factory of testStores()) {
  describe(`tag pages on ${factory.name} (platform-reference §7.4 tagFeed, §9 topic pages)`, () => {
    let store: Store;
    let app: App;
    let tag: { slug: string; displayTitle: string; expected: string[] };

    const get = (path: string, headers: Record<string, string> = {}) => app.fetch(new Request('http://localhost' + path, { headers }), LOOPBACK);
    const gql = async <T,>(query: string, variables: Record<string, unknown> = {}) =>
      (await anonymous(app).request(query, variables)) as { data: T; errors?: { message: string; extensions?: { code?: string } }[] };

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, edgeCache: DEFAULT_EDGE_CACHE });
      // The tag on the most published, listed stories: several pages of them.
      const row = await store.db
        .selectFrom('postTags')
        .innerJoin('posts', 'posts.id', 'postTags.postId')
        .innerJoin('tags', 'tags.slug', 'postTags.tagSlug')
        .select(['tags.slug', 'tags.displayTitle'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('posts.publishedAt', 'is not', null)
        .where('posts.visibility', '<>', 'UNLISTED')
        .groupBy(['tags.slug', 'tags.displayTitle'])
        .orderBy('n', 'desc')
        .orderBy('tags.slug')
        .executeTakeFirstOrThrow();
      const posts = await store.db
        .selectFrom('posts')
        .innerJoin('postTags', 'postTags.postId', 'posts.id')
        .select('posts.id')
        .where('postTags.tagSlug', '=', row.slug)
        .where('posts.publishedAt', 'is not', null)
        .where('posts.visibility', '<>', 'UNLISTED')
        .orderBy('posts.publishedAt', 'desc')
        .orderBy('posts.id', 'desc')
        .execute();
      tag = { slug: row.slug, displayTitle: row.displayTitle, expected: posts.map((p) => p.id) };
      expect(tag.expected.length).toBeGreaterThan(10);
    });
    afterAll(async () => {
      await store?.close();
    });

    it('pages through every story under the tag once, newest first', async () => {
      const seen = await pageThrough(7, async (p) => {
        const { data } = await gql<{ tagFeed: Feed }>('query T($s: String!, $p: PagingOptions) { tagFeed(tagSlug: $s, paging: $p) { items { post { id firstPublishedAt } } pagingInfo { next { limit to } } } }', {
          s: tag.slug,
          p,
        });
        return data.tagFeed;
      });
      expect(seen).toEqual(tag.expected);
      const { data } = await gql<{ tag: { slug: string; postCount: number } | null; none: null }>('{ tag(slug: "' + tag.slug + '") { slug postCount } none: tag(slug: "no-such-tag") { slug } }');
      expect(data.tag).toEqual({ slug: tag.slug, postCount: tag.expected.length });
      expect(data.none).toBeNull();
      // platform-reference §7.4 names the look-up tagFromSlug(tagSlug); tag(slug) stays, deprecated.
      const spec = await gql<{ tagFromSlug: unknown; none: null }>(
        'query T($s: String!) { tagFromSlug(tagSlug: $s) { slug displayTitle postCount } none: tagFromSlug(tagSlug: "no-such-tag") { slug } }',
        { s: ` ${tag.slug.toUpperCase()} ` },
      );
      expect(spec.data.tagFromSlug).toEqual({ slug: tag.slug, displayTitle: tag.displayTitle, postCount: tag.expected.length });
      expect(spec.data.none).toBeNull();
      const bad = await gql<unknown>('{ tagFeed(tagSlug: "x", paging: { limit: 0 }) { items { feedId } } }');
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('renders the tag page with its name, count and first stories; unknown tags 404; other spellings move', async () => {
      const page = await get(`/tag/${tag.slug}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(tag.displayTitle);
      expect(html).toContain(`${tag.expected.length} stories`);
      expect(html).toContain(`<title>${tag.displayTitle} – Quire</title>`);
      expect((await get(`/tag/${tag.slug}/latest`)).status).toBe(200);
      expect((await get('/tag/no-such-tag')).status).toBe(404);
      const moved = await get(`/tag/${tag.slug.toUpperCase()}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(`/tag/${tag.slug}`);
      // The tag's archive by date (more-routes.test.ts).
      expect((await get(`/tag/${tag.slug}/archive`)).status).toBe(200);
    });

    it('is cached for logged-out readers under the tag, and purged when a story under it changes', async () => {
      await app.edgeCache.purger.purge([`tag-${tag.slug}`]);
      const first = await get(`/tag/${tag.slug}`);
      expect(first.headers.get('x-quire-cache')).toBe('MISS');
      expect(first.headers.get('surrogate-key')?.split(' ')).toEqual([`tag-${tag.slug}`, 'quire-pages']);
      expect((await get(`/tag/${tag.slug}`)).headers.get('x-quire-cache')).toBe('HIT');
      const edited = await app.fetch(
        new Request(`http://localhost/_/dev/posts/${tag.expected[0]}/title`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'A title edited for the tag page' }) }),
        LOOPBACK,
      );
      expect(edited.status).toBe(200);
      const after = await get(`/tag/${tag.slug}`);
      expect(after.headers.get('x-quire-cache')).toBe('MISS');
      expect(await after.text()).toContain('A title edited for the tag page');
    });

    it('renders a topic page with its stories newest first, paging on through GraphQL; unknown topics 404', async () => {
      const topic = await store.db.selectFrom('topics').select(['id', 'slug', 'name']).orderBy('slug').executeTakeFirstOrThrow();
      const expected = (
        await store.db
          .selectFrom('posts')
          .innerJoin('postTopics', 'postTopics.postId', 'posts.id')
          .select('posts.id')
          .where('postTopics.topicId', '=', topic.id)
          .where('posts.publishedAt', 'is not', null)
          .where('posts.visibility', '<>', 'UNLISTED')
          .orderBy('posts.publishedAt', 'desc')
          .orderBy('posts.id', 'desc')
          .execute()
      ).map((p) => p.id);
      expect(expected.length).toBeGreaterThan(10);
      const page = await get(`/topic/${topic.slug}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(topic.name);
      expect(html).toContain(`${expected.length} stories`);
      expect((await get('/topic/no-such-topic')).status).toBe(404);
      // Staff curate a topic (more-routes.test.ts); a visitor signs in first.
      expect((await get(`/topic/${topic.slug}/edit`)).status).toBe(302);

      const seen = await pageThrough(9, async (p) => {
        const { data } = await gql<{ topic: { postCount: number; posts: Feed } }>(
          'query T($s: String!, $p: PagingOptions) { topic(slug: $s) { postCount posts(paging: $p) { items { post { id firstPublishedAt } } pagingInfo { next { limit to } } } } }',
          { s: topic.slug, p },
        );
        expect(data.topic.postCount).toBe(expected.length);
        return data.topic.posts;
      });
      expect(seen).toEqual(expected);
    });

    it('lists every topic with its story count on /explore-topics', async () => {
      const topics = await store.db.selectFrom('topics').select(['slug', 'name']).orderBy('name').orderBy('id').execute();
      const { data } = await gql<{ topics: { slug: string; postCount: number }[] }>('{ topics { slug postCount } }');
      expect(data.topics.map((t) => t.slug)).toEqual(topics.map((t) => t.slug));
      expect(data.topics.every((t) => Number.isInteger(t.postCount) && t.postCount >= 0)).toBe(true);
      const page = await get('/explore-topics');
      expect(page.status).toBe(200);
      const html = await page.text();
      for (const t of topics) expect(html).toContain(`href="/topic/${t.slug}"`);
    });

    it("lists a publication's stories under one tag at /{publication}/tagged/{tag}, its tag sections' 'See all'", async () => {
      const section = await store.db
        .selectFrom('publicationSections')
        .innerJoin('publications', 'publications.id', 'publicationSections.publicationId')
        .select(['publications.id', 'publications.slug', 'publications.name', 'publicationSections.value'])
        .where('publicationSections.type', '=', 'TAG')
        .orderBy('publications.slug')
        .executeTakeFirstOrThrow();
      const expected = (
        await store.db
          .selectFrom('posts')
          .innerJoin('postTags', 'postTags.postId', 'posts.id')
          .select('posts.id')
          .where('postTags.tagSlug', '=', section.value)
          .where('posts.publicationId', '=', section.id)
          .where('posts.statusForCollection', '=', 'APPROVED')
          .where('posts.publishedAt', 'is not', null)
          .where('posts.visibility', '<>', 'UNLISTED')
          .orderBy('posts.publishedAt', 'desc')
          .orderBy('posts.id', 'desc')
          .execute()
      ).map((p) => p.id);
      expect(expected.length).toBeGreaterThan(0);
      const path = `/${section.slug}/tagged/${section.value}`;
      const page = await get(path);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`href="/${section.slug}"`);
      expect(html).toContain(section.name);
      expect((await get(`/${section.slug}/tagged/no-such-tag`)).status).toBe(404);
      const moved = await get(`/${section.slug}/tagged/${section.value.toUpperCase()}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(path);
      const seen = await pageThrough(4, async (p) => {
        const { data } = await gql<{ publication: { tagged: Feed } }>(
          'query T($c: String!, $s: String!, $p: PagingOptions) { publication(slug: $c) { tagged(tagSlug: $s, paging: $p) { items { post { id firstPublishedAt } } pagingInfo { next { limit to } } } } }',
          { c: section.slug, s: section.value, p },
        );
        return data.publication.tagged;
      });
      expect(seen).toEqual(expected);
    });
  });
}
