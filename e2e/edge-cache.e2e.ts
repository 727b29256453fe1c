// In Chromium: a logged-out visitor's second load of a post is an edge-cache hit
// (x-quire-cache), and an edit of that post purges it — the next load is a miss with the new title.
// axe on every page visited.
import { describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

describe('the edge cache in Chromium (platform-reference §9)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });

  it("serves a logged-out visitor's second load of a post from the cache, and an edit purges it", async () => {
    const page = await quire.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const home = await page.goto(quire.server.url + '/');
    expect(home?.headers()['surrogate-key']).toBe('group-edgeCacheHome quire-pages');
    await hydrated(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const href = (await page.locator('main article a.post-card__link').first().getAttribute('href'))!;
    const postId = /-([0-9a-f]{12})$/.exec(href)![1]!;

    // The post at its short address, which it keeps when an edit moves its slug.
    const address = `${quire.server.url}/p/${postId}`;
    const first = await page.goto(address);
    expect(first?.status()).toBe(200);
    expect(first?.headers()['x-quire-cache']).toBe('MISS');
    expect(first?.headers()['surrogate-key']).toContain(`post-${postId}`);
    expect(first?.headers()['cache-control']).toContain('s-maxage=');
    const title = (await page.locator('h1').textContent())!.trim();

    const second = await page.goto(address);
    expect(second?.headers()['x-quire-cache']).toBe('HIT');
    await hydrated(page);
    expect((await page.locator('h1').textContent())!.trim()).toBe(title);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The edit the post editor will make, through the dev endpoint (this machine only).
    const edited = `${title} (revised)`;
    const edit = await fetch(`${quire.server.url}/_/dev/posts/${postId}/title`, { method: 'POST', body: JSON.stringify({ title: edited }) });
    expect(edit.status).toBe(200);

    const third = await page.goto(address);
    expect(third?.headers()['x-quire-cache']).toBe('MISS');
    await expect.poll(() => page.locator('h1').textContent()).toBe(edited);
    await hydrated(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const fourth = await page.goto(address);
    expect(fourth?.headers()['x-quire-cache']).toBe('HIT');
    await page.close();
  });
});
