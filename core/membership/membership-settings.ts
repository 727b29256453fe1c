// reader-experience §2.2 (the settings tab 'Membership and payment', anchors #membership and #payment),
// §3 MembershipStatus, §4 (plan switching, reactivation), §9 (dates 'LLLL d, yyyy', the payment summary):
// what the membership settings and the manage-membership pages say about a reader's membership, and which
// actions they offer. Pure: the page passes the status and the time, and draws what comes back.
//
// Choices where the spec is silent (Quire's):
// - A plan reads 'Member, monthly' / 'Friend, yearly', its price '$5/month' / '$150/year'.
// - Cancelling is offered for a card-billed membership that is not cancelled yet; a new card can be given
//   to a card-billed membership while it lasts (cancelled or not: a reactivation charges it).
// - The plans to switch to are the other three of the four; the one already scheduled is marked.
import {
  BILLING_PERIOD_WORDS,
  CHARGE_STATUS_WORDS,
  membershipExpiresText,
  nextChargeText,
  planPriceText,
  scheduledSwitchText,
  TIER_NAMES,
} from '../copy/membership-copy.ts';
import { formatLongDate, formatShortDate } from '../format/date.ts';
import { canSwitchPlan, hasReactivationOffer, isCardPaymentProvider } from './eligibility.policy.ts';
import { formatMoney } from './money.ts';
import { isPaymentMethodExpired, paymentMethodSummary } from './payment-method.ts';
import { membershipPrice, priceKeyOf } from './prices.ts';
import { billingPeriodOf, MEMBERSHIP_TYPES, tierOf, type Currency, type MembershipStatus, type MembershipType, type Money } from './types.ts';

/** 'Member, monthly', 'Friend, yearly'. */
export function planName(type: MembershipType): string {
  return `${TIER_NAMES[tierOf(type)]}, ${BILLING_PERIOD_WORDS[billingPeriodOf(type)].adjective}`;
}

/** '$5/month', '$150/year'. */
export function planPrice(type: MembershipType, price: Money): string {
  return planPriceText(formatMoney(price), BILLING_PERIOD_WORDS[billingPeriodOf(type)].unit);
}

/** The regular price of a plan in a currency, or null when that currency has no price for it. */
function regularPrice(type: MembershipType, currency: Currency): Money | null {
  try {
    return membershipPrice(priceKeyOf(type), currency);
  } catch {
    return null;
  }
}

export type PlanOption = {
  membershipType: MembershipType;
  /** 'Friend, yearly' */
  name: string;
  /** '$150/year' */
  price: string;
  /** The plan the membership is on now. */
  current: boolean;
  /** The plan a switch is already scheduled to. */
  scheduled: boolean;
};

/** The four plans, each priced in the membership's currency (plans without a price are left out). */
export function planOptions(status: Pick<MembershipStatus, 'membershipType' | 'currency' | 'switchPlanSchedule'>): PlanOption[] {
  return MEMBERSHIP_TYPES.flatMap((type) => {
    const price = regularPrice(type, status.currency);
    if (!price) return [];
    return [
      {
        membershipType: type,
        name: planName(type),
        price: planPrice(type, price),
        current: type === status.membershipType,
        scheduled: status.switchPlanSchedule?.membershipType === type,
      },
    ];
  });
}

export type MembershipSettingsModel = {
  /** 'Member, monthly' */
  plan: string;
  tier: 'MEMBER' | 'FRIEND';
  /** '$5/month' (what each period costs now). */
  price: string;
  /** 'Your next payment of $5 is on December 21, 2026.' or 'Your membership will expire on December 1, 2026.' */
  periodLine: string;
  /** The §9 payment summary, or null without a payment method. */
  paymentSummary: string | null;
  paymentMethodExpired: boolean;
  /** A payment failed and is not settled yet. */
  paymentFailed: boolean;
  /** 'Your plan changes to Friend, yearly ($150/year) on December 21, 2026.', or null. */
  scheduledSwitch: string | null;
  /** A switch to a Friend plan is scheduled (the settings' upgrade banner then stays away). */
  friendScheduled: boolean;
  canSwitchPlan: boolean;
  canCancel: boolean;
  canReactivate: boolean;
  canUpdatePayment: boolean;
};

export function membershipSettingsModel(status: MembershipStatus, now: number): MembershipSettingsModel {
  const price = { amount: status.amount, currency: status.currency };
  const ends = formatLongDate(status.currentPeriodEndsAt);
  const schedule = status.switchPlanSchedule;
  const cardBilled = isCardPaymentProvider(status.paymentProvider);
  return {
    plan: planName(status.membershipType),
    tier: tierOf(status.membershipType),
    // Issue 23: a redeemed gift costs its reader nothing and does not renew; '$0/year' would say otherwise.
    price: status.paymentProvider === 'GIFT' ? 'A gift: it does not renew' : planPrice(status.membershipType, price),
    periodLine: status.isCancelled ? membershipExpiresText(ends) : nextChargeText(formatMoney(schedule?.price ?? price), ends),
    paymentSummary: status.paymentMethod ? paymentMethodSummary(status.paymentMethod, now) : null,
    paymentMethodExpired: status.hasCreditCardExpired || (status.paymentMethod !== null && isPaymentMethodExpired(status.paymentMethod, now)),
    paymentFailed: status.paymentFailedAt !== null,
    scheduledSwitch:
      schedule && !status.isCancelled
        ? scheduledSwitchText(`${planName(schedule.membershipType)} (${planPrice(schedule.membershipType, schedule.price)})`, formatLongDate(schedule.startAt))
        : null,
    friendScheduled: schedule !== null && !status.isCancelled && tierOf(schedule.membershipType) === 'FRIEND',
    canSwitchPlan: canSwitchPlan(status),
    canCancel: cardBilled && !status.isCancelled,
    canReactivate: hasReactivationOffer(status),
    canUpdatePayment: cardBilled,
  };
}

/**
 * What the settings tab says once a plan switch is answered (issue 18: said once). The scheduled change has its own
 * line on the page (scheduledSwitch), so the notice only confirms it; taking a switch back says where the reader stays.
 */
export function switchedNotice(next: Pick<MembershipStatus, 'switchPlanSchedule' | 'membershipType'>): string {
  return next.switchPlanSchedule ? 'Your plan change is saved.' : `You stay on ${planName(next.membershipType)}.`;
}

/**
 * What the settings tab says once a membership is cancelled. The page's period line already says when it expires,
 * so the notice does not repeat it. Cancelling ends the membership at the period's end, so a switch scheduled for
 * that day can no longer happen: it is dropped, said here, and reactivating keeps the current plan (the reader
 * switches again if they still want to) — nothing changes behind the reader's back.
 */
export function cancelledNotice(before: Pick<MembershipStatus, 'switchPlanSchedule' | 'membershipType'>): string {
  const schedule = before.switchPlanSchedule;
  if (!schedule) return 'Your membership is cancelled.';
  return `Your membership is cancelled, and the change to ${planName(schedule.membershipType)} scheduled for ${formatLongDate(schedule.startAt)} with it. If you reactivate, you stay on ${planName(before.membershipType)} and can switch again.`;
}

/** Said in the cancel dialog before the reader confirms, when a switch is scheduled: what cancelling drops. */
export function cancelDropsSwitchText(before: Pick<MembershipStatus, 'switchPlanSchedule'>): string | null {
  const schedule = before.switchPlanSchedule;
  return schedule ? `Your change to ${planName(schedule.membershipType)} on ${formatLongDate(schedule.startAt)} will not happen.` : null;
}

/** A row of the billing history as the settings tab shows it. */
export type ChargeFacts = {
  id: string;
  membershipType: MembershipType;
  amount: Money;
  status: 'PAID' | 'FAILED';
  createdAt: number;
  periodStart: number | null;
  periodEnd: number | null;
};

export type BillingRow = { id: string; date: string; plan: string; period: string | null; amount: string; status: string; failed: boolean };

export function billingRow(charge: ChargeFacts): BillingRow {
  return {
    id: charge.id,
    date: formatShortDate(charge.createdAt),
    plan: planName(charge.membershipType),
    period: charge.periodStart !== null && charge.periodEnd !== null ? `${formatShortDate(charge.periodStart)} – ${formatShortDate(charge.periodEnd)}` : null,
    amount: formatMoney(charge.amount),
    status: CHARGE_STATUS_WORDS[charge.status],
    failed: charge.status === 'FAILED',
  };
}
