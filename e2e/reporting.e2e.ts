// In Chromium: client events clicked offline are delivered once after reconnecting (none lost,
// none doubled), an EU visitor sees the privacy banner until accepting it, and an unhandled error arrives
// as an error report. Counts are read server-side from the operator view (JSON) as a staff user. axe runs
// on every page visited.
import type { APIRequestContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumSuite, seriousA11yViolations } from './harness.ts';

type Summary = { eventCounts: { key: string; count: number }[]; errors: { name: string; message: string; count: number }[] };

describe('reporting in Chromium (platform-reference §4, §7.2, §9; reader-experience §6)', () => {
  const quire = chromiumSuite({ QUIRE_DEV_SIGN_IN: 'true', QUIRE_STAFF_USERNAMES: 'lena_fischer', QUIRE_COUNTRY_HEADER: 'CF-IPCountry' });
  let staff: APIRequestContext;

  beforeAll(async () => {
    staff = (await quire.signedIn('lena_fischer')).request;
  });

  const summary = async (): Promise<Summary> => {
    const response = await staff.get(`${quire.server.url}/_/admin/internal-status`, { headers: { accept: 'application/json' } });
    expect(response.status()).toBe(200);
    return (await response.json()) as Summary;
  };
  const clicks = async () => (await summary()).eventCounts.find((c) => c.key === 'button.clicked')?.count ?? 0;
  const queued = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('quire:client_events') ?? '[]').length as number);

  it('delivers events clicked offline once after reconnecting, with none lost or doubled', async () => {
    const reader = await quire.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await quire.open(reader, '/');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Reporting starts after hydration; then the queue is empty and the count settled.
    await page.waitForFunction(() => window.__quireEvents !== undefined);
    expect(await page.getByRole('region', { name: 'Privacy' }).count()).toBe(0);
    const before = await clicks();

    await reader.setOffline(true);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Offline click';
      document.querySelector('main')?.append(button);
    });
    // The flush 5 s after the clicks fails offline: wait for that failed request, then the events are still queued.
    const failedFlush = page.waitForEvent('requestfailed', { predicate: (r) => new URL(r.url()).pathname === '/_/batch', timeout: 20_000 });
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Offline click' }).click();
    expect(await queued(page)).toBe(5);
    await failedFlush;
    expect(await queued(page)).toBe(5);
    expect(await clicks()).toBe(before);

    await reader.setOffline(false);
    await expect.poll(() => queued(page), { timeout: 30_000, interval: 250 }).toBe(0);
    expect(await clicks()).toBe(before + 5);
    // A reload (which flushes whatever is left) and a second flush add nothing.
    await page.reload();
    await page.waitForFunction(() => window.__quireEvents !== undefined);
    await page.evaluate(() => window.__quireEvents!.flush());
    expect(await clicks()).toBe(before + 5);
    await reader.close();
  }, 90_000);

  it('shows an EU visitor the privacy banner until accepted, and no banner to a signed-in reader', async () => {
    const eu = await quire.browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });
    const page = await quire.open(eu, '/');
    const banner = page.getByRole('region', { name: 'Privacy' });
    await banner.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Without consent no analytics start.
    expect(await page.evaluate(() => window.__quireEvents === undefined)).toBe(true);
    await page.reload();
    await page.getByRole('region', { name: 'Privacy' }).waitFor();
    await page.getByRole('region', { name: 'Privacy' }).getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('region', { name: 'Privacy' }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => window.__quireEvents !== undefined);
    await page.reload();
    await page.waitForFunction(() => window.__quireEvents !== undefined);
    expect(await page.getByRole('region', { name: 'Privacy' }).count()).toBe(0);
    await eu.close();

    const euReader = await quire.signedIn('maya_chen', { extraHTTPHeaders: { 'CF-IPCountry': 'GB' } });
    const signIn = await quire.open(euReader, '/');
    await signIn.waitForFunction(() => window.__quireEvents !== undefined);
    expect(await signIn.getByRole('region', { name: 'Privacy' }).count()).toBe(0);
    await euReader.close();
  }, 60_000);

  it('reports an unhandled error', async () => {
    const reader = await quire.browser.newContext();
    const page = await quire.open(reader, '/');
    await page.waitForFunction(() => window.__quireEvents !== undefined);
    await page.evaluate(() => setTimeout(() => {
      throw new TypeError('e2e: something broke');
    }, 0));
    await expect
      .poll(async () => (await summary()).errors.find((e) => e.message === 'e2e: something broke')?.count ?? 0, { timeout: 20_000, interval: 500 })
      .toBe(1);
    await reader.close();
  }, 40_000);
});
