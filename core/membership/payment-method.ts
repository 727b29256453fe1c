// reader-experience §9 "Payment summary wording: 'Ending in {lastFour} (Expires/Expired month/year)', or
// 'Paid via' followed by Apple Pay, Google Pay or PayPal", and §3 card brands. Also when a card runs
// out, which the payment banners (§4) need.
//
// Choices where the spec is silent: a card is good through the last day of its expiration month (UTC),
// as card networks treat it, so it has expired from the first instant of the next month. The month is
// written with two digits and the year with four ('Expires 04/2027'); a two-digit year is read as 20xx.
// An Apple Pay or Google Pay card is summarised by its wallet, not its number, as §9 words it.
import {
  cardSummaryText,
  PAID_VIA_APPLE_PAY,
  PAID_VIA_GOOGLE_PAY,
  PAID_VIA_PAYPAL,
} from '../copy/membership-copy.ts';
import type { CardBrand, PaymentMethod } from './types.ts';

/** §3 card brands, as a reader knows them. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  AMEX: 'American Express',
  DINERS: 'Diners Club',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  MASTERCARD: 'Mastercard',
  VISA: 'Visa',
  OTHER: 'Card',
};

export const cardBrandName = (brand: CardBrand): string => CARD_BRAND_NAMES[brand];

/** A payment method that carries a card expiry (a card, or a card in a wallet). */
export type ExpiringPaymentMethod = Extract<PaymentMethod, { expirationMonth: number }>;

export const hasExpiry = (method: PaymentMethod): method is ExpiringPaymentMethod => method.kind !== 'PAYPAL';

const fullYear = (year: number): number => (year < 100 ? 2000 + year : year);

/** The first instant (epoch ms, UTC) at which the card no longer works: the start of the month after its expiry. */
export function cardExpiresAt(method: ExpiringPaymentMethod): number {
  // Date.UTC takes a 0-based month, so the 1-based expiration month names the following month; it rolls
  // December over into January of the next year.
  return Date.UTC(fullYear(method.expirationYear), method.expirationMonth, 1);
}

/** Whether the card has expired at `now` (false for PayPal, which does not expire). */
export const isPaymentMethodExpired = (method: PaymentMethod, now: number): boolean =>
  hasExpiry(method) && now >= cardExpiresAt(method);

/** Whether the card stops working at or before `at` (§4 "card will expire before the period end"). */
export const paymentMethodExpiresBy = (method: PaymentMethod, at: number): boolean =>
  hasExpiry(method) && cardExpiresAt(method) <= at;

/**
 * 'Ending in 4242 (Expires 04/2027)', 'Ending in 4242 (Expired 04/2024)', 'Paid via Apple Pay',
 * 'Paid via Google Pay' or 'Paid via PayPal'.
 */
export function paymentMethodSummary(method: PaymentMethod, now: number): string {
  switch (method.kind) {
    case 'APPLE_PAY':
      return PAID_VIA_APPLE_PAY;
    case 'GOOGLE_PAY':
      return PAID_VIA_GOOGLE_PAY;
    case 'PAYPAL':
      return PAID_VIA_PAYPAL;
    case 'CARD':
      return cardSummaryText(
        method.lastFour,
        isPaymentMethodExpired(method, now),
        String(method.expirationMonth).padStart(2, '0'),
        String(fullYear(method.expirationYear)),
      );
  }
}
