// Issue 23's Done-when in Chromium, over a month of the Partner Program: a reader pays for a membership (the
// sandbox), then reads two writers' member-only stories for different times — the story page's own reading-time
// events (story-stats-tracker.ts), with the browser's clock run forward by Playwright instead of waiting — and each
// writer's stats page shows the view and the read. The server is then stopped and started again on the same data
// with QUIRE_TEST_CLOCK in the next month (time only moves forward, so the events already taken stay coherent); staff
// close the month from the dashboard; each writer's dashboard shows their story's earnings, in the ratio of the reading
// time the server counted (core's formula), the two summing to the reader's payment less the sandbox fee to the cent;
// a payout runs through the sandbox and shows Paid; staff then refund the reader's payment and each writer's ledger
// shows the DEBIT of their share (the one paid out already carries a balance below zero). Staff see About and Membership as landing pages they can edit.
// axe runs on every page visited; at 390 px nothing scrolls sideways.
// (The gift path — bought, mailed, redeemed, ALREADY_USED — is e2e/gifts.e2e.ts.)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf, monthStart, netOfFee, nextMonth, storyEarnings } from '../core/partner/earnings.ts';
import { devSignIn, graphqlAs, hydrated, launchBrowser, seriousA11yViolations, startServer, type HttpSession, type RunningServer } from './harness.ts';

const READER = 'theo_okafor';
const WRITERS = ['maya_chen', 'samir_haddad'] as const;
const STAFF = 'lena_fischer';
const ENV = { QUIRE_DEV_SIGN_IN: 'true', QUIRE_STAFF_USERNAMES: STAFF, QUIRE_JOBS_POLL_MS: '500' };
/** Seconds of reading for each writer's story: different times, so the ratio shows. */
const READ_SECONDS = [120, 60] as const;
const CARD = { number: '4242 4242 4242 4242', expirationDate: '12/39', cvv: '123', postalCode: '10115' };
const PHONE = { viewport: { width: 390, height: 844 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

type Story = { id: string; url: string; title: string };
type ClientEvent = { eventId: string; key: string; data: { postId?: string; seconds?: number; reachedEnd?: boolean } };

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a month of the Partner Program in Chromium, closed on a server started in the next month (issue 23)', () => {
  let dir = '';
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const stories: Story[] = [];
  /** The reading seconds per story the server answered ok for, each event once (the server keeps each eventId once). */
  const counted = new Map<string, number>();
  let month = '';
  let payment = 0;
  let chargeId = '';

  const base = () => server!.url;
  const gql = async (who: HttpSession, query: string, variables: Record<string, unknown> = {}) => {
    const answer = await graphqlAs(base(), who, query, variables);
    expect(answer.errors, query).toBeUndefined();
    return answer.data;
  };
  /** A browser context signed in as `username` through the development sign-in, its clock set to the server's. */
  const signedIn = async (username: string, options: typeof PHONE, clock?: number) => {
    const context = await browser!.newContext(options);
    contexts.push(context);
    if (clock !== undefined) await context.clock.install({ time: clock });
    const page = await context.newPage();
    await page.goto(`${base()}/_/dev/sign-in?username=${encodeURIComponent(username)}`);
    await page.close();
    return context;
  };
  const open = async (context: BrowserContext, to: string) => {
    const page = await context.newPage();
    await page.goto(base() + to);
    await hydrated(page);
    return page;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-e2e-partner-month-'));
    [server, browser] = await Promise.all([startServer({ ...ENV, QUIRE_DATA_DIR: dir }), launchBrowser()]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a member reads two partner stories for different times, and each writer sees the view and the read', async () => {
    // The reader becomes a member through the sandbox; the month's payment is what the close distributes.
    const reader = await devSignIn(base(), READER);
    const paid = await gql(reader, 'mutation M($input: StartMembershipInput!) { startMembership(input: $input) { ok code message } }', {
      input: { membershipType: 'MONTHLY', card: CARD, idempotencyKey: `e2e-partner-month-${Date.now()}` },
    });
    expect(paid.startMembership).toMatchObject({ ok: true });
    const charges = (await gql(reader, '{ viewer { billingHistory { id amount { amount currency } status createdAt } } }')).viewer.billingHistory as { id: string; amount: { amount: number }; status: string; createdAt: number }[];
    expect(charges.length).toBe(1);
    month = monthOf(charges[0]!.createdAt);
    payment = charges[0]!.amount.amount;
    chargeId = charges[0]!.id;
    expect(payment).toBeGreaterThan(0);

    // Two writers in the Partner Program (the demo writer is; the second joins: a membership, payout information),
    // each with a new member-only story.
    for (const [i, username] of WRITERS.entries()) {
      const writer = await devSignIn(base(), username);
      const program = (await gql(writer, '{ viewer { membership { id } partnerProgram { enrollmentStatus } } }')).viewer;
      if (program.partnerProgram.enrollmentStatus !== 'ENROLLED') {
        if (!program.membership) {
          const joined = await gql(writer, 'mutation M($input: StartMembershipInput!) { startMembership(input: $input) { ok message } }', { input: { membershipType: 'MONTHLY', card: CARD, idempotencyKey: `e2e-partner-writer-${username}-${Date.now()}` } });
          expect(joined.startMembership.ok, joined.startMembership.message).toBe(true);
        }
        expect((await gql(writer, 'mutation($i: PayoutInformationInput!) { savePayoutInformation(input: $i) { ok } }', { i: { holderName: username, country: 'US' } })).savePayoutInformation.ok).toBe(true);
        expect((await gql(writer, 'mutation { enrollInPartnerProgram { ok } }')).enrollInPartnerProgram.ok).toBe(true);
      }
      const title = `A member-only story, part ${i + 1}`;
      const body = JSON.stringify(
        ['The harbour was quiet before dawn.', 'Boats knocked softly against the pier.', 'By seven the market had opened, and the town was awake.'].map((text, n) => ({ name: `p${n}`, type: 'P', text, markups: [] })),
      );
      const draft = (await gql(writer, 'mutation C($input: CreateDraftInput!) { createDraft(input: $input) { __typename ... on DraftSaved { post { id revision } } } }', { input: { title, subtitle: '', body } })).createDraft.post;
      const published = await gql(writer, 'mutation P($input: PublishPostInput!) { publishPost(input: $input) { __typename ... on PostPublished { post { id url } } } }', {
        input: { postId: draft.id, revision: draft.revision, tags: [], isLocked: true, license: 'ALL_RIGHTS_RESERVED' },
      });
      expect(published.publishPost.__typename).toBe('PostPublished');
      stories.push({ id: published.publishPost.post.id, url: published.publishPost.post.url, title });
    }

    // The reader reads each story to its end, then stays for its time: the page's one-second ticks run on the
    // browser's clock, which Playwright runs forward (no waiting). Every reading-time report the server answers ok for
    // is counted here, once per event.
    const member = await signedIn(READER, DESKTOP, Date.now());
    for (const [i, story] of stories.entries()) {
      const page = await member.newPage();
      const acknowledged: ClientEvent[] = [];
      page.on('response', (response) => {
        if (!response.url().endsWith('/_/batch') || response.status() !== 200) return;
        acknowledged.push(...(JSON.parse(response.request().postData() ?? '[]') as ClientEvent[]));
      });
      await page.goto(base() + story.url);
      await hydrated(page);
      expect(await page.locator('.post-body').textContent()).toContain('By seven the market had opened');
      await page.locator('.post-body > :last-child').scrollIntoViewIfNeeded();
      if (i === 0) {
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
      await page.clock.runFor(READ_SECONDS[i]! * 1000);
      // The reader leaves (the page is hidden): what is left of the time is reported, and the queue is sent.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
      const seconds = () => {
        const once = new Map(acknowledged.filter((e) => e.key === 'post.readingTime' && e.data.postId === story.id).map((e) => [e.eventId, e.data.seconds ?? 0]));
        return [...once.values()].reduce((s, n) => s + n, 0);
      };
      // At least the time run forward, and the view and the read, have reached the server.
      await expect.poll(seconds, { timeout: 30_000 }).toBeGreaterThanOrEqual(READ_SECONDS[i]!);
      const others = () => [...new Map(acknowledged.filter((e) => e.data.postId === story.id && e.key !== 'post.readingTime').map((e) => [e.eventId, e.key])).values()].sort();
      await expect.poll(others, { timeout: 30_000 }).toEqual(['post.clientRead', 'post.clientViewed']);
      // Nothing left in the page's queue (adapters/analytics/event-reporter.ts): every event it logged was answered.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('quire:client_events')), { timeout: 30_000 }).toBeNull();
      counted.set(story.id, seconds());
      await page.close();
    }
    expect(counted.get(stories[0]!.id)!).toBeGreaterThan(counted.get(stories[1]!.id)!);

    // Each writer's stats page shows the view and the read this test produced (a new story: exactly one of each).
    for (const [i, username] of WRITERS.entries()) {
      const writer = await signedIn(username, i === 0 ? DESKTOP : PHONE);
      const stats = await open(writer, `/me/stats/post/${stories[i]!.id}?period=7d`);
      const figure = async (term: string) => Number(((await stats.locator('.stats-totals__item', { has: stats.locator(`dt:text-is("${term}")`) }).first().locator('dd').textContent()) ?? '').replace(/,/g, ''));
      expect({ views: await figure('Views'), reads: await figure('Reads') }).toEqual({ views: 1, reads: 1 });
      expect(await stats.getByRole('heading', { level: 1 }).textContent()).toContain(stories[i]!.title);
      expect(await fits(stats)).toBe(true);
      expect(await seriousA11yViolations(stats)).toEqual([]);
    }
  }, 180_000);

  it("after staff close the month on a server in the next month, the writers earn in the ratio of reading time, to the cent; a payout is Paid", async () => {
    expect(month, 'the first test ran').not.toBe('');
    for (const c of contexts.splice(0)) await c.close();
    // The same data, a server whose clock starts an hour into the next month.
    const later = monthStart(nextMonth(month)) + 3_600_000;
    expect(await server!.stop()).toBe(0);
    server = await startServer({ ...ENV, QUIRE_DATA_DIR: dir, QUIRE_TEST_CLOCK: new Date(later).toISOString() });
    expect(server.output()).toContain('QUIRE_TEST_CLOCK is set');

    // Staff close the month from the dashboard (the hourly job may have closed it first: either way, once).
    const staff = await signedIn(STAFF, DESKTOP, later);
    const dashboard = await open(staff, '/me/partner/dashboard');
    const close = dashboard.getByRole('form', { name: 'Close a month (staff)' });
    expect(await seriousA11yViolations(dashboard)).toEqual([]);
    await close.getByLabel('Month (YYYY-MM)').fill(month);
    const answered = dashboard.waitForResponse((r) => r.url().endsWith('/_/graphql') && (r.request().postData() ?? '').includes('closePartnerMonth'));
    await close.getByRole('button', { name: 'Close the month' }).click();
    const result = (await (await answered).json()) as { data: { closePartnerMonth: { ok: boolean; status: string; month: string } } } | { data: { closePartnerMonth: { ok: boolean; status: string; month: string } } }[];
    const closed = (Array.isArray(result) ? result.find((r) => r.data?.closePartnerMonth) : result)!.data.closePartnerMonth;
    expect(closed.ok).toBe(true);
    expect(['closed', 'already_closed']).toContain(closed.status);

    // What core's formula gives the reader's month: the payment less the fee, shared by the seconds counted.
    const expected = storyEarnings([{ memberId: READER, payments: [payment], secondsByPost: counted }]);
    expect(expected.distributed).toBe(netOfFee(payment));
    let total = 0;
    for (const [i, username] of WRITERS.entries()) {
      const story = stories[i]!;
      const writer = await signedIn(username, i === 0 ? DESKTOP : PHONE, later);
      const earnings = await open(writer, '/me/partner/dashboard/earnings');
      const row = earnings.locator(`table[data-month="${month}"] tr[data-post="${story.id}"]`);
      const earned = cents(await row.locator('td[data-testid="earned"]').textContent());
      expect(earned, username).toBe(expected.byPost.get(story.id));
      expect(await row.locator('th a').textContent()).toBe(story.title);
      total += earned;
      expect(await fits(earnings)).toBe(true);
      expect(await seriousA11yViolations(earnings)).toEqual([]);
    }
    // The two shares sum to the member's payment less the sandbox fee, to the cent, in the ratio of reading time.
    expect(total).toBe(netOfFee(payment));
    const [a, b] = stories.map((s) => expected.byPost.get(s.id)!);
    const [sa, sb] = stories.map((s) => counted.get(s.id)!);
    expect(Math.abs(a! * sb! - b! * sa!)).toBeLessThanOrEqual(Math.max(sa!, sb!));

    // The second writer (new to the program, so the balance is this month's earnings) is paid through the sandbox.
    const second = await signedIn(WRITERS[1], PHONE, later);
    const balance = await open(second, '/me/partner/dashboard');
    const owed = expected.byPost.get(stories[1]!.id)!;
    expect(cents(await balance.getByTestId('balance-USD').textContent())).toBe(owed);
    await balance.getByRole('button', { name: /^Pay out / }).click();
    await balance.waitForURL((url) => url.pathname === '/me/partner/dashboard/payouts');
    await hydrated(balance);
    const payout = balance.locator('table.partner__table tbody tr').first();
    expect(await payout.locator('td[data-status]').getAttribute('data-status')).toBe('PAID');
    expect(await payout.locator('td[data-status]').textContent()).toBe('Paid');
    expect(cents(await payout.locator('td').nth(1).textContent())).toBe(owed);
    expect(await balance.getByTestId('balance-USD').textContent()).toBe('$0.00');
    expect(await fits(balance)).toBe(true);
    expect(await seriousA11yViolations(balance)).toEqual([]);

    // Staff refund the reader's payment now that the month is closed (the sandbox's staff action): each writer is
    // debited what that payment credited them; the second writer, paid out already, carries the balance below zero.
    const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount / 100);
    const desk = await open(staff, '/me/partner/dashboard');
    const refund = desk.getByRole('form', { name: 'Refund a member’s charge (staff)' });
    await refund.getByLabel('Charge id (from the member’s billing history)').fill(chargeId);
    await refund.getByRole('button', { name: 'Refund the charge' }).click();
    await expect.poll(() => refund.getByRole('status').textContent(), { timeout: 15_000 }).toBe(`Refunded. ${month} was closed: 2 writers were debited ${usd(netOfFee(payment))} in all.`);
    expect(await seriousA11yViolations(desk)).toEqual([]);
    const ledger = await open(second, '/me/partner/dashboard/ledger');
    const debit = ledger.locator('table.partner__table tbody tr', { hasText: 'DEBIT' });
    expect(await debit.count()).toBe(1);
    expect(await debit.textContent()).toContain(`A member’s payment for ${month} was refunded`);
    expect(cents(await debit.locator('td').nth(3).textContent())).toBe(owed);
    expect(await ledger.getByTestId('balance-USD').textContent()).toBe(`-${usd(owed)}`);
    expect(await ledger.getByText('A refunded payment took back more than your balance held').count()).toBe(1);
    expect(await ledger.getByRole('button', { name: /^Pay out / }).count()).toBe(0);
    expect(await fits(ledger)).toBe(true);
    expect(await seriousA11yViolations(ledger)).toEqual([]);
  }, 180_000);

  it('shows staff About and Membership as landing pages they can edit, the plans still on Membership', async () => {
    const staff = await signedIn(STAFF, PHONE);
    const about = await open(staff, '/about');
    expect(await about.getByRole('heading', { level: 1 }).textContent()).toBe('About Quire');
    expect(await about.getByRole('link', { name: 'Rules' }).first().getAttribute('href')).toBe('/rules');
    expect(await about.getByRole('button', { name: 'Edit this page' }).count()).toBe(1);
    expect(await fits(about)).toBe(true);
    expect(await seriousA11yViolations(about)).toEqual([]);
    const membership = await open(staff, '/membership');
    expect(await membership.getByRole('heading', { level: 1 }).textContent()).toBe('Membership on Quire');
    expect(await membership.getByRole('heading', { name: 'Plans', exact: true }).count()).toBe(1);
    expect(await membership.getByRole('heading', { name: 'How membership works' }).count()).toBe(1);
    expect(await membership.getByRole('button', { name: 'Edit this page' }).count()).toBe(1);
    expect(await fits(membership)).toBe(true);
    expect(await seriousA11yViolations(membership)).toEqual([]);
  });
});
