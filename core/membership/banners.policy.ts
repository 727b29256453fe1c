// reader-experience §4: the membership's top banners — the upsell, the reactivate banner and the three
// payment banners — and "Banner priority (top banners): upsell, then reactivate, then payment. All top
// banners are hidden in the native app"; §6 (the non-member upsell), §9 (durations: upsell dismissal 90
// days; reactivate banner dismissal 14 days and not dismissible within 4 weeks of expiry; "a last-week
// window governs payment banners").
//
// Everything here is pure: the page passes the viewer, the membership, the route, the time and what was
// dismissed (banner-dismissals.ts, dismiss-flags.ts), and gets back at most one banner to draw.
//
// Choices where the spec is silent:
// - The last-week window is the 7 days before currentPeriodEndsAt — and also any time after it, while the
//   membership still reads as unrenewed: the period end is "within the last week" whenever it is at most
//   7 days away.
// - The reactivate banner shows only until the period ends: after that 'will expire on' would be false.
// - A payment banner the spec makes not dismissible ignores an earlier dismissal of its flag: the card-
//   expired banner dismissed weeks ago comes back, undismissible, for the last week (or once a payment
//   fails). A dismissed flag hides only a banner that is dismissible now.
// - When several payment banners apply, the first in §4's order shows: expired, failed, will expire.
// - The upsell's link goes to the plans page (ShowPlans, where a membership is bought); the payment
//   banners' links to the payment section of the 'Membership and payment' settings tab (#payment), where
//   a new card is given; the reactivate banner's link opens the reactivation modal through its
//   '#reactivateMembership' hash.
import {
  PAYMENT_EXPIRED_LINK,
  PAYMENT_EXPIRED_TEXT,
  PAYMENT_FAILED_LINK,
  PAYMENT_FAILED_TEXT,
  PAYMENT_WILL_EXPIRE_LINK,
  PAYMENT_WILL_EXPIRE_TEXT,
  REACTIVATE_BANNER_LINK,
  reactivateBannerText,
  UPSELL_LINK,
} from '../copy/membership-copy.ts';
import { formatLongDate } from '../format/date.ts';
import { DAY_MS, DISMISSAL_WINDOW_MS, isDismissedWithin } from './banner-dismissals.ts';
import { PAYMENT_METHOD_EXPIRED_FLAG, PAYMENT_METHOD_WILL_EXPIRE_FLAG, type PaymentBannerFlag } from './dismiss-flags.ts';
import { hasReactivationOffer, isCardPaymentProvider } from './eligibility.policy.ts';
import { paymentMethodExpiresBy } from './payment-method.ts';
import { membershipUpsellText } from './prices.ts';
import { REACTIVATE_MEMBERSHIP_HASH } from './reactivate-hash.ts';
import type { MembershipStatus } from './types.ts';

/** §9 "upsell dismissal 90 days". */
export const UPSELL_DISMISSAL_MS = DISMISSAL_WINDOW_MS.upsell;
/** §9 "reactivate banner dismissal 14 days". */
export const REACTIVATE_DISMISSAL_MS = DISMISSAL_WINDOW_MS.reactivate;
/** §9 "not dismissible within 4 weeks of expiry". */
export const REACTIVATE_UNDISMISSIBLE_WITHIN_MS = 28 * DAY_MS;
/** §9 "a last-week window governs payment banners": the 7 days before currentPeriodEndsAt. */
export const LAST_WEEK_WINDOW_MS = 7 * DAY_MS;

/** The hash that opens the reactivation modal (§2.11). */
export { REACTIVATE_MEMBERSHIP_HASH };

/** §4: payment banners show only on Home, Settings, SettingsTab and the post routes. */
export const PAYMENT_BANNER_ROUTES: ReadonlySet<string> = new Set([
  'ShowHome',
  'ShowSettings',
  'ShowSettingsTab',
  'ShowPost',
  'ShowPostUnderUser',
  'ShowPostUnderCollection',
  'ShowSequencePost',
]);

/** §4: "It reports upsell viewed, dismissed and clicked events" — the names the UI reports. */
export const UPSELL_EVENTS = {
  viewed: 'upsell.viewed',
  dismissed: 'upsell.dismissed',
  clicked: 'upsell.clicked',
} as const;
export type UpsellEventName = (typeof UPSELL_EVENTS)[keyof typeof UPSELL_EVENTS];

export type BannerTone = 'neutral' | 'error';

/** The payment section of the 'Membership and payment' settings tab (reader-experience §2.2 anchors). */
export const PAYMENT_SETTINGS_LINK = { route: 'ShowSettingsTab', params: { setting: 'membership' }, hash: '#payment' } as const;

export type BannerLink =
  | { text: string; route: 'ShowPlans' }
  | { text: string; route: typeof PAYMENT_SETTINGS_LINK.route; params: typeof PAYMENT_SETTINGS_LINK.params; hash: typeof PAYMENT_SETTINGS_LINK.hash }
  | { text: string; hash: typeof REACTIVATE_MEMBERSHIP_HASH };

/**
 * How dismissing a banner is remembered: a time per user for a window (banner-dismissals.ts), or a
 * server flag (dismiss-flags.ts). Null: the banner cannot be dismissed.
 */
export type BannerDismissal =
  | { kind: 'timed'; banner: 'upsell' | 'reactivate'; windowMs: number }
  | { kind: 'flag'; flag: PaymentBannerFlag };

export type TopBannerKind = 'upsell' | 'reactivate' | 'paymentExpired' | 'paymentFailed' | 'paymentWillExpire';

export type TopBanner = {
  kind: TopBannerKind;
  text: string;
  link: BannerLink;
  tone: BannerTone;
  /** Whether a close button shows; exactly when `dismissal` is set. */
  dismissible: boolean;
  dismissal: BannerDismissal | null;
  /** The upsell's analytics event names; empty for the others. */
  events: Partial<typeof UPSELL_EVENTS>;
};

/** A signed-in viewer as the banners need them: their id (dismissals are per user) and membership. */
export type BannerViewer = { id: string; hasMembership: boolean };

/** §4 "a last-week window": the period end is at most 7 days after `now` (or already past). */
export const isInLastWeek = (currentPeriodEndsAt: number, now: number): boolean => currentPeriodEndsAt - now <= LAST_WEEK_WINDOW_MS;

export type UpsellBannerInput = {
  productName: string;
  viewer: BannerViewer | null;
  hydrated: boolean;
  /** The page shows a locked (paywalled) post. */
  pageLocked: boolean;
  /** When this user last dismissed the upsell; null if never. */
  dismissedAt: number | null;
  now: number;
};

/**
 * §4 "Membership upsell banner (logged-in non-members): shown only when the viewer has no membership,
 * the client is hydrated, the page is not locked, and it was not dismissed in the last 90 days."
 */
export function upsellBanner(input: UpsellBannerInput): TopBanner | null {
  if (input.viewer === null || input.viewer.hasMembership || !input.hydrated || input.pageLocked) return null;
  if (isDismissedWithin(input.dismissedAt, input.now, UPSELL_DISMISSAL_MS)) return null;
  return {
    kind: 'upsell',
    text: membershipUpsellText(input.productName),
    link: { text: UPSELL_LINK, route: 'ShowPlans' },
    tone: 'neutral',
    dismissible: true,
    dismissal: { kind: 'timed', banner: 'upsell', windowMs: UPSELL_DISMISSAL_MS },
    events: { ...UPSELL_EVENTS },
  };
}

export type ReactivateBannerInput = {
  membership: MembershipStatus | null;
  /** When this user last dismissed the reactivate banner; null if never. */
  dismissedAt: number | null;
  now: number;
};

/** §4: fewer than 4 weeks left makes the reactivate banner undismissible. */
export const isReactivateBannerDismissible = (currentPeriodEndsAt: number, now: number): boolean =>
  currentPeriodEndsAt - now >= REACTIVATE_UNDISMISSIBLE_WITHIN_MS;

/**
 * §4 "Reactivate banner: shown when the membership is cancelled, the provider is eligible and a payment
 * method exists. Text 'Your membership will expire on {date}' with a 'Reactivate membership' link.
 * Dismissible for 14 days, but not dismissible once fewer than 4 weeks remain." A dismissal keeps its
 * 14 days even if the 4 weeks run out meanwhile.
 */
export function reactivateBanner(input: ReactivateBannerInput): TopBanner | null {
  const status = input.membership;
  if (status === null || !hasReactivationOffer(status) || input.now >= status.currentPeriodEndsAt) return null;
  if (isDismissedWithin(input.dismissedAt, input.now, REACTIVATE_DISMISSAL_MS)) return null;
  const dismissible = isReactivateBannerDismissible(status.currentPeriodEndsAt, input.now);
  return {
    kind: 'reactivate',
    text: reactivateBannerText(formatLongDate(status.currentPeriodEndsAt)),
    link: { text: REACTIVATE_BANNER_LINK, hash: REACTIVATE_MEMBERSHIP_HASH },
    tone: 'neutral',
    dismissible,
    dismissal: dismissible ? { kind: 'timed', banner: 'reactivate', windowMs: REACTIVATE_DISMISSAL_MS } : null,
    events: {},
  };
}

export type PaymentBannerInput = {
  /** The matched route's name (null on the not-found view). */
  routeName: string | null;
  membership: MembershipStatus | null;
  /** Flags dismissed locally or on the server (dismiss-flags.ts `dismissedFlags`). */
  dismissedFlags: ReadonlySet<string>;
  now: number;
};

function paymentBannerOf(
  kind: 'paymentExpired' | 'paymentFailed' | 'paymentWillExpire',
  tone: BannerTone,
  flag: PaymentBannerFlag | null,
): TopBanner {
  const words = {
    paymentExpired: [PAYMENT_EXPIRED_TEXT, PAYMENT_EXPIRED_LINK],
    paymentFailed: [PAYMENT_FAILED_TEXT, PAYMENT_FAILED_LINK],
    paymentWillExpire: [PAYMENT_WILL_EXPIRE_TEXT, PAYMENT_WILL_EXPIRE_LINK],
  } as const;
  const [text, linkText] = words[kind];
  return {
    kind,
    text,
    link: { text: linkText, ...PAYMENT_SETTINGS_LINK },
    tone,
    dismissible: flag !== null,
    dismissal: flag === null ? null : { kind: 'flag', flag },
    events: {},
  };
}

/** The payment banners that apply, dismissed or not, in §4's order. */
export function applicablePaymentBanners(input: Omit<PaymentBannerInput, 'dismissedFlags'>): TopBanner[] {
  const status = input.membership;
  if (input.routeName === null || !PAYMENT_BANNER_ROUTES.has(input.routeName)) return [];
  if (status === null || status.isCancelled || !isCardPaymentProvider(status.paymentProvider)) return [];
  const lastWeek = isInLastWeek(status.currentPeriodEndsAt, input.now);
  const banners: TopBanner[] = [];
  if (status.hasCreditCardExpired) {
    if (status.paymentFailedAt !== null) banners.push(paymentBannerOf('paymentExpired', 'error', null));
    else banners.push(paymentBannerOf('paymentExpired', 'neutral', lastWeek ? null : PAYMENT_METHOD_EXPIRED_FLAG));
  }
  if (status.hasRecurringPaymentFailedMoreThanOnce) banners.push(paymentBannerOf('paymentFailed', 'error', null));
  if (lastWeek && status.paymentMethod !== null && paymentMethodExpiresBy(status.paymentMethod, status.currentPeriodEndsAt)) {
    banners.push(paymentBannerOf('paymentWillExpire', 'neutral', PAYMENT_METHOD_WILL_EXPIRE_FLAG));
  }
  return banners;
}

/** §4 payment banners: the first that applies and is not dismissed. */
export function paymentBanner(input: PaymentBannerInput): TopBanner | null {
  return (
    applicablePaymentBanners(input).find(
      (banner) => !(banner.dismissal?.kind === 'flag' && input.dismissedFlags.has(banner.dismissal.flag)),
    ) ?? null
  );
}

export type TopBannerInput = {
  productName: string;
  /** The client is the native app's web view: no top banners at all. */
  nativeApp: boolean;
  hydrated: boolean;
  routeName: string | null;
  pageLocked: boolean;
  viewer: BannerViewer | null;
  membership: MembershipStatus | null;
  /** Per-user dismissal times (banner-dismissals.ts), null when never dismissed. */
  upsellDismissedAt: number | null;
  reactivateDismissedAt: number | null;
  /** Dismissed flags, local and server (dismiss-flags.ts). */
  dismissedFlags: ReadonlySet<string>;
  now: number;
};

/** §4 banner priority: at most one top banner — upsell, else reactivate, else payment; none in the native app. */
export function topBanner(input: TopBannerInput): TopBanner | null {
  if (input.nativeApp) return null;
  return (
    upsellBanner({
      productName: input.productName,
      viewer: input.viewer,
      hydrated: input.hydrated,
      pageLocked: input.pageLocked,
      dismissedAt: input.upsellDismissedAt,
      now: input.now,
    }) ??
    reactivateBanner({ membership: input.membership, dismissedAt: input.reactivateDismissedAt, now: input.now }) ??
    paymentBanner({ routeName: input.routeName, membership: input.membership, dismissedFlags: input.dismissedFlags, now: input.now })
  );
}
