// In Chromium (issue 23, stats): /p/{postId}/info is the story's stats page from its own address; from the stats page
// the writer puts the story's days oldest first and keeps only the days with views (each an address:
// /p/{postId}/info/{order}/{filter}), opens the story's traffic sources (/p/{postId}/referrers), and from the
// newsletter page reaches the newsletter's stats (/newsletters/{id}/stats); someone else is refused with the reason.
// Every page: one h1, axe clean, usable by keyboard (the links are followed with Enter), no sideways scroll at 390 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { andReload, checkPage, chromiumSuite, devSignIn, graphqlAs, seriousA11yViolations } from './harness.ts';

const WRITER = 'maya_chen';
const STRANGER = 'theo_okafor';

/** The per-day table's days as shown (the first column of the table whose first head is Day). */
const days = (page: Page) => page.locator('table.data-table:has(th:text-is("Day")) tbody th[scope="row"]').allTextContents();
/** The per-day table's Views column. */
const views = async (page: Page) => (await page.locator('table.data-table:has(th:text-is("Day")) tbody tr td:nth-of-type(1)').allTextContents()).map((t) => Number(t.replace(/,/g, '')));

describe("a story's info and referrers, a newsletter's stats, in Chromium", () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let story: { id: string; title: string };

  beforeAll(async () => {
    const maya = await devSignIn(quire.server.url, WRITER);
    const answer = await graphqlAs(quire.server.url, maya, '{ writerStats(period: "30d") { ... on WriterStats { stories { post { id title } views } } } }');
    const stories = answer.data.writerStats.stories as { post: { id: string; title: string }; views: number }[];
    const viewed = stories.find((s) => s.views > 0);
    expect(viewed, 'the demo writer has a story viewed in the last 30 days').toBeTruthy();
    story = viewed!.post;
  });

  it('orders and filters the story’s days by address, from its stats page, by keyboard; /p/{postId}/info is the same page', async () => {
    const writer = await quire.signedIn(WRITER, { viewport: { width: 1280, height: 900 } });
    const page = await quire.open(writer, `/p/${story.id}/info?period=30d`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(story.title);
    const newest = await days(page);
    expect(newest).toHaveLength(30);
    expect(newest).toEqual([...newest].sort().reverse());
    expect(await page.getByRole('link', { name: 'Last 30 days' }).getAttribute('href')).toBe(`/p/${story.id}/info?period=30d`);
    await checkPage(page);

    await quire.visit(page, `/me/stats/post/${story.id}?period=30d`);
    expect(await days(page)).toEqual(newest);
    await page.getByRole('navigation', { name: 'Order of the days' }).getByRole('link', { name: 'Oldest first' }).focus();
    await andReload(page, () => page.keyboard.press('Enter'));
    expect(new URL(page.url()).pathname).toBe(`/p/${story.id}/info/oldest/all`);
    expect(await days(page)).toEqual([...newest].reverse());

    await andReload(page, () => page.getByRole('navigation', { name: 'Days shown' }).getByRole('link', { name: 'Days with views' }).click());
    expect(new URL(page.url()).pathname).toBe(`/p/${story.id}/info/oldest/views`);
    expect(await page.getByRole('link', { name: 'Days with views' }).getAttribute('aria-current')).toBe('page');
    const kept = await days(page);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(30);
    expect(kept).toEqual([...kept].sort());
    for (const v of await views(page)) expect(v).toBeGreaterThan(0);
    await checkPage(page);
    await writer.close();
  });

  it('lists the story’s traffic sources with their views and what each counts', async () => {
    const writer = await quire.signedIn(WRITER, { viewport: { width: 1280, height: 900 } });
    const page = await quire.open(writer, `/me/stats/post/${story.id}?period=30d`);
    await andReload(page, () => page.getByRole('link', { name: 'Traffic sources in detail' }).click());
    expect(new URL(page.url()).pathname).toBe(`/p/${story.id}/referrers`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(story.title);
    const table = page.getByRole('table');
    expect(await table.locator('caption').textContent()).toContain('came from');
    expect(await table.locator('tbody tr').count()).toBe(5);
    expect(await page.getByRole('heading', { name: 'What each source counts' }).count()).toBe(1);
    await checkPage(page);
    await writer.close();
  });

  it('reaches the newsletter’s stats from the newsletter page; someone else is refused with the reason', async () => {
    const writer = await quire.signedIn(WRITER, { viewport: { width: 1280, height: 900 } });
    const page = await quire.open(writer, '/me/subscribers/import');
    await andReload(page, () => page.getByRole('link', { name: 'Newsletter stats' }).click());
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(/^\/newsletters\/[^/]+\/stats$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/: stats$/);
    expect(await page.getByRole('heading', { name: 'Subscribers', level: 2 }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Issues', level: 2 }).count()).toBe(1);
    await checkPage(page);
    await writer.close();

    const stranger = await quire.signedIn(STRANGER, { viewport: { width: 1280, height: 900 } });
    const other = await stranger.newPage();
    const response = await quire.visit(other, path);
    expect(response?.status()).toBe(403);
    expect(await other.getByRole('alert').textContent()).toBe('A newsletter’s stats are for its writer, or for its publication’s editors and owners.');
    expect(await seriousA11yViolations(other)).toEqual([]);
    await stranger.close();
  });
});
