// reader-experience §3, §4, §5, §6, §9 and §2.12: the membership's prices and money, payment summaries,
// gift codes, the meter state and the local post-view counters, plan-switch and reactivation
// eligibility, the settings upgrade banner, and the Friend popover.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { friendPopoverTexts } from '../core/copy/membership-copy.ts';
import { DISMISSAL_WINDOW_MS } from '../core/membership/banner-dismissals.ts';
import {
  canSwitchPlan,
  hasReactivationOffer,
  SETTINGS_UPGRADE_BANNER_RESHOW_MS,
  showSettingsUpgradeBanner,
} from '../core/membership/eligibility.policy.ts';
import { friendPopoverModel, FRIEND_POPOVER_WIDTH } from '../core/membership/friend-popover.ts';
import { GIFT_TYPE_CODES, giftTypeCode, giftTypeFromCode, giftTypeOf } from '../core/membership/gift.ts';
import { meterState } from '../core/membership/meter.ts';
import { formatMoney, majorUnits, money } from '../core/membership/money.ts';
import {
  cardBrandName,
  cardExpiresAt,
  isPaymentMethodExpired,
  paymentMethodExpiresBy,
  paymentMethodSummary,
  type ExpiringPaymentMethod,
} from '../core/membership/payment-method.ts';
import {
  FEW_POSTS_READ_THRESHOLD,
  POST_VIEW_COUNTS_KEY,
  postViewPromptVariant,
  readPostViewCounts,
  recordPostView,
} from '../core/membership/post-view-counter.ts';
import {
  MEMBERSHIP_PRICES,
  membershipPrice,
  membershipUpsellText,
  PRICE_KEYS,
  priceKeyOf,
  roundUpToQuarter,
  UNAVAILABLE_MEMBERSHIP_PRICE,
  weeklyPrice,
  type PriceKey,
} from '../core/membership/prices.ts';
import {
  CURRENCIES,
  MEMBERSHIP_TYPES,
  PAYMENT_PROVIDERS,
  type Tier,
} from '../core/membership/types.ts';
import { DAY_MS, MemoryStore, paymentMethodArb, T0, timeArb } from './membership.fixtures.ts';

const usd = (key: PriceKey) => majorUnits(membershipPrice(key));

describe('reader-experience §9 prices (and §5 unavailable price)', () => {
  it('has every USD price the spec lists, in major units', () => {
    expect(Object.fromEntries(PRICE_KEYS.map((key) => [key, usd(key)]))).toEqual({
      monthly: 5,
      yearly: 50,
      premiumMonthly: 15,
      premiumYearly: 150,
      premiumYearlyCrossout: 180,
      yearlyCrossout: 60,
      yearlyStaff: 1,
      yearlyPriceSaved: 10,
      staffPriceSaved: 49,
      yearlyHalfOffFirstYear: 25,
      yearlyHalfOffFirstYearCrossout: 50,
      yearlyHalfOffFirstYearSaved: 25,
    });
    expect(membershipPrice('yearly')).toEqual({ amount: 5000, currency: 'USD' });
  });

  it('the saved figures are the differences they stand for', () => {
    expect(usd('yearlyCrossout') - usd('yearly')).toBe(usd('yearlyPriceSaved'));
    expect(usd('yearly') - usd('yearlyStaff')).toBe(usd('staffPriceSaved'));
    expect(usd('yearlyHalfOffFirstYearCrossout') - usd('yearlyHalfOffFirstYear')).toBe(usd('yearlyHalfOffFirstYearSaved'));
    expect(usd('yearlyHalfOffFirstYearCrossout')).toBe(usd('yearly'));
    expect(usd('yearlyCrossout')).toBe(12 * usd('monthly'));
    expect(usd('premiumYearlyCrossout')).toBe(12 * usd('premiumMonthly'));
  });

  it("throws 'Unavailable membership price' for CAD (no CAD table) and for an unknown key", () => {
    expect(MEMBERSHIP_PRICES.CAD).toBeUndefined();
    for (const key of PRICE_KEYS) expect(() => membershipPrice(key, 'CAD')).toThrow(new Error(UNAVAILABLE_MEMBERSHIP_PRICE));
    expect(() => membershipPrice('lifetime' as PriceKey)).toThrow('Unavailable membership price');
    expect(() => membershipPrice('constructor' as PriceKey)).toThrow('Unavailable membership price');
    expect(() => membershipPrice('yearly', 'EUR' as 'USD')).toThrow('Unavailable membership price');
  });

  it('maps each membership type to its regular price', () => {
    expect(MEMBERSHIP_TYPES.map((type) => usd(priceKeyOf(type)))).toEqual([5, 50, 15, 150]);
  });
});

describe('reader-experience §9 money: minor units / 100, 0 to 2 decimals, USD by default', () => {
  it('spells the examples', () => {
    expect(formatMoney(money(500))).toBe('$5');
    expect(formatMoney(money(450))).toBe('$4.50');
    expect(formatMoney(money(96))).toBe('$0.96');
    expect(formatMoney(money(0))).toBe('$0');
    expect(formatMoney(money(125_000))).toBe('$1,250');
    expect(formatMoney(money(5))).toBe('$0.05');
    expect(formatMoney(money(500, 'CAD'))).toBe('CA$5');
    expect(formatMoney(money(1999, 'CAD'))).toBe('CA$19.99');
    expect(money(500).currency).toBe('USD');
  });

  it('round-trips: the text names exactly the amount, with 0 or 2 decimals, never 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom(...CURRENCIES), (amount, currency) => {
        const text = formatMoney({ amount, currency });
        expect(text).toMatch(/^-?(CA)?\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
        expect(text.includes('.')).toBe(amount % 100 !== 0);
        const parsed = Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
        expect(parsed).toBe(amount);
        expect(text.startsWith('CA$') || text.startsWith('-CA$')).toBe(currency === 'CAD');
      }),
    );
  });
});

describe('reader-experience §9 round up to the next quarter, and §6 the weekly upsell price', () => {
  it('rounds up to a quarter', () => {
    expect([96, 100, 101, 125, 0, 1].map(roundUpToQuarter)).toEqual([100, 100, 125, 125, 0, 25]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (minor) => {
        const rounded = roundUpToQuarter(minor);
        expect(rounded % 25).toBe(0);
        expect(rounded).toBeGreaterThanOrEqual(minor);
        expect(rounded - minor).toBeLessThan(25);
      }),
    );
  });

  it("words the upsell as §6 does, with the product name: $50 a year is 'less than $1/week'", () => {
    expect(formatMoney(weeklyPrice(membershipPrice('yearly')))).toBe('$1');
    expect(membershipUpsellText('Quire')).toBe('Get unlimited access to the best of Quire for less than $1/week.');
    expect(membershipUpsellText('Inkwell')).toBe('Get unlimited access to the best of Inkwell for less than $1/week.');
    expect(() => membershipUpsellText('Quire', 'CAD')).toThrow('Unavailable membership price');
  });

  it('the weekly figure is never below yearly / 52, and less than a quarter above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (yearly) => {
        const weekly = weeklyPrice({ amount: yearly, currency: 'USD' }).amount;
        expect(weekly * 52).toBeGreaterThanOrEqual(yearly);
        expect(weekly - yearly / 52).toBeLessThan(25);
        expect(weekly % 25).toBe(0);
      }),
    );
  });
});

const card = (month: number, year: number, kind: 'CARD' | 'APPLE_PAY' | 'GOOGLE_PAY' = 'CARD'): ExpiringPaymentMethod => ({
  kind,
  cardType: 'VISA',
  lastFour: '4242',
  expirationMonth: month,
  expirationYear: year,
});

describe('reader-experience §9 payment summary wording, §3 card brands', () => {
  it('words cards by their expiry against now, and wallets and PayPal by name', () => {
    const now = Date.UTC(2026, 3, 30, 23, 59); // the last minute of April 2026
    expect(paymentMethodSummary(card(4, 2026), now)).toBe('Ending in 4242 (Expires 04/2026)');
    expect(paymentMethodSummary(card(4, 2026), Date.UTC(2026, 4, 1))).toBe('Ending in 4242 (Expired 04/2026)');
    expect(paymentMethodSummary(card(12, 2027), now)).toBe('Ending in 4242 (Expires 12/2027)');
    expect(paymentMethodSummary(card(1, 26), now)).toBe('Ending in 4242 (Expired 01/2026)');
    expect(paymentMethodSummary(card(4, 2026, 'APPLE_PAY'), now)).toBe('Paid via Apple Pay');
    expect(paymentMethodSummary(card(4, 2026, 'GOOGLE_PAY'), now)).toBe('Paid via Google Pay');
    expect(paymentMethodSummary({ kind: 'PAYPAL' }, now)).toBe('Paid via PayPal');
    expect(cardExpiresAt(card(12, 2027))).toBe(Date.UTC(2028, 0, 1));
  });

  it('a card has expired exactly from the first instant of the month after its expiry', () => {
    fc.assert(
      fc.property(paymentMethodArb, timeArb, (method, now) => {
        const summary = paymentMethodSummary(method, now);
        if (method.kind !== 'CARD') {
          expect(summary.startsWith('Paid via ')).toBe(true);
          return;
        }
        const end = Date.UTC(method.expirationYear, method.expirationMonth, 1);
        expect(isPaymentMethodExpired(method, now)).toBe(now >= end);
        expect(summary).toBe(
          `Ending in ${method.lastFour} (${now >= end ? 'Expired' : 'Expires'} ${String(method.expirationMonth).padStart(2, '0')}/${method.expirationYear})`,
        );
      }),
    );
    expect(paymentMethodExpiresBy({ kind: 'PAYPAL' }, T0)).toBe(false);
  });

  it('names the card brands', () => {
    expect(['AMEX', 'DINERS', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA', 'OTHER'].map((b) => cardBrandName(b as 'VISA'))).toEqual([
      'American Express',
      'Diners Club',
      'Discover',
      'JCB',
      'Mastercard',
      'Visa',
      'Card',
    ]);
  });
});

describe('reader-experience §3 and §9 gift types and codes', () => {
  it('gift is 29, group-gift 31, anything unknown is gift', () => {
    expect(GIFT_TYPE_CODES).toEqual({ gift: 29, 'group-gift': 31 });
    expect(giftTypeCode('group-gift')).toBe(31);
    expect(giftTypeOf('group-gift')).toBe('group-gift');
    expect(giftTypeFromCode(31)).toBe('group-gift');
    expect(giftTypeFromCode(29)).toBe('gift');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined)), (value) => {
        fc.pre(value !== 'group-gift' && value !== 31);
        expect(giftTypeOf(value)).toBe('gift');
        expect(giftTypeFromCode(value)).toBe('gift');
      }),
    );
  });
});

describe('reader-experience §4 meter state of a post', () => {
  it('paywalled when the preview is locked; member when the viewer is a member; otherwise not_metered', () => {
    expect(meterState({ isLockedPreview: true, viewerIsMember: true })).toBe('paywalled');
    expect(meterState({ isLockedPreview: true, viewerIsMember: false })).toBe('paywalled');
    expect(meterState({ isLockedPreview: false, viewerIsMember: true })).toBe('member');
    expect(meterState({ isLockedPreview: false, viewerIsMember: false })).toBe('not_metered');
  });
});

describe('reader-experience §9 local post-view counters', () => {
  const monday = Date.UTC(2026, 5, 1, 9); // Monday 1 June 2026
  it('counts distinct posts per day, ISO week and month, and non-metered reads per month', () => {
    const store = new MemoryStore();
    expect(readPostViewCounts(store, monday)).toEqual({ day: 0, week: 0, month: 0, nonMeteredMonth: 0 });
    recordPostView(store, { postId: 'a', meter: 'not_metered', at: monday });
    recordPostView(store, { postId: 'a', meter: 'not_metered', at: monday + 1000 });
    expect(recordPostView(store, { postId: 'b', meter: 'member', at: monday + 2000 })).toEqual({ day: 2, week: 2, month: 2, nonMeteredMonth: 1 });
    expect(recordPostView(store, { postId: 'c', meter: 'paywalled', at: monday + 3000 })).toEqual({ day: 2, week: 2, month: 2, nonMeteredMonth: 1 });
    // Sunday 7 June: the same week, a new day.
    expect(recordPostView(store, { postId: 'c', meter: 'not_metered', at: Date.UTC(2026, 5, 7, 23) })).toEqual({ day: 1, week: 3, month: 3, nonMeteredMonth: 2 });
    // Monday 8 June: a new week, the same month.
    expect(readPostViewCounts(store, Date.UTC(2026, 5, 8))).toEqual({ day: 0, week: 0, month: 3, nonMeteredMonth: 2 });
    // 1 July: a new month.
    expect(readPostViewCounts(store, Date.UTC(2026, 6, 1))).toEqual({ day: 0, week: 0, month: 0, nonMeteredMonth: 0 });
  });

  it('reads corrupt storage as empty, and records over it', () => {
    for (const junk of ['{', 'null', '[]', '42', '{"day":{"period":"x","postIds":[]}}', '{"month":{"period":1,"postIds":[1]}}']) {
      const store = new MemoryStore();
      store.set(POST_VIEW_COUNTS_KEY, junk);
      expect(readPostViewCounts(store, monday)).toEqual({ day: 0, week: 0, month: 0, nonMeteredMonth: 0 });
      expect(recordPostView(store, { postId: 'a', meter: 'member', at: monday }).month).toBe(1);
    }
  });

  it("shows the prompt's other message when fewer than 3 posts were read this month", () => {
    expect(FEW_POSTS_READ_THRESHOLD).toBe(3);
    const store = new MemoryStore();
    const variants: string[] = [];
    for (const id of ['a', 'b', 'c']) {
      variants.push(postViewPromptVariant(readPostViewCounts(store, monday)));
      recordPostView(store, { postId: id, meter: 'not_metered', at: monday });
    }
    variants.push(postViewPromptVariant(readPostViewCounts(store, monday)));
    expect(variants).toEqual(['fewPostsRead', 'fewPostsRead', 'fewPostsRead', 'default']);
  });

  it('agrees with a model: distinct posts read in the period containing the time asked about', () => {
    const viewArb = fc.record({
      postId: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      meter: fc.constantFrom('paywalled' as const, 'member' as const, 'not_metered' as const),
      step: fc.integer({ min: 0, max: 5 * DAY_MS }),
    });
    fc.assert(
      fc.property(fc.array(viewArb, { maxLength: 30 }), fc.integer({ min: 0, max: 3 * DAY_MS }), (views, later) => {
        const store = new MemoryStore();
        const log: { postId: string; meter: string; at: number }[] = [];
        let at = T0;
        for (const view of views) {
          at += view.step;
          log.push({ postId: view.postId, meter: view.meter, at });
          recordPostView(store, { postId: view.postId, meter: view.meter, at });
        }
        const ask = at + later;
        const day = (t: number) => Math.floor(t / DAY_MS);
        const week = (t: number) => Math.floor((day(t) + 3) / 7);
        const month = (t: number) => new Date(t).getUTCFullYear() * 12 + new Date(t).getUTCMonth();
        const distinct = (same: (t: number) => number, meters: string[]) =>
          new Set(log.filter((v) => meters.includes(v.meter) && same(v.at) === same(ask)).map((v) => v.postId)).size;
        expect(readPostViewCounts(store, ask)).toEqual({
          day: distinct(day, ['member', 'not_metered']),
          week: distinct(week, ['member', 'not_metered']),
          month: distinct(month, ['member', 'not_metered']),
          nonMeteredMonth: distinct(month, ['not_metered']),
        });
      }),
    );
  });
});

describe('reader-experience §4 plan switching, settings upgrade banner, reactivation offer', () => {
  const failedAtArb = fc.option(timeArb, { nil: null });

  it('switching is allowed exactly for a card provider, not cancelled, with no payment failure', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_PROVIDERS), fc.boolean(), failedAtArb, (paymentProvider, isCancelled, paymentFailedAt) => {
        const expected = (paymentProvider === 'STRIPE' || paymentProvider === 'SANDBOX') && !isCancelled && paymentFailedAt === null;
        expect(canSwitchPlan({ paymentProvider, isCancelled, paymentFailedAt })).toBe(expected);
      }),
    );
    expect(canSwitchPlan(null)).toBe(false);
    expect(canSwitchPlan({ paymentProvider: 'STRIPE', isCancelled: false, paymentFailedAt: null })).toBe(true);
    expect(canSwitchPlan({ paymentProvider: 'APPLE', isCancelled: false, paymentFailedAt: null })).toBe(false);
  });

  it('the settings upgrade banner needs switching, hydration, the web, tier Member and no dismissal in 180 days', () => {
    expect(SETTINGS_UPGRADE_BANNER_RESHOW_MS).toBe(180 * DAY_MS);
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<Tier | null>('MEMBER', 'FRIEND', null),
        timeArb,
        fc.option(fc.integer({ min: -400 * DAY_MS, max: 10 * DAY_MS }), { nil: null }),
        (canSwitch, hydrated, nativeApp, tier, now, ago) => {
          const dismissedAt = ago === null ? null : now - ago;
          const shown = showSettingsUpgradeBanner({ canSwitchPlan: canSwitch, hydrated, nativeApp, tier, dismissedAt, now });
          const recentlyDismissed = dismissedAt !== null && now - dismissedAt < 180 * DAY_MS;
          expect(shown).toBe(canSwitch && hydrated && !nativeApp && tier === 'MEMBER' && !recentlyDismissed);
        },
      ),
    );
    const base = { canSwitchPlan: true, hydrated: true, nativeApp: false, tier: 'MEMBER' as const, now: T0 };
    expect(showSettingsUpgradeBanner({ ...base, dismissedAt: T0 - 180 * DAY_MS + 1 })).toBe(false);
    expect(showSettingsUpgradeBanner({ ...base, dismissedAt: T0 - 180 * DAY_MS })).toBe(true);
    expect(DISMISSAL_WINDOW_MS.upgrade).toBe(SETTINGS_UPGRADE_BANNER_RESHOW_MS);
  });

  it('reactivation is offered exactly to a cancelled card-provider membership with a payment method', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...PAYMENT_PROVIDERS), fc.option(paymentMethodArb, { nil: null }), (isCancelled, paymentProvider, paymentMethod) => {
        expect(hasReactivationOffer({ isCancelled, paymentProvider, paymentMethod })).toBe(
          isCancelled && (paymentProvider === 'STRIPE' || paymentProvider === 'SANDBOX') && paymentMethod !== null,
        );
      }),
    );
    expect(hasReactivationOffer(null)).toBe(false);
  });
});

describe('reader-experience §2.12 Friend popover', () => {
  it("is titled 'Friend of {product}' and picks its text by whose badge and who looks", () => {
    const texts = friendPopoverTexts('Quire');
    const own = friendPopoverModel({ productName: 'Quire', viewerTier: 'FRIEND', isOwnBadge: true, friendSince: Date.UTC(2025, 10, 3) });
    expect(own).toMatchObject({ variant: 'own', title: 'Friend of Quire', text: texts.own, friendSince: 'Friend since Nov 2025', upgrade: null });
    expect(own.learnMore).toEqual({ label: 'Learn more', route: 'ShowSubscriptionsLanding' });
    const other = friendPopoverModel({ productName: 'Quire', viewerTier: 'FRIEND', isOwnBadge: false, friendSince: null });
    expect(other).toMatchObject({ variant: 'otherFriend', text: texts.otherFriend, upgrade: null, friendSince: null });
    expect(new Set(Object.values(texts)).size).toBe(3);
    expect(FRIEND_POPOVER_WIDTH).toBe(240);
  });

  it('only non-Friends see Upgrade: to manage-membership for a Member, to the payment page otherwise', () => {
    fc.assert(
      fc.property(fc.constantFrom<Tier | null>('MEMBER', 'FRIEND', null), fc.boolean(), fc.string({ minLength: 1 }), (viewerTier, isOwnBadge, productName) => {
        const model = friendPopoverModel({ productName, viewerTier, isOwnBadge, friendSince: null });
        expect(model.title).toBe(`Friend of ${productName}`);
        if (viewerTier === 'FRIEND') {
          expect(model.upgrade).toBeNull();
          expect(model.variant).toBe(isOwnBadge ? 'own' : 'otherFriend');
        } else {
          expect(model.variant).toBe('nonFriend');
          expect(model.upgrade).toEqual({ label: 'Upgrade', route: viewerTier === 'MEMBER' ? 'ShowManageMembershipPage' : 'ShowPay' });
        }
      }),
    );
  });
});
