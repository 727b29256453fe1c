// The attempt ledger (reader-experience §9; README: Security): every password, e-mailed code and authenticator
// code is counted before it is judged — against the network with the shared rate limiter, then against the
// account under a row lock — so no race, batch or alias gets more tries than the limits allow.
import {
  NETWORK_ATTEMPTS,
  NETWORK_FAILURES,
  networkLockAfterFailure,
  networkMayAttempt,
  networkRefusal,
  reserveAttempt,
  type AttemptKind,
  type LockoutData,
} from '../../../core/auth/lockout.policy.ts';
import { consume, refund, type RateCounter } from '../../../core/limits/rate-limit.ts';
import type { AuthRepository } from '../../postgres/auth.repository.ts';

/** What a judged secret came to: refused before judging, right, or wrong (with the answer for it). */
export type Judgement = { outcome: 'refused'; error: LockoutData } | { outcome: 'right' } | { outcome: 'wrong'; error: LockoutData };

export function createAttemptLedger(repo: AuthRepository, limits: RateCounter) {
  /**
   * Counts an attempt against its network before anything is judged: null when it may go on, else the
   * IpAuthLockout to answer. The day-long lockout is read first; the hourly count is one atomic upsert.
   */
  async function countNetworkAttempt(network: string, now: number): Promise<LockoutData | null> {
    const locked = networkMayAttempt(await repo.networkLock(network), now);
    if (!locked.allowed) return locked.error;
    const decision = await consume(limits, NETWORK_ATTEMPTS, network, now);
    return decision.ok ? null : networkRefusal(decision, now);
  }

  /** An attempt that turned out not to count against the network: refused unjudged, or right. */
  const giveBackNetworkAttempt = (network: string, now: number) => refund(limits, NETWORK_ATTEMPTS, network, now);

  /** A wrong secret: the hundredth in a window locks the network out for a day. */
  async function countNetworkFailure(network: string, now: number): Promise<void> {
    const until = networkLockAfterFailure(await consume(limits, NETWORK_FAILURES, network, now), now);
    if (until !== null) await repo.lockNetwork(network, new Date(until));
  }

  /** Counts an attempt against the account, as a failure until the secret proves right (core: reserveAttempt). */
  const reserveAccountAttempt = (key: string, kind: AttemptKind, now: number) =>
    repo.updateLock(key, (lock) => {
      const reservation = reserveAttempt(lock, kind, now);
      return { lock: reservation.allowed ? reservation.lock : null, result: reservation };
    });

  /**
   * One attempt at a secret, counted against the network and then the account before `judge` runs; a right
   * secret clears the account's count and gives the network's unit back.
   */
  async function judgeAttempt(network: string, lockKey: string, kind: AttemptKind, now: number, judge: () => Promise<boolean>): Promise<Judgement> {
    const refusedByNetwork = await countNetworkAttempt(network, now);
    if (refusedByNetwork) return { outcome: 'refused', error: refusedByNetwork };
    const reservation = await reserveAccountAttempt(lockKey, kind, now);
    if (!reservation.allowed) {
      await giveBackNetworkAttempt(network, now);
      return { outcome: 'refused', error: reservation.error };
    }
    if (await judge()) {
      await repo.clearLocks([lockKey]);
      await giveBackNetworkAttempt(network, now);
      return { outcome: 'right' };
    }
    await countNetworkFailure(network, now);
    return { outcome: 'wrong', error: reservation.failure };
  }

  return { judgeAttempt, countNetworkAttempt, countNetworkFailure, reserveAccountAttempt, giveBackNetworkAttempt };
}
