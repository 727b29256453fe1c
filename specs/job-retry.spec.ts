// The job queue's retry rule and enqueue checks (core/jobs/job-retry.policy.ts; architecture.md: Jobs — "retried
// with backoff"): a failed job waits longer after each failure, never more than the cap, and is given up after
// exactly its attempts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  checkEnqueue,
  checkRecurring,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_RETRY_POLICY,
  errorText,
  LAST_ERROR_MAX_CHARS,
  recurringKey,
  retryDelayMs,
  type RetryPolicy,
} from '../core/jobs/job-retry.policy.ts';

const policies = fc
  .record({ baseMs: fc.integer({ min: 1, max: 600_000 }), extra: fc.integer({ min: 0, max: 86_400_000 }) })
  .map(({ baseMs, extra }): RetryPolicy => ({ baseMs, maxMs: baseMs + extra }));
const jitters = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('architecture.md Jobs: retried with back-off', () => {
  it('doubles from the base per failure, capped, spread over the last quarter', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(1, 0)).toBe(7_500);
    expect(retryDelayMs(20, 1)).toBe(DEFAULT_RETRY_POLICY.maxMs);
    expect(retryDelayMs(1_000_000, 0.5)).toBe(Math.round(DEFAULT_RETRY_POLICY.maxMs * 0.875));
  });

  it('a wait is within [¾, 1] of the capped doubling, never over the cap and never under ¾ of the base', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 1, max: 200 }), jitters, (policy, attempt, jitter) => {
        const raw = Math.min(policy.maxMs, policy.baseMs * 2 ** (attempt - 1));
        const delay = retryDelayMs(attempt, jitter, policy);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(raw * 0.75));
        expect(delay).toBeLessThanOrEqual(Math.ceil(raw));
        expect(delay).toBeLessThanOrEqual(policy.maxMs);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(policy.baseMs * 0.75));
      }),
    );
  });

  it('for the same draw, a later failure never waits less than an earlier one', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 100 }), jitters, (policy, a, more, jitter) => {
        expect(retryDelayMs(a + more, jitter, policy)).toBeGreaterThanOrEqual(retryDelayMs(a, jitter, policy));
      }),
    );
  });

  it('a job that always throws is tried exactly maxAttempts times, each retry later than the failure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 2 ** 41 }), fc.array(jitters, { minLength: 30, maxLength: 30 }), (maxAttempts, start, draws) => {
        let now = start;
        let attempts = 0;
        for (;;) {
          attempts += 1;
          const outcome = afterFailure(attempts, maxAttempts, now, draws[attempts - 1] ?? 0);
          if (outcome.outcome === 'failed') break;
          expect(outcome.runAt).toBeGreaterThan(now);
          expect(outcome.runAt - now).toBe(outcome.delayMs);
          now = outcome.runAt;
        }
        expect(attempts).toBe(maxAttempts);
      }),
    );
  });
});

describe('architecture.md Jobs: what an enqueue may ask', () => {
  it('takes a dotted kind, a key, a time and 1 to 100 attempts (5 when unsaid)', () => {
    expect(checkEnqueue({ kind: 'post.publish', key: 'post.publish:abc', runAt: 0 })).toEqual({
      ok: true,
      value: { kind: 'post.publish', key: 'post.publish:abc', runAt: 0, maxAttempts: DEFAULT_MAX_ATTEMPTS },
    });
    expect(checkEnqueue({ kind: 'posts.sweep-trash' })).toEqual({ ok: true, value: { kind: 'posts.sweep-trash', key: null, runAt: null, maxAttempts: 5 } });
  });

  it('refuses a malformed kind, an empty key, a time that is not one and attempts out of range, saying why', () => {
    expect(checkEnqueue({ kind: 'Post Publish' })).toEqual({ ok: false, error: 'A job kind is dot-separated lowercase words, e.g. post.publish.' });
    expect(checkEnqueue({ kind: 'post.publish', key: '' })).toEqual({ ok: false, error: 'A job key is not empty.' });
    expect(checkEnqueue({ kind: 'post.publish', runAt: Number.NaN })).toMatchObject({ ok: false });
    expect(checkEnqueue({ kind: 'post.publish', maxAttempts: 0 })).toEqual({ ok: false, error: 'A job has at least one attempt.' });
    expect(checkEnqueue({ kind: 'post.publish', maxAttempts: 101 })).toEqual({ ok: false, error: 'A job has at most 100 attempts.' });
    expect(checkEnqueue({ kind: 'post.publish', maxAttempts: 1.5 })).toEqual({ ok: false, error: 'A job has a whole number of attempts.' });
  });

  it('a recurring job runs every second to every 366 days, under one key per kind', () => {
    expect(checkRecurring({ kind: 'posts.sweep-trash', everyMs: 3_600_000 })).toEqual({ ok: true });
    expect(checkRecurring({ kind: 'posts.sweep-trash', everyMs: 999 })).toEqual({ ok: false, error: 'A recurring job runs every 1 s to 366 days, not every 999 ms.' });
    expect(recurringKey('posts.sweep-trash')).toBe('recurring:posts.sweep-trash');
  });

  it('a failure is recorded as its message, cut to a bounded length', () => {
    expect(errorText(new TypeError('no such post'))).toBe('TypeError: no such post');
    expect(errorText('plain')).toBe('plain');
    fc.assert(
      fc.property(fc.string({ maxLength: 5000 }), (message) => {
        const text = errorText(new Error(message));
        expect(text.length).toBeLessThanOrEqual(LAST_ERROR_MAX_CHARS);
        expect(text.startsWith(`Error: ${message}`.slice(0, LAST_ERROR_MAX_CHARS - 1))).toBe(true);
      }),
    );
  });
});
