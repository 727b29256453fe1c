// In Chromium (issue 16, part 4): logged out, a story shows its Top highlight, and selecting text then Highlight
// opens the sign-in modal with the highlight copy; signed in, the demo writer highlights a sentence (a <mark>
// appears), finds it in the Library's Highlights tab and at /@maya_chen/highlights, and removes it by clicking
// the mark; a reader opens two stories, finds them in the reading history newest first, removes one and brings
// it back with Undo, and clears all from /me/readinghistory. axe runs on every page visited; at 390 px nothing
// scrolls sideways.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

type FeedPost = { id: string; url: string; title: string; creator: { username: string }; topHighlight: { quote: string } | null };

describe('highlights and reading history in Chromium', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let feed: FeedPost[];

  beforeAll(async () => {
    const response = await fetch(`${quire.server.url}/_/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ webRecommendedFeed(paging: { limit: 25 }) { items { post { id url title creator { username } topHighlight { quote } } } } }' }),
    });
    const answer = (await response.json()) as { data: { webRecommendedFeed: { items: { post: FeedPost }[] } } };
    feed = answer.data.webRecommendedFeed.items.map((i) => i.post);
  });

  /** Selects `length` characters at the start of the story's first long plain text run, as a reader's drag would. */
  async function selectText(page: Page, length: number): Promise<string> {
    const selected = await page.evaluate((n) => {
      for (const paragraph of document.querySelectorAll<HTMLElement>('.post-body > p[id]')) {
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if ((node.textContent ?? '').length < n + 5 || node.parentElement?.closest('mark, a, code')) continue;
          const range = document.createRange();
          range.setStart(node, 0);
          range.setEnd(node, n);
          const selection = document.getSelection()!;
          selection.removeAllRanges();
          selection.addRange(range);
          document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
          return range.toString();
        }
      }
      return null;
    }, length);
    if (!selected) throw new Error('No paragraph to select in');
    return selected;
  }

  const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Selected text' });
  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('shows a story’s Top highlight to a logged-out reader, and Highlight opens the sign-in modal with its copy', async () => {
    const story = feed.find((p) => p.topHighlight !== null);
    expect(story, 'the demo corpus gives some home stories a Top highlight').toBeTruthy();
    const visitor = await quire.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    await quire.visit(page, story!.url);
    const top = page.locator('.post-body mark.highlight--top').first();
    expect(await top.getAttribute('title')).toBe('Top highlight');
    expect((await page.locator('.post-body mark.highlight--top').allTextContents()).join('')).toBe(story!.topHighlight!.quote);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await selectText(page, 24);
    await toolbar(page).waitFor();
    expect(await toolbar(page).getByRole('button').allTextContents()).toEqual(['Highlight', 'Respond', 'Share']);
    // The toolbar is a WAI-ARIA toolbar: one tab stop, arrows move inside it.
    await toolbar(page).getByRole('button', { name: 'Highlight' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Respond');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Create an account to highlight.');
    // The modal fades in; axe judges its colours once it has.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await visitor.close();
  });

  it('lets the demo writer highlight a sentence, find it in the Library and on her profile, and remove it', async () => {
    const writer = await quire.signedIn('maya_chen', { viewport: { width: 1280, height: 900 } });
    const page = await writer.newPage();
    const story = [...feed].reverse().find((p) => p.creator.username !== 'maya_chen')!;
    await quire.visit(page, story.url);
    const quote = await selectText(page, 32);
    await toolbar(page).getByRole('button', { name: 'Highlight' }).click();
    const mark = page.locator('.post-body mark.highlight--mine', { hasText: quote.slice(0, 20) });
    await mark.first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await quire.visit(page, '/me/list/highlights');
    expect(await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: 'Highlights' }).getAttribute('aria-current')).toBe('page');
    expect((await page.locator('.highlight-list__quote').first().textContent())?.trim()).toBe(quote.trim());
    expect(await page.locator('.highlight-list__story').first().getByRole('link', { name: story.title }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await quire.visit(page, '/@maya_chen/highlights');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Maya Chen’s highlights');
    expect((await page.locator('.highlight-list__quote').first().textContent())?.trim()).toBe(quote.trim());
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Clicking her highlight offers Remove.
    await quire.visit(page, story.url);
    await page.locator('.post-body mark.highlight--mine', { hasText: quote.slice(0, 20) }).first().click();
    await toolbar(page).getByRole('button', { name: 'Remove highlight' }).click();
    await expect.poll(() => page.locator('.post-body mark.highlight--mine', { hasText: quote.slice(0, 20) }).count()).toBe(0);
    await writer.close();
  });

  it('keeps the stories a reader opens, newest first; Remove with Undo, then Clear all empties it', async () => {
    const reader: BrowserContext = await quire.signedIn('samir_haddad', { viewport: { width: 1280, height: 900 } });
    const page = await reader.newPage();
    const [first, second] = feed.filter((p) => p.creator.username !== 'samir_haddad');
    for (const story of [first!, second!]) {
      const recorded = page.waitForResponse((r) => r.url().includes('/_/graphql') && (r.request().postData() ?? '').includes('RecordPostReadMutation'));
      await quire.visit(page, story.url);
      await recorded;
    }
    await quire.visit(page, '/me/lists/reading-history');
    expect(await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: 'Reading history' }).getAttribute('aria-current')).toBe('page');
    const titles = () => page.locator('.reading-history__item .post-card__title').allTextContents();
    expect((await titles()).slice(0, 2)).toEqual([second!.title, first!.title]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Remove ${second!.title} from your reading history` }).click();
    await expect.poll(async () => (await titles()).includes(second!.title)).toBe(false);
    await page.locator('.toast').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await titles())[0]).toBe(second!.title);

    await quire.visit(page, '/me/readinghistory');
    expect(await page.getByRole('switch', { name: 'Pause reading history' }).isChecked()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear your reading history?' });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await page.getByText('You haven’t read any stories yet.').waitFor();
    await quire.visit(page, '/me/lists/reading-history');
    expect(await titles()).toEqual([]);
    await reader.close();
  });

  it('fits a 390 px screen without sideways scrolling', async () => {
    const phone = await quire.signedIn('maya_chen', { viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    for (const path of [feed[0]!.url, '/me/list/highlights', '/@maya_chen/highlights', '/me/lists/reading-history', '/me/readinghistory']) {
      await quire.visit(page, path);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    // The selection toolbar stays on the screen.
    await quire.visit(page, feed[0]!.url);
    await selectText(page, 40);
    await toolbar(page).waitFor();
    await hydrated(page);
    const box = (await toolbar(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await phone.close();
  });
});
