// platform-reference §3 (Partner Program: payout account states, payout statuses, transaction types): what a payout
// account's state is from what the provider reports of it, what happens to a payout asked for with the account in
// each state, how a payout's status may move, and which moves give the money back to the writer's balance. The
// sandbox and Stripe Connect both follow these rules (adapters/server/partner/partner.service.ts).
import type { PayoutAccountState, PayoutStatus } from './partner-types.ts';

/**
 * What a provider reports of a connected payout account (Stripe: the Account object's `details_submitted`,
 * `payouts_enabled`, `capabilities.transfers`, `requirements.disabled_reason` and `requirements.past_due`).
 */
export type PayoutAccountFacts = {
  /** The writer finished the provider's onboarding form. */
  detailsSubmitted: boolean;
  /** Money sent to the account can be paid on to the writer's bank. */
  payoutsEnabled: boolean;
  /** Whether the account can receive transfers: 'active', 'pending' or 'inactive'. */
  transfers: 'active' | 'pending' | 'inactive';
  /** Why the provider disabled the account ('rejected.fraud', 'requirements.past_due', …), or null. */
  disabledReason: string | null;
  /** Information the provider needs now (past due); any makes the writer act. */
  pastDue: number;
};

/**
 * §3 payout account state: SUSPENDED when the provider rejected the account (it will not be paid); INACTIVE while the
 * writer has not finished onboarding; ACTIVE when it can receive transfers and pay them out with nothing overdue;
 * PENDING_ACTION otherwise (information due, or being verified).
 */
export function payoutAccountStateOf(facts: PayoutAccountFacts): PayoutAccountState {
  if (facts.disabledReason?.startsWith('rejected.')) return 'SUSPENDED';
  if (!facts.detailsSubmitted) return 'INACTIVE';
  if (facts.transfers === 'active' && facts.payoutsEnabled && facts.pastDue === 0 && facts.disabledReason === null) return 'ACTIVE';
  return 'PENDING_ACTION';
}

/**
 * A payout asked for with the account in `state`: SEND it now (ACTIVE); HOLD it (ON_HOLD, its amount taken off the
 * balance so it is not paid twice) until the account is ACTIVE again; or REFUSE it (a SUSPENDED account is never paid).
 */
export function payoutStartFor(state: PayoutAccountState): 'SEND' | 'HOLD' | 'REFUSE' {
  if (state === 'ACTIVE') return 'SEND';
  if (state === 'SUSPENDED') return 'REFUSE';
  return 'HOLD';
}

/** What becomes of the payouts on hold when the account's state changes to `state`. */
export function heldPayoutsOn(state: PayoutAccountState): 'SEND' | 'FORFEIT' | 'KEEP' {
  if (state === 'ACTIVE') return 'SEND';
  if (state === 'SUSPENDED') return 'FORFEIT';
  return 'KEEP';
}

/** What can happen to a payout. */
export type PayoutEvent = 'hold' | 'send' | 'paid' | 'failed' | 'reversed' | 'forfeit';

const TRANSITIONS: Readonly<Record<PayoutStatus, Partial<Record<PayoutEvent, PayoutStatus>>>> = {
  PENDING: { hold: 'ON_HOLD', send: 'PROCESSING' },
  ON_HOLD: { send: 'PROCESSING', forfeit: 'FORFEITED' },
  PROCESSING: { paid: 'PAID', failed: 'FAILED' },
  PAID: { reversed: 'REVERSED' },
  FAILED: {},
  REVERSED: {},
  FORFEITED: {},
};

/** The status a payout moves to on `event`, or null when that cannot happen to it now (a late or repeated report). */
export function nextPayoutStatus(status: PayoutStatus, event: PayoutEvent): PayoutStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

/** No event moves a payout out of these. */
export const FINAL_PAYOUT_STATUSES: readonly PayoutStatus[] = ['FAILED', 'REVERSED', 'FORFEITED'];

/**
 * Whether a payout that ends in `status` gives its amount back to the writer's balance (a CREDIT beside its TRANSFER):
 * a failed transfer, and a transfer the provider reversed (the money came back to the platform, so Quire owes it
 * again). A forfeited payout does not: the money is lost to the writer, as the Partner Program's terms say.
 */
export const returnsToBalance = (status: PayoutStatus): boolean => status === 'FAILED' || status === 'REVERSED';

/** What the writer's balance loses to a payout in `status` (the TRANSFER, less what came back). */
export const balanceTakenBy = (status: PayoutStatus, amount: number): number => (returnsToBalance(status) ? 0 : amount);

/**
 * The sandbox's test payout accounts (README: Partner Program → Payouts), as its test cards are for payments: payout
 * information with one of these holder names gives an account in that state, so every payout status can be reached
 * without Stripe. Any other name is ACTIVE.
 */
export const SANDBOX_PAYOUT_HOLDERS: Readonly<Record<string, PayoutAccountState>> = {
  'Test Inactive': 'INACTIVE',
  'Test Pending Action': 'PENDING_ACTION',
  'Test Suspended': 'SUSPENDED',
};

export const sandboxPayoutAccountState = (holderName: string): PayoutAccountState => {
  const name = holderName.trim();
  return Object.hasOwn(SANDBOX_PAYOUT_HOLDERS, name) ? SANDBOX_PAYOUT_HOLDERS[name]! : 'ACTIVE';
};
