// Changing how an account signs in (enrolling a new authenticator while one is on) needs fresh proof of
// who is asking: a session signed in within the last 10 minutes, or the current authenticator's code. A
// session that was stolen or left open long ago cannot swap the second factor on its own.

/** How long after signing in a session may change its security settings without further proof. */
export const RECENT_AUTH_MS = 10 * 60_000;

/** Whether a session that signed in at `authenticatedAt` (null: unknown, long ago) still counts as fresh. */
export const isRecentAuth = (authenticatedAt: number | null, now: number): boolean =>
  authenticatedAt !== null && now - authenticatedAt < RECENT_AUTH_MS;

export type SecondFactorChange =
  | { allowed: true }
  /** Ask for the current authenticator's code (or a new sign-in) before going on. */
  | { allowed: false; needs: 'CURRENT_CODE'; message: string };

export const REAUTHENTICATE_MESSAGE =
  'Changing your authenticator needs a recent sign-in: enter a code from your current authenticator app, or sign in again.';

/**
 * Before starting or confirming an enrolment: with no second factor on, a session is enough; with one on, a
 * recent sign-in is, and otherwise only the current factor's code (judged, with its lockouts, by the caller).
 */
export function maySecondFactorChange(account: { factorOn: boolean; authenticatedAt: number | null }, now: number): SecondFactorChange {
  if (!account.factorOn || isRecentAuth(account.authenticatedAt, now)) return { allowed: true };
  return { allowed: false, needs: 'CURRENT_CODE', message: REAUTHENTICATE_MESSAGE };
}
