// Memberships: the active one and the past ones, billing history, provider events applied once,
// and the banner flags a reader dismissed.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { tierOf, type MembershipSummary, type MembershipType, type PaymentMethod, type PaymentProviderName } from '../../core/membership/types.ts';
import {
  decideProviderEvent,
  providerEventOutcome,
  startMembership,
  type ChargeRecord,
  type HeldProviderEvent,
  type MembershipEventState,
} from '../../core/membership/provider-events.ts';
import type { ChargeRow, MembershipsRepository, NewMembership } from '../../core/ports/memberships-repository.port.ts';
import type { ProviderEvent } from '../../core/ports/payment-provider.port.ts';
import type { Database, MembershipsTable } from './database.types.ts';
import { insertNotification } from './notifications.repository.ts';

export type MembershipRow = Selectable<MembershipsTable>;

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export type { ChargeRow, MembershipsRepository, NewMembership };

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
      if (userIds.length === 0) return new Map();
      // One statement (issue 19): the active memberships, each with its reader's first start across all of theirs.
      const rows = await db
        .selectFrom('memberships')
        .select(['id', 'userId', 'membershipType', 'startedAt', 'friendSince'])
        .select((eb) => eb.selectFrom('memberships as m2').select((e2) => e2.fn.min('m2.startedAt').as('s')).whereRef('m2.userId', '=', 'memberships.userId').as('since'))
        .where('userId', 'in', [...userIds])
        .where('endedAt', 'is', null)
        .execute();
      const out = new Map<string, MembershipSummary>();
      for (const m of rows) {
        const userId = m.userId;
        out.set(userId, {
          id: m.id,
          tier: tierOf(m.membershipType),
          memberSince: (m.since === null ? m.startedAt : new Date(m.since as unknown as string | Date)).getTime(),
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
        if (existing) return existing;
        const first = startMembership({ ...input, at: input.now });
        const m = await insertMembership(trx, { provider: input.provider, subscriptionRef: input.subscriptionRef, state: first.membership, updatedAt: input.now });
        await insertCharges(trx, m, [first.charge]);
        return m;
      });
    },

    async setCancelled(id: string, cancelled: boolean, now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx.updateTable('memberships').set({ isCancelled: cancelled, cancelChangedAt: new Date(now), updatedAt: new Date(now) }).where('id', '=', id).returning('userId').executeTakeFirst();
        // Issue 17: the reader hears their membership is ending, in the cancellation's own transaction.
        if (row && cancelled) await insertNotification(trx, { kind: 'MEMBERSHIP_ENDING', recipientId: row.userId, actorId: null }, new Date(now));
      });
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
     * Applies a provider's event once (by provider and event id), whatever order events arrive in, as
     * core/membership/provider-events.ts decides: the event's id recorded first (its key makes duplicates
     * atomic), the membership locked, the decision stored — a new membership with the held events it replays,
     * a membership moved, an event held until its `started`, or a start that conflicts ('conflict': a second
     * payment the operator should refund).
     */
    async applyEvent(provider: PaymentProviderName, event: ProviderEvent, now: number): Promise<'applied' | 'duplicate' | 'held' | 'conflict'> {
      return db.transaction().execute(async (trx) => {
        const fresh = await trx
          .insertInto('providerEvents')
          .values({ provider, eventId: event.id, appliedAt: new Date(now) })
          .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
          .returning('eventId')
          .executeTakeFirst();
        if (!fresh) return providerEventOutcome({ kind: 'duplicate' });
        const row = await trx
          .selectFrom('memberships')
          .selectAll()
          .where('paymentProvider', '=', provider)
          .where('subscriptionRef', '=', event.subscriptionRef)
          .forUpdate()
          .executeTakeFirst();
        const charges = row ? await trx.selectFrom('membershipCharges').select(['status', 'chargeRef', 'createdAt']).where('membershipId', '=', row.id).execute() : [];
        const starting = event.type === 'started' && !row;
        const decision = decideProviderEvent(
          {
            alreadyRecorded: false,
            membership: row ? eventStateOf(row) : null,
            billing: {
              paidChargeRefs: new Set(charges.flatMap((c) => (c.status === 'PAID' && c.chargeRef !== null ? [c.chargeRef] : []))),
              failedAt: charges.flatMap((c) => (c.status === 'FAILED' ? [c.createdAt.getTime()] : [])),
            },
            reader: starting ? await readerOf(trx, event.userId) : null,
            held: starting ? await heldEvents(trx, provider, event.subscriptionRef) : [],
          },
          event,
        );
        switch (decision.kind) {
          case 'hold':
            await trx
              .updateTable('providerEvents')
              .set({ held: true, subscriptionRef: event.subscriptionRef, occurredAt: new Date(event.occurredAt), payload: JSON.stringify(event) })
              .where('provider', '=', provider)
              .where('eventId', '=', event.id)
              .execute();
            break;
          case 'start': {
            const at = decision.replayed.length > 0 ? now : event.occurredAt;
            const m = await insertMembership(trx, { provider, subscriptionRef: event.subscriptionRef, state: decision.membership, updatedAt: at });
            await insertCharges(trx, m, decision.charges);
            // Issue 23: begun at a discount (the /discount offer through Stripe): the membership says so, as the
            // sandbox's start does (gifts.service.ts startDiscounted).
            if (event.type === 'started' && event.discount) {
              await trx
                .updateTable('memberships')
                .set({ discountNumCycles: event.discount.numCycles, regularAmount: event.discount.regularPrice.amount, discountEndsAt: new Date(event.discount.endsAt) })
                .where('id', '=', m.id)
                .execute();
            }
            if (decision.replayed.length > 0) {
              await trx.updateTable('providerEvents').set({ held: false, payload: null }).where('provider', '=', provider).where('eventId', 'in', decision.replayed).execute();
            }
            break;
          }
          case 'apply':
            if (row && decision.changed) {
              await trx.updateTable('memberships').set(rowOf(decision.membership, now)).where('id', '=', row.id).execute();
              // Issue 17: a payment that newly failed, or a membership newly set to end, notifies its reader.
              if (decision.membership.paymentFailedAt !== null && decision.membership.paymentFailedAt !== (row.paymentFailedAt?.getTime() ?? null)) {
                await insertNotification(trx, { kind: 'PAYMENT_FAILED', recipientId: row.userId, actorId: null }, new Date(now));
              }
              if (decision.membership.isCancelled && !row.isCancelled) {
                await insertNotification(trx, { kind: 'MEMBERSHIP_ENDING', recipientId: row.userId, actorId: null }, new Date(now));
              }
            }
            if (row) await insertCharges(trx, row, decision.charges);
            break;
        }
        return providerEventOutcome(decision);
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

/** A membership row as core's event state. */
function eventStateOf(m: MembershipRow): MembershipEventState {
  return {
    userId: m.userId,
    membershipType: m.membershipType,
    price: { amount: m.amount, currency: m.currency },
    startedAt: m.startedAt.getTime(),
    periodStart: m.currentPeriodStartsAt.getTime(),
    periodEnd: m.currentPeriodEndsAt.getTime(),
    friendSince: m.friendSince?.getTime() ?? null,
    switchType: m.switchType,
    switchAmount: m.switchAmount,
    paymentFailedAt: m.paymentFailedAt?.getTime() ?? null,
    failedPaymentCount: m.failedPaymentCount,
    endedAt: m.endedAt?.getTime() ?? null,
    isCancelled: m.isCancelled,
    cancelChangedAt: m.cancelChangedAt?.getTime() ?? null,
    paymentMethod: m.paymentMethod,
  };
}

/** The columns core's event state moves. */
function rowOf(s: MembershipEventState, updatedAt: number) {
  const date = (t: number | null) => (t === null ? null : new Date(t));
  return {
    membershipType: s.membershipType,
    amount: s.price.amount,
    currency: s.price.currency,
    currentPeriodStartsAt: new Date(s.periodStart),
    currentPeriodEndsAt: new Date(s.periodEnd),
    friendSince: date(s.friendSince),
    switchType: s.switchType,
    switchAmount: s.switchAmount,
    paymentFailedAt: date(s.paymentFailedAt),
    failedPaymentCount: s.failedPaymentCount,
    endedAt: date(s.endedAt),
    isCancelled: s.isCancelled,
    cancelChangedAt: date(s.cancelChangedAt),
    paymentMethod: s.paymentMethod && JSON.stringify(s.paymentMethod),
    updatedAt: new Date(updatedAt),
  };
}

/** Whether the paying reader still exists, and is a member through another subscription. */
async function readerOf(trx: Transaction, userId: string): Promise<{ exists: boolean; hasOtherActiveMembership: boolean }> {
  const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) return { exists: false, hasOtherActiveMembership: false };
  const other = await trx.selectFrom('memberships').select('id').where('userId', '=', userId).where('endedAt', 'is', null).forUpdate().executeTakeFirst();
  return { exists: true, hasOtherActiveMembership: other !== undefined };
}

/** The events held for a subscription until its start. */
async function heldEvents(trx: Transaction, provider: PaymentProviderName, subscriptionRef: string): Promise<HeldProviderEvent[]> {
  const rows = await trx
    .selectFrom('providerEvents')
    .select('payload')
    .where('provider', '=', provider)
    .where('subscriptionRef', '=', subscriptionRef)
    .where('held', '=', true)
    .execute();
  return rows.map((r) => r.payload as HeldProviderEvent);
}

/** A new membership row, inside the caller's transaction. */
async function insertMembership(
  trx: Transaction,
  input: { provider: PaymentProviderName; subscriptionRef: string; state: MembershipEventState; updatedAt: number },
): Promise<MembershipRow> {
  return trx
    .insertInto('memberships')
    .values({
      id: newId('mem'),
      userId: input.state.userId,
      startedAt: new Date(input.state.startedAt),
      paymentProvider: input.provider,
      subscriptionRef: input.subscriptionRef,
      ...rowOf(input.state, input.updatedAt),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Lines of a membership's billing history. */
async function insertCharges(trx: Transaction, m: { id: string; userId: string }, charges: readonly ChargeRecord[]): Promise<void> {
  if (charges.length === 0) return;
  await trx
    .insertInto('membershipCharges')
    .values(
      charges.map((c) => ({
        id: newId('chg'),
        membershipId: m.id,
        userId: m.userId,
        membershipType: c.membershipType,
        amount: c.amount.amount,
        currency: c.amount.currency,
        status: c.status,
        chargeRef: c.chargeRef,
        periodStart: c.periodStart === null ? null : new Date(c.periodStart),
        periodEnd: c.periodEnd === null ? null : new Date(c.periodEnd),
        createdAt: new Date(c.createdAt),
      })),
    )
    .execute();
}
