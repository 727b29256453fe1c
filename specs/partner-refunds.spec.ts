// Issue 23 (Partner Program) over platform-reference §3 transaction types (DEBIT): a charge refunded after its month
// closed debits the writers it credited — the debits sum to exactly the charge's distributed amount (no cent lost or
// made), and with the member's one payment that month each writer's debit is exactly their credit from that member.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributeMember, netOfFee, storyEarnings } from '../core/partner/earnings.ts';
import { refundDebitDescription, refundDebits, refundDebitsWriters } from '../core/partner/refunds.ts';

/** Stories with their reading seconds and a writer each (some writers with several stories). */
const reading = fc
  .uniqueArray(fc.tuple(fc.string({ minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 3 })), {
    selector: ([post]) => post,
    minLength: 1,
    maxLength: 10,
  })
  .map((rows) => ({
    secondsByPost: new Map(rows.map(([post, seconds]) => [post, seconds])),
    writerOf: new Map(rows.map(([post, , writer]) => [post, `writer-${writer}`])),
  }));

const sum = (m: ReadonlyMap<string, number>) => [...m.values()].reduce((s, x) => s + x, 0);

/** A writer's credit from one member's month: the sum of that member's shares of the writer's stories. */
function creditsByWriter(shares: ReadonlyMap<string, number>, writerOf: ReadonlyMap<string, string>) {
  const out = new Map<string, number>();
  for (const [post, cents] of shares) if (cents > 0) out.set(writerOf.get(post)!, (out.get(writerOf.get(post)!) ?? 0) + cents);
  return out;
}

describe('platform-reference §3 transaction types: DEBIT entries from a refunded charge', () => {
  it("the debits of a refund sum to exactly the charge's distributed amount, each positive", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), reading, (amount, r) => {
        const { distributed, byWriter } = refundDebits({ memberId: 'm', amount, ...r });
        const read = [...r.secondsByPost.values()].some((s) => s > 0);
        expect(distributed).toBe(read ? netOfFee(amount) : 0);
        expect(sum(byWriter)).toBe(distributed);
        for (const cents of byWriter.values()) expect(Number.isInteger(cents) && cents > 0).toBe(true);
      }),
    );
  });

  it("with the member's one payment that month, each writer's debit is exactly their credit from that member", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), reading, (amount, r) => {
        const credits = creditsByWriter(distributeMember({ memberId: 'm', payments: [amount], secondsByPost: r.secondsByPost }).shares, r.writerOf);
        expect(refundDebits({ memberId: 'm', amount, ...r }).byWriter).toEqual(credits);
        // And the month's close (storyEarnings over all members) credited the same from this member.
        const month = storyEarnings([{ memberId: 'm', payments: [amount], secondsByPost: r.secondsByPost }]);
        expect(creditsByWriter(month.byPost, r.writerOf)).toEqual(credits);
      }),
    );
  });

  it("refunding every payment of a member's month takes back exactly what the month distributed from them", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 4 }), reading, (payments, r) => {
        const credited = distributeMember({ memberId: 'm', payments, secondsByPost: r.secondsByPost }).distributed;
        const debited = payments.reduce((s, amount) => s + refundDebits({ memberId: 'm', amount, ...r }).distributed, 0);
        expect(debited).toBe(credited);
      }),
    );
  });

  it('debits writers only for a closed month; a refund before the close just leaves the payment out', () => {
    expect(refundDebitsWriters('2026-10', new Set(['2026-10']))).toBe(true);
    expect(refundDebitsWriters('2026-11', new Set(['2026-10']))).toBe(false);
    expect(refundDebitDescription('2026-10')).toBe('A member’s payment for 2026-10 was refunded');
  });

  it('a worked example: $5.00 refunded, read 3:1 by two writers, takes back $4.55 as $3.41 and $1.14 (the odd cent to the larger remainder)', () => {
    const r = refundDebits({ memberId: 'm', amount: 500, secondsByPost: new Map([['a', 300], ['b', 100]]), writerOf: new Map([['a', 'w1'], ['b', 'w2']]) });
    expect(r.distributed).toBe(455);
    expect(r.byWriter).toEqual(new Map([['w1', 341], ['w2', 114]]));
  });
});
