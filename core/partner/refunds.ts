// Issue 23 (Partner Program), platform-reference §3 transaction types (DEBIT): a member's charge refunded after the
// month it paid into was closed takes back what it gave the writers. Its distributed amount (the charge net of the
// provider's fee, or nothing when the member read no partner story that month) is shared again with the same formula
// and the same weights that made the credits (earnings.ts distributeMember over the month's reading kept at the close),
// so the debits sum to exactly that amount, to the cent; a member whose only payment that month is the refunded one
// has each writer debited exactly what that writer was credited from them. A refund before the month closes takes
// nothing back: the payment is simply left out of the month (the close counts only charges not refunded).
import { distributeMember, type Month } from './earnings.ts';

export type RefundedCharge = {
  memberId: string;
  /** The refunded charge's amount (minor units, before fees). */
  amount: number;
  /** The member's seconds per partner story in that month, as the close counted them. */
  secondsByPost: ReadonlyMap<string, number>;
  /** Each story's writer. */
  writerOf: ReadonlyMap<string, string>;
};

export type RefundDebits = { distributed: number; byWriter: Map<string, number> };

/** The DEBIT of each writer credited from the refunded charge: their share of its distributed amount. */
export function refundDebits(charge: RefundedCharge): RefundDebits {
  const d = distributeMember({ memberId: charge.memberId, payments: [charge.amount], secondsByPost: charge.secondsByPost });
  const byWriter = new Map<string, number>();
  for (const [post, cents] of d.shares) {
    if (cents <= 0) continue;
    const writer = charge.writerOf.get(post);
    if (writer === undefined) throw new RangeError(`no writer for story ${post}`);
    byWriter.set(writer, (byWriter.get(writer) ?? 0) + cents);
  }
  return { distributed: d.distributed, byWriter };
}

/** Whether a refund reaches the writers: only when the month its charge paid into is closed already. */
export const refundDebitsWriters = (chargeMonth: Month, closedMonths: ReadonlySet<Month>): boolean => closedMonths.has(chargeMonth);

/** What a DEBIT says on the writer's ledger. */
export const refundDebitDescription = (month: Month): string => `A member’s payment for ${month} was refunded`;

/** A balance below zero after a refund is carried forward: later earnings cover it before anything is paid out. */
export const NEGATIVE_BALANCE_MESSAGE = 'A refunded payment took back more than your balance held: your next earnings cover it before a payout.';
