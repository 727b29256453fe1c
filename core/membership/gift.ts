// reader-experience §3 "Gift types: gift, group-gift (default gift if unknown)" and §9 "Gift type codes:
// gift 29, group-gift 31".
import { membershipPrice } from './prices.ts';
import type { Money } from './types.ts';
export const GIFT_TYPES = ['gift', 'group-gift'] as const;
export type GiftType = (typeof GIFT_TYPES)[number];

export const GIFT_TYPE_CODES: Readonly<Record<GiftType, number>> = { gift: 29, 'group-gift': 31 };
export const DEFAULT_GIFT_TYPE: GiftType = 'gift';

/** A gift type from a URL parameter or a stored value: anything unknown is 'gift'. */
export function giftTypeOf(value: unknown): GiftType {
  return value === 'group-gift' ? 'group-gift' : DEFAULT_GIFT_TYPE;
}

/** 29 for gift, 31 for group-gift. */
export const giftTypeCode = (type: GiftType): number => GIFT_TYPE_CODES[type];

/** A gift type from its code: 31 is group-gift, anything else (29 or unknown) is gift. */
export const giftTypeFromCode = (code: unknown): GiftType => (code === GIFT_TYPE_CODES['group-gift'] ? 'group-gift' : DEFAULT_GIFT_TYPE);

// platform-reference §6 "a one-year gift product (name, description, price, currency)": a year of membership at the
// yearly price (reader-experience §9), bought once, not renewed.

export type GiftProduct = { name: string; description: string; price: Money; termMonths: number };

export function giftProduct(productName: string): GiftProduct {
  return {
    name: `A year of ${productName} membership`,
    description: `Twelve months of every story on ${productName}, for someone else. It does not renew.`,
    price: membershipPrice('yearly'),
    termMonths: 12,
  };
}
