// Issue 18, no dead ends: every link in the top bar, the sidebar, the avatar menu and the footer, for a visitor
// and a signed-in reader, at 1280 and 390 px, answers a real page or a redirect — a page other issues have not
// built yet answers 501 in the site's layout (title, lang), never bare text — and the pages built here (Help,
// About, Privacy, Terms, Rules, Status) pass axe and never scroll sideways at 390 px. The links are fetched with
// the context's own request (its cookies), so only the pages built here are opened in the browser.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, seriousA11yViolations } from './harness.ts';

const WIDTHS = [1280, 390] as const;
const BUILT_HERE = ['/help', '/about', '/privacy', '/terms', '/rules', '/status'];

/** The hrefs of the chrome on the page: top bar, 'Open in app', sidebar, avatar menu (opened) and footer. */
async function chromeHrefs(page: Page): Promise<string[]> {
  const account = page.getByRole('button', { name: /^Your account/ });
  if ((await account.count()) > 0 && (await account.isVisible())) {
    await account.click();
    await page.getByRole('menu', { name: 'Your account' }).waitFor();
  }
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('.open-in-app a, header.top-bar a, #sidebar a, [role="menu"] a, footer a')].map((a) => a.getAttribute('href') ?? ''),
  );
  if ((await account.count()) > 0 && (await page.getByRole('menu', { name: 'Your account' }).count()) > 0) await page.keyboard.press('Escape');
  return hrefs;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('no dead ends in Chromium (issue 18)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
  });

  for (const who of ['a visitor', 'a signed-in reader'] as const) {
    describe(who, () => {
      let context: BrowserContext;
      beforeAll(async () => {
        context = who === 'a visitor' ? await quire.browser.newContext() : await quire.signedIn('maya_chen');
        contexts.push(context);
      });

      for (const width of WIDTHS) {
        it(`finds a page or a redirect behind every link of the chrome at ${width}px`, async () => {
          const page = await context.newPage();
          await page.setViewportSize({ width, height: 900 });
          await quire.visit(page, '/');
          expect(await noSidewaysScroll(page)).toBe(true);
          const hrefs = [...new Set(await chromeHrefs(page))];
          await page.close();
          // The footer's built-in pages are there on a fresh install, and the search button below 728 px.
          expect(hrefs).toEqual(expect.arrayContaining(BUILT_HERE));
          if (width < 728) expect(hrefs).toContain('/search');
          const local = hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//'));
          // Signing out is a navigation that ends the session: it is a redirect, checked last. 'Add another account'
          // (/m/account/…) steps the session aside: it is a redirect too, followed in a browser of its own.
          const signOut = local.filter((h) => h.startsWith('/m/signout/'));
          for (const href of local.filter((h) => h.startsWith('/m/account/'))) {
            const aside = await quire.signedIn('maya_chen');
            contexts.push(aside);
            expect([302, 303], href).toContain((await aside.request.get(quire.server.url + href, { maxRedirects: 0 })).status());
          }
          for (const href of [...local.filter((h) => !signOut.includes(h) && !h.startsWith('/m/account/')), ...signOut]) {
            const response = await context.request.get(quire.server.url + href, { maxRedirects: 0 });
            const status = response.status();
            expect([200, 301, 302, 501], `${href} answered ${status}`).toContain(status);
            // The footer's hidden sitemap link (platform-reference §2.1) is a document for crawlers, not a page.
            if (href.startsWith('/sitemap/')) {
              expect(response.headers()['content-type'], href).toContain('application/xml');
            } else if (status === 200 || status === 501) {
              expect(response.headers()['content-type'], href).toContain('text/html');
              const html = await response.text();
              expect(html, href).toMatch(/^<!doctype html><html lang="en">/);
              expect(html, href).toMatch(/<title>[^<]+<\/title>/);
            }
          }
        });
      }
    });
  }

  it('shows the built-in pages in the layout, with axe clean and no sideways scroll at 390 px', async () => {
    const context = await quire.browser.newContext({ viewport: { width: 390, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    for (const path of BUILT_HERE) {
      const response = await quire.visit(page, path);
      expect(response?.status(), path).toBe(200);
      expect(await page.getByRole('banner').count(), path).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      expect(await noSidewaysScroll(page), path).toBe(true);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
    // The Status page says what it found; the server of this suite keeps mail in the outbox.
    await quire.visit(page, '/status');
    expect(await page.getByText('E-mail: needs attention').isVisible()).toBe(true);
    expect(await page.getByText('Database: working').isVisible()).toBe(true);
    // The search button opens the search page.
    await page.getByRole('link', { name: 'Search' }).click();
    await page.waitForURL(/\/search$/);
  });

  it('keeps the membership settings within 390 px, and the membership pages\' logo leads to Membership settings', async () => {
    const context = await quire.signedIn('nora_member', { viewport: { width: 390, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await quire.visit(page, '/me/settings/membership');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await quire.visit(page, '/plans');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await page.locator('a.wordmark').first().getAttribute('href')).toBe('/me/settings/membership');
    // Every claim of the plans is true of this build: nothing about listening or reading offline.
    expect(await page.getByText(/listen|offline/i).count()).toBe(0);
  });

  it('offers e-mail (and a passkey, where the browser has WebAuthn) in the sign-in modal of a fresh install, its consent line linking Terms and Privacy', async () => {
    const context = await quire.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await quire.visit(page, '/help');
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // No social provider is set up on a fresh install: only the ways that need none (issue 21's passkeys among them).
    expect(await dialog.getByRole('button', { name: /^Sign in with / }).allTextContents()).toEqual(['Sign in with email', 'Sign in with a passkey']);
    expect(await dialog.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(await dialog.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });
});
