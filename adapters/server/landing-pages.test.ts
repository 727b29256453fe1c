// Issue 23 part B through the fetch handler: every landing page's default text is in the store from the start (written
// again at each start, never over a page staff took over); only staff may open one in the story editor, which makes
// the page's story (unlisted, once) from the stored text; the page then shows that story's published text. About and
// Membership are landing pages too (the membership page keeps its plans). 'Apply for author verification' records a
// request only staff see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_KEYS } from '../../core/landing/landing-pages.ts';
import { writeLandingDefaults } from '../postgres/landing-pages.repository.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { SignedInBrowsers, type GraphQLAnswer } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

for (const factory of testStores()) {
  describe(`landing pages on ${factory.name} (issue 23)`, () => {
    let store: Store;
    let app: App;
    const browsers = new SignedInBrowsers(() => app);
    const gql = async (as: string | null, query: string, variables: Record<string, unknown> = {}) => {
      const response = await (await browsers.as(as)).graphql({ query, variables });
      expect(response.status).toBeLessThan(500);
      return (await response.json()) as GraphQLAnswer;
    };
    const html = async (path: string, as: string | null = null) => {
      const response = await (await browsers.as(as)).fetch(path);
      expect(response.status).toBe(200);
      return response.text();
    };

    beforeAll(async () => {
      store = await factory.open();
      // As the server's start does (main.ts).
      await writeLandingDefaults(store.db, 'Quire', new Date());
      app = testApp(store, { devSignIn: true, staffUsernames: new Set(['lena_fischer']) });
    });
    const stored = () => store.db.selectFrom('landingPages').select(['key', 'postId', 'title', 'body', 'updatedAt']).orderBy('key').execute();
    afterAll(async () => {
      await store.close();
    });

    it('has every page\'s default text in the store from the start, written again only when it changed', async () => {
      const rows = await stored();
      expect(rows.map((r) => r.key).sort()).toEqual([...LANDING_KEYS].sort());
      expect(rows.every((r) => r.postId === null && r.title !== null && (r.body?.length ?? 0) > 0)).toBe(true);
      expect(rows.find((r) => r.key === 'about')?.title).toBe('About Quire');
      // Idempotent: the same start again writes nothing (not even the time).
      await writeLandingDefaults(store.db, 'Quire', new Date(Date.now() + 60_000));
      expect(await stored()).toEqual(rows);
      // A new product name reaches the pages no one has taken over.
      await writeLandingDefaults(store.db, 'Riverside', new Date());
      expect((await stored()).find((r) => r.key === 'business')?.title).toBe('Riverside for teams');
      await writeLandingDefaults(store.db, 'Quire', new Date());
      expect(await html('/business')).toContain('Quire for teams');
    });

    it('shows the stored text, not the code\'s, until staff take the page over', async () => {
      await store.db
        .updateTable('landingPages')
        .set({ title: 'Quire for your team', body: JSON.stringify([{ name: 'b0', type: 'P', text: 'Stored words for teams.', markups: [] }]) })
        .where('key', '=', 'business')
        .execute();
      const page = await html('/business');
      expect(page).toContain('Quire for your team');
      expect(page).toContain('Stored words for teams.');
      await writeLandingDefaults(store.db, 'Quire', new Date());
      expect(await html('/business')).toContain('Quire for teams');
    });

    it('serves About and Membership as landing pages: About with its links, Membership with its plans and prices', async () => {
      const about = await html('/about');
      expect(about).toContain('<title>About Quire – Quire</title>');
      expect(about).toContain('is a place to read and write stories, run on Quire');
      expect(about).toContain('<a href="/rules"');
      expect(about).toContain('<a href="/status"');
      const membership = await html('/membership');
      expect(membership).toContain('Membership on Quire');
      expect(membership).toContain('Read every story, support the writers you read');
      expect(membership).toContain('How membership works');
      expect(membership).toContain('Can I change plans?');
      // The plans, their prices and their buttons stay, between the lede and the rest.
      expect(membership).toMatch(/\$5(\.00)?/);
      expect(membership.indexOf('Read every story')).toBeLessThan(membership.indexOf('>Plans<'));
      expect(membership.indexOf('>Plans<')).toBeLessThan(membership.indexOf('How membership works'));
      expect(membership).not.toContain('Edit this page');
      expect(await html('/membership', 'lena_fischer')).toContain('Edit this page');
    });

    it('serves each page with its own text, at every address', async () => {
      expect(await html('/write')).toContain('Write on Quire');
      expect(await html('/creators')).toContain('Write on Quire');
      expect(await html('/earn')).toContain('Earn on Quire');
      expect(await html('/business')).toContain('Quire for teams');
      const verified = await html('/verified-authors');
      expect(verified).toContain('Verified authors');
      expect(verified).toContain('Apply for author verification');
    });

    it('lets only staff open a page in the story editor, making its story once; the page shows the story once published', async () => {
      const EDIT = 'mutation E($k: String!) { editLandingPage(key: $k) { ok editPath } }';
      expect((await gql('samir_haddad', EDIT, { k: 'write' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await gql('lena_fischer', EDIT, { k: 'nope' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const first = (await gql('lena_fischer', EDIT, { k: 'write' })).data.editLandingPage;
      const again = (await gql('lena_fischer', EDIT, { k: 'write' })).data.editLandingPage;
      expect(first.editPath).toMatch(/^\/p\/[0-9a-f]+\/edit$/);
      expect(again.editPath).toBe(first.editPath);
      const postId = first.editPath.split('/')[2];
      const post = await store.db.selectFrom('posts').select(['visibility', 'publishedAt', 'body']).where('id', '=', postId).executeTakeFirstOrThrow();
      expect(post.visibility).toBe('UNLISTED');
      expect(post.body[0]?.text).toMatch(/^Quire is a place to think out loud/);
      // Not yet published: the page keeps its own text.
      expect(await html('/write')).toContain('Quire is a place to think out loud');
      // Published (as the editor's publish does): the page shows the story's text.
      await store.db
        .updateTable('posts')
        .set({ title: 'Write with us', body: JSON.stringify([{ name: 'a1', type: 'P', text: 'Our own words for writers.', markups: [] }]), publishedAt: new Date() })
        .where('id', '=', postId)
        .execute();
      const page = await html('/write');
      expect(page).toContain('Write with us');
      expect(page).toContain('Our own words for writers.');
      expect(await html('/write', 'lena_fischer')).toContain('Edit this page');
      expect(await html('/write', 'samir_haddad')).not.toContain('Edit this page');
      // The next start leaves the page staff took over alone.
      await writeLandingDefaults(store.db, 'Riverside', new Date());
      expect((await stored()).find((r) => r.key === 'write')).toMatchObject({ postId, title: 'Write on Quire' });
      expect(await html('/write')).toContain('Our own words for writers.');
      await writeLandingDefaults(store.db, 'Quire', new Date());
    });

    it("makes the membership page's story from its stored text; the plans stay beside the published prose", async () => {
      const EDIT = 'mutation E($k: String!) { editLandingPage(key: $k) { ok editPath } }';
      const postId = (await gql('lena_fischer', EDIT, { k: 'membership' })).data.editLandingPage.editPath.split('/')[2];
      const post = await store.db.selectFrom('posts').select(['title', 'body']).where('id', '=', postId).executeTakeFirstOrThrow();
      expect(post.title).toBe('Membership on Quire');
      expect(post.body.map((p) => p.type)).toEqual(['P', 'H3', 'H4', 'P', 'H4', 'P', 'H4', 'P']);
      await store.db
        .updateTable('posts')
        .set({ body: JSON.stringify([{ name: 'm0', type: 'P', text: 'Members keep the lights on.', markups: [] }, { name: 'm1', type: 'H3', text: 'Questions', markups: [] }]), publishedAt: new Date() })
        .where('id', '=', postId)
        .execute();
      const page = await html('/membership');
      expect(page.indexOf('Members keep the lights on.')).toBeGreaterThan(0);
      expect(page.indexOf('Members keep the lights on.')).toBeLessThan(page.indexOf('>Plans<'));
      expect(page.indexOf('>Plans<')).toBeLessThan(page.indexOf('Questions'));
      expect(page).not.toContain('How membership works');
    });

    it('records a request for author verification that staff see, and no one else', async () => {
      const APPLY = 'mutation A($n: String!) { applyForAuthorVerification(note: $n) { ok message } }';
      expect((await gql('samir_haddad', APPLY, { n: '   ' })).data.applyForAuthorVerification.ok).toBe(false);
      expect((await gql('samir_haddad', APPLY, { n: 'x'.repeat(1001) })).data.applyForAuthorVerification.ok).toBe(false);
      expect((await gql('samir_haddad', APPLY, { n: 'The Long Field (Harbor Press, 2021)' })).data.applyForAuthorVerification.ok).toBe(true);
      const Q = 'query { landingPage(key: "verified-authors") { viewerHasApplied verificationRequests { username note } } }';
      expect((await gql('samir_haddad', Q)).data.landingPage).toEqual({ viewerHasApplied: true, verificationRequests: [] });
      expect((await gql('lena_fischer', Q)).data.landingPage.verificationRequests).toEqual([{ username: 'samir_haddad', note: 'The Long Field (Harbor Press, 2021)' }]);
      // A visitor (no session, no xsrf token) is refused.
      expect((await gql(null, APPLY, { n: 'x' })).errors?.length).toBeGreaterThan(0);
    });
  });
}
