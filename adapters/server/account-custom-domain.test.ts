// Issue 21 (reader-experience §3 Viewer/User customDomainState; platform-reference §2.1 user-only routes under a
// user's custom domain) through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a writer asks
// for a domain (pending, with its DNS record; bad, own or taken domains refused with the message), it is live only
// once the host lookup serves it (the operator's write), and then that host answers as the writer's profile; one
// domain never serves a writer and a publication; removing it stops serving it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CUSTOM_DOMAIN_MESSAGES } from '../../core/account/custom-domain.ts';
import { CUSTOM_DOMAIN_MESSAGES } from '../../core/publication/custom-domain.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { DEMO_CUSTOM_DOMAIN } from '../postgres/seed/demo-custom-domain.ts';
import { DEMO_WRITER } from '../postgres/seed/writer-stories.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const REQUEST = 'mutation($d: String!) { requestCustomDomain(domain: $d) { ok message settings { customDomain { state live pending recordType recordName recordValue } } } }';
const REMOVE = 'mutation($w: String!) { removeCustomDomain(which: $w) { ok message settings { customDomain { state live pending } } } }';
const STATE = 'query($u: String!) { user(username: $u) { customDomainState { live { domain } } } }';

for (const factory of testStores()) {
  describe(`a writer's custom domain on ${factory.name} (issue 21, reader-experience §3 customDomainState)`, () => {
    let store: Store;
    let app: App;
    let serial = 0;

    async function newWriter(): Promise<{ browser: Browser; id: string; username: string; name: string }> {
      serial += 1;
      const id = `d0a1a7d${String(serial).padStart(5, '0')}`;
      const username = `domain_${factory.name.slice(0, 2)}_${serial}`;
      const name = `Writer ${serial}`;
      await store.db.insertInto('users').values({ id, username, name, email: `${username}@example.org` }).execute();
      return { browser: await signedIn(app, username), id, username, name };
    }

    /** Whether the host answers '/' as the writer's profile (the host lookup serves the domain). */
    const servedAsProfile = async (host: string, name: string) => {
      const home = await app.fetch(new Request(`http://${host}/`));
      return home.status === 200 && (await home.text()).includes(`<title>${name} – `);
    };

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('the demo writer has a live domain (served as her profile) and a pending one at first start', async () => {
      const maya = await store.db.selectFrom('users').select('name').where('username', '=', DEMO_WRITER).executeTakeFirstOrThrow();
      expect(await servedAsProfile(DEMO_CUSTOM_DOMAIN.live, maya.name)).toBe(true);
      expect(await servedAsProfile(DEMO_CUSTOM_DOMAIN.pending, maya.name)).toBe(false);
      const account = await (await (await signedIn(app, DEMO_WRITER)).get('/me/settings/account')).text();
      expect(account).toContain(`Live: your profile is served at <a href="https://${DEMO_CUSTOM_DOMAIN.live}">`);
      expect(account).toContain(`Pending: <strong>${DEMO_CUSTOM_DOMAIN.pending}</strong> is not live yet.`);
    });

    it('asks for a domain (pending, with its DNS record), live only when the host lookup serves it, then stops serving it', async () => {
      const writer = await newWriter();
      const signedOut = await anonymous(app).get('/me/settings/custom-domain');
      expect(signedOut.status).toBe(302);
      const empty = await (await writer.browser.get('/me/settings/custom-domain')).text();
      expect(empty).toContain('<title>Custom domain – Settings – Quire</title>');
      expect(empty).toContain('Your profile has no live custom domain.');

      for (const [domain, message] of [
        ['https://ada.example.org/', CUSTOM_DOMAIN_MESSAGES.notBare],
        ['ada', CUSTOM_DOMAIN_MESSAGES.invalid],
        ['10.0.0.1', CUSTOM_DOMAIN_MESSAGES.invalid],
        ['me.localhost', CUSTOM_DOMAIN_MESSAGES.own('localhost')],
      ] as const) {
        expect(await writer.browser.op(REQUEST, { d: domain }), domain).toMatchObject({ ok: false, message, settings: { customDomain: { state: 'NONE' } } });
      }

      const asked = await writer.browser.op(REQUEST, { d: ' Ada.Example.ORG. ' });
      expect(asked).toEqual({
        ok: true,
        message: USER_CUSTOM_DOMAIN_MESSAGES.requested('ada.example.org'),
        settings: { customDomain: { state: 'PENDING', live: null, pending: 'ada.example.org', recordType: 'CNAME', recordName: 'ada.example.org', recordValue: 'localhost' } },
      });
      // Pending is never served, and never called live: not on the pages, not to others.
      expect(await servedAsProfile('ada.example.org', writer.name)).toBe(false);
      const pendingPage = await (await writer.browser.get('/me/settings/custom-domain')).text();
      expect(pendingPage).toContain('is not live yet');
      expect(pendingPage).not.toContain('serves your profile');
      const account = await (await writer.browser.get('/me/settings/account')).text();
      expect(account).toContain('id="customDomain"');
      expect(account).toMatch(/Pending: <strong>ada\.example\.org<\/strong> is not live yet/);
      expect(await anonymous(app).op(STATE, { u: writer.username })).toEqual({ customDomainState: { live: null } });

      // The operator connects it (README): now the host answers as the writer's profile, and every page says live.
      await store.db.updateTable('users').set({ customDomain: 'ada.example.org', pendingCustomDomain: null }).where('id', '=', writer.id).execute();
      expect(await servedAsProfile('ada.example.org', writer.name)).toBe(true);
      expect(await servedAsProfile('ADA.example.org', writer.name)).toBe(true);
      expect(await anonymous(app).op(STATE, { u: writer.username })).toEqual({ customDomainState: { live: { domain: 'ada.example.org' } } });
      expect(await (await writer.browser.get('/me/settings/account')).text()).toMatch(/Live: your profile is served at <a href="https:\/\/ada\.example\.org">ada\.example\.org<\/a>/);
      expect(await writer.browser.op(REQUEST, { d: 'ada.example.org' })).toMatchObject({ ok: false, message: USER_CUSTOM_DOMAIN_MESSAGES.alreadyLive('ada.example.org') });
      // An apex asks for an ALIAS; the live one stays live meanwhile.
      expect(await writer.browser.op(REQUEST, { d: 'ada-writes.net' })).toMatchObject({ ok: true, settings: { customDomain: { state: 'LIVE', live: 'ada.example.org', pending: 'ada-writes.net', recordType: 'ALIAS' } } });
      expect(await writer.browser.op(REMOVE, { w: 'PENDING' })).toEqual({ ok: true, message: USER_CUSTOM_DOMAIN_MESSAGES.removedPending, settings: { customDomain: { state: 'LIVE', live: 'ada.example.org', pending: null } } });
      expect(await writer.browser.op(REMOVE, { w: 'PENDING' })).toMatchObject({ ok: false, message: USER_CUSTOM_DOMAIN_MESSAGES.nothingToRemove });
      expect(await writer.browser.op(REMOVE, { w: 'LIVE' })).toEqual({ ok: true, message: USER_CUSTOM_DOMAIN_MESSAGES.removedLive('ada.example.org'), settings: { customDomain: { state: 'NONE', live: null, pending: null } } });
      expect(await servedAsProfile('ada.example.org', writer.name)).toBe(false);
      // Bad input to the mutation's switch is a clear 400-class error, never a 5xx.
      const bad = await writer.browser.request(REMOVE, { w: 'EVERYTHING' });
      expect((bad as { errors?: { message: string }[] }).errors?.[0]?.message).toBe('which is PENDING or LIVE.');
    });

    it('one domain serves one writer or publication: a live domain of either is refused to the others', async () => {
      const [first, second] = [await newWriter(), await newWriter()];
      const publication = await store.db.selectFrom('publications').select(['id']).orderBy('slug').executeTakeFirstOrThrow();
      try {
        await store.db.updateTable('users').set({ customDomain: 'taken.example.org' }).where('id', '=', first.id).execute();
        expect(await second.browser.op(REQUEST, { d: 'Taken.Example.org' })).toMatchObject({ ok: false, message: CUSTOM_DOMAIN_MESSAGES.taken, settings: { customDomain: { state: 'NONE' } } });
        // A publication may not ask for a writer's live domain either…
        const owner = await store.db
          .selectFrom('publicationEditors')
          .innerJoin('users', 'users.id', 'publicationEditors.userId')
          .select('users.username')
          .where('publicationEditors.publicationId', '=', publication.id)
          .where('publicationEditors.role', '=', 'OWNER')
          .executeTakeFirstOrThrow();
        const ownerBrowser = await signedIn(app, owner.username);
        const refused = (await ownerBrowser.request('mutation($id: ID!, $d: String!) { requestPublicationCustomDomain(publicationId: $id, domain: $d) { id } }', { id: publication.id, d: 'taken.example.org' })) as { errors?: { message: string }[] };
        expect(refused.errors?.[0]?.message).toBe(CUSTOM_DOMAIN_MESSAGES.taken);
        // …and a writer may not ask for a publication's; the store's unique index keeps two writers off one live domain.
        await store.db.updateTable('publications').set({ domain: 'desk.example.org' }).where('id', '=', publication.id).execute();
        expect(await second.browser.op(REQUEST, { d: 'desk.example.org' })).toMatchObject({ ok: false, message: CUSTOM_DOMAIN_MESSAGES.taken });
        await expect(store.db.updateTable('users').set({ customDomain: 'taken.example.org' }).where('id', '=', second.id).execute()).rejects.toThrow();
        // The publication's domain answers as the publication, not as any writer.
        expect(await servedAsProfile('desk.example.org', second.name)).toBe(false);
      } finally {
        await store.db.updateTable('publications').set({ domain: null }).where('id', '=', publication.id).execute();
        await store.db.updateTable('users').set({ customDomain: null, pendingCustomDomain: null }).where('id', 'in', [first.id, second.id]).execute();
      }
    });
  });
}
