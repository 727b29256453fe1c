// Issue 21 account states through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: only staff
// suspend an account (reader-experience §8 'Account suspended'); a suspended account's pages carry the state that
// raises the persistent toast, and lifting the suspension clears it; an address waiting for its link marks every
// page ('Verify your email…', reader-experience §8 'Unverified e-mail') until it is confirmed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { signedIn, type Browser } from './testing/browser.ts';
import { globalsOf } from './testing/page-globals.ts';
import { testApp } from './testing/test-app.ts';

const SUSPEND = 'mutation S($userId: ID!, $suspended: Boolean!) { setUserSuspended(userId: $userId, suspended: $suspended) }';
const EMAIL = 'mutation($e: String!) { changeEmail(email: $e) { ok } }';
type PageViewer = { username: string; suspended: boolean; emailUnverified: boolean } | null;
type PageState = { viewer: PageViewer; otherAccounts?: { username: string }[]; xsrf: string | null };

for (const factory of testStores()) {
  describe(`account states on ${factory.name} (issue 21, reader-experience §8)`, () => {
    let store: Store;
    let app: App;
    let serial = 0;

    async function newReader(): Promise<{ browser: Browser; id: string; username: string }> {
      serial += 1;
      const id = `ast0a7d${String(serial).padStart(5, '0')}`;
      const username = `state_${factory.name.slice(0, 2)}_${serial}`;
      await store.db.insertInto('users').values({ id, username, name: `Reader ${serial}`, email: `${username}@example.org` }).execute();
      return { browser: await signedIn(app, username), id, username };
    }
    const viewerOn = async (browser: Browser, path = '/') => {
      const state = globalsOf(await (await browser.get(path)).text()).__PRELOADED_STATE__ as { viewer: PageViewer };
      return state.viewer;
    };

    const stateOn = async (browser: Browser, path = '/') => globalsOf(await (await browser.get(path)).text()).__PRELOADED_STATE__ as PageState;

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, staffUsernames: new Set(['lena_fischer']) });
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('only staff suspend an account; its pages then carry the suspended state until it is lifted', async () => {
      const reader = await newReader();
      const other = await newReader();
      expect(await viewerOn(reader.browser)).toMatchObject({ suspended: false, emailUnverified: false });
      const refused = await other.browser.request(SUSPEND, { userId: reader.id, suspended: true });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await viewerOn(reader.browser)).toMatchObject({ suspended: false });

      const staff = await signedIn(app, 'lena_fischer');
      expect(await staff.op(SUSPEND, { userId: reader.id, suspended: true })).toBe(true);
      for (const path of ['/', `/@${reader.username}`, '/me/settings/account']) expect(await viewerOn(reader.browser, path)).toMatchObject({ suspended: true });
      // Another account is untouched.
      expect(await viewerOn(other.browser)).toMatchObject({ suspended: false });
      // Suspending twice keeps the first time.
      const first = await store.db.selectFrom('users').select('suspendedAt').where('id', '=', reader.id).executeTakeFirstOrThrow();
      expect(await staff.op(SUSPEND, { userId: reader.id, suspended: true })).toBe(true);
      expect(await store.db.selectFrom('users').select('suspendedAt').where('id', '=', reader.id).executeTakeFirstOrThrow()).toEqual(first);

      expect(await staff.op(SUSPEND, { userId: reader.id, suspended: false })).toBe(false);
      expect(await viewerOn(reader.browser)).toMatchObject({ suspended: false });
      const unknown = await staff.request(SUSPEND, { userId: 'no_such_user', suspended: true });
      expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('an address waiting for its link marks every page as unverified until it is confirmed', async () => {
      const reader = await newReader();
      expect((await reader.browser.op(EMAIL, { e: `waiting_${factory.name.slice(0, 2)}_${serial}@example.org` })).ok).toBe(true);
      for (const path of ['/', `/@${reader.username}`]) expect(await viewerOn(reader.browser, path)).toMatchObject({ emailUnverified: true });
      await store.db.updateTable('users').set({ unverifiedEmail: null, unverifiedEmailAt: null }).where('id', '=', reader.id).execute();
      expect(await viewerOn(reader.browser)).toMatchObject({ emailUnverified: false });
    });

    it('holds two accounts on one browser: add another, switch without signing in, sign out of one keeps the other (reader-experience §4)', async () => {
      const first = await newReader();
      const second = await newReader();
      const browser = first.browser;
      const firstXsrf = browser.xsrf;
      // A wrong xsrf token changes nothing.
      await browser.get('/m/account/add?xsrf=wrong');
      expect((await stateOn(browser)).viewer?.username).toBe(first.username);
      // Add another account: the first steps aside (still signed in) and the browser signs in as the second.
      const add = await browser.get(`/m/account/add?xsrf=${encodeURIComponent(firstXsrf)}&redirect=/me/settings`);
      expect(add.status).toBe(302);
      expect(add.headers.get('location')).toContain('/m/signin');
      expect((await stateOn(browser)).viewer).toBeNull();
      await browser.signIn(second.username);
      let state = await stateOn(browser);
      expect(state.viewer?.username).toBe(second.username);
      expect(state.otherAccounts?.map((a) => a.username)).toEqual([first.username]);
      const secondXsrf = state.xsrf!;
      // Switch back without signing in: the xsrf token follows the active session.
      expect((await browser.get(`/m/account/switch?to=${first.username}&xsrf=${encodeURIComponent(firstXsrf)}`)).status).toBe(302);
      expect((await stateOn(browser)).viewer?.username).toBe(second.username); // the old token is not the active one's
      await browser.get(`/m/account/switch?to=${first.username}&xsrf=${encodeURIComponent(secondXsrf)}&redirect=/me/settings`);
      state = await stateOn(browser);
      expect(state.viewer?.username).toBe(first.username);
      expect(state.xsrf).toBe(firstXsrf);
      expect(state.otherAccounts?.map((a) => a.username)).toEqual([second.username]);
      // An account the browser does not hold is no account to switch to.
      const stranger = await newReader();
      await browser.get(`/m/account/switch?to=${stranger.username}&xsrf=${encodeURIComponent(firstXsrf)}`);
      expect((await stateOn(browser)).viewer?.username).toBe(first.username);
      // Sign out of the first: the second stays signed in and becomes active; the first's session is gone.
      await browser.get(`/m/signout/${encodeURIComponent(firstXsrf)}`);
      state = await stateOn(browser);
      expect(state.viewer?.username).toBe(second.username);
      expect(state.otherAccounts ?? []).toEqual([]);
      const firstSessions = await store.db.selectFrom('sessions').select('userId').where('userId', '=', first.id).execute();
      // newReader's own sign-in and nothing else of this browser's: the signed-out session is deleted.
      expect(firstSessions.length).toBe(0);
    });

    it('drops a revoked session from the list of accounts', async () => {
      const first = await newReader();
      const second = await newReader();
      const browser = first.browser;
      await browser.get(`/m/account/add?xsrf=${encodeURIComponent(browser.xsrf)}`);
      await browser.signIn(second.username);
      expect((await stateOn(browser)).otherAccounts?.map((a) => a.username)).toEqual([first.username]);
      // Revoked (e.g. 'Sign out' on the Security tab elsewhere): its row is gone, and so is it from the menu.
      await store.db.deleteFrom('sessions').where('userId', '=', first.id).execute();
      expect((await stateOn(browser)).otherAccounts).toBeUndefined();
      await browser.get(`/m/account/switch?to=${first.username}&xsrf=${encodeURIComponent(browser.xsrf)}`);
      expect((await stateOn(browser)).viewer?.username).toBe(second.username);
    });
  });
}
