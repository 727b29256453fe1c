// Memberships: the active one and the past ones, billing history, provider events applied once,
// and the banner flags a reader dismissed.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { tierOf, type MembershipSummary, type MembershipType, type Money, type PaymentMethod, type PaymentProviderName } from '../../core/membership/types.ts';
import type { ProviderEvent } from '../../core/ports/payment-provider.port.ts';
import type { Database, MembershipsTable } from './database.types.ts';

export type MembershipRow = Selectable<MembershipsTable>;

export type NewMembership = {
  userId: string;
  membershipType: MembershipType;
  price: Money;
  provider: PaymentProviderName;
  subscriptionRef: string;
  paymentMethod: PaymentMethod;
  periodStart: number;
  periodEnd: number;
  chargeRef: string;
  now: number;
};

export type ChargeRow = {
  id: string;
  membershipType: MembershipType;
  amount: number;
  currency: 'USD' | 'CAD';
  status: 'PAID' | 'FAILED';
  periodStart: Date | null;
  periodEnd: Date | null;
  createdAt: Date;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export type MembershipsRepository = ReturnType<typeof membershipsRepository>;

export function membershipsRepository(db: Kysely<Database>) {
  return {
    async active(userId: string): Promise<MembershipRow | null> {
      return (await db.selectFrom('memberships').selectAll().where('userId', '=', userId).where('endedAt', 'is', null).executeTakeFirst()) ?? null;
    },

    /** The active memberships of several readers (badges on avatars, access to locked stories). */
    async activeByUsers(userIds: readonly string[]): Promise<Map<string, MembershipRow>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.selectFrom('memberships').selectAll().where('userId', 'in', [...userIds]).where('endedAt', 'is', null).execute();
      return new Map(rows.map((r) => [r.userId, r]));
    },

    /** When each reader first became a member, across all their memberships. */
    async memberSince(userIds: readonly string[]): Promise<Map<string, Date>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('memberships')
        .select(['userId', (eb) => eb.fn.min('startedAt').as('since')])
        .where('userId', 'in', [...userIds])
        .groupBy('userId')
        .execute();
      return new Map(rows.map((r) => [r.userId, new Date(r.since as unknown as string | Date)]));
    },

    /** Tier and dates for badges and menus (§3 membership: id, tier, memberSince, friendSince), per active member. */
    async summaries(userIds: readonly string[]): Promise<Map<string, MembershipSummary>> {
      const [active, since] = await Promise.all([this.activeByUsers(userIds), this.memberSince(userIds)]);
      const out = new Map<string, MembershipSummary>();
      for (const [userId, m] of active) {
        out.set(userId, {
          id: m.id,
          tier: tierOf(m.membershipType),
          memberSince: (since.get(userId) ?? m.startedAt).getTime(),
          friendSince: m.friendSince?.getTime() ?? null,
        });
      }
      return out;
    },

    async hasPast(userId: string): Promise<boolean> {
      return (await db.selectFrom('memberships').select('id').where('userId', '=', userId).where('endedAt', 'is not', null).executeTakeFirst()) !== undefined;
    },

    async bySubscription(provider: PaymentProviderName, subscriptionRef: string): Promise<MembershipRow | null> {
      return (
        (await db.selectFrom('memberships').selectAll().where('paymentProvider', '=', provider).where('subscriptionRef', '=', subscriptionRef).executeTakeFirst()) ??
        null
      );
    },

    /** Starts a membership with its first charge; the same subscription twice is one membership. */
    async create(input: NewMembership): Promise<MembershipRow> {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('memberships')
          .selectAll()
          .where('paymentProvider', '=', input.provider)
          .where('subscriptionRef', '=', input.subscriptionRef)
          .executeTakeFirst();
        return existing ?? insertMembership(trx, input);
      });
    },

    async setCancelled(id: string, cancelled: boolean, now: number): Promise<void> {
      await db.updateTable('memberships').set({ isCancelled: cancelled, cancelChangedAt: new Date(now), updatedAt: new Date(now) }).where('id', '=', id).execute();
    },

    async setSwitch(id: string, to: { membershipType: MembershipType; amount: number } | null, now: number): Promise<void> {
      await db
        .updateTable('memberships')
        .set({ switchType: to?.membershipType ?? null, switchAmount: to?.amount ?? null, updatedAt: new Date(now) })
        .where('id', '=', id)
        .execute();
    },

    async setPaymentMethod(id: string, method: PaymentMethod, now: number): Promise<void> {
      await db.updateTable('memberships').set({ paymentMethod: JSON.stringify(method), updatedAt: new Date(now) }).where('id', '=', id).execute();
    },

    /**
     * Applies a provider's event once (by provider and event id), whatever order events arrive in: each
     * carries the state it reports, and only what is newer than the membership's own moves it. An event for
     * a subscription with no membership yet is held, and applied when its `started` event makes one
     * ('held'); a `started` for a reader who already has another active membership starts nothing
     * ('conflict': a second payment the operator should refund).
     */
    async applyEvent(provider: PaymentProviderName, event: ProviderEvent, now: number): Promise<'applied' | 'duplicate' | 'held' | 'conflict'> {
      return db.transaction().execute(async (trx) => {
        const fresh = await trx
          .insertInto('providerEvents')
          .values({ provider, eventId: event.id, appliedAt: new Date(now) })
          .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
          .returning('eventId')
          .executeTakeFirst();
        if (!fresh) return 'duplicate';
        const bySubscription = () =>
          trx
            .selectFrom('memberships')
            .selectAll()
            .where('paymentProvider', '=', provider)
            .where('subscriptionRef', '=', event.subscriptionRef)
            .forUpdate()
            .executeTakeFirst();
        if (event.type === 'started') {
          if (await bySubscription()) return 'applied';
          const user = await trx.selectFrom('users').select('id').where('id', '=', event.userId).executeTakeFirst();
          // A reader deleted since paying: nothing to start (their payment is the operator's to refund).
          if (!user) return 'conflict';
          const other = await trx.selectFrom('memberships').select('id').where('userId', '=', event.userId).where('endedAt', 'is', null).forUpdate().executeTakeFirst();
          if (other) return 'conflict';
          let m = await insertMembership(trx, {
            userId: event.userId,
            membershipType: event.membershipType,
            price: event.amount,
            provider,
            subscriptionRef: event.subscriptionRef,
            paymentMethod: event.paymentMethod,
            periodStart: event.periodStart,
            periodEnd: event.periodEnd,
            chargeRef: event.chargeRef,
            now: event.occurredAt,
          });
          // What arrived before the start, in the order it happened.
          const held = await trx
            .selectFrom('providerEvents')
            .select(['eventId', 'payload'])
            .where('provider', '=', provider)
            .where('subscriptionRef', '=', event.subscriptionRef)
            .where('held', '=', true)
            .orderBy('occurredAt')
            .orderBy('eventId')
            .execute();
          for (const row of held) {
            await applyToMembership(trx, m, row.payload as HeldEvent, now);
            m = await trx.selectFrom('memberships').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
          }
          if (held.length > 0) {
            await trx
              .updateTable('providerEvents')
              .set({ held: false, payload: null })
              .where('provider', '=', provider)
              .where('eventId', 'in', held.map((r) => r.eventId))
              .execute();
          }
          return 'applied';
        }
        const m = await bySubscription();
        if (!m) {
          await trx
            .updateTable('providerEvents')
            .set({ held: true, subscriptionRef: event.subscriptionRef, occurredAt: new Date(event.occurredAt), payload: JSON.stringify(event) })
            .where('provider', '=', provider)
            .where('eventId', '=', event.id)
            .execute();
          return 'held';
        }
        await applyToMembership(trx, m, event, now);
        return 'applied';
      });
    },

    async charges(userId: string, limit: number): Promise<ChargeRow[]> {
      return db
        .selectFrom('membershipCharges')
        .select(['id', 'membershipType', 'amount', 'currency', 'status', 'periodStart', 'periodEnd', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute() as Promise<ChargeRow[]>;
    },

    async dismissedFlags(userId: string): Promise<{ flag: string; dismissedAt: Date }[]> {
      return db.selectFrom('dismissedFlags').select(['flag', 'dismissedAt']).where('userId', '=', userId).orderBy('flag').execute();
    },

    /** Records a dismissal; dismissing again moves its time. */
    async dismissFlag(userId: string, flag: string, now: number): Promise<void> {
      await db
        .insertInto('dismissedFlags')
        .values({ userId, flag, dismissedAt: new Date(now) })
        .onConflict((oc) => oc.columns(['userId', 'flag']).doUpdateSet({ dismissedAt: new Date(now) }))
        .execute();
    },

    /** For tests and the demo: how many events of a provider were applied. */
    async appliedEventCount(provider: PaymentProviderName): Promise<number> {
      const row = await db.selectFrom('providerEvents').select(sql<string>`count(*)`.as('n')).where('provider', '=', provider).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

type Transaction = Kysely<Database>;
/** Every event but `started` (which is never held: it makes the membership the others wait for). */
type HeldEvent = Exclude<ProviderEvent, { type: 'started' }>;

/** A new membership row with its first charge (billing history), inside the caller's transaction. */
async function insertMembership(trx: Transaction, input: Omit<NewMembership, 'paymentMethod'> & { paymentMethod: PaymentMethod | null }): Promise<MembershipRow> {
  const at = new Date(input.now);
  const row = await trx
    .insertInto('memberships')
    .values({
      id: newId('mem'),
      userId: input.userId,
      membershipType: input.membershipType,
      currency: input.price.currency,
      amount: input.price.amount,
      startedAt: at,
      currentPeriodStartsAt: new Date(input.periodStart),
      currentPeriodEndsAt: new Date(input.periodEnd),
      friendSince: tierOf(input.membershipType) === 'FRIEND' ? at : null,
      paymentProvider: input.provider,
      subscriptionRef: input.subscriptionRef,
      paymentMethod: input.paymentMethod && JSON.stringify(input.paymentMethod),
      updatedAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('membershipCharges')
    .values({
      id: newId('chg'),
      membershipId: row.id,
      userId: input.userId,
      membershipType: input.membershipType,
      amount: input.price.amount,
      currency: input.price.currency,
      status: 'PAID',
      chargeRef: input.chargeRef,
      periodStart: new Date(input.periodStart),
      periodEnd: new Date(input.periodEnd),
      createdAt: at,
    })
    .execute();
  return row;
}

/** What an event (other than `started`) does to its membership; compares states, so order does not matter. */
async function applyToMembership(trx: Transaction, m: MembershipRow, event: HeldEvent, now: number): Promise<void> {
  const updatedAt = new Date(now);
  switch (event.type) {
    case 'renewed': {
      // The same charge reported twice (a start read after its first renewal, then that renewal) is one charge.
      const known = await trx
        .selectFrom('membershipCharges')
        .select('id')
        .where('membershipId', '=', m.id)
        .where('status', '=', 'PAID')
        .where('chargeRef', '=', event.chargeRef)
        .executeTakeFirst();
      if (!known) {
        await trx
          .insertInto('membershipCharges')
          .values({
            id: newId('chg'),
            membershipId: m.id,
            userId: m.userId,
            membershipType: event.membershipType,
            amount: event.amount.amount,
            currency: event.amount.currency,
            status: 'PAID',
            chargeRef: event.chargeRef,
            periodStart: new Date(event.periodStart),
            periodEnd: new Date(event.periodEnd),
            createdAt: new Date(event.occurredAt),
          })
          .execute();
      }
      if (event.periodEnd <= m.currentPeriodEndsAt.getTime()) return;
      // A payment for a period that starts once the membership has ended (a late invoice.paid) is kept in the
      // billing history but extends nothing: an ended membership stays ended.
      if (m.endedAt !== null && event.periodStart >= m.endedAt.getTime()) return;
      const becomesFriend = tierOf(event.membershipType) === 'FRIEND' && m.friendSince === null;
      await trx
        .updateTable('memberships')
        .set({
          membershipType: event.membershipType,
          amount: event.amount.amount,
          currency: event.amount.currency,
          currentPeriodStartsAt: new Date(event.periodStart),
          currentPeriodEndsAt: new Date(event.periodEnd),
          ...(becomesFriend ? { friendSince: new Date(event.periodStart) } : {}),
          ...(tierOf(event.membershipType) === 'MEMBER' ? { friendSince: null } : {}),
          ...(m.switchType === event.membershipType ? { switchType: null, switchAmount: null } : {}),
          paymentFailedAt: null,
          failedPaymentCount: 0,
          updatedAt,
        })
        .where('id', '=', m.id)
        .execute();
      return;
    }
    case 'payment_failed': {
      await trx
        .insertInto('membershipCharges')
        .values({
          id: newId('chg'),
          membershipId: m.id,
          userId: m.userId,
          membershipType: m.switchType ?? m.membershipType,
          amount: event.amount.amount,
          currency: event.amount.currency,
          status: 'FAILED',
          chargeRef: null,
          periodStart: null,
          periodEnd: null,
          createdAt: new Date(event.occurredAt),
        })
        .execute();
      // Renewals are tried at or after the period's end: a failure from before it belongs to a period
      // since paid for, and changes nothing.
      if (event.occurredAt < m.currentPeriodEndsAt.getTime()) return;
      await trx
        .updateTable('memberships')
        .set({
          paymentFailedAt: new Date(Math.max(event.occurredAt, m.paymentFailedAt?.getTime() ?? 0)),
          failedPaymentCount: Math.max(m.failedPaymentCount, event.attempt),
          updatedAt,
        })
        .where('id', '=', m.id)
        .execute();
      return;
    }
    case 'ended':
      if (m.endedAt === null) await trx.updateTable('memberships').set({ endedAt: new Date(event.occurredAt), updatedAt }).where('id', '=', m.id).execute();
      return;
    case 'payment_method_updated':
      await trx.updateTable('memberships').set({ paymentMethod: JSON.stringify(event.paymentMethod), updatedAt }).where('id', '=', m.id).execute();
      return;
    case 'cancellation_changed':
      // Only a change newer than the last one Quire knows of (its own, or one reported earlier) counts.
      if (m.endedAt !== null || (m.cancelChangedAt !== null && event.occurredAt < m.cancelChangedAt.getTime())) return;
      await trx
        .updateTable('memberships')
        .set({ isCancelled: event.cancelAtPeriodEnd, cancelChangedAt: new Date(event.occurredAt), updatedAt })
        .where('id', '=', m.id)
        .execute();
      return;
  }
}
