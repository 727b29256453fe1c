// A reader opens Quire, sees server-rendered titles before any script runs, sees
// hydration complete, clicks a post and reads its body — in headless Chromium, with axe on every page.
import { describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

describe('reading in Chromium (reader-experience §2.1 home and post)', () => {
  const quire = chromiumSuite();

  it('shows server-rendered post titles before any script runs', async () => {
    const context = await quire.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(quire.server.url + '/');
    expect(response?.status()).toBe(200);
    const titles = await page.locator('article h2').allTextContents();
    expect(titles.length).toBe(10);
    expect(titles.every((t) => t.trim().length > 0)).toBe(true);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    await context.close();
  });

  it('receives the page, its scripts and its GraphQL answers compressed (issue 19)', async () => {
    const page = await quire.browser.newPage();
    // Every script of 1 KB or more (smaller ones have no compressed copy and go out as they are), each by its own
    // address: the scripts arrive in no fixed order.
    const scripts: Promise<{ url: string; bytes: number; encoding: string | undefined }>[] = [];
    page.on('response', (r) => {
      const type = r.headers()['content-type'] ?? '';
      if (r.url().includes('/assets/') && type.startsWith('text/javascript')) {
        scripts.push(r.body().then((body) => ({ url: r.url(), bytes: body.length, encoding: r.headers()['content-encoding'] })));
      }
    });
    const response = await page.goto(quire.server.url + '/');
    expect(response?.headers()['content-encoding']).toBe('br');
    expect(response?.headers()['vary']).toContain('Accept-Encoding');
    await hydrated(page);
    const large = (await Promise.all(scripts)).filter((script) => script.bytes >= 1024);
    expect(large.length).toBeGreaterThan(0);
    for (const script of large) expect(script.encoding, script.url).toBe('br');
    // The next page of the feed (answers under 1 KB, like who-to-follow's, go out as they are).
    const answer = page.waitForResponse((r) => r.url().endsWith('/_/graphql') && (r.request().postData() ?? '').includes('webRecommendedFeed'));
    await page.getByRole('button', { name: 'Show more' }).click();
    expect((await (await answer).allHeaders())['content-encoding']).toBe('br');
    await expect.poll(() => page.locator('main article').count()).toBe(20);
    await page.close();
  });

  it('hydrates the home page, loads more stories, opens a post and reads its body', async () => {
    const page = await quire.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await quire.visit(page, '/');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The right column shows from the lg breakpoint (904px) up.
    expect(await page.getByRole('complementary', { name: 'Recommended topics' }).isVisible()).toBe(true);
    const mainWidth = await page.locator('main').evaluate((el) => el.getBoundingClientRect().width);
    expect(mainWidth).toBe(728);

    // Hydrated: "Show more" fetches the next page through the batched endpoint.
    const batch = page.waitForRequest((r) => r.url().endsWith('/_/graphql') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Show more' }).click();
    const request = await batch;
    expect(Array.isArray(JSON.parse(request.postData() ?? 'null'))).toBe(true);
    await expect.poll(() => page.locator('main article').count()).toBe(20);

    // Open the first open (not member-only) story.
    const card = page.locator('main article').filter({ hasNot: page.getByText('Member-only story') }).first();
    const title = (await card.locator('h2').textContent())!.trim();
    await card.locator('a.post-card__link').click();
    await page.waitForURL((url) => url.pathname !== '/');
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    await hydrated(page);
    const paragraphs = await page.locator('.post-body p').allTextContents();
    expect(paragraphs.length).toBeGreaterThan(3);
    // The story's own reading time, in its header (the cards at its end have theirs).
    expect(await page.locator('.post__header').getByText(/^\d+ min read$/).count()).toBe(1);
    expect(await page.title()).toContain(title);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A tag under the story opens the tag page: its stories, newest first, with 'Show more' when there are more.
    const chip = page.locator('.post__footer a.chip').first();
    const tagLabel = (await chip.textContent())!.trim();
    await chip.click();
    await page.waitForURL(/\/tag\//);
    await hydrated(page);
    expect((await page.locator('h1').textContent())!.trim()).toBe(tagLabel);
    const firstCount = await page.locator('main article').count();
    expect(firstCount).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const total = Number.parseInt((await page.locator('.tag__count').textContent())!, 10);
    expect(firstCount).toBe(Math.min(total, 10));
    if (total > 10) {
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect.poll(() => page.locator('main article').count()).toBe(Math.min(total, 20));
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a topic from a story card, and every topic from /explore-topics', async () => {
    const page = await quire.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await quire.visit(page, '/');
    const chip = page.locator('main article a.chip').first();
    const topicName = (await chip.textContent())!.trim();
    await chip.click();
    await page.waitForURL(/\/topic\//);
    await hydrated(page);
    expect((await page.locator('h1').textContent())!.trim()).toBe(topicName);
    const total = Number.parseInt((await page.locator('.tag__count').textContent())!, 10);
    expect(await page.locator('main article').count()).toBe(Math.min(total, 10));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await quire.visit(page, '/explore-topics');
    expect(await page.locator('h1').textContent()).toBe('Explore topics');
    const link = page.getByRole('link', { name: topicName, exact: true });
    expect(await link.count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await link.click();
    await page.waitForURL(/\/topic\//);
    expect((await page.locator('h1').textContent())!.trim()).toBe(topicName);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lets a keyboard reader skip to the content and open a story', async () => {
    const page = await quire.browser.newPage();
    await quire.visit(page, '/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // Within a few stops (the writer, maybe the publication) the first story's own link has focus.
    let focused: string | undefined;
    for (let stops = 0; stops < 4 && focused !== 'post-card__link'; stops++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.className);
    }
    expect(focused).toBe('post-card__link');
    const title = await page.evaluate(() => document.activeElement?.querySelector('h2')?.textContent);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/');
    expect(await page.locator('h1').textContent()).toBe(title);
    await page.close();
  });

  it('hides the right column below the lg breakpoint', async () => {
    const page = await quire.browser.newPage({ viewport: { width: 800, height: 900 } });
    await page.goto(quire.server.url + '/');
    expect(await page.getByRole('complementary', { name: 'Recommended topics' }).isVisible()).toBe(false);
    await page.close();
  });

  it('reports a missing preloaded global at start-up and keeps the server-rendered page', async () => {
    const page = await quire.browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route(quire.server.url + '/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/window\.__GRAPHQL_URI__=[^;]*;/, '');
      await route.fulfill({ response, body: html });
    });
    await page.goto(quire.server.url + '/');
    await expect.poll(() => errors.join('\n')).toContain('Expected window.__GRAPHQL_URI__ to exist.');
    expect(await page.locator('article h2').count()).toBe(10);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    await page.close();
  });

  it('answers an unknown address with the 404 screen', async () => {
    const page = await quire.browser.newPage();
    const response = await page.goto(quire.server.url + '/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Out of nothing, something.');
    await hydrated(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('closes the store and exits cleanly on SIGTERM', async () => {
    expect(await quire.server.stop()).toBe(0);
    // Issue 20's graceful shutdown: it stops taking connections, finishes what is under way, then closes.
    expect(quire.server.output()).toContain('SIGTERM: no new connections');
    expect(quire.server.output()).toMatch(/Shutdown: (every request and job finished; )?closed\./);
  });
});
