// Accounts, sign-in codes and links, two-factor secrets and lockouts as the auth service stores them; every
// "once" (a code spent, a link claimed) is decided atomically by the store. Implemented by
// adapters/postgres/auth.repository.ts.
import type { AccountLock } from '../auth/lockout.policy.ts';

export type AuthCodePurpose = 'email' | 'callback' | 'two_factor';

export type AuthCodeRecord = {
  id: string;
  email: string;
  operation: 'login' | 'register';
  fullName: string | null;
  redirect: string;
  codeHash: string;
  linkHash: string;
  requesterHash: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  purpose: AuthCodePurpose;
};

export type AccountCredentials = { id: string; username: string; passwordHash: string | null; totpSecret: string | null; totpEnabled: boolean };
export type TwoFactorState = { username: string; secret: string | null; enabled: boolean; pendingSecret: string | null };

export interface AuthRepository {
  userByEmail(email: string): Promise<AccountCredentials | null>;
  usernameTaken(username: string): Promise<boolean>;
  /** needsOnboarding: a new account from a sign-up, to be sent into onboarding once (claimOnboarding). */
  createUser(user: { id: string; username: string; name: string; email: string; needsOnboarding?: boolean }): Promise<void>;
  /** Clears the account's onboarding flag; true only for the one caller that found it set. */
  claimOnboarding(userId: string): Promise<boolean>;
  setPassword(userId: string, passwordHash: string): Promise<void>;
  userByUsername(username: string): Promise<{ id: string; email: string } | null>;
  twoFactor(userId: string): Promise<TwoFactorState | null>;
  /** An enrolment started: its secret waits apart, and the authenticator in place stays as it is. */
  setPendingTwoFactor(userId: string, secret: string): Promise<void>;
  /** Issue 21: an unused e-mailed code or link becomes a two-factor challenge (for an account with an authenticator), once. */
  codeToChallenge(id: string, challengeHash: string, expiresAt: Date, now: Date): Promise<boolean>;
  /** Turns a pending two-factor challenge into a callback token, once. */
  passChallenge(id: string, newLinkHash: string, now: Date): Promise<boolean>;
  createCode(code: Omit<AuthCodeRecord, 'usedAt'>): Promise<void>;
  /** The newest code this browser asked for that is still usable. */
  latestCodeFor(requesterHash: string, now: Date): Promise<AuthCodeRecord | null>;
  codeByLinkHash(linkHash: string): Promise<AuthCodeRecord | null>;
  /** Spends the typed code: only a caller presenting the stored code hash wins, once. */
  spendCode(id: string, codeHash: string, newLinkHash: string, now: Date): Promise<boolean>;
  /** Whether the code was spent (typed right or its link claimed) after it was looked up. */
  codeSpent(id: string): Promise<boolean>;
  /** Marks a code used; true for exactly one caller however many race for it. */
  claimCode(id: string, now: Date): Promise<boolean>;
  /** Reads the account lock under a row lock, lets `decide` (a pure rule of core) answer and say the next lock, and stores it. */
  updateLock<T>(key: string, decide: (lock: AccountLock) => { lock: AccountLock | null; result: T }): Promise<T>;
  /** Back to no failures and no lockout, whatever the lock held. */
  clearLocks(keys: readonly string[]): Promise<void>;
  networkLock(network: string): Promise<number | null>;
  lockNetwork(network: string, until: Date): Promise<void>;
}
