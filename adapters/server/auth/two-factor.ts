// The second factor (an authenticator app, TOTP): its codes, and enrolling or replacing it — which, with a factor
// on, needs a recent sign-in or the current factor's code (core/auth/recent-auth.policy.ts), judged like any code.
import { Secret, TOTP } from 'otpauth';
import { lockoutMessage, twoFactorLockKey } from '../../../core/auth/lockout.policy.ts';
import { maySecondFactorChange } from '../../../core/auth/recent-auth.policy.ts';
import type { AuthRepository } from '../../postgres/auth.repository.ts';
import type { Judgement } from './attempt-ledger.ts';
import type { Requester } from './auth.service.ts';

/** A TOTP code (RFC 6238, 30 s steps) for this secret at this time, one step of clock drift allowed. */
export function totpMatches(base32Secret: string, code: string, now: number): boolean {
  if (!/^\d{6}$/.test(code.trim())) return false;
  const totp = new TOTP({ secret: Secret.fromBase32(base32Secret) });
  return totp.validate({ token: code.trim(), timestamp: now, window: 1 }) !== null;
}

/** A proof asked of a signed-in reader before changing the second factor (core/auth/recent-auth.policy.ts). */
export type SecondFactorProof = { authenticatedAt: number | null; currentCode: string | null };

export type EnrolmentRefusal = { ok: false; error: 'REAUTHENTICATE' | 'LOCKED_OUT' | 'WRONG_CODE'; message: string };

export function createTwoFactorEnrolment(deps: {
  repo: AuthRepository;
  productName: string;
  now: () => Date;
  judgeAttempt: (network: string, lockKey: string, kind: 'twoFactor', now: number, judge: () => Promise<boolean>) => Promise<Judgement>;
}) {
  const { repo, judgeAttempt } = deps;
  const options = deps;

  /**
   * With a second factor on, a change to it needs a recent sign-in or the current factor's code, judged
   * like any two-factor code (counted, with its lockouts).
   */
  async function secondFactorChangeAllowed(userId: string, proof: SecondFactorProof, requester: Requester): Promise<EnrolmentRefusal | null> {
    const now = options.now().getTime();
    const current = await repo.twoFactor(userId);
    if (!current) return { ok: false, error: 'REAUTHENTICATE', message: 'Sign in first.' };
    const factorOn = current.enabled && current.secret !== null;
    const decision = maySecondFactorChange({ factorOn, authenticatedAt: proof.authenticatedAt }, now);
    if (decision.allowed) return null;
    if (!proof.currentCode) return { ok: false, error: 'REAUTHENTICATE', message: decision.message };
    const secretInPlace = current.secret!;
    const code = proof.currentCode;
    const judged = await judgeAttempt(requester.network, twoFactorLockKey(userId), 'twoFactor', now, async () => totpMatches(secretInPlace, code, now));
    if (judged.outcome === 'right') return null;
    return { ok: false, error: judged.outcome === 'refused' ? 'LOCKED_OUT' : 'WRONG_CODE', message: lockoutMessage(judged.error, now) };
  }

  return {
    /** Whether this session may change the second factor now (null), or what it must show first. */
    secondFactorChangeAllowed,

    /**
     * Starts two-factor enrolment: a new secret, kept apart and trusted only once a code from it is
     * confirmed; the authenticator in place (if any) stays on meanwhile. With one on, it needs `proof`.
     */
    async startTwoFactorEnrollment(
      userId: string,
      proof: SecondFactorProof,
      requester: Requester,
    ): Promise<{ ok: true; secret: string; uri: string } | EnrolmentRefusal> {
      const refused = await secondFactorChangeAllowed(userId, proof, requester);
      if (refused) return refused;
      const current = await repo.twoFactor(userId);
      if (!current) throw new Error('No such user');
      const totp = new TOTP({ issuer: options.productName, label: current.username, secret: new Secret({ size: 20 }) });
      await repo.setPendingTwoFactor(userId, totp.secret.base32);
      return { ok: true, secret: totp.secret.base32, uri: totp.toString() };
    },
    // Confirming an enrolment is security.service.ts turnOnTwoFactor: it makes the recovery codes in the same
    // transaction, so no account turns two-factor on without them.
  };
}
