// Issue 23 (Partner Program) with Stripe configured, against the fake of Stripe's API, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: Stripe's charge.refunded for a member's subscription charge (found by the invoice its
// payment intent paid) debits the writers that charge paid in a closed month, once however often Stripe delivers it;
// a partial refund, or a charge Quire does not know, changes nothing.
import { describe, expect, it } from 'vitest';
import { distributeMember, netOfFee } from '../../core/partner/earnings.ts';
import { PostgresPartnerRepository } from '../postgres/partner.repository.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import { stripeSuite } from './membership/testing/stripe-harness.ts';

const MONTH = '2020-05';
const AT = (day: number) => new Date(Date.UTC(2020, 4, day, 12));

for (const factory of testStores()) {
  describe(`Stripe's charge.refunded debits the writers on ${factory.name} (issue 23; platform-reference §3 DEBIT)`, () => {
    const suite = stripeSuite(factory);
    const { deliver } = suite;
    const [writer, member] = ['sr_writer', 'sr_member'];
    const INVOICE = 'in_sr_refunded';

    const debits = async () =>
      (await suite.store.db.selectFrom('partnerLedger').select(['userId', 'amount']).where('type', '=', 'DEBIT').where('userId', '=', writer).execute()).map((r) => Number(r.amount));

    it('debits the writer the refunded charge paid, once; a partial refund and an unknown charge change nothing', async () => {
      const db = suite.store.db;
      await db.insertInto('users').values([writer, member].map((id) => ({ id, username: id, name: id, email: `${id}@example.test` }))).execute();
      await db.insertInto('posts').values({ id: 'sr_story', creatorId: writer, title: 'Refunded reading', body: '[]', readingTime: 10, isLocked: true, publishedAt: AT(1) }).execute();
      await db
        .insertInto('memberships')
        .values({
          id: 'sr_mem', userId: member, membershipType: 'MONTHLY', currency: 'USD', amount: 500, startedAt: AT(2), currentPeriodStartsAt: AT(2), currentPeriodEndsAt: AT(30),
          friendSince: null, discountEndsAt: null, discountNumCycles: null, regularAmount: null, endedAt: null, paymentProvider: 'STRIPE', subscriptionRef: 'sub_sr',
          paymentMethod: null, paymentFailedAt: null, switchType: null, switchAmount: null, updatedAt: AT(2),
        })
        .execute();
      await db
        .insertInto('membershipCharges')
        .values({ id: 'sr_charge', membershipId: 'sr_mem', userId: member, membershipType: 'MONTHLY', amount: 500, currency: 'USD', status: 'PAID', chargeRef: INVOICE, periodStart: null, periodEnd: null, createdAt: AT(2) })
        .execute();
      await db.insertInto('memberReadingMonthly').values({ memberId: member, month: `${MONTH}-01`, postId: 'sr_story', seconds: 600 } as never).execute();
      const repo = new PostgresPartnerRepository(db);
      await repo.setEnrollment(writer, 'ENROLLED', AT(1).getTime());
      expect(await repo.closeMonth(MONTH, { now: Date.UTC(2020, 5, 1, 1), closedBy: null })).toMatchObject({ status: 'closed', credited: netOfFee(500) });

      // A partial refund: the payment stands.
      expect(await deliver(suite.fake.chargeRefunded({ invoiceId: INVOICE, amount: 500, amountRefunded: 200, at: suite.clock }))).toBe(200);
      expect(await debits()).toEqual([]);
      // A charge Quire does not know (another product's invoice): nothing to take back.
      expect(await deliver(suite.fake.chargeRefunded({ invoiceId: 'in_sr_unknown', amount: 500, at: suite.clock }))).toBe(200);
      expect(await debits()).toEqual([]);

      const refunded = suite.fake.chargeRefunded({ invoiceId: INVOICE, amount: 500, at: suite.clock });
      expect(await deliver(refunded)).toBe(200);
      expect(await deliver(refunded)).toBe(200);
      const credit = distributeMember({ memberId: member, payments: [500], secondsByPost: new Map([['sr_story', 600]]) }).shares.get('sr_story');
      expect(await debits()).toEqual([credit]);
      expect(credit).toBe(netOfFee(500));
      expect((await repo.balances(writer))[0]!.amount).toBe(0);
      expect(suite.fake.requests.some((r) => r.path === '/v1/invoice_payments')).toBe(true);
      expect(suite.errors).toEqual([]);
    });
  });
}
