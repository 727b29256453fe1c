// reader-experience §8 (sign-in errors) and §9 (6 attempts before a 1-minute lockout), with escalation:
// the spec's 6-then-1-minute alone would allow 360 guesses an hour, so each soft lockout in a row lasts
// twice the one before (1, 2, 4, 8, … minutes), a tenth lockout in a row is permanent for passwords, and a
// network that fails 100 times in an hour is locked out for a day. No account and no network can try more
// than 100 passwords or codes an hour (specs/lockout.spec.ts proves it for every timing).
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

/** A right secret clears the soft state (a permanent lockout stays until recovered by magic link). */
export const recordSuccess = (lock: AccountLock): AccountLock => (lock.permanent ? lock : NEW_ACCOUNT_LOCK);

// ——— Per network ———

export type NetworkLedger = { failures: readonly number[]; lockedOutUntil: number | null };

export const NEW_NETWORK_LEDGER: NetworkLedger = { failures: [], lockedOutUntil: null };

export function networkMayAttempt(ledger: NetworkLedger, now: number): { allowed: true } | { allowed: false; error: LockoutData } {
  if (ledger.lockedOutUntil !== null && now < ledger.lockedOutUntil) {
    return { allowed: false, error: { errorType: 'IpAuthLockout', failCount: ledger.failures.length, lockedOutUntil: ledger.lockedOutUntil } };
  }
  return { allowed: true };
}

/** A failure from this network; the hundredth in an hour locks the network out for a day. */
export function recordNetworkFailure(ledger: NetworkLedger, now: number): NetworkLedger {
  const failures = [...ledger.failures.filter((t) => t > now - HOUR_MS), now];
  const lockedOutUntil = failures.length >= IP_MAX_FAILURES_PER_HOUR ? now + IP_LOCKOUT_MS : ledger.lockedOutUntil;
  return { failures: failures.slice(-IP_MAX_FAILURES_PER_HOUR), lockedOutUntil };
}
