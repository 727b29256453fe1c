// The profile's remaining addresses through the fetch handler on PGlite and (with TEST_DATABASE_URL) PostgreSQL
// (platform-reference §2.1 Profiles, /me/series, /me/applications): each answers its page, its redirect on the
// configured public origin (never the Host), or not found — and the tabs' lists are what the store holds: the stories
// a writer clapped for, their responses newest first, their series, the tags where they are a Top writer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_WRITER_PLACES } from '../../core/profile/awards.ts';
import { DEMO_SERIES_ID } from '../postgres/seed/demo-reader-pages.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const ORIGIN = 'https://read.example.org';
const WRITER = 'maya_chen';

const RECOMMENDED = `query($u: String!, $paging: PagingOptions) {
  user(username: $u) { recommended(paging: $paging) { items { post { id firstPublishedAt } } pagingInfo { next { to } } } }
}`;
const RESPONSES = `query($u: String!, $paging: PagingOptions) {
  user(username: $u) { responses(paging: $paging) { items { post { id isResponse firstPublishedAt responseRootPost { id } } } pagingInfo { next { to } } } }
}`;
const AWARDS = 'query($u: String!) { user(username: $u) { topWriterAwards { rank storyCount tag { slug displayTitle } } } }';

for (const factory of testStores()) {
  describe(`the profile's remaining addresses on ${factory.name} (platform-reference §2.1 Profiles)`, () => {
    let store: Store;
    let app: App;
    let writerId: string;

    /** Every page of a feed of the writer's, in order. */
    async function allPages(query: string, field: 'recommended' | 'responses', username = WRITER): Promise<any[]> {
      const reader = anonymous(app);
      const seen: any[] = [];
      let to: string | null = null;
      do {
        const answer = await reader.request(query, { u: username, paging: { limit: 4, to } });
        expect(answer.errors).toBeUndefined();
        const page: any = answer.data.user[field];
        seen.push(...page.items.map((i: any) => i.post));
        to = page.pagingInfo.next?.to ?? null;
      } while (to);
      return seen;
    }

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, publicOrigin: ORIGIN });
      writerId = (await store.db.selectFrom('users').select('id').where('username', '=', WRITER).executeTakeFirstOrThrow()).id;
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('sends /latest, /feed, /follow-list, /u/{id} and a writer inside a publication to their one address, on the public origin', async () => {
      const reader = anonymous(app);
      const publication = (await store.db.selectFrom('publications').select('slug').orderBy('slug').executeTakeFirstOrThrow()).slug;
      for (const [path, location] of [
        [`/@${WRITER}/latest`, `${ORIGIN}/@${WRITER}`],
        [`/@${WRITER}/feed`, `${ORIGIN}/feed/@${WRITER}`],
        [`/@${WRITER}/follow-list`, `${ORIGIN}/@${WRITER}/following`],
        [`/@MAYA_CHEN/latest`, `${ORIGIN}/@${WRITER}`],
        [`/u/${writerId}`, `${ORIGIN}/@${WRITER}`],
        [`/${publication}/@${WRITER}`, `${ORIGIN}/@${WRITER}`],
        [`/${publication}/@${WRITER}/followers`, `${ORIGIN}/@${WRITER}/followers`],
        [`/${publication}/@${WRITER}/following`, `${ORIGIN}/@${WRITER}/following`],
      ] as const) {
        const answer = await reader.fetch(path, { headers: { host: 'evil.example.com' } });
        expect([path, answer.status]).toEqual([path, 301]);
        expect(answer.headers.get('location')).toBe(location);
      }
      for (const path of ['/@no_such_writer_here/latest', '/@no_such_writer_here/feed', '/@no_such_writer_here/follow-list', '/u/0000deadbeef', `/no-such-publication-here/@${WRITER}`, `/${publication}/@no_such_writer_here/followers`]) {
        expect([path, (await reader.fetch(path)).status]).toEqual([path, 404]);
      }
    });

    it("sends the owner's /edit to Settings → Account #profileInformation, and anyone else's to the profile (302)", async () => {
      const owner = await signedIn(app, WRITER);
      const own = await owner.fetch(`/@${WRITER}/edit`);
      expect(own.status).toBe(302);
      expect(own.headers.get('location')).toBe(`${ORIGIN}/me/settings/account#profileInformation`);
      for (const someone of [anonymous(app), await signedIn(app, 'theo_okafor')]) {
        const other = await someone.fetch(`/@${WRITER}/edit`);
        expect(other.status).toBe(302);
        expect(other.headers.get('location')).toBe(`${ORIGIN}/@${WRITER}`);
      }
      expect((await owner.fetch('/@no_such_writer_here/edit')).status).toBe(404);
    });

    it('lists the stories a writer clapped for, each once, newest story first, and only published, listed ones', async () => {
      const seen = await allPages(RECOMMENDED, 'recommended');
      const clapped = await store.db
        .selectFrom('claps')
        .innerJoin('posts', 'posts.id', 'claps.postId')
        .select('posts.id')
        .where('claps.userId', '=', writerId)
        .where('posts.publishedAt', 'is not', null)
        .where('posts.visibility', '<>', 'UNLISTED')
        .where('posts.deletedAt', 'is', null)
        .where('posts.suspendedAt', 'is', null)
        .where('posts.type', '=', 'STORY')
        .execute();
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen.map((p) => p.id))).toEqual(new Set(clapped.map((c) => c.id)));
      expect(seen.length).toBe(clapped.length);
      for (let i = 1; i < seen.length; i += 1) expect(seen[i - 1].firstPublishedAt).toBeGreaterThanOrEqual(seen[i].firstPublishedAt);
      // A story she clapped for that leaves the readers' lists leaves hers.
      await store.db.updateTable('posts').set({ visibility: 'UNLISTED' }).where('id', '=', seen[0].id).execute();
      expect((await allPages(RECOMMENDED, 'recommended')).map((p) => p.id)).not.toContain(seen[0].id);
      await store.db.updateTable('posts').set({ visibility: 'PUBLIC' }).where('id', '=', seen[0].id).execute();
    });

    it("lists a writer's responses newest first, each once, leaving out hidden ones; a bad cursor is refused", async () => {
      const seen = await allPages(RESPONSES, 'responses');
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((p) => p.isResponse && p.responseRootPost)).toBe(true);
      expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
      for (let i = 1; i < seen.length; i += 1) expect(seen[i - 1].firstPublishedAt).toBeGreaterThanOrEqual(seen[i].firstPublishedAt);
      const mine = await store.db
        .selectFrom('posts')
        .select('id')
        .where('creatorId', '=', writerId)
        .where('type', '=', 'RESPONSE')
        .where('publishedAt', 'is not', null)
        .where('hiddenAt', 'is', null)
        .where('deletedAt', 'is', null)
        .where('responseRootId', 'is not', null)
        .execute();
      expect(seen.length).toBeLessThanOrEqual(mine.length);
      await store.db.updateTable('posts').set({ hiddenAt: new Date() }).where('id', '=', seen[0].id).execute();
      expect((await allPages(RESPONSES, 'responses')).map((p) => p.id)).not.toContain(seen[0].id);
      await store.db.updateTable('posts').set({ hiddenAt: null }).where('id', '=', seen[0].id).execute();
      const bad = await anonymous(app).request(RESPONSES, { u: WRITER, paging: { to: 'not-a-cursor' } });
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('gives a writer a Top writer award exactly in the tags where they are among the first writers by stories', async () => {
      const awards: any[] = (await anonymous(app).op(AWARDS, { u: WRITER })).topWriterAwards;
      const rows = await store.db.selectFrom('tagWriters').innerJoin('users', 'users.id', 'tagWriters.userId').select(['tagSlug', 'userId', 'listedPostCount']).where('users.suspendedAt', 'is', null).where('listedPostCount', '>', 0).execute();
      const expected = new Map<string, number>();
      for (const slug of new Set(rows.map((r) => r.tagSlug))) {
        const ranked = rows.filter((r) => r.tagSlug === slug).sort((a, b) => b.listedPostCount - a.listedPostCount || (a.userId < b.userId ? 1 : -1));
        const place = ranked.findIndex((r) => r.userId === writerId) + 1;
        if (place >= 1 && place <= TOP_WRITER_PLACES) expected.set(slug, place);
      }
      expect(expected.size).toBeGreaterThan(0);
      expect(new Map(awards.map((a) => [a.tag.slug, a.rank]))).toEqual(expected);
    });

    it('renders the Recommended, Responses, Series and Top writer tabs with the profile tabs, one h1, and their titles', async () => {
      const reader = anonymous(app);
      const series = await store.db.selectFrom('series').select('title').where('id', '=', DEMO_SERIES_ID).executeTakeFirstOrThrow();
      for (const [path, title, current, text] of [
        [`/@${WRITER}/has-recommended`, 'Stories Maya Chen recommends', 'Recommended', 'class="card'],
        [`/@${WRITER}/responses`, 'Responses by Maya Chen', 'Responses', 'In response to'],
        [`/@${WRITER}/series`, 'Series by Maya Chen', 'Series', series.title],
        [`/@${WRITER}/awards/top-writer`, 'Maya Chen’s awards', null, 'Top writer in '],
      ] as const) {
        const answer = await reader.fetch(path);
        expect([path, answer.status]).toEqual([path, 200]);
        const html = await answer.text();
        expect(html).toContain(`<title>${title} – Quire</title>`);
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
        expect(html).toContain(text);
        if (current) expect(html).toMatch(new RegExp(`aria-current="page"[^>]*>${current}</a>`));
        expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"`);
      }
      // The profile itself gains the tabs, Home current.
      expect(await (await reader.fetch(`/@${WRITER}`)).text()).toMatch(/aria-current="page"[^>]*>Home<\/a>/);
      const upper = await reader.fetch('/@MAYA_CHEN/responses');
      expect(upper.status).toBe(301);
      expect(upper.headers.get('location')).toBe(`/@${WRITER}/responses`);
      for (const path of ['/@no_such_writer_here/responses', '/@no_such_writer_here/series', '/@no_such_writer_here/has-recommended', `/@${WRITER}/awards/best-dressed`, '/awards/best-dressed']) {
        expect([path, (await reader.fetch(path)).status]).toEqual([path, 404]);
      }
      const about = await reader.fetch('/awards/top-writer');
      expect(about.status).toBe(200);
      expect(await about.text()).toContain('<title>Top writer – Quire</title>');
    });

    it("shows the writer's own series by tab at /me/series; a visitor signs in first, an unknown tab is not found", async () => {
      const visitor = await anonymous(app).fetch('/me/series');
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get('location')).toMatch(/^\/m\/signin\?redirect=%2Fme%2Fseries/);
      const owner = await signedIn(app, WRITER);
      const series = await store.db.selectFrom('series').select('title').where('id', '=', DEMO_SERIES_ID).executeTakeFirstOrThrow();
      for (const [path, title] of [
        ['/me/series', 'Your series: Public'],
        ['/me/series/public', 'Your series: Public'],
      ] as const) {
        const answer = await owner.fetch(path);
        expect(answer.status).toBe(200);
        const html = await answer.text();
        expect(html).toContain(`<title>${title} – Quire</title>`);
        expect(html).toContain(series.title);
      }
      const empty = await (await owner.fetch('/me/series/empty')).text();
      expect(empty).toContain('<title>Your series: Without stories – Quire</title>');
      expect(empty).not.toContain('class="profile-series"');
      expect((await owner.fetch('/me/series/drafts')).status).toBe(404);
    });

    it('sends /me/applications to the integration tokens, and one of your tokens there too; any other id is not found', async () => {
      expect((await anonymous(app).fetch('/me/applications')).status).toBe(302);
      const owner = await signedIn(app, WRITER);
      const list = await owner.fetch('/me/applications', { headers: { host: 'evil.example.com' } });
      expect(list.status).toBe(302);
      expect(list.headers.get('location')).toBe(`${ORIGIN}/me/settings/security#tokens`);
      const made = await owner.op('mutation { createIntegrationToken(name: "Profile routes test") { id } }');
      const one = await owner.fetch(`/me/applications/${made.id}`);
      expect(one.status).toBe(302);
      expect(one.headers.get('location')).toBe(`${ORIGIN}/me/settings/security#tokens`);
      // Someone else's token is none of theirs.
      expect((await (await signedIn(app, 'theo_okafor')).fetch(`/me/applications/${made.id}`)).status).toBe(404);
      expect((await owner.fetch('/me/applications/no-such-application')).status).toBe(404);
    });
  });
}
