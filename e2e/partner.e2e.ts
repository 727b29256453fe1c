// In Chromium (issue 23 part C, the Partner Program): the demo writer's dashboard at first start — last month closed
// from the demo members' payments and reading (seed/demo-partner.ts, through the real close), her earnings per story
// summing to the month's credit in the ledger to the cent, a member's refunded payment as a DEBIT, and the sandbox
// payout (what was left) shown as Paid; enrolment, payout
// settings and the Stripe pages answer truthfully; a reader who is not enrolled is told what is missing. axe runs on
// every page visited; at 390 px nothing scrolls sideways.
// The month-close with fresh reading is covered through the fetch handler (adapters/server/partner.test.ts) and in
// Chromium by e2e/partner-month.e2e.ts, which reads in this month and closes it on a server restarted with
// QUIRE_TEST_CLOCK in the next.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumSuite, seriousA11yViolations } from './harness.ts';

const WRITER = 'maya_chen';
const READER = 'theo_okafor';
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

describe('the Partner Program in Chromium', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it("shows the demo writer's earnings per story, a ledger that adds up to the cent, and a payout the sandbox Paid", async () => {
    const writer = await quire.signedIn(WRITER, { viewport: { width: 1280, height: 900 } });
    const earnings = await quire.open(writer, '/me/partner/dashboard/earnings');
    expect(await earnings.getByRole('heading', { level: 1 }).textContent()).toBe('Partner Program dashboard');
    const table = earnings.locator('table.partner__table').first();
    const caption = (await table.locator('caption').textContent()) ?? '';
    const month = caption.slice(0, 7);
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    const amounts = (await table.locator('td[data-testid="earned"]').allTextContents()).map(cents);
    expect(amounts.length).toBeGreaterThan(0);
    const total = amounts.reduce((s, a) => s + a, 0);
    expect(cents(caption.slice(8))).toBe(total);
    expect(await earnings.getByTestId('balance-USD').textContent()).toBe('$0.00');
    expect(await seriousA11yViolations(earnings)).toEqual([]);

    const ledger = await quire.open(writer, '/me/partner/dashboard/ledger');
    const rows = ledger.locator('table.partner__table tbody tr');
    const credit = rows.filter({ hasText: `Earnings for ${month}` });
    expect(cents(await credit.locator('td').nth(3).textContent())).toBe(total);
    expect(await rows.filter({ hasText: 'TRANSFER' }).count()).toBe(1);
    // A demo member's payment refunded after the close: its DEBIT, and the payout was what was left.
    const debit = rows.filter({ hasText: 'DEBIT' });
    expect(await debit.count()).toBe(1);
    expect(await debit.textContent()).toContain(`A member’s payment for ${month} was refunded`);
    const debited = cents(await debit.locator('td').nth(3).textContent());
    expect(debited).toBeGreaterThan(0);
    expect(cents(await rows.filter({ hasText: 'TRANSFER' }).locator('td').nth(3).textContent())).toBe(total - debited);
    expect(await seriousA11yViolations(ledger)).toEqual([]);

    const payouts = await quire.open(writer, '/me/partner/dashboard/payouts');
    expect(await payouts.getByRole('link', { name: 'Payouts' }).getAttribute('aria-current')).toBe('page');
    const paid = payouts.locator('td[data-status="PAID"]');
    expect(await paid.textContent()).toBe('Paid');
    expect(await seriousA11yViolations(payouts)).toEqual([]);
    // Enrolled writers find the dashboard in the avatar menu.
    await writer.close();
  });

  it('fits a 390 px screen on every Partner Program page, and tells a reader what is missing to join', async () => {
    const phone = await quire.signedIn(WRITER, { viewport: { width: 390, height: 844 } });
    for (const path of ['/me/partner/dashboard', '/me/partner/dashboard/ledger', '/me/partner/dashboard/payouts', '/me/settings/payout/setup', '/partner-program/stripe/finish', '/me/partner/unenroll']) {
      const page = await quire.open(phone, path);
      expect(await noSidewaysScroll(page), path).toBe(true);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      await page.close();
    }
    await phone.close();

    const reader = await quire.signedIn(READER, { viewport: { width: 390, height: 844 } });
    const terms = await quire.open(reader, '/me/partner/enroll/terms');
    const note = terms.getByRole('note');
    expect(await note.textContent()).toContain('Add your payout information to join the Partner Program.');
    expect(await terms.getByRole('button', { name: /Join the .* Partner Program/ }).isDisabled()).toBe(true);
    expect(await noSidewaysScroll(terms)).toBe(true);
    expect(await seriousA11yViolations(terms)).toEqual([]);
    await reader.close();
  });
});
