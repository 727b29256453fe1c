// In Chromium: the statechart gallery lists every machine core exports (the registry);
// in the toast machine, clicking an event moves the toast from visible to hidden; and advancing the
// simulated clock shows the spec's pause and resume (reader-experience §4 Toasts: "auto-hides after its
// duration (pauses on hover, resumes on leave)"). axe on every page visited.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REGISTRY } from '../core/statecharts/registry.ts';
import { chromiumSuite, seriousA11yViolations } from './harness.ts';

describe('the statechart gallery in Chromium', () => {
  const quire = chromiumSuite();

  const currentState = (page: Page) => page.getByTestId('current-state').textContent();
  const clickEvent = (page: Page, type: string) => page.locator(`[data-testid="events"] button[data-event="${type}"]`).click();
  const advance = (page: Page, by: string) => page.getByRole('button', { name: `Advance the clock by ${by}` }).click();
  const activeStates = (page: Page) => page.locator('svg.chart .state.is-active').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state-id')));

  it('lists every machine exported by core, each linking to its chart', async () => {
    const page = await quire.browser.newPage();
    const response = await page.goto(`${quire.server.url}/_/statecharts`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Statecharts');
    const listed = await page.locator('ul.machines > li').evaluateAll((items) => items.map((li) => li.getAttribute('data-machine-id')));
    expect(listed.sort()).toEqual(REGISTRY.map((e) => e.id).sort());
    for (const entry of REGISTRY) expect(await page.getByRole('link', { name: entry.title, exact: true }).getAttribute('href')).toBe(`/_/statecharts/${entry.id}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Toast queue and toast lifecycle' }).click();
    await page.waitForURL(/\/_\/statecharts\/toast-queue$/);
    expect(await page.getByRole('img', { name: /Toast queue and toast lifecycle statechart/ }).count()).toBe(1);
    await page.close();
  });

  it('toast machine: clicking an event moves the toast from visible to hidden', async () => {
    const page = await quire.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${quire.server.url}/_/statecharts/toast-queue`);
    await expect.poll(() => currentState(page)).toBe('Current state: visible.counting');
    expect(await activeStates(page)).toEqual(['toastQueue', 'toastQueue.visible', 'toastQueue.visible.counting']);
    expect(await page.getByTestId('context').textContent()).toContain('"message": "You followed Maya Chen."');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Close: it fades (300 ms on the simulated clock), then it is hidden and nothing is current.
    await clickEvent(page, 'toast.clear');
    await expect.poll(() => currentState(page)).toBe('Current state: fading');
    await advance(page, '100 ms');
    expect(await currentState(page)).toBe('Current state: fading');
    await advance(page, '1 s');
    await expect.poll(() => currentState(page)).toBe('Current state: idle');
    expect(await activeStates(page)).toEqual(['toastQueue', 'toastQueue.idle']);
    expect(await page.getByTestId('context').textContent()).toContain('"current": null');

    // A new toast shows at once; Clear all hides it with no fade.
    await clickEvent(page, 'toast.enqueue');
    await expect.poll(() => currentState(page)).toBe('Current state: visible.counting');
    await clickEvent(page, 'toast.clearAll');
    await expect.poll(() => currentState(page)).toBe('Current state: idle');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('toast machine: advancing the clock while hovered does not hide the toast; after leaving it does', async () => {
    const page = await quire.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${quire.server.url}/_/statecharts/toast-queue`);
    await expect.poll(() => currentState(page)).toBe('Current state: visible.counting');
    await advance(page, '1 s'); // 4000 ms of its 5000 left
    expect(await page.getByTestId('clock').textContent()).toBe('Clock: 1000 ms');
    await clickEvent(page, 'toast.pointerEnter');
    await expect.poll(() => currentState(page)).toBe('Current state: visible.paused');
    // Paused: a minute passes and it stays, with its time left unchanged.
    await advance(page, '1 min');
    expect(await currentState(page)).toBe('Current state: visible.paused');
    expect(await page.getByTestId('context').textContent()).toContain('"remaining": 4000');
    // Resumed, not restarted: 4000 ms more count it down, then it fades and hides.
    await clickEvent(page, 'toast.pointerLeave');
    await expect.poll(() => currentState(page)).toBe('Current state: visible.counting');
    for (let i = 0; i < 3; i++) await advance(page, '1 s');
    expect(await currentState(page)).toBe('Current state: visible.counting');
    await advance(page, '1 s');
    await expect.poll(() => currentState(page)).toBe('Current state: fading');
    await advance(page, '1 s');
    await expect.poll(() => currentState(page)).toBe('Current state: idle');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('every machine page draws its chart and starts a live copy, keyboard-operable and without axe violations', async () => {
    const page = await quire.browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const entry of REGISTRY) {
      await page.goto(`${quire.server.url}/_/statecharts/${entry.id}`);
      await expect.poll(() => currentState(page), { message: entry.id }).toMatch(/^Current state: /);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(entry.title);
      expect(await page.locator('svg.chart .state.is-active').count()).toBeGreaterThan(0);
      expect(await seriousA11yViolations(page), entry.id).toEqual([]);
    }
    // Keyboard: the sidebar's toggle is reachable and works with Enter, and focus stays on it as the
    // buttons are redrawn for the new state, so Enter again toggles back.
    await page.goto(`${quire.server.url}/_/statecharts/sidebar`);
    await expect.poll(() => currentState(page)).toBe('Current state: open');
    await page.locator('[data-testid="events"] button[data-event="sidebar.toggle"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => currentState(page)).toBe('Current state: closed');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-event'))).toBe('sidebar.toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => currentState(page)).toBe('Current state: open');
    // A guard that refuses an event now marks its button, which then does nothing.
    await page.goto(`${quire.server.url}/_/statecharts/toast-queue`);
    await expect.poll(() => currentState(page)).toBe('Current state: visible.counting');
    expect(await page.locator('[data-testid="events"] button[data-event="toast.undo"]').getAttribute('aria-disabled')).toBe('true');
    await page.locator('[data-testid="events"] button[data-event="toast.undo"]').focus();
    await page.keyboard.press('Enter');
    expect(await currentState(page)).toBe('Current state: visible.counting');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-event'))).toBe('toast.undo');
    await page.close();
  });
});
