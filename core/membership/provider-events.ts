// reader-experience §3 MembershipStatus and §4: what a payment provider's events do to a membership. Providers
// deliver events late, twice and out of order (an invoice before the subscription that it bills, a late
// `invoice.paid`); this module decides, from the membership as the store holds it and one event, whether the
// event starts a membership, applies (and to what state), waits (held until its membership starts), is a
// duplicate, or conflicts. The store only records the decision, under its row lock, in one transaction.
//
// Every rule compares the state an event reports with the membership's own, or derives it from the set of
// charges recorded, so the order of arrival does not matter for: renewals (the furthest period wins, each
// charge recorded once), failures (those from the current period's end on count; one from before it is stale),
// the end, and cancellation changes (the newest from before the end wins). Three limits, for want of a time or
// a plan on what the provider reports: two card changes out of order leave the later-arriving card; friendSince
// after two Friend renewals out of order is the start of the one applied first; and a failed charge is billed
// under the plan the membership has when the failure arrives.
import type { ProviderEvent } from '../ports/payment-provider.port.ts';
import { tierOf, type MembershipType, type Money, type PaymentMethod } from './types.ts';

/** Every event but `started` — the ones that can wait for their membership. */
export type HeldProviderEvent = Exclude<ProviderEvent, { type: 'started' }>;
export type StartedProviderEvent = Extract<ProviderEvent, { type: 'started' }>;

/** The part of a membership that provider events move (times in epoch ms). */
export type MembershipEventState = {
  userId: string;
  membershipType: MembershipType;
  price: Money;
  startedAt: number;
  periodStart: number;
  periodEnd: number;
  friendSince: number | null;
  switchType: MembershipType | null;
  switchAmount: number | null;
  paymentFailedAt: number | null;
  failedPaymentCount: number;
  endedAt: number | null;
  isCancelled: boolean;
  cancelChangedAt: number | null;
  paymentMethod: PaymentMethod | null;
};

/** A line of billing history to record. */
export type ChargeRecord = {
  status: 'PAID' | 'FAILED';
  membershipType: MembershipType;
  amount: Money;
  chargeRef: string | null;
  periodStart: number | null;
  periodEnd: number | null;
  createdAt: number;
};

/** From the membership's charges: the refs of the paid ones (a charge is recorded once), the times of the failed ones. */
export type BillingFacts = { paidChargeRefs: ReadonlySet<string>; failedAt: readonly number[] };

/**
 * A membership's payment failures are the ones from its current period's end on (renewals are tried at or
 * after it; a failure from before belongs to a period since paid for): when the last was, and how many.
 * Derived from the set of failures, so the order they and the renewals arrive in does not matter.
 */
export function failuresSince(periodEnd: number, failedAt: readonly number[]): Pick<MembershipEventState, 'paymentFailedAt' | 'failedPaymentCount'> {
  const since = failedAt.filter((t) => t >= periodEnd);
  return { paymentFailedAt: since.length > 0 ? Math.max(...since) : null, failedPaymentCount: since.length };
}

/** What the store knows when an event arrives. */
export type ProviderEventContext = {
  /** The store already holds this event's id (it records each id once, atomically). */
  alreadyRecorded: boolean;
  /** The subscription's membership, or null when none has started. */
  membership: MembershipEventState | null;
  /** The membership's billing history as far as events need it. */
  billing: BillingFacts;
  /** For `started`: whether the reader still exists and has an active membership on another subscription. */
  reader: { exists: boolean; hasOtherActiveMembership: boolean } | null;
  /** For `started`: the events held for this subscription, in any order. */
  held: readonly HeldProviderEvent[];
};

export type ProviderEventDecision =
  | { kind: 'duplicate' }
  /** Nothing to apply it to yet: kept until the subscription's `started` arrives. */
  | { kind: 'hold'; reason: 'no_membership_yet' }
  /** A start that starts nothing: the reader is gone, or already a member (a second payment to refund). */
  | { kind: 'conflict'; reason: 'reader_missing' | 'other_active_membership' }
  /** The same start told again (another event, the same subscription): nothing changes. */
  | { kind: 'ignore'; reason: 'already_started' }
  /** A new membership in `membership` (held events already folded in), its charges, and the held ids now applied. */
  | { kind: 'start'; membership: MembershipEventState; charges: ChargeRecord[]; replayed: string[] }
  /** The membership becomes `membership` (changed says whether it moved at all) and the charges are recorded. */
  | { kind: 'apply'; membership: MembershipEventState; charges: ChargeRecord[]; changed: boolean };

/** A new membership from its first payment: its state and its first charge. */
export function startMembership(start: {
  userId: string;
  membershipType: MembershipType;
  price: Money;
  periodStart: number;
  periodEnd: number;
  paymentMethod: PaymentMethod | null;
  chargeRef: string;
  at: number;
}): { membership: MembershipEventState; charge: ChargeRecord } {
  return {
    membership: {
      userId: start.userId,
      membershipType: start.membershipType,
      price: start.price,
      startedAt: start.at,
      periodStart: start.periodStart,
      periodEnd: start.periodEnd,
      friendSince: tierOf(start.membershipType) === 'FRIEND' ? start.at : null,
      switchType: null,
      switchAmount: null,
      paymentFailedAt: null,
      failedPaymentCount: 0,
      endedAt: null,
      isCancelled: false,
      cancelChangedAt: null,
      paymentMethod: start.paymentMethod,
    },
    charge: {
      status: 'PAID',
      membershipType: start.membershipType,
      amount: start.price,
      chargeRef: start.chargeRef,
      periodStart: start.periodStart,
      periodEnd: start.periodEnd,
      createdAt: start.at,
    },
  };
}

/** Held events replay in the order they happened (ties by id, so any arrival order replays the same). */
export function replayOrder<E extends { id: string; occurredAt: number }>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => a.occurredAt - b.occurredAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Decides what one provider event does, given what the store holds. */
export function decideProviderEvent(context: ProviderEventContext, event: ProviderEvent): ProviderEventDecision {
  if (context.alreadyRecorded) return { kind: 'duplicate' };
  if (event.type === 'started') {
    if (context.membership) return { kind: 'ignore', reason: 'already_started' };
    // A reader deleted since paying: nothing to start (their payment is the operator's to refund).
    if (!context.reader?.exists) return { kind: 'conflict', reason: 'reader_missing' };
    if (context.reader.hasOtherActiveMembership) return { kind: 'conflict', reason: 'other_active_membership' };
    const first = startMembership({ ...event, price: event.amount, at: event.occurredAt });
    let membership = first.membership;
    const charges = [first.charge];
    let billing: BillingFacts = { paidChargeRefs: new Set([event.chargeRef]), failedAt: [] };
    const held = replayOrder(context.held.filter((e) => e.subscriptionRef === event.subscriptionRef));
    for (const e of held) {
      const step = applyToMembership(membership, billing, e);
      membership = step.membership;
      charges.push(...step.charges);
      billing = withCharges(billing, step.charges);
    }
    return { kind: 'start', membership, charges, replayed: held.map((e) => e.id) };
  }
  if (!context.membership) return { kind: 'hold', reason: 'no_membership_yet' };
  const step = applyToMembership(context.membership, context.billing, event);
  return { kind: 'apply', ...step, changed: step.membership !== context.membership };
}

/**
 * What an event other than `started` does to its membership: the charge it records, and the state it
 * moves to (the same object when it moves nothing).
 */
export function applyToMembership(
  m: MembershipEventState,
  billing: BillingFacts,
  event: HeldProviderEvent,
): { membership: MembershipEventState; charges: ChargeRecord[] } {
  switch (event.type) {
    case 'renewed': {
      // The same charge reported twice (a start read after its first renewal, then that renewal) is one charge.
      const charges: ChargeRecord[] = billing.paidChargeRefs.has(event.chargeRef)
        ? []
        : [
            {
              status: 'PAID',
              membershipType: event.membershipType,
              amount: event.amount,
              chargeRef: event.chargeRef,
              periodStart: event.periodStart,
              periodEnd: event.periodEnd,
              createdAt: event.occurredAt,
            },
          ];
      if (event.periodEnd <= m.periodEnd) return { membership: m, charges };
      // A payment for a period that starts once the membership has ended (a late invoice.paid) is kept in the
      // billing history but extends nothing: an ended membership stays ended.
      if (m.endedAt !== null && event.periodStart >= m.endedAt) return { membership: m, charges };
      const tier = tierOf(event.membershipType);
      const switched = m.switchType === event.membershipType;
      return {
        membership: {
          ...m,
          membershipType: event.membershipType,
          price: event.amount,
          periodStart: event.periodStart,
          periodEnd: event.periodEnd,
          friendSince: tier === 'MEMBER' ? null : (m.friendSince ?? event.periodStart),
          switchType: switched ? null : m.switchType,
          switchAmount: switched ? null : m.switchAmount,
          // Failures from the new period's end on (reported before this renewal) still count.
          ...failuresSince(event.periodEnd, billing.failedAt),
        },
        charges,
      };
    }
    case 'payment_failed': {
      const charges: ChargeRecord[] = [
        {
          status: 'FAILED',
          membershipType: m.switchType ?? m.membershipType,
          amount: event.amount,
          chargeRef: null,
          periodStart: null,
          periodEnd: null,
          createdAt: event.occurredAt,
        },
      ];
      // Renewals are tried at or after the period's end: a failure from before it belongs to a period since
      // paid for, and changes nothing.
      if (event.occurredAt < m.periodEnd) return { membership: m, charges };
      return { membership: { ...m, ...failuresSince(m.periodEnd, [...billing.failedAt, event.occurredAt]) }, charges };
    }
    case 'ended':
      return { membership: m.endedAt === null ? { ...m, endedAt: event.occurredAt } : m, charges: [] };
    case 'payment_method_updated':
      return { membership: { ...m, paymentMethod: event.paymentMethod }, charges: [] };
    case 'cancellation_changed': {
      // Only a change newer than the last one Quire knows of (its own, or one reported earlier), and from
      // before the end, counts.
      const afterEnd = m.endedAt !== null && event.occurredAt >= m.endedAt;
      const older = m.cancelChangedAt !== null && event.occurredAt < m.cancelChangedAt;
      if (afterEnd || older) return { membership: m, charges: [] };
      return { membership: { ...m, isCancelled: event.cancelAtPeriodEnd, cancelChangedAt: event.occurredAt }, charges: [] };
    }
  }
}

/** The billing facts once some charges are recorded. */
export function withCharges(billing: BillingFacts, charges: readonly ChargeRecord[]): BillingFacts {
  if (charges.length === 0) return billing;
  const paid = new Set(billing.paidChargeRefs);
  const failed = [...billing.failedAt];
  for (const c of charges) {
    if (c.status === 'PAID' && c.chargeRef !== null) paid.add(c.chargeRef);
    if (c.status === 'FAILED') failed.push(c.createdAt);
  }
  return { paidChargeRefs: paid, failedAt: failed };
}

/** What the provider's webhook is told: the decision's outcome. */
export function providerEventOutcome(decision: ProviderEventDecision): 'applied' | 'duplicate' | 'held' | 'conflict' {
  switch (decision.kind) {
    case 'duplicate':
      return 'duplicate';
    case 'hold':
      return 'held';
    case 'conflict':
      return 'conflict';
    default:
      return 'applied';
  }
}
