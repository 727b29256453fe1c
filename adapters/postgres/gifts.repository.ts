// Issue 23 part B: gift orders and their codes, redeeming a code (once, whoever races for it), ending a gift's year,
// the reasons members give when they cancel, and the discount a membership carries. The rules (code statuses, the
// term, the discount arithmetic) are core's (core/membership/gift-code.ts, discounts.ts); this file keeps them.
import { randomBytes } from 'node:crypto';
import { addMonths } from 'date-fns';
import { sql, type Kysely, type Selectable } from 'kysely';
import { giftCodeStatus, type GiftCodeStatus } from '../../core/membership/gift-code.ts';
import type { CancellationReason } from '../../core/membership/cancellation.ts';
import type { GiftType } from '../../core/membership/gift.ts';
import type { Currency, MembershipType } from '../../core/membership/types.ts';
import type { Database, GiftCodesTable, GiftOrdersTable } from './database.types.ts';

export type GiftOrderRow = Selectable<GiftOrdersTable>;
export type GiftCodeRow = Selectable<GiftCodesTable>;
export type GiftOrderWithCodes = GiftOrderRow & { codes: GiftCodeRow[] };

export type NewGiftOrder = {
  purchaserId: string;
  giftType: GiftType;
  unitAmount: number;
  currency: Currency;
  provider: string;
  chargeRef: string;
  idempotencyKey: string;
  recipientEmail: string | null;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
  sendAt: Date | null;
  newMembersOnly: boolean;
  termMonths: number;
  membershipType: MembershipType;
  /** One per gift: drawn by the caller (crypto bytes through core's giftCodeFromBytes). */
  codes: readonly string[];
  expiresAt: Date;
  now: Date;
};

export type RedeemOutcome =
  | { ok: true; membershipId: string; endsAt: Date; orderId: string }
  | { ok: false; status: Exclude<GiftCodeStatus, 'VALID'> }
  | { ok: false; status: 'VALID'; error: 'ALREADY_MEMBER' };

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

/** Thrown inside a redemption's transaction to take it back; never leaves this file. */
class AlreadyMember extends Error {}

export type GiftsRepository = ReturnType<typeof giftsRepository>;

export function giftsRepository(db: Kysely<Database>) {
  const codesOf = async (orderIds: readonly string[]) => {
    if (orderIds.length === 0) return new Map<string, GiftCodeRow[]>();
    const rows = await db.selectFrom('giftCodes').selectAll().where('orderId', 'in', [...orderIds]).orderBy('createdAt').orderBy('code').execute();
    const out = new Map<string, GiftCodeRow[]>();
    for (const r of rows) out.set(r.orderId, [...(out.get(r.orderId) ?? []), r]);
    return out;
  };

  const repo = {
    /** Stores a paid order and its codes; the same idempotency key again answers the order it already stored. */
    async createOrder(input: NewGiftOrder): Promise<GiftOrderWithCodes> {
      return db.transaction().execute(async (trx) => {
        const id = newId('gift');
        const inserted = await trx
          .insertInto('giftOrders')
          .values({
            id,
            purchaserId: input.purchaserId,
            giftType: input.giftType,
            quantity: input.codes.length,
            unitAmount: input.unitAmount,
            amount: input.unitAmount * input.codes.length,
            currency: input.currency,
            provider: input.provider,
            chargeRef: input.chargeRef,
            idempotencyKey: input.idempotencyKey,
            recipientEmail: input.recipientEmail,
            recipientName: input.recipientName,
            senderName: input.senderName,
            message: input.message,
            sendAt: input.sendAt,
            newMembersOnly: input.newMembersOnly,
            createdAt: input.now,
          })
          .onConflict((oc) => oc.column('idempotencyKey').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!inserted) {
          const order = await trx.selectFrom('giftOrders').selectAll().where('idempotencyKey', '=', input.idempotencyKey).executeTakeFirstOrThrow();
          const codes = await trx.selectFrom('giftCodes').selectAll().where('orderId', '=', order.id).orderBy('code').execute();
          return { ...order, codes };
        }
        const codes = await trx
          .insertInto('giftCodes')
          .values(
            input.codes.map((code) => ({
              code,
              orderId: id,
              membershipType: input.membershipType,
              termMonths: input.termMonths,
              newMembersOnly: input.newMembersOnly,
              expiresAt: input.expiresAt,
              createdAt: input.now,
            })),
          )
          .returningAll()
          .execute();
        return { ...inserted, codes };
      });
    },

    async order(id: string): Promise<GiftOrderWithCodes | null> {
      const order = await db.selectFrom('giftOrders').selectAll().where('id', '=', id).executeTakeFirst();
      if (!order) return null;
      return { ...order, codes: (await codesOf([order.id])).get(order.id) ?? [] };
    },

    /** The gifts a reader bought, newest first, with their codes (a group gift's buyer hands them out). */
    async ordersOf(purchaserId: string, limit: number): Promise<GiftOrderWithCodes[]> {
      const orders = await db.selectFrom('giftOrders').selectAll().where('purchaserId', '=', purchaserId).orderBy('createdAt', 'desc').limit(limit).execute();
      const codes = await codesOf(orders.map((o) => o.id));
      return orders.map((o) => ({ ...o, codes: codes.get(o.id) ?? [] }));
    },

    /** One of the reader's own charges with what the receipt shows; null for another reader's charge or none. */
    async receipt(chargeId: string, userId: string) {
      const row = await db
        .selectFrom('membershipCharges as c')
        .innerJoin('memberships as m', 'm.id', 'c.membershipId')
        .innerJoin('users as u', 'u.id', 'c.userId')
        .select(['c.id', 'c.membershipType', 'c.amount', 'c.currency', 'c.status', 'c.periodStart', 'c.periodEnd', 'c.createdAt', 'm.paymentMethod', 'u.name', 'u.username', 'u.email'])
        .where('c.id', '=', chargeId)
        .where('c.userId', '=', userId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Where a reader's e-mail goes (a gift's buyer hears what they bought). */
    async emailOf(userId: string): Promise<string | null> {
      return (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email ?? null;
    },

    async code(code: string): Promise<GiftCodeRow | null> {
      return (await db.selectFrom('giftCodes').selectAll().where('code', '=', code).executeTakeFirst()) ?? null;
    },

    /** A code's status for a reader at `now` (platform-reference §3), read without changing anything. */
    async status(code: string, userId: string, now: Date): Promise<GiftCodeStatus> {
      const row = await repo.code(code);
      const hasPast = await hasPastMemberships(db, userId);
      return giftCodeStatus(row && { redeemedAt: row.redeemedAt?.getTime() ?? null, expiresAt: row.expiresAt.getTime(), newMembersOnly: row.newMembersOnly }, { hasPastMemberships: hasPast }, now.getTime());
    },

    /**
     * Redeems a code for a reader: the code is claimed by one conditional UPDATE (unused, not expired, and for a
     * new-members-only code a reader with no past membership), so of two readers racing for it exactly one wins;
     * the reader becomes a member for the gift's term in the same transaction, or nothing changes (a reader who is
     * already a member keeps the code unused).
     */
    async redeem(code: string, userId: string, now: Date): Promise<RedeemOutcome> {
      try {
        return await db.transaction().execute(async (trx): Promise<RedeemOutcome> => {
          const claimed = await trx
            .updateTable('giftCodes')
            .set({ redeemedBy: userId, redeemedAt: now })
            .where('code', '=', code)
            .where('redeemedAt', 'is', null)
            .where('expiresAt', '>', now)
            .where((eb) =>
              eb.or([
                eb('newMembersOnly', '=', false),
                eb.not(eb.exists(eb.selectFrom('memberships').select('id').where('memberships.userId', '=', userId).where('memberships.endedAt', 'is not', null))),
              ]),
            )
            .returningAll()
            .executeTakeFirst();
          if (!claimed) {
            const row = await trx.selectFrom('giftCodes').selectAll().where('code', '=', code).executeTakeFirst();
            const past = await hasPastMemberships(trx, userId);
            const status = giftCodeStatus(
              row ? { redeemedAt: row.redeemedAt?.getTime() ?? null, expiresAt: row.expiresAt.getTime(), newMembersOnly: row.newMembersOnly } : null,
              { hasPastMemberships: past },
              now.getTime(),
            );
            // VALID cannot happen here (the UPDATE took every valid code); answered as used if it ever did.
            return { ok: false, status: status === 'VALID' ? 'ALREADY_USED' : status };
          }
          const active = await trx.selectFrom('memberships').select('id').where('userId', '=', userId).where('endedAt', 'is', null).executeTakeFirst();
          if (active) throw new AlreadyMember();
          const endsAt = addMonths(now, claimed.termMonths);
          const membershipId = newId('mem');
          await trx
            .insertInto('memberships')
            .values({
              id: membershipId,
              userId,
              membershipType: claimed.membershipType,
              currency: 'USD',
              amount: 0,
              startedAt: now,
              currentPeriodStartsAt: now,
              currentPeriodEndsAt: endsAt,
              // A gift does not renew: it ends with its term.
              isCancelled: true,
              paymentProvider: 'GIFT',
              subscriptionRef: `gift_${code}`,
              updatedAt: now,
            })
            .execute();
          await trx.updateTable('giftCodes').set({ membershipId }).where('code', '=', code).execute();
          return { ok: true, membershipId, endsAt, orderId: claimed.orderId };
        });
      } catch (error) {
        // Already a member, found in the transaction or by the one-active-membership index (a race).
        if (error instanceof AlreadyMember || (error as { code?: string }).code === '23505') return { ok: false, status: 'VALID', error: 'ALREADY_MEMBER' };
        throw error;
      }
    },

    /** Ends the gift memberships whose term is over at `now`; how many ended. */
    async endDueGiftMemberships(now: Date): Promise<number> {
      const ended = await db
        .updateTable('memberships')
        .set({ endedAt: sql<Date>`current_period_ends_at`, updatedAt: now })
        .where('paymentProvider', '=', 'GIFT')
        .where('endedAt', 'is', null)
        .where('currentPeriodEndsAt', '<=', now)
        .returning('id')
        .execute();
      return ended.length;
    },

    /** What a member answered in the cancel flow. */
    async recordCancellation(input: { userId: string; membershipId: string; reason: CancellationReason; offeredPercent: number | null; outcome: 'DISCOUNT_ACCEPTED' | 'CANCELLED'; now: Date }) {
      await db
        .insertInto('cancellationFeedback')
        .values({ id: newId('cxl'), userId: input.userId, membershipId: input.membershipId, reason: input.reason, offeredPercent: input.offeredPercent, outcome: input.outcome, createdAt: input.now })
        .execute();
    },

    /** Reasons given, for staff: how many of each since `since`. */
    async cancellationCounts(since: Date): Promise<{ reason: string; outcome: string; count: number }[]> {
      const rows = await db
        .selectFrom('cancellationFeedback')
        .select(['reason', 'outcome', (eb) => eb.fn.countAll<string>().as('count')])
        .where('createdAt', '>=', since)
        .groupBy(['reason', 'outcome'])
        .execute();
      return rows.map((r) => ({ reason: r.reason, outcome: r.outcome, count: Number(r.count) }));
    },

    /** The discount a membership carries: `amount` per period until `endsAt`, then `regularAmount`. */
    /**
     * Issue 23 with Stripe: keeps a checked gift order while its buyer pays on Stripe's page; the same key keeps one
     * (a double click, a retried request) and answers its id.
     */
    async saveCheckout(input: { purchaserId: string; idempotencyKey: string; order: Record<string, unknown>; amount: number; currency: Currency; now: Date }): Promise<string> {
      const id = newId('giftco');
      const inserted = await db
        .insertInto('giftCheckouts')
        .values({ id, purchaserId: input.purchaserId, idempotencyKey: input.idempotencyKey, input: JSON.stringify(input.order), amount: input.amount, currency: input.currency, createdAt: input.now })
        .onConflict((oc) => oc.column('idempotencyKey').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return inserted.id;
      return (await db.selectFrom('giftCheckouts').select('id').where('idempotencyKey', '=', input.idempotencyKey).executeTakeFirstOrThrow()).id;
    },

    async checkout(id: string) {
      const row = await db.selectFrom('giftCheckouts').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { ...row, amount: Number(row.amount) } : null;
    },

    async markCheckoutOrdered(id: string, orderId: string): Promise<void> {
      await db.updateTable('giftCheckouts').set({ orderId }).where('id', '=', id).where('orderId', 'is', null).execute();
    },

    async setMembershipDiscount(membershipId: string, d: { amount: number; numCycles: number; regularAmount: number; endsAt: Date }, now: Date): Promise<void> {
      await db
        .updateTable('memberships')
        .set({ discountNumCycles: d.numCycles, regularAmount: d.regularAmount, discountEndsAt: d.endsAt, updatedAt: now })
        .where('id', '=', membershipId)
        .execute();
    },
  };
  return repo;
}

async function hasPastMemberships(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await db.selectFrom('memberships').select('id').where('userId', '=', userId).where('endedAt', 'is not', null).executeTakeFirst()) !== undefined;
}
