// platform-reference §3 "Cancellation reasons: content, costs, duplicate accounts, feature usage, other, premium tier,
// switching product, time. Cancellation discounts: 20 or 50 percent off for one year, or none." The reasons a member
// gives when cancelling (/me/membership/cancel), and which discount — if any — the cancel flow offers for a reason.
import type { DiscountPercent } from './discounts.ts';
import { CARD_PAYMENT_PROVIDERS, type MembershipStatus } from './types.ts';

export const CANCELLATION_REASONS = [
  'CONTENT',
  'COSTS',
  'DUPLICATE_ACCOUNTS',
  'FEATURE_USAGE',
  'OTHER',
  'PREMIUM_TIER',
  'SWITCHING_PRODUCT',
  'TIME',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const isCancellationReason = (value: unknown): value is CancellationReason =>
  typeof value === 'string' && (CANCELLATION_REASONS as readonly string[]).includes(value);

/**
 * Which discount the flow offers for a reason (Quire's policy; the spec names the values, not the rule): the price is
 * the reason → 50% off; a reader with two accounts is not kept with a discount → none; any other reason → 20% off.
 * Nothing is offered to a membership that cannot take one: already cancelled, already discounted, or not billed by
 * a card provider (an app store, a gift).
 */
export function cancellationDiscountFor(reason: CancellationReason, status: Pick<MembershipStatus, 'isCancelled' | 'paymentProvider' | 'planV2'>): DiscountPercent | null {
  if (status.isCancelled || status.planV2.discount !== null || !CARD_PAYMENT_PROVIDERS.has(status.paymentProvider)) return null;
  if (reason === 'DUPLICATE_ACCOUNTS') return null;
  return reason === 'COSTS' ? 50 : 20;
}
