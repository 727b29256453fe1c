// In Chromium: a demo reader follows a writer from the profile — the count moves at
// once and stays after a reload —, undoes it from the toast, sees the writer join the sidebar's Following
// list without a reload (the page's query store), and mutes a writer whose stories then leave the home
// feed. axe runs on the profile.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

describe('follow and mute in Chromium (reader-experience §4)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let reader: BrowserContext;

  beforeAll(async () => {
    reader = await quire.signedIn('lena_fischer', { viewport: { width: 1280, height: 900 } });
  });

  const followers = async (page: Page) => Number(((await page.locator('.profile__followers a').first().textContent()) ?? '').replace(/\D/g, ''));

  it('follows a writer from the profile, the count moving at once and after reload, and undoes it from the toast', async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/@samir_haddad');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Samir Haddad');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The demo corpus may already have Lena following Samir: start from not following.
    const following = page.getByRole('button', { name: 'Following Samir Haddad' });
    if (await following.isVisible()) {
      await following.click();
      await page.getByRole('status').getByText('You unfollowed Samir Haddad.').waitFor();
      await page.reload();
      await hydrated(page);
    }
    const before = await followers(page);
    const follow = page.getByRole('button', { name: 'Follow Samir Haddad' });
    await follow.click();
    await expect.poll(() => followers(page)).toBe(before + 1);
    await page.getByRole('status').getByText('You followed Samir Haddad.').waitFor();
    await page.reload();
    await hydrated(page);
    expect(await followers(page)).toBe(before + 1);
    expect(await page.getByRole('button', { name: 'Following Samir Haddad' }).getAttribute('aria-pressed')).toBe('true');

    // Follow again from the fresh page and undo from the toast.
    await page.getByRole('button', { name: 'Following Samir Haddad' }).click();
    await page.getByRole('status').getByText('You unfollowed Samir Haddad.').waitFor();
    await page.getByRole('button', { name: 'Follow Samir Haddad' }).click();
    await page.getByRole('status').getByText('You followed Samir Haddad.').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').getByText('You unfollowed Samir Haddad.').waitFor();
    await expect.poll(() => followers(page)).toBe(before);
    await page.reload();
    await hydrated(page);
    expect(await followers(page)).toBe(before);
    await page.close();
  });

  it("shows a writer followed from their profile in the sidebar's Following list without a reload, and drops them on unfollow", async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/@samir_haddad');
    const section = page.getByRole('navigation', { name: 'Main' }).getByRole('region', { name: 'Following' });
    const samirInSidebar = section.locator('.sidebar__followed-name', { hasText: 'Samir Haddad' });
    await section.locator('.sidebar__followed a').first().waitFor();
    // A mark on this document: were the page reloaded, it would be gone.
    await page.evaluate(() => ((window as unknown as { quireSamePage: boolean }).quireSamePage = true));
    const following = page.getByRole('button', { name: 'Following Samir Haddad' });
    if (await following.isVisible()) {
      await following.click();
      await page.getByRole('status').getByText('You unfollowed Samir Haddad.').waitFor();
    }
    await expect.poll(() => samirInSidebar.count()).toBe(0);
    await page.getByRole('button', { name: 'Follow Samir Haddad' }).click();
    await page.getByRole('status').getByText('You followed Samir Haddad.').waitFor();
    await samirInSidebar.waitFor();
    expect(await page.evaluate(() => (window as unknown as { quireSamePage?: boolean }).quireSamePage)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // And out again on unfollow, still on the same page.
    await page.getByRole('button', { name: 'Following Samir Haddad' }).click();
    await page.getByRole('status').getByText('You unfollowed Samir Haddad.').waitFor();
    await expect.poll(() => samirInSidebar.count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { quireSamePage?: boolean }).quireSamePage)).toBe(true);
    await page.close();
  });

  it("follows a story's writer from its byline", async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/');
    await page.locator('a.post-card__link').nth(2).click();
    await hydrated(page);
    const writer = (await page.locator('.post__writer').textContent())!.trim();
    const button = page.locator('.post__follow button');
    const wasFollowing = (await button.getAttribute('aria-pressed')) === 'true';
    await button.click();
    await page.getByRole('status').getByText(wasFollowing ? `You unfollowed ${writer}.` : `You followed ${writer}.`).waitFor();
    expect(await button.getAttribute('aria-pressed')).toBe(wasFollowing ? 'false' : 'true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("fills the sidebar's Following section once its list has loaded after the page", async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/');
    const section = page.getByRole('navigation', { name: 'Main' }).getByRole('region', { name: 'Following' });
    // The skeleton paints with the page; the list's code and its query arrive after hydration.
    await section.locator('.sidebar__followed a').first().waitFor();
    expect(await section.locator('[aria-busy="true"]').count()).toBe(0);
    const names = (await section.locator('.sidebar__followed-name').allTextContents()).map((n) => n.trim());
    // The demo reader follows at least five writers and publications; the section shows up to ten.
    expect(names.length).toBeGreaterThanOrEqual(1);
    expect(names.length).toBeLessThanOrEqual(10);
    expect(names.every((n) => n.length > 0)).toBe(true);
    expect(await section.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/me/following');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("lists a writer's followers 25 at a time, follows one from the list, and reaches the following list", async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/@maya_chen');
    const total = await followers(page);
    await page.locator('.profile__followers a').first().click();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/@maya_chen/followers');
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.replace(/\D/g, '')).toBe(String(total));
    const rows = page.getByRole('list', { name: 'Followers of Maya Chen' }).getByRole('listitem');
    expect(await rows.count()).toBe(Math.min(total, 25));
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (total > 25) {
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect.poll(() => rows.count()).toBe(Math.min(total, 50));
    }
    // Follow (or unfollow) the first listed writer who is not the reader, from the row.
    const button = rows.locator('button[aria-pressed]').first();
    const wasFollowing = (await button.getAttribute('aria-pressed')) === 'true';
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe(wasFollowing ? 'false' : 'true');
    await page.getByRole('link', { name: 'See who Maya Chen follows' }).click();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/@maya_chen/following');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^\d+ Following$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("mutes a writer, and the writer's stories leave the home feed", async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/');
    const writerLink = page.locator('main article .post-card__writer').first();
    const writerName = (await writerLink.textContent())!.trim();
    const writerHref = (await writerLink.getAttribute('href'))!;
    await quire.visit(page, writerHref);
    // The mute lives in the menu beside Follow: open it by keyboard, choose, and focus comes back.
    const more = page.getByRole('button', { name: `More options for ${writerName}` });
    await more.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu', { name: `More options for ${writerName}` }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`More options for ${writerName}`);
    await page.getByRole('status').getByText(`${writerName} is muted: their stories leave your feeds.`).waitFor();
    await quire.visit(page, '/');
    const writers = await page.locator('main article .post-card__writer').allTextContents();
    expect(writers.map((w) => w.trim())).not.toContain(writerName);
    await page.close();
  });

  it("follows from the home page's right column, and the one followed makes way for the next suggestion", async () => {
    const page = await reader.newPage();
    await quire.visit(page, '/');
    const column = page.getByRole('region', { name: 'Who to follow' });
    // The list comes after hydration, with its query; until then skeleton rows hold its place.
    const names = async () => {
      await column.locator('.who-to-follow__name').first().waitFor();
      return (await column.locator('.who-to-follow__name').allTextContents()).map((n) => n.trim());
    };
    const before = await names();
    expect(before).toHaveLength(3);
    const first = before[0]!;
    await column.getByRole('button', { name: `Follow ${first}` }).click();
    await page.getByRole('status').getByText(`You followed ${first}.`).waitFor();
    expect(await column.getByRole('button', { name: `Following ${first}` }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.reload();
    await hydrated(page);
    const after = await names();
    expect(after).not.toContain(first);
    expect(after.slice(0, 2)).toEqual(before.slice(1));
    expect(await column.getByRole('link', { name: 'See more suggestions' }).getAttribute('href')).toBe('/me/following/suggestions');
    await page.close();
  });
});
