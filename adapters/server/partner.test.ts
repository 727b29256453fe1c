// Issue 23 part C through the app's fetch handler, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a member's
// reading time posted to /_/batch, two writers who add payout information and enrol (refused first, with the §3
// reason), the staff close of the month (once; others are refused), the writers' earnings in the ratio of reading
// time summing to the member's payment less the sandbox fee to the cent, a payout through the sandbox (PAID, then
// nothing left to pay), and the pages. The clock is the test's own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf, netOfFee, nextMonth, monthStart } from '../../core/partner/earnings.ts';
import { PostgresPartnerRepository } from '../postgres/partner.repository.ts';
import type { Store } from '../postgres/store.ts';
import { seedNow, testStores } from '../postgres/testing/test-stores.ts';
import type { App } from './app.ts';
import { signedIn, type Browser } from './testing/browser.ts';
import { testApp } from './testing/test-app.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PROGRAM = `query { viewer { partnerProgram { enrollmentStatus ineligibilityReasons { reason message } balances { amount currency }
  earnings { postId amount { amount currency } seconds members } ledger { type amount { amount } } payouts { status amount { amount } } } } }`;

for (const factory of testStores()) {
  describe(`the Partner Program through the app on ${factory.name} (issue 23 part C)`, () => {
    let store: Store;
    let app: App;
    const start = seedNow().getTime();
    let clock = start;
    const month = monthOf(start);
    const [w1, w2, member, staff] = ['ppa_writer_1', 'ppa_writer_2', 'ppa_member', 'ppa_staff'];
    const PAYMENT = 500;

    const membership = (userId: string, i: number) => ({
      id: `ppa_mem_${i}`,
      userId,
      membershipType: 'MONTHLY' as const,
      currency: 'USD' as const,
      amount: PAYMENT,
      startedAt: new Date(start - 86_400_000),
      currentPeriodStartsAt: new Date(start - 86_400_000),
      currentPeriodEndsAt: new Date(start + 120 * 86_400_000),
      friendSince: null,
      discountEndsAt: null,
      discountNumCycles: null,
      regularAmount: null,
      endedAt: null,
      paymentProvider: 'SANDBOX' as const,
      subscriptionRef: `ppa_sub_${i}`,
      paymentMethod: null,
      paymentFailedAt: null,
      switchType: null,
      switchAmount: null,
      updatedAt: new Date(start),
    });

    beforeAll(async () => {
      store = await factory.open();
      app = testApp(store, { devSignIn: true, now: () => new Date(clock), staffUsernames: new Set([staff]) });
      await store.db
        .insertInto('users')
        .values([w1, w2, member, staff].map((id) => ({ id, username: id, name: id, email: `${id}@example.test` })))
        .execute();
      await store.db
        .insertInto('posts')
        .values([
          { id: 'ppa_story_1', creatorId: w1, title: 'First partner story', body: '[]', readingTime: 10, isLocked: true, publishedAt: new Date(start - 2 * 86_400_000) },
          { id: 'ppa_story_2', creatorId: w2, title: 'Second partner story', body: '[]', readingTime: 10, isLocked: true, publishedAt: new Date(start - 2 * 86_400_000) },
        ])
        .execute();
      // The member paid once this month (its charge is what the month distributes); the writers are members too.
      await store.db.insertInto('memberships').values([membership(member, 0), membership(w1, 1)]).execute();
      await store.db
        .insertInto('membershipCharges')
        .values({ id: 'ppa_charge', membershipId: 'ppa_mem_0', userId: member, membershipType: 'MONTHLY', amount: PAYMENT, currency: 'USD', status: 'PAID', chargeRef: null, periodStart: null, periodEnd: null, createdAt: new Date(Math.max(monthStart(month), start - 3_600_000)) })
        .execute();
    });
    afterAll(async () => {
      await store.close();
    });

    const event = (postId: string, seconds: number) => ({ eventId: randomUUID(), timestamp: clock, key: 'post.readingTime', data: { postId, seconds }, type: 'e' });
    const send = (browser: Browser, events: unknown[]) =>
      browser.fetch('/_/batch', { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': browser.xsrf, 'user-agent': CHROME }, body: JSON.stringify(events) });
    const program = async (b: Browser) => (await b.request(PROGRAM, {})).data.viewer.partnerProgram;

    it('enrols a writer with a membership and payout information, naming what is missing first', async () => {
      const writer2 = await signedIn(app, w2);
      const refused = (await writer2.request('mutation { enrollInPartnerProgram { ok code message } }', {})).data.enrollInPartnerProgram;
      expect(refused).toEqual({ ok: false, code: 'LACK_OF_MEMBERSHIP', message: 'You need a membership to join the Partner Program. Add your payout information to join the Partner Program.' });
      await store.db.insertInto('memberships').values(membership(w2, 2)).execute();
      expect((await program(writer2)).ineligibilityReasons.map((r: { reason: string }) => r.reason)).toEqual(['MISSING_PAYOUT_INFORMATION']);
      for (const username of [w1, w2]) {
        const b = await signedIn(app, username);
        const bad = (await b.request('mutation($i: PayoutInformationInput!) { savePayoutInformation(input: $i) { ok code message } }', { i: { holderName: 'W', country: 'nowhere' } })).data.savePayoutInformation;
        expect(bad).toEqual({ ok: false, code: 'BAD_COUNTRY', message: 'Choose your country.' });
        const saved = (await b.request('mutation($i: PayoutInformationInput!) { savePayoutInformation(input: $i) { ok } }', { i: { holderName: `Writer ${username}`, country: 'US' } })).data.savePayoutInformation;
        expect(saved.ok).toBe(true);
        expect((await b.request('mutation { enrollInPartnerProgram { ok } }', {})).data.enrollInPartnerProgram.ok).toBe(true);
        expect((await program(b)).enrollmentStatus).toBe('ENROLLED');
      }
    });

    it('after the month is closed, the writers earn in the ratio of reading time, summing to the payment less fees to the cent', async () => {
      const reader = await signedIn(app, member);
      // 1,800 s on the first story (two reports, each within the cap of twice its 10 minutes) and 900 s on the second.
      expect((await send(reader, [event('ppa_story_1', 1200), event('ppa_story_2', 900)])).status).toBe(200);
      expect((await send(reader, [event('ppa_story_1', 600)])).status).toBe(200);

      const staffBrowser = await signedIn(app, staff);
      const notOver = (await staffBrowser.request('mutation($m: String!) { closePartnerMonth(month: $m) { ok code message } }', { m: month })).data.closePartnerMonth;
      expect(notOver).toEqual({ ok: false, code: 'MONTH_NOT_OVER', message: 'A month can be closed only once it is over.' });
      clock = monthStart(nextMonth(month)) + 3_600_000;
      const writer1 = await signedIn(app, w1);
      const forbidden = await writer1.request('mutation($m: String!) { closePartnerMonth(month: $m) { ok } }', { m: month });
      expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const [a, b] = await Promise.all([0, 1].map(() => staffBrowser.request('mutation($m: String!) { closePartnerMonth(month: $m) { ok status credited distributed members } }', { m: month })));
      const statuses = [a!.data.closePartnerMonth.status, b!.data.closePartnerMonth.status].sort();
      expect(statuses).toEqual(['already_closed', 'closed']);

      const e1 = (await program(writer1)).earnings;
      const e2 = (await program(await signedIn(app, w2))).earnings;
      expect(e1).toEqual([{ postId: 'ppa_story_1', amount: { amount: 303, currency: 'USD' }, seconds: 1800, members: 1 }]);
      expect(e2).toEqual([{ postId: 'ppa_story_2', amount: { amount: 152, currency: 'USD' }, seconds: 900, members: 1 }]);
      expect(e1[0].amount.amount + e2[0].amount.amount).toBe(netOfFee(PAYMENT));
    });

    it('pays the balance out through the sandbox (PAID), and then there is nothing to pay', async () => {
      const writer1 = await signedIn(app, w1);
      const paid = (await writer1.request('mutation { requestPayout(currency: "USD") { ok code message program { balances { amount } payouts { status amount { amount } } ledger { type amount { amount } } } } }', {})).data.requestPayout;
      expect(paid.ok).toBe(true);
      expect(paid.program.payouts).toEqual([{ status: 'PAID', amount: { amount: 303 } }]);
      expect(paid.program.balances).toEqual([{ amount: 0 }]);
      expect(paid.program.ledger.map((e: { type: string }) => e.type).sort()).toEqual(['CREDIT', 'TRANSFER']);
      const again = (await writer1.request('mutation { requestPayout(currency: "USD") { ok code message } }', {})).data.requestPayout;
      expect(again).toEqual({ ok: false, code: 'NOTHING_TO_PAY', message: 'Your balance is zero: there is nothing to pay out yet.' });
    });

    it('the partner.close-month job closes the month before the current one, once', async () => {
      const later = nextMonth(month);
      clock = monthStart(nextMonth(later)) + 2 * 3_600_000;
      await app.jobs.enqueue('partner.close-month', null);
      await app.jobs.enqueue('partner.close-month', null);
      await app.jobs.runDue();
      const closed = (await new PostgresPartnerRepository(store.db).closedMonths(10)).map((m) => m.month);
      expect(closed.filter((m) => m === later)).toEqual([later]);
      expect(closed).toContain(month);
    });

    it('serves the pages to the writer: the dashboard tabs, enrolment, payout settings, the Stripe pages; unknown tabs are not found', async () => {
      const writer1 = await signedIn(app, w1);
      for (const path of ['/me/partner/dashboard', '/me/partner/dashboard/earnings', '/me/partner/dashboard/ledger', '/me/partner/dashboard/payouts', `/@${w1}/partner/dashboard`, '/me/partner/enroll', '/me/partner/enroll/payout', '/me/partner/unenroll', '/me/settings/payout/setup', '/partner-program/stripe/finish', '/partner-program/stripe/reconnect', '/partner-program/stripe/reconnect/success', '/partner-program-application']) {
        const response = await writer1.fetch(path);
        expect(response.status, path).toBe(200);
      }
      const dashboard = await (await writer1.fetch('/me/partner/dashboard/earnings')).text();
      expect(dashboard).toContain('First partner story');
      expect(dashboard).toContain('$3.03');
      expect((await writer1.fetch('/me/partner/dashboard/nope')).status).toBe(404);
      expect((await writer1.fetch('/me/partner/enroll/nope')).status).toBe(404);
      expect((await writer1.fetch(`/@${w2}/partner/dashboard`)).status).toBe(404);
      const stripe = await (await writer1.fetch('/partner-program/stripe/finish')).text();
      expect(stripe).toContain('there is no Stripe account to connect');
      // The public landing (/earn, /partner-program) stays the landing page, with the way in.
      expect(await (await writer1.fetch('/earn')).text()).toContain('href="/me/partner/enroll"');
    });

    it('staff refund the member’s charge after the close: each writer is debited their credit, once; a balance below zero is carried', async () => {
      const REFUND = 'mutation($c: ID!) { refundMemberCharge(chargeId: $c) { ok code message status month closed distributed writers } }';
      const writer1 = await signedIn(app, w1);
      expect((await writer1.request(REFUND, { c: 'ppa_charge' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const staffBrowser = await signedIn(app, staff);
      expect((await staffBrowser.request(REFUND, { c: 'no_such_charge' })).data.refundMemberCharge).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      const [a, b] = await Promise.all([0, 1].map(() => staffBrowser.request(REFUND, { c: 'ppa_charge' })));
      const answers = [a!.data.refundMemberCharge, b!.data.refundMemberCharge].sort((x, y) => (x.status < y.status ? -1 : 1));
      expect(answers[0]).toMatchObject({ ok: true, status: 'already_refunded', month });
      expect(answers[1]).toEqual({ ok: true, code: null, message: null, status: 'refunded', month, closed: true, distributed: netOfFee(PAYMENT), writers: 2 });
      // Writer 1 was paid out 303 already: the DEBIT of 303 leaves −303, carried forward, and nothing to pay out.
      const p1 = await program(writer1);
      expect(p1.ledger[0]).toEqual({ type: 'DEBIT', amount: { amount: 303 } });
      expect(p1.balances).toEqual([{ amount: -303, currency: 'USD' }]);
      expect((await writer1.request('mutation { requestPayout(currency: "USD") { ok code } }', {})).data.requestPayout).toEqual({ ok: false, code: 'NOTHING_TO_PAY' });
      const p2 = await program(await signedIn(app, w2));
      expect(p2.ledger[0]).toEqual({ type: 'DEBIT', amount: { amount: 152 } });
      expect(p2.balances).toEqual([{ amount: 0, currency: 'USD' }]);
      const ledger = await (await writer1.fetch('/me/partner/dashboard/ledger')).text();
      expect(ledger).toContain('DEBIT');
      expect(ledger).toContain(`A member’s payment for ${month} was refunded`);
    });
  });
}
