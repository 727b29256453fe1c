// Issue 23 in Chromium, on the sandbox: /me/settings/payment/update (ShowPaymentMethod) shows the card on file — the
// demo's expired card — and takes a new one: a declined card is refused with the sandbox's reason, a good one replaces
// it and the settings then show it. A reader with no membership is told so. axe on every state; 390 px wide, no
// sideways scroll.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumSuite, seriousA11yViolations } from './harness.ts';

const PHONE = { viewport: { width: 390, height: 844 } };

describe('updating the card on file at /me/settings/payment/update in Chromium (issue 23, reader-experience §3)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  const contexts: BrowserContext[] = [];
  const signedInAs = async (username: string) => {
    const context = await quire.signedIn(username, PHONE);
    contexts.push(context);
    return context.newPage();
  };
  const checkA11y = async (page: Page) => expect(await seriousA11yViolations(page)).toEqual([]);
  const fits = async (page: Page) => {
    const wider = await page.evaluate(() =>
      document.documentElement.scrollWidth <= window.innerWidth
        ? []
        : [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth).map((e) => `${e.tagName}.${e.className}`).slice(0, 5),
    );
    expect(wider).toEqual([]);
    return true;
  };
  const fill = async (page: Page, number: string) => {
    const form = page.getByRole('form', { name: 'New card' });
    await form.getByLabel('Card number').fill(number);
    await form.getByLabel('Expiration date').fill('12/39');
    await form.getByLabel('Security code').fill('123');
    await form.getByLabel('Postal code').fill('10115');
    await form.getByRole('button', { name: 'Update payment method' }).click();
  };

  it('replaces an expired card: a declined one is refused, a good one shows on the page and in the settings', async () => {
    const page = await signedInAs('eli_expired_card');
    await quire.visit(page, '/me/settings/payment/update');
    await page.getByRole('heading', { level: 1, name: 'Update your payment method' }).waitFor();
    expect(await page.getByTestId('payment-summary').textContent()).toMatch(/^Ending in 4242 \(Expired \d{2}\/\d{4}\)$/);
    await page.getByRole('form', { name: 'New card' }).waitFor();
    expect(await fits(page)).toBe(true);
    await checkA11y(page);

    await fill(page, '4000 0000 0000 0002');
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    await checkA11y(page);

    await fill(page, '5555 5555 5555 4444');
    await page.getByRole('status').getByText('Your payment method is updated.').waitFor();
    await expect.poll(() => page.getByTestId('payment-summary').textContent()).toMatch(/4444/);
    expect(await fits(page)).toBe(true);
    await checkA11y(page);

    await quire.visit(page, '/me/settings/membership#payment');
    expect(await page.getByTestId('payment-summary').textContent()).toMatch(/4444/);
  });

  it('tells a reader without a membership that they have none, with the way to the plans', async () => {
    const page = await signedInAs('samir_haddad');
    await quire.visit(page, '/me/settings/payment/update');
    await page.getByRole('heading', { level: 1, name: 'Update your payment method' }).waitFor();
    expect(await page.getByRole('link', { name: /member/i }).count()).toBeGreaterThan(0);
    expect(await fits(page)).toBe(true);
    await checkA11y(page);
  });
});
