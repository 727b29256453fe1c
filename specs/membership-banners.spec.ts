// reader-experience §4 (membership upsell, reactivate and payment banners; banner priority; dismissing a
// flag), §6 (the upsell's wording), §9 (upsell 90 days, reactivate 14 days and 4 weeks, the last-week
// window). Properties run over membership states and clock times.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bannerDismissalKey,
  clearBannerDismissal,
  DISMISSAL_WINDOW_MS,
  readBannerDismissedAt,
  saveBannerDismissal,
} from '../core/membership/banner-dismissals.ts';
import {
  applicablePaymentBanners,
  isInLastWeek,
  LAST_WEEK_WINDOW_MS,
  PAYMENT_BANNER_ROUTES,
  paymentBanner,
  reactivateBanner,
  REACTIVATE_UNDISMISSIBLE_WITHIN_MS,
  topBanner,
  upsellBanner,
  UPSELL_EVENTS,
  type TopBanner,
  type TopBannerInput,
} from '../core/membership/banners.policy.ts';
import {
  dismissedFlags,
  flagsToSend,
  PAYMENT_BANNER_FLAGS,
  readLocalDismissedFlags,
  recordLocalDismissedFlag,
  dismissedFlagsKey,
} from '../core/membership/dismiss-flags.ts';
import type { MembershipStatus } from '../core/membership/types.ts';
import { DAY_MS, MemoryStore, membershipAroundArb, shiftMembership, timeArb } from './membership.fixtures.ts';

const ROUTES = ['ShowHome', 'ShowSettings', 'ShowSettingsTab', 'ShowPost', 'ShowPostUnderUser', 'ShowPostUnderCollection', 'ShowSequencePost', 'ShowUser', 'ShowPay', 'ShowTopic'];

const topInputArb: fc.Arbitrary<TopBannerInput> = fc
  .record({
    productName: fc.constantFrom('Quire', 'Inkwell'),
    nativeApp: fc.boolean(),
    hydrated: fc.boolean(),
    routeName: fc.option(fc.constantFrom(...ROUTES), { nil: null }),
    pageLocked: fc.boolean(),
    viewer: fc.option(fc.record({ id: fc.constantFrom('u1', 'u2'), hasMembership: fc.boolean() }), { nil: null }),
    membership: fc.option(membershipAroundArb, { nil: null }),
    upsellAgo: fc.option(fc.integer({ min: 0, max: 200 * DAY_MS }), { nil: null }),
    reactivateAgo: fc.option(fc.integer({ min: 0, max: 30 * DAY_MS }), { nil: null }),
    dismissedFlags: fc.subarray([...PAYMENT_BANNER_FLAGS]).map((flags) => new Set<string>(flags)),
    now: timeArb,
  })
  .map(({ upsellAgo, reactivateAgo, membership, ...rest }) => ({
    ...rest,
    membership: membership === null ? null : shiftMembership(membership, rest.now),
    upsellDismissedAt: upsellAgo === null ? null : rest.now - upsellAgo,
    reactivateDismissedAt: reactivateAgo === null ? null : rest.now - reactivateAgo,
  }));

/** A membership that fits the banner it is shown in: cancelled members see the reactivate banner. */
const member = (over: Partial<MembershipStatus>, now: number): MembershipStatus => ({
  membershipId: 'm1',
  membershipType: 'YEARLY',
  currency: 'USD',
  amount: 5000,
  startedAt: now - 300 * DAY_MS,
  currentPeriodEndsAt: now + 60 * DAY_MS,
  discountEndsAt: null,
  isCancelled: false,
  paymentProvider: 'STRIPE',
  paymentFailedAt: null,
  hasRecurringPaymentFailedMoreThanOnce: false,
  hasCreditCardExpired: false,
  planV2: { discount: null },
  switchPlanSchedule: null,
  paymentMethod: { kind: 'CARD', cardType: 'VISA', lastFour: '4242', expirationMonth: 12, expirationYear: 2030 },
  ...over,
});

const NOW = Date.UTC(2027, 1, 26, 12);

const baseInput = (over: Partial<TopBannerInput> = {}): TopBannerInput => ({
  productName: 'Quire',
  nativeApp: false,
  hydrated: true,
  routeName: 'ShowHome',
  pageLocked: false,
  viewer: { id: 'u1', hasMembership: true },
  membership: null,
  upsellDismissedAt: null,
  reactivateDismissedAt: null,
  dismissedFlags: new Set(),
  now: NOW,
  ...over,
});

/** The same facts with a dismissal of `banner` recorded at `at`. */
function dismiss(input: TopBannerInput, banner: TopBanner, at: number): TopBannerInput {
  const d = banner.dismissal!;
  if (d.kind === 'flag') return { ...input, dismissedFlags: new Set([...input.dismissedFlags, d.flag]) };
  return d.banner === 'upsell' ? { ...input, upsellDismissedAt: at } : { ...input, reactivateDismissedAt: at };
}

describe('reader-experience §4 banner priority (top banners)', () => {
  it('shows at most one banner: the first of upsell, reactivate, payment; none in the native app', () => {
    fc.assert(
      fc.property(topInputArb, (input) => {
        const top = topBanner(input);
        const upsell = upsellBanner({ ...input, dismissedAt: input.upsellDismissedAt });
        const reactivate = reactivateBanner({ membership: input.membership, dismissedAt: input.reactivateDismissedAt, now: input.now });
        const payment = paymentBanner(input);
        if (input.nativeApp) expect(top).toBeNull();
        else if (upsell) expect(top).toEqual(upsell);
        else if (reactivate) expect(top).toEqual(reactivate);
        else expect(top).toEqual(payment);
        if (top !== null) expect(['upsell', 'reactivate', 'paymentExpired', 'paymentFailed', 'paymentWillExpire']).toContain(top.kind);
      }),
      { numRuns: 500 },
    );
  });

  it('the upsell beats a reactivate banner that would show on the same page', () => {
    const cancelled = member({ isCancelled: true }, NOW);
    const input = baseInput({ viewer: { id: 'u1', hasMembership: false }, membership: cancelled });
    expect(reactivateBanner({ membership: cancelled, dismissedAt: null, now: NOW })).not.toBeNull();
    expect(topBanner(input)?.kind).toBe('upsell');
    expect(topBanner({ ...input, viewer: { id: 'u1', hasMembership: true } })?.kind).toBe('reactivate');
    expect(topBanner({ ...input, nativeApp: true })).toBeNull();
  });
});

describe('reader-experience §4 dismissals: a dismissed banner stays away for its window', () => {
  it('never reappears inside its window (and a flagged payment banner never reappears as dismissible)', () => {
    fc.assert(
      fc.property(topInputArb, fc.integer({ min: 0, max: 200 * DAY_MS }), (input, later) => {
        const top = topBanner(input);
        fc.pre(top !== null && top.dismissible);
        const after = dismiss(input, top!, input.now);
        const d = top!.dismissal!;
        const at = { ...after, now: input.now + later };
        const shown = topBanner(at);
        if (d.kind === 'timed') {
          if (later < d.windowMs) expect(shown?.kind).not.toBe(top!.kind);
        } else if (shown?.kind === top!.kind) {
          // A flag is forever: the banner can come back only where the spec makes it undismissible.
          expect(shown!.dismissible).toBe(false);
        }
        // Straight after dismissing, it is gone.
        expect(topBanner(after)?.kind).not.toBe(top!.kind);
      }),
      { numRuns: 500 },
    );
  });

  it('the upsell comes back after 90 days, the reactivate banner after 14', () => {
    const upsellInput = baseInput({ viewer: { id: 'u1', hasMembership: false } });
    expect(topBanner({ ...upsellInput, upsellDismissedAt: NOW - 90 * DAY_MS + 1 })).toBeNull();
    expect(topBanner({ ...upsellInput, upsellDismissedAt: NOW - 90 * DAY_MS })?.kind).toBe('upsell');
    const cancelled = baseInput({ membership: member({ isCancelled: true }, NOW) });
    expect(topBanner({ ...cancelled, reactivateDismissedAt: NOW - 14 * DAY_MS + 1 })).toBeNull();
    expect(topBanner({ ...cancelled, reactivateDismissedAt: NOW - 14 * DAY_MS })?.kind).toBe('reactivate');
    expect(DISMISSAL_WINDOW_MS).toEqual({ upsell: 90 * DAY_MS, reactivate: 14 * DAY_MS, upgrade: 180 * DAY_MS });
  });
});

describe('reader-experience §4 nothing is dismissible that the spec says is not', () => {
  it('holds for every banner over any state and time', () => {
    fc.assert(
      fc.property(topInputArb, (input) => {
        const top = topBanner(input);
        if (top === null) return;
        expect(top.dismissible).toBe(top.dismissal !== null);
        const status = input.membership;
        switch (top.kind) {
          case 'upsell':
            expect(top.dismissible).toBe(true);
            break;
          case 'reactivate':
            expect(top.dismissible).toBe(status!.currentPeriodEndsAt - input.now >= 28 * DAY_MS);
            break;
          case 'paymentFailed':
            expect(top.dismissible).toBe(false);
            expect(top.tone).toBe('error');
            break;
          case 'paymentExpired':
            if (status!.paymentFailedAt !== null) {
              expect(top.tone).toBe('error');
              expect(top.dismissible).toBe(false);
            } else {
              expect(top.tone).toBe('neutral');
              expect(top.dismissible).toBe(!isInLastWeek(status!.currentPeriodEndsAt, input.now));
            }
            break;
          case 'paymentWillExpire':
            expect(top.dismissible).toBe(true);
            expect(isInLastWeek(status!.currentPeriodEndsAt, input.now)).toBe(true);
            break;
        }
      }),
      { numRuns: 500 },
    );
    expect(REACTIVATE_UNDISMISSIBLE_WITHIN_MS).toBe(28 * DAY_MS);
  });
});

describe('reader-experience §4 and §6 membership upsell banner', () => {
  it('shows to signed-in non-members, hydrated, on an unlocked page, not dismissed in 90 days', () => {
    fc.assert(
      fc.property(topInputArb, (input) => {
        const banner = upsellBanner({ ...input, dismissedAt: input.upsellDismissedAt });
        const dismissed = input.upsellDismissedAt !== null && input.now - input.upsellDismissedAt < 90 * DAY_MS;
        const expected = input.viewer !== null && !input.viewer.hasMembership && input.hydrated && !input.pageLocked && !dismissed;
        expect(banner !== null).toBe(expected);
      }),
    );
  });

  it('words it as §6 does and reports viewed, dismissed and clicked', () => {
    const banner = upsellBanner({ productName: 'Quire', viewer: { id: 'u1', hasMembership: false }, hydrated: true, pageLocked: false, dismissedAt: null, now: NOW });
    expect(banner).toMatchObject({
      kind: 'upsell',
      text: 'Get unlimited access to the best of Quire for less than $1/week.',
      link: { text: 'Become a member', route: 'ShowPlans' },
      tone: 'neutral',
      dismissible: true,
    });
    expect(banner!.events).toEqual({ viewed: 'upsell.viewed', dismissed: 'upsell.dismissed', clicked: 'upsell.clicked' });
    expect(UPSELL_EVENTS.viewed).toBe('upsell.viewed');
  });
});

describe('reader-experience §4 reactivate banner', () => {
  it("reads 'Your membership will expire on {LLLL d, yyyy}' with 'Reactivate membership'", () => {
    const status = member({ isCancelled: true, currentPeriodEndsAt: Date.UTC(2027, 3, 5, 10) }, NOW);
    expect(reactivateBanner({ membership: status, dismissedAt: null, now: NOW })).toEqual({
      kind: 'reactivate',
      text: 'Your membership will expire on April 5, 2027',
      link: { text: 'Reactivate membership', hash: '#reactivateMembership' },
      tone: 'neutral',
      dismissible: true,
      dismissal: { kind: 'timed', banner: 'reactivate', windowMs: 14 * DAY_MS },
      events: {},
    });
    const soon = member({ isCancelled: true, currentPeriodEndsAt: NOW + 28 * DAY_MS - 1 }, NOW);
    expect(reactivateBanner({ membership: soon, dismissedAt: null, now: NOW })).toMatchObject({ dismissible: false, dismissal: null });
    const ended = member({ isCancelled: true, currentPeriodEndsAt: NOW }, NOW);
    expect(reactivateBanner({ membership: ended, dismissedAt: null, now: NOW })).toBeNull();
  });

  it('needs a cancelled card-provider membership with a payment method', () => {
    for (const over of [{ isCancelled: false }, { paymentProvider: 'APPLE' as const }, { paymentMethod: null }]) {
      expect(reactivateBanner({ membership: member({ isCancelled: true, ...over }, NOW), dismissedAt: null, now: NOW })).toBeNull();
    }
    expect(reactivateBanner({ membership: member({ isCancelled: true, paymentProvider: 'SANDBOX' }, NOW), dismissedAt: null, now: NOW })).not.toBeNull();
  });
});

describe('reader-experience §4 payment banners', () => {
  const inLastWeek = NOW + 3 * DAY_MS;
  const expiringCard = { kind: 'CARD' as const, cardType: 'VISA' as const, lastFour: '4242', expirationMonth: 2, expirationYear: 2027 };

  it('the last-week window is the 7 days before the period end', () => {
    expect(LAST_WEEK_WINDOW_MS).toBe(7 * DAY_MS);
    expect(isInLastWeek(NOW + 7 * DAY_MS, NOW)).toBe(true);
    expect(isInLastWeek(NOW + 7 * DAY_MS + 1, NOW)).toBe(false);
    expect(isInLastWeek(NOW - DAY_MS, NOW)).toBe(true);
  });

  it('words each banner as §4 lists it', () => {
    const at = (over: Partial<MembershipStatus>, flags: string[] = []) =>
      paymentBanner({ routeName: 'ShowHome', membership: member(over, NOW), dismissedFlags: new Set(flags), now: NOW });
    expect(at({ hasCreditCardExpired: true })).toEqual({
      kind: 'paymentExpired',
      text: 'Your payment method has expired.',
      link: { text: 'Update to keep your membership', route: 'ShowSettingsTab', params: { setting: 'membership' }, hash: '#payment' },
      tone: 'neutral',
      dismissible: true,
      dismissal: { kind: 'flag', flag: 'PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER' },
      events: {},
    });
    expect(at({ hasCreditCardExpired: true, paymentFailedAt: NOW - DAY_MS })).toMatchObject({ kind: 'paymentExpired', tone: 'error', dismissible: false });
    expect(at({ hasCreditCardExpired: true, currentPeriodEndsAt: inLastWeek })).toMatchObject({ kind: 'paymentExpired', tone: 'neutral', dismissible: false });
    expect(at({ hasRecurringPaymentFailedMoreThanOnce: true, paymentFailedAt: NOW })).toEqual({
      kind: 'paymentFailed',
      text: 'Your subscription payment failed.',
      link: { text: 'Update payment method', route: 'ShowSettingsTab', params: { setting: 'membership' }, hash: '#payment' },
      tone: 'error',
      dismissible: false,
      dismissal: null,
      events: {},
    });
    expect(at({ currentPeriodEndsAt: inLastWeek, paymentMethod: expiringCard })).toMatchObject({
      kind: 'paymentWillExpire',
      text: 'Your payment method will expire soon.',
      dismissible: true,
      dismissal: { kind: 'flag', flag: 'PAYMENT_METHOD_WILL_EXPIRE_MEMBERSHIP_LAST_WEEK_BANNER' },
    });
    // Not yet in the last week, or the card outlives the period: no will-expire banner.
    expect(at({ paymentMethod: expiringCard })).toBeNull();
    expect(at({ currentPeriodEndsAt: inLastWeek })).toBeNull();
    // Dismissed flags hide the dismissible ones.
    expect(at({ hasCreditCardExpired: true }, ['PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER'])).toBeNull();
    expect(at({ currentPeriodEndsAt: inLastWeek, paymentMethod: expiringCard }, ['PAYMENT_METHOD_WILL_EXPIRE_MEMBERSHIP_LAST_WEEK_BANNER'])).toBeNull();
  });

  it('shows only on Home, Settings, SettingsTab and post routes, for non-cancelled card-provider members', () => {
    expect([...PAYMENT_BANNER_ROUTES].sort()).toEqual(
      ['ShowHome', 'ShowPost', 'ShowPostUnderCollection', 'ShowPostUnderUser', 'ShowSequencePost', 'ShowSettings', 'ShowSettingsTab'].sort(),
    );
    fc.assert(
      fc.property(topInputArb, (input) => {
        const banners = applicablePaymentBanners(input);
        const status = input.membership;
        const eligible =
          input.routeName !== null &&
          PAYMENT_BANNER_ROUTES.has(input.routeName) &&
          status !== null &&
          !status.isCancelled &&
          (status.paymentProvider === 'STRIPE' || status.paymentProvider === 'SANDBOX');
        if (!eligible) expect(banners).toEqual([]);
        else {
          expect(banners.some((b) => b.kind === 'paymentExpired')).toBe(status!.hasCreditCardExpired);
          expect(banners.some((b) => b.kind === 'paymentFailed')).toBe(status!.hasRecurringPaymentFailedMoreThanOnce);
        }
        // The shown one is the first not dismissed.
        const shown = paymentBanner(input);
        const firstOpen = banners.find((b) => !(b.dismissal?.kind === 'flag' && input.dismissedFlags.has(b.dismissal.flag)));
        expect(shown).toEqual(firstOpen ?? null);
      }),
      { numRuns: 500 },
    );
  });
});

describe('reader-experience §4 dismissing a flag: stored locally, saved once', () => {
  it('sends each locally dismissed flag until the server has it, never one the server has, never twice at once', () => {
    const flagArb = fc.constantFrom('A', 'B', 'C', ...PAYMENT_BANNER_FLAGS);
    fc.assert(
      fc.property(fc.array(flagArb), fc.array(flagArb), fc.array(flagArb), (local, server, inFlight) => {
        const toSend = flagsToSend(local, server, inFlight);
        expect(new Set(toSend).size).toBe(toSend.length);
        for (const flag of toSend) {
          expect(local).toContain(flag);
          expect(server).not.toContain(flag);
          expect(inFlight).not.toContain(flag);
        }
        for (const flag of local) if (!server.includes(flag) && !inFlight.includes(flag)) expect(toSend).toContain(flag);
        // Once the server answers with its list, nothing is left to send.
        expect(flagsToSend(local, [...server, ...toSend, ...inFlight])).toEqual([]);
        expect(dismissedFlags(local, server)).toEqual(new Set([...local, ...server]));
      }),
    );
  });

  it('keeps flags per user in the store, reading corrupt storage as none', () => {
    const store = new MemoryStore();
    recordLocalDismissedFlag(store, 'u1', 'PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER');
    recordLocalDismissedFlag(store, 'u1', 'PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER');
    expect([...readLocalDismissedFlags(store, 'u1')]).toEqual(['PAYMENT_METHOD_EXPIRED_MEMBERSHIP_LAST_WEEK_BANNER']);
    expect(readLocalDismissedFlags(store, 'u2').size).toBe(0);
    for (const junk of ['{', '{"a":1}', '"x"', '[1,null]']) {
      store.set(dismissedFlagsKey('u3'), junk);
      expect(readLocalDismissedFlags(store, 'u3').size).toBe(0);
    }
  });

  it('keeps banner dismissal times per user, reading corrupt values as never', () => {
    const store = new MemoryStore();
    saveBannerDismissal(store, 'upsell', 'u1', NOW);
    expect(readBannerDismissedAt(store, 'upsell', 'u1')).toBe(NOW);
    expect(readBannerDismissedAt(store, 'upsell', 'u2')).toBeNull();
    expect(readBannerDismissedAt(store, 'reactivate', 'u1')).toBeNull();
    clearBannerDismissal(store, 'upsell', 'u1');
    expect(readBannerDismissedAt(store, 'upsell', 'u1')).toBeNull();
    for (const junk of ['soon', '', '1e3', '12abc', '99999999999999999999']) {
      store.set(bannerDismissalKey('upgrade', 'u1'), junk);
      expect(readBannerDismissedAt(store, 'upgrade', 'u1')).toBeNull();
    }
  });
});
