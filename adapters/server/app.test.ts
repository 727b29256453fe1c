// The server in process, through its fetch handler: pages — the home feed, posts and their addresses,
// redirects, every route of the table, profiles and publications (their custom domains too), the development
// sign-in, framing, demo media — on PGlite and (with TEST_DATABASE_URL) PostgreSQL. The batched GraphQL
// endpoint is app-graphql.test.ts; hostile text and a failing store, app-failures.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSlugParam } from '../../core/content/post-id.ts';
import { startupErrors } from '../../core/copy/copy.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App, AppOptions } from './app.ts';
import { globalsOf } from './testing/page-globals.ts';
import { anonymous } from './testing/browser.ts';
import { testApp as buildTestApp } from './testing/test-app.ts';

const FEED = 'query Feed($paging: PagingOptions) { webRecommendedFeed(paging: $paging) { items { post { id title url } } pagingInfo { next { limit to } } } }';

for (const factory of testStores()) {
  describe(`server pages on ${factory.name} (platform-reference §2.1 route table, §2.3 navigation rules)`, () => {
    let store: Store;
    let app: App;
    const errors: unknown[] = [];
    const get = (path: string) => app.fetch(new Request(`http://localhost${path}`));
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

    it('renders the home feed on the server with post titles and the three preloaded globals', async () => {
      const response = await get('/');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      const feed = await gql(FEED, { paging: { limit: 10 } });
      for (const item of feed.data.webRecommendedFeed.items) {
        expect(html).toContain(item.post.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;'));
      }
      const globals = globalsOf(html);
      expect(globals.__GRAPHQL_URI__).toBe('/_/graphql');
      expect(globals.__PRELOADED_STATE__).toMatchObject({ productName: 'Quire', route: { name: 'ShowHome' }, status: 200 });
      expect(Object.keys(globals.__APOLLO_STATE__ as object)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^HomeFeedQuery:/), expect.stringMatching(/^RecommendedTopicsQuery:/)]),
      );
      expect(html).not.toContain(startupErrors.preloadedState);
    });

    it('uses the configured product name', async () => {
      const other = testApp({ productName: 'Folio' });
      const html = await (await other.fetch(new Request('http://localhost/'))).text();
      expect(html).toContain('<title>Folio');
      expect(html).not.toContain('Quire');
    });

    it('renders a post page with its full body, reading time and date; /p/{id} and the canonical address', async () => {
      const feed = await gql(FEED, { paging: { limit: 25 } });
      const item = feed.data.webRecommendedFeed.items[0].post;
      const full = await gql(
        'query P($id: ID!) { post(id: $id) { isLocked readingTime firstPublishedAt content { isLockedPreviewOnly bodyModel { paragraphs { text type } } } } }',
        { id: item.id },
      );
      const canonical = await get(item.url);
      expect(canonical.status).toBe(200);
      const html = await canonical.text();
      const { paragraphs } = full.data.post.content.bodyModel;
      const lastText = [...paragraphs].reverse().find((p: { type: string; text: string }) => p.type === 'P')?.text;
      if (!full.data.post.isLocked) expect(html).toContain(lastText.slice(0, 20).replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
      expect(html).toMatch(/\d+ min read/);
      expect(html).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
      expect(globalsOf(html).__PRELOADED_STATE__).toMatchObject({ route: { page: 'post' } });
      const short = await get(`/p/${item.id}`);
      expect(short.status).toBe(200);
      // Issue 18: the canonical link is absolute, on the configured public origin (http://localhost without one).
      expect(await short.text()).toContain(`<link rel="canonical" href="http://localhost${item.url}">`);
    });

    it('moves a post under the wrong writer or with an old slug to its canonical address', async () => {
      const feed = await gql(FEED, { paging: { limit: 1 } });
      const item = feed.data.webRecommendedFeed.items[0].post;
      const response = await get(`/@someone_else/${postSlugParam('An old title', item.id)}`);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(item.url);
    });

    it('keeps a member-only post to its preview and says so', async () => {
      const locked = await store.db
        .selectFrom('posts')
        .select(['id', 'body'])
        .where('isLocked', '=', true)
        .where('publishedAt', 'is not', null)
        .limit(1)
        .executeTakeFirstOrThrow();
      const result = await gql(
        'query P($id: ID!) { post(id: $id) { content { isLockedPreviewOnly bodyModel { paragraphs { name } } } } }',
        { id: locked.id },
      );
      expect(result.data.post.content.isLockedPreviewOnly).toBe(true);
      expect(result.data.post.content.bodyModel.paragraphs.length).toBeLessThan(locked.body.length);
      const html = await (await get(`/p/${locked.id}`)).text();
      const lastParagraph = locked.body[locked.body.length - 1]!;
      if (lastParagraph.text.length > 30) expect(html).not.toContain(lastParagraph.text.slice(0, 30));
      expect(html).toContain('Member-only story');
    });

    it('answers 404 with the not-found screen (reader-experience §2.9) for unknown paths, bad post ids and drafts', async () => {
      const draft = await store.db.selectFrom('posts').select('id').where('publishedAt', 'is', null).executeTakeFirst();
      for (const path of ['/no/such/page/here', '/p/not-hex!', '/p/ffffffffffff', ...(draft ? [`/p/${draft.id}`] : [])]) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        const html = await response.text();
        expect(html).toContain('Out of nothing, something.');
        expect(html).toContain('PAGE NOT FOUND');
        // reader-experience §2.9: four staff picks under the message.
        expect(html.match(/class="staff-pick"/g)).toHaveLength(4);
      }
    });

    it('removes a trailing slash with a permanent redirect, keeping the query', async () => {
      const response = await get('/p/abc123/?q=1');
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/p/abc123?q=1');
    });

    it('cuts the query to the allow-list with a permanent redirect (platform-reference §2.3)', async () => {
      const response = await get('/search?q=ink&utm_source=mail&tab=posts');
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/search?q=ink&tab=posts');
    });

    it('answers every page of the route table: built pages, 501 in their layout for the rest, redirects', async () => {
      const notBuilt = await get('/mobile-verification');
      expect(notBuilt.status).toBe(501);
      const html = await notBuilt.text();
      expect(html).toContain('This page is not built yet');
      expect(globalsOf(html).__PRELOADED_STATE__).toMatchObject({ status: 501, route: { name: 'ShowMobileVerification', page: 'mobile-verification' } });
      // The built-in pages (site-pages.test.ts) are built: About is one.
      expect((await get('/about')).status).toBe(200);
      const follow = await get('/@maya_chen/follow');
      expect(follow.status).toBe(301);
      expect(follow.headers.get('location')).toBe('/@maya_chen');
      const short = await get('/ticks');
      expect(short.status).toBe(301);
      // /me needs a signed-in reader to know where to go: logged out, it is not found.
      expect((await get('/me')).status).toBe(404);
      // An endpoint not built yet (IFTTT's service status).
      const resource = await get('/ifttt/v1/status');
      expect(resource.status).toBe(501);
      // In the site's layout, with its title and language, never bare text (issue 18).
      expect(resource.headers.get('content-type')).toContain('text/html');
      expect(await resource.text()).toMatch(/^<!doctype html><html lang="en">[\s\S]*<title>Not built yet – Quire<\/title>/);
    });

    it('answers 404 under a publication or a profile that does not exist, and shows the publication bar under one that does', async () => {
      expect((await get('/no-such-publication')).status).toBe(404);
      expect((await get('/no-such-publication/about')).status).toBe(404);
      expect((await get('/@nobody_here_at_all')).status).toBe(404);
      expect((await get('/@nobody_here_at_all/followers')).status).toBe(404);
      const [pub] = await store.db.selectFrom('publications').select(['slug', 'name']).orderBy('slug').limit(1).execute();
      // Every page under a publication is built now: one of them carries the publication's bar.
      const response = await get(`/${pub!.slug}/about`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('class="publication-bar');
      expect(html).toContain(`>${pub!.name.replace(/&/g, '&amp;')}</a>`);
      // A story's edit address under a writer who exists is the editor's: a logged-out visitor signs in first.
      const edit = await get('/@maya_chen/a1b2c3d4e5f6/edit');
      expect(edit.status).toBe(302);
      expect(edit.headers.get('location')).toBe(`/m/signin?redirect=${encodeURIComponent('/@maya_chen/a1b2c3d4e5f6/edit')}`);
    });

    it("serves a writer's followers and following pages, and moves a handle in other letters to the list's own address", async () => {
      const followers = await get('/@maya_chen/followers');
      expect(followers.status).toBe(200);
      const html = await followers.text();
      expect(html).toContain('<title>Followers of Maya Chen – Quire</title>');
      expect(html).toContain('aria-label="Followers of Maya Chen"');
      const following = await get('/@maya_chen/following');
      expect(following.status).toBe(200);
      expect(await following.text()).toContain('<title>Writers Maya Chen follows – Quire</title>');
      const moved = await get('/@Maya_Chen/following');
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/@maya_chen/following');
    });

    it('serves a favicon', async () => {
      const icon = await get('/favicon.svg');
      expect(icon.headers.get('content-type')).toBe('image/svg+xml');
      expect(await icon.text()).toContain('>Q</text>');
      expect((await get('/favicon.ico')).headers.get('location')).toBe('/favicon.svg');
    });

    it('signs a demo user in and out with the development shortcut, only when it is on', async () => {
      expect((await get('/_/dev/sign-in?username=maya_chen')).status).toBe(404);
      const dev = testApp({ devSignIn: true });
      const signIn = await dev.fetch(new Request('http://localhost/_/dev/sign-in?username=maya_chen&redirect=//evil.example'));
      expect(signIn.status).toBe(302);
      expect(signIn.headers.get('location')).toBe('/');
      const setCookies = signIn.headers.getSetCookie();
      expect(setCookies).toHaveLength(1);
      expect(setCookies[0]).toMatch(/^quire_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
      const cookies = setCookies.map((c) => c.split(';')[0]!);
      const cookie = cookies.join('; ');
      const home = await (await dev.fetch(new Request('http://localhost/', { headers: { cookie } }))).text();
      const state = globalsOf(home).__PRELOADED_STATE__ as { viewer: { username: string; emailObfuscated: string }; xsrf: string };
      expect(state.viewer.username).toBe('maya_chen');
      expect(state.viewer.emailObfuscated).toMatch(/^m•+@example\.com$/);
      expect(home).not.toContain('maya_chen@example.com');
      // /me now knows who "me" is.
      const me = await dev.fetch(new Request('http://localhost/me', { headers: { cookie } }));
      expect(me.headers.get('location')).toBe('/@maya_chen');
      // A wrong token signs nobody out; the right one does.
      const wrong = await dev.fetch(new Request('http://localhost/m/signout/not-the-token', { headers: { cookie } }));
      expect(wrong.headers.getSetCookie()).toEqual([]);
      const out = await dev.fetch(new Request(`http://localhost/m/signout/${state.xsrf}`, { headers: { cookie } }));
      expect(out.status).toBe(302);
      expect(out.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
      // The session is gone from the store: the old cookie signs nobody in any more.
      const after = await (await dev.fetch(new Request('http://localhost/', { headers: { cookie } }))).text();
      expect(globalsOf(after).__PRELOADED_STATE__).toMatchObject({ viewer: null, xsrf: null });
      // Only the session's hash is stored.
      const stored = await store.db.selectFrom('sessions').select('tokenHash').execute();
      expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
      expect((await dev.fetch(new Request('http://localhost/_/dev/sign-in?username=nobody-at-all'))).status).toBe(400);
    });

    it("serves a publication's custom domain with the publication's routes at its root", async () => {
      const [pub] = await store.db.selectFrom('publications').select(['id', 'slug']).orderBy('slug').limit(1).execute();
      await store.db.updateTable('publications').set({ domain: 'notes.example.org' }).where('id', '=', pub!.id).execute();
      try {
        const about = await app.fetch(new Request('http://notes.example.org/about'));
        expect(about.status).toBe(200);
        expect(globalsOf(await about.text()).__PRELOADED_STATE__).toMatchObject({
          route: { name: 'ShowCollectionMasthead', page: 'publication-about', params: { collectionSlug: pub!.slug } },
        });
      } finally {
        await store.db.updateTable('publications').set({ domain: null }).where('id', '=', pub!.id).execute();
      }
    });

    it('refuses to be framed and refuses other methods on pages', async () => {
      const response = await get('/');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const put = await app.fetch(new Request('http://localhost/', { method: 'PUT', body: 'x' }));
      expect(put.status).toBe(405);
    });

    it('serves demo images and refuses other media ids and asset names', async () => {
      const image = await get('/media/demo-0123456789ab');
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect(await image.text()).toContain('<svg');
      expect((await get('/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
      expect((await get('/assets/..%2Fpackage.json')).status).toBe(404);
    });
  });
}
