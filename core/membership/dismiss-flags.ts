// reader-experience §4 "Dismissing a flag is stored locally and saved once; flags already dismissed are
// not re-sent", §4 payment banners (the DismissFlag mutation records (userId, flag)) and §7 DismissFlag
// (answers the user id and dismissableFlags). The browser keeps the flags it dismissed per user under
// 'dismissed-flags:{userId}'; the server's list is Viewer.dismissableFlags. A flag needs sending while it
// is dismissed locally and not yet on the server's list — so a failed send is retried on a later page,
// and a flag the server already has is never sent again.
import type { KeyValueStore } from '../ports/key-value-store.port.ts';

/** §4: the payment banners' flags. */
export const PAYMENT_BANNER_FLAGS = [
  'PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER',
  'PAYMENT_METHOD_WILL_EXPIRE_MEMBERSHIP_LAST_WEEK_BANNER',
] as const;
export type PaymentBannerFlag = (typeof PAYMENT_BANNER_FLAGS)[number];
export const PAYMENT_METHOD_EXPIRED_FLAG: PaymentBannerFlag = 'PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER';
export const PAYMENT_METHOD_WILL_EXPIRE_FLAG: PaymentBannerFlag = 'PAYMENT_METHOD_WILL_EXPIRE_MEMBERSHIP_LAST_WEEK_BANNER';

/** Any dismissable flag name (the server's list may hold flags of other features). */
export type DismissFlag = string;

export const dismissedFlagsKey = (userId: string): string => `dismissed-flags:${userId}`;

/** The flags this browser dismissed for this user; corrupt storage reads as none. */
export function readLocalDismissedFlags(store: KeyValueStore, userId: string): Set<DismissFlag> {
  const raw = store.get(dismissedFlagsKey(userId));
  if (raw === null) return new Set();
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? new Set(parsed.filter((flag): flag is string => typeof flag === 'string' && flag !== '')) : new Set();
  } catch {
    return new Set();
  }
}

/** Remembers a dismissal locally; returns the flags now stored. */
export function recordLocalDismissedFlag(store: KeyValueStore, userId: string, flag: DismissFlag): Set<DismissFlag> {
  const flags = readLocalDismissedFlags(store, userId);
  if (!flags.has(flag)) {
    flags.add(flag);
    store.set(dismissedFlagsKey(userId), JSON.stringify([...flags]));
  }
  return flags;
}

/** What hides a flagged banner: dismissed here or on the server's list. */
export function dismissedFlags(local: Iterable<DismissFlag>, server: Iterable<DismissFlag>): Set<DismissFlag> {
  return new Set([...local, ...server]);
}

/**
 * The flags to send with DismissFlag now: dismissed locally, not yet on the server's list, and not
 * already being sent (`inFlight`). Each comes back at most once per call, in the order dismissed.
 */
export function flagsToSend(local: Iterable<DismissFlag>, server: Iterable<DismissFlag>, inFlight: Iterable<DismissFlag> = []): DismissFlag[] {
  const skip = new Set([...server, ...inFlight]);
  return [...new Set(local)].filter((flag) => !skip.has(flag));
}
