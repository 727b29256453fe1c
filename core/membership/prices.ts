// reader-experience §9 (prices in USD, the upsell's weekly price, the round-up-to-a-quarter helper), §3
// (plan keys in pricing), §5 ("An unavailable plan price throws 'Unavailable membership price'") and §6
// (the non-member upsell: "for less than $X/week", X the yearly price divided by 52).
//
// Prices are kept in minor units, like every Money in core. Only USD prices exist: the spec gives no
// others, and a converted guess would be a price nobody decided. So a CAD lookup throws 'Unavailable
// membership price' — the spec's own failure for a missing price — until a CAD table is written here.
//
// Throwing, not a result union, because §5 says so: a missing price is a configuration fault, not a
// reader's mistake, and every caller that shows a price would otherwise have to invent what to show.
import { UNAVAILABLE_MEMBERSHIP_PRICE, upsellText } from '../copy/upsell-copy.ts';
import { formatMoney } from './money.ts';
import { DEFAULT_CURRENCY, type Currency, type MembershipType, type Money } from './types.ts';

export { UNAVAILABLE_MEMBERSHIP_PRICE };

/** §3 "Plan keys in pricing": the four plans, the crossout and staff variants, the 50%-off first year. */
export const PRICE_KEYS = [
  'monthly',
  'yearly',
  'premiumMonthly',
  'premiumYearly',
  /** What twelve months would cost, struck through beside the yearly price. */
  'yearlyCrossout',
  'premiumYearlyCrossout',
  /** The yearly price for staff. */
  'yearlyStaff',
  /** How much yearly saves against twelve monthly payments (yearlyCrossout − yearly). */
  'yearlyPriceSaved',
  /** How much the staff price saves against yearly (yearly − yearlyStaff). */
  'staffPriceSaved',
  /** The 50%-off first year: its price, the struck-through regular price, and what it saves. */
  'yearlyHalfOffFirstYear',
  'yearlyHalfOffFirstYearCrossout',
  'yearlyHalfOffFirstYearSaved',
] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/** §9 prices, in minor units per currency. Only USD is priced (see the file's head). */
export const MEMBERSHIP_PRICES: Readonly<Partial<Record<Currency, Readonly<Record<PriceKey, number>>>>> = {
  USD: {
    monthly: 500,
    yearly: 5000,
    premiumMonthly: 1500,
    premiumYearly: 15000,
    yearlyCrossout: 6000,
    premiumYearlyCrossout: 18000,
    yearlyStaff: 100,
    yearlyPriceSaved: 1000,
    staffPriceSaved: 4900,
    yearlyHalfOffFirstYear: 2500,
    yearlyHalfOffFirstYearCrossout: 5000,
    yearlyHalfOffFirstYearSaved: 2500,
  },
};

/**
 * The price of a plan key in a currency. Throws Error('Unavailable membership price') when the key or
 * the currency has no price (every CAD key today, or a key that is not a PriceKey at run time).
 */
export function membershipPrice(key: PriceKey, currency: Currency = DEFAULT_CURRENCY): Money {
  const table = Object.hasOwn(MEMBERSHIP_PRICES, currency) ? MEMBERSHIP_PRICES[currency] : undefined;
  const amount = table && Object.hasOwn(table, key) ? table[key] : undefined;
  if (amount === undefined) throw new Error(UNAVAILABLE_MEMBERSHIP_PRICE);
  return { amount, currency };
}

/** Whether a currency has a price table (so `membershipPrice` will not throw for a PriceKey). */
export const isPricedCurrency = (currency: Currency): boolean => Object.hasOwn(MEMBERSHIP_PRICES, currency);

/** The regular price key of a membership type. */
export function priceKeyOf(type: MembershipType): 'monthly' | 'yearly' | 'premiumMonthly' | 'premiumYearly' {
  switch (type) {
    case 'MONTHLY':
      return 'monthly';
    case 'YEARLY':
      return 'yearly';
    case 'PREMIUM_MONTHLY':
      return 'premiumMonthly';
    case 'PREMIUM_YEARLY':
      return 'premiumYearly';
  }
}

/** A quarter of a major unit, in minor units. */
export const QUARTER_MINOR_UNITS = 25;
export const WEEKS_PER_YEAR = 52;

/** §9 "rounds up to the next quarter", in minor units: 96 → 100, 100 → 100, 101 → 125. */
export const roundUpToQuarter = (minorUnits: number): number =>
  Math.ceil(minorUnits / QUARTER_MINOR_UNITS) * QUARTER_MINOR_UNITS;

/**
 * §6 and §9: the upsell's "$X/week". The exact weekly figure (yearly / 52: $0.9615… for $50) would
 * make "for less than $0.96/week" false, so the figure is rounded up to the next quarter with the §9
 * helper: $50 a year reads "less than $1/week". It is never below yearly / 52. Computed in whole minor
 * units (ceil(yearly / (52 × 25)) × 25), so no floating-point rounding can push it under.
 */
export function weeklyPrice(yearly: Money): Money {
  return { amount: Math.ceil(yearly.amount / (WEEKS_PER_YEAR * QUARTER_MINOR_UNITS)) * QUARTER_MINOR_UNITS, currency: yearly.currency };
}

/** 'Get unlimited access to the best of {productName} for less than $1/week.' (throws for an unpriced currency). */
export function membershipUpsellText(productName: string, currency: Currency = DEFAULT_CURRENCY): string {
  return upsellText(productName, formatMoney(weeklyPrice(membershipPrice('yearly', currency))));
}
