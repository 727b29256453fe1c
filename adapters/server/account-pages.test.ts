// Issue 21's remaining pages through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// /password (crupdate-password: the Security tab's password form on its own page, signed in only, setting then
// changing a password), /not-available and /suspended (page not-available: what a suspended account is told, and that
// others are not), and /unrecognized-account — each built (never 501), in the wordmark layout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AVAILABLE_COPY, SUSPENDED_COPY, UNRECOGNIZED_ACCOUNT_COPY } from '../../core/account/account-pages.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { globalsOf } from './testing/page-globals.ts';
import { testApp } from './testing/test-app.ts';

const SET_PASSWORD = 'mutation($c: String, $n: String!) { setPassword(currentPassword: $c, newPassword: $n) }';
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

for (const factory of testStores()) {
  describe(`issue 21 account pages on ${factory.name} (platform-reference §2.1 /password, /not-available, /suspended, /unrecognized-account)`, () => {
    let store: Store;
    let app: App;
    let serial = 0;

    async function newReader(): Promise<{ browser: Browser; id: string; username: string }> {
      serial += 1;
      const id = `a9a6e0a7d${String(serial).padStart(3, '0')}`;
      const username = `pages_${factory.name.slice(0, 2)}_${serial}`;
      await store.db.insertInto('users').values({ id, username, name: `Reader ${serial}`, email: `${username}@example.org` }).execute();
      return { browser: await signedIn(app, username), id, username };
    }
    const layoutOf = (html: string) => (globalsOf(html).__PRELOADED_STATE__ as { layout: { layout: string } | null }).layout?.layout;

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('/password sets a password, then changes it with the current one; signed out it sends you to sign in', async () => {
      expect((await anonymous(app).get('/password')).status).toBe(302);
      const reader = await newReader();
      const first = await reader.browser.get('/password');
      expect(first.status).toBe(200);
      const html = await first.text();
      expect(html).toContain('<title>Set a password – Quire</title>');
      expect(layoutOf(html)).toBe('wordmark');
      expect(html).toMatch(/<h1 id="password-title">Password<\/h1>/);
      expect(html).toContain('Set password');
      expect(html).not.toContain('Current password');
      expect((await reader.browser.request(SET_PASSWORD, { c: null, n: 'a long enough password' })).errors).toBeUndefined();
      const second = await (await reader.browser.get('/password')).text();
      expect(second).toContain('<title>Change your password – Quire</title>');
      expect(second).toContain('Current password');
      expect(second).toContain('Change password');
    });

    it('/not-available says so and leads home; /suspended tells a suspended account, and anyone else that they are not', async () => {
      const notAvailable = await anonymous(app).get('/not-available');
      expect(notAvailable.status).toBe(200);
      const html = await notAvailable.text();
      expect(html).toContain(escape(NOT_AVAILABLE_COPY.title));
      expect(html).toContain(escape(NOT_AVAILABLE_COPY.body('Quire')));
      expect(layoutOf(html)).toBe('wordmark');

      expect(await (await anonymous(app).get('/suspended')).text()).toContain(escape(SUSPENDED_COPY.signedOut));
      const reader = await newReader();
      const fine = await (await reader.browser.get('/suspended')).text();
      expect(fine).toContain(escape(SUSPENDED_COPY.title));
      expect(fine).toContain(escape(SUSPENDED_COPY.notSuspended));
      await store.db.updateTable('users').set({ suspendedAt: new Date() }).where('id', '=', reader.id).execute();
      expect(await (await reader.browser.get('/suspended')).text()).toContain(escape(SUSPENDED_COPY.suspended('Quire')));
    });

    it('/unrecognized-account offers signing in another way or creating an account', async () => {
      const answer = await anonymous(app).get('/unrecognized-account');
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain(escape(UNRECOGNIZED_ACCOUNT_COPY.title));
      expect(html).toContain(`href="/m/signin?operation=login">${UNRECOGNIZED_ACCOUNT_COPY.signIn}`);
      expect(html).toContain(`href="/m/signin?operation=register">${UNRECOGNIZED_ACCOUNT_COPY.signUp}`);
      expect(layoutOf(html)).toBe('wordmark');
    });
  });
}
