// Issue 23 part B in Chromium: a reader gives a year of membership with the sandbox card, the dev outbox holds the
// recipient's e-mail with the code, another reader redeems it and is a Member; a second redemption gets
// ALREADY_USED; a member's cancel flow asks why and offers the discount. axe on every page; 390 px wide, no sideways
// scroll.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

const PHONE = { viewport: { width: 390, height: 844 } };

describe('gifts, redeeming and the cancel flow in Chromium (issue 23)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  const contexts: BrowserContext[] = [];
  const as = async (username: string) => {
    const context = await quire.signedIn(username, PHONE);
    contexts.push(context);
    return context.newPage();
  };
  const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  /** The code in the newest outbox e-mail to an address, once the mail sender has delivered it. */
  async function giftCodeMailedTo(address: string): Promise<string> {
    const page = await quire.browser.newPage();
    let code: string | null = null;
    await expect
      .poll(
        async () => {
          await page.goto(`${quire.server.url}/_/dev/outbox`);
          const article = page.locator('article').filter({ hasText: `To ${address}` }).first();
          if ((await article.count()) === 0) return null;
          code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await article.textContent()) ?? '')?.[0] ?? null;
          return code;
        },
        { timeout: 20_000 },
      )
      .not.toBeNull();
    await page.close();
    return code!;
  }

  it('buys a gift with the sandbox card; the outbox holds the code; another reader redeems it; a second gets ALREADY_USED', async () => {
    const buyer = await as('samir_haddad');
    await quire.visit(buyer, '/gift');
    expect(await buyer.getByRole('heading', { level: 1 }).textContent()).toBe('Give Quire');
    expect(await fits(buyer)).toBe(true);
    expect(await seriousA11yViolations(buyer)).toEqual([]);
    await buyer.getByRole('link', { name: 'Give a membership' }).click();
    await hydrated(buyer);
    expect(new URL(buyer.url()).pathname).toBe('/gift-checkout');
    await buyer.getByLabel('Their e-mail').fill('gift.friend@example.com');
    await buyer.getByLabel('Their name').fill('Ada');
    await buyer.getByLabel('Your name').fill('Samir');
    await buyer.getByLabel('Message (optional)').fill('A year of good reading.');
    await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyer.getByLabel('Expiration date').fill('12/39');
    await buyer.getByLabel('Security code').fill('123');
    await buyer.getByLabel('Postal code').fill('10115');
    expect(await fits(buyer)).toBe(true);
    expect(await seriousA11yViolations(buyer)).toEqual([]);
    await buyer.getByRole('button', { name: 'Pay $50' }).click();
    await buyer.getByRole('heading', { name: 'Thank you!' }).waitFor();
    const shown = (await buyer.locator('.gifts__codes code').textContent())!;
    expect(await seriousA11yViolations(buyer)).toEqual([]);

    const code = await giftCodeMailedTo('gift.friend@example.com');
    expect(code).toBe(shown);

    const redeemer = await as('theo_okafor');
    await quire.visit(redeemer, '/redeem');
    expect(await fits(redeemer)).toBe(true);
    expect(await seriousA11yViolations(redeemer)).toEqual([]);
    await redeemer.getByLabel('Gift code').fill(code.toLowerCase());
    await redeemer.getByRole('button', { name: 'Redeem' }).click();
    await expect.poll(() => redeemer.locator('.gifts__redeem [role=status]').textContent()).toMatch(/^You are a Quire member until .+\. Enjoy your gift!$/);
    expect(await seriousA11yViolations(redeemer)).toEqual([]);
    await quire.visit(redeemer, '/me/settings/membership');
    expect(await redeemer.locator('#membership').textContent()).toContain('Member');
    expect(await redeemer.locator('#redeemGiftMembership').count()).toBe(1);

    const second = await as('lena_fischer');
    await quire.visit(second, '/redeem-gift');
    await second.getByLabel('Gift code').fill(code);
    await second.getByRole('button', { name: 'Redeem' }).click();
    await expect.poll(() => second.locator('.gifts__redeem [role=alert]').textContent()).toBe('This gift code has already been used.');
    expect(await seriousA11yViolations(second)).toEqual([]);
  });

  it('asks a member why they cancel and offers the discount', async () => {
    const member = await as('nora_member');
    await quire.visit(member, '/me/membership/cancel');
    expect(await member.getByRole('heading', { level: 1 }).textContent()).toBe('Cancel your membership');
    expect(await fits(member)).toBe(true);
    expect(await seriousA11yViolations(member)).toEqual([]);
    await member.getByLabel('It costs too much').check();
    await member.getByRole('button', { name: 'Continue' }).click();
    const offer = member.getByRole('region', { name: 'Before you go' });
    await offer.waitFor();
    expect(await offer.getByRole('heading').textContent()).toBe('Before you go: 50% off for a year');
    expect(await seriousA11yViolations(member)).toEqual([]);
    await offer.getByRole('button', { name: 'Take 50% off' }).click();
    await member.getByRole('heading', { name: 'Your discount is on' }).waitFor();
    expect(await fits(member)).toBe(true);
  });

  it('shows the first-year discount at 25, crossout 50, saved 25', async () => {
    const page = await as('maya_chen');
    await quire.visit(page, '/discount');
    expect(await page.locator('.plan-card__price').textContent()).toMatch(/\$25 for the first year.*\$50.*Save \$25/);
    expect(await fits(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows a member a printable receipt from the billing history; another reader gets 404', async () => {
    const member = await as('felix_friend');
    await quire.visit(member, '/me/settings/membership');
    const receipt = member.getByRole('link', { name: /^Receipt for / }).first();
    const href = (await receipt.getAttribute('href'))!;
    await receipt.click();
    await hydrated(member);
    expect(await member.getByRole('heading', { level: 1 }).textContent()).toBe('Receipt from Quire');
    expect(await member.getByRole('button', { name: 'Print' }).count()).toBe(1);
    expect(await fits(member)).toBe(true);
    expect(await seriousA11yViolations(member)).toEqual([]);
    // Printing shows the receipt alone.
    await member.emulateMedia({ media: 'print' });
    expect(await member.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await member.emulateMedia({ media: 'screen' });
    const other = await as('maya_chen');
    expect((await quire.visit(other, href))?.status()).toBe(404);
  });

  it('lets a reader apply for author verification on the landing page', async () => {
    const reader = await as('maya_chen');
    await quire.visit(reader, '/verified-authors');
    expect(await reader.getByRole('heading', { level: 1 }).textContent()).toBe('Verified authors');
    expect(await fits(reader)).toBe(true);
    expect(await seriousA11yViolations(reader)).toEqual([]);
    await reader.getByLabel('Your books (titles, publishers, links)').fill('Salt Roads (Tidewater Books, 2024)');
    await reader.getByRole('button', { name: 'Apply for author verification' }).click();
    await expect.poll(() => reader.locator('main [role=status]').first().textContent()).toBe('Thank you: staff will review your request and reply by e-mail.');
    expect(await seriousA11yViolations(reader)).toEqual([]);
  });
});
