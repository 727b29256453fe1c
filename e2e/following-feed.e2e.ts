// In Chromium: the demo reader opens the following feed from the sidebar, sees only the
// writers and publications she follows, switches tab and selection, unfollows from /me/following and undoes
// it from the toast, and unmutes from the mute settings a writer she muted on the profile. axe runs on every
// page visited.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

describe('the following feed, the following list and the mute settings in Chromium', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let reader: BrowserContext;

  beforeAll(async () => {
    reader = await quire.signedIn('lena_fischer', { viewport: { width: 1280, height: 900 } });
  });

  const trimmed = (texts: string[]) => texts.map((t) => t.trim());
  const sources = (page: Page, label: string) => page.getByRole('navigation', { name: label });

  it('opens the feed for one followed writer or publication from the sidebar, and marks it seen', async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/');
    const section = page.getByRole('navigation', { name: 'Main' }).getByRole('region', { name: 'Following' });
    const entry = section.locator('.sidebar__followed a').first();
    await entry.waitFor();
    const name = (await entry.locator('.sidebar__followed-name').textContent())!.trim();
    const href = (await entry.getAttribute('href'))!;
    const target = new URL(href, quire.server.url);
    expect(target.pathname).toMatch(/^\/me\/following-feed\/(writers|publications)$/);
    const selection = target.searchParams.get('selection')!;
    expect(selection).toMatch(/^[0-9a-z]+$/);
    await entry.click();
    await hydrated(page);
    expect(page.url()).toBe(target.toString());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Following: ${name}`);
    const kind = target.pathname.endsWith('writers') ? 'writers' : 'publications';
    const row = sources(page, kind === 'writers' ? 'Writers you follow' : 'Publications you follow');
    expect(trimmed(await row.locator('[aria-current="page"]').allTextContents())).toEqual([name]);
    // Every story is by that writer, or in that publication.
    const cards = page.locator('main article');
    if ((await cards.count()) > 0) {
      const by = trimmed(await cards.locator(kind === 'writers' ? '.post-card__writer' : '.post-card__collection a').allTextContents());
      expect(new Set(by)).toEqual(new Set([name]));
    }
    // The dot rule's store now holds the entity (reader-experience §4: opening the item stores the time).
    const seen = await page.evaluate(() => window.localStorage.getItem('quire:following-latest-seen'));
    expect(Object.keys(JSON.parse(seen ?? '{}'))).toContain(selection);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows only followed sources, switches tab and selection, and pages with Show more', async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/me/following-feed/writers');
    const tabs = page.getByRole('navigation', { name: 'Following feed' });
    expect(await tabs.getByRole('link', { name: 'Writers' }).getAttribute('aria-current')).toBe('page');
    const writersRow = sources(page, 'Writers you follow');
    expect(await writersRow.getByRole('link', { name: 'All writers' }).getAttribute('aria-current')).toBe('page');
    const followedWriters = new Set(trimmed(await writersRow.getByRole('link').allTextContents()));
    const writerNames = trimmed(await page.locator('main article .post-card__writer').allTextContents());
    expect(writerNames.length).toBeGreaterThan(0);
    expect(writerNames.every((w) => followedWriters.has(w))).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (await page.getByRole('button', { name: 'Show more' }).isVisible()) {
      const before = await page.locator('main article').count();
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(before);
      const more = trimmed(await page.locator('main article .post-card__writer').allTextContents());
      expect(more.every((w) => followedWriters.has(w))).toBe(true);
    }

    // The Publications tab: only stories in publications she follows.
    await tabs.getByRole('link', { name: 'Publications' }).click();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/me/following-feed/publications');
    expect(await page.getByRole('navigation', { name: 'Following feed' }).getByRole('link', { name: 'Publications' }).getAttribute('aria-current')).toBe('page');
    const publicationsRow = sources(page, 'Publications you follow');
    const followedPublications = new Set(trimmed(await publicationsRow.getByRole('link').allTextContents()));
    const inPublications = trimmed(await page.locator('main article .post-card__collection a').allTextContents());
    expect(inPublications.length).toBe(await page.locator('main article').count());
    expect(inPublications.every((p) => followedPublications.has(p))).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Choosing one publication narrows the feed to it; the keyboard reaches the row's links.
    const choice = publicationsRow.getByRole('link').nth(1);
    const chosen = (await choice.textContent())!.trim();
    await choice.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/selection=/);
    await hydrated(page);
    expect(trimmed(await sources(page, 'Publications you follow').locator('[aria-current="page"]').allTextContents())).toEqual([chosen]);
    const narrowed = trimmed(await page.locator('main article .post-card__collection a').allTextContents());
    expect(narrowed.every((p) => p === chosen)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('unfollows a writer from /me/following and undoes it from the toast', async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/me/following');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Following');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const writers = page.getByRole('list', { name: 'Writers you follow' });
    const first = writers.getByRole('listitem').first();
    const name = (await first.locator('.follow-list__name').textContent())!.trim();
    await first.getByRole('button', { name: `Following ${name}` }).click();
    await page.getByRole('status').getByText(`You unfollowed ${name}.`).waitFor();
    expect(await first.getByRole('button', { name: `Follow ${name}` }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').getByText(`You followed ${name}.`).waitFor();
    await expect.poll(() => first.getByRole('button', { name: `Following ${name}` }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await hydrated(page);
    expect(trimmed(await page.getByRole('list', { name: 'Writers you follow' }).locator('.follow-list__name').allTextContents())).toContain(name);
    expect(await page.getByRole('list', { name: 'Publications you follow' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('unmutes from the mute settings a writer muted on the profile', async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/@samir_haddad');
    await page.getByRole('button', { name: 'More options for Samir Haddad' }).click();
    await page.getByRole('menuitem', { name: 'Mute Samir Haddad' }).click();
    await page.getByRole('status').getByText('Samir Haddad is muted: their stories leave your feeds.').waitFor();

    await quire.visit(page, '/me/settings/mute');
    const tabs = page.getByRole('navigation', { name: 'Muted' });
    expect(await tabs.getByRole('link', { name: 'Writers' }).getAttribute('aria-current')).toBe('page');
    const muted = page.getByRole('list', { name: 'Muted writers' });
    expect(trimmed(await muted.locator('.follow-list__name').allTextContents())).toContain('Samir Haddad');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await muted.getByRole('button', { name: 'Unmute Samir Haddad' }).click();
    await page.getByRole('status').getByText('Samir Haddad has been unmuted.').waitFor();
    await page.reload();
    await hydrated(page);
    // Gone from the muted list (the sidebar, loading after the page, may still list him as followed).
    expect(await page.getByRole('main').getByText('Samir Haddad').count()).toBe(0);

    await page.getByRole('navigation', { name: 'Muted' }).getByRole('link', { name: 'Publications' }).click();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/me/settings/mute/publications');
    expect(await page.getByRole('navigation', { name: 'Muted' }).getByRole('link', { name: 'Publications' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('sends a signed-out visitor to sign in, and back', async () => {
    const context = await quire.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${quire.server.url}/me/following-feed/writers`);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/m/signin');
    expect(url.searchParams.get('redirect')).toBe('/me/following-feed/writers');
    await context.close();
  });
});
