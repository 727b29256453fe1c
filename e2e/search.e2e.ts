// reader-experience §2.3, §2.5, §7 and platform-reference §7.5, in Chromium: the top bar's search box opens
// its predictive popover (loaded on first focus), typing shows the sections, Up and Down move through the
// results, Escape closes, Enter opens the search page with q; opening a result goes to it and its
// search.predictiveResultClicked event (and the click event) reach the server, counted in the operator view
// as a staff user. axe runs on every page visited, with the popover open too.
import type { APIRequestContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

type Summary = { eventCounts: { key: string; count: number }[] };

describe('search in Chromium (reader-experience §2.3, §2.5, §7; platform-reference §7.5)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true', QUIRE_STAFF_USERNAMES: 'lena_fischer' });
  let staff: APIRequestContext;

  beforeAll(async () => {
    staff = (await quire.signedIn('lena_fischer')).request;
  });

  const count = async (key: string) => {
    const response = await staff.get(`${quire.server.url}/_/admin/internal-status`, { headers: { accept: 'application/json' } });
    return ((await response.json()) as Summary).eventCounts.find((c) => c.key === key)?.count ?? 0;
  };
  it('types into the box, walks the popover with the keys, and opens the search page with Enter', async () => {
    const reader = await quire.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await quire.open(reader, '/');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.focus();
    // The empty query: Explore topics (and Recent Searches once there are some).
    await page.getByRole('listbox', { name: 'Search suggestions' }).waitFor();
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await box.pressSequentially('maya', { delay: 30 });
    const people = page.getByRole('group', { name: 'People' });
    await people.waitFor();
    expect(await people.getByRole('option').first().textContent()).toBe('Maya Chen');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const width = await page.locator('.search-popover').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(316);

    const activeOption = () => box.getAttribute('aria-activedescendant');
    await box.press('ArrowDown');
    await expect.poll(activeOption).toBe('search-option-0');
    expect(await page.locator('#search-option-0').getAttribute('aria-selected')).toBe('true');
    const options = await page.getByRole('option').count();
    await box.press('ArrowDown');
    await expect.poll(activeOption).toBe(`search-option-${Math.min(1, options - 1)}`);
    await box.press('ArrowUp');
    if (options > 1) await box.press('ArrowUp');
    await expect.poll(activeOption).toBeNull();
    await box.press('Escape');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    await Promise.all([page.waitForURL(/\/search\?q=maya$/), box.press('Enter')]);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Results for maya');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'People' }).click();
    await page.waitForURL(/\/search\/users\?q=maya$/);
    await hydrated(page);
    expect(await page.getByRole('link', { name: /Maya Chen/ }).first().getAttribute('href')).toBe('/@maya_chen');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // On the search page the top bar's box keeps the words searched for (issue 18).
    const again = page.getByRole('combobox', { name: 'Search' });
    expect(await again.inputValue()).toBe('maya');
    // The search is remembered: the emptied box offers it under Recent Searches.
    await again.focus();
    await again.fill('');
    await page.getByRole('group', { name: 'Recent Searches' }).getByRole('option', { name: 'maya' }).waitFor();
    await reader.close();
  }, 90_000);

  it('opens a clicked result, and its click events reach the server', async () => {
    const reader = await quire.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const before = { clicked: await count('search.predictiveResultClicked'), click: await count('search.click') };
    const page = await quire.open(reader, '/the-long-draft');
    await page.waitForFunction(() => window.__quireEvents !== undefined);
    const box = page.getByRole('combobox', { name: 'Search The Long Draft' });
    await box.focus();
    // On a publication's page the popover searches its stories only.
    const word = ((await page.locator('.post-card__title').first().textContent()) ?? '').split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    await box.pressSequentially(word, { delay: 20 });
    const stories = page.getByRole('group', { name: 'From this Publication' });
    await stories.waitFor();
    expect(await page.getByRole('group', { name: 'People' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A story opens at its short address, /p/{postId} (reader-experience §2.2 deep links).
    await Promise.all([page.waitForURL(/\/p\/[0-9a-f]+$/), stories.getByRole('option').first().click()]);
    await hydrated(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect.poll(() => count('search.click'), { timeout: 15_000 }).toBe(before.click + 1);
    // The analytics event left with the page (flushed on pagehide) or is flushed from here.
    await page.evaluate(() => window.__quireEvents?.flush());
    await expect.poll(() => count('search.predictiveResultClicked'), { timeout: 30_000, interval: 500 }).toBe(before.clicked + 1);
    await reader.close();
  }, 90_000);
});
