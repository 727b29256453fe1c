// In Chromium (the reader pages built from 501; migration 0051): at first start a tag's Recommended and Who to follow
// are populated from the demo corpus (Follow on a writer works there), /topics lands on every topic, the demo writer's
// series reads in her order, and her books page lists her books — she adds one and removes it, a reader sees no form.
// axe runs on every page visited; at 390 px nothing scrolls sideways.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumSuite, seriousA11yViolations } from './harness.ts';

describe('reader pages in Chromium', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  /** A tag of the demo corpus (adapters/postgres/seed/corpus.ts), with stories by several writers. */
  const tag = 'software-engineering';

  it("shows a tag's Recommended and Who to follow with the tag's tabs, and follows a writer from there", async () => {
    const reader = await quire.signedIn('theo_okafor', { viewport: { width: 1280, height: 900 } });
    // /topics: where topics live now.
    const topics = await quire.open(reader, '/topics');
    expect(new URL(topics.url()).pathname).toBe('/explore-topics');
    await topics.close();

    const recommended = await quire.open(reader, `/tag/${tag}/recommended`);
    expect(await recommended.getByRole('link', { name: 'Recommended' }).getAttribute('aria-current')).toBe('page');
    expect(await recommended.getByRole('heading', { level: 2, name: /^Recommended in / }).isVisible()).toBe(true);
    const claps = (await recommended.locator('.feed .card-claps').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('aria-label')?.replace(/\D/g, '') || 0))));
    expect(claps.length).toBeGreaterThan(0);
    expect(claps).toEqual([...claps].sort((a, b) => b - a));
    expect(await seriousA11yViolations(recommended)).toEqual([]);

    await recommended.getByRole('link', { name: 'Who to follow' }).click();
    await recommended.waitForURL(`**/tag/${tag}/who-to-follow`);
    await recommended.locator('html[data-hydrated="true"]').waitFor();
    const writers = recommended.getByRole('list', { name: /^Writers in / });
    expect(await writers.locator('li').count()).toBeGreaterThan(0);
    // A writer the reader does not follow yet: Follow, then the button says Following and the profile agrees.
    const entry = writers.locator('li:has(button[aria-pressed="false"])').first();
    const name = ((await entry.locator('.who-to-follow__name').textContent()) ?? '').trim();
    const profileHref = (await entry.locator('a.who-to-follow__link').getAttribute('href')) ?? '';
    await writers.getByRole('button', { name: `Follow ${name}`, exact: true }).click();
    await writers.getByRole('button', { name: `Following ${name}`, exact: true }).waitFor();
    expect(await seriousA11yViolations(recommended)).toEqual([]);
    const profile = await quire.open(reader, profileHref);
    expect(await profile.locator('button[aria-pressed="true"]').filter({ hasText: 'Following' }).first().isVisible(), name).toBe(true);
    await reader.close();
  });

  it("reads the demo writer's series in her order, and her books; she adds a book and removes it", async () => {
    const visitor = await quire.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const books = await quire.open(visitor, '/@maya_chen/books');
    expect(await books.getByRole('heading', { level: 1 }).textContent()).toBe('Books');
    expect(await books.getByRole('heading', { level: 2, name: /Salt Roads/ }).isVisible()).toBe(true);
    expect(await books.getByRole('heading', { name: 'Add a book' }).count()).toBe(0);
    expect(await seriousA11yViolations(books)).toEqual([]);
    await visitor.close();

    const maya = await quire.signedIn('maya_chen', { viewport: { width: 1280, height: 900 } });
    const series = await quire.open(maya, '/series/de5e41e5a001');
    expect(new URL(series.url()).pathname).toBe('/s/where-it-started-de5e41e5a001');
    expect(await series.getByRole('heading', { level: 1 }).textContent()).toBe('Where it started');
    expect(await series.locator('.series__part').allTextContents()).toEqual(['Part 1 of 3', 'Part 2 of 3', 'Part 3 of 3']);
    expect(await seriousA11yViolations(series)).toEqual([]);

    const own = await quire.open(maya, '/@maya_chen/books');
    await own.getByLabel('Title').fill('Tide Tables');
    await own.getByLabel('Where to get it (optional)').fill('https://example.com/tide');
    await own.getByLabel('Year (optional)').fill('2025');
    await own.getByRole('button', { name: 'Add book' }).click();
    await own.getByRole('status').filter({ hasText: 'Tide Tables is on your list.' }).waitFor();
    expect(await own.getByRole('heading', { level: 2, name: /Tide Tables/ }).isVisible()).toBe(true);
    await own.getByLabel('Year (optional)').fill('20x4');
    await own.getByLabel('Title').fill('Bad year');
    await own.getByRole('button', { name: 'Add book' }).click();
    expect(await own.getByRole('alert').filter({ hasText: 'Enter the year the book came out, like 2024.' }).textContent()).toContain('Enter the year');
    expect(await seriousA11yViolations(own)).toEqual([]);
    await own.getByRole('button', { name: 'Remove Tide Tables' }).click();
    await own.getByRole('status').filter({ hasText: 'Tide Tables was removed.' }).waitFor();
    expect(await own.getByRole('heading', { level: 2, name: /Tide Tables/ }).count()).toBe(0);
    await maya.close();
  });

  it("lets a writer set a story's SEO title and canonical link from Your Stories' menu, and the story's head carries them", async () => {
    const maya = await quire.signedIn('maya_chen', { viewport: { width: 1280, height: 900 } });
    const stories = await quire.open(maya, '/me/stories/public');
    await stories.getByRole('button', { name: /^More actions for / }).first().click();
    await stories.getByRole('menuitem', { name: 'Story settings' }).click();
    await stories.waitForURL(/\/p\/[0-9a-f]+\/settings$/);
    await stories.locator('html[data-hydrated="true"]').waitFor();
    expect(await stories.getByRole('heading', { level: 1 }).textContent()).toBe('Story settings');
    const storyPath = (await stories.locator('.tag__kicker a').getAttribute('href')) ?? '';
    await stories.getByLabel('SEO title').fill('A sharper title for search');
    await stories.getByLabel('Original address').fill('not an address');
    await stories.getByRole('button', { name: 'Save settings' }).click();
    await stories.getByRole('alert').filter({ hasText: 'Enter the original address, starting with http:// or https://.' }).waitFor();
    await stories.getByLabel('Original address').fill('https://blog.example.com/first');
    await stories.getByRole('button', { name: 'Save settings' }).click();
    await stories.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    expect(await seriousA11yViolations(stories)).toEqual([]);

    // Series: add the story to her demo series (it becomes its last part), then arrange it on the series' page.
    await stories.getByRole('button', { name: 'Add to series Where it started' }).click();
    await stories.getByRole('status').filter({ hasText: 'Added to Where it started.' }).waitFor();
    expect(await stories.getByText('Part 4 of 4').isVisible()).toBe(true);
    expect(await seriousA11yViolations(stories)).toEqual([]);

    const story = await quire.open(maya, storyPath);
    expect(await story.locator('meta[property="og:title"]').getAttribute('content')).toBe('A sharper title for search');
    expect(await story.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://blog.example.com/first');

    const series = await quire.open(maya, '/s/where-it-started-de5e41e5a001');
    const titles = () => series.locator('.series__parts .post-card__title').allTextContents();
    const before = await titles();
    expect(before).toHaveLength(4);
    await series.getByRole('group', { name: `Arrange ${before[3]}` }).getByRole('button', { name: 'Move up' }).click();
    await series.getByRole('status').filter({ hasText: 'moved up.' }).waitFor();
    expect(await titles()).toEqual([before[0], before[1], before[3], before[2]]);
    expect(await seriousA11yViolations(series)).toEqual([]);
    await series.getByRole('group', { name: `Arrange ${before[3]}` }).getByRole('button', { name: 'Remove' }).click();
    await series.getByRole('status').filter({ hasText: 'was taken out of the series.' }).waitFor();
    // The order holds after a reload.
    await quire.visit(series, '/s/where-it-started-de5e41e5a001');
    expect(await titles()).toEqual(before.slice(0, 3));
    await maya.close();
  });

  it('fits a 390 px screen on every reader page', async () => {
    const phone = await quire.signedIn('maya_chen', { viewport: { width: 390, height: 844 } });
    // One of the writer's stories, from her profile's first card (/@maya_chen/{slug}-{id}).
    const profile = await quire.open(phone, '/@maya_chen');
    const storyHref = (await profile.locator('a.post-card__link').first().getAttribute('href')) ?? '';
    await profile.close();
    const storyId = storyHref.split('-').pop() ?? '';
    for (const path of [`/tag/${tag}/recommended`, `/tag/${tag}/who-to-follow`, `/tag/${tag}/top-writers`, '/s/where-it-started-de5e41e5a001', '/@maya_chen/books', `/p/${storyId}/settings`]) {
      const page = await quire.open(phone, path);
      expect(await noSidewaysScroll(page), path).toBe(true);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      await page.close();
    }
    await phone.close();
  });
});
