// The Your Stories pages through the fetch handler (platform-reference §2.1 /me/stories, /me/stories/{filterBy};
// reader-experience §4: the reload after an undone trash carries flags for the post, its id, its title and a
// tab), on PGlite and (with TEST_DATABASE_URL) PostgreSQL: who may see them, which tabs exist, what is
// preloaded, and that the reload's flags reach the page while other parameters are cut.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../../postgres/store.ts';
import { testStores } from '../../../postgres/testing/test-stores.ts';
import type { App } from '../../app.ts';
import { anonymous, signedIn, type Browser } from '../../testing/browser.ts';
import { globalsOf, preloadedOperations } from '../../testing/page-globals.ts';
import { testApp } from '../../testing/test-app.ts';

for (const factory of testStores()) {
  describe(`platform-reference §2.2 Your Stories pages on ${factory.name}`, () => {
    let store: Store;
    let app: App;
    let writer: Browser;

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
      writer = await signedIn(app, 'maya_chen');
    });
    afterAll(async () => {
      await store?.close();
    });

    const stateOf = (html: string): any => globalsOf(html).__PRELOADED_STATE__;

    it('sends a logged-out visitor to sign in first, to come back to the same address', async () => {
      for (const path of ['/me/stories', '/me/stories/deleted', '/me/stories/drafts?undeletedPost=1&postId=a1&postTitle=T&tab=drafts']) {
        const response = await anonymous(app).get(path);
        expect(response.status).toBe(302);
        const location = new URL(response.headers.get('location')!, 'http://localhost');
        expect(location.pathname).toBe('/m/signin');
        expect(location.searchParams.get('redirect')).toBe(path);
      }
    });

    it('shows the drafts at /me/stories and each tab at its address, with the tab and the counts preloaded', async () => {
      for (const [path, label] of [
        ['/me/stories', 'Drafts'],
        ['/me/stories/drafts', 'Drafts'],
        ['/me/stories/public', 'Public'],
        ['/me/stories/responses', 'Responses'],
        ['/me/stories/unlisted', 'Unlisted'],
        ['/me/stories/deleted', 'Deleted'],
      ] as const) {
        const response = await writer.get(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control') ?? '').not.toContain('public');
        const html = await response.text();
        expect(html).toContain(`<title>Your stories: ${label} – Quire</title>`);
        expect(html).toContain('Your stories</h1>');
        expect(html).toContain('role="tablist"');
        expect(preloadedOperations(html).sort()).toEqual(expect.arrayContaining(['YourStoriesCountsQuery', 'YourStoriesQuery']));
        expect(stateOf(html).layout.layout).toMatch(/top-navigation|two-column/);
      }
    });

    it('renders the demo writer’s own stories in their tabs: drafts with the scheduled one, the unlisted, the trashed', async () => {
      const drafts = await (await writer.get('/me/stories')).text();
      expect(drafts).toContain('Notes toward a slower inbox');
      expect(drafts).toMatch(/Scheduled for [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      expect(drafts).not.toContain('In trash');
      const deleted = await (await writer.get('/me/stories/deleted')).text();
      expect(deleted).toContain('In trash');
      expect(deleted).toMatch(/Permanently deleted after [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      expect(deleted).not.toContain('Notes toward a slower inbox');
      // Another writer sees none of them.
      const other = await (await signedIn(app, 'lena_fischer')).get('/me/stories');
      expect(await other.text()).not.toContain('Notes toward a slower inbox');
    });

    it('answers 404 for a tab that does not exist, and serves your series beside them (profile-routes.test.ts)', async () => {
      expect((await writer.get('/me/stories/trash')).status).toBe(404);
      expect((await writer.get('/me/stories/Drafts')).status).toBe(404);
      expect((await writer.get('/me/series')).status).toBe(200);
      expect((await writer.get('/me/series/trash')).status).toBe(404);
    });

    it('hands the page the undeleted flags, and cuts parameters it does not take', async () => {
      const path = '/me/stories/public?undeletedPost=1&postId=a1b2&postTitle=On+Toasts+%26+Undo&tab=public';
      const response = await writer.get(path);
      expect(response.status).toBe(200);
      expect(stateOf(await response.text()).route.params).toEqual({
        filterBy: 'public',
        undeletedPost: '1',
        postId: 'a1b2',
        postTitle: 'On Toasts & Undo',
        tab: 'public',
      });
      const extra = await writer.get('/me/stories/public?utm_source=x&tab=public');
      expect(extra.status).toBe(301);
      expect(extra.headers.get('location')).toBe('/me/stories/public?tab=public');
    });
  });
}
