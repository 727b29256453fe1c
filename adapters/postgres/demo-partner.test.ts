// Issue 23 part C: the demo Partner Program (seed/demo-partner.ts) over the demo corpus, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: the demo writer is enrolled, last month is closed with her stories' earnings summing
// to her credit, one member's payment refunded after the close (her DEBIT), and her balance paid out through the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresPartnerRepository } from './partner.repository.ts';
import { writeDemoPartnerProgram } from './seed/demo-partner.ts';
import type { Store } from './store.ts';
import { seedNow, testStores } from './testing/test-stores.ts';

for (const factory of testStores()) {
  describe(`the demo Partner Program on ${factory.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await factory.open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('gives maya_chen an enrolment, a closed month with earnings per story, and a paid payout', async () => {
      await writeDemoPartnerProgram(store.db, seedNow());
      const maya = await store.db.selectFrom('users').select('id').where('username', '=', 'maya_chen').executeTakeFirstOrThrow();
      const repo = new PostgresPartnerRepository(store.db);
      expect((await repo.enrollment(maya.id))?.status).toBe('ENROLLED');
      const earnings = await repo.storyEarnings(maya.id);
      expect(earnings.length).toBeGreaterThan(0);
      const credited = (await repo.ledger(maya.id, 10)).filter((e) => e.type === 'CREDIT').reduce((s, e) => s + e.amount, 0);
      expect(earnings.reduce((s, e) => s + e.amount, 0)).toBe(credited);
      // One member's payment refunded after the close: a DEBIT, and the payout was what was left.
      const debits = (await repo.ledger(maya.id, 10)).filter((e) => e.type === 'DEBIT');
      expect(debits).toHaveLength(1);
      expect(debits[0]!.amount).toBeGreaterThan(0);
      expect(debits[0]!.amount).toBeLessThan(credited);
      expect((await repo.payouts(maya.id, 5)).map((p) => [p.status, p.amount])).toEqual([['PAID', credited - debits[0]!.amount]]);
      expect(await repo.balances(maya.id)).toEqual([{ currency: 'USD', amount: 0 }]);
    });
  });
}
