// The routes of built pages that answered 501, through the fetch handler (platform-reference §2.1): the editor's
// other addresses (302s to /new-story and /p/{postId}/edit, from the configured public origin), a newsletter's
// new e-mail, /welcome and /m/getting-started, /jobs; a tag's archive by date; the top stories of a day; the series
// editor (/s/new, /s/{slug}/edit); staff curating a topic (/topic/{slug}/edit, /add-posts). On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daySlug, utcDay } from '../../core/browse/top-stories.ts';
import { writeLandingDefaults } from '../postgres/landing-pages.repository.ts';
import { DEMO_SERIES_ID } from '../postgres/seed/demo-reader-pages.ts';
import { DEMO_WRITER } from '../postgres/seed/writer-stories.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { SignedInBrowsers } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const DRAFT = 'de5a0000d001';
const ORIGIN = 'https://quire.example';

for (const factory of testStores()) {
  describe(`the editor's other addresses, onboarding and /jobs on ${factory.name}`, () => {
    let store: Store;
    let app: App;
    const browsers = new SignedInBrowsers(() => app);
    const get = async (path: string, as: string | null) => (await browsers.as(as)).get(path);
    const expectRedirect = async (path: string, as: string | null, location: string) => {
      const response = await get(path, as);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(`${ORIGIN}${location}`);
    };

    beforeAll(async () => {
      store = await factory.open();
      await writeLandingDefaults(store.db, 'Quire', new Date());
      app = testApp(store, { devSignIn: true, now: () => seedNow(), publicOrigin: ORIGIN, staffUsernames: new Set(['lena_fischer']) });
    });
    afterAll(async () => {
      await store.close();
    });

    it('sends the old and mobile new-story addresses to /new-story, on the public origin', async () => {
      await expectRedirect('/p/new-post', DEMO_WRITER, '/new-story');
      await expectRedirect('/m-write', DEMO_WRITER, '/new-story');
    });

    it('sends a story’s other edit addresses to /p/{postId}/edit, and a non-id to not found', async () => {
      await expectRedirect(`/m-write/${DRAFT}`, DEMO_WRITER, `/p/${DRAFT}/edit`);
      await expectRedirect(`/@${DEMO_WRITER}/notes-${DRAFT}/edit`, DEMO_WRITER, `/p/${DRAFT}/edit`);
      const publication = await store.db.selectFrom('publications').select('slug').orderBy('slug').executeTakeFirstOrThrow();
      await expectRedirect(`/${publication.slug}/${DRAFT}/edit`, DEMO_WRITER, `/p/${DRAFT}/edit`);
      expect((await get('/m-write/not-an-id!', DEMO_WRITER)).status).toBe(404);
    });

    it('asks a logged-out visitor to sign in first, and comes back to the same address', async () => {
      const response = await get('/m-write', null);
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!, ORIGIN);
      expect(location.pathname).toBe('/m/signin');
      expect(location.searchParams.get('redirect')).toBe('/m-write');
    });

    it('opens a new story for a newsletter’s writer or its publication’s editors; anyone else: not found', async () => {
      const writer = await store.db.selectFrom('users').select('id').where('username', '=', DEMO_WRITER).executeTakeFirstOrThrow();
      await expectRedirect(`/newsletters/nl-${writer.id}/new-email`, DEMO_WRITER, '/new-story');
      expect((await get(`/newsletters/nl-${writer.id}/new-email`, 'nora_member')).status).toBe(404);
      expect((await get('/newsletters/nl-nobody/new-email', DEMO_WRITER)).status).toBe(404);
      const edited = await store.db
        .selectFrom('publicationEditors')
        .innerJoin('publications', 'publications.id', 'publicationEditors.publicationId')
        .select(['publications.id', 'publications.slug'])
        .where('publicationEditors.userId', '=', writer.id)
        .where('publicationEditors.role', 'in', ['OWNER', 'EDITOR'])
        .executeTakeFirst();
      if (edited) await expectRedirect(`/newsletters/nlc-${edited.id}/new-email`, DEMO_WRITER, `/${edited.slug}/new-story`);
      const other = await store.db
        .selectFrom('publications')
        .select('id')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('publicationEditors').select('userId').whereRef('publicationEditors.publicationId', '=', 'publications.id').where('publicationEditors.userId', '=', writer.id))),
        )
        .executeTakeFirstOrThrow();
      expect((await get(`/newsletters/nlc-${other.id}/new-email`, DEMO_WRITER)).status).toBe(404);
    });

    it('sends /welcome and /m/getting-started to the onboarding start', async () => {
      await expectRedirect('/welcome', 'nora_member', '/get-started');
      await expectRedirect('/m/getting-started', 'nora_member', '/get-started');
    });

    it('shows /jobs, a landing page with its default text until staff edit it', async () => {
      const response = await get('/jobs', null);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Work on Quire – Quire</title>');
      expect(html).toContain('There are no open roles listed right now.');
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    });

    it('shows a tag’s archive: its months, a month’s and a day’s stories, newest first; bad dates are not found', async () => {
      const { rows } = await sql<{ tagSlug: string; id: string; title: string; publishedAt: Date }>`
        select t.tag_slug, p.id, p.title, p.published_at from post_tags t join posts p on p.id = t.post_id
        where p.published_at is not null and p.visibility <> 'UNLISTED' and p.suspended_at is null and p.deleted_at is null and p.type = 'STORY'
        order by p.published_at desc limit 1`.execute(store.db);
      const story = rows[0]!;
      const at = new Date(story.publishedAt);
      const [y, m, d] = [at.getUTCFullYear(), String(at.getUTCMonth() + 1).padStart(2, '0'), String(at.getUTCDate()).padStart(2, '0')];
      const index = await get(`/tag/${story.tagSlug}/archive`, null);
      expect(index.status).toBe(200);
      const indexHtml = await index.text();
      expect(indexHtml).toContain(`href="/tag/${story.tagSlug}/archive/${y}/${m}"`);
      expect(indexHtml.match(/<h1[\s>]/g)).toHaveLength(1);
      for (const path of [`/tag/${story.tagSlug}/archive/${y}`, `/tag/${story.tagSlug}/archive/${y}/${m}`, `/tag/${story.tagSlug}/archive/${y}/${m}/${d}`]) {
        const response = await get(path, null);
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).toContain(story.title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'));
      }
      const nextDay = utcDay(new Date(at.getTime() + 86_400_000 * 400));
      const empty = await get(`/tag/${story.tagSlug}/archive/${nextDay.year}`, null);
      expect(empty.status).toBe(200);
      expect(await empty.text()).toContain('was published in');
      for (const bad of ['2026/13', '2026/02/30', '1969', 'abc']) expect((await get(`/tag/${story.tagSlug}/archive/${bad}`, null)).status, bad).toBe(404);
      expect((await get('/tag/no-such-tag-here/archive/2026', null)).status).toBe(404);
      expect((await get(`/tag/${story.tagSlug.toUpperCase()}/archive/${y}/${m}`, null)).headers.get('location')).toBe(`${ORIGIN}/tag/${story.tagSlug}/archive/${y}/${m}`);
      expect((await get(`/tag/${story.tagSlug}/archive/${y}/${m}/${Number(d)}`, null)).headers.get('location')).toBe(Number(d) < 10 ? `${ORIGIN}/tag/${story.tagSlug}/archive/${y}/${m}/${d}` : null);
    });

    it('answers the archive through GraphQL, and refuses a date that is not one', async () => {
      const client = await browsers.as(null);
      const tag = (await store.db.selectFrom('postTags').select('tagSlug').executeTakeFirstOrThrow()).tagSlug;
      const bad = await client.request('query ($t: String!) { tagFromSlug(tagSlug: $t) { archive(year: 2026, month: 2, day: 30) { items { feedId } } } }', { t: tag });
      expect(bad.errors?.[0]?.message).toBe('The archive has years from 1970, months 1 to 12 and the days each month has.');
    });

    it('ranks the day’s stories by its reads and claps, pages them without repeats, and links the days around it', async () => {
      const today = utcDay(seedNow());
      const iso = (day: { year: number; month: number; day: number }) => `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
      const yesterday = addDays(today, -1);
      const { rows } = await sql<{ postId: string; score: number }>`
        select s.post_id, (s.reads + s.claps)::int as score from story_stats_daily s join posts p on p.id = s.post_id
        where s.day = ${iso(yesterday)}::date and (s.reads + s.claps) > 0 and p.published_at is not null and p.visibility <> 'UNLISTED'
          and p.suspended_at is null and p.deleted_at is null and p.type = 'STORY'
        order by 2 desc, 1 desc`.execute(store.db);
      expect(rows.length).toBeGreaterThan(3);
      const client = await browsers.as(null);
      const seen: string[] = [];
      let to: string | null = null;
      do {
        const answer = await client.request('query ($day: String!, $paging: PagingOptions) { topStories(day: $day, paging: $paging) { items { post { id } } pagingInfo { next { to } } } }', { day: iso(yesterday), paging: { limit: 3, ...(to ? { to } : {}) } });
        const feed = answer.data.topStories as { items: { post: { id: string } }[]; pagingInfo: { next: { to: string } | null } };
        seen.push(...feed.items.map((i) => i.post.id));
        to = feed.pagingInfo.next?.to ?? null;
      } while (to);
      expect(seen).toEqual(rows.map((r) => r.postId));
      const page = await get(`/top-stories/${daySlug(yesterday)}`, null);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`href="/top-stories/${daySlug(addDays(yesterday, -1))}"`);
      expect(html).toContain('href="/top-stories"');
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      const todays = await get('/top-stories', null);
      expect(todays.status).toBe(200);
      expect(await todays.text()).toContain('Top stories today');
      const bad = await client.request('query { topStories(day: "2026-02-30") { items { feedId } } }');
      expect(bad.errors?.[0]?.message).toBe('Give a day as 2026-11-24: a real date from 1970.');
    });

    it('sends /browse/top and other spellings of a day to its address; a day after today or no day is not found', async () => {
      const today = utcDay(seedNow());
      const yesterday = addDays(today, -1);
      const iso = `${yesterday.year}-${String(yesterday.month).padStart(2, '0')}-${String(yesterday.day).padStart(2, '0')}`;
      expect((await get('/browse/top', null)).headers.get('location')).toBe(`${ORIGIN}/top-stories`);
      expect((await get(`/browse/top/${iso}`, null)).headers.get('location')).toBe(`${ORIGIN}/top-stories/${daySlug(yesterday)}`);
      expect((await get(`/top-stories/${daySlug(yesterday).toUpperCase()}`, null)).headers.get('location')).toBe(`${ORIGIN}/top-stories/${daySlug(yesterday)}`);
      expect((await get(`/top-stories/${daySlug(today)}`, null)).headers.get('location')).toBe(`${ORIGIN}/top-stories`);
      expect((await get(`/top-stories/${daySlug(addDays(today, 1))}`, null)).status).toBe(404);
      expect((await get('/top-stories/smarch-1-2026', null)).status).toBe(404);
      expect((await get('/browse/top/2026-02-30', null)).status).toBe(404);
    });

    it('opens the series editor for the series’ writer with its stories and theirs to add; anyone else: 403; none: 404', async () => {
      const series = await store.db.selectFrom('series').innerJoin('users', 'users.id', 'series.creatorId').select(['series.slug', 'series.title', 'users.username']).where('series.id', '=', DEMO_SERIES_ID).executeTakeFirstOrThrow();
      const own = await get(`/s/${series.slug}/edit`, series.username);
      expect(own.status).toBe(200);
      const html = await own.text();
      expect(html).toContain(`Edit “${series.title}”`);
      expect(html).toContain('SeriesCandidatesQuery');
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      const other = await get(`/s/${series.slug}/edit`, 'nora_member');
      expect(other.status).toBe(403);
      expect(await other.text()).toContain('can change');
      expect((await get(`/s/old-${DEMO_SERIES_ID}/edit`, series.username)).headers.get('location')).toBe(`${ORIGIN}/s/${series.slug}/edit`);
      expect((await get('/s/no-such-series-abc123/edit', series.username)).status).toBe(404);
      const fresh = await get('/s/new', series.username);
      expect(fresh.status).toBe(200);
      expect(await fresh.text()).toContain('New series');
      const visitor = await get('/s/new', null);
      expect(visitor.status).toBe(302);
    });

    it('lets staff curate a topic — its description, a story in or out — and refuses anyone else', async () => {
      const topic = await store.db.selectFrom('topics').select(['id', 'slug', 'name']).orderBy('slug').executeTakeFirstOrThrow();
      for (const path of [`/topic/${topic.slug}/edit`, `/topic/${topic.slug}/add-posts`]) {
        const staff = await get(path, 'lena_fischer');
        expect(staff.status, path).toBe(200);
        expect((await staff.text()).match(/<h1[\s>]/g), path).toHaveLength(1);
        const reader = await get(path, 'nora_member');
        expect(reader.status, path).toBe(403);
        expect(await reader.text()).toContain('Only staff can curate topics.');
        expect((await get(path, null)).status, path).toBe(302);
      }
      expect((await get('/topic/no-such-topic/edit', 'lena_fischer')).status).toBe(404);

      const staff = await browsers.as('lena_fischer');
      const reader = await browsers.as('nora_member');
      const UPDATE = 'mutation ($t: ID!, $d: String!) { updateTopicDescription(topicId: $t, description: $d) { description } }';
      expect((await staff.request(UPDATE, { t: topic.id, d: '  Stories about how things are made.  ' })).data.updateTopicDescription.description).toBe('Stories about how things are made.');
      expect((await staff.request(UPDATE, { t: topic.id, d: 'x'.repeat(281) })).errors?.[0]?.message).toBe('A topic description is at most 280 characters.');
      const refused = await reader.request(UPDATE, { t: topic.id, d: 'mine now' });
      expect(refused.errors?.[0]?.message).toBe('Only staff can curate topics.');
      expect((await store.db.selectFrom('topics').select('description').where('id', '=', topic.id).executeTakeFirstOrThrow()).description).toBe('Stories about how things are made.');

      const story = await sql<{ id: string; title: string }>`
        select p.id, p.title from posts p where p.published_at is not null and p.visibility <> 'UNLISTED' and p.suspended_at is null
          and p.deleted_at is null and p.type = 'STORY' and not exists (select 1 from post_topics t where t.post_id = p.id and t.topic_id = ${topic.id})
        order by p.published_at desc limit 1`.execute(store.db);
      const post = story.rows[0]!;
      const count = async () => (await store.db.selectFrom('topics').select('listedPostCount').where('id', '=', topic.id).executeTakeFirstOrThrow()).listedPostCount;
      const before = await count();
      const ADD = 'mutation ($t: ID!, $s: String!) { addStoryToTopic(topicId: $t, story: $s) { postCount } }';
      expect((await staff.request(ADD, { t: topic.id, s: `${ORIGIN}/@someone/a-title-${post.id}?source=x` })).data.addStoryToTopic.postCount).toBe(before + 1);
      expect((await staff.request(ADD, { t: topic.id, s: post.id })).data.addStoryToTopic.postCount).toBe(before + 1);
      expect((await staff.request(ADD, { t: topic.id, s: 'no story here!' })).errors?.[0]?.message).toBe('Give the address or id of a story.');
      expect((await staff.request(ADD, { t: topic.id, s: '0000000000ff' })).errors?.[0]?.message).toBe('There is no published story at that address.');
      expect((await reader.request(ADD, { t: topic.id, s: post.id })).errors?.[0]?.message).toBe('Only staff can curate topics.');
      expect(await (await get(`/topic/${topic.slug}`, null)).text()).toContain(post.title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'));
      const REMOVE = 'mutation ($t: ID!, $p: ID!) { removeStoryFromTopic(topicId: $t, postId: $p) { postCount } }';
      expect((await staff.request(REMOVE, { t: topic.id, p: post.id })).data.removeStoryFromTopic.postCount).toBe(before);
      expect(await count()).toBe(before);
    });

    it('opens a new story reposting a published one, linked in its first paragraph; revert addresses are not found', async () => {
      const { rows } = await sql<{ id: string; title: string }>`
        select p.id, p.title from posts p where p.published_at is not null and p.visibility <> 'UNLISTED' and p.suspended_at is null
          and p.deleted_at is null and p.type = 'STORY' order by p.published_at desc limit 1`.execute(store.db);
      const story = rows[0]!;
      const repost = await get(`/new-story/repost/${story.id}`, DEMO_WRITER);
      expect(repost.status).toBe(200);
      const html = await repost.text();
      expect(html).toContain('<title>New story – Quire</title>');
      expect(html).toContain('RepostSourceQuery');
      // The editor's body renders in the browser (e2e/more-routes.e2e.ts); the page carries the story it links.
      expect(html).toContain(JSON.stringify(story.title).slice(1, -1).slice(0, 20));
      expect((await get('/new-story/repost/0000000000ff', DEMO_WRITER)).status).toBe(404);
      expect((await get(`/new-story/repost/${story.id}`, null)).status).toBe(302);
      expect((await get(`/p/${DRAFT}/revert/1/2`, DEMO_WRITER)).status).toBe(404);
      for (const path of ['/p/import', '/p/import-story']) {
        const importer = await get(path, DEMO_WRITER);
        expect(importer.status, path).toBe(200);
        expect(await importer.text(), path).toContain('<title>Import a story – Quire</title>');
      }
    });
  });
}
