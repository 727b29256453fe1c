// reader-experience §8 (sign-in errors) and §9 (6 attempts before a 1-minute lockout), with escalation:
// the spec's 6-then-1-minute alone would allow 360 guesses an hour, so each soft lockout in a row lasts
// twice the one before (1, 2, 4, 8, … minutes), a tenth lockout in a row is permanent for passwords, and a
// network that fails 100 times in an hour is locked out for a day. No account can try more than 100
// passwords or codes an hour (specs/lockout.spec.ts proves it for every timing).
//
// An attempt is counted before its secret is judged (reserveAttempt): the store takes it as a failure in
// one atomic step, and only a right secret clears it afterwards. However many attempts race, in one batch,
// under aliases or from many processes, at most 6 are judged per account between lockouts, and at most 100
// per network per hour (the shared rate limiter counts them, core/limits/rate-limit.ts).
import type { RateDecision, RateLimit } from '../limits/rate-limit.ts';

export const MAX_ATTEMPTS = 6;
export const FIRST_LOCKOUT_MS = 60_000;
export const PERMANENT_AFTER_LOCKOUTS = 10;
export const IP_MAX_FAILURES_PER_HOUR = 100;
export const IP_LOCKOUT_MS = 24 * 60 * 60_000;
export const HOUR_MS = 60 * 60_000;

export type AuthErrorType =
  | 'InvalidPassword'
  | 'PasswordSoftLockout'
  | 'PasswordPermanentLockout'
  | 'InvalidTwoFactorAuthCode'
  | 'TwoFactorAuthSoftLockout'
  | 'TwoFactorAuthPermanentLockout'
  | 'IpAuthLockout';

/** reader-experience §3 lockout data. */
export type LockoutData = { errorType: string; failCount: number; lockedOutUntil: number | null };

/** reader-experience §5: 6 minus the fail count, never below 0. */
export const attemptsLeft = (failCount: number): number => Math.max(0, MAX_ATTEMPTS - Math.max(0, Math.floor(failCount)));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const minutesUntil = (until: number | null, now: number) => Math.max(1, Math.ceil(((until ?? now) - now) / 60_000));
const daysUntil = (until: number | null, now: number) => Math.max(1, Math.ceil(((until ?? now) - now) / 86_400_000));

/** reader-experience §8: the message for a sign-in error, with its numbers filled in. */
export function lockoutMessage(data: LockoutData, now: number): string {
  switch (data.errorType) {
    case 'InvalidPassword':
      return `That password was incorrect. You have ${plural(attemptsLeft(data.failCount), 'more attempt')} before your account is locked for 1 minute.`;
    case 'PasswordSoftLockout':
      return `Due to too many password attempts, your account is locked for ${plural(minutesUntil(data.lockedOutUntil, now), 'minute')}.`;
    case 'PasswordPermanentLockout':
      return 'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.';
    case 'InvalidTwoFactorAuthCode':
      return `That verification code was incorrect. You have ${plural(attemptsLeft(data.failCount), 'more attempt')} before your account is locked for 1 minute.`;
    case 'TwoFactorAuthSoftLockout':
      return `You reached your maximum number of attempts. Your account will be locked for ${plural(minutesUntil(data.lockedOutUntil, now), 'minute')}.`;
    case 'TwoFactorAuthPermanentLockout':
      return 'Your account has been locked, because you have attempted to enter a verification code too many times.';
    case 'IpAuthLockout':
      return `For security reasons, you cannot sign in from this network for ${plural(daysUntil(data.lockedOutUntil, now), 'day')}.`;
    default:
      return 'Please try again.';
  }
}

// ——— The attempt ledger: what the server keeps per account (and kind of secret) and per network. ———

export type AccountLock = {
  /** Failures since the last success or lockout. */
  failCount: number;
  /** Soft lockouts in a row without a success. */
  lockouts: number;
  lockedOutUntil: number | null;
  permanent: boolean;
};

export const NEW_ACCOUNT_LOCK: AccountLock = { failCount: 0, lockouts: 0, lockedOutUntil: null, permanent: false };

export type AttemptKind = 'password' | 'twoFactor';

export type AttemptDecision =
  | { allowed: true }
  | { allowed: false; errorType: 'PasswordSoftLockout' | 'TwoFactorAuthSoftLockout' | 'PasswordPermanentLockout' | 'TwoFactorAuthPermanentLockout'; lockedOutUntil: number | null };

/** Before checking a secret: may this account try now? */
export function mayAttempt(lock: AccountLock, kind: AttemptKind, now: number): AttemptDecision {
  if (lock.permanent) {
    return { allowed: false, errorType: kind === 'password' ? 'PasswordPermanentLockout' : 'TwoFactorAuthPermanentLockout', lockedOutUntil: null };
  }
  if (lock.lockedOutUntil !== null && now < lock.lockedOutUntil) {
    return { allowed: false, errorType: kind === 'password' ? 'PasswordSoftLockout' : 'TwoFactorAuthSoftLockout', lockedOutUntil: lock.lockedOutUntil };
  }
  return { allowed: true };
}

/** After a wrong secret: the new lock, and the error to answer with. */
export function recordFailure(lock: AccountLock, kind: AttemptKind, now: number): { lock: AccountLock; error: LockoutData } {
  const failCount = lock.failCount + 1;
  if (failCount < MAX_ATTEMPTS) {
    return {
      lock: { ...lock, failCount },
      error: { errorType: kind === 'password' ? 'InvalidPassword' : 'InvalidTwoFactorAuthCode', failCount, lockedOutUntil: null },
    };
  }
  const lockouts = lock.lockouts + 1;
  if (lockouts >= PERMANENT_AFTER_LOCKOUTS) {
    return {
      lock: { failCount: 0, lockouts, lockedOutUntil: null, permanent: true },
      error: { errorType: kind === 'password' ? 'PasswordPermanentLockout' : 'TwoFactorAuthPermanentLockout', failCount, lockedOutUntil: null },
    };
  }
  const lockedOutUntil = now + FIRST_LOCKOUT_MS * 2 ** (lockouts - 1);
  return {
    lock: { failCount: 0, lockouts, lockedOutUntil, permanent: false },
    error: { errorType: kind === 'password' ? 'PasswordSoftLockout' : 'TwoFactorAuthSoftLockout', failCount, lockedOutUntil },
  };
}

/**
 * Before judging a secret: may this account try now, and if so the attempt counted as a failure already,
 * with the answer it gets if the secret is wrong. The store keeps `lock` in the same atomic step that read
 * the old one, so no two racing attempts get the same number and none is judged once the window is used up.
 */
export type Reservation =
  | { allowed: true; lock: AccountLock; failure: LockoutData }
  | { allowed: false; error: LockoutData };

export function reserveAttempt(lock: AccountLock, kind: AttemptKind, now: number): Reservation {
  const decision = mayAttempt(lock, kind, now);
  if (!decision.allowed) {
    return { allowed: false, error: { errorType: decision.errorType, failCount: lock.failCount, lockedOutUntil: decision.lockedOutUntil } };
  }
  const failed = recordFailure(lock, kind, now);
  return { allowed: true, lock: failed.lock, failure: failed.error };
}

/**
 * A right secret, judged because its attempt was allowed, clears the account's history, including a lockout
 * its own (or a racing) reservation just set. A permanent lockout is never judged, so no secret clears it:
 * only a sign-in by e-mail or staff do (accountRecovered).
 */
export const recordSuccess = (_lock: AccountLock): AccountLock => NEW_ACCOUNT_LOCK;

// The keys of the account locks, by kind of secret. reader-experience §8 PasswordPermanentLockout says
// 'Recover your password by requesting a magic link below': a sign-in by e-mail link or code proves the
// address and clears the password lock; staff can clear all of an account's locks.
export const passwordLockKey = (userId: string): string => `password:${userId}`;
/** A password tried for an address with no account: counted the same, so the answer tells nothing. */
export const unknownAddressLockKey = (email: string): string => `password:unknown:${email.toLowerCase()}`;
export const twoFactorLockKey = (userId: string): string => `2fa:${userId}`;
/** E-mailed codes are guessed per address: every code sent to it shares this lock. */
export const emailCodeLockKey = (email: string): string => `code:${email.toLowerCase()}`;

// ——— Per network ———

/**
 * Every password, e-mail code and two-factor code from a network, counted before it is judged (OWASP ASVS
 * V2.2.1). A right secret, or an attempt its account refused unjudged, gives its unit back: so wrong and
 * in-flight attempts never pass 100 in a window, however many race, while a busy shared network's good
 * sign-ins do not spend its budget.
 */
export const NETWORK_ATTEMPTS: RateLimit = { name: 'sign-in-attempts/network', max: IP_MAX_FAILURES_PER_HOUR, windowMs: HOUR_MS };

/** Wrong secrets from a network; the hundredth in a window locks the network out for a day (IpAuthLockout). */
export const NETWORK_FAILURES: RateLimit = { name: 'sign-in-failures/network', max: IP_MAX_FAILURES_PER_HOUR, windowMs: HOUR_MS };

/** The day-long lockout a counted failure sets: from the hundredth failure in a window on, else none. */
export function networkLockAfterFailure(failure: RateDecision, now: number): number | null {
  return failure.ok && failure.remaining > 0 ? null : now + IP_LOCKOUT_MS;
}

/** Before counting: a network under its day-long lockout may not try. */
export function networkMayAttempt(lockedOutUntil: number | null, now: number): { allowed: true } | { allowed: false; error: LockoutData } {
  if (lockedOutUntil !== null && now < lockedOutUntil) {
    return { allowed: false, error: { errorType: 'IpAuthLockout', failCount: IP_MAX_FAILURES_PER_HOUR, lockedOutUntil } };
  }
  return { allowed: true };
}

/** The answer to an attempt the network's hourly count refused: locked out until its window ends. */
export function networkRefusal(decision: Extract<RateDecision, { ok: false }>, now: number): LockoutData {
  return { errorType: 'IpAuthLockout', failCount: IP_MAX_FAILURES_PER_HOUR, lockedOutUntil: now + decision.retryAfterSeconds * 1000 };
}
