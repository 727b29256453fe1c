// Issue 17 in Chromium ("done when"): reader B follows writer A from A's profile; A publishes a story; B's badge
// shows 1 without a reload within the (shortened) polling interval; the notification on /me/notifications links to
// the story; opening the page clears the badge; the settings' toggles persist across a reload; on a small screen the
// avatar menu's Notifications entry leads to the page. axe runs on every
// page visited, and at 390 px nothing scrolls sideways.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

const WRITER = 'samir_haddad';
const READER = 'lena_fischer';

/** Writes and publishes a story through GraphQL from the writer's own signed-in page. */
async function publishFrom(page: Page, title: string): Promise<{ id: string; url: string }> {
  return page.evaluate(async (storyTitle) => {
    const { token } = (await (await fetch('/_/xsrf')).json()) as { token: string };
    const gql = async (query: string, variables: Record<string, unknown>) =>
      ((await (await fetch('/_/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': token }, body: JSON.stringify({ query, variables }) })).json()) as { data: any }).data;
    const body = JSON.stringify([{ name: 'p0', type: 'P', text: 'A new story for the people who follow me.', markups: [] }]);
    const draft = (await gql('mutation C($input: CreateDraftInput!) { createDraft(input: $input) { ... on DraftSaved { post { id revision } } } }', { input: { title: storyTitle, subtitle: '', body } })).createDraft.post;
    const published = await gql('mutation P($input: PublishPostInput!) { publishPost(input: $input) { __typename ... on PostPublished { post { id url } } } }', {
      input: { postId: draft.id, revision: draft.revision, tags: [], isLocked: false, license: 'ALL_RIGHTS_RESERVED' },
    });
    return published.publishPost.post as { id: string; url: string };
  }, title);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('notifications in Chromium (issue 17; reader-experience §2.3 notifications badge)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true', QUIRE_NOTIFICATIONS_POLL_MS: '500', QUIRE_JOBS_POLL_MS: '200' });
  let reader: BrowserContext;
  let writer: BrowserContext;

  beforeAll(async () => {
    [reader, writer] = await Promise.all([quire.signedIn(READER, { viewport: { width: 390, height: 844 } }), quire.signedIn(WRITER, { viewport: { width: 1280, height: 900 } })]);
  });

  it("B follows A; A publishes; B's badge shows 1 without a reload, the notification links to the story, and opening the page clears the badge", async () => {
    // Start from nothing unread: opening the page marks the demo corpus's notifications read.
    const page = await quire.open(reader, '/me/notifications');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expect.poll(() => page.getByTestId('notifications-badge').count()).toBe(0);

    await quire.visit(page, `/@${WRITER}`);
    const following = page.getByRole('button', { name: 'Following Samir Haddad' });
    if (!(await following.isVisible())) await page.getByRole('button', { name: 'Follow Samir Haddad' }).click();
    await following.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A mark on this document: were the page reloaded, it would be gone.
    await page.evaluate(() => ((window as unknown as { quireSamePage: boolean }).quireSamePage = true));

    const writerPage = await quire.open(writer, '/');
    const story = await publishFrom(writerPage, 'Notes for my followers');
    expect(story.url).toMatch(/^\//);

    await expect.poll(() => page.getByTestId('notifications-badge').textContent(), { timeout: 15_000 }).toBe('1');
    expect(await page.getByRole('link', { name: 'Notifications, 1 unread' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { quireSamePage?: boolean }).quireSamePage)).toBe(true);

    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await page.waitForURL((url) => url.pathname === '/me/notifications');
    await hydrated(page);
    const item = page.getByRole('link', { name: /Samir Haddad published Notes for my followers/ });
    expect(await item.getAttribute('href')).toBe(story.url);
    await expect.poll(() => page.getByTestId('notifications-badge').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await item.click();
    await page.waitForURL((url) => url.pathname === story.url);
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Notes for my followers');
    await page.close();
    await writerPage.close();
  });

  it('the settings’ toggles and the digest persist across a reload', async () => {
    const page = await quire.open(reader, '/me/settings/notifications#email-settings');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    const claps = page.getByRole('switch', { name: 'Claps on your stories by e-mail' });
    const before = await claps.isChecked();
    // Saved once the server answered each change: wait for its answer, then reload.
    const saved = (operation: string) => page.waitForResponse((r) => r.url().includes('/_/graphql') && (r.request().postData() ?? '').includes(operation));
    await Promise.all([saved('SetNotificationKindSettingMutation'), claps.click()]);
    await Promise.all([saved('SetNotificationDigestMutation'), page.getByRole('radio', { name: 'Weekly' }).check()]);
    expect(await claps.isChecked()).toBe(!before);
    await page.reload();
    await hydrated(page);
    expect(await page.getByRole('switch', { name: 'Claps on your stories by e-mail' }).isChecked()).toBe(!before);
    expect(await page.getByRole('radio', { name: 'Weekly' }).isChecked()).toBe(true);
    // On a small screen the avatar menu's Notifications entry leads to the page too.
    await page.getByRole('button', { name: 'Your account' }).click();
    expect(await page.getByRole('menu', { name: 'Your account' }).getByRole('menuitem', { name: 'Notifications' }).getAttribute('href')).toBe('/me/notifications');
    await page.close();
  });
});
