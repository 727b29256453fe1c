// Social sign-in through the fetch handler (reader-experience §2.13): an unconfigured provider
// says how to configure it; a configured one runs the OAuth code flow with PKCE against a fake provider.
import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import { oauthSignIn, PROVIDER_ENDPOINTS } from '../social/social-sign-in.oauth.ts';
import type { App, AppOptions } from './app.ts';
import { testApp } from './testing/test-app.ts';

type Call = { url: string; body: URLSearchParams | null; headers: Headers };

/** A provider that answers the token and profile requests as told. */
function fakeProvider(answer: { token?: Record<string, unknown>; tokenStatus?: number; profile?: Record<string, unknown> }) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body instanceof URLSearchParams ? init.body : null, headers: new Headers(init?.headers) });
    if (url.includes('token')) return Response.json(answer.token ?? { access_token: 'at-1' }, { status: answer.tokenStatus ?? 200 });
    return Response.json(answer.profile ?? {});
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const idToken = (claims: Record<string, unknown>) => `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;

for (const factory of testStores()) {
  describe(`social sign-in on ${factory.name} (reader-experience §2.13, platform-reference §7.4)`, () => {
    let store: Store;
    const appWith = (providers: AppOptions['socialProviders']): App => testApp(store, { socialProviders: providers });

    /** Starts the flow; returns the authorize URL and the flow cookie. */
    async function start(app: App, path: string) {
      const response = await app.fetch(new Request(`http://localhost${path}`));
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!);
      const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
      return { location, cookie };
    }

    beforeAll(async () => {
      store = await factory.open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('says how to turn on a provider the operator has not configured', async () => {
      const response = await appWith({}).fetch(new Request('http://localhost/m/connect/google'));
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('Sign-in with Google is not set up on this site.');
      expect(html).toContain('QUIRE_GOOGLE_CLIENT_ID');
      const page = await (await appWith({}).fetch(new Request('http://localhost/'))).text();
      expect(page).toContain('\\"socialProviders\\":[]');
    });

    it('signs in with Google: state, PKCE, a verified address, a session and back where the reader was', async () => {
      const provider = fakeProvider({ profile: { sub: 'g-1', email: 'Maya_Chen@example.com', email_verified: true, name: 'Maya Chen' } });
      const app = appWith({ Google: oauthSignIn(PROVIDER_ENDPOINTS.Google, { clientId: 'cid', clientSecret: 'secret' }, provider.fetchImpl) });
      const { location, cookie } = await start(app, '/m/connect/google?operation=login&redirect=/p/abc');
      expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(location.searchParams.get('client_id')).toBe('cid');
      expect(location.searchParams.get('redirect_uri')).toBe('http://localhost/m/callback/google');
      expect(location.searchParams.get('code_challenge_method')).toBe('S256');
      const state = location.searchParams.get('state')!;
      expect(state).toMatch(/^google\|[A-Za-z0-9_-]+\|login$/);

      const callback = await app.fetch(new Request(`http://localhost/m/callback/google?code=c-1&state=${encodeURIComponent(state)}`, { headers: { cookie } }));
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/p/abc');
      const session = callback.headers.getSetCookie().find((c) => c.startsWith('quire_session='))!.split(';')[0]!;
      const home = await (await app.fetch(new Request('http://localhost/', { headers: { cookie: session } }))).text();
      expect(home).toContain('\\"username\\":\\"maya_chen\\"');
      expect(home).toContain('\\"socialProviders\\":[\\"Google\\"]');
      // The code travelled with the verifier whose challenge went out.
      const tokenCall = provider.calls.find((c) => c.url.includes('token'))!;
      const verifier = tokenCall.body!.get('code_verifier')!;
      expect(createHash('sha256').update(verifier).digest('base64url')).toBe(location.searchParams.get('code_challenge'));
      expect(tokenCall.body!.get('code')).toBe('c-1');
    });

    it('asks an account with an authenticator for its code before the session, as password and e-mail sign-in do (issue 21)', async () => {
      const secret = new Secret({ size: 20 });
      const user = await store.db.selectFrom('users').select(['id', 'email']).where('username', '=', 'samir_haddad').executeTakeFirstOrThrow();
      await store.db.updateTable('users').set({ totpSecret: secret.base32, totpEnabled: true }).where('id', '=', user.id).execute();
      try {
        const provider = fakeProvider({ profile: { sub: 'g-2fa', email: user.email, email_verified: true, name: 'Samir' } });
        const app = appWith({ Google: oauthSignIn(PROVIDER_ENDPOINTS.Google, { clientId: 'cid', clientSecret: 'secret' }, provider.fetchImpl) });
        const { location, cookie } = await start(app, '/m/connect/google?operation=login&redirect=/p/abc');
        const callback = await app.fetch(new Request(`http://localhost/m/callback/google?code=c-9&state=${encodeURIComponent(location.searchParams.get('state')!)}`, { headers: { cookie } }));
        // No session yet: the form that asks for the authenticator's code, with an xsrf cookie for it.
        expect(callback.status).toBe(200);
        const setCookies = callback.headers.getSetCookie();
        expect(setCookies.some((c) => c.startsWith('quire_session='))).toBe(false);
        const xsrfCookie = setCookies.find((c) => c.startsWith('quire_xsrf='))!.split(';')[0]!;
        const html = await callback.text();
        const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? '';
        expect(field('challenge')).not.toBe('');
        const post = (code: string) =>
          app.fetch(
            new Request('http://localhost/m/callback/two-factor', {
              method: 'POST',
              headers: { cookie: xsrfCookie, 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ xsrf: field('xsrf'), challenge: field('challenge'), code }).toString(),
            }),
          );
        const right = new TOTP({ secret }).generate({ timestamp: seedNow().getTime() });
        const wrong = await post(right === '000000' ? '111111' : '000000');
        expect(wrong.status).toBe(400);
        expect(await wrong.text()).toContain('That verification code was incorrect.');
        const signedIn = await post(right);
        expect(signedIn.status).toBe(302);
        expect(signedIn.headers.get('location')).toBe('/p/abc');
        expect(signedIn.headers.getSetCookie().some((c) => c.startsWith('quire_session='))).toBe(true);
      } finally {
        await store.db.updateTable('users').set({ totpSecret: null, totpEnabled: false }).where('id', '=', user.id).execute();
      }
    });

    it('connects a provider to the signed-in account, then signs in through the linked subject first (issue 21 #connections)', async () => {
      // Earlier tests' sign-ins connected Google to their accounts: start from none.
      await store.db.deleteFrom('socialLinks').execute();
      // The provider now gives another address than the account's: only the link can find the account.
      const provider = fakeProvider({ profile: { sub: 'g-link-1', email: 'someone.else@example.org', email_verified: true, name: 'Maya' } });
      const app = testApp(store, { devSignIn: true, socialProviders: { Google: oauthSignIn(PROVIDER_ENDPOINTS.Google, { clientId: 'cid', clientSecret: 's' }, provider.fetchImpl) } });
      const signIn = await app.fetch(new Request('http://localhost/_/dev/sign-in?username=maya_chen'));
      const session = signIn.headers.getSetCookie().find((c) => c.startsWith('quire_session='))!.split(';')[0]!;
      const callback = async (cookies: string[]) => {
        const started = await app.fetch(new Request('http://localhost/m/connect/google?operation=connect', { headers: { cookie: cookies.join('; ') } }));
        const state = new URL(started.headers.get('location')!).searchParams.get('state')!;
        expect(state).toMatch(/\|connect\|$/);
        const flow = started.headers.getSetCookie()[0]!.split(';')[0]!;
        return app.fetch(new Request(`http://localhost/m/callback/google?code=c&state=${encodeURIComponent(state)}`, { headers: { cookie: [...cookies, flow].join('; ') } }));
      };
      // Signed out, there is nothing to connect to.
      const anonymous = await callback([]);
      expect(anonymous.status).toBe(400);
      expect(await anonymous.text()).toContain('Sign in first');
      const connected = await callback([session]);
      expect(connected.status).toBe(302);
      expect(connected.headers.get('location')).toBe('/me/settings/security#connections');
      const maya = await store.db.selectFrom('users').select('id').where('username', '=', 'maya_chen').executeTakeFirstOrThrow();
      expect(await store.db.selectFrom('socialLinks').select(['userId', 'provider', 'subject']).where('subject', '=', 'g-link-1').execute()).toEqual([
        { userId: maya.id, provider: 'Google', subject: 'g-link-1' },
      ]);
      // Another account cannot take the same Google account.
      const other = await app.fetch(new Request('http://localhost/_/dev/sign-in?username=samir_haddad'));
      const taken = await callback([other.headers.getSetCookie().find((c) => c.startsWith('quire_session='))!.split(';')[0]!]);
      expect(taken.status).toBe(400);
      expect(await taken.text()).toContain('That account is already connected to another user.');
      // Signing in with Google now opens Maya's account by the link, not by the address.
      const started = await start(app, '/m/connect/google?operation=login');
      const login = await app.fetch(new Request(`http://localhost/m/callback/google?code=c&state=${encodeURIComponent(started.location.searchParams.get('state')!)}`, { headers: { cookie: started.cookie } }));
      expect(login.status).toBe(302);
      const cookie = login.headers.getSetCookie().find((c) => c.startsWith('quire_session='))!.split(';')[0]!;
      expect(await (await app.fetch(new Request('http://localhost/', { headers: { cookie } }))).text()).toContain('\\"username\\":\\"maya_chen\\"');
      expect(await store.db.selectFrom('users').select('id').where('email', '=', 'someone.else@example.org').executeTakeFirst()).toBeUndefined();
      await store.db.deleteFrom('socialLinks').where('subject', '=', 'g-link-1').execute();
    });

    it('refuses a callback whose state did not start here, an unverified address, and a refused code', async () => {
      const unverified = fakeProvider({ profile: { sub: 'g-2', email: 'someone@example.org', email_verified: false } });
      const app = appWith({ Google: oauthSignIn(PROVIDER_ENDPOINTS.Google, { clientId: 'cid', clientSecret: 's' }, unverified.fetchImpl) });
      const { location, cookie } = await start(app, '/m/connect/google');
      const state = encodeURIComponent(location.searchParams.get('state')!);
      const forged = await app.fetch(new Request(`http://localhost/m/callback/google?code=c&state=google%7Cforged%7Clogin`, { headers: { cookie } }));
      expect(forged.status).toBe(400);
      expect(await forged.text()).toContain('did not start here');
      const noCookie = await app.fetch(new Request(`http://localhost/m/callback/google?code=c&state=${state}`));
      expect(noCookie.status).toBe(400);
      const notVerified = await app.fetch(new Request(`http://localhost/m/callback/google?code=c&state=${state}`, { headers: { cookie } }));
      expect(notVerified.status).toBe(400);
      expect(await notVerified.text()).toContain('no confirmed e-mail address');
      expect(notVerified.headers.getSetCookie().some((c) => c.startsWith('quire_session='))).toBe(false);

      const refusing = fakeProvider({ tokenStatus: 400 });
      const app2 = appWith({ Google: oauthSignIn(PROVIDER_ENDPOINTS.Google, { clientId: 'cid', clientSecret: 's' }, refusing.fetchImpl) });
      const started = await start(app2, '/m/connect/google');
      const refused = await app2.fetch(
        new Request(`http://localhost/m/callback/google?code=c&state=${encodeURIComponent(started.location.searchParams.get('state')!)}`, {
          headers: { cookie: started.cookie },
        }),
      );
      expect(refused.status).toBe(400);
    });

    it('takes Apple answers by form POST, with the identity in the id_token, and registers a new address', async () => {
      const provider = fakeProvider({ token: { id_token: idToken({ sub: 'a-1', email: 'new.apple.reader@example.org', email_verified: 'true' }) } });
      const app = appWith({ Apple: oauthSignIn(PROVIDER_ENDPOINTS.Apple, { clientId: 'org.example.quire', clientSecret: 'jwt' }, provider.fetchImpl) });
      const { location, cookie } = await start(app, '/m/start-auth/apple?operation=register');
      expect(location.searchParams.get('response_mode')).toBe('form_post');
      const response = await app.fetch(
        new Request('http://localhost/m/callback/apple', {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ code: 'c-2', state: location.searchParams.get('state')! }).toString(),
        }),
      );
      expect(response.status).toBe(302);
      // Issue 18: a new account goes into onboarding, once.
      expect(response.headers.get('location')).toBe('/get-started');
      const created = await store.db.selectFrom('users').select(['username', 'needsOnboarding']).where('email', '=', 'new.apple.reader@example.org').executeTakeFirst();
      expect(created).toEqual({ username: 'new_apple_reader', needsOnboarding: false });
    });
  });
}
