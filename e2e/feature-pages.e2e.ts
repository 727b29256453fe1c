// In Chromium: a publication's feature pages and followers settings. A reader on a phone follows the demo
// publication's Section tab to its feature page and narrows it by a tag; its owner reorders the feature pages from
// the keyboard (Move down / Move up, the order kept after a reload), creates one (a reserved address refused in
// words first), opens it, and deletes it; then reads the followers settings and downloads them as CSV. Every page
// passes axe and scrolls no sideways at 390 px (harness.ts checkPage).
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { andReload, checkPage, chromiumSuite } from './harness.ts';

/** The settings' part hydrates after the page (a deferred part): its buttons work once it says it is ready. */
const settingsReady = (page: Page) => page.locator('.publication-settings[data-ready="true"]').waitFor();

const PHONE = { viewport: { width: 390, height: 844 } };
const FIRST = 'Editing and Writing Tips';

describe("a publication's feature pages and followers settings in Chromium", () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let owner: BrowserContext;

  beforeAll(async () => {
    // Maya Chen owns The Long Draft in the demo corpus, which has two feature pages.
    owner = await quire.signedIn('maya_chen', { viewport: { width: 1100, height: 900 } });
  });
  afterAll(async () => {
    await owner?.close();
  });

  it('leads a reader from the Section tab to the feature page, and narrows it by one of its tags', async () => {
    const context = await quire.browser.newContext(PHONE);
    const page = await quire.open(context, '/the-long-draft');
    await andReload(page, () => page.getByRole('navigation', { name: 'The Long Draft sections' }).getByRole('link', { name: FIRST }).click());
    expect(new URL(page.url()).pathname).toBe('/the-long-draft/editing-and-writing-tips/home');
    await page.getByRole('heading', { level: 1, name: FIRST }).waitFor();
    expect(await page.title()).toMatch(new RegExp(`^${FIRST} – The Long Draft`));
    const stories = page.getByRole('list', { name: `${FIRST} stories` });
    expect(await stories.getByRole('listitem').count()).toBeGreaterThan(0);
    await checkPage(page);

    const tags = page.getByRole('navigation', { name: `Tags of ${FIRST}` });
    expect(await tags.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    const tag = tags.getByRole('link').nth(1);
    const tagName = (await tag.textContent())!;
    await andReload(page, () => tag.click());
    expect(new URL(page.url()).pathname).toMatch(/^\/the-long-draft\/editing-and-writing-tips\/tagged\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: `${FIRST}: ${tagName}` }).waitFor();
    expect(await page.getByRole('navigation', { name: `Tags of ${FIRST}` }).getByRole('link', { name: tagName }).getAttribute('aria-current')).toBe('page');
    await checkPage(page);
    await context.close();
  });

  it('reorders the feature pages from the keyboard, and keeps the order after a reload', async () => {
    const page = await quire.open(owner, '/the-long-draft/settings/feature-pages');
    await page.getByRole('heading', { level: 1, name: 'Feature pages of The Long Draft' }).waitFor();
    await settingsReady(page);
    await checkPage(page);
    const titles = () => page.getByRole('list', { name: 'Feature pages in their order' }).locator('.feature-settings__title').allTextContents();
    const before = await titles();
    expect(before[0]).toBe(FIRST);
    expect(before).toHaveLength(2);
    const down = page.getByRole('button', { name: `Move down ${FIRST}` });
    await down.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText(`Moved “${FIRST}” down.`).waitFor();
    expect(await titles()).toEqual([before[1], before[0]]);
    // The focus stays on the moved page's buttons (Move down is now disabled at the end: Move up has it).
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Move up ${FIRST}`);
    await quire.visit(page, '/the-long-draft/settings/feature-pages');
    await settingsReady(page);
    expect(await titles()).toEqual([before[1], before[0]]);
    await page.getByRole('button', { name: `Move up ${FIRST}` }).click();
    await page.getByRole('status').getByText(`Moved “${FIRST}” up.`).waitFor();
    expect(await titles()).toEqual(before);
  });

  it('creates a feature page (a reserved address refused first), opens it, and deletes it', async () => {
    const page = await quire.open(owner, '/the-long-draft/settings/feature-pages/new');
    await page.getByRole('heading', { level: 1, name: 'Feature pages of The Long Draft' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'New feature page' }).waitFor();
    await settingsReady(page);
    await checkPage(page);
    await page.getByLabel('Title', { exact: true }).fill('Reading lists');
    await page.getByLabel(/^Address/).fill('archive');
    await page.getByLabel(/^Description/).fill('What our editors are reading.');
    await page.getByLabel('Layout of its stories').selectOption('LIST');
    await page.getByLabel(/^Tags/).fill('writing, Books');
    await page.getByRole('button', { name: 'Create feature page' }).click();
    await page.getByRole('alert').getByText("'archive' is the address of another page of the publication; choose another.").waitFor();
    await page.getByLabel(/^Address/).fill('');
    await andReload(page, () => page.getByRole('button', { name: 'Create feature page' }).click());
    expect(new URL(page.url()).pathname).toBe('/the-long-draft/reading-lists/home');
    await page.getByRole('heading', { level: 1, name: 'Reading lists' }).waitFor();
    await page.getByText('What our editors are reading.').first().waitFor();
    await checkPage(page);

    await quire.visit(page, '/the-long-draft/settings/feature-pages/reading-lists/edit');
    await page.getByRole('heading', { name: 'Edit “Reading lists”' }).waitFor();
    await settingsReady(page);
    expect(await page.getByLabel(/^Tags/).inputValue()).toBe('writing, books');
    await checkPage(page);
    await andReload(page, () => page.getByRole('button', { name: 'Delete feature page' }).click());
    expect(new URL(page.url()).pathname).toBe('/the-long-draft/settings/feature-pages');
    expect(await page.getByRole('link', { name: 'Reading lists' }).count()).toBe(0);
  });

  it('shows the owner who follows the publication and since when, and downloads the list as CSV', async () => {
    const page = await quire.open(owner, '/the-long-draft/settings/followers');
    await page.getByRole('heading', { level: 1, name: 'Followers of The Long Draft' }).waitFor();
    await settingsReady(page);
    const heading = (await page.getByRole('heading', { level: 2, name: /followers?$/ }).textContent())!;
    const count = Number(heading.split(' ')[0]);
    expect(count).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: /^Followers of The Long Draft/ });
    expect(await table.getByRole('row').count()).toBe(Math.min(count, 25) + 1);
    expect(await table.getByRole('cell').nth(1).textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await checkPage(page);
    const href = (await page.getByRole('link', { name: 'Download as CSV' }).getAttribute('href'))!;
    const csv = await page.request.get(new URL(href, page.url()).toString());
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).split('\r\n').filter((l) => l !== '');
    expect(lines[0]).toBe('name,username,profile,followed_since');
    expect(lines).toHaveLength(count + 1);
  });
});
