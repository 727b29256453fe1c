// Issue 23 (Partner Program, migration 0052, core/partner/refunds.ts) on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: a charge refunded before its month closes is left out of the close; one refunded after the close debits
// each writer it credited exactly their share, the debits summing to the charge's distributed amount to the cent; the
// same refund twice (or two at once) debits once; a balance taken below zero is carried forward, never paid out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributeMember, netOfFee } from '../../core/partner/earnings.ts';
import { PostgresPartnerRepository } from './partner.repository.ts';
import { statsRepository } from './stats.repository.ts';
import type { Store } from './store.ts';
import { testStores } from './testing/test-stores.ts';

// A month long past, apart from the other partner tests' month and the demo corpus's.
const MONTH = '2020-07';
const AT = (day: number) => new Date(Date.UTC(2020, 6, day, 12));
const AFTER = Date.UTC(2020, 7, 3);

for (const factory of testStores()) {
  describe(`refunds debit the writers on ${factory.name} (issue 23, migration 0052)`, () => {
    let store: Store;
    let repo: PostgresPartnerRepository;
    const [w1, w2, m1, m2, m3] = ['rf_w1', 'rf_w2', 'rf_m1', 'rf_m2', 'rf_m3'];
    const members = [m1, m2, m3];
    beforeAll(async () => {
      store = await factory.open();
      repo = new PostgresPartnerRepository(store.db);
      await store.db.insertInto('users').values([w1, w2, ...members].map((id) => ({ id, username: id, name: id, email: `${id}@example.test` }))).execute();
      await store.db
        .insertInto('posts')
        .values([{ id: 'rf_a', creatorId: w1 }, { id: 'rf_b', creatorId: w2 }].map((p) => ({ ...p, isLocked: true, title: p.id, body: '[]', readingTime: 10, publishedAt: AT(1) })))
        .execute();
      for (const [i, member] of members.entries()) {
        await store.db
          .insertInto('memberships')
          .values({
            id: `rf_mem_${i}`, userId: member, membershipType: 'MONTHLY', currency: 'USD', amount: 500, startedAt: AT(2), currentPeriodStartsAt: AT(2), currentPeriodEndsAt: AT(28),
            friendSince: null, discountEndsAt: null, discountNumCycles: null, regularAmount: null, endedAt: null, paymentProvider: 'SANDBOX', subscriptionRef: `rf_sub_${i}`,
            paymentMethod: null, paymentFailedAt: null, switchType: null, switchAmount: null, updatedAt: AT(2),
          })
          .execute();
      }
      // m1 pays 500, m2 pays 1000, m3 pays 700 (refunded before the close); a failed charge of m3's too.
      const charges = [
        { id: 'rf_ch_m1', member: 0, amount: 500, status: 'PAID' as const, ref: 'in_rf_m1' },
        { id: 'rf_ch_m2', member: 1, amount: 1000, status: 'PAID' as const, ref: null },
        { id: 'rf_ch_m3', member: 2, amount: 700, status: 'PAID' as const, ref: null },
        { id: 'rf_ch_failed', member: 2, amount: 700, status: 'FAILED' as const, ref: null },
      ];
      for (const [i, c] of charges.entries()) {
        await store.db
          .insertInto('membershipCharges')
          .values({ id: c.id, membershipId: `rf_mem_${c.member}`, userId: members[c.member]!, membershipType: 'MONTHLY', amount: c.amount, currency: 'USD', status: c.status, chargeRef: c.ref, periodStart: null, periodEnd: null, createdAt: AT(3 + i) })
          .execute();
      }
      await repo.setEnrollment(w1, 'ENROLLED', AT(1).getTime());
      await repo.setEnrollment(w2, 'ENROLLED', AT(1).getTime());
      const rt = (memberId: string, postId: string, seconds: number) => ({ kind: 'readingTime' as const, postId, day: '2020-07-10', seconds, member: true, memberId });
      await statsRepository(store.db).record([rt(m1, 'rf_a', 300), rt(m1, 'rf_b', 100), rt(m2, 'rf_a', 50), rt(m2, 'rf_b', 50), rt(m3, 'rf_a', 100)]);
    });
    afterAll(async () => {
      await store.close();
    });

    const debitsOf = async (chargeId: string) =>
      (await store.db.selectFrom('partnerLedger').select(['userId', 'amount', 'type']).where('chargeId', '=', chargeId).orderBy('userId').execute()).map((r) => ({ userId: r.userId, amount: Number(r.amount), type: r.type }));

    it('a refund before the close leaves the payment out of the month, debiting nobody', async () => {
      const r = await repo.refundCharge({ chargeId: 'rf_ch_m3', source: 'STAFF', refundedBy: 'staff', now: AT(20).getTime() });
      expect(r).toMatchObject({ status: 'refunded', month: MONTH, closed: false, distributed: 0, debits: [] });
      const closed = await repo.closeMonth(MONTH, { now: AFTER, closedBy: null });
      expect(closed).toMatchObject({ status: 'closed', distributed: netOfFee(500) + netOfFee(1000), members: 2 });
      expect(await debitsOf('rf_ch_m3')).toEqual([]);
    });

    it("refuses what is no member's paid charge", async () => {
      expect(await repo.refundCharge({ chargeId: 'rf_no_such', source: 'STAFF', refundedBy: null, now: AFTER })).toEqual({ status: 'not_found' });
      expect(await repo.refundCharge({ chargeId: 'rf_ch_failed', source: 'STAFF', refundedBy: null, now: AFTER })).toEqual({ status: 'not_paid' });
    });

    it('a refund after the close debits each writer exactly their credit from the member, once however often it comes', async () => {
      // w2 is paid out first: the refund will take w2's balance below zero.
      await repo.savePayoutAccount(w2, { provider: 'SANDBOX', accountRef: 'sandbox_rf_w2', state: 'ACTIVE', holderName: 'W Two', country: 'US' }, AFTER);
      const paid = await repo.startPayout(w2, 'USD', AFTER);
      if (!paid.ok) throw new Error(paid.code);
      await repo.finishPayout(paid.payout.id, { status: 'PAID', providerRef: 'rf_ref' }, AFTER);
      const before1 = (await repo.balances(w1))[0]!.amount;

      // Stripe's delivery (by the charge's reference) and a staff click at once, and the delivery again: one applies.
      const results = await Promise.all([
        repo.refundCharge({ chargeRef: 'in_rf_m1', source: 'STRIPE', refundedBy: null, now: AFTER + 1000 }),
        repo.refundCharge({ chargeId: 'rf_ch_m1', source: 'STAFF', refundedBy: 'staff', now: AFTER + 1000 }),
      ]);
      const again = await repo.refundCharge({ chargeRef: 'in_rf_m1', source: 'STRIPE', refundedBy: null, now: AFTER + 2000 });
      expect(results.filter((r) => r.status === 'refunded')).toHaveLength(1);
      expect([...results.filter((r) => r.status !== 'refunded'), again].map((r) => r.status)).toEqual(['already_refunded', 'already_refunded']);

      // m1's 500 less the 45 fee, read 300:100 → 341.25 and 113.75 → 341 and 114: what the close credited from m1.
      const credits = distributeMember({ memberId: m1, payments: [500], secondsByPost: new Map([['rf_a', 300], ['rf_b', 100]]) }).shares;
      expect(await debitsOf('rf_ch_m1')).toEqual([
        { userId: w1, amount: credits.get('rf_a'), type: 'DEBIT' },
        { userId: w2, amount: credits.get('rf_b'), type: 'DEBIT' },
      ]);
      expect(credits.get('rf_a')! + credits.get('rf_b')!).toBe(netOfFee(500));
      const applied = results.find((r) => r.status === 'refunded');
      expect(applied).toMatchObject({ closed: true, distributed: netOfFee(500) });
      expect((await repo.ledger(w1, 5))[0]).toMatchObject({ type: 'DEBIT', amount: credits.get('rf_a'), month: MONTH, description: `A member’s payment for ${MONTH} was refunded` });
      expect((await repo.balances(w1))[0]!.amount).toBe(before1 - credits.get('rf_a')!);
      const charge = await store.db.selectFrom('membershipCharges').select(['status', 'refundedAt']).where('id', '=', 'rf_ch_m1').executeTakeFirstOrThrow();
      expect(charge.status).toBe('PAID');
      expect(charge.refundedAt).not.toBeNull();
    });

    it('carries a balance below zero forward: no payout until later earnings cover it', async () => {
      expect((await repo.balances(w2))[0]!.amount).toBe(-114);
      expect(await repo.startPayout(w2, 'USD', AFTER + 5000)).toEqual({ ok: false, code: 'NOTHING_TO_PAY' });
      expect((await repo.payouts(w2, 5)).map((p) => p.status)).toEqual(['PAID']);
    });
  });
}
