// In Chromium: a publication's homepage. A demo reader follows a publication from its page (the
// count moves at once and after a reload), finds it in the sidebar's Following section with a dot, opens
// it from there and the dot goes; an owner works the 'Manage publication' menu by keyboard; the page
// holds up on a phone. axe runs on every page visited.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

describe("a publication's homepage in Chromium (reader-experience §2.6, §4)", () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let reader: BrowserContext;

  beforeAll(async () => {
    reader = await quire.signedIn('lena_fischer', { viewport: { width: 1280, height: 900 } });
  });

  const followers = async (page: Page) => Number(((await page.locator('.publication-actions__followers a').textContent()) ?? '').replace(/\D/g, ''));
  const sidebarFollowing = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('region', { name: 'Following' });
  /** The sidebar's entry for an entity, once the list has loaded after the page. */
  const sidebarEntry = async (page: Page, name: string) => {
    const section = sidebarFollowing(page);
    await section.locator('.sidebar__followed a').first().waitFor();
    return section.locator('.sidebar__followed-item').filter({ has: page.locator('.sidebar__followed-name', { hasText: name }) });
  };

  it('follows a publication from its page, then finds it in the sidebar with a dot that goes once it is opened', async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/the-margin');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The Margin');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The demo corpus has Lena following The Margin: start from not following it.
    const following = page.getByRole('button', { name: 'Following The Margin' });
    if (await following.isVisible()) {
      await following.click();
      await page.getByRole('status').getByText('You unfollowed The Margin.').waitFor();
      await page.reload();
      await hydrated(page);
    }
    expect(await (await sidebarEntry(page, 'The Margin')).count()).toBe(0);

    const before = await followers(page);
    // Hold the server's answer: the count must move before it comes (optimistically), then stay.
    let release!: () => void;
    const answer = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_/graphql', async (route) => {
      if (route.request().postData()?.includes('followCollection')) await answer;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Follow The Margin' }).click();
    await expect.poll(() => followers(page)).toBe(before + 1);
    expect(await page.getByRole('status').getByText('You followed The Margin.').count()).toBe(0);
    release();
    await page.getByRole('status').getByText('You followed The Margin.').waitFor();
    expect(await followers(page)).toBe(before + 1);
    await page.unrouteAll();
    await page.reload();
    await hydrated(page);
    expect(await followers(page)).toBe(before + 1);
    expect(await page.getByRole('button', { name: 'Following The Margin' }).getAttribute('aria-pressed')).toBe('true');

    // The Margin published most recently of all Lena follows' publications: it is in the sidebar's ten,
    // with a dot, since this browser has never opened it from there.
    await quire.visit(page, '/');
    const entry = await sidebarEntry(page, 'The Margin');
    await entry.waitFor();
    expect(await entry.locator('.sidebar__dot').count()).toBe(1);
    await Promise.all([page.waitForURL((url) => url.pathname !== '/'), entry.click()]);
    await hydrated(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await quire.visit(page, '/');
    const again = await sidebarEntry(page, 'The Margin');
    await again.waitFor();
    expect(await again.locator('.sidebar__dot').count()).toBe(0);
    // Entities not opened keep theirs.
    expect(await sidebarFollowing(page).locator('.sidebar__dot').count()).toBeGreaterThan(0);
    await page.close();
  });

  it("gives owners the 'Manage publication' menu, a WAI-ARIA menu button, and no Mute", async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/better-systems');
    expect(await page.getByRole('button', { name: 'More options for Better Systems' }).count()).toBe(0);
    const button = page.getByRole('button', { name: 'Manage publication' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Manage publication' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Write a story',
      'Stories',
      'Featured stories',
      'Newsletter',
      'Stats',
      'Followers',
      'Info & Homepage',
      'Navigation',
      'Subpages',
      'About',
      'People',
    ]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Write a story');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Stories');
    // Issue 22: every entry leads to a built page; Stories is the content manager, Stats the publication's stats page.
    expect(await menu.getByRole('menuitem', { name: 'Stories', exact: true }).getAttribute('href')).toBe('/better-systems/stories');
    expect(await menu.getByRole('menuitem', { name: 'Newsletter', exact: true }).getAttribute('href')).toBe('/better-systems/new-newsletter');
    expect(await menu.getByRole('menuitem', { name: 'Stats', exact: true }).getAttribute('href')).toBe('/better-systems/stats');
    expect(await menu.getByRole('menuitem', { name: 'People' }).getAttribute('href')).toBe('/better-systems/permissions');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Manage publication');

    // A reader who does not work on the publication has Follow and Mute, and no menu.
    await quire.visit(page, '/field-notes');
    expect(await page.getByRole('button', { name: 'Manage publication' }).count()).toBe(0);
    await page.getByRole('button', { name: 'More options for Field Notes' }).click();
    expect(await page.getByRole('menuitem', { name: 'Mute Field Notes' }).count()).toBe(1);
    await page.close();
  });

  it('shows the tabs with external links last in a new tab, and the sections, server-rendered and on a phone', async () => {
    const phone = await quire.browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const page = await phone.newPage();
    // Without JavaScript: everything a reader needs comes from the server.
    await page.goto(`${quire.server.url}/better-systems`);
    const nav = page.getByRole('navigation', { name: 'Better Systems sections' });
    const links = nav.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    const targets = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).target));
    // Every external link comes after every internal one.
    const firstExternal = targets.indexOf('_blank');
    if (firstExternal >= 0) expect(targets.slice(firstExternal).every((t) => t === '_blank')).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Featured' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Latest' }).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Latest' }).getByRole('listitem').count()).toBe(5);
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.close();

    // With JavaScript, Latest continues with Show more.
    const desk = await reader.newPage();
    await quire.visit(desk, '/better-systems');
    const latest = desk.getByRole('list', { name: 'Latest' });
    await desk.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => latest.getByRole('listitem').count()).toBe(10);
    expect(await seriousA11yViolations(desk)).toEqual([]);

    // A tag section's 'See all' opens the publication's stories under that tag.
    const seeAll = desk.getByRole('main').getByRole('link', { name: 'See all' }).first();
    const sectionTitle = (await desk.locator(`#${await seeAll.getAttribute('aria-describedby')}`).textContent())!.trim();
    await seeAll.click();
    await desk.waitForURL(/\/better-systems\/tagged\//);
    await hydrated(desk);
    expect(await desk.locator('.tag__kicker a').textContent()).toBe('Better Systems');
    expect((await desk.locator('h1').textContent())!.trim()).toBe(sectionTitle);
    expect(await desk.locator('main article').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(desk)).toEqual([]);
    await desk.close();
  });
});
