// Lists (issue 16) in Chromium: logged out, a story's save button opens the sign-in modal with the bookmark copy;
// signed in, the demo writer saves a story into a new public list from the save popover, finds it in her Library
// and on its page; a second reader follows that list and finds it under Saved lists; the owner removes the story
// and undoes it from the toast. axe runs on every page visited; at 390 px nothing scrolls sideways.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

describe('lists in Chromium', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let owner: BrowserContext;
  let reader: BrowserContext;
  let storyPath = '';
  let storyTitle = '';
  let listUrl = '';
  const listName = `Chromium picks ${Date.now().toString(36)}`;

  beforeAll(async () => {
    owner = await quire.signedIn('maya_chen', { viewport: { width: 1280, height: 900 } });
    reader = await quire.signedIn('theo_okafor', { viewport: { width: 1280, height: 900 } });
  });

  const noA11yViolations = async (page: Page) => expect(await seriousA11yViolations(page)).toEqual([]);

  it('logged out, save opens the sign-in modal with the bookmark copy', async () => {
    const visitor = await quire.browser.newContext();
    const page = await visitor.newPage();
    await quire.visit(page, '/');
    const first = page.locator('.post-card__link').first();
    storyPath = new URL((await first.getAttribute('href'))!, quire.server.url).pathname;
    storyTitle = (await page.locator('.post-card__title').first().textContent())!.trim();
    await quire.visit(page, storyPath);
    await noA11yViolations(page);
    await page.getByRole('group', { name: 'Story actions', exact: true }).getByRole('button', { name: `Save ${storyTitle}` }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('Create an account to save this story.').waitFor();
    await visitor.close();
  });

  it('signed in, saves the story into a new public list and finds it in the Library and on the list’s page', async () => {
    const page = await quire.open(owner, storyPath);
    const save = page.getByRole('group', { name: 'Story actions', exact: true }).getByTestId('save-button');
    await save.click();
    const popover = page.getByRole('dialog', { name: 'Save to a list' });
    await popover.getByRole('checkbox', { name: /Reading list/ }).waitFor();
    await noA11yViolations(page);
    await popover.getByRole('button', { name: 'Create new list' }).click();
    await popover.getByLabel('Name').fill(listName);
    await popover.getByLabel('Description (optional)').fill('Stories I read in a browser test.');
    await popover.getByRole('button', { name: 'Create' }).click();
    const created = popover.getByRole('checkbox', { name: listName });
    await created.waitFor();
    expect(await created.isChecked()).toBe(true);
    expect(await save.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });

    await quire.visit(page, '/me/lists');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Library');
    const cards = page.getByRole('list', { name: 'Your lists' }).getByRole('article');
    expect(await cards.first().getByRole('heading').textContent()).toBe('Reading list');
    await noA11yViolations(page);
    await page.getByRole('link', { name: listName }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/me/list/'));
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(listName);
    expect(await page.getByTestId('catalog-count').textContent()).toBe('1 story');
    await noA11yViolations(page);
    listUrl = `/@maya_chen/list/${new URL(page.url()).pathname.split('/').pop()}`;
    await page.close();
  });

  it('a second reader follows the list and finds it under Saved lists', async () => {
    const page = await quire.open(reader, listUrl);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(listName);
    await noA11yViolations(page);
    await page.getByRole('button', { name: 'Follow list' }).click();
    await page.getByRole('button', { name: 'Following list' }).waitFor();
    await quire.visit(page, '/me/lists/saved');
    await page.getByRole('list', { name: 'Lists you follow' }).getByRole('link', { name: listName }).waitFor();
    await noA11yViolations(page);
    await page.close();
  });

  it('the second reader responds to the list, the owner hides the response and undoes it; claps survive a reload', async () => {
    const responseText = `A list worth following ${Date.now().toString(36)}.`;
    const panel = (page: Page) => page.getByRole('dialog', { name: /^Responses \(\d+\)$/ });
    const actions = (page: Page) => page.getByRole('group', { name: 'List actions' });
    const page = await quire.open(reader, listUrl);
    await actions(page).getByRole('button', { name: 'Respond' }).click();
    await panel(page).getByRole('button', { name: 'What are your thoughts?' }).click();
    await panel(page).getByRole('textbox', { name: 'Write a response' }).click();
    await page.keyboard.type(responseText);
    await panel(page).getByRole('button', { name: 'Respond', exact: true }).click();
    await panel(page).locator('.response', { hasText: responseText }).first().waitFor();
    await page.waitForFunction(() => document.querySelector('#responses-panel-title')?.textContent === 'Responses (1)');
    await noA11yViolations(page);
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });

    // Three claps; the count after a reload is 3.
    const clap = actions(page).getByRole('button', { name: /^Clap/ });
    // The server's answer with all three counted (rapid clicks may go as one request or several).
    const saved = page.waitForResponse(async (r) => r.url().includes('/_/graphql') && (await r.text()).includes('"viewerClapCount":3'));
    for (let i = 0; i < 3; i++) await clap.click();
    await page.getByTestId('list-clap-count').filter({ hasText: '3' }).waitFor();
    await saved;
    await quire.visit(page, listUrl);
    expect(await page.getByTestId('list-clap-count').textContent()).toBe('3');
    await page.getByText('Clapped by').waitFor();
    await noA11yViolations(page);
    await page.close();

    const own = await quire.open(owner, listUrl);
    await actions(own).getByRole('button', { name: 'Responses, 1' }).click();
    const response = panel(own).locator('.response', { hasText: responseText }).first();
    await response.waitFor();
    await response.getByRole('button', { name: /^More actions for the response by / }).click();
    await own.getByRole('menuitem', { name: 'Hide response' }).click();
    await own.getByText('This response is hidden.').waitFor();
    await response.locator('.response__hidden-note').waitFor();
    // The toast's Undo: ShowCatalogResponseOnParent, then the list's responses refetched; the response is back.
    await own.getByRole('button', { name: 'Undo' }).click();
    await own.waitForFunction((text) => [...document.querySelectorAll('.response')].some((el) => el.textContent?.includes(text) && !el.querySelector('.response__hidden-note')), responseText);
    await own.waitForFunction(() => document.querySelector('#responses-panel-title')?.textContent === 'Responses (1)');
    await noA11yViolations(own);
    await own.close();
  });

  it('the owner removes the story and undoes it from the toast', async () => {
    const page = await quire.open(owner, listUrl);
    const items = page.getByRole('list', { name: `Stories in ${listName}` }).getByRole('article');
    expect(await items.count()).toBe(1);
    await page.getByRole('button', { name: `Remove ${storyTitle} from ${listName}` }).click();
    await page.getByText('This list has no stories yet.').or(page.getByText(/Save stories with the bookmark/)).waitFor();
    expect(await page.getByTestId('catalog-count').textContent()).toBe('0 stories');
    await page.getByRole('button', { name: 'Undo' }).click();
    await items.first().waitFor();
    await page.getByTestId('catalog-count').filter({ hasText: '1 story' }).waitFor();
    await noA11yViolations(page);
    // Reloaded, the story is still there: the undo reached the server.
    await quire.visit(page, listUrl);
    expect(await items.count()).toBe(1);
    await page.close();
  });

  it('platform-reference §3 ARCHIVED: the owner archives a Reading list story, finds it under Archived and brings it back', async () => {
    const page = await quire.open(owner, '/me/list/reading-list');
    const first = page.locator('.catalog__item').first();
    const title = (await first.locator('.post-card__title').textContent())!.trim();
    await page.getByRole('button', { name: `Archive ${title}` }).click();
    await page.getByText(`${title} is archived.`).first().waitFor();
    await page.getByRole('button', { name: 'Archived', exact: true }).click();
    await page.getByRole('button', { name: `Unarchive ${title}` }).click();
    await page.getByText(`${title} is back in Reading list.`).first().waitFor();
    await noA11yViolations(page);
    await page.getByRole('button', { name: 'Saved', exact: true }).click();
    await page.getByRole('button', { name: `Archive ${title}` }).waitFor();
    await page.close();
  });

  it('fits a 390 px screen: the Library, a list and the save popover scroll no sideways', async () => {
    const context = await quire.signedIn('maya_chen', { viewport: { width: 390, height: 844 } });
    const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    for (const path of ['/me/lists', '/me/lists/saved', listUrl, '/collections', '/@maya_chen/lists']) {
      const page = await quire.open(context, path);
      expect(await noSideways(page)).toBe(true);
      await noA11yViolations(page);
      await page.close();
    }
    const page = await quire.open(context, storyPath);
    await page.getByRole('group', { name: 'Story actions', exact: true }).getByTestId('save-button').click();
    await page.getByRole('dialog', { name: 'Save to a list' }).getByRole('checkbox').first().waitFor();
    expect(await noSideways(page)).toBe(true);
    await context.close();
  });
});
