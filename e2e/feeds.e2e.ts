// platform-reference §2.1 in Chromium: the home page names its RSS feed in its head and carries the hidden
// sitemap link (out of sight until it takes keyboard focus); /feed/latest, its Atom twin and the sitemap
// parse with the browser's own DOMParser, their stories linked on the server's public origin. axe runs on the
// page visited, and the page does not scroll sideways at 390 px.
import { describe, expect, it } from 'vitest';
import { chromiumSuite, seriousA11yViolations } from './harness.ts';

type Parsed = { root: string; error: boolean; titles: string[]; links: string[] };

describe('feeds and the sitemap in Chromium (platform-reference §2.1)', () => {
  const quire = chromiumSuite();

  it('home links its feed and the sitemap; the feeds and the sitemap parse as XML', async () => {
    const context = await quire.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await quire.open(context, '/');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    expect(await alternate.count()).toBe(1);
    expect(await alternate.getAttribute('href')).toBe('/feed/latest');
    expect(await alternate.getAttribute('title')).toBe('Latest stories on Quire');

    const sitemap = page.getByRole('link', { name: 'Sitemap', exact: true });
    expect(await sitemap.count()).toBe(1);
    expect(await sitemap.getAttribute('href')).toBe('/sitemap/sitemap.xml');
    const hiddenBox = await sitemap.boundingBox();
    expect(hiddenBox!.width * hiddenBox!.height).toBeLessThanOrEqual(1);
    await sitemap.focus();
    const focusedBox = await sitemap.boundingBox();
    expect(focusedBox!.width).toBeGreaterThan(20);

    const parse = (path: string, itemSelector: string, linkOf: 'text' | 'href') =>
      page.evaluate(
        async ({ path, itemSelector, linkOf }): Promise<Parsed> => {
          const response = await fetch(path);
          const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
          const items = [...doc.querySelectorAll(itemSelector)];
          return {
            root: doc.documentElement.nodeName,
            error: doc.getElementsByTagName('parsererror').length > 0,
            titles: items.map((i) => i.getElementsByTagName('title')[0]?.textContent ?? ''),
            links: items.map((i) => {
              const link = i.getElementsByTagName('link')[0];
              return (linkOf === 'text' ? link?.textContent : link?.getAttribute('href')) ?? '';
            }),
          };
        },
        { path, itemSelector, linkOf },
      );

    const rss = await parse('/feed/latest', 'channel > item', 'text');
    expect(rss.error).toBe(false);
    expect(rss.root).toBe('rss');
    expect(rss.titles).toHaveLength(25);
    for (const link of rss.links) expect(link.startsWith(`${quire.server.url}/`)).toBe(true);
    // The newest stories are the ones home shows first.
    const onHome = await page.locator('main').innerText();
    expect(rss.titles.slice(0, 3).some((title) => onHome.includes(title))).toBe(true);

    const atom = await parse('/feed/latest?format=atom', 'entry', 'href');
    expect(atom.error).toBe(false);
    expect(atom.root).toBe('feed');
    expect(atom.links).toEqual(rss.links);

    const index = await page.evaluate(async () => {
      const doc = new DOMParser().parseFromString(await (await fetch('/sitemap/sitemap.xml')).text(), 'application/xml');
      return { error: doc.getElementsByTagName('parsererror').length > 0, children: [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '') };
    });
    expect(index.error).toBe(false);
    expect(index.children.length).toBeGreaterThanOrEqual(5);
    const firstChild = new URL(index.children[0]!);
    const child = await page.evaluate(async (path) => {
      const doc = new DOMParser().parseFromString(await (await fetch(path)).text(), 'application/xml');
      return { error: doc.getElementsByTagName('parsererror').length > 0, root: doc.documentElement.nodeName, urls: doc.getElementsByTagName('url').length };
    }, firstChild.pathname + firstChild.search);
    expect(child).toMatchObject({ error: false, root: 'urlset' });
    expect(child.urls).toBeGreaterThan(0);
    await context.close();
  });
});
