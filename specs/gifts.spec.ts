// platform-reference §3 (gift code status, cancellation reasons and discounts), §2.3 (the gift-membership hash on
// Home), §6 (a one-year gift product), reader-experience §9 (first-year 50%-off price 25, crossout 50, saved 25; gift
// type codes 29 and 31).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GIFT_CODE_STATUS_MESSAGES } from '../core/copy/gift-copy.ts';
import { cancellationDiscountFor, CANCELLATION_REASONS } from '../core/membership/cancellation.ts';
import { cyclesInOneYear, discounted, firstYearOffer, yearOfDiscount } from '../core/membership/discounts.ts';
import { giftTypeCode } from '../core/membership/gift.ts';
import {
  formatGiftCode,
  GIFT_CODE_ALPHABET,
  GIFT_CODE_BITS,
  GIFT_CODE_BYTES,
  GIFT_CODE_LENGTH,
  GIFT_CODE_STATUSES,
  giftCodeFromBytes,
  giftCodeStatus,
  normalizeGiftCode,
  type GiftCodeRecord,
} from '../core/membership/gift-code.ts';
import { homeHashRedirect } from '../core/membership/gift-hash.ts';
import { membershipPrice } from '../core/membership/prices.ts';
import { MEMBERSHIP_TYPES } from '../core/membership/types.ts';

const bytes = fc.uint8Array({ minLength: GIFT_CODE_BYTES, maxLength: GIFT_CODE_BYTES });

describe('gift codes (platform-reference §3, §6)', () => {
  it('carry 80 bits: 16 symbols of a 32-symbol alphabet', () => {
    expect(GIFT_CODE_BITS).toBe(80);
    expect(GIFT_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(GIFT_CODE_ALPHABET).size).toBe(32);
  });

  it('are 16 symbols of the alphabet, and different bytes give different codes', () => {
    fc.assert(
      fc.property(bytes, bytes, (a, b) => {
        const ca = giftCodeFromBytes(a);
        expect(ca).toHaveLength(GIFT_CODE_LENGTH);
        for (const ch of ca) expect(GIFT_CODE_ALPHABET).toContain(ch);
        expect(ca === giftCodeFromBytes(b)).toBe(Buffer.from(a).equals(Buffer.from(b)));
      }),
    );
  });

  it('read back from whatever a reader types: lower case, separators, O for 0, I and L for 1', () => {
    fc.assert(
      fc.property(bytes, fc.array(fc.constantFrom(' ', '-', ''), { minLength: 16, maxLength: 16 }), (b, seps) => {
        const code = giftCodeFromBytes(b);
        expect(normalizeGiftCode(formatGiftCode(code))).toBe(code);
        const typed = [...code].map((ch, i) => ch.toLowerCase() + seps[i]).join('');
        expect(normalizeGiftCode(typed)).toBe(code);
        const lookAlikes = code.replace(/0/g, 'o').replace(/1/, 'I').replace(/1/g, 'l');
        expect(normalizeGiftCode(lookAlikes)).toBe(code);
      }),
    );
    expect(formatGiftCode('0123456789ABCDEF')).toBe('0123-4567-89AB-CDEF');
  });

  it('refuse what cannot be a code without a look-up', () => {
    expect(normalizeGiftCode('')).toBeNull();
    expect(normalizeGiftCode('ABC')).toBeNull();
    expect(normalizeGiftCode('0123-4567-89AB-CDEU')).toBeNull();
    expect(normalizeGiftCode('x'.repeat(1000))).toBeNull();
  });
});

describe('gift code status (platform-reference §3)', () => {
  const NOW = Date.UTC(2026, 5, 1);
  const gift = fc.record({
    redeemedAt: fc.option(fc.integer({ min: 0, max: NOW * 2 }), { nil: null }),
    expiresAt: fc.integer({ min: 0, max: NOW * 2 }),
    newMembersOnly: fc.boolean(),
  });

  it('names each status with its message', () => {
    expect(Object.keys(GIFT_CODE_STATUS_MESSAGES).sort()).toEqual([...GIFT_CODE_STATUSES].sort());
    expect(GIFT_CODE_STATUS_MESSAGES.ALREADY_USED).toBe('This gift code has already been used.');
  });

  it('is one of the five, decided in order: missing, used, expired, past members, valid', () => {
    fc.assert(
      fc.property(fc.option(gift, { nil: null }), fc.boolean(), fc.integer({ min: 0, max: NOW * 2 }), (g, past, now) => {
        const status = giftCodeStatus(g, { hasPastMemberships: past }, now);
        const expected = !g
          ? 'NOT_FOUND'
          : g.redeemedAt !== null
            ? 'ALREADY_USED'
            : now >= g.expiresAt
              ? 'EXPIRED'
              : g.newMembersOnly && past
                ? 'NOT_REDEEMABLE_BY_PAST_MEMBERS'
                : 'VALID';
        expect(status).toBe(expected);
      }),
    );
  });

  it('a code redeems at most once: once redeemed it is never VALID again, for anyone, at any time', () => {
    fc.assert(
      fc.property(gift, fc.integer({ min: 0, max: NOW * 2 }), fc.boolean(), fc.integer({ min: 0, max: NOW * 2 }), (g, at, past, later) => {
        const redeemed: GiftCodeRecord = { ...g, redeemedAt: at };
        expect(giftCodeStatus(redeemed, { hasPastMemberships: past }, later)).toBe('ALREADY_USED');
      }),
    );
  });

  it('gift type codes: gift 29, group-gift 31 (reader-experience §9)', () => {
    expect(giftTypeCode('gift')).toBe(29);
    expect(giftTypeCode('group-gift')).toBe(31);
  });
});

describe('discounts (reader-experience §9, platform-reference §3)', () => {
  it('50% off the first year: 25, crossout 50, saved 25 — the price table agrees', () => {
    const offer = firstYearOffer();
    expect(offer.price).toEqual({ amount: 2500, currency: 'USD' });
    expect(offer.crossout).toEqual({ amount: 5000, currency: 'USD' });
    expect(offer.saved).toEqual({ amount: 2500, currency: 'USD' });
    expect(offer.price).toEqual(membershipPrice('yearlyHalfOffFirstYear'));
    expect(offer.crossout).toEqual(membershipPrice('yearlyHalfOffFirstYearCrossout'));
    expect(offer.saved).toEqual(membershipPrice('yearlyHalfOffFirstYearSaved'));
  });

  it('never make money: the price is between 0 and the regular price, whole minor units, and price + saved = regular', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (amount, pct) => {
        const d = discounted({ amount, currency: 'USD' }, pct);
        expect(Number.isInteger(d.price.amount)).toBe(true);
        expect(d.price.amount).toBeGreaterThanOrEqual(0);
        expect(d.price.amount).toBeLessThanOrEqual(amount);
        expect(d.price.amount + d.saved.amount).toBe(amount);
        // Never more off than the percentage says.
        expect(d.saved.amount * 100).toBeLessThanOrEqual(amount * pct);
      }),
    );
    expect(() => discounted({ amount: 100, currency: 'USD' }, 101)).toThrow();
    expect(() => discounted({ amount: 100, currency: 'USD' }, 12.5)).toThrow();
  });

  it('one year of a discount: twelve monthly payments or one yearly', () => {
    expect(cyclesInOneYear('MONTHLY')).toBe(12);
    expect(cyclesInOneYear('PREMIUM_MONTHLY')).toBe(12);
    expect(cyclesInOneYear('YEARLY')).toBe(1);
    expect(yearOfDiscount('MONTHLY', { amount: 500, currency: 'USD' }, 20)).toEqual({
      price: { amount: 400, currency: 'USD' },
      numCycles: 12,
      regularPrice: { amount: 500, currency: 'USD' },
    });
  });
});

describe('cancellation (platform-reference §3)', () => {
  const status = (over: object = {}) => ({ isCancelled: false, paymentProvider: 'SANDBOX' as const, planV2: { discount: null }, ...over });

  it('has the eight reasons', () => {
    expect([...CANCELLATION_REASONS].map((r) => r.toLowerCase().replace(/_/g, ' '))).toEqual([
      'content',
      'costs',
      'duplicate accounts',
      'feature usage',
      'other',
      'premium tier',
      'switching product',
      'time',
    ]);
  });

  it('offers 20 or 50 percent or none — never to a cancelled, discounted, gift or store-billed membership', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_REASONS),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(...(['STRIPE', 'SANDBOX', 'APPLE', 'GOOGLE', 'GIFT'] as const)),
        (reason, cancelled, discountedAlready, provider) => {
          const offer = cancellationDiscountFor(
            reason,
            status({ isCancelled: cancelled, paymentProvider: provider, planV2: { discount: discountedAlready ? { numCycles: 1, regularPrice: { amount: 1, currency: 'USD' } } : null } }),
          );
          expect([20, 50, null]).toContain(offer);
          if (cancelled || discountedAlready || provider === 'APPLE' || provider === 'GOOGLE' || provider === 'GIFT') expect(offer).toBeNull();
        },
      ),
    );
    expect(cancellationDiscountFor('COSTS', status())).toBe(50);
    expect(cancellationDiscountFor('TIME', status())).toBe(20);
    expect(cancellationDiscountFor('DUPLICATE_ACCOUNTS', status())).toBeNull();
  });

  it('every type has a year of cycles', () => {
    for (const t of MEMBERSHIP_TYPES) expect(cyclesInOneYear(t)).toBeGreaterThan(0);
  });
});

describe('the gift-membership hash on Home (platform-reference §2.3)', () => {
  it('sends #giftMembership to gift checkout and nothing else anywhere', () => {
    expect(homeHashRedirect('#giftMembership')).toBe('/gift-checkout');
    fc.assert(fc.property(fc.string(), (h) => void expect(homeHashRedirect(h === '#giftMembership' ? '' : h)).toBeNull()));
  });
});

describe('a redeemed gift in the membership settings', () => {
  it('says it is a gift that does not renew, never a price of $0', async () => {
    const { membershipSettingsModel } = await import('../core/membership/membership-settings.ts');
    const model = membershipSettingsModel(
      {
        membershipId: 'm',
        membershipType: 'YEARLY',
        currency: 'USD',
        amount: 0,
        startedAt: 0,
        currentPeriodEndsAt: Date.UTC(2027, 10, 24),
        discountEndsAt: null,
        isCancelled: true,
        paymentProvider: 'GIFT',
        paymentFailedAt: null,
        hasRecurringPaymentFailedMoreThanOnce: false,
        hasCreditCardExpired: false,
        planV2: { discount: null },
        switchPlanSchedule: null,
        paymentMethod: null,
      },
      Date.UTC(2026, 10, 24),
    );
    expect(model.price).toBe('A gift: it does not renew');
    expect(model.canCancel).toBe(false);
    expect(model.canReactivate).toBe(false);
    expect(model.canSwitchPlan).toBe(false);
  });
});
