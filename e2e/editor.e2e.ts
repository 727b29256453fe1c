// Issue 15 "Done when", in Chromium with axe on every page: a new writer signs up, opens Write, writes a story
// with a heading, a list, a code block and a link, sees 'Saved', reloads and finds it intact; publishes it with
// two tags and finds it on Home and the tag page; edits it and the story page shows the edit. Two tabs on one
// draft: the stale one shows the conflict and loses nothing. Keyboard only: the floating toolbar and the publish
// dialog work without a mouse, with focus trapped in the dialog and given back. A stale ?revision= answers 409.
// The uploaded image runs once POST /_/upload is built (branch media), and skips itself until then; /feed/latest
// waits for the feeds branch (the integrator's notes).
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

describe('the editor in Chromium (issue 15)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });

  async function expectAccessible(page: Page) {
    expect(JSON.stringify(await seriousA11yViolations(page))).toBe('[]');
  }

  async function mailLink(context: BrowserContext, address: string): Promise<string> {
    const page = await context.newPage();
    await page.goto(`${quire.server.url}/_/dev/outbox`);
    const text = await page.locator('article').filter({ hasText: `To ${address}` }).first().locator('pre').textContent();
    await page.close();
    return /(http:\/\/[^\s]+\/m\/callback\/email\?token=[A-Za-z0-9_-]+)/.exec(text ?? '')![1]!;
  }

  /** A new reader: Get started, the e-mail, the link from the outbox; signed in on Home. */
  async function signUp(address: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await quire.browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    await quire.visit(page, '/');
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('button', { name: 'Sign up with email' }).click();
    await page.getByLabel('Your email').fill(address);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.goto(await mailLink(context, address));
    await hydrated(page);
    // Issue 18: a new account lands in onboarding (/get-started); these tests start from Home.
    await quire.visit(page, '/');
    await page.getByRole('button', { name: 'Your account' }).waitFor();
    return { context, page };
  }

  const status = (page: Page) => page.locator('.editor-bar__status');
  const body = (page: Page) => page.locator('.story-body');

  async function waitSaved(page: Page) {
    await page.locator('.editor-bar__status[data-status="saved"]').waitFor();
  }

  /** The editor's page, hydrated and with its editor mounted. */
  async function openEditor(page: Page, path: string) {
    await quire.visit(page, path);
    await body(page).waitFor();
  }

  /** Writes a story: title, subtitle, a paragraph, an H3 (`# `), a list (`- `), a code block (```) and a link (Ctrl+K). */
  async function writeStory(page: Page, title: string) {
    await page.getByLabel('Title', { exact: true }).click();
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
    await page.keyboard.type('A subtitle worth reading');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The first paragraph says hello.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('# A heading');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- item one');
    await page.keyboard.press('Enter');
    await page.keyboard.type('item two');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('``` ');
    await page.keyboard.type('const answer = 42;');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read more');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press(`${mod}+k`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Address').fill('https://example.org/more');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async function expectStory(page: Page, title: string) {
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    expect(await page.getByLabel('Subtitle', { exact: true }).inputValue()).toBe('A subtitle worth reading');
    expect(await body(page).locator('p').first().textContent()).toBe('The first paragraph says hello.');
    expect(await body(page).locator('h3').textContent()).toBe('A heading');
    expect(await body(page).locator('ul > li').allTextContents()).toEqual(['item one', 'item two']);
    expect(await body(page).locator('pre').textContent()).toBe('const answer = 42;');
    expect(await body(page).locator('a').getAttribute('href')).toBe('https://example.org/more');
    expect(await body(page).locator('a').textContent()).toBe('Read more');
  }

  it('writes, saves, reloads, publishes with two tags, is found on Home and the tag page, and an edit reaches the story', async () => {
    const { context, page } = await signUp('new.writer@example.org');
    await page.getByRole('link', { name: 'Write' }).first().click();
    await hydrated(page);
    await body(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/new-story');
    expect(await status(page).textContent()).toBe('Draft');
    await expectAccessible(page);

    const title = 'Notes from a new writer';
    await writeStory(page, title);
    await waitSaved(page);
    expect(await status(page).textContent()).toBe('Saved');
    // The first keystroke created the draft; the address is now its edit page, so a reload finds it.
    const editPath = new URL(page.url()).pathname;
    expect(editPath).toMatch(/^\/p\/[0-9a-f]+\/edit$/);
    expect(await page.locator('.editor-bar__stats').textContent()).toMatch(/^\d+ words · 1 min read$/);
    await expectAccessible(page);

    await openEditor(page, editPath);
    await expectStory(page, title);

    // Publish with two tags: one typed and confirmed with Enter, one more the same way.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectAccessible(page);
    const tags = dialog.getByRole('combobox', { name: 'Tags (up to 5)' });
    await tags.fill('Writing');
    await tags.press('Enter');
    await tags.fill('First Steps');
    await tags.press('Enter');
    expect(await dialog.getByRole('list', { name: 'Chosen tags' }).locator('li').count()).toBe(2);
    await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/edit')), dialog.getByRole('button', { name: 'Publish now' }).click()]);
    await hydrated(page);
    const storyPath = new URL(page.url()).pathname;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await expectAccessible(page);

    await quire.visit(page, '/');
    expect(await page.getByText(title).count()).toBeGreaterThan(0);
    await quire.visit(page, '/tag/writing');
    expect(await page.getByText(title).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    // The latest-stories feed carries it: the browser's own XML parser reads the feed, and its first item is the story.
    const feedTitles = await page.evaluate(async () => {
      const doc = new DOMParser().parseFromString(await (await fetch('/feed/latest')).text(), 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return [...doc.querySelectorAll('item > title')].map((t) => t.textContent);
    });
    expect(feedTitles?.[0]).toBe(title);

    // A reader's copy of the story page from the edge cache: served from it on the second visit.
    const anonymous = (): Promise<Response> => fetch(`${quire.server.url}${storyPath}`);
    await anonymous();
    const cached = await anonymous();
    expect(cached.headers.get('x-quire-cache')).toBe('HIT');

    // An edit of the published story reaches readers with 'Save and publish'.
    await openEditor(page, editPath);
    await body(page).locator('p').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Edited later.');
    await waitSaved(page);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.getByRole('dialog').waitFor();
    await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/edit')), page.getByRole('dialog').getByRole('button', { name: 'Save and publish' }).click()]);
    await quire.visit(page, storyPath);
    expect(await page.getByText('The first paragraph says hello. Edited later.').count()).toBe(1);
    // Publishing the edit purged the cached page: a reader gets the edit, not the cached copy.
    const afterEdit = await anonymous();
    expect(await afterEdit.text()).toContain('The first paragraph says hello. Edited later.');
    await context.close();
  });

  it('two tabs on one draft: the stale tab shows the conflict, keeps its text, and can keep it as a new draft', async () => {
    const { context, page: first } = await signUp('two.tabs@example.org');
    await openEditor(first, '/new-story');
    await first.getByLabel('Title', { exact: true }).click();
    await first.keyboard.type('Two tabs');
    await waitSaved(first);
    const editPath = new URL(first.url()).pathname;

    const second = await context.newPage();
    await openEditor(second, editPath);
    // The first tab saves a newer revision…
    await body(first).click();
    await first.keyboard.type('Typed in the first tab.');
    await waitSaved(first);
    // …so the second tab's save is stale.
    await body(second).click();
    await second.keyboard.type('Typed in the second tab.');
    const alert = second.getByRole('alert').filter({ hasText: '409: Conflict' });
    await alert.waitFor();
    await expectAccessible(second);
    expect(await body(second).textContent()).toBe('Typed in the second tab.');
    await alert.getByRole('button', { name: 'Keep mine as a new draft' }).click();
    await waitSaved(second);
    const forkPath = new URL(second.url()).pathname;
    expect(forkPath).not.toBe(editPath);
    await openEditor(second, forkPath);
    expect(await body(second).textContent()).toBe('Typed in the second tab.');
    await openEditor(first, editPath);
    expect(await body(first).textContent()).toBe('Typed in the first tab.');
    await context.close();
  });

  it('works from the keyboard alone: the floating toolbar (Alt+F10) and the publish dialog, focus trapped and given back', async () => {
    const { context, page } = await signUp('keyboard.writer@example.org');
    await openEditor(page, '/new-story');
    await page.getByLabel('Title', { exact: true }).focus();
    await page.keyboard.type('Keyboard only');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Make this italic');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Alt+F10');
    const toolbar = page.getByRole('toolbar', { name: 'Format text' });
    await toolbar.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bold');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Italic');
    await page.keyboard.press('Enter');
    expect(await body(page).locator('em').textContent()).toBe('Make this italic');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('story-body'))).toBe(true);
    await waitSaved(page);

    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await publish.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const inDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    expect(await inDialog()).toBe(true);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Publish');
    await context.close();
  });

  it('adds an uploaded image with a caption and alt text that survive a reload, and shows the server’s refusal of a bad file', async () => {
    const context = await quire.signedIn('maya_chen', { viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    await openEditor(page, '/new-story');
    await page.getByLabel('Title', { exact: true }).click();
    await page.keyboard.type('A story with a picture');
    await body(page).click();
    await page.keyboard.type('Look at this:');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).png().toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: png });
    const figure = body(page).locator('figure[data-image-id]');
    await figure.waitFor();
    await figure.getByLabel('Alt text').fill('A green rectangle');
    await figure.locator('figcaption').click();
    await page.keyboard.type('A caption');
    await waitSaved(page);
    await expectAccessible(page);
    await openEditor(page, new URL(page.url()).pathname);
    expect(await figure.getByLabel('Alt text').inputValue()).toBe('A green rectangle');
    expect(await figure.locator('figcaption').textContent()).toBe('A caption');
    expect(await figure.locator('img').getAttribute('src')).toMatch(/^\/media\/[^/?]+\?w=1400$/);
    // Not an image, whatever its name says: the server's message, as it is.
    await page.locator('input[type="file"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    expect((await refusal.textContent())?.length).toBeGreaterThan(10);
    await context.close();
  });

  it('fits a 390 px screen: the editor, its toolbar and the publish dialog scroll no sideways', async () => {
    const context = await quire.signedIn('maya_chen', { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openEditor(page, '/new-story');
    const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideways()).toBe(true);
    await page.getByLabel('Title', { exact: true }).click();
    await page.keyboard.type('Small screens');
    await body(page).click();
    await page.keyboard.type('A line to select and format on a phone');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('toolbar', { name: 'Format text' }).waitFor();
    expect(await noSideways()).toBe(true);
    await expectAccessible(page);
    await waitSaved(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    expect(await noSideways()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('answers a stale ?revision= with 409 and someone else’s story with 404', async () => {
    const { context, page } = await signUp('revisions@example.org');
    await openEditor(page, '/new-story');
    await page.getByLabel('Title', { exact: true }).click();
    await page.keyboard.type('Revisions');
    await waitSaved(page);
    await page.keyboard.type(' again');
    await waitSaved(page);
    const editPath = new URL(page.url()).pathname;
    const stale = await page.goto(`${quire.server.url}${editPath}?revision=1`);
    expect(stale?.status()).toBe(409);
    const current = await page.goto(`${quire.server.url}${editPath}`);
    expect(current?.status()).toBe(200);
    const other = await quire.signedIn('maya_chen');
    const otherPage = await other.newPage();
    const response = await otherPage.goto(`${quire.server.url}${editPath}`);
    expect(response?.status()).toBe(404);
    await other.close();
    await context.close();
  });
});
