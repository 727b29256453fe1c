// platform-reference §3 (Partner Program): the vocabulary of enrolment, payout accounts, the ledger and payouts.
// The values are the spec's; the user-facing words beside them are Quire's (the spec shows none).

/** §3 "Enrolment: ENROLLED, NOT_ENROLLED, PERMISSION_DENIED". */
export const ENROLLMENT_STATUSES = ['ENROLLED', 'NOT_ENROLLED', 'PERMISSION_DENIED'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** §3 "Partner programme payout states: ACTIVE, INACTIVE, PENDING_ACTION, SUSPENDED" (a payout account's state). */
export const PAYOUT_ACCOUNT_STATES = ['ACTIVE', 'INACTIVE', 'PENDING_ACTION', 'SUSPENDED'] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

/** §3 "Transaction types: CREDIT, DEBIT, TRANSFER". */
export const TRANSACTION_TYPES = ['CREDIT', 'DEBIT', 'TRANSFER'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** §3 "Payout statuses: FORFEITED, ON_HOLD, PAID, PENDING, PROCESSING, REVERSED, and failures". */
export const PAYOUT_STATUSES = ['PENDING', 'PROCESSING', 'PAID', 'ON_HOLD', 'FORFEITED', 'REVERSED', 'FAILED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Readonly<Record<PayoutStatus, string>> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  PAID: 'Paid',
  ON_HOLD: 'On hold',
  FORFEITED: 'Forfeited',
  REVERSED: 'Reversed',
  FAILED: 'Failed',
};

/** The ledger: a writer's balance is the credits less the debits; a TRANSFER moves money out (a payout). */
export function balanceOf(entries: readonly { type: TransactionType; amount: number }[]): number {
  let total = 0;
  for (const e of entries) total += e.type === 'CREDIT' ? e.amount : -e.amount;
  return total;
}

/** The dashboard's tabs (`/me/partner/dashboard/{tab}`). */
export const DASHBOARD_TABS = ['earnings', 'ledger', 'payouts'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const parseDashboardTab = (tab: string | undefined): DashboardTab | null =>
  tab === undefined || tab === '' ? 'earnings' : (DASHBOARD_TABS as readonly string[]).includes(tab) ? (tab as DashboardTab) : null;

/** reader-experience §8 (error catalogue) "Payout recording" (the spec's spelling kept). */
export const PAYOUT_RECORDING_ERROR = 'An error occured while we were recording your payout information.';
export const NO_PAYOUT_ACCOUNT_MESSAGE = 'Add your payout information before asking for a payout.';
export const NOTHING_TO_PAY_MESSAGE = 'Your balance is zero: there is nothing to pay out yet.';
export const NOT_ENROLLED_MESSAGE = 'You are not enrolled in the Partner Program.';
