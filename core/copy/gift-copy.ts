// Gifts, discounts and cancelling: the user-visible strings in one place. The spec names the gift code statuses
// (platform-reference §3) and the cancellation reasons but gives none of their wording: all of it is Quire's wording.
import type { CancellationReason } from '../membership/cancellation.ts';
import type { GiftCodeStatus } from '../membership/gift-code.ts';

/** What a reader is told for each status of the code they typed. */
export const GIFT_CODE_STATUS_MESSAGES: Readonly<Record<GiftCodeStatus, string>> = {
  VALID: 'This gift code is valid: redeem it for a year of membership.',
  ALREADY_USED: 'This gift code has already been used.',
  EXPIRED: 'This gift code has expired.',
  NOT_FOUND: 'We could not find that gift code. Check it and try again.',
  NOT_REDEEMABLE_BY_PAST_MEMBERS: 'This gift is for readers who have not been members before.',
};

export const giftRedeemedMessage = (productName: string, until: string): string => `You are a ${productName} member until ${until}. Enjoy your gift!`;
export const GIFT_ALREADY_MEMBER = 'You already have a membership. Redeem the gift once it has ended, or give the code to someone else.';
export const giftRateLimitedMessage = (minutes: number): string =>
  `Too many gift codes tried. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** The cancel flow's question and its answers (platform-reference §3 Cancellation reasons). */
export const CANCELLATION_QUESTION = 'Why are you cancelling?';
export const CANCELLATION_REASON_LABELS: Readonly<Record<CancellationReason, string>> = {
  CONTENT: 'I did not find enough stories I wanted to read',
  COSTS: 'It costs too much',
  DUPLICATE_ACCOUNTS: 'I have more than one account',
  FEATURE_USAGE: 'I did not use the member features',
  OTHER: 'Something else',
  PREMIUM_TIER: 'I want a different plan',
  SWITCHING_PRODUCT: 'I am moving to another service',
  TIME: 'I do not have time to read',
};
