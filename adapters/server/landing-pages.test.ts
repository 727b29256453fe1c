// Issue 23 part B through the fetch handler: the landing pages show their own text until staff edit them; only staff
// may open one in the story editor, which makes the page's story (unlisted, once) in the store; the page then shows
// that story's published text. 'Apply for author verification' records a request only staff see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      app = testApp(store, { devSignIn: true, staffUsernames: new Set(['lena_fischer']) });
    });
    afterAll(async () => {
      await store.close();
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
