// reader-experience §4 (Toasts: the list of styles), platform-reference §3 (Toast: duration a number,
// FOREVER or NEXTPAGE; toastStyle default MESSAGE) and §9 (toast default 5000 ms). The styles, and the
// few that stay up longer than the default when a toast is enqueued without a duration.

/** platform-reference §9: "Toast default 5000 ms". */
export const TOAST_DEFAULT_DURATION_MS = 5000;

/**
 * How long a toast stays before it fades: milliseconds, FOREVER (until it is cleared) or NEXTPAGE
 * (until it is cleared or the reader goes to another page).
 */
export type ToastDuration = number | 'FOREVER' | 'NEXTPAGE';

/** reader-experience §4, in the spec's order; MESSAGE (the plain toast, platform-reference §3) last. */
export const TOAST_STYLES = [
  'EU_PRIVACY_BANNER',
  'EXPORT_EMAIL_SUBSCRIBERS',
  'VERIFY_EMAIL',
  'SENT_VERIFICATION_EMAIL',
  'LIMITED_STATE_BANNER',
  'RETRYABLE_ERROR',
  'NEWSLETTER_SUBSCRIBE',
  'NEWSLETTER_UNSUBSCRIBE',
  'USER_SUSPENDED',
  'POST_SUSPENDED',
  'HIDE_POST_RESPONSE',
  'HIDE_CATALOG_RESPONSE',
  'POST_PINNED_TO_COLLECTION_HOMEPAGE',
  'SUBSCRIBE_SUCCESS',
  'SUBSCRIBE_FAIL',
  'SUBSCRIBE_SELF',
  'SUBSCRIBE_ALREADY',
  'MUTE_ENTITY',
  'ACCENT',
  'PUBLISH_RESPONSE',
  'ACCOUNT_LOCKOUT',
  'FOLLOW_PUBLISHER',
  'FEATURE_STORY',
  'SIGN_IN_CONFIRMATION',
  'SUBSCRIPTION_PROMOTION',
  'MOVE_POST_TO_TRASH',
  'UNCLAIM_SUBDOMAIN_ERROR',
  'UNDELETE_POST',
  'ALTERNATE_USER',
  'ERROR',
  'FOLLOW_CATALOG',
  'RETRY_PAYMENT_PROVIDER_CONNECTION',
  'MESSAGE',
] as const;

export type ToastStyle = (typeof TOAST_STYLES)[number];

/** platform-reference §3: "toastStyle (…, default MESSAGE)". */
export const DEFAULT_TOAST_STYLE: ToastStyle = 'MESSAGE';

export const isToastStyle = (value: string): value is ToastStyle => (TOAST_STYLES as readonly string[]).includes(value);

/**
 * The styles whose default duration is not TOAST_DEFAULT_DURATION_MS. Used only when a toast is enqueued
 * without a duration; an explicit duration always wins. A FOREVER or NEXTPAGE toast holds the one-at-a-time
 * queue (reader-experience §4) until it goes, so the list is kept short:
 * - SENT_VERIFICATION_EMAIL: FOREVER; reader-experience §4 "stays indefinitely".
 * - EU_PRIVACY_BANNER, USER_SUSPENDED: FOREVER; platform-reference §6 calls them persistent (the privacy
 *   banner until accepted, the suspended toast for as long as the account is suspended).
 * - LIMITED_STATE_BANNER: FOREVER; our choice: like the two banners above it explains a lasting state of
 *   the account, which a reader should not miss because they looked away for five seconds.
 * - VERIFY_EMAIL: NEXTPAGE; our choice: it carries the 'Resend email' action (reader-experience §8), so it
 *   should not slip away before it can be used, but the composition root shows it again on the next page
 *   while the address is unverified (platform-reference §6), so it need not hold the queue forever.
 * - POST_SUSPENDED, ALTERNATE_USER: NEXTPAGE; our choice: both are about the page being read (a suspended
 *   story; a member-only story read from the wrong account) and stop being true when the reader leaves it.
 * Every other style, undo toasts included (hover pauses them), uses the 5000 ms default.
 */
export const TOAST_STYLE_DEFAULT_DURATIONS: Readonly<Partial<Record<ToastStyle, ToastDuration>>> = {
  SENT_VERIFICATION_EMAIL: 'FOREVER',
  EU_PRIVACY_BANNER: 'FOREVER',
  USER_SUSPENDED: 'FOREVER',
  LIMITED_STATE_BANNER: 'FOREVER',
  VERIFY_EMAIL: 'NEXTPAGE',
  POST_SUSPENDED: 'NEXTPAGE',
  ALTERNATE_USER: 'NEXTPAGE',
};

export const defaultDurationFor = (style: ToastStyle): ToastDuration =>
  TOAST_STYLE_DEFAULT_DURATIONS[style] ?? TOAST_DEFAULT_DURATION_MS;
