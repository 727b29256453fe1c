// Issue 23 part C: the Partner Program's store — enrolment, payout accounts, closing a month (the credits written
// once, atomically), the ledger, and payouts.
import type { Currency } from '../membership/types.ts';
import type { Month } from '../partner/earnings.ts';
import type { EnrollmentStatus, PayoutAccountState, PayoutStatus, TransactionType } from '../partner/partner-types.ts';

export type PayoutAccount = {
  provider: 'SANDBOX' | 'STRIPE';
  accountRef: string;
  state: PayoutAccountState;
  holderName: string;
  country: string;
  updatedAt: number;
};

export type Enrollment = { status: Extract<EnrollmentStatus, 'ENROLLED' | 'NOT_ENROLLED'>; enrolledAt: number };

export type MonthCloseResult =
  | { status: 'closed'; month: Month; members: number; distributed: number; credited: number; stories: number }
  | { status: 'already_closed'; month: Month };

export type StoryEarning = { month: Month; postId: string; title: string; currency: Currency; amount: number; seconds: number; members: number };
export type LedgerEntry = { id: string; type: TransactionType; amount: number; currency: Currency; month: Month | null; description: string; createdAt: number };
export type Payout = { id: string; amount: number; currency: Currency; status: PayoutStatus; provider: 'SANDBOX' | 'STRIPE'; failure: string | null; createdAt: number };
export type ClosedMonth = { month: Month; closedAt: number; members: number; distributed: number; credited: number };

/**
 * A payout taken off the balance: PROCESSING to send now, or ON_HOLD when the account is not ACTIVE (core/partner/
 * payouts.ts payoutStartFor); or why not (a SUSPENDED account is never paid).
 */
export type PayoutStart =
  | { ok: true; payout: Payout; account: PayoutAccount }
  | { ok: false; code: 'NO_PAYOUT_ACCOUNT' | 'ACCOUNT_SUSPENDED' | 'NOTHING_TO_PAY' | 'NOT_ENROLLED' };

/** Who refunded a charge: Stripe (charge.refunded), or staff in the sandbox. */
export type RefundSource = 'STRIPE' | 'STAFF' | 'SANDBOX';

/**
 * A refund applied: `closed` when the charge's month was closed already, so its writers were debited (`debits`, which
 * sum to `distributed`); otherwise the payment is simply left out of the month's close. Once per charge.
 */
export type RefundResult =
  | { status: 'refunded'; chargeId: string; month: Month; currency: Currency; closed: boolean; distributed: number; debits: readonly { userId: string; amount: number; currency: Currency }[] }
  | { status: 'already_refunded'; chargeId: string; month: Month }
  | { status: 'not_found' }
  | { status: 'not_paid' };

/** A held payout released to be sent now, with where it goes. */
export type ReleasedPayout = { payout: Payout; account: PayoutAccount };

export interface PartnerRepository {
  enrollment(userId: string): Promise<Enrollment | null>;
  setEnrollment(userId: string, status: 'ENROLLED' | 'NOT_ENROLLED', now: number): Promise<void>;
  payoutAccount(userId: string): Promise<PayoutAccount | null>;
  savePayoutAccount(userId: string, account: Omit<PayoutAccount, 'updatedAt'>, now: number): Promise<void>;
  /** Closes `month` once: the first call writes every credit in one transaction; later or concurrent ones do nothing. */
  closeMonth(month: Month, input: { now: number; closedBy: string | null }): Promise<MonthCloseResult>;
  /**
   * A member's charge refunded (by its id, or by the provider's reference): marked refunded once; when its month is
   * closed, each writer it credited gets a DEBIT of their share (core/partner/refunds.ts), all in one transaction.
   */
  refundCharge(input: { chargeId?: string; chargeRef?: string; source: RefundSource; refundedBy: string | null; now: number }): Promise<RefundResult>;
  closedMonths(limit: number): Promise<ClosedMonth[]>;
  storyEarnings(writerId: string): Promise<StoryEarning[]>;
  ledger(userId: string, limit: number): Promise<LedgerEntry[]>;
  balances(userId: string): Promise<{ currency: Currency; amount: number }[]>;
  payouts(userId: string, limit: number): Promise<Payout[]>;
  /** Takes the whole balance in `currency` off the ledger (a TRANSFER) into a PROCESSING (or ON_HOLD) payout, atomically. */
  startPayout(userId: string, currency: Currency, now: number): Promise<PayoutStart>;
  /** The provider's answer: PAID, or FAILED (the TRANSFER is credited back). Only a PROCESSING payout moves. */
  finishPayout(payoutId: string, result: { status: 'PAID'; providerRef: string } | { status: 'FAILED'; failure: string }, now: number): Promise<void>;
  /** The writer whose account this is at the provider (Stripe's account.updated names the account). */
  payoutAccountOwner(provider: PayoutAccount['provider'], accountRef: string): Promise<string | null>;
  /** The account's state as the provider now reports it; false when no such account. */
  setPayoutAccountState(provider: PayoutAccount['provider'], accountRef: string, state: PayoutAccount['state'], now: number): Promise<boolean>;
  /** Moves the writer's ON_HOLD payouts to PROCESSING (once: a concurrent call gets none of them) for sending now. */
  releaseHeldPayouts(userId: string, now: number): Promise<ReleasedPayout[]>;
  /** PROCESSING payouts last touched before `before` (the provider did not answer): to send again, with their account. */
  processingPayouts(before: number, limit: number): Promise<ReleasedPayout[]>;
  /** Moves the writer's ON_HOLD payouts to FORFEITED (their TRANSFER stays); how many. */
  forfeitHeldPayouts(userId: string, now: number): Promise<number>;
  /** The provider reversed a PAID payout's transfer: REVERSED, and its amount back on the balance (a CREDIT), once. */
  reversePayout(provider: PayoutAccount['provider'], providerRef: string, now: number): Promise<boolean>;
}
