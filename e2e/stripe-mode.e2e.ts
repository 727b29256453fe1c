// In Chromium with Stripe configured (issue 23, Partner Program through Stripe Connect): the built server runs with
// Stripe keys and STRIPE_API_URL pointing at the fake of Stripe's API (adapters/payments/testing/fake-stripe.ts, served
// over HTTP here). The demo writer gives her payout information, is sent to Stripe's onboarding (its page stubbed in
// the browser: the test does not leave the machine), finishes it there, and back on /partner-program/stripe/finish the
// page reads her connected account's state from Stripe: active. axe clean, no sideways scroll at 390 px.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStripe } from '../adapters/payments/testing/fake-stripe.ts';
import { andReload, checkPage, hydrated, launchBrowser, startServer, type RunningServer } from './harness.ts';

const WRITER = 'maya_chen';
const WEBHOOK_SECRET = 'whsec_e2e_fake';

/** The fake's fetch handler as an HTTP server, as Stripe's API is one. */
function serve(handler: (url: string, init: RequestInit) => Promise<Response>): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
      void handler(`http://stripe.test${req.url}`, { method: req.method, headers, body: req.method === 'GET' ? undefined : Buffer.concat(chunks).toString() })
        .then(async (answer) => {
          res.writeHead(answer.status, Object.fromEntries(answer.headers));
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => {
          res.writeHead(500);
          res.end();
        });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a Stripe-mode page in Chromium, against the fake of Stripe', () => {
  const fake = fakeStripe(WEBHOOK_SECRET);
  let api: Server;
  let quire: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    api = await serve((url, init) => fake.fetch(url, init));
    const { port } = api.address() as AddressInfo;
    [quire, browser] = await Promise.all([
      startServer({ QUIRE_DEV_SIGN_IN: 'true', STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: `http://127.0.0.1:${port}` }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await quire?.stop();
    await new Promise((resolve) => api?.close(resolve));
  });

  it('connects a Stripe account on Stripe’s onboarding and shows it active on the finish page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await (await context.newPage()).goto(`${quire.url}/_/dev/sign-in?username=${WRITER}`);
    // Stripe's onboarding page, stubbed: the fake's account link points at connect.stripe.com.
    await context.route('https://connect.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Stripe onboarding</title><main><h1>Stripe onboarding (stub)</h1></main></html>' }),
    );
    const page = await context.newPage();
    await page.goto(`${quire.url}/me/settings/payout/setup`);
    await hydrated(page);
    await page.getByLabel('Account holder’s name').fill('Maya Chen');
    await page.getByLabel('Country').selectOption('US');
    await Promise.all([page.waitForURL(/^https:\/\/connect\.stripe\.com\//), page.getByRole('button', { name: /save|continue|stripe/i }).click()]);
    const accounts = [...fake.accounts.keys()];
    expect(accounts).toHaveLength(1);
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === '/v1/accounts')).toBe(true);

    // The writer finishes on Stripe; Stripe sends her back to the finish page, which asks Stripe for the account.
    fake.onboard(accounts[0]!, 'verified');
    await page.goto(`${quire.url}/partner-program/stripe/finish`);
    await hydrated(page);
    const status = page.locator('p[data-state]');
    await status.waitFor();
    expect(await status.getAttribute('data-state')).toBe('ACTIVE');
    expect(await status.textContent()).toBe('Your Stripe account is active: your payouts go to it.');
    await checkPage(page);
    await andReload(page, () => page.getByRole('link', { name: 'Your Partner Program dashboard' }).click());
    expect(new URL(page.url()).pathname).toBe('/me/partner/dashboard');
    await context.close();
  });
});
