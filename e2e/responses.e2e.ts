// Issue 16 in Chromium: logged out, the responses panel opens and Respond asks to sign in with the respond copy;
// a reader responds to a story of maya_chen's and a second reader replies to the response (depth 2); maya_chen,
// the story's author, hides the reply (a logged-out reader no longer sees it) and undoes it from the toast (the
// reply is back); the /p/{id}/responses page lists them. The panel is a dialog (Escape closes it, focus returns
// to the button). axe runs on every page visited; at 390 px the panel fills the screen and nothing scrolls
// sideways.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, seriousA11yViolations } from './harness.ts';

const AUTHOR = 'maya_chen';
const READER = 'theo_okafor';
const REPLIER = 'lena_fischer';

describe('Responses in Chromium', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true' });
  let storyPath = '';
  const stamp = Date.now().toString(36);
  const responseText = `A response written in Chromium ${stamp}.`;
  const replyText = `A reply to that response ${stamp}.`;

  const panel = (page: Page) => page.getByRole('dialog', { name: /^Responses \(\d+\)$/ });
  const responsesButton = (page: Page) => page.getByRole('group', { name: 'Story actions', exact: true }).getByRole('button', { name: /^(Respond|Responses, \d+)$/ });

  async function openPanel(page: Page) {
    await responsesButton(page).click();
    await panel(page).waitFor();
    await panel(page).locator('.responses[aria-busy="false"]').waitFor();
  }

  beforeAll(async () => {
    const visitor = await quire.browser.newContext();
    const page = await visitor.newPage();
    await quire.visit(page, `/@${AUTHOR}`);
    // The writer's newest story that readers have answered (a card shows its responses count).
    const card = page.locator('.post-card', { has: page.locator('.post-card__responses') }).first();
    storyPath = new URL((await card.locator('.post-card__link').getAttribute('href'))!, quire.server.url).pathname;
    await visitor.close();
  });

  it('logged out: the panel opens as a dialog, Respond asks to sign in with the respond copy, Escape gives focus back', async () => {
    const visitor = await quire.browser.newContext();
    const page = await visitor.newPage();
    await quire.visit(page, storyPath);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await openPanel(page);
    expect(await panel(page).locator('.response').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await panel(page).getByRole('button', { name: 'What are your thoughts?' }).click();
    await page.getByText('Create an account to respond.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('Create an account to respond.').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('post-actions__responses');
    // An address ending in #responses opens the panel.
    const linked = await quire.open(visitor, `${storyPath}#responses`);
    await panel(linked).waitFor();
    await visitor.close();
  });

  let responseUrl = '';

  it('a reader responds, and a second reader replies to the response (depth 2)', async () => {
    const reader = await quire.signedIn(READER, { viewport: { width: 1280, height: 900 } });
    const page = await quire.open(reader, storyPath);
    await openPanel(page);
    const before = Number((await panel(page).getByRole('heading').textContent())!.replace(/\D+/g, ''));
    await panel(page).getByRole('button', { name: 'What are your thoughts?' }).click();
    const box = panel(page).getByRole('textbox', { name: 'Write a response' });
    await box.click();
    await page.keyboard.type(responseText);
    await panel(page).getByRole('button', { name: 'Respond', exact: true }).click();
    await panel(page).locator('.response', { hasText: responseText }).first().waitFor();
    await page.waitForFunction((n) => document.querySelector('#responses-panel-title')?.textContent === `Responses (${n})`, before + 1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    responseUrl = (await panel(page).locator('.response', { hasText: responseText }).first().locator('.response__date').getAttribute('href'))!;
    await reader.close();

    const replier = await quire.signedIn(REPLIER, { viewport: { width: 1280, height: 900 } });
    const second = await quire.open(replier, storyPath);
    await openPanel(second);
    await panel(second).getByRole('combobox', { name: 'Sort by' }).selectOption('NEWEST');
    const response = panel(second).locator('.response', { hasText: responseText }).first();
    await response.waitFor();
    await response.getByRole('button', { name: 'Reply', exact: true }).first().click();
    const replyBox = panel(second).getByRole('textbox', { name: 'Reply to Theo Okafor' });
    await replyBox.click();
    await second.keyboard.type(replyText);
    await response.getByRole('button', { name: 'Respond', exact: true }).click();
    const reply = response.locator('.responses__replies .response', { hasText: replyText });
    await reply.waitFor();
    expect(await seriousA11yViolations(second)).toEqual([]);
    await replier.close();
  });

  it('the story’s author hides the reply (gone for others) and Undo brings it back', async () => {
    const author = await quire.signedIn(AUTHOR, { viewport: { width: 1280, height: 900 } });
    const page = await quire.open(author, storyPath);
    await openPanel(page);
    await panel(page).getByRole('combobox', { name: 'Sort by' }).selectOption('NEWEST');
    const reply = panel(page).locator('.responses__replies .response', { hasText: replyText });
    await reply.waitFor();
    const menuButton = reply.getByRole('button', { name: 'More actions for the response by Lena Fischer' }).first();
    const backUnmarked = () =>
      page.waitForFunction((text) => [...document.querySelectorAll('.responses__replies .response')].some((el) => el.textContent?.includes(text) && !el.querySelector(':scope > article .response__hidden-note')), replyText);
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Hide response' }).click();
    await page.getByText('This response is hidden.').waitFor();
    await reply.locator('.response__hidden-note').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The toast's Undo: UnhidePostResponseOnParentPost, then the responses refetched; the reply is back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await backUnmarked();

    // Hidden again from its menu: a logged-out reader no longer sees it; the author unhides it from the menu.
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Hide response' }).click();
    await reply.locator('.response__hidden-note').first().waitFor();
    const visitor = await quire.browser.newContext();
    const anon = await quire.open(visitor, `${storyPath.replace(/^.*-([0-9a-f]+)$/, '/p/$1')}/responses`);
    await anon.getByText(responseText).first().waitFor();
    expect(await anon.getByText(replyText).count()).toBe(0);
    await visitor.close();
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Unhide response' }).click();
    await backUnmarked();
    await author.close();
  });

  it('shows the responses page and a response’s own page with what it answers', async () => {
    const visitor = await quire.browser.newContext();
    const postId = storyPath.replace(/^.*-([0-9a-f]+)$/, '$1');
    const page = await quire.open(visitor, `/p/${postId}/responses`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Responses to /);
    await page.getByText(responseText).first().waitFor();
    await page.getByText(replyText).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await quire.visit(page, new URL(responseUrl, quire.server.url).pathname);
    await page.locator('.response-context').getByRole('link').waitFor();
    await page.getByText(replyText).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await visitor.close();
  });

  it('at 390 px the panel fills the screen and nothing scrolls sideways', async () => {
    const phone = await quire.signedIn(READER, { viewport: { width: 390, height: 844 } });
    const page = await quire.open(phone, storyPath);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await openPanel(page);
    const box = (await panel(page).boundingBox())!;
    expect(Math.round(box.width)).toBe(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const inner = await panel(page).evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(inner).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await phone.close();
  });
});
