import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptsLeft,
  HOUR_MS,
  IP_LOCKOUT_MS,
  lockoutMessage,
  mayAttempt,
  NETWORK_ATTEMPTS,
  NETWORK_FAILURES,
  networkLockAfterFailure,
  networkMayAttempt,
  networkRefusal,
  NEW_ACCOUNT_LOCK,
  recordFailure,
  recordSuccess,
  reserveAttempt,
  type AccountLock,
} from '../core/auth/lockout.policy.ts';
import { consume, refund, windowStartOf, type RateCounter } from '../core/limits/rate-limit.ts';

const NOW = Date.UTC(2026, 10, 21, 12);

/** The most attempts that fall inside any one hour. */
function maxPerHour(times: number[]): number {
  let best = 0;
  for (let i = 0, j = 0; j < times.length; j++) {
    while (times[j]! - times[i]! >= HOUR_MS) i++;
    best = Math.max(best, j - i + 1);
  }
  return best;
}

const attemptTimes = fc
  .array(fc.integer({ min: 0, max: 3 * HOUR_MS }), { minLength: 1, maxLength: 600 })
  .map((offsets) => offsets.sort((a, b) => a - b).map((o) => NOW + o));

describe('reader-experience §8 sign-in error messages and §9 lockouts', () => {
  it('gives the spec messages with their numbers', () => {
    expect(lockoutMessage({ errorType: 'InvalidPassword', failCount: 1, lockedOutUntil: null }, NOW)).toBe(
      'That password was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
    );
    expect(lockoutMessage({ errorType: 'InvalidPassword', failCount: 5, lockedOutUntil: null }, NOW)).toBe(
      'That password was incorrect. You have 1 more attempt before your account is locked for 1 minute.',
    );
    expect(lockoutMessage({ errorType: 'PasswordSoftLockout', failCount: 6, lockedOutUntil: NOW + 60_000 }, NOW)).toBe(
      'Due to too many password attempts, your account is locked for 1 minute.',
    );
    expect(lockoutMessage({ errorType: 'PasswordSoftLockout', failCount: 6, lockedOutUntil: NOW + 4 * 60_000 }, NOW)).toBe(
      'Due to too many password attempts, your account is locked for 4 minutes.',
    );
    expect(lockoutMessage({ errorType: 'PasswordPermanentLockout', failCount: 6, lockedOutUntil: null }, NOW)).toBe(
      'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.',
    );
    expect(lockoutMessage({ errorType: 'InvalidTwoFactorAuthCode', failCount: 2, lockedOutUntil: null }, NOW)).toBe(
      'That verification code was incorrect. You have 4 more attempts before your account is locked for 1 minute.',
    );
    expect(lockoutMessage({ errorType: 'TwoFactorAuthSoftLockout', failCount: 6, lockedOutUntil: NOW + 120_000 }, NOW)).toBe(
      'You reached your maximum number of attempts. Your account will be locked for 2 minutes.',
    );
    expect(lockoutMessage({ errorType: 'TwoFactorAuthPermanentLockout', failCount: 6, lockedOutUntil: null }, NOW)).toBe(
      'Your account has been locked, because you have attempted to enter a verification code too many times.',
    );
    expect(lockoutMessage({ errorType: 'IpAuthLockout', failCount: 100, lockedOutUntil: NOW + 86_400_000 }, NOW)).toBe(
      'For security reasons, you cannot sign in from this network for 1 day.',
    );
    expect(lockoutMessage({ errorType: 'SomethingElse', failCount: 0, lockedOutUntil: null }, NOW)).toBe('Please try again.');
  });

  it('reports 6 minus the fail count as attempts left, never negative', () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 50 }), (n) => attemptsLeft(n) === Math.max(0, 6 - Math.max(0, n))));
  });

  it('locks for 1 minute after 6 wrong passwords, twice as long each time in a row, and for good after the tenth', () => {
    let lock: AccountLock = NEW_ACCOUNT_LOCK;
    let now = NOW;
    const lengths: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 6; i++) {
        expect(mayAttempt(lock, 'password', now).allowed).toBe(true);
        const result = recordFailure(lock, 'password', now);
        lock = result.lock;
        if (i < 5) expect(result.error.errorType).toBe('InvalidPassword');
      }
      if (lock.permanent) break;
      lengths.push((lock.lockedOutUntil! - now) / 60_000);
      expect(mayAttempt(lock, 'password', now + 1)).toMatchObject({ allowed: false, errorType: 'PasswordSoftLockout' });
      now = lock.lockedOutUntil!;
    }
    expect(lengths).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256]);
    expect(lock.permanent).toBe(true);
    expect(mayAttempt(lock, 'password', now + 10 * 86_400_000)).toMatchObject({ allowed: false, errorType: 'PasswordPermanentLockout' });
    expect(mayAttempt(lock, 'twoFactor', now)).toMatchObject({ allowed: false, errorType: 'TwoFactorAuthPermanentLockout' });
  });

  it('a right password clears a soft lock history; a permanent lockout is never judged, so no password clears it', () => {
    const soft = recordFailure({ ...NEW_ACCOUNT_LOCK, failCount: 5 }, 'password', NOW).lock;
    expect(recordSuccess(soft)).toEqual(NEW_ACCOUNT_LOCK);
    const permanent: AccountLock = { failCount: 0, lockouts: 10, lockedOutUntil: null, permanent: true };
    // The attempt is refused before its secret is looked at: a right one never reaches recordSuccess.
    expect(reserveAttempt(permanent, 'password', NOW + 365 * 86_400_000)).toMatchObject({
      allowed: false,
      error: { errorType: 'PasswordPermanentLockout' },
    });
    // The attempt whose own reservation made the lock permanent was allowed: right, it clears it.
    const ninth: AccountLock = { failCount: 5, lockouts: 9, lockedOutUntil: NOW - 1, permanent: false };
    const tenth = reserveAttempt(ninth, 'password', NOW);
    expect(tenth).toMatchObject({ allowed: true, lock: { permanent: true }, failure: { errorType: 'PasswordPermanentLockout' } });
    expect(recordSuccess(tenth.allowed ? tenth.lock : ninth)).toEqual(NEW_ACCOUNT_LOCK);
  });

  it('lets no account try more than 100 passwords or codes in any hour, whatever the timing', () => {
    fc.assert(
      fc.property(attemptTimes, fc.constantFrom('password' as const, 'twoFactor' as const), (times, kind) => {
        let lock: AccountLock = NEW_ACCOUNT_LOCK;
        const tried: number[] = [];
        for (const t of times) {
          if (!mayAttempt(lock, kind, t).allowed) continue;
          tried.push(t);
          const result = recordFailure(lock, kind, t);
          lock = result.lock;
          expect(attemptsLeft(result.error.failCount)).toBeGreaterThanOrEqual(0);
        }
        expect(maxPerHour(tried)).toBeLessThanOrEqual(100);
      }),
      { numRuns: 200 },
    );
  });

  it('never lets a locked-out account in, even with the right secret', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 2 * HOUR_MS }), right: fc.boolean() }), { maxLength: 80 }),
        fc.constantFrom('password' as const, 'twoFactor' as const),
        (attempts, kind) => {
          let lock: AccountLock = NEW_ACCOUNT_LOCK;
          for (const { at, right } of [...attempts].sort((a, b) => a.at - b.at)) {
            const now = NOW + at;
            const lockedNow = lock.permanent || (lock.lockedOutUntil !== null && now < lock.lockedOutUntil);
            // The server's order: count the attempt first, check the secret only when it was allowed.
            const reservation = reserveAttempt(lock, kind, now);
            expect(reservation.allowed).toBe(!lockedNow);
            if (!reservation.allowed) continue;
            lock = right ? recordSuccess(reservation.lock) : reservation.lock;
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts every racing attempt before judging: of any number reserved at once, at most 6 are judged, numbered 1 to 6', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 240 }), fc.constantFrom('password' as const, 'twoFactor' as const), (racing, kind) => {
        // The store hands the lock to one reservation at a time; none is judged before all have reserved.
        let lock: AccountLock = NEW_ACCOUNT_LOCK;
        const judged: number[] = [];
        for (let i = 0; i < racing; i++) {
          const reservation = reserveAttempt(lock, kind, NOW);
          if (!reservation.allowed) {
            expect(reservation.error.errorType).toBe(kind === 'password' ? 'PasswordSoftLockout' : 'TwoFactorAuthSoftLockout');
            continue;
          }
          lock = reservation.lock;
          judged.push(reservation.failure.failCount);
        }
        expect(judged).toEqual([1, 2, 3, 4, 5, 6].slice(0, Math.min(racing, 6)));
        if (racing >= 6) expect(lock.lockedOutUntil).toBe(NOW + 60_000);
      }),
      { numRuns: 100 },
    );
  });

  it('judges at most 6 attempts between lockouts whatever the interleaving of reservations and answers', () => {
    type Step = { kind: 'reserve'; after: number } | { kind: 'settle'; right: boolean };
    const step = fc.oneof(
      fc.record({ kind: fc.constant('reserve' as const), after: fc.integer({ min: 0, max: 5 * 60_000 }) }),
      fc.record({ kind: fc.constant('settle' as const), right: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 300 }), (steps: Step[]) => {
        let lock: AccountLock = NEW_ACCOUNT_LOCK;
        let now = NOW;
        let inFlight = 0;
        let sinceReset = 0;
        for (const s of steps) {
          if (s.kind === 'reserve') {
            now += s.after;
            const reservation = reserveAttempt(lock, 'password', now);
            if (!reservation.allowed) continue;
            lock = reservation.lock;
            inFlight++;
            sinceReset++;
            expect(sinceReset).toBeLessThanOrEqual(6);
            if (reservation.failure.errorType !== 'InvalidPassword') sinceReset = 0; // this one set the lockout
          } else if (inFlight > 0) {
            inFlight--;
            // A wrong secret needs no write: its reservation counted it already.
            if (s.right) {
              lock = recordSuccess(lock);
              sinceReset = 0;
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

/** The shared rate limiter's store, in memory: the same fixed windows and atomic counts. */
function memoryCounter(): RateCounter {
  const counts = new Map<string, number>();
  return {
    async hit(limit, key, now, units = 1) {
      const windowStart = windowStartOf(now, limit.windowMs);
      const id = `${limit.name}|${key}|${windowStart}`;
      const count = (counts.get(id) ?? 0) + units;
      counts.set(id, count);
      return { count, windowStart };
    },
  };
}

describe('reader-experience §9 and OWASP ASVS V2.2.1: sign-in attempts per network', () => {
  type Outcome = 'wrong' | 'right' | 'refusedByAccount';
  const burst = fc.record({
    after: fc.integer({ min: 0, max: 20 * 60_000 }),
    outcomes: fc.array(fc.constantFrom<Outcome>('wrong', 'wrong', 'wrong', 'right', 'refusedByAccount'), { minLength: 1, maxLength: 150 }),
  });

  it('judges at most 100 wrong secrets per network and window, across any accounts and however they race, and locks it for a day at the hundredth', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(burst, { minLength: 1, maxLength: 12 }), async (bursts) => {
        const counter = memoryCounter();
        let lockedOutUntil: number | null = null;
        const wrongPerWindow = new Map<number, number>();
        let now = NOW;
        for (const { after, outcomes } of bursts) {
          now += after;
          // A burst: every attempt is counted before any is judged.
          const admitted: Outcome[] = [];
          for (const outcome of outcomes) {
            const locked = networkMayAttempt(lockedOutUntil, now);
            if (!locked.allowed) {
              expect(lockoutMessage(locked.error, now)).toMatch(/^For security reasons, you cannot sign in from this network for \d+ days?\.$/);
              continue;
            }
            const decision = await consume(counter, NETWORK_ATTEMPTS, 'net', now);
            if (!decision.ok) {
              expect(networkRefusal(decision, now).errorType).toBe('IpAuthLockout');
              continue;
            }
            admitted.push(outcome);
          }
          for (const outcome of admitted) {
            if (outcome !== 'wrong') {
              await refund(counter, NETWORK_ATTEMPTS, 'net', now);
              continue;
            }
            const window = windowStartOf(now, HOUR_MS);
            wrongPerWindow.set(window, (wrongPerWindow.get(window) ?? 0) + 1);
            const until = networkLockAfterFailure(await consume(counter, NETWORK_FAILURES, 'net', now), now);
            if (until !== null) lockedOutUntil = Math.max(lockedOutUntil ?? 0, until);
            if (wrongPerWindow.get(window)! >= 100) expect(lockedOutUntil).toBe(now + IP_LOCKOUT_MS);
          }
        }
        for (const wrong of wrongPerWindow.values()) expect(wrong).toBeLessThanOrEqual(100);
      }),
      { numRuns: 150 },
    );
  });
});
