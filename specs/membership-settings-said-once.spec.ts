// reader-experience §4 membership settings, issue 18: the tab never contradicts itself. A scheduled switch to
// Friend hides 'Upgrade to Friend'; a switch and a cancellation are each said once; cancelling drops a scheduled
// switch and says so, and reactivating keeps the current plan (the rule is written in core/membership/membership-settings.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { showSettingsUpgradeBanner } from '../core/membership/eligibility.policy.ts';
import { cancelDropsSwitchText, cancelledNotice, membershipSettingsModel, switchedNotice } from '../core/membership/membership-settings.ts';
import { membershipArb, T0 } from './membership.fixtures.ts';

describe('reader-experience §4 membership settings: said once, never contradicted', () => {
  it("offers 'Upgrade to Friend' to no Member whose switch to Friend is already scheduled", () => {
    fc.assert(
      fc.property(membershipArb(T0), (status) => {
        const model = membershipSettingsModel(status, T0);
        const shown = showSettingsUpgradeBanner({ canSwitchPlan: true, hydrated: true, nativeApp: false, tier: model.tier, dismissedAt: null, now: T0, friendScheduled: model.friendScheduled });
        if (model.friendScheduled) {
          expect(shown).toBe(false);
          expect(model.scheduledSwitch).toMatch(/^Your plan changes to Friend/);
        }
      }),
    );
  });

  it('never repeats in a notice what a line of the page already says', () => {
    fc.assert(
      fc.property(membershipArb(T0), (status) => {
        const model = membershipSettingsModel(status, T0);
        for (const notice of [switchedNotice(status), cancelledNotice(status)]) {
          expect(notice).not.toBe(model.periodLine);
          expect(notice).not.toBe(model.scheduledSwitch);
          expect(notice).not.toMatch(/will expire on/);
        }
      }),
    );
  });

  it('says a scheduled switch is dropped by cancelling, and that reactivating keeps the current plan', () => {
    const startAt = Date.UTC(2026, 11, 11);
    expect(cancelledNotice({ membershipType: 'MONTHLY', switchPlanSchedule: { startAt, price: { amount: 1500, currency: 'USD' }, membershipType: 'PREMIUM_MONTHLY' } })).toBe(
      'Your membership is cancelled, and the change to Friend, monthly scheduled for December 11, 2026 with it. If you reactivate, you stay on Member, monthly and can switch again.',
    );
    expect(cancelledNotice({ membershipType: 'MONTHLY', switchPlanSchedule: null })).toBe('Your membership is cancelled.');
    // The cancel dialog says it before the reader confirms.
    expect(cancelDropsSwitchText({ switchPlanSchedule: { startAt, price: { amount: 1500, currency: 'USD' }, membershipType: 'PREMIUM_MONTHLY' } })).toBe(
      'Your change to Friend, monthly on December 11, 2026 will not happen.',
    );
    expect(cancelDropsSwitchText({ switchPlanSchedule: null })).toBeNull();
    expect(switchedNotice({ membershipType: 'YEARLY', switchPlanSchedule: null })).toBe('You stay on Member, yearly.');
  });
});
