// In Chromium (issue 23, stats): a reader opens a story and reads to its end — the story page's client events
// (post.clientViewed, post.clientRead) go to /_/batch — and the writer's stats page then shows one more view and one
// more read than before; the page has its period tabs, totals, a chart (uPlot, drawn after hydration) and a table with
// a caption beside it; someone else gets 403 with the reason. The pages built last (the responses' stats,
// /@{username}/stats, an audience figure in detail, a publication's overview) show the demo corpus's figures, and
// the reader reloading the story counts no second view that day. axe runs on every page visited; at 390 px nothing
// scrolls sideways.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

type FeedPost = { id: string; url: string; title: string; isLocked: boolean; creator: { username: string } };

const READER = 'theo_okafor';

describe('stats in Chromium', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let story: FeedPost;

  beforeAll(async () => {
    const response = await fetch(`${quire.server.url}/_/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ webRecommendedFeed(paging: { limit: 25 }) { items { post { id url title isLocked creator { username } } } } }' }),
    });
    const answer = (await response.json()) as { data: { webRecommendedFeed: { items: { post: FeedPost }[] } } };
    const found = answer.data.webRecommendedFeed.items.map((i) => i.post).find((p) => !p.isLocked && p.creator.username !== READER);
    expect(found, 'the home feed has a free story by someone other than the reader').toBeTruthy();
    story = found!;
  });

  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  /** The Views and Reads the stats page's totals show, as numbers. */
  async function totals(page: Page): Promise<{ views: number; reads: number }> {
    const figure = async (term: string) => Number(((await page.locator('.stats-totals__item', { has: page.locator(`dt:text-is("${term}")`) }).first().locator('dd').textContent()) ?? '').replace(/,/g, ''));
    return { views: await figure('Views'), reads: await figure('Reads') };
  }

  it("counts a reader's view and read, and the writer's stats page shows them beside a chart and its table", async () => {
    const writer = await quire.signedIn(story.creator.username, { viewport: { width: 1280, height: 900 } });
    const statsPath = `/me/stats/post/${story.id}?period=7d`;
    const before = await quire.open(writer, statsPath);
    const initial = await totals(before);
    await before.close();

    // The reader opens the story and scrolls to its end: the view and the read go to /_/batch.
    const reader = await quire.signedIn(READER, { viewport: { width: 1280, height: 900 } });
    const page = await reader.newPage();
    const sent = page.waitForResponse((r) => r.url().endsWith('/_/batch') && (r.request().postData() ?? '').includes('post.clientRead'));
    await quire.visit(page, story.url);
    await page.locator('.post-body > :last-child').scrollIntoViewIfNeeded();
    const response = await sent;
    expect(response.status()).toBe(200);
    const events = JSON.parse(response.request().postData()!) as { key: string; data: { postId: string; reachedEnd?: boolean } }[];
    expect(events.some((e) => e.key === 'post.clientRead' && e.data.postId === story.id && e.data.reachedEnd === true)).toBe(true);
    await reader.close();

    const after = await quire.open(writer, statsPath);
    expect(await totals(after)).toEqual({ views: initial.views + 1, reads: initial.reads + 1 });
    expect(await after.getByRole('heading', { level: 1 }).textContent()).toContain(story.title);
    expect(await after.getByRole('link', { name: 'Last 7 days' }).getAttribute('aria-current')).toBe('page');
    // The chart is drawn once uPlot arrives, hidden from screen readers; the table beside it has a caption.
    await after.locator('.stats-chart__canvas canvas').first().waitFor();
    expect(await after.locator('.stats-chart__canvas').first().getAttribute('aria-hidden')).toBe('true');
    expect(await after.locator('table.data-table caption').first().textContent()).toContain('per day');
    expect(await after.locator('table.data-table tbody tr').count()).toBeGreaterThanOrEqual(7);
    expect(await seriousA11yViolations(after)).toEqual([]);

    // The overview lists the story, links to its page, and the avatar menu's Stats leads there.
    const home = await quire.open(writer, '/me/stats');
    expect(await home.getByRole('link', { name: story.title }).first().getAttribute('href')).toBe(`/me/stats/post/${story.id}`);
    expect(await seriousA11yViolations(home)).toEqual([]);
    await writer.close();
  });

  it('fits a 390 px screen, and answers someone else with 403 and the reason', async () => {
    const phone = await quire.signedIn(story.creator.username, { viewport: { width: 390, height: 844 } });
    for (const path of [`/me/stats/post/${story.id}?period=30d`, '/me/stats?period=90d', `/@${story.creator.username}/audience`]) {
      const page = await quire.open(phone, path);
      await page.locator('.stats-chart__canvas canvas').first().waitFor();
      expect(await noSidewaysScroll(page), path).toBe(true);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      await page.close();
    }
    await phone.close();

    const stranger = await quire.signedIn(READER, { viewport: { width: 390, height: 844 } });
    const page = await stranger.newPage();
    const response = await page.goto(`${quire.server.url}/me/stats/post/${story.id}`);
    await hydrated(page);
    expect(response?.status()).toBe(403);
    expect(await page.getByRole('alert').textContent()).toContain('you can see the stats of your own stories only');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await stranger.close();
  });

  it("counts a reader's second view of the story that day as nothing", async () => {
    const writer = await quire.signedIn(story.creator.username, { viewport: { width: 1280, height: 900 } });
    const statsPath = `/me/stats/post/${story.id}?period=7d`;
    const before = await quire.open(writer, statsPath);
    const initial = await totals(before);
    await before.close();
    // The reader (who viewed it in the first test) opens it again.
    const reader = await quire.signedIn(READER, { viewport: { width: 1280, height: 900 } });
    const page = await reader.newPage();
    const sent = page.waitForResponse((r) => r.url().endsWith('/_/batch') && (r.request().postData() ?? '').includes('post.clientViewed'));
    await quire.visit(page, story.url);
    expect((await sent).status()).toBe(200);
    await reader.close();
    const after = await quire.open(writer, statsPath);
    expect((await totals(after)).views).toBe(initial.views);
    await writer.close();
  });

  it('shows the demo writer her responses, her stats at her address, her followers in detail and her publication’s overview, at 390 px too', async () => {
    for (const width of [1280, 390]) {
      const maya = await quire.signedIn('maya_chen', { viewport: { width, height: 900 } });
      const pages: [string, string, string][] = [
        ['/me/stats/responses?period=90d', 'Stats of your responses', 'Your responses'],
        ['/@maya_chen/stats?period=30d', 'Stats', 'Your stories'],
        ['/@maya_chen/audience/followers?period=lifetime', 'Followers', 'In all'],
        ['/@maya_chen/audience/subscribers', 'Email subscribers', 'In all'],
        ['/the-long-draft/stats/overview?period=30d', 'The Long Draft: overview', 'Writers'],
      ];
      for (const [path, heading, text] of pages) {
        const page = await quire.open(maya, path);
        expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toContain(heading);
        expect(await page.locator('main').textContent(), path).toContain(text);
        // Populated at first start: a table with at least one row.
        expect(await page.locator('table.data-table tbody tr').count(), path).toBeGreaterThan(0);
        expect(await noSidewaysScroll(page), path).toBe(true);
        expect(await seriousA11yViolations(page), path).toEqual([]);
        await page.close();
      }
      await maya.close();
    }
    // The responses page: a response with views; the overview: the period before.
    const maya = await quire.signedIn('maya_chen', { viewport: { width: 1280, height: 900 } });
    const responses = await quire.open(maya, '/me/stats/responses?period=90d');
    expect(Number(((await responses.locator('.stats-totals__item', { has: responses.locator('dt:text-is("Views")') }).first().locator('dd').textContent()) ?? '0').replace(/,/g, ''))).toBeGreaterThan(0);
    expect(await responses.locator('.stats-nav').getByRole('link', { name: 'Responses' }).getAttribute('aria-current')).toBe('page');
    const overview = await quire.open(maya, '/the-long-draft/stats/overview?period=30d');
    expect(await overview.locator('table.data-table caption').first().textContent()).toContain('beside the 30 days before');
    await maya.close();

    // Someone else: 403 with the reason.
    const stranger = await quire.signedIn(READER, { viewport: { width: 390, height: 844 } });
    for (const [path, reason] of [
      ['/@maya_chen/stats', 'A writer’s stats are for that writer only'],
      ['/@maya_chen/audience/followers', 'An audience’s stats are for its writer only'],
      ['/the-long-draft/stats/overview', 'for its editors and owners only'],
    ] as const) {
      const page = await stranger.newPage();
      const response = await page.goto(`${quire.server.url}${path}`);
      await hydrated(page);
      expect(response?.status(), path).toBe(403);
      expect(await page.getByRole('alert').textContent(), path).toContain(reason);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      await page.close();
    }
    await stranger.close();
  });
});
