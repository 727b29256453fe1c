// Issue 16 claps in Chromium, with axe on every page visited: logged out, clap opens the sign-in modal with the
// clap copy; signed in (dev sign-in), clapping 3 times moves the count at once and after a reload it is 3 more;
// the upvotes page lists the reader with their claps; Share → Copy link shows 'Link copied'; and the story page
// scrolls no sideways at 390 px.
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCount } from '../core/format/count.ts';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

type FeedPost = { id: string; url: string; isLocked: boolean; clapCount: number; creator: { username: string } };

describe('claps in Chromium (issue 16; reader-experience §2.13, §9)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let story: FeedPost;
  let maya: BrowserContext;

  const clapCount = async (id: string): Promise<number> => {
    const response = await fetch(`${quire.server.url}/_/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query C($id: ID!) { post(id: $id) { clapCount } }', variables: { id } }),
    });
    return ((await response.json()) as { data: { post: { clapCount: number } } }).data.post.clapCount;
  };

  beforeAll(async () => {
    const response = await fetch(`${quire.server.url}/_/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ webRecommendedFeed(paging: { limit: 25 }) { items { post { id url isLocked clapCount creator { username } } } } }' }),
    });
    const items = ((await response.json()) as { data: { webRecommendedFeed: { items: { post: FeedPost }[] } } }).data.webRecommendedFeed.items.map((i) => i.post);
    const candidates = items.filter((p) => !p.isLocked && p.creator.username !== 'maya_chen');
    // A story nobody has clapped yet, so the demo reader has all 50 claps left.
    story = candidates.find((p) => p.clapCount === 0) ?? candidates[0]!;
    maya = await quire.signedIn('maya_chen', { viewport: { width: 1280, height: 900 } });
    await maya.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: quire.server.url });
  });

  it('logged out, clap opens the sign-in modal with the clap copy', async () => {
    const context = await quire.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await quire.visit(page, story.url);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('group', { name: 'Story actions', exact: true }).getByRole('button', { name: /^Clap/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Create an account to clap for this story.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await clapCount(story.id)).toBe(story.clapCount);
    await context.close();
  });

  it('signed in, clapping 3 times moves the count at once, and after a reload it is 3 more', async () => {
    const before = await clapCount(story.id);
    const page = await quire.open(maya, story.url);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const bar = page.getByRole('group', { name: 'Story actions', exact: true });
    const clap = bar.getByRole('button', { name: /^Clap/ });
    for (let i = 0; i < 3; i++) await clap.click();
    const after = `Clap (${formatCount(before + 3)} claps, 3 from you)`;
    await bar.getByRole('button', { name: after }).waitFor();
    expect(await clap.getAttribute('aria-pressed')).toBe('true');
    // The burst goes as one request once the clicks stop; the server then holds 3 more.
    await expect.poll(() => clapCount(story.id), { timeout: 10_000 }).toBe(before + 3);
    await page.reload();
    await hydrated(page);
    await page.getByRole('group', { name: 'Story actions', exact: true }).getByRole('button', { name: after }).waitFor();
    // The end-of-story bar shows the same count.
    await page.getByRole('group', { name: 'Story actions, end of story' }).getByRole('button', { name: after }).waitFor();
    await page.close();
  });

  it('the upvotes page lists the reader with their claps', async () => {
    const page = await quire.open(maya, `/p/${story.id}/upvotes`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${formatCount(await clapCount(story.id))} claps`);
    const row = page.getByRole('list', { name: /Readers who clapped/ }).getByRole('listitem').filter({ hasText: 'Maya Chen' });
    expect(await row.textContent()).toContain('3 claps');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('Share → Copy link shows the toast and copies the story’s address', async () => {
    const page = await quire.open(maya, story.url);
    const share = page.getByRole('group', { name: 'Story actions', exact: true }).getByRole('button', { name: 'Share' });
    await share.click();
    const menu = page.getByRole('menu', { name: 'Share' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Copy link', 'Share on X (Twitter)', 'Share on Facebook', 'Share on LinkedIn']);
    expect(await menu.getByRole('menuitem', { name: 'Share on LinkedIn' }).getAttribute('href')).toBe(`/p/${story.id}/share/linkedin`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await page.getByRole('status').getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(story.url, quire.server.url).toString());
    await page.close();
  });

  it('fits a 390 px screen: the story page with its action bars scrolls no sideways', async () => {
    const context = await quire.signedIn('lena_fischer', { viewport: { width: 390, height: 844 } });
    const page = await quire.open(context, story.url);
    await page.getByRole('group', { name: 'Story actions', exact: true }).getByRole('button', { name: /^Clap/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('group', { name: 'Story actions', exact: true }).getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menu', { name: 'Share' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
