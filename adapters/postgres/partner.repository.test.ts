// Issue 23 part C (migration 0044, core/ports/partner-repository.port.ts) on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: the stats intake keeps each member's seconds per story per month; closing a month credits the writers
// of member-only stories in proportion to reading time, summing to the members' payments less fees to the cent;
// a month closes once however many closes race; a payout takes the balance once and needs an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netOfFee } from '../../core/partner/earnings.ts';
import { PostgresPartnerRepository } from './partner.repository.ts';
import { statsRepository } from './stats.repository.ts';
import type { Store } from './store.ts';
import { testStores } from './testing/test-stores.ts';

// A month long past: the demo corpus closes last month (seed/demo-partner.ts), which this test must not meet.
const MONTH = '2020-10';
const AT = (day: number) => new Date(Date.UTC(2020, 9, day, 12));

for (const factory of testStores()) {
  describe(`the Partner Program store on ${factory.name} (issue 23 part C, migration 0044)`, () => {
    let store: Store;
    let repo: PostgresPartnerRepository;
    const [w1, w2, w3, m1, m2, m3] = ['pp_w1', 'pp_w2', 'pp_w3', 'pp_m1', 'pp_m2', 'pp_m3'];
    beforeAll(async () => {
      store = await factory.open();
      repo = new PostgresPartnerRepository(store.db);
      await store.db
        .insertInto('users')
        .values([w1, w2, w3, m1, m2, m3].map((id) => ({ id, username: id, name: id, email: `${id}@example.test` })))
        .execute();
      const posts = [
        { id: 'pp_a', creatorId: w1, isLocked: true },
        { id: 'pp_b', creatorId: w2, isLocked: true },
        { id: 'pp_free', creatorId: w2, isLocked: false },
        { id: 'pp_notenrolled', creatorId: w3, isLocked: true },
      ];
      await store.db
        .insertInto('posts')
        .values(posts.map((p) => ({ ...p, title: p.id, body: '[]', readingTime: 10, publishedAt: AT(1) })))
        .execute();
      // Two members paying by card this month (m2 twice), one whose payment failed.
      const charges = [
        { member: m1, amount: 500, status: 'PAID' as const },
        { member: m2, amount: 1000, status: 'PAID' as const },
        { member: m2, amount: 333, status: 'PAID' as const },
        { member: m3, amount: 500, status: 'FAILED' as const },
      ];
      for (const [i, member] of [m1, m2, m3].entries()) {
        await store.db
          .insertInto('memberships')
          .values({
            id: `pp_mem_${i}`,
            userId: member,
            membershipType: 'MONTHLY',
            currency: 'USD',
            amount: 500,
            startedAt: AT(2),
            currentPeriodStartsAt: AT(2),
            currentPeriodEndsAt: AT(28),
            friendSince: null,
            discountEndsAt: null,
            discountNumCycles: null,
            regularAmount: null,
            endedAt: null,
            paymentProvider: 'SANDBOX',
            subscriptionRef: `pp_sub_${i}`,
            paymentMethod: null,
            paymentFailedAt: null,
            switchType: null,
            switchAmount: null,
            updatedAt: AT(2),
          })
          .execute();
      }
      for (const [i, c] of charges.entries()) {
        await store.db
          .insertInto('membershipCharges')
          .values({ id: `pp_ch_${i}`, membershipId: `pp_mem_${[m1, m2, m3].indexOf(c.member)}`, userId: c.member, membershipType: 'MONTHLY', amount: c.amount, currency: 'USD', status: c.status, chargeRef: null, periodStart: null, periodEnd: null, createdAt: AT(3 + i) })
          .execute();
      }
      // A payment in the next month does not count for this one.
      await store.db
        .insertInto('membershipCharges')
        .values({ id: 'pp_ch_next', membershipId: 'pp_mem_0', userId: m1, membershipType: 'MONTHLY', amount: 500, currency: 'USD', status: 'PAID', chargeRef: null, periodStart: null, periodEnd: null, createdAt: new Date(Date.UTC(2020, 10, 1)) })
        .execute();
      await repo.setEnrollment(w1, 'ENROLLED', AT(1).getTime());
      await repo.setEnrollment(w2, 'ENROLLED', AT(1).getTime());
      // Reading time through the stats intake's store path: m1 reads a 600 s and b 300 s (2:1); m2 reads a 100 s,
      // b 200 s, the free story and the unenrolled writer's (neither earns); m3 (no payment) reads a.
      const stats = statsRepository(store.db);
      const rt = (memberId: string, postId: string, seconds: number, day: string) => ({ kind: 'readingTime' as const, postId, day, seconds, member: true, memberId });
      await stats.record([rt(m1, 'pp_a', 400, '2020-10-05'), rt(m1, 'pp_b', 300, '2020-10-06'), rt(m2, 'pp_a', 100, '2020-10-07')]);
      await stats.record([rt(m1, 'pp_a', 200, '2020-10-30'), rt(m2, 'pp_b', 200, '2020-10-07'), rt(m2, 'pp_free', 900, '2020-10-07')]);
      await stats.record([rt(m2, 'pp_notenrolled', 900, '2020-10-08'), rt(m3, 'pp_a', 900, '2020-10-08'), rt(m1, 'pp_b', 999, '2020-11-01')]);
    });
    afterAll(async () => {
      await store.close();
    });

    it('keeps each member’s seconds per story per month', async () => {
      const rows = await store.db.selectFrom('memberReadingMonthly').select(['memberId', 'postId', 'seconds']).where('memberId', '=', m1).orderBy('postId').orderBy('month').execute();
      expect(rows.map((r) => [r.postId, Number(r.seconds)])).toEqual([['pp_a', 600], ['pp_b', 300], ['pp_b', 999]]);
    });

    it('closes a month once under concurrency, crediting in the ratio of reading time, summing to the cent', async () => {
      const results = await Promise.all(Array.from({ length: 4 }, (_, i) => repo.closeMonth(MONTH, { now: Date.UTC(2020, 10, 1, 1), closedBy: `closer${i}` })));
      expect(results.filter((r) => r.status === 'closed')).toHaveLength(1);
      const closed = results.find((r) => r.status === 'closed');
      const expected = netOfFee(500) + netOfFee(1000) + netOfFee(333);
      expect(closed).toMatchObject({ distributed: expected, credited: expected, members: 2 });
      const earnings = [...(await repo.storyEarnings(w1)), ...(await repo.storyEarnings(w2))];
      expect(earnings.map((e) => e.postId).sort()).toEqual(['pp_a', 'pp_b']);
      const a = earnings.find((e) => e.postId === 'pp_a')!;
      const b = earnings.find((e) => e.postId === 'pp_b')!;
      expect(a.amount + b.amount).toBe(expected);
      // m1: 455 (500 less 45) split 600:300 → 303/152; m2: 941 + 293 = 1234 split 100:200 → 411.33/822.67 → 411/823.
      expect(a.amount).toBe(303 + 411);
      expect(b.amount).toBe(152 + 823);
      const b1 = await repo.balances(w1);
      const b2 = await repo.balances(w2);
      expect(b1).toEqual([{ currency: 'USD', amount: a.amount }]);
      expect(b2).toEqual([{ currency: 'USD', amount: b.amount }]);
      expect((await repo.ledger(w1, 10)).map((e) => e.type)).toEqual(['CREDIT']);
      expect(await repo.balances(w3)).toEqual([]);
      expect(await repo.closeMonth(MONTH, { now: Date.UTC(2020, 10, 2), closedBy: null })).toEqual({ status: 'already_closed', month: MONTH });
      expect((await repo.closedMonths(5)).find((m) => m.month === MONTH)).toMatchObject({ month: MONTH, credited: expected });
    });

    it('a payout needs an active account, takes the balance once, and is paid or given back', async () => {
      expect(await repo.startPayout(w1, 'USD', AT(29).getTime())).toEqual({ ok: false, code: 'NO_PAYOUT_ACCOUNT' });
      expect(await repo.startPayout(m1, 'USD', AT(29).getTime())).toEqual({ ok: false, code: 'NOT_ENROLLED' });
      await repo.savePayoutAccount(w1, { provider: 'SANDBOX', accountRef: 'sandbox_w1', state: 'ACTIVE', holderName: 'W One', country: 'US' }, AT(29).getTime());
      const before = (await repo.balances(w1))[0]!.amount;
      const both = await Promise.all([repo.startPayout(w1, 'USD', AT(29).getTime()), repo.startPayout(w1, 'USD', AT(29).getTime())]);
      const started = both.filter((r) => r.ok);
      expect(started).toHaveLength(1);
      expect(both.find((r) => !r.ok)).toEqual({ ok: false, code: 'NOTHING_TO_PAY' });
      const payout = started[0]!.ok ? started[0]!.payout : null;
      expect(payout?.amount).toBe(before);
      expect((await repo.balances(w1))[0]!.amount).toBe(0);
      await repo.finishPayout(payout!.id, { status: 'PAID', providerRef: 'ref' }, AT(29).getTime());
      expect((await repo.payouts(w1, 5)).map((p) => p.status)).toEqual(['PAID']);

      await repo.savePayoutAccount(w2, { provider: 'SANDBOX', accountRef: 'sandbox_w2', state: 'ACTIVE', holderName: 'W Two', country: 'US' }, AT(29).getTime());
      const s2 = await repo.startPayout(w2, 'USD', AT(29).getTime());
      if (!s2.ok) throw new Error(s2.code);
      await repo.finishPayout(s2.payout.id, { status: 'FAILED', failure: 'declined' }, AT(29).getTime());
      await repo.finishPayout(s2.payout.id, { status: 'FAILED', failure: 'declined' }, AT(29).getTime());
      expect((await repo.payouts(w2, 5)).map((p) => p.status)).toEqual(['FAILED']);
      expect((await repo.balances(w2))[0]!.amount).toBe(s2.payout.amount);
    });

    it('issue 23: holds a payout while the account is not ACTIVE, releases it once, forfeits or reverses it (money back once), refuses a SUSPENDED account', async () => {
      const t = AT(29).getTime() + 1000;
      const amount = (await repo.balances(w2))[0]!.amount;
      expect(await repo.setPayoutAccountState('SANDBOX', 'sandbox_w2', 'PENDING_ACTION', t)).toBe(true);
      expect(await repo.setPayoutAccountState('STRIPE', 'sandbox_w2', 'ACTIVE', t)).toBe(false);
      expect(await repo.payoutAccountOwner('SANDBOX', 'sandbox_w2')).toBe(w2);
      const held = await repo.startPayout(w2, 'USD', t);
      if (!held.ok) throw new Error(held.code);
      expect(held.payout).toMatchObject({ status: 'ON_HOLD', amount });
      expect((await repo.balances(w2))[0]!.amount).toBe(0);
      expect(await repo.releaseHeldPayouts(w2, t)).toEqual([]);
      await repo.setPayoutAccountState('SANDBOX', 'sandbox_w2', 'ACTIVE', t);
      const released = await Promise.all([repo.releaseHeldPayouts(w2, t), repo.releaseHeldPayouts(w2, t)]);
      expect(released.flat().map((r) => [r.payout.id, r.payout.status, r.account.accountRef])).toEqual([[held.payout.id, 'PROCESSING', 'sandbox_w2']]);
      await repo.finishPayout(held.payout.id, { status: 'PAID', providerRef: 'tr_w2' }, t);
      const reversals = await Promise.all([repo.reversePayout('SANDBOX', 'tr_w2', t), repo.reversePayout('SANDBOX', 'tr_w2', t)]);
      expect(reversals.filter(Boolean)).toHaveLength(1);
      expect((await repo.payouts(w2, 5)).find((p) => p.id === held.payout.id)!.status).toBe('REVERSED');
      expect((await repo.balances(w2))[0]!.amount).toBe(amount);

      await repo.setPayoutAccountState('SANDBOX', 'sandbox_w2', 'INACTIVE', t);
      const again = await repo.startPayout(w2, 'USD', t + 1000);
      if (!again.ok) throw new Error(again.code);
      expect(again.payout.status).toBe('ON_HOLD');
      expect(await repo.forfeitHeldPayouts(w2, t)).toBe(1);
      expect(await repo.forfeitHeldPayouts(w2, t)).toBe(0);
      expect((await repo.payouts(w2, 5)).find((p) => p.id === again.payout.id)!.status).toBe('FORFEITED');
      expect((await repo.balances(w2))[0]!.amount).toBe(0);
      await repo.setPayoutAccountState('SANDBOX', 'sandbox_w2', 'SUSPENDED', t);
      expect(await repo.startPayout(w2, 'USD', t)).toEqual({ ok: false, code: 'ACCOUNT_SUSPENDED' });
    });
  });
}
