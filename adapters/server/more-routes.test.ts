// The routes of built pages that answered 501, through the fetch handler (platform-reference §2.1): the editor's
// other addresses (302s to /new-story and /p/{postId}/edit, from the configured public origin), a newsletter's
// new e-mail, /welcome and /m/getting-started, /jobs. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLandingDefaults } from '../postgres/landing-pages.repository.ts';
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
      app = testApp(store, { devSignIn: true, now: () => seedNow(), publicOrigin: ORIGIN });
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
  });
}
