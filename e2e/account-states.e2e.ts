// Issue 21 account states in Chromium, axe and the 390 px check on each page visited: two accounts on one browser
// (Add another account, Switch account from the avatar menu without signing in again, signing out of one keeps the
// other); a suspended account sees 'Your account was found in violation of the Rules.'; an account whose new address
// waits for its link sees 'Verify your email to get full access to your account.' on any page, and 'Resend email'
// sends the link again (seen in the dev outbox).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, chromiumSuite, devSignIn, graphqlAs, hydrated } from './harness.ts';

const activeUsername = (page: Page) =>
  page.evaluate(() => (window as unknown as { __PRELOADED_STATE__: { viewer: { username: string } | null } }).__PRELOADED_STATE__.viewer?.username ?? null);

describe('account states in Chromium (issue 21, reader-experience §4 and §8)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true', QUIRE_STAFF_USERNAMES: 'lena_fischer' });

  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('menu', { name: 'Your account' }).waitFor();
  };

  it('holds two accounts on one browser: add another, switch from the avatar menu, sign out of one keeps the other', async () => {
    const context = await quire.signedIn('maya_chen', { viewport: { width: 1100, height: 900 } });
    const page = await quire.open(context, '/');
    expect(await activeUsername(page)).toBe('maya_chen');
    await openMenu(page);
    await Promise.all([page.waitForURL(/\/m\/signin/), page.getByRole('menuitem', { name: 'Add another account' }).click()]);
    // Signed in again, with another account (the development sign-in stands in for the modal here).
    await page.goto(`${quire.server.url}/_/dev/sign-in?username=samir_haddad`);
    await quire.visit(page, '/');
    expect(await activeUsername(page)).toBe('samir_haddad');
    await openMenu(page);
    const switcher = page.getByRole('group', { name: 'Switch account' });
    await switcher.waitFor();
    await checkPage(page);
    await Promise.all([page.waitForEvent('load'), switcher.getByRole('menuitem', { name: /Switch account.*@maya_chen/ }).click()]);
    await hydrated(page);
    expect(await activeUsername(page)).toBe('maya_chen');
    // And back: the other account is listed now.
    await openMenu(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: /Switch account.*@samir_haddad/ }).click()]);
    await hydrated(page);
    expect(await activeUsername(page)).toBe('samir_haddad');
    // Signing out of one keeps the other signed in.
    await openMenu(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: /Sign out/ }).click()]);
    await hydrated(page);
    expect(await activeUsername(page)).toBe('maya_chen');
    await openMenu(page);
    expect(await page.getByRole('menuitem', { name: /Switch account/ }).count()).toBe(0);
    await context.close();
  });

  it('shows a suspended account the persistent suspended toast on its pages', async () => {
    const staff = await devSignIn(quire.server.url, 'lena_fischer');
    const reader = await devSignIn(quire.server.url, 'samir_haddad');
    const id = (await graphqlAs(quire.server.url, reader, '{ viewer { id } }')).data.viewer.id as string;
    const suspended = await graphqlAs(quire.server.url, staff, 'mutation S($id: ID!) { setUserSuspended(userId: $id, suspended: true) }', { id });
    expect(suspended.data.setUserSuspended).toBe(true);
    const context = await quire.signedIn('samir_haddad', { viewport: { width: 1100, height: 900 } });
    const page = await quire.open(context, '/@samir_haddad');
    const toast = page.getByTestId('account-suspended-toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Your account was found in violation of the Rules.');
    await checkPage(page);
    await graphqlAs(quire.server.url, staff, 'mutation S($id: ID!) { setUserSuspended(userId: $id, suspended: false) }', { id });
    const again = await quire.open(context, '/');
    expect(await again.getByTestId('account-suspended-toast').count()).toBe(0);
    await context.close();
  });

  it("shows 'Verify your email…' on any page while a new address waits, and 'Resend email' sends the link again", async () => {
    const reader = await devSignIn(quire.server.url, 'lena_fischer');
    const address = 'lena.new.address@example.org';
    const changed = await graphqlAs(quire.server.url, reader, 'mutation($e: String!) { changeEmail(email: $e) { ok } }', { e: address });
    expect(changed.data.changeEmail.ok).toBe(true);
    const context = await quire.signedIn('lena_fischer', { viewport: { width: 1100, height: 900 } });
    const page = await quire.open(context, '/');
    const toast = page.getByTestId('verify-email-toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Verify your email to get full access to your account.');
    await checkPage(page);
    await toast.getByRole('button', { name: 'Resend email' }).click();
    await page.getByTestId('sent-verification-toast').waitFor();
    const outbox = await context.newPage();
    // The first link when the address was asked for, and the one Resend email sent (the mail job may still be running).
    await expect
      .poll(async () => {
        await outbox.goto(`${quire.server.url}/_/dev/outbox`);
        return outbox.locator('article').filter({ hasText: `To ${address}` }).count();
      })
      .toBe(2);
    await context.close();
  });
});
