// Issue 21 in Chromium, axe and the 390 px check on each page visited: the writer's own custom domain (the Account
// tab's state, /me/settings/custom-domain with its DNS record, a bad domain refused, the pending one removed and
// another asked for; the demo writer's live domain answers as her profile), and the alternate-user banner
// (reader-experience §4): on a member-only story, a browser signed in to another account is offered 'Switch account'
// to its member account and reads the story after switching; signed out, it is asked to sign in with it.
import { request as httpRequest } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, chromiumSuite, hydrated } from './harness.ts';

const preloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __PRELOADED_STATE__: { viewer: { username: string } | null; xsrf: string | null } }).__PRELOADED_STATE__);

/** GET `path` from the server as if for `host` (a custom domain no resolver knows): status and body. */
function getAsHost(base: string, host: string, path: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('your account: custom domain and the alternate-user banner in Chromium (issue 21)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });

  async function openReady(context: BrowserContext, path: string): Promise<Page> {
    const page = await quire.open(context, path);
    await page.locator('.settings__tab[data-ready="true"]').waitFor();
    return page;
  }

  it("shows the custom domain's state on the Account tab, and asks for, refuses and removes domains on its page", async () => {
    // The demo writer's live domain is served as her profile (the host lookup); the pending one is not.
    const live = await getAsHost(quire.server.url, 'maya-chen.test', '/');
    expect(live.status).toBe(200);
    expect(live.body).toContain('<title>Maya Chen – Quire</title>');
    expect((await getAsHost(quire.server.url, 'www.maya-chen.test', '/')).body).not.toContain('<title>Maya Chen – Quire</title>');

    const context = await quire.signedIn('maya_chen', { viewport: { width: 1100, height: 900 } });
    const account = await openReady(context, '/me/settings/account');
    const section = account.locator('#customDomain');
    await section.getByText('Live: your profile is served at maya-chen.test.').waitFor();
    await section.getByText('Pending: www.maya-chen.test is not live yet.').waitFor();
    await checkPage(account);
    await Promise.all([account.waitForURL(/\/me\/settings\/custom-domain$/), section.getByRole('link', { name: 'Manage your custom domain' }).click()]);

    const page = account;
    await page.locator('.settings__tab[data-ready="true"]').waitFor();
    expect(await page.title()).toBe('Custom domain – Settings – Quire');
    await page.getByRole('heading', { level: 1, name: 'Custom domain' }).waitFor();
    const record = page.getByRole('table', { name: 'The DNS record for www.maya-chen.test' });
    expect(await record.getByRole('row').nth(1).locator('td').allTextContents()).toEqual(['CNAME', 'www.maya-chen.test', new URL(quire.server.url).hostname]);
    await checkPage(page);

    const field = page.getByLabel('Use another domain (like blog.example.com)');
    await field.fill('https://maya.example.org/');
    await page.getByRole('button', { name: 'Set domain' }).click();
    await page.getByRole('alert').getByText('Enter the domain alone, like blog.example.com — no https://, path or port.').waitFor();
    await page.getByRole('button', { name: 'Remove the pending domain' }).click();
    await page.getByRole('status').getByText('Removed the pending domain.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await field.fill('Maya.Example.org');
    await page.getByRole('button', { name: 'Set domain' }).click();
    await page.getByRole('status').getByText(/^maya\.example\.org is pending\./).waitFor();
    await page.getByRole('table', { name: 'The DNS record for maya.example.org' }).waitFor();
    await checkPage(page);
  });

  it('sets a password at /password, and shows /not-available, /suspended and /unrecognized-account in the wordmark layout', async () => {
    const context = await quire.signedIn('felix_friend', { viewport: { width: 1100, height: 900 } });
    const page = await quire.open(context, '/password');
    await page.locator('.settings__tab[data-ready="true"]').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Password' }).waitFor();
    await checkPage(page);
    await page.getByLabel('New password').fill('a long enough password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.locator('.security-settings__ok[role="status"]').waitFor();
    // Set: the form now asks for the current password to change it.
    await page.getByLabel('Current password').waitFor();
    await page.getByRole('button', { name: 'Change password' }).waitFor();
    for (const [path, heading] of [
      ['/not-available', 'This page is not available.'],
      ['/suspended', 'Your account was found in violation of the Rules.'],
      ['/unrecognized-account', "Sorry, we didn't recognize that account."],
    ] as const) {
      await quire.visit(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (path === '/suspended') await page.getByText('Your account is not suspended.').waitFor();
      await checkPage(page);
    }
  });

  it("offers 'Switch account' on a member-only story to a browser that also holds a member account; signed out, asks to sign in with it", async () => {
    const context = await quire.signedIn('nora_member', { viewport: { width: 1100, height: 900 } });
    const home = await quire.open(context, '/');
    // A member-only story by someone else, from the home feed.
    const locked = home.locator('main article').filter({ has: home.getByText('Member-only story') }).first();
    const story = (await locked.locator('a.post-card__link').getAttribute('href'))!;

    // Add another account (a reader who is not a member) on the same browser.
    await home.getByRole('button', { name: 'Your account' }).click();
    await home.getByRole('menu', { name: 'Your account' }).waitFor();
    await Promise.all([home.waitForURL(/\/m\/signin/), home.getByRole('menuitem', { name: 'Add another account' }).click()]);
    await home.goto(`${quire.server.url}/_/dev/sign-in?username=samir_haddad`);

    const page = await quire.open(context, story);
    expect((await preloaded(page)).viewer?.username).toBe('samir_haddad');
    const paywall = page.getByRole('complementary', { name: 'The author made this story available to Quire members only.' });
    await paywall.waitFor();
    const toast = page.getByTestId('alternate-user-toast');
    await toast.getByText(/^This story is for Quire members\. Your member account, n•+@example\.com, is signed in on this browser too\.$/).waitFor();
    await checkPage(page);
    await Promise.all([page.waitForEvent('load'), toast.getByRole('link', { name: 'Switch account' }).click()]);
    await hydrated(page);
    expect((await preloaded(page)).viewer?.username).toBe('nora_member');
    expect(new URL(page.url()).pathname).toBe(story);
    expect(await paywall.count()).toBe(0);

    // Signed out of both (the member first: the browser remembers it), the story asks to sign in with it.
    for (let i = 0; i < 2; i++) {
      const xsrf = (await preloaded(page)).xsrf!;
      await page.goto(`${quire.server.url}/m/signout/${encodeURIComponent(xsrf)}`);
      await hydrated(page);
    }
    expect((await preloaded(page)).viewer).toBeNull();
    await quire.visit(page, story);
    await paywall.waitFor();
    const signIn = page.getByTestId('alternate-user-toast');
    await signIn.getByText(/^This story is for Quire members\. Sign in with your member account, n•+@example\.com, to read it\.$/).waitFor();
    expect(await signIn.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/m/signin?operation=login&redirect=${encodeURIComponent(story)}`);
    await checkPage(page);
  });
});
