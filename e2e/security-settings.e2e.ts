// Issue 21 in Chromium (Security and apps, /me/settings/security): turning on two-factor sign-in with a code computed
// here, then signing in with a password needing the code, a recovery code working once; registering a passkey with
// Chromium's virtual authenticator and signing in with it (and an assertion passed off as another account's
// failing); signing another browser's session out from the list; an integration token calling /v1/me until revoked.
// axe on every page visited, and no sideways scroll at 390 px.
import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

describe('Security and apps in Chromium (issue 21)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  const checkA11y = async (page: Page) => expect(await seriousA11yViolations(page)).toEqual([]);
  const signedInAs = async (username: string, userAgent?: string) => {
    const context = await quire.signedIn(username, { viewport: { width: 1280, height: 900 }, ...(userAgent ? { userAgent } : {}) });
    contexts.push(context);
    return context;
  };
  /** Signs the page's browser out through the sign-out address, with its session's xsrf token. */
  const signOut = async (page: Page) => {
    const xsrf = await page.evaluate(async () => ((await (await fetch('/_/xsrf')).json()) as { token: string }).token);
    await page.goto(`${quire.server.url}/m/signout/${xsrf}`);
    await hydrated(page);
  };
  /** Opens the sign-in modal's e-mail and password step for an address. */
  const passwordStep = async (page: Page, email: string, password: string) => {
    await quire.visit(page, '/');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    await page.getByLabel('Your email').fill(email);
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Verification code from your authenticator app').waitFor();
  };
  /** Resolves once the auth callback has answered and the page it sends the browser to has loaded. */
  const signedInThroughCallback = async (page: Page) => {
    await page.waitForResponse((r) => r.url().includes('/m/callback/email'));
    await page.waitForLoadState('load');
  };
  const signedInUsername = (page: Page) =>
    page.evaluate(async () => {
      const response = await fetch('/_/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { username } }' }),
      });
      return ((await response.json()) as { data: { viewer: { username: string } | null } }).data.viewer?.username ?? null;
    });

  it('turns on two-factor sign-in; signing in then needs the code, and a recovery code works once', async () => {
    const context = await signedInAs('samir_haddad');
    const page = await quire.open(context, '/me/settings/security');
    await page.locator('.settings__tab[data-ready="true"]').waitFor();
    expect(await page.title()).toBe('Settings – Quire');
    await checkA11y(page);

    await page.getByLabel('New password').fill('samir has a long passphrase');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password is set. You can sign in with it from now on.').waitFor();

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code to add this account to your authenticator app' }).waitFor();
    await checkA11y(page);
    const secret = (await page.getByTestId('totp-secret').textContent())!;
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await page.getByLabel('6-digit code').fill(totp.generate());
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codesRegion = page.getByRole('region', { name: 'Your recovery codes' });
    await codesRegion.waitFor();
    const codes = await codesRegion.locator('code').allTextContents();
    expect(codes).toHaveLength(10);
    await checkA11y(page);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('10 recovery codes left.').waitFor();

    await signOut(page);
    expect(await signedInUsername(page)).toBeNull();
    // The password alone is not enough now: the modal asks for the code; a recovery code signs in.
    await passwordStep(page, 'samir_haddad@example.com', 'samir has a long passphrase');
    await checkA11y(page);
    await page.getByLabel('Verification code from your authenticator app').fill(codes[0]!);
    await Promise.all([signedInThroughCallback(page), page.getByRole('button', { name: 'Sign in', exact: true }).click()]);
    await hydrated(page);
    expect(await signedInUsername(page)).toBe('samir_haddad');

    // The same recovery code a second time is a wrong code.
    await signOut(page);
    await passwordStep(page, 'samir_haddad@example.com', 'samir has a long passphrase');
    await page.getByLabel('Verification code from your authenticator app').fill(codes[0]!);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByRole('dialog').getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('That verification code was incorrect. You have 5 more attempts before your account is locked for 1 minute.');
    // The authenticator's code still works.
    await page.getByLabel('Verification code from your authenticator app').fill(totp.generate());
    await Promise.all([signedInThroughCallback(page), page.getByRole('button', { name: 'Sign in', exact: true }).click()]);
    await hydrated(page);
    expect(await signedInUsername(page)).toBe('samir_haddad');
    await quire.visit(page, '/me/settings/security');
    await page.locator('.settings__tab[data-ready="true"]').waitFor();
    await page.getByText('9 recovery codes left.').waitFor();

    // An e-mailed sign-in link proves the address only: the callback asks for the code on its own form.
    await signOut(page);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    await page.getByLabel('Your email').fill('samir_haddad@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    const outbox = await context.newPage();
    await outbox.goto(`${quire.server.url}/_/dev/outbox`);
    const mail = await outbox.locator('article').filter({ hasText: 'To samir_haddad@example.com' }).first().locator('pre').textContent();
    await outbox.close();
    await page.goto(/(http:\/\/[^\s]+\/m\/callback\/email\?token=[A-Za-z0-9_-]+)/.exec(mail ?? '')![1]!);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await checkA11y(page);
    expect(await signedInUsername(page)).toBeNull();
    await page.getByLabel('Verification code from your authenticator app').fill(totp.generate());
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sign in' }).click()]);
    await hydrated(page);
    expect(await signedInUsername(page)).toBe('samir_haddad');
  });

  it("registers a passkey with Chromium's virtual authenticator and signs in with it, never as another account", async () => {
    const context = await signedInAs('theo_okafor');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await quire.visit(page, '/me/settings/security');
    await page.locator('.settings__tab[data-ready="true"]').waitFor();
    await page.getByLabel('Passkey name').fill('Theo laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Passkey "Theo laptop" added. You can sign in with it, without an e-mailed code.').waitFor();
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Theo laptop').waitFor();
    await checkA11y(page);

    await signOut(page);
    expect(await signedInUsername(page)).toBeNull();
    // An assertion whose user handle is changed to another account's is refused.
    await page.route('**/_/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('finishPasskeySignIn')) return route.continue();
      const parsed = JSON.parse(body) as unknown;
      const ops = (Array.isArray(parsed) ? parsed : [parsed]) as { variables?: { response?: string } }[];
      for (const op of ops) {
        if (!op.variables?.response) continue;
        const response = JSON.parse(op.variables.response) as { response: { userHandle?: string } };
        response.response.userHandle = Buffer.from('someone-else').toString('base64url');
        op.variables.response = JSON.stringify(response);
      }
      return route.continue({ postData: JSON.stringify(parsed) });
    });
    await quire.visit(page, '/');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('dialog').getByText('That passkey did not sign you in. Try again, or sign in with your e-mail address.').waitFor();
    await checkA11y(page);
    await page.unroute('**/_/graphql');
    expect(await signedInUsername(page)).toBeNull();

    await Promise.all([signedInThroughCallback(page), page.getByRole('button', { name: 'Sign in with a passkey' }).click()]);
    await hydrated(page);
    expect(await signedInUsername(page)).toBe('theo_okafor');
    await quire.visit(page, '/me/settings/security');
    await page.locator('.settings__tab[data-ready="true"]').waitFor();
    await page.getByRole('button', { name: 'Remove passkey Theo laptop' }).click();
    await page.getByText('You have no passkeys yet.').waitFor();
  });

  it('signs another session out from the list, and that browser is signed out', async () => {
    const laptop = await signedInAs('lena_fischer', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36');
    const phone = await signedInAs('lena_fischer', 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0');
    const phonePage = await quire.open(phone, '/me/settings/security');
    await phonePage.locator('.settings__tab[data-ready="true"]').waitFor();
    const page = await quire.open(laptop, '/me/settings/security');
    await page.locator('.settings__tab[data-ready="true"]').waitFor();
    await checkA11y(page);
    const signOutPhone = page.getByRole('button', { name: /^Sign out Firefox 133 on Android \(mobile\)/ });
    await signOutPhone.click();
    await page.getByText('Signed out Firefox 133 on Android (mobile).').waitFor();
    expect(await signOutPhone.count()).toBe(0);
    await phonePage.reload();
    expect(await signedInUsername(phonePage)).toBeNull();
    expect(await signedInUsername(page)).toBe('lena_fischer');
  });

  it('creates an integration token that calls /v1/me, and after revoking it gets 401', async () => {
    const context = await signedInAs('maya_chen');
    const page = await quire.open(context, '/me/settings/security#tokens');
    await page.locator('.settings__tab[data-ready="true"]').waitFor();
    await page.getByLabel('Token name').fill('Sync script');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.getByTestId('new-token').textContent())!;
    expect(token).toMatch(/^quire_pat_/);
    await checkA11y(page);
    const me = await fetch(`${quire.server.url}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { username: string } }).data.username).toBe('maya_chen');
    await page.getByRole('button', { name: 'Revoke token Sync script' }).click();
    await page.getByText('Token "Sync script" revoked: it no longer works.').waitFor();
    const revoked = await fetch(`${quire.server.url}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ errors: [{ message: 'Token was invalid.', code: 6003 }] });
  });

  it('fits a 390 px screen without sideways scroll', async () => {
    const context = await quire.signedIn('maya_chen', { viewport: { width: 390, height: 844 } });
    contexts.push(context);
    const page = await quire.open(context, '/me/settings/security');
    await page.locator('.settings__tab[data-ready="true"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkA11y(page);
  });
});
