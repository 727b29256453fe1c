// Issue 18 in Chromium: a mistyped sign-in address reaches 'Sorry, we didn't recognize that email.'; from there a
// newcomer creates an account and walks onboarding — edits the name and username (a taken one is refused beside
// the field), picks two topics, passes the suggestions and ends on Home, where both topics are tabs — and the topics are followed
// (/me/following/topics leads to the following index). Tag pages have Follow; /me/following unfollows. axe and
// the 390 px check (no sideways scroll) on every step.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, chromiumSuite, hydrated, seriousA11yViolations } from './harness.ts';

describe('sign-in UNRECOGNIZED_EMAIL and onboarding in Chromium (issue 18)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });

  async function mailLink(context: BrowserContext, address: string): Promise<string> {
    const page = await context.newPage();
    await page.goto(`${quire.server.url}/_/dev/outbox`);
    const text = await page.locator('article').filter({ hasText: `To ${address}` }).first().locator('pre').textContent();
    await page.close();
    return /(http:\/\/[^\s]+\/m\/callback\/email\?token=[A-Za-z0-9_-]+)/.exec(text ?? '')![1]!;
  }

  const pathOf = (page: Page) => new URL(page.url()).pathname;

  it("a mistyped address reaches 'Sorry, we didn't recognize that email.'; a new account walks onboarding and ends on Home", async () => {
    const context = await quire.browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    await quire.visit(page, '/');
    await page.getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign in with email' }).click();
    await dialog.getByLabel('Your email').fill('maya_chenn@example.com');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: "Sorry, we didn't recognize that email." }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // It offers every way to sign in, another address, or a new account.
    for (const name of ['Create account', 'All sign-in options', 'Try another email']) expect(await dialog.getByRole('button', { name }).isVisible()).toBe(true);

    // Nothing was sent to the mistyped address, and no account was made for it.
    const outbox = await context.newPage();
    await outbox.goto(`${quire.server.url}/_/dev/outbox`);
    expect(await outbox.locator('article').filter({ hasText: 'To maya_chenn@example.com' }).count()).toBe(0);
    await outbox.close();

    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByLabel('Your email').fill('nora.newcomer@example.org');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.goto(await mailLink(context, 'nora.newcomer@example.org'));
    await hydrated(page);

    // Step 1: the name and username, pre-filled from the sign-up, editable.
    expect(pathOf(page)).toBe('/get-started');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Quire' }).waitFor();
    expect(await page.getByLabel('Your name').inputValue()).toBe('nora.newcomer');
    expect(await page.getByLabel('Username').inputValue()).toBe('nora_newcomer');
    await checkPage(page);
    await page.getByLabel('Your name').fill('Nora Newcomer');
    await page.getByLabel('Username').fill('maya_chen');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('That username is taken. Try another.').waitFor();
    // The refused field says so to assistive technology, and has the focus.
    const username = page.getByLabel('Username');
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    expect(await username.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkPage(page);
    await username.fill('@Nora_N');
    await username.press('Enter');

    // Step 2: topics.
    await page.waitForURL((url) => url.pathname === '/get-started/topics');
    await hydrated(page);
    await page.getByRole('group', { name: 'Topics' }).waitFor();
    await checkPage(page);
    const boxes = page.getByRole('checkbox');
    const picked: string[] = [];
    for (const i of [0, 1]) {
      const box = boxes.nth(i);
      picked.push((await box.locator('xpath=..').textContent())!.trim());
      await box.check();
    }
    await page.getByRole('status').getByText('2 topics chosen').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3: who to follow, then Home.
    await page.waitForURL((url) => url.pathname === '/me/following/suggestions');
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Who to follow' }).waitFor();
    await checkPage(page);
    await page.getByRole('link', { name: 'Continue to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await hydrated(page);
    // Home's tabs: For you, Following, and the two topics just picked, each opening its own feed.
    const tabs = page.getByRole('navigation', { name: 'Home feeds' });
    await tabs.getByRole('link', { name: 'For you' }).waitFor();
    await tabs.getByRole('link', { name: 'Following' }).waitFor();
    for (const name of picked) await tabs.getByRole('link', { name, exact: true }).waitFor();
    await tabs.getByRole('link', { name: picked[0]!, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('tag'));
    expect(await tabs.getByRole('link', { name: picked[0]!, exact: true }).getAttribute('aria-current')).toBe('page');
    await checkPage(page);

    // The two topics are followed: /me/following/topics leads to the following index, which lists them.
    await quire.visit(page, '/me/following/topics');
    expect(pathOf(page)).toBe('/me/following');
    const followed = page.getByRole('list', { name: 'Topics you follow' });
    for (const name of picked) await followed.getByRole('link', { name, exact: true }).waitFor();
    await checkPage(page);
    // The profile has the new name under the new username.
    await quire.visit(page, '/@nora_n');
    await page.getByRole('heading', { name: 'Nora Newcomer' }).first().waitFor();

    // Signing in again later goes straight back, never into onboarding again.
    await context.clearCookies();
    await quire.visit(page, '/');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await dialog.getByRole('button', { name: 'Sign in with email' }).click();
    await dialog.getByLabel('Your email').fill('nora.newcomer@example.org');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.goto(await mailLink(context, 'nora.newcomer@example.org'));
    await hydrated(page);
    expect(pathOf(page)).toBe('/');
    await context.close();
  });

  it('follows a tag from its page, and unfollows it on /me/following', async () => {
    const context = await quire.signedIn('lena_fischer', { viewport: { width: 1280, height: 900 } });
    const page = await quire.open(context, '/tag/jazz');
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await page.locator('.topic-follow button[aria-pressed="true"]').waitFor();
    await checkPage(page);
    await quire.visit(page, '/me/following');
    const row = page.locator('.followed-topics__row').filter({ has: page.getByRole('link', { name: 'Jazz', exact: true }) });
    const following = row.getByRole('button', { name: 'Following' });
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    await checkPage(page);
    await following.click();
    await row.locator('button[aria-pressed="false"]').waitFor();
    await quire.visit(page, '/tag/jazz');
    expect(await page.locator('.topic-follow button').getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});
