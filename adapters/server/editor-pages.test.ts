// The editor's page through the fetch handler (issue 15; reader-experience §4 '409: Conflict', platform-reference
// §2.6): /new-story and /p/{id}/edit are a signed-in writer's own (signed out: to the sign-in page and back); the
// edit page preloads the author's story; someone else's, a trashed or a missing story is not found; a stale
// ?revision= answers 409. On PGlite and (with TEST_DATABASE_URL)
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WRITER } from '../postgres/seed/writer-stories.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { SignedInBrowsers } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const DRAFT = 'de5a0000d001';
const TRASHED = 'de5a0000d005';

for (const factory of testStores()) {
  describe(`the editor's page on ${factory.name} (issue 15; reader-experience §4 409: Conflict)`, () => {
    let store: Store;
    let app: App;
    const browsers = new SignedInBrowsers(() => app);
    const page = async (path: string, as: string | null) => (await browsers.as(as)).get(path);

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, now: () => seedNow() });
    });
    afterAll(async () => {
      await store.close();
    });

    it('sends a logged-out visitor to sign in, to come back to the same address', async () => {
      for (const path of ['/new-story', `/p/${DRAFT}/edit`]) {
        const response = await page(path, null);
        expect(response.status).toBe(302);
        const location = new URL(response.headers.get('location')!, 'http://localhost');
        expect(location.pathname).toBe('/m/signin');
        expect(location.searchParams.get('redirect')).toBe(path);
      }
    });

    it('opens a new story, and the author’s draft with its text preloaded for the editor; never cached', async () => {
      const fresh = await page('/new-story', DEMO_WRITER);
      expect(fresh.status).toBe(200);
      expect(await fresh.text()).toContain('<title>New story – Quire</title>');
      const edit = await page(`/p/${DRAFT}/edit`, DEMO_WRITER);
      expect(edit.status).toBe(200);
      expect(edit.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
      const html = await edit.text();
      expect(html).toContain('Editing “Notes toward a slower inbox” – Quire');
      expect(html).toContain('EditablePostQuery');
      expect(html).toContain('A draft about answering fewer messages, better.');
    });

    it('does not show someone else’s story, a trashed one or a missing one', async () => {
      expect((await page(`/p/${DRAFT}/edit`, 'nora_member')).status).toBe(404);
      expect((await page(`/p/${TRASHED}/edit`, DEMO_WRITER)).status).toBe(404);
      expect((await page('/p/0000000000ff/edit', DEMO_WRITER)).status).toBe(404);
    });

    it('answers 409 for an edit address on a revision older than the story’s, and 200 for the current one', async () => {
      const writer = await browsers.as(DEMO_WRITER);
      const current = (await writer.request('query ($id: ID!) { editablePost(id: $id) { revision } }', { id: DRAFT })).data.editablePost.revision as number;
      const saved = await writer.request(
        'mutation ($input: SaveDraftInput!) { saveDraft(input: $input) { __typename ... on DraftSaved { post { revision } } } }',
        { input: { postId: DRAFT, baseRevision: current, title: 'Notes toward a slower inbox', subtitle: 'A draft about answering fewer messages, better.', body: '[]' } },
      );
      expect(saved.data.saveDraft).toEqual({ __typename: 'DraftSaved', post: { revision: current + 1 } });
      const stale = await page(`/p/${DRAFT}/edit?revision=${current}`, DEMO_WRITER);
      expect(stale.status).toBe(409);
      expect((await page(`/p/${DRAFT}/edit?revision=${current + 1}`, DEMO_WRITER)).status).toBe(200);
    });

    it('opens the importer at /p/import (the editor’s other addresses: more-routes.test.ts)', async () => {
      expect((await page('/p/import', DEMO_WRITER)).status).toBe(200);
    });
  });
}
