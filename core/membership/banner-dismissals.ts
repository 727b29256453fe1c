// reader-experience §4 and §9: how long a dismissed membership banner stays away, and where the browser
// remembers it. The upsell (90 days), the reactivate banner (14 days) and the settings upgrade banner
// (180 days) remember the time of dismissal per user, locally through the KeyValueStore port; the payment
// banners use server flags instead (dismiss-flags.ts). Times are epoch ms and always passed in.
import type { KeyValueStore } from '../ports/key-value-store.port.ts';

export const DAY_MS = 86_400_000;

export const TIMED_BANNERS = ['upsell', 'reactivate', 'upgrade'] as const;
/** A banner whose dismissal lasts a while: the upsell, the reactivate banner, the settings upgrade banner. */
export type TimedBanner = (typeof TIMED_BANNERS)[number];

/** §9 durations: upsell dismissal 90 days, reactivate dismissal 14 days, upgrade banner re-show 180 days. */
export const DISMISSAL_WINDOW_MS: Readonly<Record<TimedBanner, number>> = {
  upsell: 90 * DAY_MS,
  reactivate: 14 * DAY_MS,
  upgrade: 180 * DAY_MS,
};

/**
 * Whether a dismissal at `dismissedAt` still hides its banner at `now`: from the dismissal until the
 * window has fully passed. A dismissal stamped after `now` (another device's clock ahead) still hides.
 */
export function isDismissedWithin(dismissedAt: number | null, now: number, windowMs: number): boolean {
  return dismissedAt !== null && now - dismissedAt < windowMs;
}

/** The store key of one user's dismissal of one banner: 'membership-banner-dismissed:upsell:{userId}'. */
export const bannerDismissalKey = (banner: TimedBanner, userId: string): string => `membership-banner-dismissed:${banner}:${userId}`;

/** When this user last dismissed this banner (null when never, or when the stored value is unreadable). */
export function readBannerDismissedAt(store: KeyValueStore, banner: TimedBanner, userId: string): number | null {
  const raw = store.get(bannerDismissalKey(banner, userId));
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return null;
  const at = Number(raw);
  return Number.isSafeInteger(at) ? at : null;
}

export function saveBannerDismissal(store: KeyValueStore, banner: TimedBanner, userId: string, at: number): void {
  store.set(bannerDismissalKey(banner, userId), String(Math.trunc(at)));
}

/** Forget a dismissal (after reactivating, the reactivate banner's stored flag is cleared). */
export function clearBannerDismissal(store: KeyValueStore, banner: TimedBanner, userId: string): void {
  store.remove(bannerDismissalKey(banner, userId));
}
