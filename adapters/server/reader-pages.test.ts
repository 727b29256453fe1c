// The reader pages built from 501 (migration 0051), through the fetch handler on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: a tag's Recommended and Who to follow (ranked, keyset-paged, the writers' counts kept by triggers on
// every write path), /topics to /explore-topics on the configured origin, a series (/s/{slug}; /series/{id} and other
// spellings go there) and its mutations, a writer's books and theirs — each refusing bad input with a message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOOKS, DEMO_SERIES_ID } from '../postgres/seed/demo-reader-pages.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const WRITERS = `query($slug: String!, $paging: PagingOptions) {
  tagFromSlug(tagSlug: $slug) { writers(paging: $paging) { items { storyCount user { id username } } pagingInfo { next { to } } } }
}`;
const RECOMMENDED = `query($slug: String!, $paging: PagingOptions) {
  tagFromSlug(tagSlug: $slug) { recommended(paging: $paging) { items { post { id clapCount } } pagingInfo { next { to } } } }
}`;
const CREATE_SERIES = 'mutation($input: SeriesInput!) { createSeries(input: $input) { id slug url title posts { id } viewerIsCreator } }';
const UPDATE_SERIES = 'mutation($id: ID!, $input: SeriesInput!) { updateSeries(seriesId: $id, input: $input) { id url posts { id } } }';
const ADD_BOOK = 'mutation($input: BookInput!) { addBook(input: $input) { id title url publishedYear } }';
const REMOVE_BOOK = 'mutation($id: ID!) { removeBook(bookId: $id) { id } }';
const UPDATE_SETTINGS = `mutation($postId: ID!, $input: StorySettingsInput!) {
  updateStorySettings(postId: $postId, input: $input) {
    __typename ... on StorySettingsSaved { settings { seoTitle seoDescription canonicalUrl } } ... on BadRequest { message } ... on Forbidden { message }
  }
}`;

for (const factory of testStores()) {
  describe(`reader pages on ${factory.name} (platform-reference §2.1 topics and tags, series, profiles)`, () => {
    let store: Store;
    let app: App;
    let tagSlug: string;

    /** The tag's writers and counts as the posts say right now (what the kept counts must equal). */
    async function countedWriters(slug: string): Promise<Map<string, number>> {
      const rows = await store.db
        .selectFrom('postTags')
        .innerJoin('posts', 'posts.id', 'postTags.postId')
        .select(['posts.creatorId as userId', (eb) => eb.fn.countAll<number>().as('n')])
        .where('postTags.tagSlug', '=', slug)
        .where('posts.publishedAt', 'is not', null)
        .where('posts.visibility', '<>', 'UNLISTED')
        .where('posts.suspendedAt', 'is', null)
        .where('posts.deletedAt', 'is', null)
        .where('posts.type', '=', 'STORY')
        .groupBy('posts.creatorId')
        .execute();
      return new Map(rows.map((r) => [r.userId, Number(r.n)]));
    }
    async function keptWriters(slug: string): Promise<Map<string, number>> {
      const rows = await store.db.selectFrom('tagWriters').select(['userId', 'listedPostCount']).where('tagSlug', '=', slug).execute();
      return new Map(rows.map((r) => [r.userId, r.listedPostCount]));
    }

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, publicOrigin: 'https://read.example.org' });
      tagSlug = (await store.db.selectFrom('tags').select('slug').orderBy('listedPostCount', 'desc').orderBy('slug').executeTakeFirstOrThrow()).slug;
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it("keeps each tag's writer counts equal to its listed stories through unlisting, trashing, untagging and deleting", async () => {
      expect(await keptWriters(tagSlug)).toEqual(await countedWriters(tagSlug));
      const [a, b, c] = await store.db.selectFrom('postTags').select('postId').where('tagSlug', '=', tagSlug).orderBy('postId').limit(3).execute();
      await store.db.updateTable('posts').set({ visibility: 'UNLISTED' }).where('id', '=', a!.postId).execute();
      await store.db.updateTable('posts').set({ deletedAt: new Date() }).where('id', '=', b!.postId).execute();
      await store.db.deleteFrom('postTags').where('postId', '=', c!.postId).where('tagSlug', '=', tagSlug).execute();
      expect(await keptWriters(tagSlug)).toEqual(await countedWriters(tagSlug));
      await store.db.updateTable('posts').set({ visibility: 'PUBLIC' }).where('id', '=', a!.postId).execute();
      await store.db.updateTable('posts').set({ deletedAt: null }).where('id', '=', b!.postId).execute();
      await store.db.insertInto('postTags').values({ postId: c!.postId, tagSlug, position: 9 }).execute();
      expect(await keptWriters(tagSlug)).toEqual(await countedWriters(tagSlug));
      await store.db.deleteFrom('posts').where('id', '=', b!.postId).execute();
      expect(await keptWriters(tagSlug)).toEqual(await countedWriters(tagSlug));
    });

    it("pages a tag's writers by their stories there, most first, each once, to the end", async () => {
      const reader = anonymous(app);
      const seen: { id: string; count: number }[] = [];
      let to: string | null = null;
      do {
        const page: any = (await reader.op(WRITERS, { slug: tagSlug, paging: { limit: 2, to } })).writers;
        seen.push(...page.items.map((i: any) => ({ id: i.user.id, count: i.storyCount })));
        to = page.pagingInfo.next?.to ?? null;
      } while (to);
      const expected = [...(await countedWriters(tagSlug))].map(([id, count]) => ({ id, count })).sort((x, y) => y.count - x.count || (x.id < y.id ? 1 : -1));
      expect(seen).toEqual(expected);
      const bad = await reader.request(WRITERS, { slug: tagSlug, paging: { to: 'not-a-cursor' } });
      expect(bad.errors?.[0]).toMatchObject({ message: 'The paging cursor is not one this feed gave out.', extensions: { code: 'BAD_USER_INPUT' } });
    });

    it("pages a tag's recommended stories most clapped first, each once", async () => {
      const reader = anonymous(app);
      const seen: { id: string; clapCount: number }[] = [];
      let to: string | null = null;
      do {
        const page: any = (await reader.op(RECOMMENDED, { slug: tagSlug, paging: { limit: 7, to } })).recommended;
        seen.push(...page.items.map((i: any) => i.post));
        to = page.pagingInfo.next?.to ?? null;
      } while (to);
      expect(seen.length).toBeGreaterThan(1);
      expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
      for (let i = 1; i < seen.length; i += 1) expect(seen[i - 1]!.clapCount).toBeGreaterThanOrEqual(seen[i]!.clapCount);
    });

    it("renders a tag's Recommended and Who to follow in the top-navigation layout, with the tag's tabs", async () => {
      const reader = anonymous(app);
      for (const [path, title, current] of [
        [`/tag/${tagSlug}/recommended`, 'Recommended in', 'Recommended'],
        [`/tag/${tagSlug}/who-to-follow`, 'Who to follow in', 'Who to follow'],
        [`/tag/${tagSlug}/top-writers`, 'Who to follow in', 'Who to follow'],
      ] as const) {
        const answer = await reader.fetch(path);
        expect(answer.status).toBe(200);
        const html = await answer.text();
        expect(html).toContain('class="top-navigation__main"');
        expect(html).toMatch(new RegExp(`<title>${title} [^<]+ – Quire</title>`));
        expect(html).toMatch(new RegExp(`aria-current="page"[^>]*>${current}</a>`));
      }
      expect(await (await reader.fetch(`/tag/${tagSlug}/top-writers`)).text()).toContain(`<link rel="canonical" href="https://read.example.org/tag/${tagSlug}/who-to-follow"`);
      const upper = await reader.fetch(`/tag/${tagSlug.toUpperCase()}/recommended`);
      expect(upper.status).toBe(301);
      expect(upper.headers.get('location')).toBe(`/tag/${tagSlug}/recommended`);
      expect((await reader.fetch('/tag/no-such-tag-here/who-to-follow')).status).toBe(404);
    });

    it('sends /topics to /explore-topics on the configured public origin, never the Host', async () => {
      const answer = await anonymous(app).fetch('/topics', { headers: { host: 'evil.example.com' } });
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toBe('https://read.example.org/explore-topics');
    });

    it('shows the demo series at /s/{slug}, in order, and sends /series/{id} and other spellings there', async () => {
      const reader = anonymous(app);
      const series = await store.db.selectFrom('series').select(['slug', 'title']).where('id', '=', DEMO_SERIES_ID).executeTakeFirstOrThrow();
      const answer = await reader.fetch(`/s/${series.slug}`);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain('class="two-column"');
      expect(html).toContain(`<h1 class="page-heading">${series.title}</h1>`);
      expect(html.match(/class="series__part">Part \d of 3<\/p>/g)).toEqual(['class="series__part">Part 1 of 3</p>', 'class="series__part">Part 2 of 3</p>', 'class="series__part">Part 3 of 3</p>']);
      for (const other of [`/series/${DEMO_SERIES_ID}`, `/s/${DEMO_SERIES_ID}`, `/s/old-title-${DEMO_SERIES_ID}`]) {
        const moved = await reader.fetch(other);
        expect(moved.status).toBe(301);
        expect(moved.headers.get('location')).toBe(`/s/${series.slug}`);
      }
      expect((await reader.fetch('/s/no-such-series-abc123')).status).toBe(404);
      expect((await reader.fetch('/series/zzz')).status).toBe(404);
    });

    it("lets a writer order their own published stories into a series, and refuses others' stories and bad input", async () => {
      const maya = await signedIn(app, 'maya_chen');
      const mayaId = (await store.db.selectFrom('users').select('id').where('username', '=', 'maya_chen').executeTakeFirstOrThrow()).id;
      const own = await store.db.selectFrom('posts').select('id').where('creatorId', '=', mayaId).where('publishedAt', 'is not', null)
        .where('visibility', '=', 'PUBLIC').where('type', '=', 'STORY').where('deletedAt', 'is', null).where('suspendedAt', 'is', null).orderBy('id').limit(3).execute();
      const ids = own.map((p) => p.id);
      const created = await maya.op(CREATE_SERIES, { input: { title: '  Field notes ', description: '', postIds: [ids[2], ids[0]] } });
      expect(created).toMatchObject({ title: 'Field notes', posts: [{ id: ids[2] }, { id: ids[0] }], viewerIsCreator: true });
      expect(created.url).toBe(`/s/field-notes-${created.id}`);
      const updated = await maya.op(UPDATE_SERIES, { id: created.id, input: { title: 'Field notes, again', description: 'x', postIds: [ids[0], ids[1], ids[2]] } });
      expect(updated).toEqual({ id: created.id, url: `/s/field-notes-again-${created.id}`, posts: ids.map((id) => ({ id })) });
      expect((await anonymous(app).fetch(`/s/field-notes-${created.id}`)).headers.get('location')).toBe(`/s/field-notes-again-${created.id}`);
      const other = await store.db.selectFrom('posts').select('id').where('creatorId', '<>', mayaId).where('publishedAt', 'is not', null).executeTakeFirstOrThrow();
      const refusals = [
        [{ title: ' ', description: '', postIds: [] }, 'Give the series a title.'],
        [{ title: 'x'.repeat(101), description: '', postIds: [] }, 'A series title is at most 100 characters.'],
        [{ title: 'Mixed', description: '', postIds: [other.id] }, 'A series holds only your own published stories.'],
        [{ title: 'Twice', description: '', postIds: [ids[0], ids[0]] }, 'A story can be in a series only once.'],
      ] as const;
      for (const [input, message] of refusals) {
        const answer = await maya.request(CREATE_SERIES, { input });
        expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      }
      // Someone else's series is not found for them; a visitor signs in first.
      const theo = await signedIn(app, 'theo_okafor');
      expect((await theo.request(UPDATE_SERIES, { id: created.id, input: { title: 'Mine', description: '', postIds: [] } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const visitor = await anonymous(app).start();
      expect((await visitor.request(CREATE_SERIES, { input: { title: 'Anon', description: '', postIds: [] } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it("shows a writer's books, lets the writer add and remove theirs, and refuses bad books", async () => {
      const visitor = anonymous(app);
      const page = await visitor.fetch('/@maya_chen/books');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('class="two-column"');
      for (const book of DEMO_BOOKS) expect(html).toContain(book.title);
      expect(html).not.toContain('Add a book');
      const moved = await visitor.fetch('/@Maya_Chen/books');
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/@maya_chen/books');
      expect((await visitor.fetch('/@nobody_here_at_all/books')).status).toBe(404);

      const maya = await signedIn(app, 'maya_chen');
      expect(await (await maya.fetch('/@maya_chen/books')).text()).toContain('Add a book');
      const books = await maya.op(ADD_BOOK, { input: { title: ' Tide Tables ', description: '', url: 'https://example.com/tide', publishedYear: '2025' } });
      expect(books.map((b: any) => b.title)).toEqual([...DEMO_BOOKS.map((b) => b.title), 'Tide Tables']);
      for (const [input, message] of [
        [{ title: '', description: '', url: '', publishedYear: '' }, 'Give the book a title.'],
        [{ title: 'Bad link', description: '', url: 'javascript:alert(1)', publishedYear: '' }, 'Enter a web address starting with http:// or https://.'],
        [{ title: 'Bad year', description: '', url: '', publishedYear: '20x4' }, 'Enter the year the book came out, like 2024.'],
      ] as const) {
        expect((await maya.request(ADD_BOOK, { input })).errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      }
      const added = books.find((b: any) => b.title === 'Tide Tables');
      const theo = await signedIn(app, 'theo_okafor');
      expect((await theo.request(REMOVE_BOOK, { id: added.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await maya.op(REMOVE_BOOK, { id: added.id })).map((b: any) => b.id)).toEqual(DEMO_BOOKS.map((b) => b.id));
    });

    it("lets a story's author set its SEO title, description and canonical link, which its page's head then carries", async () => {
      const mayaId = (await store.db.selectFrom('users').select('id').where('username', '=', 'maya_chen').executeTakeFirstOrThrow()).id;
      const story = await store.db.selectFrom('posts').select(['id', 'title']).where('creatorId', '=', mayaId).where('publishedAt', 'is not', null)
        .where('visibility', '=', 'PUBLIC').where('type', '=', 'STORY').where('deletedAt', 'is', null).where('suspendedAt', 'is', null).where('isLocked', '=', false)
        .orderBy('id', 'desc').executeTakeFirstOrThrow();
      const visitor = anonymous(app);
      expect((await visitor.fetch(`/p/${story.id}/settings`)).status).toBe(302);
      const theo = await signedIn(app, 'theo_okafor');
      expect((await theo.fetch(`/p/${story.id}/settings`)).status).toBe(404);
      expect(await theo.op(UPDATE_SETTINGS, { postId: story.id, input: { seoTitle: 'Mine', seoDescription: '', canonicalUrl: '' } })).toEqual({
        __typename: 'Forbidden',
        message: 'Only the story’s author can change its settings.',
      });

      const maya = await signedIn(app, 'maya_chen');
      const settingsPage = await maya.fetch(`/p/${story.id}/settings`);
      expect(settingsPage.status).toBe(200);
      const form = await settingsPage.text();
      expect(form).toContain('class="top-navigation__main"');
      expect(form).toMatch(/<label for="([^"]+)">SEO title<\/label><input id="\1"/);
      expect(await maya.op(UPDATE_SETTINGS, { postId: story.id, input: { seoTitle: 'x', seoDescription: '', canonicalUrl: 'ftp://elsewhere' } })).toEqual({
        __typename: 'BadRequest',
        message: 'Enter the original address, starting with http:// or https://.',
      });
      expect(await maya.op(UPDATE_SETTINGS, { postId: story.id, input: { seoTitle: '  A  sharper title ', seoDescription: 'What search shows.', canonicalUrl: 'https://blog.example.com/first' } })).toEqual({
        __typename: 'StorySettingsSaved',
        settings: { seoTitle: 'A sharper title', seoDescription: 'What search shows.', canonicalUrl: 'https://blog.example.com/first' },
      });
      const head = await (await visitor.fetch(`/p/${story.id}`)).text();
      expect(head).toContain('<meta property="og:title" content="A sharper title">');
      expect(head).toContain('<meta name="description" content="What search shows.">');
      expect(head).toContain('<link rel="canonical" href="https://blog.example.com/first">');
      // Emptied, the story's own title and address come back.
      await maya.op(UPDATE_SETTINGS, { postId: story.id, input: { seoTitle: '', seoDescription: '', canonicalUrl: '' } });
      const plain = await (await visitor.fetch(`/p/${story.id}`)).text();
      expect(plain).not.toContain('blog.example.com');
      expect(plain).toContain(`<meta property="og:title" content="${story.title.replace(/'/g, '&#x27;')}">`);
    });
  });
}
