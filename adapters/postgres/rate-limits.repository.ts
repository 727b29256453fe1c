// The store's side of core/limits/rate-limit.ts: a hit is one upsert that adds its units and returns the
// window's new count, so concurrent hits (from one batch, many requests or many processes) each see a
// distinct count and none is lost. Expired windows are swept now and then by the hits themselves.
import { sql, type Kysely } from 'kysely';
import { windowStartOf, type RateCount, type RateCounter, type RateLimit } from '../../core/limits/rate-limit.ts';
import type { Database } from './database.types.ts';

/** One hit in this many sweeps the expired windows (cheap: an index range delete). */
const SWEEP_EVERY = 200;

export function rateLimitsRepository(db: Kysely<Database>): RateCounter {
  let hits = 0;
  return {
    async hit(limit: RateLimit, key: string, now: number, units = 1): Promise<RateCount> {
      const windowStart = windowStartOf(now, limit.windowMs);
      if (++hits % SWEEP_EVERY === 0) {
        await db.deleteFrom('rateLimitCounts').where('expiresAt', '<', new Date(now)).execute();
      }
      const row = await db
        .insertInto('rateLimitCounts')
        .values({ name: limit.name, key, windowStart: new Date(windowStart), expiresAt: new Date(windowStart + limit.windowMs), count: units })
        .onConflict((oc) => oc.columns(['name', 'key', 'windowStart']).doUpdateSet({ count: sql<number>`rate_limit_counts.count + ${units}` }))
        .returning('count')
        .executeTakeFirstOrThrow();
      return { count: row.count, windowStart };
    },
  };
}
