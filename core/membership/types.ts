// reader-experience §3 and §4: the membership's vocabulary — types and tiers, billing periods, payment
// providers and methods, and the MembershipStatus a reader's membership is described by. Times are epoch
// milliseconds; money is in minor units (cents) with its currency.

export const MEMBERSHIP_TYPES = ['MONTHLY', 'YEARLY', 'PREMIUM_MONTHLY', 'PREMIUM_YEARLY'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

export type Tier = 'MEMBER' | 'FRIEND';
export type BillingPeriod = 'MONTHLY' | 'ANNUAL';

/** §4: MONTHLY and YEARLY are Member; PREMIUM_MONTHLY and PREMIUM_YEARLY are Friend. */
export function tierOf(type: MembershipType): Tier {
  return type === 'PREMIUM_MONTHLY' || type === 'PREMIUM_YEARLY' ? 'FRIEND' : 'MEMBER';
}

export function billingPeriodOf(type: MembershipType): BillingPeriod {
  return type === 'MONTHLY' || type === 'PREMIUM_MONTHLY' ? 'MONTHLY' : 'ANNUAL';
}

export function membershipTypeOf(tier: Tier, period: BillingPeriod): MembershipType {
  if (tier === 'FRIEND') return period === 'MONTHLY' ? 'PREMIUM_MONTHLY' : 'PREMIUM_YEARLY';
  return period === 'MONTHLY' ? 'MONTHLY' : 'YEARLY';
}

export const CURRENCIES = ['USD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

/** An amount in minor units (cents) of its currency. */
export type Money = { amount: number; currency: Currency };

/**
 * Who charges the membership. §3 names "one of two card-payment providers" for which plan switching and
 * reactivation are allowed: here Stripe, and the built-in sandbox that stands in for it when no Stripe
 * account is configured. Memberships bought through an app store are billed by the store.
 */
export const PAYMENT_PROVIDERS = ['STRIPE', 'SANDBOX', 'APPLE', 'GOOGLE', 'GIFT'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const CARD_PAYMENT_PROVIDERS: ReadonlySet<PaymentProviderName> = new Set(['STRIPE', 'SANDBOX']);

export const CARD_BRANDS = ['AMEX', 'DINERS', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA', 'OTHER'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** §3 payment method kinds: a credit card, an Apple Pay card, a Google Pay card, PayPal. */
export type PaymentMethod =
  | { kind: 'CARD'; cardType: CardBrand; lastFour: string; expirationMonth: number; expirationYear: number }
  | { kind: 'APPLE_PAY'; cardType: CardBrand; lastFour: string; expirationMonth: number; expirationYear: number }
  | { kind: 'GOOGLE_PAY'; cardType: CardBrand; lastFour: string; expirationMonth: number; expirationYear: number }
  | { kind: 'PAYPAL' };

/** §3 MembershipStatus. */
export type MembershipStatus = {
  membershipId: string;
  membershipType: MembershipType;
  currency: Currency;
  /** What each period costs now, in minor units. */
  amount: number;
  startedAt: number;
  currentPeriodEndsAt: number;
  discountEndsAt: number | null;
  isCancelled: boolean;
  paymentProvider: PaymentProviderName;
  paymentFailedAt: number | null;
  hasRecurringPaymentFailedMoreThanOnce: boolean;
  hasCreditCardExpired: boolean;
  planV2: { discount: { numCycles: number; regularPrice: Money } | null };
  switchPlanSchedule: { startAt: number; price: Money; membershipType: MembershipType } | null;
  paymentMethod: PaymentMethod | null;
};

/** §3 Viewer.membership / User.membership. */
export type MembershipSummary = { id: string; tier: Tier; memberSince: number; friendSince: number | null };
