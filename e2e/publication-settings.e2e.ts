// In Chromium (issue 22 part B): a publication's owner sets its header colour (a bad one is refused with the spec's
// message) and adds a navigation tab, and both show on its homepage — to the owner and, purged from the page cache,
// to a logged-out reader; the owner writes a subpage; then a reader visits about, latest, the archive (a month),
// all, followers, write-for-us and the subpage; the owner asks for a custom domain (pending, never live) and opens
// /design. Every page visited passes axe and scrolls no sideways at 390 px.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, seriousA11yViolations } from './harness.ts';

const PHONE = { viewport: { width: 390, height: 844 } };

describe("a publication's settings and pages in Chromium (issue 22, reader-experience §2.6)", () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let owner: BrowserContext;

  beforeAll(async () => {
    // Lena Fischer runs Better Systems in the demo corpus.
    owner = await quire.signedIn('lena_fischer', PHONE);
  });
  afterAll(async () => {
    await owner?.close();
  });

  /** axe finds nothing serious and nothing runs off the side of a 390 px screen. */
  const checkPage = async (page: Page, what: string) => {
    expect(await seriousA11yViolations(page), what).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), what).toBe(true);
  };

  it('sets the header colour and adds a navigation tab, and the homepage shows both', async () => {
    const page = await owner.newPage();
    // A logged-out reader's copy of the homepage is in the page cache before the change.
    const anon = await quire.browser.newContext(PHONE);
    const reader = await anon.newPage();
    await quire.visit(reader, '/better-systems');
    await quire.visit(reader, '/better-systems');

    await quire.visit(page, '/better-systems/settings');
    await checkPage(page, 'Info & Homepage');
    const colour = page.getByLabel('Header colour (hex like #1a8917, or rgb/rgba)');
    await colour.fill('blue-ish');
    await page.getByRole('button', { name: 'Save info' }).click();
    await page.getByRole('alert').getByText('Unrecognized or invalid color string').waitFor();
    await colour.fill('#7a1f5c');
    await page.getByRole('button', { name: 'Save info' }).click();
    await page.getByRole('status').getByText('Saved. The publication’s pages show it now.').waitFor();

    await quire.visit(page, '/better-systems/settings/navigation');
    await checkPage(page, 'Navigation');
    const before = await page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Remove tab/ }) }).count();
    await page.getByRole('button', { name: 'Add a tab' }).click();
    const n = before + 1;
    await page.getByLabel(`Title of tab ${n}`, { exact: true }).fill('Hot this week');
    await page.getByLabel(`Tab ${n} points to`).selectOption('TRENDING');
    // Keyboard-accessible order: move the new tab to the front.
    for (let i = 0; i < before; i++) await page.getByRole('button', { name: `Move up tab ${n - i}`, exact: true }).click();
    await page.getByRole('button', { name: 'Save navigation' }).click();
    await page.getByRole('status').getByText('Saved. The publication’s pages show the tabs now.').waitFor();

    for (const [who, p] of [['owner', page], ['logged-out reader', reader]] as const) {
      await quire.visit(p, '/better-systems');
      const nav = p.getByRole('navigation', { name: 'Better Systems sections' });
      expect(await nav.getByRole('link').first().textContent(), who).toBe('Hot this week');
      expect(await nav.getByRole('link', { name: 'Hot this week' }).getAttribute('href'), who).toBe('/better-systems/trending');
      expect(await p.locator('.publication-header').evaluate((h) => getComputedStyle(h).backgroundColor), who).toBe('rgb(122, 31, 92)');
      await checkPage(p, `homepage (${who})`);
    }
    await anon.close();
    await page.close();
  });

  it('asks for a custom domain, shown as pending with its DNS record, never as live; /design is the Info & Homepage form', async () => {
    const page = await owner.newPage();
    await quire.visit(page, '/better-systems/settings/custom-domain');
    await checkPage(page, 'Custom domain');
    await page.getByText('Better Systems has no live custom domain.').waitFor();
    const field = page.getByLabel('Domain (like blog.example.com)');
    await field.fill('https://systems.example.org/');
    await page.getByRole('button', { name: 'Set domain' }).click();
    await page.getByRole('alert').getByText('Enter the domain alone, like blog.example.com — no https://, path or port.').waitFor();
    await field.fill('systems.example.org');
    await page.getByRole('button', { name: 'Set domain' }).click();
    await page.getByRole('status').getByText('Saved. The domain is pending until it is connected.').waitFor();
    await page.getByText('is not live yet').waitFor();
    const record = page.getByRole('table', { name: 'The DNS record for systems.example.org' });
    expect(await record.getByRole('cell').allTextContents()).toEqual(['CNAME', 'systems.example.org', 'localhost']);
    expect(await page.getByText(/^Live:/).count()).toBe(0);
    await checkPage(page, 'Custom domain (pending)');
    // After a reload the server says the same.
    await quire.visit(page, '/better-systems/settings/custom-domain');
    await page.getByText('is not live yet').waitFor();
    await page.getByRole('button', { name: 'Remove the pending domain' }).click();
    await page.getByRole('status').getByText('Removed the pending domain.').waitFor();

    await quire.visit(page, '/better-systems/design');
    expect(await page.getByRole('link', { name: 'Info & Homepage' }).getAttribute('aria-current')).toBe('page');
    await page.getByLabel('Header colour (hex like #1a8917, or rgb/rgba)').waitFor();
    await checkPage(page, 'Design');
    await page.close();
  });

  it('writes a subpage that readers open at /{publication}/subpage/{slug}', async () => {
    const page = await owner.newPage();
    await quire.visit(page, '/better-systems/settings/subpages/new');
    await checkPage(page, 'New subpage');
    await page.getByLabel('Title', { exact: true }).fill('How we edit');
    await page.getByLabel(/^Text/).fill('# Our process\n\nEvery draft gets two readings.\n\n- A structural edit\n- A line edit');
    await Promise.all([page.waitForURL('**/better-systems/subpage/how-we-edit'), page.getByRole('button', { name: 'Publish subpage' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'How we edit' }).waitFor();
    await page.getByRole('heading', { name: 'Our process' }).waitFor();
    await checkPage(page, 'subpage');
    await page.close();
  });

  it('serves about, latest, the archive of a month, all, followers and write-for-us to a reader on a phone', async () => {
    const context = await quire.browser.newContext(PHONE);
    const page = await context.newPage();
    await quire.visit(page, '/better-systems/about');
    await page.getByRole('heading', { level: 1, name: 'About Better Systems' }).waitFor();
    await checkPage(page, 'about');

    await quire.visit(page, '/better-systems/latest');
    expect(await page.getByRole('list', { name: 'Latest stories in Better Systems' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await checkPage(page, 'latest');

    await quire.visit(page, '/better-systems/archive');
    await checkPage(page, 'archive');
    const month = page.getByRole('list', { name: /^Months of / }).first().getByRole('link').first();
    const monthName = (await month.textContent()) ?? '';
    await Promise.all([page.waitForURL(/\/better-systems\/archive\/\d{4}\/\d{2}$/), month.click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(monthName);
    expect(await page.getByRole('list', { name: /^Stories of / }).getByRole('listitem').count()).toBeGreaterThan(0);
    await checkPage(page, 'archive month');

    await quire.visit(page, '/better-systems/all?orderBy=earliest');
    expect(await page.getByRole('link', { name: 'Earliest' }).getAttribute('aria-current')).toBe('page');
    await checkPage(page, 'all');

    await quire.visit(page, '/better-systems/followers');
    await page.getByRole('heading', { level: 1, name: /Followers?$/ }).waitFor();
    await checkPage(page, 'followers');

    await quire.visit(page, '/better-systems/write-for-us');
    expect(await page.getByRole('link', { name: 'Write a story to submit' }).getAttribute('href')).toBe('/new-story');
    await checkPage(page, 'write-for-us');

    await quire.visit(page, '/better-systems/subpage/how-we-edit');
    await page.getByRole('heading', { level: 1, name: 'How we edit' }).waitFor();
    await checkPage(page, 'subpage (reader)');
    await context.close();
  });
});
