// reader-experience §3 (MembershipStatus) and §4: a payment provider's events applied to a membership once, in
// whatever order they arrive — held until the membership starts, replayed in the order they happened, a
// duplicate changing nothing — as core/membership/provider-events.ts decides. A small in-memory store below
// records the decisions the way adapters/postgres/memberships.repository.ts does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideProviderEvent,
  providerEventOutcome,
  replayOrder,
  withCharges,
  type ChargeRecord,
  type HeldProviderEvent,
  type MembershipEventState,
} from '../core/membership/provider-events.ts';
import type { MembershipType } from '../core/membership/types.ts';
import type { ProviderEvent } from '../core/ports/payment-provider.port.ts';

const DAY = 86_400_000;
const L = 30 * DAY;
const B = (k: number) => Date.UTC(2025, 0, 1) + k * L;
const SUB = 'sub_1';
const USD = (amount: number) => ({ amount, currency: 'USD' as const });
const CARD = (lastFour: string) => ({ kind: 'CARD' as const, cardType: 'VISA' as const, lastFour, expirationMonth: 1, expirationYear: 2040 });

type Store = { recorded: Set<string>; membership: MembershipEventState | null; charges: ChargeRecord[]; held: HeldProviderEvent[] };
type Reader = { exists: boolean; hasOtherActiveMembership: boolean };
const emptyStore = (): Store => ({ recorded: new Set(), membership: null, charges: [], held: [] });

/** One delivery, recorded as the repository records it. */
function deliver(store: Store, event: ProviderEvent, reader: Reader = { exists: true, hasOtherActiveMembership: false }) {
  const decision = decideProviderEvent(
    {
      alreadyRecorded: store.recorded.has(event.id),
      membership: store.membership,
      billing: withCharges({ paidChargeRefs: new Set(), failedAt: [] }, store.charges),
      reader: event.type === 'started' && !store.membership ? reader : null,
      held: event.type === 'started' && !store.membership ? store.held : [],
    },
    event,
  );
  store.recorded.add(event.id);
  switch (decision.kind) {
    case 'hold':
      store.held.push(event as HeldProviderEvent);
      break;
    case 'start':
      store.membership = decision.membership;
      store.charges.push(...decision.charges);
      store.held = store.held.filter((e) => !decision.replayed.includes(e.id));
      break;
    case 'apply':
      store.membership = decision.membership;
      store.charges.push(...decision.charges);
      break;
  }
  return providerEventOutcome(decision);
}

function run(events: readonly ProviderEvent[]): Store {
  const store = emptyStore();
  for (const e of events) deliver(store, e);
  return store;
}

/** What the reader and the billing history see: the membership and the charges, in any order of recording. */
const outcome = (s: Store) => ({
  membership: s.membership,
  charges: s.charges.map((c) => JSON.stringify(c)).sort(),
  held: s.held.map((e) => e.id).sort(),
});

const started = (type: MembershipType, at = B(0)): ProviderEvent => ({
  id: 'evt_start',
  type: 'started',
  subscriptionRef: SUB,
  occurredAt: at,
  userId: 'u1',
  membershipType: type,
  amount: USD(500),
  periodStart: B(0),
  periodEnd: B(1),
  paymentMethod: CARD('4242'),
  chargeRef: 'ch_0',
});
const renewed = (k: number, type: MembershipType): ProviderEvent => ({
  id: `evt_renewed_${k}`,
  type: 'renewed',
  subscriptionRef: SUB,
  occurredAt: B(k) + 100,
  periodStart: B(k),
  periodEnd: B(k + 1),
  membershipType: type,
  amount: USD(type === 'MONTHLY' ? 500 : 1500),
  chargeRef: `ch_${k}`,
});
const failed = (k: number, attempt: number): ProviderEvent => ({
  id: `evt_failed_${k}_${attempt}`,
  type: 'payment_failed',
  subscriptionRef: SUB,
  occurredAt: B(k) + attempt * 10,
  attempt,
  amount: USD(500),
});

/**
 * One subscription's history, in the order it happened (distinct times): the start, renewals (the last may
 * switch plan), failed attempts before a renewal or at the last period's end, cancellation changes, at most one
 * card change, and perhaps the end after the last period. Within the module's stated limits: one card change,
 * one plan switch, and no failures in a history with a switch (a failed charge is billed under the plan the
 * membership has when the failure arrives).
 */
const history = fc
  .record({
    type: fc.constantFrom<MembershipType>('MONTHLY', 'PREMIUM_MONTHLY'),
    renewals: fc.integer({ min: 0, max: 4 }),
    switchLast: fc.boolean(),
    failures: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 6, maxLength: 6 }),
    cancellations: fc.uniqueArray(fc.record({ at: fc.integer({ min: 1, max: 5 * 30 - 1 }), cancel: fc.boolean() }), { selector: (c) => c.at, maxLength: 4 }),
    cardChange: fc.option(fc.integer({ min: 1, max: 5 * 30 - 1 }), { nil: null }),
    ends: fc.boolean(),
    restated: fc.boolean(),
  })
  .map((h) => {
    const events: ProviderEvent[] = [started(h.type)];
    if (h.restated) events.push({ ...(started(h.type) as Extract<ProviderEvent, { type: 'started' }>), id: 'evt_start_again' }); // the same start, told another way
    const other: MembershipType = h.type === 'MONTHLY' ? 'PREMIUM_MONTHLY' : 'MONTHLY';
    for (let k = 1; k <= h.renewals; k++) {
      const switching = h.switchLast && k === h.renewals;
      for (let a = 1; a <= (h.switchLast ? 0 : h.failures[k]!); a++) events.push(failed(k, a));
      events.push(renewed(k, switching ? other : h.type));
    }
    const last = h.renewals + 1;
    for (let a = 1; a <= (h.switchLast ? 0 : h.failures[0]!); a++) events.push(failed(last, a));
    for (const c of h.cancellations) {
      if (c.at < last * 30) events.push({ id: `evt_cancel_${c.at}`, type: 'cancellation_changed', subscriptionRef: SUB, occurredAt: B(0) + c.at * DAY + 7, cancelAtPeriodEnd: c.cancel });
    }
    if (h.cardChange !== null && h.cardChange < last * 30) {
      events.push({ id: 'evt_card', type: 'payment_method_updated', subscriptionRef: SUB, occurredAt: B(0) + h.cardChange * DAY + 3, paymentMethod: CARD('0005') });
    }
    if (h.ends) events.push({ id: 'evt_ended', type: 'ended', subscriptionRef: SUB, occurredAt: B(last) + 500 });
    return events.sort((a, b) => a.occurredAt - b.occurredAt);
  });

const permutationOf = <T>(items: readonly T[]) =>
  fc.array(fc.nat(), { minLength: items.length, maxLength: items.length }).map((keys) =>
    items
      .map((item, i) => ({ item, key: keys[i]! }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.item),
  );

describe('reader-experience §4 membership: provider events in any order', () => {
  it('any arrival order of one subscription’s events ends where the order they happened in ends', () => {
    fc.assert(
      fc.property(
        history.chain((events) => fc.tuple(fc.constant(events), permutationOf(events))),
        ([inOrder, arrived]) => {
          const expected = outcome(run(inOrder));
          expect(expected.membership).not.toBeNull();
          expect(outcome(run(arrived))).toEqual(expected);
        },
      ),
    );
  });

  it('a duplicate, delivered at any point, changes nothing and is answered duplicate', () => {
    fc.assert(
      fc.property(
        history.chain((events) => fc.tuple(fc.constant(events), fc.nat({ max: events.length - 1 }), fc.nat({ max: events.length }))),
        ([events, which, at]) => {
          const once = outcome(run(events));
          const store = emptyStore();
          let answer: string | null = null;
          events.forEach((e, i) => {
            if (i === at) answer = store.recorded.has(events[which]!.id) ? deliver(store, events[which]!) : null;
            deliver(store, e);
          });
          const again = deliver(store, events[which]!);
          expect(again).toBe('duplicate');
          if (answer !== null) expect(answer).toBe('duplicate');
          expect(outcome(store)).toEqual(once);
        },
      ),
    );
  });

  it('holds every event that arrives before its start, and replays them all when the start arrives', () => {
    fc.assert(
      fc.property(history, (all) => {
        const events = all.filter((e) => e.id !== 'evt_start_again');
        const [start, ...rest] = events;
        const store = emptyStore();
        for (const e of rest) expect(deliver(store, e)).toBe('held');
        expect(store.membership).toBeNull();
        expect(store.held).toHaveLength(rest.length);
        expect(deliver(store, start!)).toBe('applied');
        expect(store.held).toEqual([]);
        expect(outcome(store)).toEqual(outcome(run(events)));
      }),
    );
  });

  it('replays held events in the order they happened, ties by id, whatever order they were held in', () => {
    const ev = fc.record({ id: fc.string({ maxLength: 3 }), occurredAt: fc.integer({ min: 0, max: 5 }) });
    fc.assert(
      fc.property(fc.uniqueArray(ev, { selector: (e) => e.id }).chain((a) => fc.tuple(fc.constant(a), permutationOf(a))), ([a, b]) => {
        expect(replayOrder(b)).toEqual(replayOrder(a));
        const sorted = replayOrder(a);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!.occurredAt).toBeLessThanOrEqual(sorted[i]!.occurredAt);
      }),
    );
  });
});

describe('reader-experience §4 membership: provider events, examples', () => {
  it('a start for a reader who is gone, or already a member elsewhere, is a conflict and starts nothing', () => {
    const gone = emptyStore();
    expect(deliver(gone, started('MONTHLY'), { exists: false, hasOtherActiveMembership: false })).toBe('conflict');
    expect(gone.membership).toBeNull();
    const member = emptyStore();
    expect(deliver(member, started('MONTHLY'), { exists: true, hasOtherActiveMembership: true })).toBe('conflict');
    expect(member.membership).toBeNull();
    expect(member.charges).toEqual([]);
  });

  it('starts a Friend with friendSince at the start, and a Member renewal clears it', () => {
    const store = run([started('PREMIUM_MONTHLY')]);
    expect(store.membership).toMatchObject({ membershipType: 'PREMIUM_MONTHLY', friendSince: B(0), startedAt: B(0), periodEnd: B(1) });
    deliver(store, renewed(1, 'MONTHLY'));
    expect(store.membership).toMatchObject({ membershipType: 'MONTHLY', friendSince: null, periodEnd: B(2), price: USD(500) });
  });

  it('a late invoice.paid for a period after the end is billed but extends nothing', () => {
    const store = run([started('MONTHLY'), { id: 'evt_end', type: 'ended', subscriptionRef: SUB, occurredAt: B(1) }]);
    expect(deliver(store, renewed(1, 'MONTHLY'))).toBe('applied');
    expect(store.membership).toMatchObject({ periodEnd: B(1), endedAt: B(1) });
    expect(store.charges.map((c) => c.chargeRef)).toEqual(['ch_0', 'ch_1']);
  });

  it('counts failures at or after the period’s end; one from before it is billed and changes nothing', () => {
    const store = run([started('MONTHLY')]);
    deliver(store, { ...(failed(1, 1) as HeldProviderEvent), id: 'evt_early', occurredAt: B(1) - DAY });
    expect(store.membership).toMatchObject({ paymentFailedAt: null, failedPaymentCount: 0 });
    deliver(store, failed(1, 2));
    deliver(store, failed(1, 1));
    expect(store.membership).toMatchObject({ paymentFailedAt: B(1) + 20, failedPaymentCount: 2 });
    expect(store.charges.map((c) => c.status)).toEqual(['PAID', 'FAILED', 'FAILED', 'FAILED']);
  });

  it('a renewal reported twice under two event ids is one charge', () => {
    const store = run([started('MONTHLY'), renewed(1, 'MONTHLY'), { ...(renewed(1, 'MONTHLY') as HeldProviderEvent), id: 'evt_renewed_again' }]);
    expect(store.charges.filter((c) => c.chargeRef === 'ch_1')).toHaveLength(1);
  });

  it('a cancellation change older than the last one known is stale', () => {
    const store = run([started('MONTHLY')]);
    const change = (id: string, at: number, cancel: boolean): ProviderEvent => ({ id, type: 'cancellation_changed', subscriptionRef: SUB, occurredAt: at, cancelAtPeriodEnd: cancel });
    deliver(store, change('c2', B(0) + 2 * DAY, false));
    deliver(store, change('c1', B(0) + DAY, true));
    expect(store.membership).toMatchObject({ isCancelled: false, cancelChangedAt: B(0) + 2 * DAY });
  });
});
