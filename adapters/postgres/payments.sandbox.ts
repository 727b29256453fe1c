// The built-in sandbox payment provider, the default: no account anywhere, test card numbers
// that succeed, are declined, have expired or fail on renewal, and renewals that happen when the clock
// says so — `advance(now)` — so every membership state and banner can be reached by moving a clock. It
// keeps its own books (sandbox_subscriptions) like an outside provider would, and reports what happened as
// events (sandbox_events) that the membership applies exactly once.
import { randomBytes } from 'node:crypto';
import { addMonths, addYears } from 'date-fns';
import type { Kysely } from 'kysely';
import { isPaymentMethodExpired } from '../../core/membership/payment-method.ts';
import { billingPeriodOf, type CardBrand, type MembershipType, type Money, type PaymentMethod } from '../../core/membership/types.ts';
import type {
  CardDetails,
  OneTimeCharge,
  OneTimeChargeInput,
  PaymentProvider,
  PaymentRefusal,
  ProviderEvent,
  StartSubscriptionInput,
  SubscriptionStart,
} from '../../core/ports/payment-provider.port.ts';
import type { Database } from '../postgres/database.types.ts';

/** The test cards (README: Membership). Any other valid number succeeds like the first. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  expired: '4000000000000069',
  failsOnRenewal: '4000000000000341',
} as const;

/** A failed renewal is tried again after this long, and the subscription ends after this many failures. */
export const RETRY_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
export const MAX_RENEWAL_ATTEMPTS = 4;

const refuse = (code: PaymentRefusal['code'], message: string): PaymentRefusal => ({ ok: false, code, message });

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && digits.length <= 19 && sum % 10 === 0;
}

export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER';
  if (/^35/.test(digits)) return 'JCB';
  if (/^(36|38|30[0-5])/.test(digits)) return 'DINERS';
  return 'OTHER';
}


/** The card as the reader sees it, or why it cannot be used at `now`. */
function checkCard(card: CardDetails, now: number): { ok: true; digits: string; method: PaymentMethod } | PaymentRefusal {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !luhnValid(digits)) return refuse('incorrect_number', 'Your card number is incorrect.');
  if (!Number.isInteger(card.expirationMonth) || card.expirationMonth < 1 || card.expirationMonth > 12 || !Number.isInteger(card.expirationYear)) {
    return refuse('expired_card', "Your card's expiration date is incomplete.");
  }
  const method: PaymentMethod = {
    kind: 'CARD',
    cardType: cardBrandOf(digits),
    lastFour: digits.slice(-4),
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
  };
  if (digits === SANDBOX_CARDS.expired || isPaymentMethodExpired(method, now)) return refuse('expired_card', 'Your card has expired.');
  if (!/^\d{3,4}$/.test(card.cvc)) return refuse('incorrect_cvc', "Your card's security code is incorrect.");
  if (digits === SANDBOX_CARDS.declined) return refuse('card_declined', 'Your card was declined.');
  return { ok: true, digits, method };
}

const nextPeriodEnd = (type: MembershipType, from: number): number =>
  (billingPeriodOf(type) === 'MONTHLY' ? addMonths(from, 1) : addYears(from, 1)).getTime();

const ref = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export type SandboxProvider = PaymentProvider & {
  /** Renews, fails and ends whatever is due at `now`; returns how many events it recorded. */
  advance(now: number): Promise<number>;
  /** Hands each event not yet delivered to `apply`, oldest first, marking it delivered once applied. */
  deliver(apply: (event: ProviderEvent) => Promise<void>, now: number): Promise<number>;
};

export function sandboxProvider(db: Kysely<Database>): SandboxProvider {
  const record = async (trx: Kysely<Database>, event: ProviderEvent) => {
    await trx.insertInto('sandboxEvents').values({ id: event.id, event: JSON.stringify(event) }).execute();
  };

  return {
    name: 'SANDBOX',

    async startSubscription(input: StartSubscriptionInput): Promise<SubscriptionStart | PaymentRefusal> {
      const card = checkCard(input.card, input.now);
      if (!card.ok) return card;
      const periodEnd = nextPeriodEnd(input.membershipType, input.now);
      const subscriptionRef = ref('sub');
      const inserted = await db
        .insertInto('sandboxSubscriptions')
        .values({
          ref: subscriptionRef,
          userId: input.userId,
          idempotencyKey: input.idempotencyKey,
          cardNumber: card.digits,
          paymentMethod: JSON.stringify(card.method),
          membershipType: input.membershipType,
          amount: input.price.amount,
          currency: input.price.currency,
          periodStart: new Date(input.now),
          periodEnd: new Date(periodEnd),
          nextAttemptAt: new Date(periodEnd),
          // The first payment is the discount's first cycle.
          ...(input.discount ? { discountCyclesLeft: Math.max(0, input.discount.numCycles - 1), regularAmount: input.discount.regularPrice.amount } : {}),
        })
        .onConflict((oc) => oc.column('idempotencyKey').doNothing())
        .returning('ref')
        .executeTakeFirst();
      // The same request again: answer with the subscription it already started.
      const row = inserted
        ? null
        : await db.selectFrom('sandboxSubscriptions').selectAll().where('idempotencyKey', '=', input.idempotencyKey).executeTakeFirstOrThrow();
      return {
        ok: true,
        subscriptionRef: row?.ref ?? subscriptionRef,
        paymentMethod: row ? row.paymentMethod : card.method,
        periodStart: row ? row.periodStart.getTime() : input.now,
        periodEnd: row ? row.periodEnd.getTime() : periodEnd,
        chargeRef: `ch_${row?.ref ?? subscriptionRef}_1`,
        amount: input.price,
      };
    },

    async charge(input: OneTimeChargeInput): Promise<OneTimeCharge | PaymentRefusal> {
      const card = checkCard(input.card, input.now);
      if (!card.ok) return card;
      const chargeRef = ref('ch');
      const inserted = await db
        .insertInto('sandboxCharges')
        .values({
          ref: chargeRef,
          userId: input.userId,
          idempotencyKey: input.idempotencyKey,
          amount: input.amount.amount,
          currency: input.amount.currency,
          paymentMethod: JSON.stringify(card.method),
          description: input.description,
          createdAt: new Date(input.now),
        })
        .onConflict((oc) => oc.column('idempotencyKey').doNothing())
        .returning('ref')
        .executeTakeFirst();
      // The same request again: the charge it already made.
      const row = inserted ? null : await db.selectFrom('sandboxCharges').selectAll().where('idempotencyKey', '=', input.idempotencyKey).executeTakeFirstOrThrow();
      return row
        ? { ok: true, chargeRef: row.ref, amount: { amount: row.amount, currency: row.currency }, paymentMethod: row.paymentMethod }
        : { ok: true, chargeRef, amount: input.amount, paymentMethod: card.method };
    },

    // Issue 23 part C: the sandbox pays a writer at once; its reference is derived from the payout's id, so paying
    // the same payout again answers the same reference (nothing is paid twice: the payout row moves PROCESSING →
    // PAID once, partner.repository.ts finishPayout).
    async payout(input) {
      if (!Number.isSafeInteger(input.amount.amount) || input.amount.amount <= 0) return { ok: false, message: 'A payout must be a positive amount.' };
      return { ok: true, payoutRef: `po_sandbox_${input.idempotencyKey}`, status: 'PAID' };
    },

    async applyDiscount(subscriptionRef, discount) {
      await db
        .updateTable('sandboxSubscriptions')
        .set({ amount: discount.price.amount, discountCyclesLeft: discount.numCycles, regularAmount: discount.regularPrice.amount })
        .where('ref', '=', subscriptionRef)
        .where('endedAt', 'is', null)
        .execute();
    },

    async setCancelAtPeriodEnd(subscriptionRef, cancel) {
      await db.updateTable('sandboxSubscriptions').set({ cancelAtPeriodEnd: cancel }).where('ref', '=', subscriptionRef).where('endedAt', 'is', null).execute();
    },

    async scheduleSwitch(subscriptionRef, to) {
      await db
        .updateTable('sandboxSubscriptions')
        .set({ switchType: to?.membershipType ?? null, switchAmount: to?.price.amount ?? null })
        .where('ref', '=', subscriptionRef)
        .execute();
    },

    async replaceCard(subscriptionRef, details, now) {
      const sub = await db.selectFrom('sandboxSubscriptions').selectAll().where('ref', '=', subscriptionRef).executeTakeFirst();
      if (!sub) return refuse('processing_error', 'There is no such subscription.');
      const card = checkCard(details, now);
      if (!card.ok) return card;
      await db
        .updateTable('sandboxSubscriptions')
        .set({
          cardNumber: card.digits,
          paymentMethod: JSON.stringify(card.method),
          // After a failure, the new card is tried at once rather than at the next scheduled retry.
          ...(sub.failedAttempts > 0 ? { nextAttemptAt: new Date(now) } : {}),
        })
        .where('ref', '=', subscriptionRef)
        .execute();
      return { ok: true, paymentMethod: card.method };
    },

    async advance(now) {
      let recorded = 0;
      for (;;) {
        const due = await db
          .selectFrom('sandboxSubscriptions')
          .selectAll()
          .where('endedAt', 'is', null)
          .where('nextAttemptAt', '<=', new Date(now))
          .orderBy('nextAttemptAt')
          .limit(100)
          .execute();
        if (due.length === 0) return recorded;
        for (const candidate of due) {
          // Issue 20: the row is locked and read again inside the transaction; a run in another process (or a
          // concurrent call here) that got there first has moved next_attempt_at on, and this one records nothing.
          const done = await db.transaction().execute(async (trx) => {
            const sub = await trx
              .selectFrom('sandboxSubscriptions')
              .selectAll()
              .where('ref', '=', candidate.ref)
              .where('endedAt', 'is', null)
              .where('nextAttemptAt', '<=', new Date(now))
              .forUpdate()
              .executeTakeFirst();
            if (!sub) return false;
            const at = sub.nextAttemptAt.getTime();
            const periodEnd = sub.periodEnd.getTime();
            if (sub.cancelAtPeriodEnd) {
              await trx.updateTable('sandboxSubscriptions').set({ endedAt: new Date(periodEnd) }).where('ref', '=', sub.ref).execute();
              await record(trx, { id: ref('evt'), type: 'ended', subscriptionRef: sub.ref, occurredAt: periodEnd });
              return true;
            }
            const type = sub.switchType ?? sub.membershipType;
            // Issue 23: a discount's cycles are charged at its price; then the regular price again.
            const discountLeft = sub.switchType === null && sub.discountCyclesLeft > 0;
            const base = discountLeft || sub.regularAmount === null ? sub.amount : sub.regularAmount;
            const amount: Money = { amount: sub.switchAmount ?? base, currency: sub.currency };
            const cardFails = sub.cardNumber === SANDBOX_CARDS.failsOnRenewal || isPaymentMethodExpired(sub.paymentMethod, at);
            if (cardFails) {
              const attempt = sub.failedAttempts + 1;
              await record(trx, { id: ref('evt'), type: 'payment_failed', subscriptionRef: sub.ref, occurredAt: at, attempt, amount });
              if (attempt >= MAX_RENEWAL_ATTEMPTS) {
                await trx.updateTable('sandboxSubscriptions').set({ failedAttempts: attempt, endedAt: new Date(at) }).where('ref', '=', sub.ref).execute();
                await record(trx, { id: ref('evt'), type: 'ended', subscriptionRef: sub.ref, occurredAt: at });
              } else {
                await trx
                  .updateTable('sandboxSubscriptions')
                  .set({ failedAttempts: attempt, nextAttemptAt: new Date(at + RETRY_AFTER_MS) })
                  .where('ref', '=', sub.ref)
                  .execute();
              }
              return true;
            }
            const nextEnd = nextPeriodEnd(type, periodEnd);
            await trx
              .updateTable('sandboxSubscriptions')
              .set({
                membershipType: type,
                amount: amount.amount,
                discountCyclesLeft: discountLeft ? sub.discountCyclesLeft - 1 : 0,
                regularAmount: discountLeft ? sub.regularAmount : null,
                switchType: null,
                switchAmount: null,
                periodStart: new Date(periodEnd),
                periodEnd: new Date(nextEnd),
                failedAttempts: 0,
                nextAttemptAt: new Date(nextEnd),
              })
              .where('ref', '=', sub.ref)
              .execute();
            await record(trx, {
              id: ref('evt'),
              type: 'renewed',
              subscriptionRef: sub.ref,
              occurredAt: at,
              periodStart: periodEnd,
              periodEnd: nextEnd,
              membershipType: type,
              amount,
              chargeRef: ref('ch'),
            });
            return true;
          });
          if (done) recorded++;
        }
      }
    },

    async deliver(apply, now) {
      const pending = await db.selectFrom('sandboxEvents').select(['id', 'event']).where('deliveredAt', 'is', null).orderBy('seq').execute();
      for (const row of pending) {
        await apply(row.event as ProviderEvent);
        await db.updateTable('sandboxEvents').set({ deliveredAt: new Date(now) }).where('id', '=', row.id).execute();
      }
      return pending.length;
    },
  };
}
