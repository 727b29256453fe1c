// In Chromium (the routes of built pages that answered 501): the editor's other addresses land in the editor, a
// Markdown text imports as a new draft,
// /welcome in onboarding, /browse/top on today's top stories; /jobs is a landing page; a tag's archive goes from its
// months to a month's stories; the top stories of a day link the day before; the demo writer reorders her series in
// the series editor, starts a new one and deletes it after confirming; a reader sees why they cannot edit it; staff
// change a topic's description and take a story out of it and put it back.
// Each page: axe (serious/critical) clean, one h1, no sideways scroll at 390 px (checkPage).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { andReload, checkPage, chromiumSuite, hydrated } from './harness.ts';

describe('more routes in Chromium', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true', QUIRE_STAFF_USERNAMES: 'lena_fischer' });
  const path = (page: Page) => new URL(page.url()).pathname;
  const oneH1 = async (page: Page) => expect(await page.locator('h1').count()).toBe(1);
  const SERIES = '/s/where-it-started-de5e41e5a001';

  it('sends the editor’s other addresses, /welcome and /browse/top where they belong; /jobs is a landing page', async () => {
    const maya = await quire.signedIn('maya_chen', { viewport: { width: 1280, height: 900 } });
    const page = await quire.open(maya, '/p/new-post');
    expect(path(page)).toBe('/new-story');
    await quire.visit(page, '/m-write');
    expect(path(page)).toBe('/new-story');
    await quire.visit(page, '/welcome');
    expect(path(page)).toBe('/get-started');
    await quire.visit(page, '/browse/top');
    expect(path(page)).toBe('/top-stories');
    await quire.visit(page, SERIES);
    const hrefs = await page.locator('.series__parts a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const storyId = /-([0-9a-f]+)$/.exec(hrefs.find((h) => /-[0-9a-f]+$/.test(h)) ?? '')?.[1] ?? '';
    expect(storyId).not.toBe('');
    await quire.visit(page, `/new-story/repost/${storyId}`);
    await page.locator('.ProseMirror a').filter({ hasText: /./ }).first().waitFor();
    expect(await page.locator('.ProseMirror').textContent()).toMatch(/^Reposting “.+” by .+\.$/);
    await quire.visit(page, '/p/import');
    await oneH1(page);
    await checkPage(page);
    await page.getByLabel('Or paste its text').fill('# Imported in a test\n\nA first paragraph with *emphasis*.\n\n- an item');
    await page.getByRole('status').filter({ hasText: '“Imported in a test”: 2 paragraphs.' }).waitFor();
    await Promise.all([page.waitForURL(/\/p\/[0-9a-f]+\/edit$/), page.getByRole('button', { name: 'Import as a draft' }).click()]);
    await hydrated(page);
    await page.locator('.ProseMirror em').filter({ hasText: 'emphasis' }).waitFor();
    expect(await page.locator('textarea').first().inputValue()).toBe('Imported in a test');
    await quire.visit(page, '/jobs');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Work on Quire');
    await oneH1(page);
    await checkPage(page);
    await maya.close();
  });

  it('goes through a tag’s archive from its months to a month’s stories', async () => {
    const visitor = await quire.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await quire.open(visitor, '/tag/software-engineering');
    await andReload(page, () => page.getByRole('link', { name: /^Archive of / }).click());
    expect(path(page)).toBe('/tag/software-engineering/archive');
    await oneH1(page);
    await checkPage(page);
    const month = page.getByRole('list', { name: /^Months of / }).getByRole('link').first();
    const href = (await month.getAttribute('href')) ?? '';
    await andReload(page, () => month.click());
    expect(path(page)).toBe(href);
    expect(await page.locator('.feed article, .feed li').count()).toBeGreaterThan(0);
    await oneH1(page);
    await checkPage(page);
    await visitor.close();
  });

  it('shows today’s top stories and the day before, most read and clapped first', async () => {
    const visitor = await quire.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await quire.open(visitor, '/top-stories');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Top stories today');
    await checkPage(page);
    await andReload(page, () => page.getByRole('navigation', { name: 'Other days' }).getByRole('link').first().click());
    expect(path(page)).toMatch(/^\/top-stories\/[a-z]+-\d{1,2}-\d{4}$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Top stories of /);
    expect(await page.locator('.feed article, .feed li').count()).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: 'Other days' }).getByRole('link').count()).toBe(2);
    await oneH1(page);
    await checkPage(page);
    await visitor.close();
  });

  it('lets the demo writer reorder her series and save it; a new series is created, then deleted after asking', async () => {
    const maya = await quire.signedIn('maya_chen', { viewport: { width: 1280, height: 900 } });
    const series = await quire.open(maya, SERIES);
    const before = await series.locator('.series__parts h2, .series__parts h3').allTextContents();
    await andReload(series, () => series.getByRole('link', { name: 'Edit series' }).click());
    expect(path(series)).toBe(`${SERIES}/edit`);
    await oneH1(series);
    await checkPage(series);
    const stories = series.getByRole('list', { name: 'Stories in order' });
    const first = ((await stories.locator('.series-editor__title').first().textContent()) ?? '').trim();
    await stories.getByRole('group', { name: `Arrange ${first}` }).getByRole('button', { name: 'Move down' }).click();
    expect(((await stories.locator('.series-editor__title').nth(1).textContent()) ?? '').trim()).toBe(first);
    await series.getByRole('button', { name: 'Save' }).click();
    await series.getByRole('status').filter({ hasText: 'is saved.' }).waitFor();
    await quire.visit(series, SERIES);
    const after = await series.locator('.series__parts h2, .series__parts h3').allTextContents();
    expect(after).toEqual([before[1], before[0], ...before.slice(2)]);

    const fresh = await quire.open(maya, '/s/new');
    await checkPage(fresh);
    await fresh.getByLabel('Title').fill('A second run');
    await fresh.getByLabel('Add a story').selectOption({ index: 1 });
    await fresh.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await fresh.getByRole('list', { name: 'Stories in order' }).locator('li').count()).toBe(1);
    await fresh.getByRole('button', { name: 'Create series' }).click();
    await fresh.getByRole('status').filter({ hasText: 'A second run is saved.' }).waitFor();
    expect(path(fresh)).toMatch(/^\/s\/a-second-run-[0-9a-f]+\/edit$/);
    await fresh.getByRole('button', { name: 'Delete series…' }).click();
    await checkPage(fresh);
    await Promise.all([fresh.waitForURL('**/me/stories/public'), fresh.getByRole('button', { name: 'Delete series', exact: true }).click()]);
    await hydrated(fresh);
    await maya.close();
  });

  it('tells a reader they cannot edit someone else’s series', async () => {
    const reader = await quire.signedIn('theo_okafor', { viewport: { width: 1280, height: 900 } });
    const page = await reader.newPage();
    const response = await quire.visit(page, `${SERIES}/edit`);
    expect(response?.status()).toBe(403);
    expect(await page.getByRole('alert').textContent()).toContain('can change');
    await oneH1(page);
    await checkPage(page);
    await reader.close();
  });

  it('lets staff change a topic’s description and take a story out of the topic and back in', async () => {
    const staff = await quire.signedIn('lena_fischer', { viewport: { width: 1280, height: 900 } });
    const explore = await quire.open(staff, '/explore-topics');
    const topicHref = (await explore.locator('.topics-grid__name a').first().getAttribute('href')) ?? '';
    const topic = await quire.open(staff, topicHref);
    await andReload(topic, () => topic.getByRole('link', { name: 'Curate this topic' }).click());
    expect(path(topic)).toBe(`${topicHref}/edit`);
    await oneH1(topic);
    await checkPage(topic);
    await topic.getByLabel('Description').fill('Curated by staff in a test.');
    await topic.getByRole('button', { name: 'Save the description' }).click();
    await topic.getByRole('status').filter({ hasText: 'The description is saved.' }).waitFor();
    await quire.visit(topic, `${topicHref}/add-posts`);
    await oneH1(topic);
    const list = topic.getByRole('list', { name: /^Stories in / });
    const first = list.locator('li').first();
    const href = (await first.locator('a').getAttribute('href')) ?? '';
    await first.getByRole('button', { name: /^Remove/ }).click();
    await topic.getByRole('status').filter({ hasText: /left/ }).waitFor();
    expect(await list.locator(`a[href="${href}"]`).count()).toBe(0);
    await topic.getByLabel('A story’s address or id').fill(new URL(href, quire.server.url).toString());
    await topic.getByRole('button', { name: 'Add story' }).click();
    await topic.getByRole('status').filter({ hasText: /The story is in/ }).waitFor();
    expect(await list.locator(`a[href="${href}"]`).count()).toBe(1);
    await quire.visit(topic, topicHref);
    expect(await topic.getByText('Curated by staff in a test.').isVisible()).toBe(true);
    await staff.close();
  });
});
