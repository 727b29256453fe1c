// Issue 21, reader-experience §4 alternate-user banner, through the fetch handler on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: on a member-only story, a browser signed in to another account that also holds a
// member account is offered 'Switch account' to it; a browser whose member account signed out is asked to sign in with
// it; never on a story anyone may read, never to a member, never from a forged cookie, never for a non-member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { REMEMBERED_ACCOUNT_COOKIE } from './remembered-account.ts';
import { anonymous, signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const ALTERNATE = 'query($p: ID!) { alternateUser(postId: $p) { kind userId username redactedEmailAddress } }';
const MEMBER = 'nora_member';

for (const factory of testStores()) {
  describe(`the alternate-user banner on ${factory.name} (issue 21, reader-experience §4)`, () => {
    let store: Store;
    let app: App;
    let serial = 0;
    let locked: string;
    let open: string;
    let member: { id: string; email: string };

    async function newReader(): Promise<{ browser: Browser; id: string; username: string }> {
      serial += 1;
      const id = `a17e0a7d${String(serial).padStart(4, '0')}`;
      const username = `alt_${factory.name.slice(0, 2)}_${serial}`;
      await store.db.insertInto('users').values({ id, username, name: `Reader ${serial}`, email: `${username}@example.org` }).execute();
      return { browser: await signedIn(app, username), id, username };
    }

    const story = (isLocked: boolean) =>
      store.db
        .selectFrom('posts')
        .select('id')
        .where('isLocked', '=', isLocked)
        .where('publishedAt', 'is not', null)
        .where('deletedAt', 'is', null)
        .where('creatorId', '<>', member.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true });
      member = await store.db.selectFrom('users').select(['id', 'email']).where('username', '=', MEMBER).executeTakeFirstOrThrow();
      locked = (await story(true)).id;
      open = (await story(false)).id;
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it("signed in to another account while the browser holds a member account: 'Switch account' to it, on member-only stories only", async () => {
      const browser = await signedIn(app, MEMBER);
      // A member reads everything: no banner.
      expect(await browser.op(ALTERNATE, { p: locked })).toBeNull();
      await browser.get(`/m/account/add?xsrf=${encodeURIComponent(browser.xsrf)}`);
      const reader = await newReader();
      await browser.signIn(reader.username);
      const banner = await browser.op(ALTERNATE, { p: locked });
      expect(banner).toEqual({ kind: 'SWITCH_ACCOUNT', userId: member.id, username: MEMBER, redactedEmailAddress: expect.stringMatching(/^n•+@example\.com$/) });
      expect(banner.redactedEmailAddress).not.toBe(member.email);
      expect(await browser.op(ALTERNATE, { p: open })).toBeNull();
      expect(await browser.op(ALTERNATE, { p: 'no-such-post' })).toBeNull();
      // A reader with no other account sees nothing.
      expect(await reader.browser.op(ALTERNATE, { p: locked })).toBeNull();
      // Switched, the member reads the story: no banner any more.
      await browser.get(`/m/account/switch?to=${MEMBER}&xsrf=${encodeURIComponent(browser.xsrf)}`);
      await browser.start();
      expect(await browser.op(ALTERNATE, { p: locked })).toBeNull();
    });

    it('signed out after the member account signed out: asks to sign in with it; a forged or non-member cookie names no one', async () => {
      const browser = await signedIn(app, MEMBER);
      const signOut = await browser.get(`/m/signout/${encodeURIComponent(browser.xsrf)}`);
      expect(signOut.headers.get('set-cookie')).toContain(`${REMEMBERED_ACCOUNT_COOKIE}=`);
      const fresh = anonymous(app);
      expect(await fresh.op(ALTERNATE, { p: locked })).toBeNull();
      expect(await browser.op(ALTERNATE, { p: locked })).toEqual({ kind: 'SIGN_IN', userId: member.id, username: null, redactedEmailAddress: expect.stringMatching(/^n•+@example\.com$/) });
      expect(await browser.op(ALTERNATE, { p: open })).toBeNull();

      // The cookie's signature is the server's: naming another account without it names no one.
      const forged = await app.fetch(
        new Request('http://localhost/_/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `${REMEMBERED_ACCOUNT_COOKIE}=${member.id}.forged` },
          body: JSON.stringify({ query: ALTERNATE, variables: { p: locked } }),
        }),
      );
      expect(((await forged.json()) as { data: { alternateUser: unknown } }).data.alternateUser).toBeNull();

      // A non-member signing out does not replace the remembered member; the member's membership ending silences it.
      const reader = await newReader();
      await browser.signIn(reader.username);
      await browser.get(`/m/signout/${encodeURIComponent(browser.xsrf)}`);
      expect(await browser.op(ALTERNATE, { p: locked })).toMatchObject({ kind: 'SIGN_IN', userId: member.id });
      const membership = await store.db.selectFrom('memberships').select('id').where('userId', '=', member.id).where('endedAt', 'is', null).executeTakeFirstOrThrow();
      try {
        await store.db.updateTable('memberships').set({ endedAt: new Date() }).where('id', '=', membership.id).execute();
        expect(await browser.op(ALTERNATE, { p: locked })).toBeNull();
      } finally {
        await store.db.updateTable('memberships').set({ endedAt: null }).where('id', '=', membership.id).execute();
      }
    });
  });
}
