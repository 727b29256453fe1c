// Issue 20: the sandbox's renewals when several billing runs race (two processes' timers, a job run twice, a test
// calling tick while the server does): over any interleaving of concurrent `advance` calls, each period end that
// fell due is recorded exactly once — one `renewed` event per subscription and period — on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL, where the calls truly run at once on separate connections.
import { addMonths } from 'date-fns';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, sandboxProvider } from './payments.sandbox.ts';
import type { Store } from './store.ts';
import { seedNow, testStores } from './testing/test-stores.ts';

const card = { number: SANDBOX_CARDS.success, expirationMonth: 12, expirationYear: 2039, cvc: '123', postalCode: '10115' };

for (const factory of testStores()) {
  describe(`sandbox renewals under concurrent billing runs on ${factory.name} (issue 20)`, () => {
    let store: Store;
    let userIds: string[];
    beforeAll(async () => {
      store = await factory.open();
      userIds = (await store.db.selectFrom('users').select('id').orderBy('id').limit(40).execute()).map((u) => u.id);
    });
    afterAll(async () => {
      await store.close();
    });

    it('records each due renewal once, however the runs interleave', async () => {
      const sandbox = sandboxProvider(store.db);
      const start = seedNow().getTime();
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 3 }),
          // Rounds of concurrent runs; each run's clock in months (and a bit) after the start.
          fc.array(fc.array(fc.integer({ min: 0, max: 4 * 31 }), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
          async (subscriptions, rounds) => {
            run++;
            // Each run's subscriptions start a year after the last run's, so earlier runs' rows are never due.
            const t0 = addMonths(start, run * 12).getTime();
            const refs: string[] = [];
            for (let i = 0; i < subscriptions; i++) {
              const started = await sandbox.startSubscription({
                userId: userIds[(run * 3 + i) % userIds.length]!,
                membershipType: 'MONTHLY',
                price: { amount: 500, currency: 'USD' },
                card,
                now: t0,
                idempotencyKey: randomUUID(),
              });
              if (!started.ok) throw new Error(started.message);
              refs.push(started.subscriptionRef);
            }
            let latest = t0;
            for (const round of rounds) {
              const times = round.map((days) => t0 + days * 86_400_000);
              latest = Math.max(latest, ...times);
              await Promise.all(times.map((at) => sandbox.advance(at)));
            }
            let periods = 0;
            for (let end = addMonths(t0, 1).getTime(); end <= latest; end = addMonths(end, 1).getTime()) periods++;
            const events = await store.db.selectFrom('sandboxEvents').select('event').execute();
            for (const ref of refs) {
              const renewals = events
                .map((e) => e.event as { type: string; subscriptionRef: string; periodStart?: number })
                .filter((e) => e.type === 'renewed' && e.subscriptionRef === ref);
              expect(renewals).toHaveLength(periods);
              expect(new Set(renewals.map((e) => e.periodStart)).size).toBe(periods);
            }
          },
        ),
        { numRuns: 12 },
      );
    });
  });
}
