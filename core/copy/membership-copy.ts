// reader-experience §2.11, §2.12, §4, §6, §8, §9: the membership's user-visible strings, in one place with
// the product name substituted, so the pages and the specs read the same text. Strings the spec gives are
// quoted exactly; the few it leaves unsaid are marked "Quire's wording".

export { UNAVAILABLE_MEMBERSHIP_PRICE, upsellText } from './upsell-copy.ts';
export { lockedStoryAuthorNote, PAYWALL_CTA, PAYWALL_SIGN_IN, paywallPrompt, paywallTitle } from './paywall-copy.ts';


/** §8 "Reactivation failure", shown in error colour under the modal. */
export const REACTIVATION_ERROR_MESSAGE = "We couldn't process your request, please try again.";

/** §2.11. */
export const REACTIVATE_MODAL_TITLE = 'Reactivate your Membership';
export const REACTIVATE_MODAL_BUTTON = 'Reactivate my membership';

export const UPSELL_LINK = 'Become a member';

/** §4 reactivate banner; `date` is already formatted 'LLLL d, yyyy'. */
export const reactivateBannerText = (date: string): string => `Your membership will expire on ${date}`;
export const REACTIVATE_BANNER_LINK = 'Reactivate membership';

/** §4 payment banners. */
export const PAYMENT_EXPIRED_TEXT = 'Your payment method has expired.';
export const PAYMENT_EXPIRED_LINK = 'Update to keep your membership';
export const PAYMENT_FAILED_TEXT = 'Your subscription payment failed.';
export const PAYMENT_FAILED_LINK = 'Update payment method';
export const PAYMENT_WILL_EXPIRE_TEXT = 'Your payment method will expire soon.';
/** Quire's wording: §4 gives the will-expire banner no link; it gets the same one as the failed banner. */
export const PAYMENT_WILL_EXPIRE_LINK = 'Update payment method';

/** §9 payment summary. */
export const cardSummaryText = (lastFour: string, expired: boolean, month: string, year: string): string =>
  `Ending in ${lastFour} (${expired ? 'Expired' : 'Expires'} ${month}/${year})`;
export const PAID_VIA_APPLE_PAY = 'Paid via Apple Pay';
export const PAID_VIA_GOOGLE_PAY = 'Paid via Google Pay';
export const PAID_VIA_PAYPAL = 'Paid via PayPal';

/** §2.12: the Friend popover. */
export const friendPopoverTitle = (productName: string): string => `Friend of ${productName}`;
export const FRIEND_POPOVER_UPGRADE = 'Upgrade';
export const FRIEND_POPOVER_LEARN_MORE = 'Learn more';

/**
 * §2.12 says the popover's text differs for the viewer's own badge, another user's Friend badge and a
 * non-Friend viewer, but gives none of the three texts: these are Quire's wording.
 */
export const friendPopoverTexts = (productName: string) =>
  ({
    // No payouts to writers are built: the texts promise what a Friend's membership does here, support the site.
    own: `Thank you for being a Friend of ${productName}. Your membership gives more to keep ${productName} independent.`,
    otherFriend: `This reader is a Friend of ${productName}, like you: a member who gives more to keep ${productName} independent.`,
    nonFriend: `This reader is a Friend of ${productName}: a member who gives more to keep ${productName} independent. Friends get everything members get.`,
  }) as const;


/**
 * The 'Membership and payment' settings tab and the manage-membership pages. The spec gives
 * none of these lines beyond the dates' form ('LLLL d, yyyy') and the payment summary: Quire's wording.
 */
export const TIER_NAMES = { MEMBER: 'Member', FRIEND: 'Friend' } as const;
export const BILLING_PERIOD_WORDS = { MONTHLY: { adjective: 'monthly', unit: 'month' }, ANNUAL: { adjective: 'yearly', unit: 'year' } } as const;
export const planPriceText = (price: string, unit: string): string => `${price}/${unit}`;
export const nextChargeText = (price: string, date: string): string => `Your next payment of ${price} is on ${date}.`;
/** The same sentence as the reactivate banner's, with its full stop. */
export const membershipExpiresText = (date: string): string => `Your membership will expire on ${date}.`;
export const scheduledSwitchText = (plan: string, date: string): string => `Your plan changes to ${plan} on ${date}.`;
export const PAYMENT_FAILED_SETTINGS_TEXT = 'Your last payment failed. Update your payment method to keep your membership.';
export const NO_MEMBERSHIP_TEXT = (productName: string): string =>
  `You are not a member. Members read every story on ${productName} and support the writers they read.`;
export const PAST_MEMBERSHIP_TEXT = 'Your membership has ended. Become a member again to read every story.';
export const BECOME_MEMBER_LINK = 'Become a member';
export const SWITCH_PLAN_LINK = 'Change plan';
export const CANCEL_MEMBERSHIP_BUTTON = 'Cancel membership';
export const CANCEL_CONFIRM_TITLE = 'Cancel your membership?';
export const cancelConfirmText = (date: string): string =>
  `Your membership stays active until ${date}. After that, member-only stories show their preview only.`;
export const CANCEL_CONFIRM_BUTTON = 'Cancel membership';
export const CANCEL_KEEP_BUTTON = 'Keep membership';
export const CANCELLED_TOAST = 'Your membership is cancelled. It stays active until the end of the period.';
export const UPDATE_PAYMENT_BUTTON = 'Update payment method';
export const PAYMENT_UPDATED_TEXT = 'Your payment method is updated.';
export const SWITCH_CONFIRM_BUTTON = 'Switch plan';
export const switchPlanOptionText = (plan: string, price: string): string => `${plan} · ${price}`;
export const SWITCH_CANCEL_SCHEDULE = 'Keep my current plan';
export const switchConfirmedText = (plan: string, date: string): string => `You will switch to ${plan} on ${date}.`;
export const SETTINGS_UPGRADE_TEXT = (productName: string): string =>
  `Become a Friend of ${productName}: give more to the writers you read, from your next billing date.`;
export const SETTINGS_UPGRADE_LINK = 'Upgrade to Friend';
export const GENERIC_MEMBERSHIP_ERROR = 'Something went wrong. Please try again.';
export const CHARGE_STATUS_WORDS = { PAID: 'Paid', FAILED: 'Failed' } as const;
