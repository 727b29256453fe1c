import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptsLeft,
  HOUR_MS,
  lockoutMessage,
  mayAttempt,
  networkMayAttempt,
  NEW_ACCOUNT_LOCK,
  NEW_NETWORK_LEDGER,
  recordFailure,
  recordNetworkFailure,
  recordSuccess,
  type AccountLock,
} from '../core/auth/lockout.policy.ts';

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

  it('a right password clears a soft lock history, not a permanent one', () => {
    const soft = recordFailure({ ...NEW_ACCOUNT_LOCK, failCount: 5 }, 'password', NOW).lock;
    expect(recordSuccess(soft)).toEqual(NEW_ACCOUNT_LOCK);
    const permanent: AccountLock = { failCount: 0, lockouts: 10, lockedOutUntil: null, permanent: true };
    expect(recordSuccess(permanent)).toEqual(permanent);
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
            // The server's order: ask first, check the secret only when allowed.
            const decision = mayAttempt(lock, kind, now);
            expect(decision.allowed).toBe(!lockedNow);
            if (!decision.allowed) continue;
            lock = right ? recordSuccess(lock) : recordFailure(lock, kind, now).lock;
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lets no network try more than 100 in any hour, across any number of accounts', () => {
    fc.assert(
      fc.property(attemptTimes, (times) => {
        let ledger = NEW_NETWORK_LEDGER;
        const tried: number[] = [];
        for (const t of times) {
          const decision = networkMayAttempt(ledger, t);
          if (!decision.allowed) {
            expect(lockoutMessage(decision.error, t)).toMatch(/^For security reasons, you cannot sign in from this network for \d+ days?\.$/);
            continue;
          }
          tried.push(t);
          ledger = recordNetworkFailure(ledger, t);
        }
        expect(maxPerHour(tried)).toBeLessThanOrEqual(100);
      }),
      { numRuns: 200 },
    );
  });
});
