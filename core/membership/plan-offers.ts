// The plans page (/plans) and the payment page's summary: the two tiers at a billing period, each
// with its price, the crossout a yearly plan saves against twelve monthly payments, and what the tier
// brings. Prices come from the §9 table; the benefit lists are Quire's wording (the spec gives none), and each
// must be true of this build: no audio, no offline reading and no payouts to writers are built, so none is promised
// (specs/plan-offers-honesty.spec.ts).
import { formatMoney } from './money.ts';
import { membershipPrice, priceKeyOf } from './prices.ts';
import { membershipTypeOf, MEMBERSHIP_TYPES, tierOf, billingPeriodOf, type BillingPeriod, type Currency, type MembershipType, type Money, type Tier } from './types.ts';

export type PlanOffer = {
  membershipType: MembershipType;
  tier: Tier;
  /** 'Member' or 'Friend'. */
  title: string;
  price: Money;
  /** 'month' or 'year'. */
  per: 'month' | 'year';
  /** Yearly plans: what twelve monthly payments would cost. */
  crossout: Money | null;
  /** Yearly plans: crossout − price. */
  saved: Money | null;
  benefits: string[];
};

export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'ANNUAL';

export const tierTitle = (tier: Tier): string => (tier === 'FRIEND' ? 'Friend' : 'Member');

export function tierBenefits(tier: Tier, productName: string): string[] {
  return tier === 'FRIEND'
    ? ['Read every member-only story', `Give more to keep ${productName} independent`, 'A Friend star on your avatar and the Friend badge on your profile']
    : ['Read every member-only story', `Support ${productName} and keep it running`, 'A Member star on your avatar'];
}

/** The plan a type names, at its price; throws 'Unavailable membership price' when it has none. */
export function planOffer(membershipType: MembershipType, productName: string, currency: Currency = 'USD'): PlanOffer {
  const tier = tierOf(membershipType);
  const yearly = billingPeriodOf(membershipType) === 'ANNUAL';
  const price = membershipPrice(priceKeyOf(membershipType), currency);
  const monthly = membershipPrice(priceKeyOf(membershipTypeOf(tier, 'MONTHLY')), currency);
  const crossout = yearly ? { amount: monthly.amount * 12, currency } : null;
  return {
    membershipType,
    tier,
    title: tierTitle(tier),
    price,
    per: yearly ? 'year' : 'month',
    crossout,
    saved: crossout ? { amount: crossout.amount - price.amount, currency } : null,
    benefits: tierBenefits(tier, productName),
  };
}

/** Both tiers at one billing period, Member first. */
export function planOffers(period: BillingPeriod, productName: string, currency: Currency = 'USD'): PlanOffer[] {
  return (['MEMBER', 'FRIEND'] as const).map((tier) => planOffer(membershipTypeOf(tier, period), productName, currency));
}

/** '$50/year'. */
export const priceLabel = (offer: Pick<PlanOffer, 'price' | 'per'>): string => `${formatMoney(offer.price)}/${offer.per}`;

/** A membership type from a query parameter; anything else is the default (yearly Member). */
export function membershipTypeParam(value: string | null | undefined): MembershipType {
  return (MEMBERSHIP_TYPES as readonly string[]).includes(value ?? '') ? (value as MembershipType) : 'YEARLY';
}
