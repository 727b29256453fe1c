// In Chromium: a reader who is not a member meets the paywall on a member-only story, chooses
// the yearly Member plan, pays with the sandbox's card (a declined card first, then the one that works)
// and reads the whole story. axe runs on every page visited.
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

describe('membership in Chromium (reader-experience §3, §4, §6, §9)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let reader: BrowserContext;

  beforeAll(async () => {
    reader = await quire.signedIn('samir_haddad', { viewport: { width: 1280, height: 900 } });
  });

  it('meets the paywall, buys the yearly Member plan with the sandbox card, and reads the story', async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/');
    // A member-only story by someone else.
    const locked = page.locator('main article').filter({ has: page.getByText('Member-only story') }).filter({ hasNot: page.getByText('Samir Haddad') }).first();
    const href = (await locked.locator('a.post-card__link').getAttribute('href'))!;
    await quire.visit(page, href);
    const paywall = page.getByRole('complementary', { name: 'The author made this story available to Quire members only.' });
    await paywall.waitFor();
    expect(await paywall.textContent()).toContain('Get unlimited access to the best of Quire for less than $1/week.');
    const previewParagraphs = await page.locator('article.post .post-body p').count();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await paywall.getByRole('link', { name: 'Become a member' }).click();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/plans');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose your membership');
    expect(await page.locator('.plan-card__amount').allTextContents()).toEqual(['$50/year', '$150/year']);
    await page.getByRole('radio', { name: 'Monthly' }).check();
    expect(await page.locator('.plan-card__amount').allTextContents()).toEqual(['$5/month', '$15/month']);
    await page.getByRole('radio', { name: 'Yearly' }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Get Member' }).click();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/payment');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Become a Member');

    // Fields are checked before anything is sent.
    await page.getByRole('button', { name: 'Pay $50 and become a Member' }).click();
    expect(await page.getByText('Enter the card number.').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('number');
    // The sandbox's declined card.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiration date').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Postal code').fill('10115');
    await page.getByRole('button', { name: 'Pay $50 and become a Member' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Your card was declined.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The one that works: back on the story, all of it.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await Promise.all([page.waitForURL(quire.server.url + href), page.getByRole('button', { name: 'Pay $50 and become a Member' }).click()]);
    await hydrated(page);
    expect(await page.getByRole('complementary', { name: /members only/ }).count()).toBe(0);
    expect(await page.locator('article.post .post-body p').count()).toBeGreaterThan(previewParagraphs);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Buying again is refused with a way to the membership.
    await quire.visit(page, '/payment?membershipType=YEARLY');
    expect(await page.getByRole('note').textContent()).toContain('You already have a membership.');
    await page.close();
  });

  it('shows a visitor what membership is at /membership, and asks them to sign in before paying', async () => {
    const visitor = await quire.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await visitor.newPage();
    await quire.visit(page, '/membership');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Membership on Quire');
    expect(await page.locator('.plan-card__amount').allTextContents()).toEqual(['$50/year', '$150/year']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Get Friend' }).click();
    await page.waitForURL((url) => url.pathname === '/m/signin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/payment?membershipType=PREMIUM_YEARLY');
    await visitor.close();
  });
});
