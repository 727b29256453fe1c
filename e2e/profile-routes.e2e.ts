// In Chromium (the profile's remaining addresses): at first start the demo writer's profile has its tabs and her
// Top writer line; her Recommended, Responses, Series and awards pages are populated from the demo corpus, and the
// tabs move between them by pointer and keyboard (the Responses' 'Show more': ui/profile/ProfileTabPages.test.tsx). /latest, /feed,
// /u/{id}, /edit and /me/applications land where they should; /me/series shows her series by tab. axe runs on every
// page and nothing scrolls sideways at 390 px (checkPage).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, chromiumSuite, hydrated } from './harness.ts';

describe('the profile’s remaining addresses in Chromium', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  const WRITER = 'maya_chen';
  const tabs = (page: Page) => page.getByRole('navigation', { name: 'Maya Chen’s profile' });

  it("moves through the writer's tabs, each populated, and reaches her awards from the profile", async () => {
    const visitor = await quire.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const profile = await quire.open(visitor, `/@${WRITER}`);
    expect(await tabs(profile).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await checkPage(profile);

    // Recommended: the stories she clapped for, as cards.
    await Promise.all([profile.waitForURL(`**/@${WRITER}/has-recommended`), tabs(profile).getByRole('link', { name: 'Recommended' }).click()]);
    await hydrated(profile);
    expect(await profile.getByRole('heading', { level: 1 }).textContent()).toBe('Maya Chen');
    expect(await profile.getByRole('heading', { level: 2, name: 'Recommended' }).isVisible()).toBe(true);
    expect(await profile.getByRole('list', { name: 'Stories Maya Chen recommends' }).getByRole('article').count()).toBeGreaterThan(0);
    expect(await profile.title()).toBe('Stories Maya Chen recommends – Quire');
    await checkPage(profile);

    // Responses, reached with the keyboard: each says which story it answers.
    const responsesTab = tabs(profile).getByRole('link', { name: 'Responses' });
    await responsesTab.focus();
    await Promise.all([profile.waitForURL(`**/@${WRITER}/responses`), profile.keyboard.press('Enter')]);
    await hydrated(profile);
    const responses = profile.getByRole('list', { name: 'Responses by Maya Chen' });
    expect(await responses.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await responses.getByRole('listitem').first().textContent()).toMatch(/^In response to /);
    await checkPage(profile);

    // Series: the demo series, linking to its page.
    await Promise.all([profile.waitForURL(`**/@${WRITER}/series`), tabs(profile).getByRole('link', { name: 'Series' }).click()]);
    await hydrated(profile);
    expect(await profile.getByRole('list', { name: 'Series by Maya Chen' }).getByRole('link', { name: 'Where it started' }).getAttribute('href')).toBe(
      '/s/where-it-started-de5e41e5a001',
    );
    await checkPage(profile);
    await visitor.close();

    // The profile's Top writer line leads to her awards, each a tag's Who to follow.
    const reader = await quire.browser.newContext({ viewport: { width: 390, height: 844 } });
    const own = await quire.open(reader, `/@${WRITER}`);
    const line = own.getByRole('link', { name: /^Top writer in / });
    await Promise.all([own.waitForURL(`**/@${WRITER}/awards/top-writer`), line.click()]);
    await hydrated(own);
    const awards = own.getByRole('list', { name: 'Maya Chen’s awards' });
    expect(await awards.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await awards.getByRole('link').first().getAttribute('href')).toMatch(/^\/tag\/[^/]+\/who-to-follow$/);
    await checkPage(own);
    await quire.visit(own, '/awards/top-writer');
    expect(await own.getByRole('heading', { level: 1 }).textContent()).toBe('Top writer');
    await checkPage(own);
    await reader.close();
  });

  it('lands the aliases where they belong, and shows the writer her series and where her applications are', async () => {
    const maya = await quire.signedIn(WRITER, { viewport: { width: 1280, height: 900 } });
    const page = await maya.newPage();
    for (const [path, landed] of [
      [`/@${WRITER}/latest`, `/@${WRITER}`],
      [`/@${WRITER}/follow-list`, `/@${WRITER}/following`],
      [`/@${WRITER}/edit`, '/me/settings/account'],
      ['/me/applications', '/me/settings/security'],
    ] as const) {
      await quire.visit(page, path);
      expect(new URL(page.url()).pathname, path).toBe(landed);
    }
    expect(new URL(page.url()).hash).toBe('#tokens');
    await quire.visit(page, `/@${WRITER}/edit`);
    expect(new URL(page.url()).hash).toBe('#profileInformation');
    expect(await page.locator('#profileInformation').isVisible()).toBe(true);

    // Your series: from Your stories, then its tabs.
    await quire.visit(page, '/me/stories/drafts');
    await Promise.all([page.waitForURL('**/me/series/public'), page.getByRole('link', { name: 'Your series', exact: true }).click()]);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your series');
    const seriesTabs = page.getByRole('navigation', { name: 'Your series tabs' });
    expect(await page.getByRole('list', { name: 'Your series' }).getByRole('link', { name: 'Where it started' }).isVisible()).toBe(true);
    await checkPage(page);
    await Promise.all([page.waitForURL('**/me/series/empty'), seriesTabs.getByRole('link', { name: /^Without stories/ }).click()]);
    await hydrated(page);
    expect(await seriesTabs.getByRole('link', { name: /^Without stories/ }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByText('Every one of your series has a story readers can read.').isVisible()).toBe(true);
    await checkPage(page);
    await maya.close();
  });
});
