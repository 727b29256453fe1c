// Rate limits in fixed windows, counted in the store (one `INSERT … ON CONFLICT … RETURNING` per hit), so
// every server process shares them and no race or batch can slip past: the count is taken before the
// check, and a hit is judged by the count the store returned for it. This file decides; the store counts.

/** A limit: at most `max` units in each window of `windowMs`. */
export type RateLimit = { readonly name: string; readonly max: number; readonly windowMs: number };

/** What the store answers for one hit: the window's count after adding this hit's units. */
export type RateCount = { count: number; windowStart: number };

export type RateDecision = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

/** The start of the fixed window holding `now` (windows are aligned to the epoch, so every process agrees). */
export const windowStartOf = (now: number, windowMs: number): number => Math.floor(now / windowMs) * windowMs;

/** Whether a hit of `units` that brought the window's count to `count` stays within the limit. */
export function judge(limit: RateLimit, counted: RateCount, now: number): RateDecision {
  if (counted.count <= limit.max) return { ok: true, remaining: limit.max - counted.count };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((counted.windowStart + limit.windowMs - now) / 1000)) };
}

/** The port: counts `units` against `key` in the window holding `now`, atomically, and answers the new count. */
export interface RateCounter {
  hit(limit: RateLimit, key: string, now: number, units?: number): Promise<RateCount>;
}

/** Counts a hit and judges it: the one call every limit goes through. */
export async function consume(counter: RateCounter, limit: RateLimit, key: string, now: number, units = 1): Promise<RateDecision> {
  return judge(limit, await counter.hit(limit, key, now, units), now);
}

/**
 * Gives back units a hit took for something that turned out not to count (an attempt refused before it was
 * judged, a right password). Pass the `now` of the hit, so the units go back to the window that took them.
 */
export async function refund(counter: RateCounter, limit: RateLimit, key: string, now: number, units = 1): Promise<void> {
  await counter.hit(limit, key, now, -units);
}
