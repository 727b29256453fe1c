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

export type PayoutStart =
  | { ok: true; payout: Payout; account: PayoutAccount }
  | { ok: false; code: 'NO_PAYOUT_ACCOUNT' | 'ACCOUNT_NOT_ACTIVE' | 'NOTHING_TO_PAY' | 'NOT_ENROLLED' };

export interface PartnerRepository {
  enrollment(userId: string): Promise<Enrollment | null>;
  setEnrollment(userId: string, status: 'ENROLLED' | 'NOT_ENROLLED', now: number): Promise<void>;
  payoutAccount(userId: string): Promise<PayoutAccount | null>;
  savePayoutAccount(userId: string, account: Omit<PayoutAccount, 'updatedAt'>, now: number): Promise<void>;
  /** Closes `month` once: the first call writes every credit in one transaction; later or concurrent ones do nothing. */
  closeMonth(month: Month, input: { now: number; closedBy: string | null }): Promise<MonthCloseResult>;
  closedMonths(limit: number): Promise<ClosedMonth[]>;
  storyEarnings(writerId: string): Promise<StoryEarning[]>;
  ledger(userId: string, limit: number): Promise<LedgerEntry[]>;
  balances(userId: string): Promise<{ currency: Currency; amount: number }[]>;
  payouts(userId: string, limit: number): Promise<Payout[]>;
  /** Takes the whole balance in `currency` off the ledger (a TRANSFER) into a PROCESSING payout, atomically. */
  startPayout(userId: string, currency: Currency, now: number): Promise<PayoutStart>;
  /** The provider's answer: PAID, or FAILED (the TRANSFER is credited back). */
  finishPayout(payoutId: string, result: { status: 'PAID'; providerRef: string } | { status: 'FAILED'; failure: string }, now: number): Promise<void>;
}
