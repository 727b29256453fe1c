// Test data for the membership's component tests: a MembershipStatus as the server sends it.
import type { MembershipStatusData } from './membership-queries.ts';

const DAY = 86_400_000;
export const TEST_NOW = Date.parse('2026-11-21T12:00:00.000Z');

export const statusData = (overrides: Partial<MembershipStatusData> = {}): MembershipStatusData => ({
  membershipId: 'mem_1',
  membershipType: 'MONTHLY',
  currency: 'USD',
  amount: 500,
  startedAt: TEST_NOW - 100 * DAY,
  currentPeriodEndsAt: TEST_NOW + 20 * DAY,
  discountEndsAt: null,
  isCancelled: false,
  paymentProvider: 'SANDBOX',
  paymentFailedAt: null,
  hasRecurringPaymentFailedMoreThanOnce: false,
  hasCreditCardExpired: false,
  planV2: { discount: null },
  switchPlanSchedule: null,
  paymentMethod: { kind: 'CARD', cardType: 'VISA', lastFour: '4242', expirationMonth: 12, expirationYear: 2030 },
  ...overrides,
});
