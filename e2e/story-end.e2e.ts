// Issue 18 in Chromium: a story's end leads on — the author card and More from the writer (four cards), the
// publication card and More from the publication — server-rendered (there before any script runs), accessible
// (axe) and without sideways scrolling at 390 px; Follow on the author card follows the writer, and the byline's
// button agrees (one follow engine).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

/**
 * The story's end hydrates once its chunk arrives (ui/components/deferred.tsx): its buttons answer from then on. React
 * marks the nodes it has hydrated with its fiber key.
 */
const endHydrated = (page: Page) =>
  expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('.story-end button') ?? {}).some((k) => k.startsWith('__reactFiber')))).toBe(true);

type Candidate = { url: string; statusForCollection: string | null; creator: { username: string; name: string }; collection: { name: string } | null; storyEnd: { moreFromWriter: { id: string }[] } };

describe('the end of a story in Chromium (issue 18)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true', PORT: '4231' });

  /** A story in a publication whose writer has four more stories, by someone other than the reader. */
  async function pickStory(): Promise<Candidate> {
    const response = await fetch(`${quire.server.url}/_/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query { webRecommendedFeed(paging: { limit: 25 }) { items { post {
          url statusForCollection isLocked creator { username name } collection { name } storyEnd { moreFromWriter { id } } } } } }`,
      }),
    });
    const answer = (await response.json()) as { data: { webRecommendedFeed: { items: { post: Candidate & { isLocked: boolean } }[] } } | null; errors?: unknown };
    expect(answer.errors).toBeUndefined();
    const items = answer.data!.webRecommendedFeed.items;
    const story = items
      .map((i) => i.post)
      .find((p) => p.statusForCollection === 'APPROVED' && !p.isLocked && p.creator.username !== 'lena_fischer' && p.storyEnd.moreFromWriter.length === 4);
    expect(story, 'the demo corpus has such a story among the newest').toBeDefined();
    return story!;
  }

  it('is in the server-rendered page: the author card and More from the writer, before any script', async () => {
    const story = await pickStory();
    const context = await quire.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(quire.server.url + story.url))?.status()).toBe(200);
    await page.getByRole('heading', { name: `Written by ${story.creator.name}` }).waitFor();
    const more = page.getByRole('region', { name: `More from ${story.creator.name}` });
    expect(await more.getByRole('article').count()).toBe(4);
    expect(await page.getByRole('heading', { name: `More from ${story.collection!.name}` }).count()).toBe(1);
    // Recommended from the product: stories ranked as For you ranks them, none of them this one.
    const recommended = page.getByRole('region', { name: 'Recommended from Quire' });
    expect(await recommended.getByRole('article').count()).toBeGreaterThan(0);
    expect(await recommended.locator(`a[href="${story.url}"]`).count()).toBe(0);
    await context.close();
  });

  it('reads well at 1280 and 390 px: axe finds nothing serious, and nothing scrolls sideways', async () => {
    const story = await pickStory();
    for (const width of [1280, 390]) {
      const page = await quire.browser.newPage({ viewport: { width, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await quire.visit(page, story.url);
      // The server's markup of the story's end hydrates as it is (no mismatch, no client re-render).
      await endHydrated(page);
      expect(errors).toEqual([]);
      const more = page.getByRole('region', { name: `More from ${story.creator.name}` });
      await more.scrollIntoViewIfNeeded();
      expect(await more.getByRole('article').count()).toBe(4);
      // Each card leads to another story of the writer's, never this one.
      const hrefs = await more.locator('a.post-card__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).not.toContain(story.url);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.close();
    }
  });

  it('follows the writer from the author card; the byline agrees, and it holds after a reload', async () => {
    const story = await pickStory();
    const reader = await quire.signedIn('lena_fischer', { viewport: { width: 1280, height: 900 } });
    const page = await reader.newPage();
    await quire.visit(page, story.url);
    await endHydrated(page);
    const name = story.creator.name;
    const card = page.getByRole('region', { name: `Written by ${name}` });
    const byline = page.locator('.post__follow button');
    // Start from not following (the corpus may have Lena following this writer already).
    if ((await card.getByRole('button', { name: `Following ${name}` }).count()) > 0) {
      await card.getByRole('button', { name: `Following ${name}` }).click();
      await page.getByRole('status').getByText(`You unfollowed ${name}.`).waitFor();
    }
    const followers = async () => Number(((await card.locator('.story-end__followers').textContent()) ?? '').replace(/\D/g, ''));
    const before = await followers();
    await card.getByRole('button', { name: `Follow ${name}` }).click();
    await page.getByRole('status').getByText(`You followed ${name}.`).waitFor();
    expect(await card.getByRole('button', { name: `Following ${name}` }).getAttribute('aria-pressed')).toBe('true');
    expect(await byline.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(followers).toBe(before + 1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.reload();
    await hydrated(page);
    await endHydrated(page);
    expect(await card.getByRole('button', { name: `Following ${name}` }).getAttribute('aria-pressed')).toBe('true');
    // Leave the corpus as it was.
    await card.getByRole('button', { name: `Following ${name}` }).click();
    await page.getByRole('status').getByText(`You unfollowed ${name}.`).waitFor();
    await reader.close();
  });
});
