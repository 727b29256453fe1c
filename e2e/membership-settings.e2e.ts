// In Chromium, with the demo membership accounts: the expired-card banner on Home and not on a
// profile; a cancelled member reactivating from the banner's modal, the settings then showing the renewal;
// a Member switching to Friend in the settings and seeing the scheduled switch. axe on every page visited.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

describe('membership settings, banners and the reactivation modal in Chromium (reader-experience §2.11, §4)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  const contexts: BrowserContext[] = [];

  const signedInAs = async (username: string) => {
    const context = await quire.signedIn(username, { viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };
  const bannerAnswer = (page: Page) =>
    page.waitForResponse((r) => r.url().includes('/_/graphql') && (r.request().postData() ?? '').includes('UseReactivateMembershipUpsellQuery'));
  const checkA11y = async (page: Page) => expect(await seriousA11yViolations(page)).toEqual([]);

  it("shows the expired-card account 'Your payment method has expired.' on Home, and not on a profile", async () => {
    const page = await signedInAs('eli_expired_card');
    const answered = bannerAnswer(page);
    await quire.visit(page, '/');
    await answered;
    const banner = page.locator('.top-banner');
    await banner.getByText('Your payment method has expired.').waitFor();
    expect(await banner.getByRole('link', { name: 'Update to keep your membership' }).getAttribute('href')).toBe('/me/settings/membership#payment');
    await checkA11y(page);

    const onProfile = bannerAnswer(page);
    await quire.visit(page, '/@maya_chen');
    await onProfile;
    // The answer is in; two animation frames later React has committed and painted whatever it renders for it.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    expect(await page.getByText('Your payment method has expired.').count()).toBe(0);
    await checkA11y(page);

    // The banner's link leads to the payment section of the settings.
    await quire.visit(page, '/me/settings/membership#payment');
    expect(await page.getByTestId('payment-summary').textContent()).toMatch(/^Ending in 4242 \(Expired \d{2}\/\d{4}\)$/);
    await checkA11y(page);
  });

  it('reactivates the cancelled account from its banner’s modal; the settings then show the renewal', async () => {
    const page = await signedInAs('clara_cancelled');
    await quire.visit(page, '/');
    const link = page.locator('.top-banner').getByRole('link', { name: 'Reactivate membership' });
    await link.waitFor();
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Reactivate your Membership' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Reactivate my membership' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await checkA11y(page);
    // Escape closes it and the hash goes; the link opens it again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');
    await link.click();
    await dialog.waitFor();
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await Promise.all([page.waitForEvent('load'), confirm.click()]);
    await hydrated(page);
    expect(new URL(page.url()).hash).toBe('');

    await quire.visit(page, '/me/settings/membership');
    expect(await page.getByTestId('membership-period').textContent()).toMatch(/^Your next payment of \$50 is on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    expect(await page.getByRole('button', { name: 'Cancel membership' }).count()).toBe(1);
    await checkA11y(page);
  });

  it('lets a Member switch to Friend in the settings and shows the scheduled switch, also after a reload', async () => {
    const page = await signedInAs('nora_member');
    await quire.visit(page, '/me/settings/membership');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.getByRole('radio', { name: /Friend, monthly/ }).check();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Switch plan' }).click();
    const scheduled = page.getByTestId('membership-switch');
    await scheduled.waitFor();
    expect(await scheduled.textContent()).toMatch(/^Your plan changes to Friend, monthly \(\$15\/month\) on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    await quire.visit(page, '/me/settings/membership');
    expect(await page.getByTestId('membership-switch').textContent()).toMatch(/^Your plan changes to Friend, monthly/);

    // The manage-membership page says the same.
    await quire.visit(page, '/manage-membership');
    expect(await page.getByText(/Your plan changes to Friend, monthly/).count()).toBe(1);
    await checkA11y(page);
  });
});
