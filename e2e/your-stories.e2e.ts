// In Chromium: the demo writer opens Your Stories (platform-reference §2.2) and sees each tab; unlists a public
// story and undoes it from the toast (the page reloads and the story is back, reader-experience §4 Undo
// actions); deletes a draft, clicks Undo (the page reloads with the undeleted flags and says the story is back),
// deletes it again with the keyboard alone and restores it from the Deleted tab. Signed out, the page asks to
// sign in first. axe runs on every page visited; at 390 px nothing scrolls sideways.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

/** The demo corpus's writer with stories in every tab but Responses (drafts, a scheduled, an unlisted, a trashed one). */
const WRITER = process.env.QUIRE_E2E_STORIES_WRITER ?? 'maya_chen';

describe('Your Stories in Chromium', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let writer: BrowserContext;

  beforeAll(async () => {
    writer = await quire.signedIn(WRITER, { viewport: { width: 1280, height: 900 } });
  });

  const tab = (page: Page, label: string) => page.getByRole('tablist', { name: 'Your stories' }).getByRole('tab', { name: new RegExp(`^${label} \\d+$`) });
  const stories = (page: Page) => page.getByRole('tabpanel').getByRole('article');
  const titles = async (page: Page) => (await page.getByRole('tabpanel').locator('.story__title').allTextContents()).map((t) => t.trim());
  const countOf = async (page: Page, label: string) => Number((await tab(page, label).textContent())!.replace(/\D+/g, ''));

  /** Goes to a tab by its link, as a reader would, and checks the page. */
  async function openTab(page: Page, label: string, path: string) {
    await tab(page, label).click();
    await page.waitForURL((url) => url.pathname === path);
    await hydrated(page);
    expect(await tab(page, label).getAttribute('aria-selected')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
  }

  it('asks a signed-out visitor to sign in first, and comes back to the same tab', async () => {
    const visitor = await quire.browser.newContext();
    const page = await visitor.newPage();
    await page.goto(quire.server.url + '/me/stories/unlisted');
    await page.waitForURL((url) => url.pathname === '/m/signin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/me/stories/unlisted');
    await visitor.close();
  });

  it('opens from the sidebar’s Stories and shows each tab with its count and its stories', async () => {
    const page = await writer.newPage();
    await quire.visit(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' }).click();
    await page.waitForURL((url) => url.pathname === '/me/stories/drafts');
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your stories');
    expect(await page.getByRole('link', { name: 'Write a story' }).first().getAttribute('href')).toBe('/new-story');
    expect(await tab(page, 'Drafts').getAttribute('aria-selected')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Drafts holds the drafts and the scheduled story; each tab lists as many stories as its count says (a page at most).
    const draftStates = await page.getByRole('tabpanel').locator('.story__state').allTextContents();
    expect(draftStates.some((s) => s === 'Draft')).toBe(true);
    expect(draftStates.some((s) => s.startsWith('Scheduled for '))).toBe(true);
    for (const [label, path, state] of [
      ['Public', '/me/stories/public', /^Published [A-Z][a-z]{2} \d{1,2}, \d{4}$/],
      ['Unlisted', '/me/stories/unlisted', /^Unlisted$/],
      ['Deleted', '/me/stories/deleted', /^In trash$/],
      ['Responses', '/me/stories/responses', null],
      ['Drafts', '/me/stories/drafts', null],
    ] as const) {
      await openTab(page, label, path);
      const count = await countOf(page, label);
      expect(await stories(page).count()).toBe(Math.min(count, 20));
      if (count === 0) expect(await page.getByRole('tabpanel').locator('.stories__empty').count()).toBe(1);
      if (state && count > 0) for (const s of await page.getByRole('tabpanel').locator('.story__state').allTextContents()) expect(s).toMatch(state);
      if (label === 'Deleted' && count > 0) {
        expect(await page.getByRole('tabpanel').locator('.story__deletion').first().textContent()).toMatch(/^Permanently deleted after [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
        expect(await page.getByRole('tabpanel').getByRole('button', { name: /^Restore / }).count()).toBe(count > 20 ? 20 : count);
      }
    }
    await page.close();
  });

  it('unlists a public story, and Undo moves it back and reloads the page with it there', async () => {
    const page = await writer.newPage();
    await quire.visit(page, '/me/stories/public');
    const [title] = await titles(page);
    expect(title).toBeTruthy();
    const before = { public: await countOf(page, 'Public'), unlisted: await countOf(page, 'Unlisted') };
    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Unlist' }).click();
    await page.getByText(`'${title}' is now unlisted.`).waitFor();
    expect(await titles(page)).not.toContain(title);
    expect(await countOf(page, 'Public')).toBe(before.public - 1);
    expect(await countOf(page, 'Unlisted')).toBe(before.unlisted + 1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Undo moves it back, then the page reloads.
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Undo' }).click()]);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/me/stories/public');
    expect(await titles(page)).toContain(title);
    expect(await countOf(page, 'Public')).toBe(before.public);
    expect(await countOf(page, 'Unlisted')).toBe(before.unlisted);
    await page.close();
  });

  it('deletes a draft, Undo brings it back with the flags, then deleting again with the keyboard and Restore in Deleted', async () => {
    const page = await writer.newPage();
    await quire.visit(page, '/me/stories/drafts');
    const draft = page.getByRole('tabpanel').getByRole('article').filter({ has: page.locator('.story__state', { hasText: /^Draft$/ }) }).first();
    const title = (await draft.locator('.story__title').textContent())!.trim();
    const deletedBefore = await countOf(page, 'Deleted');

    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByText(`'${title}' was moved to the trash.`).waitFor();
    expect(await titles(page)).not.toContain(title);
    expect(await countOf(page, 'Deleted')).toBe(deletedBefore + 1);

    // Undo: UndeletePostMutation, then the page reloads with the flags and says the story is back.
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Undo' }).click()]);
    await hydrated(page);
    expect(await page.locator('.stories__restored').textContent()).toBe(`'${title}' was restored.`);
    // The flags are dropped from the address once read.
    await page.waitForURL((url) => url.pathname === '/me/stories/drafts' && url.search === '');
    expect(await titles(page)).toContain(title);
    expect(await countOf(page, 'Deleted')).toBe(deletedBefore);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The menu with the keyboard alone: ArrowDown opens it on Edit, Escape closes it with focus back on the button.
    const button = page.getByRole('button', { name: `More actions for ${title}` });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: `More actions for ${title}` });
    await menu.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Edit');
    await page.keyboard.press('ArrowDown');
    // A draft's menu: Edit, Story settings (its settings page), Delete.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Story settings');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`More actions for ${title}`);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // Enter opens it again; End reaches Delete; Enter deletes.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Edit');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByText(`'${title}' was moved to the trash.`).waitFor();

    // Restore from the Deleted tab.
    await openTab(page, 'Deleted', '/me/stories/deleted');
    const trashed = page.getByRole('tabpanel').getByRole('article').filter({ hasText: title });
    expect(await trashed.locator('.story__deletion').textContent()).toMatch(/^Permanently deleted after /);
    await trashed.getByRole('button', { name: `Restore ${title}` }).click();
    await page.getByText(`'${title}' was restored.`).waitFor();
    expect(await titles(page)).not.toContain(title);
    await openTab(page, 'Drafts', '/me/stories/drafts');
    expect(await titles(page)).toContain(title);
    await page.close();
  });

  it('fits a 390 px screen without sideways scrolling, every tab', async () => {
    const phone = await quire.signedIn(WRITER, { viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    for (const path of ['/me/stories/drafts', '/me/stories/public', '/me/stories/deleted']) {
      await quire.visit(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    // A story's menu opens inside the screen.
    await quire.visit(page, '/me/stories/public');
    const [title] = await titles(page);
    expect(title).toBeTruthy();
    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    const box = (await page.getByRole('menu').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await phone.close();
  });
});
