// platform-reference §2.1 (feeds and the sitemap) through the fetch handler, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: the XML is read by a strict reader (syndication/testing-xml.ts), so every
// answer is also checked to be well-formed. What each feed lists (the 25 newest published, listed stories
// of its scope; unlisted and suspended ones left out), member-only stories as their preview only, absolute
// links on the configured origin whatever the Host says, RSS and Atom, 404s as plain text, 304s, the edge
// cache's tags and purge, and the sitemap's pages forced small to prove the keyset paging.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedPreview } from '../../core/content/access.ts';
import { postSlugParam } from '../../core/content/post-id.ts';
import type { Paragraph } from '../../core/content/paragraph.ts';
import { HOME_TAG, postTag } from '../../core/edge-cache/edge-cache.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { DEFAULT_EDGE_CACHE } from './edge-cache/edge-cache.server.ts';
import { child, childrenNamed, parseXml, textOf, type XmlElement } from './syndication/testing-xml.ts';
import { testApp } from './testing/test-app.ts';

const ORIGIN = 'https://quire.example';
const LOOPBACK = { remoteAddress: '127.0.0.1' };

type Story = { id: string; title: string; username: string; pubSlug: string | null; isLocked: boolean; body: Paragraph[] };

const storyUrl = (s: Pick<Story, 'id' | 'title' | 'username' | 'pubSlug'>) =>
  s.pubSlug ? `${ORIGIN}/${s.pubSlug}/${postSlugParam(s.title, s.id)}` : `${ORIGIN}/@${s.username}/${postSlugParam(s.title, s.id)}`;

for (const factory of testStores()) {
  describe(`feeds and the sitemap on ${factory.name} (platform-reference §2.1)`, () => {
    let store: Store;
    let app: App;

    const get = (path: string, headers: Record<string, string> = {}, target: App = app) =>
      // The request comes in on another host: no address in the answer may use it.
      target.fetch(new Request(`http://evil.example${path}`, { headers }), LOOPBACK);

    async function rss(path: string): Promise<{ channel: XmlElement; items: XmlElement[]; body: string }> {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      const body = await response.text();
      expect(body).not.toContain('evil.example');
      const root = parseXml(body);
      expect(root.name).toBe('rss');
      expect(root.attributes.version).toBe('2.0');
      const channel = child(root, 'channel');
      return { channel, items: childrenNamed(channel, 'item'), body };
    }

    /** The published, listed stories a condition selects, newest first, as the feeds must list them. */
    async function expected(where: ReturnType<typeof sql>, limit = 25): Promise<Story[]> {
      const { rows } = await sql<Story>`
        select posts.id, posts.title, u.username, posts.is_locked, posts.body,
          case when posts.status_for_collection = 'APPROVED' then pub.slug end as pub_slug
        from posts join users u on u.id = posts.creator_id left join publications pub on pub.id = posts.publication_id
        where posts.published_at is not null and posts.visibility <> 'UNLISTED' and posts.suspended_at is null and posts.type = 'STORY' and ${where}
        order by posts.published_at desc, posts.id desc limit ${limit}`.execute(store.db);
      return rows;
    }

    const links = (items: XmlElement[]) => items.map((i) => textOf(child(i, 'link')));

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { publicOrigin: ORIGIN });
    });
    afterAll(async () => {
      await store?.close();
    });

    it('/feed/latest: the 25 newest published, listed stories, in RSS 2.0, linked on the configured origin', async () => {
      const { channel, items } = await rss('/feed/latest');
      expect(textOf(child(channel, 'title'))).toBe('Latest stories on Quire');
      expect(textOf(child(channel, 'link'))).toBe(`${ORIGIN}/`);
      expect(child(channel, 'atom:link').attributes).toEqual({ href: `${ORIGIN}/feed/latest`, rel: 'self', type: 'application/rss+xml' });
      const want = await expected(sql`true`);
      expect(want).toHaveLength(25);
      expect(links(items)).toEqual(want.map(storyUrl));
      const first = items[0]!;
      expect(textOf(child(first, 'title'))).toBe(want[0]!.title);
      expect(textOf(child(first, 'guid'))).toBe(`${ORIGIN}/p/${want[0]!.id}`);
      expect(new Date(textOf(child(first, 'pubDate'))).getTime()).not.toBeNaN();
      expect(textOf(child(first, 'dc:creator')).length).toBeGreaterThan(0);
    });

    it('carries each story\'s tags as categories and its body as HTML with absolute images', async () => {
      const { items } = await rss('/feed/latest');
      const ids = (await expected(sql`true`)).map((s) => s.id);
      const { rows: tags } = await sql<{ postId: string; displayTitle: string; slug: string }>`
        select t.post_id, tags.display_title, tags.slug from post_tags t join tags on tags.slug = t.tag_slug
        where t.post_id = ${ids[0]!} order by t.position`.execute(store.db);
      const categories = childrenNamed(items[0]!, 'category');
      expect(categories.map(textOf)).toEqual(tags.map((t) => t.displayTitle));
      expect(categories.map((c) => c.attributes.domain)).toEqual(tags.map((t) => `${ORIGIN}/tag/${t.slug}`));
      const contents = items.map((i) => textOf(child(i, 'content:encoded')));
      for (const html of contents) {
        expect(html).not.toMatch(/<script|javascript:/i);
        for (const m of html.matchAll(/<(?:img|a) [^>]*(?:src|href)="([^"]*)"/g)) expect(m[1]!.startsWith('https://') || m[1]!.startsWith('http://') || m[1]!.startsWith('mailto:')).toBe(true);
        for (const m of html.matchAll(/<img [^>]*src="([^"]*)"/g)) expect(m[1]!.startsWith(`${ORIGIN}/media/`)).toBe(true);
      }
      expect(contents.some((html) => html.includes('<img '))).toBe(true);
    });

    it('gives a member-only story its preview and a link to the rest, never the rest', async () => {
      const { rows } = await sql<{ id: string; creatorId: string; username: string; body: Paragraph[] }>`
        select posts.id, posts.creator_id, u.username, posts.body from posts join users u on u.id = posts.creator_id
        where posts.is_locked and posts.published_at is not null and posts.visibility <> 'UNLISTED' and posts.suspended_at is null
          and jsonb_array_length(posts.body) > 8
        order by posts.published_at desc, posts.id desc limit 1`.execute(store.db);
      const locked = rows[0]!;
      const preview = lockedPreview(locked.body);
      const hidden = locked.body.slice(preview.length).filter((p) => p.text.length > 20);
      expect(hidden.length).toBeGreaterThan(0);
      const want = await expected(sql`posts.creator_id = ${locked.creatorId}`);
      const { items } = await rss(`/feed/@${locked.username}`);
      const index = want.findIndex((s) => s.id === locked.id);
      expect(index).toBeGreaterThanOrEqual(0);
      const html = textOf(child(items[index]!, 'content:encoded'));
      const firstText = preview.find((p) => p.type === 'P' && p.markups.length === 0 && !/[&<>"']/.test(p.text));
      if (firstText) expect(html).toContain(firstText.text);
      for (const p of hidden) expect(html).not.toContain(p.text);
      expect(html).toContain(`<a href="${storyUrl(want[index]!)}">Read the full story on Quire.</a>`);
    });

    it('leaves unlisted and suspended stories out', async () => {
      const { rows } = await sql<{ id: string; creatorId: string; username: string }>`
        select posts.id, posts.creator_id, u.username from posts join users u on u.id = posts.creator_id
        where posts.visibility = 'UNLISTED' and posts.published_at is not null order by posts.published_at desc limit 1`.execute(store.db);
      const unlisted = rows[0]!;
      const writer = await rss(`/feed/@${unlisted.username}`);
      expect(writer.body).not.toContain(unlisted.id);
      const newest = (await expected(sql`true`, 1))[0]!;
      await sql`update posts set suspended_at = now() where id = ${newest.id}`.execute(store.db);
      try {
        const latest = await rss('/feed/latest');
        expect(latest.body).not.toContain(newest.id);
        expect(links(latest.items)).toEqual((await expected(sql`true`)).map(storyUrl));
      } finally {
        await sql`update posts set suspended_at = null where id = ${newest.id}`.execute(store.db);
      }
    });

    it('lists a writer\'s, a publication\'s, a tag\'s and a topic\'s stories', async () => {
      const { rows: pubs } = await sql<{ id: string; slug: string; name: string }>`
        select p.id, p.slug, p.name from publications p order by (select count(*) from posts where publication_id = p.id) desc, p.id limit 1`.execute(store.db);
      const pub = pubs[0]!;
      const pubFeed = await rss(`/feed/${pub.slug}`);
      expect(textOf(child(pubFeed.channel, 'title'))).toBe(pub.name);
      expect(textOf(child(pubFeed.channel, 'link'))).toBe(`${ORIGIN}/${pub.slug}`);
      expect(links(pubFeed.items)).toEqual((await expected(sql`posts.publication_id = ${pub.id} and posts.status_for_collection = 'APPROVED'`)).map(storyUrl));
      expect(pubFeed.items.length).toBeGreaterThan(0);

      const { rows: tags } = await sql<{ slug: string }>`select tag_slug as slug from post_tags group by tag_slug order by count(*) desc, tag_slug limit 1`.execute(store.db);
      const tag = tags[0]!.slug;
      const tagFeed = await rss(`/feed/tag/${tag}`);
      expect(links(tagFeed.items)).toEqual((await expected(sql`exists (select 1 from post_tags t where t.post_id = posts.id and t.tag_slug = ${tag})`)).map(storyUrl));
      expect(tagFeed.items.length).toBeGreaterThan(0);

      const { rows: topics } = await sql<{ id: string; slug: string }>`select t.id, t.slug from topics t order by (select count(*) from post_topics where topic_id = t.id) desc, t.id limit 1`.execute(store.db);
      const topic = topics[0]!;
      const topicFeed = await rss(`/feed/topic/${topic.slug.toUpperCase()}`);
      expect(links(topicFeed.items)).toEqual((await expected(sql`exists (select 1 from post_topics t where t.post_id = posts.id and t.topic_id = ${topic.id})`)).map(storyUrl));
      expect(topicFeed.items.length).toBeGreaterThan(0);
    });

    it('lists a writer\'s recommendations, a publication\'s tagged stories and newsletter issues, Flipboard\'s topic feed and a public list', async () => {
      // Recommendations: the stories a writer clapped (their own aside), the newest clap first.
      const { rows: clappers } = await sql<{ id: string; username: string; name: string }>`
        select u.id, u.username, u.name from users u
        where exists (select 1 from claps c join posts p on p.id = c.post_id where c.user_id = u.id and p.creator_id <> u.id)
        order by (select count(*) from claps where user_id = u.id) desc, u.id limit 1`.execute(store.db);
      const clapper = clappers[0]!;
      const { rows: clapped } = await sql<Story>`
        select posts.id, posts.title, u.username,
          case when posts.status_for_collection = 'APPROVED' then pub.slug end as pub_slug
        from claps c join posts on posts.id = c.post_id join users u on u.id = posts.creator_id left join publications pub on pub.id = posts.publication_id
        where c.user_id = ${clapper.id} and posts.creator_id <> ${clapper.id} and posts.published_at is not null and posts.visibility <> 'UNLISTED'
          and posts.suspended_at is null and posts.type = 'STORY'
        order by c.created_at desc, posts.id desc limit 25`.execute(store.db);
      const recommended = await rss(`/feed/@${clapper.username}/has-recommended`);
      expect(textOf(child(recommended.channel, 'title'))).toBe(`Stories ${clapper.name} recommends on Quire`);
      expect(textOf(child(recommended.channel, 'link'))).toBe(`${ORIGIN}/@${clapper.username}/has-recommended`);
      expect(links(recommended.items)).toEqual(clapped.map(storyUrl));
      expect(recommended.items.length).toBeGreaterThan(0);

      // A publication's stories with a tag.
      const { rows: pairs } = await sql<{ id: string; slug: string; name: string; tag: string; title: string }>`
        select p.id, p.slug, p.name, t.tag_slug as tag, tg.display_title as title
        from publications p join posts on posts.publication_id = p.id and posts.status_for_collection = 'APPROVED'
        join post_tags t on t.post_id = posts.id join tags tg on tg.slug = t.tag_slug
        group by p.id, p.slug, p.name, t.tag_slug, tg.display_title order by count(*) desc, p.id, t.tag_slug limit 1`.execute(store.db);
      const pair = pairs[0]!;
      const tagged = await rss(`/feed/${pair.slug}/tagged/${pair.tag}`);
      expect(textOf(child(tagged.channel, 'title'))).toBe(`${pair.name}: ${pair.title}`);
      expect(textOf(child(tagged.channel, 'link'))).toBe(`${ORIGIN}/${pair.slug}/tagged/${pair.tag}`);
      const taggedWant = await expected(
        sql`posts.publication_id = ${pair.id} and posts.status_for_collection = 'APPROVED' and exists (select 1 from post_tags t where t.post_id = posts.id and t.tag_slug = ${pair.tag})`,
      );
      expect(links(tagged.items)).toEqual(taggedWant.map(storyUrl));
      expect(tagged.items.length).toBeGreaterThan(0);

      // A publication's newsletter: the stories it e-mailed (one delivery is enough to make a story an issue).
      const { rows: letters } = await sql<{ id: string }>`select id from newsletters where publication_id = ${pair.id} and type = 'collection'`.execute(store.db);
      const letter = letters[0] ?? (await sql<{ id: string }>`
        insert into newsletters (id, type, slug, name, user_id, publication_id)
        select 'nl-feed-test', 'collection', 'news', p.name, p.creator_id, p.id from publications p where p.id = ${pair.id} returning id`.execute(store.db)).rows[0]!;
      const issue = taggedWant[0]!;
      await sql`
        insert into mail_deliveries (key, category, to_address, subject, text_body, html_body, message_id, ref, max_attempts, run_at, created_at)
        values (${`feed-test:${issue.id}`}, 'newsletter', 'reader@example.com', ${issue.title}, 'x', '<p>x</p>', ${`<feed-test-${issue.id}@quire.example>`},
          ${`newsletter:${letter.id}:post:${issue.id}`}, 1, now(), now())`.execute(store.db);
      const news = await rss(`/feed/${pair.slug}/news`);
      expect(textOf(child(news.channel, 'title'))).toBe(`${pair.name} newsletter`);
      expect(links(news.items)).toContain(storyUrl(issue));
      const newsWant = await expected(
        sql`posts.publication_id = ${pair.id} and posts.status_for_collection = 'APPROVED' and exists (select 1 from mail_deliveries d where d.ref = ${`newsletter:${letter.id}:post:`} || posts.id)`,
      );
      expect(links(news.items)).toEqual(newsWant.map(storyUrl));
      const newsTagged = await rss(`/feed/${pair.slug}/news/tagged/${pair.tag}`);
      expect(links(newsTagged.items)).toContain(storyUrl(issue));
      expect(textOf(child(newsTagged.channel, 'title'))).toBe(`${pair.name} newsletter: ${pair.title}`);

      // Flipboard's topic feed: RSS whatever is asked, the same stories as the topic's.
      const { rows: topics } = await sql<{ slug: string }>`select t.slug from topics t order by (select count(*) from post_topics where topic_id = t.id) desc, t.id limit 1`.execute(store.db);
      const flipboard = await get(`/feed/flipboard/${topics[0]!.slug}?format=atom`);
      expect(flipboard.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      const topicFeed = await rss(`/feed/topic/${topics[0]!.slug}`);
      expect(links(childrenNamed(child(parseXml(await flipboard.text()), 'channel'), 'item'))).toEqual(links(topicFeed.items));

      // A public list: its stories, the newest added first; a private list and a predefined list have none.
      const { rows: lists } = await sql<{ id: string; name: string; username: string; ownerName: string }>`
        select c.id, c.name, u.username, u.name as owner_name from catalogs c join users u on u.id = c.user_id
        where c.type = 'LISTS' and c.visibility = 'PUBLIC' and c.item_count > 0 order by c.item_count desc, c.id limit 1`.execute(store.db);
      const list = lists[0]!;
      const slug = `${list.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${list.id}`;
      const listFeed = await rss(`/feed/collections/${slug}`);
      expect(textOf(child(listFeed.channel, 'title'))).toBe(`${list.name}, a list by ${list.ownerName} on Quire`);
      expect(textOf(child(listFeed.channel, 'link'))).toBe(`${ORIGIN}/@${list.username}/list/${slug}`);
      const listWant = await expected(
        sql`exists (select 1 from catalog_items ci where ci.post_id = posts.id and ci.catalog_id = ${list.id} and ci.status = 'APPROVED' and ci.archived_at is null)`,
        1000,
      );
      expect(new Set(links(listFeed.items))).toEqual(new Set(listWant.slice(0, 25).map(storyUrl)));
      expect(listFeed.items.length).toBeGreaterThan(0);
      const { rows: privates } = await sql<{ id: string }>`select id from catalogs where type = 'LISTS' and visibility = 'PRIVATE' limit 1`.execute(store.db);
      for (const path of ['/feed/collections/reading-list', ...privates.map((p) => `/feed/collections/x-${p.id}`)]) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(await response.text()).toBe('There is no public list at this address.');
      }
    });

    it('answers Atom for ?format=atom and for an Accept header that prefers it', async () => {
      for (const [path, headers] of [['/feed/latest?format=atom', {}], ['/feed/latest', { accept: 'application/atom+xml' }]] as const) {
        const response = await get(path, headers);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
        const root = parseXml(await response.text());
        expect(root.name).toBe('feed');
        expect(root.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
        const entries = childrenNamed(root, 'entry');
        expect(entries).toHaveLength(25);
        const want = await expected(sql`true`);
        expect(entries.map((e) => child(e, 'link').attributes.href)).toEqual(want.map(storyUrl));
        expect(textOf(child(child(entries[0]!, 'author'), 'name')).length).toBeGreaterThan(0);
      }
      const bad = await get('/feed/latest?format=json');
      expect(bad.status).toBe(400);
      expect(await bad.text()).toBe('Unknown feed format: ask for format=rss or format=atom.');
    });

    it('answers unknown writers, publications, tags and topics with a plain-text 404, and a publication with no newsletter has no newsletter feed', async () => {
      for (const [path, message] of [
        ['/feed/@nobody-here', 'No writer here goes by @nobody-here.'],
        ['/feed/no-such-publication', 'No publication here is called no-such-publication.'],
        ['/feed/tag/no-such-tag', 'No tag here is called no-such-tag.'],
        ['/feed/topic/no-such-topic', 'No topic here is called no-such-topic.'],
        ['/feed/a/b/c/d', 'There is no feed at this address.'],
      ] as const) {
        const response = await get(path);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        expect(await response.text()).toBe(message);
      }
      // Odd addresses are refused, never a 5xx.
      for (const path of ['/feed/%00', '/feed/tag/%E0%A4%A', `/feed/@${'x'.repeat(3000)}`, '/feed/topic/%F0%9F%8E%89', '/sitemap/sitemap.xml?section=stories&from=%00']) {
        const response = await get(path);
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.status, path).toBeLessThan(500);
      }
      const noLetter = await sql<{ slug: string; name: string }>`
        select slug, name from publications p where not exists (select 1 from newsletters where publication_id = p.id and type = 'collection') limit 1`.execute(store.db);
      for (const p of noLetter.rows) {
        const response = await get(`/feed/${p.slug}/news`);
        expect(response.status).toBe(404);
        expect(await response.text()).toBe(`${p.name} has no newsletter.`);
      }
      const post = await app.fetch(new Request(`${ORIGIN}/feed/latest`, { method: 'POST', body: 'x' }), LOOPBACK);
      expect(post.status).toBe(405);
    });

    it('carries a validator and answers 304 to a reader who holds the current version', async () => {
      const first = await get('/feed/latest');
      const etag = first.headers.get('etag')!;
      const lastModified = first.headers.get('last-modified')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(new Date(lastModified).getTime()).not.toBeNaN();
      expect(first.headers.get('cache-control')).toBe('public, max-age=300');
      const again = await get('/feed/latest', { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect((await get('/feed/latest', { 'if-modified-since': lastModified })).status).toBe(304);
      expect((await get('/feed/latest', { 'if-none-match': '"stale"' })).status).toBe(200);
      // Atom is another document with another validator.
      expect((await get('/feed/latest?format=atom', { 'if-none-match': etag })).status).toBe(200);
    });

    it('is cached under the tags of the stories it shows, and purged when one changes', async () => {
      const cached = testApp(store, { publicOrigin: ORIGIN, edgeCache: DEFAULT_EDGE_CACHE });
      const first = await get('/feed/latest', {}, cached);
      expect(first.headers.get('x-quire-cache')).toBe('MISS');
      const newest = (await expected(sql`true`, 1))[0]!;
      const keys = first.headers.get('surrogate-key')!.split(' ');
      expect(keys).toEqual(expect.arrayContaining([HOME_TAG, postTag(newest.id)]));
      const second = await get('/feed/latest', { 'if-none-match': first.headers.get('etag')! }, cached);
      expect(second.status).toBe(304);
      expect(second.headers.get('x-quire-cache')).toBe('HIT');
      await cached.edgeCache.changes.postChanged({ id: newest.id, creatorId: 'x', publicationId: null });
      expect((await get('/feed/latest', {}, cached)).headers.get('x-quire-cache')).toBe('MISS');
    });

    it('names each page\'s feed in its head, and every page carries the hidden sitemap link', async () => {
      const user = (await store.db.selectFrom('users').select(['username', 'name']).orderBy('username').executeTakeFirstOrThrow());
      const pub = await store.db.selectFrom('publications').select(['slug', 'name']).orderBy('slug').executeTakeFirstOrThrow();
      const { rows: tags } = await sql<{ slug: string; displayTitle: string }>`select tags.slug, tags.display_title from tags
        where exists (select 1 from post_tags t where t.tag_slug = tags.slug) order by tags.slug limit 1`.execute(store.db);
      const topic = await store.db.selectFrom('topics').select(['slug', 'name']).orderBy('slug').executeTakeFirstOrThrow();
      const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
      const pages: [string, string, string][] = [
        ['/', 'Latest stories on Quire', '/feed/latest'],
        [`/@${user.username}`, `Stories by ${user.name} on Quire`, `/feed/@${user.username}`],
        [`/${pub.slug}`, pub.name, `/feed/${pub.slug}`],
        [`/tag/${tags[0]!.slug}`, `${tags[0]!.displayTitle} on Quire`, `/feed/tag/${tags[0]!.slug}`],
        [`/topic/${topic.slug}`, `${topic.name} on Quire`, `/feed/topic/${topic.slug}`],
      ];
      // A publication's tagged page and a public list name their own feeds.
      const { rows: pairs } = await sql<{ slug: string; name: string; tag: string; title: string }>`
        select p.slug, p.name, t.tag_slug as tag, tg.display_title as title from publications p
        join posts on posts.publication_id = p.id and posts.status_for_collection = 'APPROVED'
        join post_tags t on t.post_id = posts.id join tags tg on tg.slug = t.tag_slug order by p.slug, t.tag_slug limit 1`.execute(store.db);
      const pair = pairs[0]!;
      pages.push([`/${pair.slug}/tagged/${pair.tag}`, `${pair.name}: ${pair.title}`, `/feed/${pair.slug}/tagged/${pair.tag}`]);
      const { rows: lists } = await sql<{ id: string; name: string; username: string; ownerName: string }>`
        select c.id, c.name, u.username, u.name as owner_name from catalogs c join users u on u.id = c.user_id
        where c.type = 'LISTS' and c.visibility = 'PUBLIC' order by c.id limit 1`.execute(store.db);
      const list = lists[0]!;
      const slug = `${list.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${list.id}`;
      pages.push([`/@${list.username}/list/${slug}`, `${list.name}, a list by ${list.ownerName} on Quire`, `/feed/collections/${slug}`]);
      for (const [path, title, href] of pages) {
        const response = await get(path);
        expect(response.status).toBe(200);
        const html = await response.text();
        const head = html.slice(0, html.indexOf('</head>'));
        expect(head).toContain(`<link rel="alternate" type="application/rss+xml" title="${escape(title)}" href="${escape(href)}">`);
        expect(head.match(/rel="alternate"/g)).toHaveLength(1);
        // The feed the head names is there.
        expect((await get(href)).status).toBe(200);
        expect(html.match(/<a class="sitemap-link" href="\/sitemap\/sitemap.xml">Sitemap<\/a>/g)).toHaveLength(1);
      }
      // A page with no feed of its own names none, and still links the sitemap; so does the 404 screen.
      for (const path of ['/explore-topics', '/no-such-page/at-all/here']) {
        const html = await (await get(path)).text();
        expect(html).not.toContain('rel="alternate"');
        expect(html.match(/class="sitemap-link"/g)).toHaveLength(1);
      }
    });

    describe('the sitemap', () => {
      /** Every address the sitemap lists, page after page, checking each page's size. */
      async function crawl(target: App, pageSize: number): Promise<{ children: string[]; urls: string[]; lastmods: number }> {
        const index = await get('/sitemap/sitemap.xml', {}, target);
        expect(index.status).toBe(200);
        expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
        const root = parseXml(await index.text());
        expect(root.name).toBe('sitemapindex');
        const children = childrenNamed(root, 'sitemap').map((s) => textOf(child(s, 'loc')));
        expect(children.length).toBeLessThanOrEqual(pageSize);
        const urls: string[] = [];
        let lastmods = 0;
        for (const loc of children) {
          expect(loc.startsWith(`${ORIGIN}/sitemap/sitemap.xml?section=`)).toBe(true);
          const page = await get(loc.slice(ORIGIN.length), {}, target);
          expect(page.status).toBe(200);
          const set = parseXml(await page.text());
          expect(set.name).toBe('urlset');
          const entries = childrenNamed(set, 'url');
          expect(entries.length).toBeGreaterThan(0);
          expect(entries.length).toBeLessThanOrEqual(pageSize);
          for (const e of entries) {
            urls.push(textOf(child(e, 'loc')));
            const lastmod = childrenNamed(e, 'lastmod')[0];
            if (lastmod) {
              expect(new Date(textOf(lastmod)).getTime()).not.toBeNaN();
              lastmods++;
            }
          }
        }
        return { children, urls, lastmods };
      }

      it('lists every story (with lastmod), writer, publication, tag and topic once, a page of at most N at a time', async () => {
        const { rows: storyRows } = await sql<Story>`
          select posts.id, posts.title, u.username, case when posts.status_for_collection = 'APPROVED' then pub.slug end as pub_slug
          from posts join users u on u.id = posts.creator_id left join publications pub on pub.id = posts.publication_id
          where posts.published_at is not null and posts.visibility <> 'UNLISTED' and posts.suspended_at is null and posts.type = 'STORY'`.execute(store.db);
        const { rows: writers } = await sql<{ username: string }>`select distinct u.username from users u join posts p on p.creator_id = u.id
          where p.published_at is not null and p.visibility <> 'UNLISTED' and p.suspended_at is null and p.type = 'STORY'`.execute(store.db);
        const pubs = await store.db.selectFrom('publications').select('slug').execute();
        const { rows: tags } = await sql<{ slug: string }>`select distinct t.tag_slug as slug from post_tags t join posts p on p.id = t.post_id
          where p.published_at is not null and p.visibility <> 'UNLISTED' and p.suspended_at is null and p.type = 'STORY'`.execute(store.db);
        const topics = await store.db.selectFrom('topics').select('slug').execute();
        const want = [
          ...storyRows.map(storyUrl),
          ...writers.map((w) => `${ORIGIN}/@${w.username}`),
          ...pubs.map((p) => `${ORIGIN}/${p.slug}`),
          ...tags.map((t) => `${ORIGIN}/tag/${t.slug}`),
          ...topics.map((t) => `${ORIGIN}/topic/${t.slug}`),
        ].sort();

        const whole = await crawl(app, 50_000);
        expect(whole.children).toHaveLength(5);
        expect([...whole.urls].sort()).toEqual(want);
        expect(whole.lastmods).toBe(storyRows.length);

        // Forced small pages: many children, each at most 40, together the same addresses, none twice.
        const small = testApp(store, { publicOrigin: ORIGIN, sitemapPageSize: 40 });
        const paged = await crawl(small, 40);
        expect(paged.children.length).toBeGreaterThan(5);
        expect([...paged.urls].sort()).toEqual(want);
      });

      it('refuses other queries with a 400 and answers 304 to a current validator', async () => {
        const bad = await get('/sitemap/sitemap.xml?page=2');
        expect(bad.status).toBe(400);
        expect(bad.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        const first = await get('/sitemap/sitemap.xml');
        expect((await get('/sitemap/sitemap.xml', { 'if-none-match': first.headers.get('etag')! })).status).toBe(304);
      });
    });
  });
}
