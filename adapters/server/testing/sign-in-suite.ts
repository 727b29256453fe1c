// The sign-in security suites' one harness (security/sign-in-limits.test.ts and sign-in-lockouts.test.ts): a
// store opened and closed around the suite, an app on a clock the tests move, a staff member, a fake Google, a
// demo account of its own for each test, and the helpers both read the store with (mails, lock rows, passwords,
// an authenticator). Call it inside a describe: it registers the suite's beforeAll and afterAll.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll } from 'vitest';
import type { SocialSignIn } from '../../../core/ports/social-sign-in.port.ts';
import type { Store } from '../../postgres/store.ts';
import { seedNow, type StoreFactory } from '../../postgres/testing/test-stores.ts';
import type { App } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { Browser } from './browser.ts';
import { testApp } from './test-app.ts';

export const RIGHT_PASSWORD = 'the right passphrase';
export const STAFF_USERNAME = 'staff_member';

export type DemoUser = { id: string; username: string; email: string };

export function signInSuite(factory: StoreFactory) {
  let store: Store;
  let app: App;
  let clock = seedNow();
  let demoUsers: DemoUser[] = [];
  const socialIdentity = { email: '' };
  const google: SocialSignIn = {
    authorizeUrl: ({ state }) => `https://accounts.example/authorize?state=${encodeURIComponent(state)}`,
    exchange: async () => ({ subject: 'g-1', email: socialIdentity.email, emailVerified: true, name: null }),
  };

  beforeAll(async () => {
    store = await factory.open();
    demoUsers = await store.db.selectFrom('users').select(['id', 'username', 'email']).orderBy('username').execute();
    const staff = demoUsers.shift()!;
    await store.db.updateTable('users').set({ username: STAFF_USERNAME }).where('id', '=', staff.id).execute();
    app = testApp(store, { now: () => clock, devSignIn: true, staffUsernames: new Set([STAFF_USERNAME]), socialProviders: { Google: google } });
  });
  afterAll(async () => {
    await store.close();
  });

  const latestMail = async (email: string) =>
    store.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', email).orderBy('createdAt', 'desc').limit(1).executeTakeFirstOrThrow();

  return {
    get store() {
      return store;
    },
    get app() {
      return app;
    },
    /** The suite's clock: the app's now; tests move it (tick) or set it. */
    get clock() {
      return clock;
    },
    set clock(at: Date) {
      clock = at;
    },
    socialIdentity,
    tick: (ms = 1000) => {
      clock = new Date(clock.getTime() + ms);
    },
    browser: (network: string) => new Browser(() => app, network).start(),
    /** A demo account of its own for each test, so no test sees another's counts. */
    nextUser: (): DemoUser => demoUsers.shift()!,
    setPassword: async (user: DemoUser) => store.db.updateTable('users').set({ passwordHash: await hashPassword(RIGHT_PASSWORD) }).where('id', '=', user.id).execute(),
    mailsTo: async (email: string) =>
      Number((await store.db.selectFrom('mailOutbox').select((eb) => eb.fn.countAll().as('n')).where('toAddress', '=', email).executeTakeFirstOrThrow()).n),
    latestMail,
    codeOf: (subject: string) => /\b(\d{6})\b/.exec(subject)![1]!,
    lockRow: (key: string) => store.db.selectFrom('authLocks').selectAll().where('key', '=', key).executeTakeFirst(),
    /** An account with a password and an authenticator on. */
    async withAuthenticator(user: DemoUser): Promise<TOTP> {
      const totp = new TOTP({ secret: new Secret({ size: 20 }) });
      await store.db
        .updateTable('users')
        .set({ passwordHash: await hashPassword(RIGHT_PASSWORD), totpSecret: totp.secret.base32, totpEnabled: true })
        .where('id', '=', user.id)
        .execute();
      return totp;
    },
  };
}
