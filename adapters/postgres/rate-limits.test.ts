// core/limits/rate-limit.ts in the store, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: concurrent hits
// each get a distinct count, so exactly `max` of any burst are judged within the limit, however they race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consume, type RateLimit } from '../../core/limits/rate-limit.ts';
import { rateLimitsRepository } from './rate-limits.repository.ts';
import type { Store } from './store.ts';
import { testStores } from './testing/test-stores.ts';

const LIMIT: RateLimit = { name: 'test.burst', max: 25, windowMs: 60_000 };
const NOW = Date.parse('2026-11-21T12:00:30.000Z');

for (const factory of testStores()) {
  describe(`rate limits in the store on ${factory.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await factory.open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('lets exactly max of a concurrent burst through, each hit counted once', async () => {
      const counter = rateLimitsRepository(store.db);
      const decisions = await Promise.all(Array.from({ length: 80 }, () => consume(counter, LIMIT, 'network:a', NOW)));
      expect(decisions.filter((d) => d.ok)).toHaveLength(LIMIT.max);
      const refused = decisions.find((d) => !d.ok);
      expect(refused).toEqual({ ok: false, retryAfterSeconds: 30 });
      // Another key has a window of its own.
      expect(await consume(counter, LIMIT, 'network:b', NOW)).toEqual({ ok: true, remaining: LIMIT.max - 1 });
    });

    it('counts units, and a new window starts from zero', async () => {
      const counter = rateLimitsRepository(store.db);
      expect((await counter.hit(LIMIT, 'units', NOW, 20)).count).toBe(20);
      expect(await consume(counter, LIMIT, 'units', NOW, 6)).toMatchObject({ ok: false });
      expect(await consume(counter, LIMIT, 'units', NOW + 60_000, 6)).toEqual({ ok: true, remaining: LIMIT.max - 6 });
    });
  });
}
