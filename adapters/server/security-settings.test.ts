// Issue 21 (Security and apps) through the fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the
// sessions list and signing sessions out, setting and changing a password, the authenticator with its recovery
// codes at sign-in, passkey ceremonies' relying party and challenges, and integration tokens on the /v1 API.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const SETTINGS = `query { securitySettings {
  sessions { id device browser place current lastSeenAt }
  hasPassword twoFactorEnabled recoveryCodesLeft
  passkeys { id name } connections { provider configured connected } tokens { id name hint scopes }
} }`;
const PASSWORD = `mutation P($email: String!, $password: String!) {
  loginWithPassword(email: $email, password: $password) { __typename ... on TwoFactorRequired { challenge } ... on Token { value } ... on AuthError { errorType message } }
}`;
const TWO_FACTOR = `mutation T($challenge: String!, $code: String!) {
  verifyTwoFactorCode(challenge: $challenge, code: $code) { __typename ... on Token { value } ... on AuthError { errorType failCount message } }
}`;

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

for (const factory of testStores()) {
  describe(`Security and apps on ${factory.name} (issue 21)`, () => {
    let store: Store;
    let clock = seedNow();
    let app: App;
    const browser = (address: string, userAgent?: string) => {
      const b = new Browser(() => app, address);
      if (userAgent) {
        const fetch = b.fetch.bind(b);
        b.fetch = (path, init = {}) => fetch(path, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), 'user-agent': userAgent } });
      }
      return b;
    };
    const emailOf = async (username: string) =>
      (await store.db.selectFrom('users').select(['email', 'id']).where('username', '=', username).executeTakeFirstOrThrow());
    const errorOf = (answer: { errors?: { message: string; extensions?: { code?: string } }[] }) => answer.errors?.[0];

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { now: () => clock, devSignIn: true, publicOrigin: 'https://quire.example' });
    });
    afterAll(async () => {
      await store.close();
    });
    beforeEach(() => {
      clock = new Date(clock.getTime() + 1000);
    });

    it('lists where you are signed in (device, browser, network) and signs one or all other sessions out for good', async () => {
      const laptop = await browser('203.0.113.7', CHROME_MAC).signIn('lena_fischer');
      const phone = await browser('198.51.100.23', FIREFOX_ANDROID).signIn('lena_fischer');
      const tablet = await browser('192.0.2.80').signIn('lena_fischer');
      const listed = (await laptop.op(SETTINGS)).sessions as { id: string; device: string; browser: string; place: string; current: boolean }[];
      expect(listed).toHaveLength(3);
      expect(listed.find((s) => s.current)).toMatchObject({ device: 'macOS Catalina (desktop)', browser: 'Chrome 131', place: 'Network 203.0.113.x' });
      const phoneRow = listed.find((s) => s.place === 'Network 198.51.100.x')!;
      expect(phoneRow).toMatchObject({ device: 'Android (mobile)', browser: 'Firefox 133', current: false });
      expect(listed.find((s) => s.place === 'Network 192.0.2.x')).toMatchObject({ device: 'Unknown system', browser: 'Unknown browser' });

      // Someone else cannot end Lena's session by its id.
      const other = await browser('203.0.113.9').signIn('maya_chen');
      expect(await other.op('mutation R($id: ID!) { revokeSession(id: $id) }', { id: phoneRow.id })).toBe(false);
      expect((await phone.request(SETTINGS)).data.securitySettings.sessions).toHaveLength(3);

      expect(await laptop.op('mutation R($id: ID!) { revokeSession(id: $id) }', { id: phoneRow.id })).toBe(true);
      // The phone is signed out, and its cookie never works again.
      expect(errorOf(await phone.request(SETTINGS))?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await (await phone.get('/_/xsrf')).json()).not.toEqual({ token: phone.xsrf });
      expect(await laptop.op('mutation { revokeOtherSessions }')).toBe(1);
      expect(errorOf(await tablet.request(SETTINGS))?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await laptop.op(SETTINGS)).sessions).toHaveLength(1);
      // Signed out, the page is not there to read.
      expect((await browser('203.0.113.10').get('/me/settings/security')).status).not.toBe(200);
    });

    it('renders the tab for its owner with every anchor', async () => {
      const reader = await browser('203.0.113.11').signIn('theo_okafor');
      const page = await reader.get('/me/settings/security');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<title>Settings – Quire</title>');
      for (const anchor of ['security', 'connections', 'developers', 'tokens']) expect(html).toContain(`id="${anchor}"`);
      // No provider is configured here: each says so rather than offering a button.
      expect(html).toContain('Not set up on this site');
    });

    it('says truthfully which social sign-in providers this server has set up, connects and disconnects one (#connections)', async () => {
      const withGoogle = testApp(store, {
        now: () => clock,
        devSignIn: true,
        publicOrigin: 'https://quire.example',
        socialProviders: { Google: { authorizeUrl: () => 'https://accounts.example/', exchange: async () => ({ subject: 's', email: null, emailVerified: false, name: null }) } },
      });
      const reader = await new Browser(withGoogle, '203.0.113.12').signIn('theo_okafor');
      expect((await reader.op(SETTINGS)).connections).toEqual([
        { provider: 'Google', configured: true, connected: false },
        { provider: 'Facebook', configured: false, connected: false },
        { provider: 'Apple', configured: false, connected: false },
        { provider: 'Twitter', configured: false, connected: false },
      ]);
      const html = (await (await reader.get('/me/settings/security')).text()).replace(/<!-- -->/g, '');
      expect(html).toContain('href="/m/connect/google?operation=connect"');
      expect(html.match(/Not set up on this site/g)).toHaveLength(3);
      // Connected (as the OAuth flow does, social.test.ts), it says so and disconnects; twice is NOT_FOUND.
      const theo = await store.db.selectFrom('users').select('id').where('username', '=', 'theo_okafor').executeTakeFirstOrThrow();
      await store.db.insertInto('socialLinks').values({ userId: theo.id, provider: 'Google', subject: 'theo-google' }).execute();
      expect((await reader.op(SETTINGS)).connections[0]).toEqual({ provider: 'Google', configured: true, connected: true });
      expect((await (await reader.get('/me/settings/security')).text()).replace(/<!-- -->/g, '')).toContain('Connected: signing in with Google opens this account.');
      const DISCONNECT = 'mutation D($p: String!) { disconnectSignInProvider(provider: $p) }';
      expect(await reader.op(DISCONNECT, { p: 'Google' })).toBe(true);
      expect((await reader.op(SETTINGS)).connections[0].connected).toBe(false);
      expect((await reader.request(DISCONNECT, { p: 'Google' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('sets a first password after a recent sign-in, changes it only with the current one (lockout texts), and signs the others out', async () => {
      const { email } = await emailOf('samir_haddad');
      const reader = await browser('203.0.113.20').signIn('samir_haddad');
      const elsewhere = await browser('203.0.113.21').signIn('samir_haddad');
      const SET = 'mutation S($c: String, $n: String!) { setPassword(currentPassword: $c, newPassword: $n) }';
      expect(errorOf(await reader.request(SET, { n: 'short' }))?.message).toBe('Your password needs at least 8 characters.');
      expect(await reader.op(SET, { n: 'correct horse battery' })).toBe('Your password is set. You can sign in with it from now on.');
      const wrong = await reader.request(SET, { c: 'not it at all', n: 'another long one' });
      expect(errorOf(wrong)?.message).toBe('That password was incorrect. You have 5 more attempts before your account is locked for 1 minute.');
      expect(await reader.op(SET, { c: 'correct horse battery', n: 'another long one' })).toBe('Your password is changed. Your other sessions were signed out.');
      expect(errorOf(await elsewhere.request(SETTINGS))?.extensions?.code).toBe('UNAUTHENTICATED');
      const fresh = await browser('203.0.113.22').start();
      expect((await fresh.op(PASSWORD, { email, password: 'another long one' })).__typename).toBe('Token');

      // A session signed in long ago cannot set a first password on its own.
      const old = await browser('203.0.113.23').signIn('theo_okafor');
      clock = new Date(clock.getTime() + 11 * 60_000);
      expect(errorOf(await old.request(SET, { n: 'a fine new password' }))).toMatchObject({
        message: 'Setting a password needs a recent sign-in. Sign out and in again, then set it within 10 minutes.',
        extensions: { code: 'REAUTHENTICATION_REQUIRED' },
      });
    });

    it('turns the authenticator on with a QR code and 10 recovery codes; sign-in then needs a code, and a recovery code works once', async () => {
      const { email, id } = await emailOf('maya_chen');
      const reader = await browser('198.51.100.40').signIn('maya_chen');
      await reader.op('mutation { setPassword(newPassword: "maya has a passphrase") }');
      const enrolment = await reader.op('mutation { startTwoFactorEnrollment { secret uri qrCode } }');
      expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(enrolment.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
      const totp = new TOTP({ secret: Secret.fromBase32(enrolment.secret) });
      const codeNow = () => totp.generate({ timestamp: clock.getTime() });
      const wrongCode = codeNow() === '000000' ? '111111' : '000000';
      const TURN_ON = 'mutation O($code: String!) { turnOnTwoFactor(code: $code) }';
      expect(errorOf(await reader.request(TURN_ON, { code: wrongCode }))?.message).toBe(
        'That verification code was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
      );
      const codes = (await reader.op(TURN_ON, { code: codeNow() })) as string[];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      // Stored hashed: no code is in the store as shown.
      const stored = await store.db.selectFrom('twoFactorRecoveryCodes').select('codeHash').where('userId', '=', id).execute();
      expect(stored).toHaveLength(10);
      for (const row of stored) expect(codes.some((c) => row.codeHash.includes(c.replace('-', '')))).toBe(false);
      expect(await reader.op(SETTINGS)).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10, hasPassword: true });

      // Sign-in with the password now asks for the code; a recovery code (typed loosely) works once.
      const signIn = async (answer: string) => {
        const b = await browser('198.51.100.41').start();
        const first = await b.op(PASSWORD, { email, password: 'maya has a passphrase' });
        expect(first.__typename).toBe('TwoFactorRequired');
        return b.op(TWO_FACTOR, { challenge: first.challenge, code: answer });
      };
      expect((await signIn(` ${codes[0]!.toUpperCase()} `)).__typename).toBe('Token');
      expect(await signIn(codes[0]!)).toMatchObject({ errorType: 'InvalidTwoFactorAuthCode' });
      expect((await signIn(codeNow())).__typename).toBe('Token');
      expect((await reader.op(SETTINGS)).recoveryCodesLeft).toBe(9);

      // An e-mailed code proves the address only: the callback asks for the authenticator's code on its form.
      const byMail = await browser('198.51.100.43').start();
      await byMail.op('mutation S($e: String!) { sendAcctAuthEmail(email: $e, operation: "login", type: "LOGIN_CODE") { __typename } }', { e: email });
      const mail = await store.db.selectFrom('mailOutbox').select('subject').where('toAddress', '=', email).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
      const token = await byMail.op('mutation V($c: String!) { verifyLoginCode(loginCode: $c) { __typename ... on Token { value } } }', { c: /(\d{6})/.exec(mail.subject)![1] });
      const callback = await byMail.get(`/m/callback/email?token=${token.value}`);
      expect(callback.status).toBe(200);
      expect(byMail.cookies.has('quire_session')).toBe(false);
      const form = await callback.text();
      expect(form).toContain('<h1>Two-factor sign-in</h1>');
      const challenge = /name="challenge" value="([^"]+)"/.exec(form)![1]!;
      const post = (fields: Record<string, string>) =>
        byMail.fetch('/m/callback/two-factor', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
      expect((await post({ challenge, code: codeNow(), xsrf: 'forged' })).status).toBe(403);
      const wrongAnswer = await post({ challenge, code: wrongCode, xsrf: byMail.xsrf });
      expect(wrongAnswer.status).toBe(400);
      expect(await wrongAnswer.text()).toContain('That verification code was incorrect.');
      expect(byMail.cookies.has('quire_session')).toBe(false);
      const passed = await post({ challenge, code: codeNow(), xsrf: byMail.xsrf });
      expect(passed.status).toBe(302);
      expect(byMail.cookies.has('quire_session')).toBe(true);
      expect((await post({ challenge, code: codeNow(), xsrf: byMail.xsrf })).status).not.toBe(302);

      // New codes replace every old one; turning off needs a code too.
      const fresh = (await reader.op('mutation R($code: String!) { regenerateRecoveryCodes(code: $code) }', { code: codeNow() })) as string[];
      expect(fresh).toHaveLength(10);
      expect(await signIn(codes[1]!)).toMatchObject({ errorType: 'InvalidTwoFactorAuthCode' });
      expect(errorOf(await reader.request('mutation F($code: String!) { turnOffTwoFactor(code: $code) }', { code: 'nonsense' }))?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await reader.op('mutation F($code: String!) { turnOffTwoFactor(code: $code) }', { code: fresh[0] })).toBe(true);
      expect(await reader.op(SETTINGS)).toMatchObject({ twoFactorEnabled: false, recoveryCodesLeft: 0 });
      expect(await store.db.selectFrom('twoFactorRecoveryCodes').select('codeHash').where('userId', '=', id).execute()).toHaveLength(0);
      const b = await browser('198.51.100.42').start();
      expect((await b.op(PASSWORD, { email, password: 'maya has a passphrase' })).__typename).toBe('Token');
    });

    it('gives passkey ceremonies the configured origin as relying party (never the Host), and each challenge works once', async () => {
      const reader = await browser('198.51.100.50').signIn('theo_okafor');
      const answer = await reader.fetch('/_/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': reader.xsrf, host: 'evil.example' },
        body: JSON.stringify({ query: 'mutation { startPasskeyRegistration }' }),
      });
      const options = JSON.parse(((await answer.json()) as { data: { startPasskeyRegistration: string } }).data.startPasskeyRegistration);
      expect(options.rp).toEqual({ name: 'Quire', id: 'quire.example' });
      expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
      const signIn = JSON.parse(await (await browser('198.51.100.51').start()).op('mutation { startPasskeySignIn }'));
      expect(signIn.rpId).toBe('quire.example');
      // A made-up answer signs nobody in, and says so clearly.
      const stranger = await browser('198.51.100.52').start();
      await stranger.op('mutation { startPasskeySignIn }');
      const forged = await stranger.request('mutation F($r: String!) { finishPasskeySignIn(response: $r) { value } }', { r: '{"id":"x","response":{}}' });
      expect(errorOf(forged)).toMatchObject({ message: 'That passkey did not sign you in. Try again, or sign in with your e-mail address.', extensions: { code: 'BAD_USER_INPUT' } });
      const notJson = await stranger.request('mutation F($r: String!) { finishPasskeySignIn(response: $r) { value } }', { r: 'not json' });
      expect(errorOf(notJson)?.extensions?.code).toBe('BAD_USER_INPUT');
      const challenge = signIn.challenge as string;
      const row = await store.db.selectFrom('webauthnChallenges').selectAll().where('challenge', '=', challenge).executeTakeFirstOrThrow();
      expect(row.purpose).toBe('sign_in');
    });

    it('makes integration tokens (shown once, hashed) that authenticate the /v1 JSON API until revoked', async () => {
      const reader = await browser('198.51.100.60').signIn('lena_fischer');
      const { id: lenaId } = await emailOf('lena_fischer');
      expect(errorOf(await reader.request('mutation { createIntegrationToken(name: "  ") { token } }'))?.message).toBe('Give the token a name, so you know later what uses it.');
      const made = await reader.op('mutation { createIntegrationToken(name: "My blog sync") { id token } }');
      expect(made.token).toMatch(/^quire_pat_[A-Za-z0-9_-]{43}$/);
      const listed = (await reader.op(SETTINGS)).tokens;
      expect(listed).toEqual([{ id: made.id, name: 'My blog sync', hint: `quire_pat_…${made.token.slice(-4)}`, scopes: ['profile:read', 'publications:read'] }]);
      const row = await store.db.selectFrom('integrationTokens').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(made.token);

      const api = (path: string, token: string | null, address = '192.0.2.200') =>
        browser(address).fetch(path, { headers: token === null ? {} : { authorization: `Bearer ${token}` } });
      const me = await api('/v1/me', made.token);
      expect(me.status).toBe(200);
      expect(me.headers.get('content-type')).toContain('application/json');
      expect(await me.json()).toEqual({
        data: { id: lenaId, username: 'lena_fischer', name: 'Lena Fischer', url: 'https://quire.example/@lena_fischer', imageUrl: expect.any(String) },
      });
      const pubs = await api(`/v1/users/${lenaId}/publications`, made.token);
      expect(pubs.status).toBe(200);
      const pubBody = (await pubs.json()) as { data: { id: string; name: string; url: string }[] };
      expect(Array.isArray(pubBody.data)).toBe(true);
      const editorOf = await store.db.selectFrom('publicationEditors').select('publicationId').where('userId', '=', lenaId).execute();
      expect(pubBody.data.map((p) => p.id).sort()).toEqual(editorOf.map((p) => p.publicationId).sort());
      const anyPublication = await store.db.selectFrom('publicationEditors').select(['publicationId']).executeTakeFirstOrThrow();
      const contributors = await api(`/v1/publications/${anyPublication.publicationId}/contributors`, made.token);
      expect(contributors.status).toBe(200);
      const people = ((await contributors.json()) as { data: { publicationId: string; userId: string; role: string }[] }).data;
      expect(people.length).toBeGreaterThan(0);
      for (const p of people) expect(p).toEqual({ publicationId: anyPublication.publicationId, userId: expect.any(String), role: expect.stringMatching(/^(editor|writer)$/) });
      expect((await api('/v1/publications/no-such-thing/contributors', made.token)).status).toBe(404);
      const someoneElse = await emailOf('maya_chen');
      expect(await (await api(`/v1/users/${someoneElse.id}/publications`, made.token)).json()).toEqual({
        errors: [{ message: "A token can list only its own account's publications.", code: 6026 }],
      });

      // No token, an unknown one and a session cookie alone are all 401 JSON.
      const none = await api('/v1/me', null);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toContain('Bearer');
      expect((await api('/v1/me', `quire_pat_${'A'.repeat(43)}`)).status).toBe(401);
      expect((await reader.get('/v1/me')).status).toBe(401);

      expect(await reader.op('mutation R($id: ID!) { revokeIntegrationToken(id: $id) }', { id: made.id })).toBe(true);
      const revoked = await api('/v1/me', made.token);
      expect(revoked.status).toBe(401);
      expect(await revoked.json()).toEqual({ errors: [{ message: 'Token was invalid.', code: 6003 }] });
      expect((await reader.op(SETTINGS)).tokens).toEqual([]);
      // Another reader cannot revoke Lena's tokens.
      const second = await reader.op('mutation { createIntegrationToken(name: "Second") { id token } }');
      const maya = await browser('198.51.100.61').signIn('maya_chen');
      expect(errorOf(await maya.request('mutation R($id: ID!) { revokeIntegrationToken(id: $id) }', { id: second.id }))?.extensions?.code).toBe('NOT_FOUND');
      expect((await api('/v1/me', second.token)).status).toBe(200);
    });

    it('rate-limits the API per network in the store, token or not', async () => {
      const answers = [];
      for (let i = 0; i < 121; i++) answers.push((await browser('192.0.2.201').fetch('/v1/me')).status);
      expect(answers.slice(0, 120).every((s) => s === 401)).toBe(true);
      expect(answers[120]).toBe(429);
    });
  });
}
