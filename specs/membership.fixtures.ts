// Shared by the membership specs: an in-memory KeyValueStore and fast-check arbitraries for membership
// states and clock times (epoch ms, 2024–2031).
import fc from 'fast-check';
import { DAY_MS } from '../core/membership/banner-dismissals.ts';
import {
  CARD_BRANDS,
  MEMBERSHIP_TYPES,
  PAYMENT_PROVIDERS,
  type MembershipStatus,
  type PaymentMethod,
} from '../core/membership/types.ts';
import type { KeyValueStore } from '../core/ports/key-value-store.port.ts';

export class MemoryStore implements KeyValueStore {
  readonly data = new Map<string, string>();
  get(key: string) {
    return this.data.get(key) ?? null;
  }
  set(key: string, value: string) {
    this.data.set(key, value);
  }
  remove(key: string) {
    this.data.delete(key);
  }
}

export { DAY_MS };
export const T0 = Date.UTC(2024, 0, 1);
export const T1 = Date.UTC(2031, 0, 1);

export const timeArb = fc.integer({ min: T0, max: T1 });

export const paymentMethodArb: fc.Arbitrary<PaymentMethod> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('CARD' as const, 'APPLE_PAY' as const, 'GOOGLE_PAY' as const),
    cardType: fc.constantFrom(...CARD_BRANDS),
    lastFour: fc.stringMatching(/^\d{4}$/),
    expirationMonth: fc.integer({ min: 1, max: 12 }),
    expirationYear: fc.integer({ min: 2024, max: 2031 }),
  }),
  fc.constant({ kind: 'PAYPAL' as const }),
);

/**
 * A membership whose period ends somewhere between 60 days before and 400 days after `now`. Built once
 * per `now` (building arbitraries is costly): for many clock times use `membershipAroundArb` and
 * `shiftMembership`.
 */
export const membershipArb = (now: number): fc.Arbitrary<MembershipStatus> =>
  membershipAroundArb.map((m) => shiftMembership(m, now));

/** Moves a membership's times by `by` milliseconds. */
export function shiftMembership(m: MembershipStatus, by: number): MembershipStatus {
  return {
    ...m,
    startedAt: m.startedAt + by,
    currentPeriodEndsAt: m.currentPeriodEndsAt + by,
    paymentFailedAt: m.paymentFailedAt === null ? null : m.paymentFailedAt + by,
  };
}

const now = 0;
/** A membership with times around 0 (shift it to a clock time with `shiftMembership`). */
export const membershipAroundArb: fc.Arbitrary<MembershipStatus> =
  fc.record({
    membershipId: fc.stringMatching(/^[a-f0-9]{8}$/),
    membershipType: fc.constantFrom(...MEMBERSHIP_TYPES),
    currency: fc.constant('USD' as const),
    amount: fc.constantFrom(500, 5000, 1500, 15000),
    startedAt: fc.integer({ min: now - 800 * DAY_MS, max: now }),
    currentPeriodEndsAt: fc.oneof(
      fc.integer({ min: now - 60 * DAY_MS, max: now + 400 * DAY_MS }),
      // Near the edges the spec names: the last week and four weeks.
      fc.integer({ min: -2, max: 2 }).map((d) => now + 7 * DAY_MS + d),
      fc.integer({ min: -2, max: 2 }).map((d) => now + 28 * DAY_MS + d),
    ),
    discountEndsAt: fc.constant(null),
    isCancelled: fc.boolean(),
    paymentProvider: fc.constantFrom(...PAYMENT_PROVIDERS),
    paymentFailedAt: fc.option(fc.integer({ min: now - 60 * DAY_MS, max: now }), { nil: null }),
    hasRecurringPaymentFailedMoreThanOnce: fc.boolean(),
    hasCreditCardExpired: fc.boolean(),
    planV2: fc.constant({ discount: null }),
    switchPlanSchedule: fc.constant(null),
    paymentMethod: fc.option(paymentMethodArb, { nil: null }),
  });
