// Issue 23 (Partner Program) over platform-reference §3 (payout states, transaction types, payout statuses,
// enrolment, ineligibility reasons): eligibility, the earnings formula (no cent lost or made), the sandbox fee rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INELIGIBILITY_MESSAGES, ineligibilityReasons, isEligible, parseEnrollStep } from '../core/partner/eligibility.ts';
import {
  closableMonth,
  distributeMember,
  isMonth,
  monthOf,
  monthStart,
  netOfFee,
  nextMonth,
  previousMonth,
  providerFee,
  shareByWeight,
  storyEarnings,
} from '../core/partner/earnings.ts';
import {
  balanceOf,
  ENROLLMENT_STATUSES,
  parseDashboardTab,
  PAYOUT_ACCOUNT_STATES,
  PAYOUT_RECORDING_ERROR,
  PAYOUT_STATUSES,
  TRANSACTION_TYPES,
} from '../core/partner/partner-types.ts';

const weights = fc
  .uniqueArray(fc.tuple(fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 100_000 })), { selector: ([k]) => k, minLength: 1, maxLength: 12 })
  .map((xs) => new Map(xs));

describe('platform-reference §3 Partner Program vocabulary', () => {
  it('names the payout states, transaction types, payout statuses and enrolment values exactly', () => {
    expect(PAYOUT_ACCOUNT_STATES).toEqual(['ACTIVE', 'INACTIVE', 'PENDING_ACTION', 'SUSPENDED']);
    expect(TRANSACTION_TYPES).toEqual(['CREDIT', 'DEBIT', 'TRANSFER']);
    expect([...PAYOUT_STATUSES].sort()).toEqual(['FAILED', 'FORFEITED', 'ON_HOLD', 'PAID', 'PENDING', 'PROCESSING', 'REVERSED']);
    expect(ENROLLMENT_STATUSES).toEqual(['ENROLLED', 'NOT_ENROLLED', 'PERMISSION_DENIED']);
    expect(PAYOUT_RECORDING_ERROR).toBe('An error occured while we were recording your payout information.');
  });

  it('a balance is credits less debits and transfers', () => {
    expect(balanceOf([{ type: 'CREDIT', amount: 500 }, { type: 'CREDIT', amount: 25 }, { type: 'TRANSFER', amount: 300 }, { type: 'DEBIT', amount: 25 }])).toBe(200);
  });

  it('parses dashboard tabs and enrolment steps, refusing unknown ones', () => {
    expect(parseDashboardTab(undefined)).toBe('earnings');
    expect(parseDashboardTab('payouts')).toBe('payouts');
    expect(parseDashboardTab('nope')).toBeNull();
    expect(parseEnrollStep(undefined)).toBe('eligibility');
    expect(parseEnrollStep('terms')).toBe('terms');
    expect(parseEnrollStep('x')).toBeNull();
  });
});

describe('platform-reference §3 ineligibility reasons: lack of membership, missing payout information', () => {
  it('names every missing condition, and only those; eligible when none', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (isMember, hasPayoutAccount) => {
        const reasons = ineligibilityReasons({ isMember, hasPayoutAccount });
        expect(reasons.includes('LACK_OF_MEMBERSHIP')).toBe(!isMember);
        expect(reasons.includes('MISSING_PAYOUT_INFORMATION')).toBe(!hasPayoutAccount);
        expect(isEligible({ isMember, hasPayoutAccount })).toBe(isMember && hasPayoutAccount);
      }),
    );
    expect(INELIGIBILITY_MESSAGES.LACK_OF_MEMBERSHIP).toBe('You need a membership to join the Partner Program.');
  });
});

describe('issue 23 the earnings formula: a payment net of fees shared by reading time', () => {
  it('the shares sum to exactly the amount, none negative, zero weights get nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), weights, (amount, w) => {
        const shares = shareByWeight(amount, w);
        const positive = [...w.values()].some((x) => x > 0);
        const sum = [...shares.values()].reduce((s, x) => s + x, 0);
        expect(sum).toBe(positive ? amount : 0);
        for (const [k, x] of shares) {
          expect(Number.isInteger(x) && x >= 0).toBe(true);
          if (w.get(k) === 0) expect(x).toBe(0);
        }
      }),
    );
  });

  it('each share is within one cent of its exact proportion, and more seconds never earn less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), weights, (amount, w) => {
        const total = [...w.values()].reduce((s, x) => s + x, 0);
        fc.pre(total > 0);
        const shares = shareByWeight(amount, w);
        for (const [k, x] of shares) {
          const exact = (amount * (w.get(k) ?? 0)) / total;
          expect(Math.abs(x - exact)).toBeLessThan(1 + 1e-6);
        }
        for (const [a, wa] of w) for (const [b, wb] of w) if (wa > wb) expect(shares.get(a)!).toBeGreaterThanOrEqual(shares.get(b)!);
      }),
    );
  });

  it('example: $5 less the fee (2.9% + 30¢ = 45¢) read 2:1 gives 303 and 152 cents', () => {
    expect(providerFee(500)).toBe(45);
    expect(netOfFee(500)).toBe(455);
    const d = distributeMember({ memberId: 'm', payments: [500], secondsByPost: new Map([['a', 600], ['b', 300]]) });
    expect(d.distributed).toBe(455);
    expect(d.shares.get('a')).toBe(303);
    expect(d.shares.get('b')).toBe(152);
  });

  it('the fee is 2.9% rounded half up plus 30 cents, never more than the charge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (amount) => {
        const fee = providerFee(amount);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(amount);
        if (amount >= 100) expect(fee).toBe(Math.round(amount * 0.029 + 1e-9) + 30);
      }),
    );
  });

  it('a month: the stories earn exactly what the members distributed; a member who read nothing distributes nothing', () => {
    const member = fc.record({
      memberId: fc.uuid(),
      payments: fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 3 }),
      secondsByPost: fc.array(fc.tuple(fc.constantFrom('p1', 'p2', 'p3', 'p4'), fc.integer({ min: 0, max: 36_000 })), { maxLength: 4 }).map((xs) => new Map(xs)),
    });
    fc.assert(
      fc.property(fc.array(member, { maxLength: 8 }), (members) => {
        const { byPost, distributed } = storyEarnings(members);
        expect([...byPost.values()].reduce((s, x) => s + x, 0)).toBe(distributed);
        const expected = members.reduce((s, m) => s + ([...m.secondsByPost.values()].some((x) => x > 0) ? m.payments.reduce((t, p) => t + netOfFee(p), 0) : 0), 0);
        expect(distributed).toBe(expected);
      }),
    );
  });

  it('months: UTC, the one before the current month is the one to close', () => {
    expect(monthOf(Date.UTC(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(monthStart('2026-03')).toBe(Date.UTC(2026, 2, 1));
    expect(closableMonth(Date.UTC(2026, 10, 24))).toBe('2026-10');
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-02')).toBe(true);
  });
});
