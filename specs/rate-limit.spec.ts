// Rate limits (core/limits/rate-limit.ts) behind reader-experience §9 and the security limits: a fixed window
// judged by the count the store returned, so the first `max` units of a window pass and no later one does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judge, windowStartOf, type RateLimit } from '../core/limits/rate-limit.ts';

describe('rate limits (reader-experience §9; security: limits counted in the store)', () => {
  it('a window holds its instant, and every process computes the same one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.integer({ min: 1, max: 86_400_000 }), (now, windowMs) => {
        const start = windowStartOf(now, windowMs);
        expect(start).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(start + windowMs);
        expect(start % windowMs).toBe(0);
      }),
    );
  });

  it('exactly the first max units of a window pass, and a refusal says when the window ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 0, max: 59_999 }), (max, count, offset) => {
        const limit: RateLimit = { name: 't', max, windowMs: 60_000 };
        const decision = judge(limit, { count, windowStart: 0 }, offset);
        expect(decision.ok).toBe(count <= max);
        if (!decision.ok) expect(decision.retryAfterSeconds).toBe(Math.max(1, Math.ceil((60_000 - offset) / 1000)));
        else expect(decision.remaining).toBe(max - count);
      }),
    );
  });
});
