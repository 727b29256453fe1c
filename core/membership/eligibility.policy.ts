// reader-experience §4: who may switch plans, who sees the settings upgrade banner, and who is offered
// reactivation; §3 "one of two card-payment providers for which plan switching and reactivation are
// allowed" (types.ts: STRIPE and the built-in SANDBOX); §7 UseCanSwitchMembershipPlanQuery (answers
// paymentProvider, isCancelled, paymentFailedAt).
import { DISMISSAL_WINDOW_MS, isDismissedWithin } from './banner-dismissals.ts';
import { CARD_PAYMENT_PROVIDERS, type MembershipStatus, type PaymentProviderName, type Tier } from './types.ts';

export const isCardPaymentProvider = (provider: PaymentProviderName): boolean => CARD_PAYMENT_PROVIDERS.has(provider);

/** What UseCanSwitchMembershipPlanQuery answers. */
export type PlanSwitchFacts = Pick<MembershipStatus, 'paymentProvider' | 'isCancelled' | 'paymentFailedAt'>;

/**
 * §4 "Plan switching is allowed only if the provider is one of the two card-payment providers, the
 * membership is not cancelled, and no payment failure is recorded." No membership: no switching.
 */
export function canSwitchPlan(facts: PlanSwitchFacts | null): boolean {
  return facts !== null && isCardPaymentProvider(facts.paymentProvider) && !facts.isCancelled && facts.paymentFailedAt === null;
}

/** §9 "upgrade banner re-show 180 days". */
export const SETTINGS_UPGRADE_BANNER_RESHOW_MS = DISMISSAL_WINDOW_MS.upgrade;

export type SettingsUpgradeBannerInput = {
  canSwitchPlan: boolean;
  hydrated: boolean;
  nativeApp: boolean;
  /** The viewer's tier; null without a membership. */
  tier: Tier | null;
  /** When this user last dismissed the banner (banner-dismissals.ts, banner 'upgrade'); null if never. */
  dismissedAt: number | null;
  now: number;
  /** A switch to a Friend plan is already scheduled: the upgrade is on its way, so it is not offered again. */
  friendScheduled?: boolean;
};

/**
 * §4 "Upgrade banner on settings shows only if switching is allowed, the page is hydrated, the client is
 * not the native app, the tier is Member, and the banner was not dismissed within the last 180 days." And (issue
 * 18) not while a switch to Friend is scheduled: 'Upgrade to Friend' beside 'Your plan changes to Friend' contradicts it.
 */
export function showSettingsUpgradeBanner(input: SettingsUpgradeBannerInput): boolean {
  return (
    input.canSwitchPlan &&
    input.hydrated &&
    !input.nativeApp &&
    input.tier === 'MEMBER' &&
    input.friendScheduled !== true &&
    !isDismissedWithin(input.dismissedAt, input.now, SETTINGS_UPGRADE_BANNER_RESHOW_MS)
  );
}

export type ReactivationFacts = Pick<MembershipStatus, 'isCancelled' | 'paymentProvider' | 'paymentMethod'>;

/**
 * §4 "Reactivation offer exists only if the membership is cancelled, the provider is one of those two,
 * and a payment method exists." (The reactivate banner and the modal's link hang on it.)
 */
export function hasReactivationOffer(status: ReactivationFacts | null): boolean {
  return status !== null && status.isCancelled && isCardPaymentProvider(status.paymentProvider) && status.paymentMethod !== null;
}
