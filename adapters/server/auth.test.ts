// Sign-in end to end through the fetch handler: xsrf on mutations, codes and links, sessions,
// lockouts and the network cap, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMailer, type OutboxMailer } from '../postgres/mailer.outbox.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App, AppOptions } from './app.ts';
import { hashPassword } from './auth/passwords.ts';
import { Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const SEND = `mutation Send($email: String!, $operation: String!, $redirect: String, $type: String) {
  sendAcctAuthEmail(email: $email, operation: $operation, redirect: $redirect, type: $type) {
    __typename ... on SusiMethod { value } ... on BadRequest { message } ... on FailedChallenge { message } ... on NotFound { message }
  }
}`;
const VERIFY = `mutation Verify($code: String!) {
  verifyLoginCode(loginCode: $code) {
    __typename ... on Token { value } ... on BadRequest { message } ... on NotFound { message } ... on RateLimited { message } ... on TooManyRequests { message }
  }
}`;
const PASSWORD_2FA = `mutation Password($email: String!, $password: String!) {
  loginWithPassword(email: $email, password: $password) { __typename ... on TwoFactorRequired { challenge } ... on Token { value } ... on AuthError { errorType message } }
}`;
const TWO_FACTOR = `mutation TwoFactor($challenge: String!, $code: String!) {
  verifyTwoFactorCode(challenge: $challenge, code: $code) { __typename ... on Token { value } ... on AuthError { errorType failCount message } }
}`;
const PASSWORD = `mutation Password($email: String!, $password: String!) {
  loginWithPassword(email: $email, password: $password) { __typename ... on Token { value } ... on AuthError { errorType failCount message } }
}`;

for (const factory of testStores()) {
  describe(`sign-in on ${factory.name} (platform-reference §7.4, reader-experience §8)`, () => {
    let store: Store;
    let outbox: OutboxMailer;
    let clock = seedNow();
    let app: App;
    let options: Partial<AppOptions> = {};
    const makeApp = () => testApp(store, { now: () => clock, mailer: outbox, outbox, ...options });
    const newBrowser = (address = '203.0.113.7') => new Browser(() => app, address).start();
    /**
     * The newest mail to an address. The test clock stands still, so mails share a timestamp: each test
     * advances it first, so "newest" is well defined.
     */
    const lastMail = async (to: string) => (await outbox.list(50)).find((m) => m.to === to)!;
    const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
    const linkOf = (text: string) => /(http:\/\/localhost\/m\/callback\/email\?token=[A-Za-z0-9_-]+)/.exec(text)![1]!;
    const demoEmail = async (username: string) =>
      (await store.db.selectFrom('users').select('email').where('username', '=', username).executeTakeFirstOrThrow()).email;

    beforeAll(async () => {
      store = await factory.open();
      outbox = outboxMailer(store.db, { now: () => clock, newId: () => randomUUID(), log: () => {} });
      app = makeApp();
    });
    afterAll(async () => {
      await store.close();
    });
    beforeEach(() => {
      clock = new Date(clock.getTime() + 1000);
    });

    it('refuses a mutation without the xsrf token with 403, and runs nothing', async () => {
      const browser = await newBrowser();
      const before = (await outbox.list(100)).length;
      const response = await browser.graphql({ query: SEND, variables: { email: 'ada@example.com', operation: 'login' } }, { 'x-xsrf-token': '' });
      expect(response.status).toBe(403);
      const wrong = await browser.graphql({ query: SEND, variables: { email: 'ada@example.com', operation: 'login' } }, { 'x-xsrf-token': 'x'.repeat(43) });
      expect(wrong.status).toBe(403);
      expect((await outbox.list(100)).length).toBe(before);
      // Queries need no token.
      const query = await browser.graphql({ query: '{ __typename }' }, { 'x-xsrf-token': '' });
      expect(query.status).toBe(200);
    });

    it('signs a demo user in with the 6-digit code, back where they were, once', async () => {
      const browser = await newBrowser();
      const email = await demoEmail('maya_chen');
      const sent = await browser.op(SEND, { email: ` ${email.toUpperCase()} `, operation: 'login', redirect: '/p/abc', type: 'LOGIN_CODE' });
      expect(sent).toEqual({ __typename: 'SusiMethod', value: 'LOGIN_CODE' });
      const mail = await lastMail(email);
      expect(mail.to).toBe(email);
      expect(mail.subject).toMatch(/^Your Quire sign-in code: \d{6}$/);
      const code = codeOf(mail.subject);
      expect(await browser.op(VERIFY, { code: '000000' === code ? '111111' : '000000' })).toEqual({ __typename: 'BadRequest', message: 'Invalid code.' });
      const token = await browser.op(VERIFY, { code });
      expect(token.__typename).toBe('Token');
      const callback = await browser.get(`/m/callback/email?token=${token.value}&state=medium&operation=login`);
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/p/abc');
      expect(browser.cookies.has('quire_session')).toBe(true);
      await browser.start(); // signed in, the session's xsrf token takes over
      const home = await (await browser.get('/')).text();
      expect(home).toContain('\\"username\\":\\"maya_chen\\"');
      // The code and the token work once.
      expect((await browser.op(VERIFY, { code })).__typename).toBe('NotFound');
      expect((await browser.get(`/m/callback/email?token=${token.value}`)).status).toBe(400);
    });

    it('signs in with the magic link, only in the browser that asked', async () => {
      const asker = await newBrowser();
      const email = await demoEmail('theo_okafor');
      await asker.op(SEND, { email, operation: 'login', redirect: '//evil.example/x' });
      const link = linkOf((await lastMail(email)).text).replace('http://localhost', '');
      const stranger = await newBrowser();
      const refused = await stranger.get(link);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('works in the browser where you asked for it');
      const accepted = await asker.get(link);
      expect(accepted.status).toBe(302);
      // An open redirect was asked for; the reader lands at home.
      expect(accepted.headers.get('location')).toBe('/');
      expect((await asker.get(link)).status).toBe(400);
    });

    it("answers a login for an unknown address NotFound (UNRECOGNIZED_EMAIL), sending and making nothing (issue 18)", async () => {
      const browser = await newBrowser('203.0.113.61');
      const mailsBefore = (await outbox.list(500)).length;
      const answer = await browser.op(SEND, { email: ' Mistyped.Reader@Example.org ', operation: 'login', type: 'DEFAULT_MAGIC_LINK' });
      expect(answer).toEqual({ __typename: 'NotFound', message: "Sorry, we didn't recognize that email." });
      // The switch to code mode asks the same and is answered the same.
      expect((await browser.op(SEND, { email: 'mistyped.reader@example.org', operation: 'login', type: 'LOGIN_CODE' })).__typename).toBe('NotFound');
      expect((await outbox.list(500)).length).toBe(mailsBefore);
      const account = await store.db.selectFrom('users').select('id').where('email', '=', 'mistyped.reader@example.org').executeTakeFirst();
      expect(account).toBeUndefined();
      const codes = await store.db.selectFrom('authCodes').select('id').where('email', '=', 'mistyped.reader@example.org').execute();
      expect(codes).toEqual([]);
    });

    it('keeps the e-mail limits on unknown addresses: counted before the look-up, the same RateLimited answer', async () => {
      const browser = await newBrowser('203.0.113.62');
      const kinds: string[] = [];
      for (let i = 0; i < 6; i++) kinds.push((await browser.op(SEND, { email: 'nobody.here@example.org', operation: 'login' })).__typename);
      expect(kinds).toEqual(['NotFound', 'NotFound', 'NotFound', 'NotFound', 'NotFound', 'RateLimited']);
      const known = await demoEmail('lena_fischer');
      const knownKinds: string[] = [];
      for (let i = 0; i < 6; i++) knownKinds.push((await browser.op(SEND, { email: known, operation: 'login' })).__typename);
      expect(knownKinds).toEqual(['SusiMethod', 'SusiMethod', 'SusiMethod', 'SusiMethod', 'SusiMethod', 'RateLimited']);
    });

    it('registers an unknown address on sign-up and sends the new account into onboarding once, with its target', async () => {
      const browser = await newBrowser('203.0.113.63');
      expect(await browser.op(SEND, { email: 'new.reader@example.org', operation: 'register', redirect: '/p/abc' })).toEqual({
        __typename: 'SusiMethod',
        value: 'DEFAULT_MAGIC_LINK',
      });
      const mail = await lastMail('new.reader@example.org');
      expect(mail.subject).toBe('Finish creating your Quire account');
      const landed = await browser.get(linkOf(mail.text).replace('http://localhost', ''));
      expect(landed.status).toBe(302);
      expect(landed.headers.get('location')).toBe('/get-started?redirect=%2Fp%2Fabc');
      const created = await store.db.selectFrom('users').select(['username', 'name', 'needsOnboarding']).where('email', '=', 'new.reader@example.org').executeTakeFirst();
      expect(created).toEqual({ username: 'new_reader', name: 'new.reader', needsOnboarding: false });
      expect(browser.cookies.has('quire_session')).toBe(true);
      // Signing in again later: straight where asked, never into onboarding again.
      clock = new Date(clock.getTime() + 1000);
      const again = await newBrowser('203.0.113.63');
      expect((await again.op(SEND, { email: 'new.reader@example.org', operation: 'login', redirect: '/p/abc' })).__typename).toBe('SusiMethod');
      const second = await again.get(linkOf((await lastMail('new.reader@example.org')).text).replace('http://localhost', ''));
      expect(second.headers.get('location')).toBe('/p/abc');
    });

    it('answers a sign-up for a known address as for any other, and signs the account in without onboarding', async () => {
      clock = new Date(clock.getTime() + 2 * 60 * 60_000); // past the hour the limits test spent
      const browser = await newBrowser('203.0.113.64');
      const email = await demoEmail('lena_fischer');
      expect((await browser.op(SEND, { email, operation: 'register' })).__typename).toBe('SusiMethod');
      const landed = await browser.get(linkOf((await lastMail(email)).text).replace('http://localhost', ''));
      expect(landed.headers.get('location')).toBe('/');
    });

    it('answers the spec results for a bad address and a failed challenge', async () => {
      const browser = await newBrowser();
      expect(await browser.op(SEND, { email: 'not-an-address', operation: 'login' })).toEqual({
        __typename: 'BadRequest',
        message: 'Please enter a valid email address.',
      });
      options = { verifyCaptcha: async () => false };
      app = makeApp();
      expect(await browser.op(SEND, { email: 'someone@example.org', operation: 'register' })).toEqual({
        __typename: 'FailedChallenge',
        message: 'reCAPTCHA verification failed.',
      });
      options = {};
      app = makeApp();
    });

    it('lets a code expire after 10 minutes', async () => {
      const browser = await newBrowser();
      const email = await demoEmail('samir_haddad');
      await browser.op(SEND, { email, operation: 'login' });
      const code = codeOf((await lastMail(email)).subject);
      clock = new Date(clock.getTime() + 10 * 60_000 + 1);
      expect((await browser.op(VERIFY, { code })).__typename).toBe('NotFound');
    });

    it('makes one session out of 50 concurrent redemptions of one code', async () => {
      const browser = await newBrowser();
      const email = await demoEmail('maya_chen');
      await browser.op(SEND, { email, operation: 'login' });
      const code = codeOf((await lastMail(email)).subject);
      const results = await Promise.all(Array.from({ length: 50 }, () => browser.op(VERIFY, { code })));
      const tokens = results.filter((r) => r.__typename === 'Token');
      expect(tokens).toHaveLength(1);
      const redemptions = await Promise.all(Array.from({ length: 50 }, () => app.fetch(new Request(`http://localhost/m/callback/email?token=${tokens[0].value}`, { headers: { cookie: browser.cookieHeader() } }))));
      expect(redemptions.filter((r) => r.status === 302)).toHaveLength(1);
    });

    it('locks the code after six wrong tries; aliased or batched tries are refused whole and run none (security finding 4)', async () => {
      const browser = await newBrowser('198.51.100.20');
      const email = await demoEmail('theo_okafor');
      await browser.op(SEND, { email, operation: 'login' });
      const code = codeOf((await lastMail(email)).subject);
      const wrong = code === '123456' ? '654321' : '123456';
      const aliased = `mutation { ${Array.from({ length: 8 }, (_, i) => `a${i}: verifyLoginCode(loginCode: "${wrong}") { __typename }`).join(' ')} }`;
      expect((await browser.graphql({ query: aliased })).status).toBe(400);
      expect((await browser.graphql([{ query: VERIFY, variables: { code: wrong } }, { query: VERIFY, variables: { code: wrong } }])).status).toBe(400);
      const kinds = [];
      for (let i = 0; i < 8; i++) kinds.push((await browser.op(VERIFY, { code: wrong })).__typename);
      expect(kinds.filter((k) => k === 'BadRequest')).toHaveLength(5);
      expect(kinds.slice(5).every((k) => k === 'TooManyRequests')).toBe(true);
      // Even the right code waits out the lockout.
      expect(await browser.op(VERIFY, { code })).toEqual({ __typename: 'TooManyRequests', message: 'Too many attempts. Please try again later.' });
    });

    it('counts wrong passwords with the spec messages and locks for a minute after six', async () => {
      const user = await store.db.selectFrom('users').select(['id', 'email']).where('username', '=', 'lena_fischer').executeTakeFirstOrThrow();
      await store.db.updateTable('users').set({ passwordHash: await hashPassword('correct horse battery') }).where('id', '=', user.id).execute();
      const browser = await newBrowser('198.51.100.30');
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await browser.op(PASSWORD, { email: user.email, password: `wrong ${i}` }));
      expect(answers[0]).toEqual({
        __typename: 'AuthError',
        errorType: 'InvalidPassword',
        failCount: 1,
        message: 'That password was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
      });
      expect(answers[5]).toMatchObject({ errorType: 'PasswordSoftLockout', message: 'Due to too many password attempts, your account is locked for 1 minute.' });
      expect(await browser.op(PASSWORD, { email: user.email, password: 'correct horse battery' })).toMatchObject({ errorType: 'PasswordSoftLockout' });
      clock = new Date(clock.getTime() + 61_000);
      const ok = await browser.op(PASSWORD, { email: user.email, password: 'correct horse battery' });
      expect(ok.__typename).toBe('Token');
      expect((await browser.get(`/m/callback/email?token=${ok.value}`)).status).toBe(302);
      await browser.start();
      // An unknown address fails exactly like a wrong password.
      expect(await browser.op(PASSWORD, { email: 'nobody@example.org', password: 'x' })).toMatchObject({ errorType: 'InvalidPassword', failCount: 1 });
    });

    it('asks an enrolled account for its authenticator code after the password, with the two-factor lockouts', async () => {
      // Maya signs in by e-mail code and enrols an authenticator.
      const reader = await newBrowser('198.51.100.60');
      const email = await demoEmail('samir_haddad');
      await reader.op(SEND, { email, operation: 'login', type: 'LOGIN_CODE' });
      const token = await reader.op(VERIFY, { code: codeOf((await lastMail(email)).subject) });
      await reader.get(`/m/callback/email?token=${token.value}`);
      await reader.start();
      const enrolment = await reader.op('mutation { startTwoFactorEnrollment { secret uri } }', {});
      expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Quire:samir_haddad\?/);
      const totp = new TOTP({ secret: Secret.fromBase32(enrolment.secret) });
      const codeAt = (offsetMs = 0) => totp.generate({ timestamp: clock.getTime() + offsetMs });
      const TURN_ON = 'mutation C($code: String!) { turnOnTwoFactor(code: $code) }';
      expect((await reader.request(TURN_ON, { code: '000000' === codeAt() ? '111111' : '000000' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      // Turned on only with its 10 recovery codes (the old confirmTwoFactorEnrollment, which made none, is gone).
      expect(await reader.op(TURN_ON, { code: codeAt() })).toHaveLength(10);
      // Enrolment needs a session.
      const stranger = await newBrowser('198.51.100.61');
      const refused = (await (await stranger.graphql({ query: 'mutation { startTwoFactorEnrollment { secret } }' })).json()) as { errors: { message: string }[] };
      expect(refused.errors[0]!.message).toBe('Sign in first.');

      const user = await store.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      await store.db.updateTable('users').set({ passwordHash: await hashPassword('a long passphrase') }).where('id', '=', user.id).execute();
      const browser = await newBrowser('198.51.100.62');
      const first = await browser.op(PASSWORD_2FA, { email, password: 'a long passphrase' });
      expect(first.__typename).toBe('TwoFactorRequired');
      // The challenge is no ticket to a session by itself.
      expect((await browser.get(`/m/callback/email?token=${first.challenge}`)).status).toBe(400);
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await browser.op(TWO_FACTOR, { challenge: first.challenge, code: codeAt(10 * 60_000) }));
      expect(answers[0]).toMatchObject({
        errorType: 'InvalidTwoFactorAuthCode',
        message: 'That verification code was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
      });
      expect(answers[5]).toMatchObject({
        errorType: 'TwoFactorAuthSoftLockout',
        message: 'You reached your maximum number of attempts. Your account will be locked for 1 minute.',
      });
      clock = new Date(clock.getTime() + 61_000);
      const second = await browser.op(PASSWORD_2FA, { email, password: 'a long passphrase' });
      const passed = await browser.op(TWO_FACTOR, { challenge: second.challenge, code: codeAt() });
      expect(passed.__typename).toBe('Token');
      expect((await browser.get(`/m/callback/email?token=${passed.value}`)).status).toBe(302);
      await browser.start();
      // A challenge passes once.
      expect((await browser.op(TWO_FACTOR, { challenge: second.challenge, code: codeAt() })).errorType).toBe('ChallengeExpired');
    });

    it('caps a network at 100 failures an hour, and a spoofed X-Forwarded-For does not escape it', async () => {
      const browser = await newBrowser('192.0.2.99');
      for (let i = 0; i < 100; i++) {
        await browser.op(PASSWORD, { email: `guess${i}@example.org`, password: 'x' });
      }
      const blocked = await browser.op(PASSWORD, { email: 'guess-more@example.org', password: 'x' });
      expect(blocked).toMatchObject({ errorType: 'IpAuthLockout', message: 'For security reasons, you cannot sign in from this network for 1 day.' });
      const spoofed = await browser.graphql(
        { query: PASSWORD, variables: { email: 'guess-spoof@example.org', password: 'x' } },
        { 'x-forwarded-for': '10.9.8.7' },
      );
      expect(((await spoofed.json()) as any).data.loginWithPassword.errorType).toBe('IpAuthLockout');
      expect((await browser.op(VERIFY, { code: '123456' })).__typename).toBe('RateLimited');
    });

    it('answers emailAvailability, with an hourly limit of its own that never locks sign-in', async () => {
      const browser = await newBrowser('192.0.2.150');
      const ask = (email: string) => browser.op('query A($email: String!) { emailAvailability(email: $email) }', { email });
      expect(await ask(await demoEmail('maya_chen'))).toBe(false);
      expect(await ask('free.address@example.org')).toBe(true);
      expect(await ask('not an address')).toBe(false);
      for (let i = 0; i < 57; i++) await ask(`probe${i}@example.org`);
      const refused = (await (await browser.graphql({ query: '{ emailAvailability(email: "one.more@example.org") }' })).json()) as {
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(refused.errors[0]!.message).toMatch(/^Too many address checks from this network\. Please try again in \d+ minutes?\.$/);
      expect(refused.errors[0]!.extensions.code).toBe('RATE_LIMITED');
      expect(await browser.op(PASSWORD, { email: 'nobody@example.org', password: 'x' })).toMatchObject({ errorType: 'InvalidPassword' });
    });

    it('shows the outbox to this machine only', async () => {
      const local = await new Browser(() => app, '127.0.0.1').start();
      const page = await local.get('/_/dev/outbox');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Your Quire sign-in code');
      const remote = await newBrowser('203.0.113.50');
      expect((await remote.get('/_/dev/outbox')).status).toBe(404);
    });
  });
}
