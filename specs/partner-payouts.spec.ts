// Issue 23 part C over platform-reference §3 (Partner Program: payout account states ACTIVE, INACTIVE, PENDING_ACTION,
// SUSPENDED; payout statuses PENDING, PROCESSING, PAID, ON_HOLD, FORFEITED, REVERSED and failures; transaction types):
// an account's state from what the provider reports, what a payout asked for meets in each state, how a payout's
// status moves, and that no sequence of reports pays a writer twice or loses their money.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYOUT_ACCOUNT_STATES, PAYOUT_STATUSES, type PayoutStatus } from '../core/partner/partner-types.ts';
import {
  balanceTakenBy,
  FINAL_PAYOUT_STATUSES,
  heldPayoutsOn,
  nextPayoutStatus,
  payoutAccountStateOf,
  payoutStartFor,
  returnsToBalance,
  SANDBOX_PAYOUT_HOLDERS,
  sandboxPayoutAccountState,
  type PayoutAccountFacts,
  type PayoutEvent,
} from '../core/partner/payouts.ts';

const facts = fc.record<PayoutAccountFacts>({
  detailsSubmitted: fc.boolean(),
  payoutsEnabled: fc.boolean(),
  transfers: fc.constantFrom('active', 'pending', 'inactive'),
  disabledReason: fc.option(fc.constantFrom('rejected.fraud', 'rejected.terms_of_service', 'requirements.past_due', 'requirements.pending_verification', 'under_review'), { nil: null }),
  pastDue: fc.nat({ max: 3 }),
});
const EVENTS: PayoutEvent[] = ['hold', 'send', 'paid', 'failed', 'reversed', 'forfeit'];

describe('platform-reference §3 payout account states from the provider’s account', () => {
  it('examples: onboarding unfinished, finished and verified, information due, rejected', () => {
    const base: PayoutAccountFacts = { detailsSubmitted: true, payoutsEnabled: true, transfers: 'active', disabledReason: null, pastDue: 0 };
    expect(payoutAccountStateOf({ ...base, detailsSubmitted: false, payoutsEnabled: false, transfers: 'inactive' })).toBe('INACTIVE');
    expect(payoutAccountStateOf(base)).toBe('ACTIVE');
    expect(payoutAccountStateOf({ ...base, pastDue: 1, disabledReason: 'requirements.past_due', payoutsEnabled: false })).toBe('PENDING_ACTION');
    expect(payoutAccountStateOf({ ...base, transfers: 'pending' })).toBe('PENDING_ACTION');
    expect(payoutAccountStateOf({ ...base, disabledReason: 'rejected.fraud' })).toBe('SUSPENDED');
  });

  it('is always one of the four; ACTIVE only with transfers and payouts enabled and nothing due; a rejection always SUSPENDED', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const state = payoutAccountStateOf(f);
        expect(PAYOUT_ACCOUNT_STATES).toContain(state);
        if (state === 'ACTIVE') expect(f.detailsSubmitted && f.payoutsEnabled && f.transfers === 'active' && f.pastDue === 0 && f.disabledReason === null).toBe(true);
        if (f.disabledReason?.startsWith('rejected.')) expect(state).toBe('SUSPENDED');
      }),
    );
  });
});

describe('issue 23: a payout asked for, and the payouts on hold, by the account’s state', () => {
  it('ACTIVE sends; INACTIVE and PENDING_ACTION hold (ON_HOLD); SUSPENDED refuses; held payouts go when ACTIVE, are forfeited when SUSPENDED', () => {
    expect(PAYOUT_ACCOUNT_STATES.map(payoutStartFor)).toEqual(['SEND', 'HOLD', 'HOLD', 'REFUSE']);
    expect(PAYOUT_ACCOUNT_STATES.map(heldPayoutsOn)).toEqual(['SEND', 'KEEP', 'KEEP', 'FORFEIT']);
  });
});

describe('issue 23: the sandbox’s test payout accounts reach every account state', () => {
  it('a test holder name gives its state; any other name is ACTIVE', () => {
    expect(new Set([...Object.values(SANDBOX_PAYOUT_HOLDERS), sandboxPayoutAccountState('Maya Chen')])).toEqual(new Set(PAYOUT_ACCOUNT_STATES));
    expect(sandboxPayoutAccountState(' Test Pending Action ')).toBe('PENDING_ACTION');
    // Any other name, 'constructor' and '__proto__' included, is ACTIVE.
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('constructor', '__proto__', 'toString')), (name) => {
        expect(sandboxPayoutAccountState(name)).toBe(Object.hasOwn(SANDBOX_PAYOUT_HOLDERS, name.trim()) ? SANDBOX_PAYOUT_HOLDERS[name.trim()] : 'ACTIVE');
      }),
    );
  });
});

describe('platform-reference §3 payout statuses: how a payout moves', () => {
  it('examples: held then sent and paid; paid then reversed; a failure; a late report changes nothing', () => {
    const fold = (events: PayoutEvent[], from: PayoutStatus = 'PENDING') => events.reduce((s, e) => nextPayoutStatus(s, e) ?? s, from);
    expect(fold(['hold', 'send', 'paid'])).toBe('PAID');
    expect(fold(['send', 'paid', 'reversed'])).toBe('REVERSED');
    expect(fold(['send', 'failed'])).toBe('FAILED');
    expect(fold(['hold', 'forfeit', 'send', 'paid'])).toBe('FORFEITED');
    expect(nextPayoutStatus('PAID', 'paid')).toBeNull();
    expect(nextPayoutStatus('PROCESSING', 'reversed')).toBeNull();
  });

  it('any sequence of reports: a final status is never left, PAID is reached at most once, and the balance is taken at most once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 20 }), fc.integer({ min: 1, max: 1_000_000 }), (events, amount) => {
        let status: PayoutStatus = 'PENDING';
        let paid = 0;
        for (const e of events) {
          const next = nextPayoutStatus(status, e);
          if (FINAL_PAYOUT_STATUSES.includes(status)) expect(next).toBeNull();
          if (next === null) continue;
          expect(PAYOUT_STATUSES).toContain(next);
          if (next === 'PAID') paid++;
          status = next;
        }
        expect(paid).toBeLessThanOrEqual(1);
        // The writer loses the amount (TRANSFER, nothing back) or gets it all back; never more, never part.
        expect([0, amount]).toContain(balanceTakenBy(status, amount));
        expect(balanceTakenBy(status, amount) === 0).toBe(returnsToBalance(status));
      }),
    );
  });

  it('only a failure and a reversal give the money back to the balance', () => {
    expect(PAYOUT_STATUSES.filter(returnsToBalance)).toEqual(['REVERSED', 'FAILED']);
  });
});
