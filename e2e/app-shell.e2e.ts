// The chrome at 400, 800, 1000 and 1280 px for a logged-out visitor and a signed-in
// demo user (the development sign-in shortcut), a trailing-slash redirect, a dropped query parameter, the
// 404 screen, keyboard use of the avatar menu and the sidebar drawer, axe on every page, and screenshots
// of home at the four widths kept in artifacts/screenshots/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

const WIDTHS = [400, 800, 1000, 1280] as const;
const SHOTS = path.resolve(import.meta.dirname, '..', 'artifacts', 'screenshots');

describe('app shell in Chromium (reader-experience §2.1–§2.9)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let visitor: BrowserContext;
  let reader: BrowserContext;

  const open = async (context: BrowserContext, width: number, address: string): Promise<Page> => {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await quire.visit(page, address);
    return page;
  };
  const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    visitor = await quire.browser.newContext();
    reader = await quire.signedIn('maya_chen');
  });

  for (const width of WIDTHS) {
    it(`shows a logged-out visitor the right chrome at ${width}px`, async () => {
      const page = await open(visitor, width, '/');
      expect(await page.getByRole('link', { name: 'Get started' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Write' }).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      // No app address configured (QUIRE_APP_URL): no 'Open in app' to a page that is not there.
      expect(await visible(page, '.open-in-app')).toBe(false);
      // Below the medium width the search box gives way to the search button, for every reader.
      expect(await page.getByRole('link', { name: 'Search' }).isVisible()).toBe(width < 728);
      expect(await page.getByRole('complementary', { name: 'Recommended topics' }).isVisible()).toBe(width >= 904);
      expect((await page.locator('.top-bar').boundingBox())!.height).toBe(57);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `home-logged-out-${width}.png`) });
      // Anywhere but Home it says 'Sign up'.
      await page.goto(quire.server.url + '/mobile-verification');
      expect(await page.getByRole('link', { name: 'Sign up' }).isVisible()).toBe(true);
      await page.close();
    });

    it(`shows a signed-in reader the right chrome at ${width}px`, async () => {
      const page = await open(reader, width, '/');
      expect(await page.getByRole('link', { name: 'Get started' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Write' }).isVisible()).toBe(width >= 728);
      expect(await page.getByRole('link', { name: 'Search' }).isVisible()).toBe(width < 728);
      expect(await page.getByRole('link', { name: 'Notifications' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Your account' }).isVisible()).toBe(true);
      // The sidebar is fixed beside the page at xl and a closed drawer below it.
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(width >= 1080);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `home-signed-in-${width}.png`) });
      await page.close();
    });
  }

  it('opens the avatar menu by keyboard, moves with arrows, closes on Escape and returns focus', async () => {
    const page = await open(reader, 1000, '/');
    // The panel's code is not part of the page: it loads when focus (or the pointer) reaches the button.
    const panelLoads = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/AvatarMenuPanel-[^/]*\.js$/.test(e.name)).length);
    expect(await panelLoads()).toBe(0);
    const button = page.getByRole('button', { name: 'Your account' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Your account' });
    await menu.waitFor();
    expect(await panelLoads()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Write');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    // The menu's footer on a fresh install: the built-in About, Privacy and Terms, then More (Rules, Status).
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('More');
    for (const expected of ['Terms', 'Privacy', 'About']) {
      await page.keyboard.press('ArrowUp');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(expected);
    }
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Sign out/);
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Write');
    expect(await menu.getByRole('menuitem', { name: /Sign out/ }).textContent()).toMatch(/m•+@example\.com/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Your account');
    await page.close();
  });

  it('opens the sidebar drawer below xl as a modal: focus inside, Escape closes, focus back on the toggle', async () => {
    const page = await open(reader, 800, '/');
    const toggle = page.getByRole('button', { name: 'Navigation' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Main' });
    await drawer.waitFor();
    expect(await drawer.getByRole('link', { name: 'Library' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('#sidebar') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Navigation');
    await page.close();
  });

  it('remembers a closed sidebar on the largest screens', async () => {
    const page = await open(reader, 1280, '/');
    await page.getByRole('button', { name: 'Navigation' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Navigation' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await page.close();
  });

  it('redirects a trailing slash and drops a disallowed query parameter', async () => {
    const page = await visitor.newPage();
    await page.goto(quire.server.url + '/search/?q=ink&utm_source=mail');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search?q=ink');
    await page.close();
  });

  it('shows the 404 screen with status 404 and four staff picks', async () => {
    const page = await visitor.newPage();
    const response = await page.goto(quire.server.url + '/no/such/address/here');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Out of nothing, something.');
    expect(await page.locator('.staff-pick').count()).toBe(4);
    await hydrated(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows a page not built yet honestly, with 501, in its own layout', async () => {
    const page = await reader.newPage();
    const response = await page.goto(quire.server.url + '/mobile-verification');
    expect(response?.status()).toBe(501);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This page is not built yet');
    await hydrated(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('signs out through the avatar menu with the xsrf token', async () => {
    const context = await quire.signedIn('theo_okafor');
    const page = await quire.open(context, '/');
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('menuitem', { name: /Sign out/ }).click();
    await page.waitForURL(quire.server.url + '/');
    await hydrated(page);
    expect(await page.getByRole('link', { name: 'Get started' }).isVisible()).toBe(true);
    await context.close();
  });
});
