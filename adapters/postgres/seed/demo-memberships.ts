// Demo accounts in each membership state (reader-experience §4 banners and settings): six readers
// added beside the corpus (which stays as generated), each with a membership billed by the built-in
// sandbox, written both in Quire's books (memberships, membership_charges) and in the sandbox's own
// (sandbox_subscriptions), so its renewals carry on from where the demo starts. Everything is derived from
// the seed's `now`: no randomness, the same rows for the same time.
//
// The states (README: Demo content):
// - nora_member: an active Member, monthly;
// - felix_friend: an active Friend, yearly;
// - clara_cancelled: a cancelled Member (yearly) whose period ends in 10 days — the reactivate banner;
// - eli_expired_card: a Member (yearly) whose card has expired, with no failed payment yet — 'Your payment
//   method has expired.' (neutral, dismissible: the period ends in 20 days);
// - pia_payment_failed: a Member (monthly) whose renewal failed twice and is being retried — 'Your
//   subscription payment failed.' (error colour);
// - kai_card_expiring: a Member (monthly) whose card expires at the end of this month, when the period
//   ends — 'Your payment method will expire soon.' during the last 7 days of the month (a card is good
//   through its expiration month, so that is the only time the state exists).
import { addMonths, addYears } from 'date-fns';
import type { MembershipType, PaymentMethod } from '../../../core/membership/types.ts';
import { membershipPrice, priceKeyOf } from '../../../core/membership/prices.ts';
import type { Database } from '../database.types.ts';
import type { Insertable } from 'kysely';
import type { DemoCorpus, DemoUser } from './corpus.types.ts';

const DAY = 86_400_000;

/** The sandbox's test cards (adapters/postgres/payments.sandbox.ts SANDBOX_CARDS). */
const CARD_OK = '4242424242424242';
const CARD_FAILS_ON_RENEWAL = '4000000000000341';
/** The sandbox tries a failed renewal again after 3 days (payments.sandbox.ts RETRY_AFTER_MS). */
const RETRY_AFTER_MS = 3 * DAY;

export type DemoMemberships = {
  users: DemoUser[];
  memberships: Insertable<Database['memberships']>[];
  charges: Insertable<Database['membershipCharges']>[];
  sandboxSubscriptions: Insertable<Database['sandboxSubscriptions']>[];
};

type Account = {
  username: string;
  name: string;
  bio: string;
  type: MembershipType;
  /** The current period's end, from now. */
  periodEnd: (now: Date) => Date;
  /** How many periods were paid before the current one. */
  paidBefore: number;
  card: (now: Date) => { number: string; month: number; year: number };
  cancelled?: boolean;
  /** Renewal failures so far (the period has ended unrenewed). */
  failures?: number;
};

const farCard = (now: Date) => ({ number: CARD_OK, month: 12, year: now.getUTCFullYear() + 4 });

export const DEMO_MEMBERSHIP_ACCOUNTS: readonly Account[] = [
  {
    username: 'nora_member',
    name: 'Nora Lind',
    bio: 'Demo account: an active Member, billed monthly.',
    type: 'MONTHLY',
    periodEnd: (now) => new Date(now.getTime() + 12 * DAY),
    paidBefore: 3,
    card: farCard,
  },
  {
    username: 'felix_friend',
    name: 'Felix Brandt',
    bio: 'Demo account: a Friend, billed yearly.',
    type: 'PREMIUM_YEARLY',
    periodEnd: (now) => new Date(now.getTime() + 160 * DAY),
    paidBefore: 0,
    card: farCard,
  },
  {
    username: 'clara_cancelled',
    name: 'Clara Osei',
    bio: 'Demo account: a cancelled membership that ends in ten days.',
    type: 'YEARLY',
    periodEnd: (now) => new Date(now.getTime() + 10 * DAY),
    paidBefore: 1,
    card: farCard,
    cancelled: true,
  },
  {
    username: 'eli_expired_card',
    name: 'Eli Navarro',
    bio: 'Demo account: a Member whose card has expired.',
    type: 'YEARLY',
    periodEnd: (now) => new Date(now.getTime() + 20 * DAY),
    paidBefore: 0,
    // The month before this one: expired since the 1st.
    card: (now) => {
      const lastMonth = addMonths(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1), -1);
      return { number: CARD_OK, month: lastMonth.getUTCMonth() + 1, year: lastMonth.getUTCFullYear() };
    },
  },
  {
    username: 'pia_payment_failed',
    name: 'Pia Sorensen',
    bio: 'Demo account: a Member whose renewal payment failed twice.',
    type: 'MONTHLY',
    // Ended four days ago, unrenewed: failed then and again three days later, retried in two days.
    periodEnd: (now) => new Date(now.getTime() - 4 * DAY),
    paidBefore: 2,
    card: (now) => ({ number: CARD_FAILS_ON_RENEWAL, month: 12, year: now.getUTCFullYear() + 4 }),
    failures: 2,
  },
  {
    username: 'kai_card_expiring',
    name: 'Kai Moreau',
    bio: 'Demo account: a Member whose card expires when the period ends.',
    type: 'MONTHLY',
    // The period ends when the card stops working: the first instant of next month (UTC).
    periodEnd: (now) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    paidBefore: 2,
    card: (now) => ({ number: CARD_OK, month: now.getUTCMonth() + 1, year: now.getUTCFullYear() }),
  },
];

const step = (type: MembershipType, at: Date | number, n: number): Date =>
  type === 'MONTHLY' || type === 'PREMIUM_MONTHLY' ? addMonths(at, n) : addYears(at, n);

/** A 12-digit hex id like the corpus's, from a fixed prefix no generated id starts with twice. */
function demoId(index: number, taken: ReadonlySet<string>): string {
  for (let salt = 0; ; salt++) {
    const id = `de${(0xa000 + salt * 16 + index).toString(16)}`.padEnd(12, '0');
    if (!taken.has(id)) return id;
  }
}

/** The demo membership accounts for a corpus generated at `now`. */
export function demoMembershipsOf(corpus: DemoCorpus, now: Date): DemoMemberships {
  const taken = new Set(corpus.users.map((u) => u.id));
  const usernames = new Set(corpus.users.map((u) => u.username));
  const result: DemoMemberships = { users: [], memberships: [], charges: [], sandboxSubscriptions: [] };
  DEMO_MEMBERSHIP_ACCOUNTS.forEach((account, index) => {
    if (usernames.has(account.username)) throw new Error(`The demo corpus already has ${account.username}`);
    const userId = demoId(index, taken);
    taken.add(userId);
    const price = membershipPrice(priceKeyOf(account.type));
    const periodEnd = account.periodEnd(now);
    const periodStart = step(account.type, periodEnd, -1);
    const startedAt = step(account.type, periodStart, -account.paidBefore);
    const card = account.card(now);
    const method: PaymentMethod = { kind: 'CARD', cardType: 'VISA', lastFour: card.number.slice(-4), expirationMonth: card.month, expirationYear: card.year };
    const membershipId = `mem_demo_${account.username}`;
    const subscriptionRef = `sub_demo_${account.username}`;
    const failures = account.failures ?? 0;
    const failedAt = (attempt: number) => new Date(periodEnd.getTime() + (attempt - 1) * RETRY_AFTER_MS);
    const isFriend = account.type === 'PREMIUM_MONTHLY' || account.type === 'PREMIUM_YEARLY';

    result.users.push({
      id: userId,
      username: account.username,
      name: account.name,
      bio: account.bio,
      email: `${account.username}@example.com`,
      imageId: null,
      // Readers since before their first payment.
      createdAt: new Date(startedAt.getTime() - 30 * DAY),
    });
    result.memberships.push({
      id: membershipId,
      userId,
      membershipType: account.type,
      currency: price.currency,
      amount: price.amount,
      startedAt,
      currentPeriodStartsAt: periodStart,
      currentPeriodEndsAt: periodEnd,
      friendSince: isFriend ? startedAt : null,
      discountEndsAt: null,
      discountNumCycles: null,
      regularAmount: null,
      isCancelled: account.cancelled ?? false,
      endedAt: null,
      paymentProvider: 'SANDBOX',
      subscriptionRef,
      paymentMethod: JSON.stringify(method),
      paymentFailedAt: failures > 0 ? failedAt(failures) : null,
      failedPaymentCount: failures,
      switchType: null,
      switchAmount: null,
      updatedAt: failures > 0 ? failedAt(failures) : periodStart,
    });
    for (let k = 0; k <= account.paidBefore; k++) {
      const start = step(account.type, startedAt, k);
      result.charges.push({
        id: `chg_demo_${account.username}_${k + 1}`,
        membershipId,
        userId,
        membershipType: account.type,
        amount: price.amount,
        currency: price.currency,
        status: 'PAID',
        chargeRef: `ch_${subscriptionRef}_${k + 1}`,
        periodStart: start,
        periodEnd: step(account.type, start, 1),
        createdAt: start,
      });
    }
    for (let attempt = 1; attempt <= failures; attempt++) {
      result.charges.push({
        id: `chg_demo_${account.username}_failed_${attempt}`,
        membershipId,
        userId,
        membershipType: account.type,
        amount: price.amount,
        currency: price.currency,
        status: 'FAILED',
        chargeRef: null,
        periodStart: null,
        periodEnd: null,
        createdAt: failedAt(attempt),
      });
    }
    result.sandboxSubscriptions.push({
      ref: subscriptionRef,
      userId,
      idempotencyKey: `${userId}:demo`,
      cardNumber: card.number,
      paymentMethod: JSON.stringify(method),
      membershipType: account.type,
      amount: price.amount,
      currency: price.currency,
      periodStart,
      periodEnd,
      cancelAtPeriodEnd: account.cancelled ?? false,
      switchType: null,
      switchAmount: null,
      failedAttempts: failures,
      nextAttemptAt: failures > 0 ? new Date(failedAt(failures).getTime() + RETRY_AFTER_MS) : periodEnd,
      endedAt: null,
    });
  });
  return result;
}
