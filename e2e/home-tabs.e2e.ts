// Issue 18 in Chromium: a signed-in demo reader who follows two topics sees For you, Following and those topics as
// Home's tabs (links, the current one aria-current="page"), each opening its own feed; 'Show less like this' from
// a card's menu (by keyboard) folds the card and the story leaves For you; Refine recommendations (the avatar
// menu's entry) lists it and Undo brings it back. axe on every page; no sideways scroll at 390 px.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, devSignIn, graphqlAs, hydrated, seriousA11yViolations } from './harness.ts';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Home made for you in Chromium (issue 18)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let reader: BrowserContext;
  let topics: { slug: string; name: string }[];

  beforeAll(async () => {
    // lena_fischer starts with no topics: she follows two, as a reader would from their pages.
    const session = await devSignIn(quire.server.url, 'lena_fischer');
    const all = (await graphqlAs(quire.server.url, session, '{ topics { id slug name } }')).data.topics as { id: string; slug: string; name: string }[];
    const chosen = all.slice(0, 2);
    for (const t of chosen) await graphqlAs(quire.server.url, session, 'mutation($id: ID!) { followTopic(topicId: $id) { id } }', { id: t.id });
    topics = chosen.map(({ slug, name }) => ({ slug, name }));
    topics.sort((a, b) => a.name.localeCompare(b.name));
    reader = await quire.signedIn('lena_fischer', { viewport: { width: 1280, height: 900 } });
  });

  const tabs = (page: Page) => page.getByRole('navigation', { name: 'Home feeds' });
  const titles = (page: Page) => page.locator('main article .post-card__title').allTextContents();

  it('shows For you, Following and the two followed topics as tabs, each opening its own feed', async () => {
    const page = await quire.open(reader, '/');
    expect((await tabs(page).getByRole('link').allTextContents()).map((t) => t.trim())).toEqual(['For you', 'Following', ...topics.map((t) => t.name)]);
    expect(await tabs(page).getByRole('link', { name: 'For you' }).getAttribute('aria-current')).toBe('page');
    expect((await titles(page)).length).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await tabs(page).getByRole('link', { name: 'Following' }).click();
    await hydrated(page);
    expect(new URL(page.url()).search).toBe('?feed=following');
    expect(await tabs(page).getByRole('link', { name: 'Following' }).getAttribute('aria-current')).toBe('page');

    await tabs(page).getByRole('link', { name: topics[1]!.name }).click();
    await hydrated(page);
    expect(new URL(page.url()).search).toBe(`?tag=${topics[1]!.slug}`);
    expect(await tabs(page).getByRole('link', { name: topics[1]!.name }).getAttribute('aria-current')).toBe('page');
    // The tab holds the topic's stories, as the topic's own page lists them (newest first).
    const inTab = await titles(page);
    expect(inTab.length).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const topicPage = await quire.open(reader, `/topic/${topics[1]!.slug}`);
    expect((await titles(topicPage)).slice(0, inTab.length)).toEqual(inTab);
    await topicPage.close();
    // Show more pages the topic's tab.
    const more = page.getByRole('button', { name: 'Show more' });
    if (await more.isVisible()) {
      const before = await page.locator('main article').count();
      await more.click();
      await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(before);
    }
    await page.close();
  });

  it('Show less like this folds the card, the story leaves For you, and Refine recommendations undoes it', async () => {
    const page = await quire.open(reader, '/');
    const title = (await page.locator('main article .post-card__title').first().textContent())!.trim();
    // The card's menu, by keyboard: focus its button, ArrowDown opens it on its first item.
    const button = page.getByRole('button', { name: `More about ${title}` });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: `More about ${title}` });
    await menu.waitFor();
    expect((await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual(['Show more like this', 'Show less like this']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByText("Got it. You'll see fewer stories like this.").waitFor();
    expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await hydrated(page);
    expect(await titles(page)).not.toContain(title);

    // The avatar menu's Refine recommendations leads to the following index, which lists the signal.
    await page.getByRole('button', { name: /^Your account/ }).click();
    await page.getByRole('menuitem', { name: 'Refine recommendations' }).click();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/me/following');
    const section = page.getByRole('region', { name: 'Refine recommendations' });
    await section.getByRole('link', { name: title }).waitFor();
    expect(await section.getByText('You asked for less like this').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await section.getByRole('button', { name: `Undo your choice on ${title}` }).click();
    await section.getByText(`Your Home no longer counts your choice on ${title}.`).waitFor();

    await quire.visit(page, '/');
    expect(await titles(page)).toContain(title);
    await page.close();
  });

  it('fits a 390 px screen: the tabs and cards scroll no page sideways', async () => {
    const phone = await quire.signedIn('lena_fischer', { viewport: { width: 390, height: 844 } });
    for (const path of ['/', '/?feed=following', `/?tag=${topics[0]!.slug}`, '/me/following']) {
      const page = await quire.open(phone, path);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.close();
    }
    await phone.close();
  });
});
