// reader-experience §9 "first-year 50%-off price 25 (crossout 50, saved 25)" and platform-reference §3 "Cancellation
// discounts: 20 or 50 percent off for one year, or none": discount arithmetic in minor units, once. A discount is a
// whole percentage of a regular price; the saving is rounded down to the minor unit, so the discounted price is never
// below what the percentage says and never above the regular price: a discount never makes money and never goes
// negative.
import { membershipPrice } from './prices.ts';
import { billingPeriodOf, type MembershipType, type Money } from './types.ts';

export type DiscountPercent = 20 | 50;

/** A price with its regular (struck-through) price and what it saves, all in minor units of one currency. */
export type DiscountedPrice = { price: Money; crossout: Money; saved: Money; percentOff: number };

/** `percentOff` (0 to 100, whole) off `regular`. */
export function discounted(regular: Money, percentOff: number): DiscountedPrice {
  if (!Number.isInteger(percentOff) || percentOff < 0 || percentOff > 100) throw new Error('A discount is a whole percentage from 0 to 100.');
  const saved = Math.floor((regular.amount * percentOff) / 100);
  return {
    price: { amount: regular.amount - saved, currency: regular.currency },
    crossout: regular,
    saved: { amount: saved, currency: regular.currency },
    percentOff,
  };
}

/** §9: the yearly plan at 50% off for its first year — 25, crossout 50, saved 25 (USD). */
export const FIRST_YEAR_DISCOUNT_PERCENT = 50;
export const firstYearOffer = (): DiscountedPrice => discounted(membershipPrice('yearly'), FIRST_YEAR_DISCOUNT_PERCENT);

/** Billing cycles in one year of a plan: 12 monthly payments, or one yearly. */
export const cyclesInOneYear = (type: MembershipType): number => (billingPeriodOf(type) === 'MONTHLY' ? 12 : 1);

/** A discount as a subscription carries it: this price for the next `numCycles` payments, then the regular price. */
export type SubscriptionDiscount = { price: Money; numCycles: number; regularPrice: Money };

/** A percentage off one year of a plan's payments. */
export function yearOfDiscount(type: MembershipType, regular: Money, percentOff: number): SubscriptionDiscount {
  return { price: discounted(regular, percentOff).price, numCycles: cyclesInOneYear(type), regularPrice: regular };
}
