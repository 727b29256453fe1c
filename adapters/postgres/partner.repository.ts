// Issue 23 part C: the Partner Program's store (core/ports/partner-repository.port.ts).
// Closing a month is one transaction: it first inserts the month's row in partner_month_closes (its primary key is
// the month), so of two closes — two processes, a job and a staff click — one inserts and goes on, the other waits
// for it, finds the row and does nothing. The credits come from core's formula (core/partner/earnings.ts) over the
// members' PAID subscription charges of that month (membership_charges, card providers) and their seconds per
// story (member_reading_monthly), counting only member-only stories of writers enrolled at the close.
// A payout locks the writer's payout account row, reads the balance and writes the TRANSFER and the payout in the
// same transaction, so two payouts at once cannot both take the same money.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Currency } from '../../core/membership/types.ts';
import { monthOf, monthStart, nextMonth, storyEarnings as formula, type MemberMonth, type Month } from '../../core/partner/earnings.ts';
import { refundDebitDescription, refundDebits } from '../../core/partner/refunds.ts';
import type {
  ClosedMonth,
  Enrollment,
  LedgerEntry,
  MonthCloseResult,
  PartnerRepository,
  Payout,
  PayoutAccount,
  PayoutStart,
  RefundResult,
  RefundSource,
  ReleasedPayout,
  StoryEarning,
} from '../../core/ports/partner-repository.port.ts';
import { heldPayoutsOn, nextPayoutStatus, payoutStartFor } from '../../core/partner/payouts.ts';
import type { Database } from './database.types.ts';

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
const n = (v: unknown): number => Number(v ?? 0);
const ms = (v: unknown): number => (v instanceof Date ? v.getTime() : new Date(String(v)).getTime());
const monthDay = (month: Month) => `${month}-01`;
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class PostgresPartnerRepository implements PartnerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async enrollment(userId: string): Promise<Enrollment | null> {
    const row = await this.db.selectFrom('partnerEnrollments').select(['status', 'enrolledAt']).where('userId', '=', userId).executeTakeFirst();
    return row ? { status: row.status, enrolledAt: ms(row.enrolledAt) } : null;
  }

  async setEnrollment(userId: string, status: 'ENROLLED' | 'NOT_ENROLLED', now: number): Promise<void> {
    const at = new Date(now);
    await this.db
      .insertInto('partnerEnrollments')
      .values({ userId, status, enrolledAt: at, updatedAt: at, country: null })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet(status === 'ENROLLED' ? { status, updatedAt: at, enrolledAt: at } : { status, updatedAt: at }),
      )
      .execute();
  }

  async payoutAccount(userId: string): Promise<PayoutAccount | null> {
    const row = await this.db
      .selectFrom('payoutAccounts')
      .select(['provider', 'accountRef', 'state', 'holderName', 'country', 'updatedAt'])
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row ? { ...row, updatedAt: ms(row.updatedAt) } : null;
  }

  async savePayoutAccount(userId: string, account: Omit<PayoutAccount, 'updatedAt'>, now: number): Promise<void> {
    const at = new Date(now);
    await this.db
      .insertInto('payoutAccounts')
      .values({ userId, ...account, createdAt: at, updatedAt: at })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ ...account, updatedAt: at }))
      .execute();
  }

  async closeMonth(month: Month, input: { now: number; closedBy: string | null }): Promise<MonthCloseResult> {
    return this.db.transaction().execute(async (trx) => {
      await lockMonth(trx, month);
      const claimed = await sql<{ month: unknown }>`
        insert into partner_month_closes (month, closed_at, closed_by) values (${monthDay(month)}::date, ${new Date(input.now)}, ${input.closedBy})
        on conflict (month) do nothing returning month`.execute(trx);
      if (claimed.rows.length === 0) return { status: 'already_closed', month };
      const from = new Date(monthStart(month));
      const to = new Date(monthStart(nextMonth(month)));
      const payments = await sql<{ userId: string; amount: unknown; currency: Currency }>`
        select c.user_id as "userId", c.amount, c.currency
        from membership_charges c join memberships m on m.id = c.membership_id
        where c.status = 'PAID' and c.refunded_at is null and c.created_at >= ${from} and c.created_at < ${to} and m.payment_provider in ('SANDBOX', 'STRIPE')
        order by c.user_id, c.id`.execute(trx);
      const reading = await sql<{ memberId: string; postId: string; writerId: string; seconds: unknown }>`
        select r.member_id as "memberId", r.post_id as "postId", p.creator_id as "writerId", r.seconds
        from member_reading_monthly r
        join posts p on p.id = r.post_id and p.is_locked and p.creator_id <> r.member_id
        join partner_enrollments e on e.user_id = p.creator_id and e.status = 'ENROLLED'
        where r.month = ${monthDay(month)}::date and r.seconds > 0
        order by r.member_id, r.post_id`.execute(trx);
      // One MemberMonth per member and currency (a member pays in one currency; kept apart if ever not).
      const writerOf = new Map<string, string>();
      const secondsBy = new Map<string, Map<string, number>>();
      for (const r of reading.rows) {
        writerOf.set(r.postId, r.writerId);
        const m = secondsBy.get(r.memberId) ?? secondsBy.set(r.memberId, new Map()).get(r.memberId)!;
        m.set(r.postId, n(r.seconds));
      }
      const byCurrency = new Map<Currency, Map<string, number[]>>();
      for (const p of payments.rows) {
        const c = byCurrency.get(p.currency) ?? byCurrency.set(p.currency, new Map()).get(p.currency)!;
        (c.get(p.userId) ?? c.set(p.userId, []).get(p.userId)!).push(n(p.amount));
      }
      let distributed = 0;
      let credited = 0;
      const members = new Set<string>();
      const storyRows: { postId: string; writerId: string; currency: Currency; amount: number; seconds: number; members: number }[] = [];
      const writerTotals = new Map<string, number>();
      for (const [currency, payers] of [...byCurrency].sort(([a], [b]) => cmp(a, b))) {
        const memberMonths: MemberMonth[] = [...payers].map(([memberId, list]) => ({ memberId, payments: list, secondsByPost: secondsBy.get(memberId) ?? new Map() }));
        const result = formula(memberMonths);
        distributed += result.distributed;
        for (const m of memberMonths) if ([...m.secondsByPost.values()].some((s) => s > 0)) members.add(m.memberId);
        for (const [postId, amount] of [...result.byPost].sort(([a], [b]) => cmp(a, b))) {
          const readers = memberMonths.filter((m) => (m.secondsByPost.get(postId) ?? 0) > 0);
          const writerId = writerOf.get(postId)!;
          storyRows.push({ postId, writerId, currency, amount, seconds: readers.reduce((s, m) => s + (m.secondsByPost.get(postId) ?? 0), 0), members: readers.length });
          const key = `${writerId}\u0000${currency}`;
          writerTotals.set(key, (writerTotals.get(key) ?? 0) + amount);
          credited += amount;
        }
      }
      // The weights this close used, for a refund of one of these payments later (refundCharge): the paying members' only.
      const paying = new Set(payments.rows.map((p) => p.userId));
      const weights = reading.rows.filter((r) => paying.has(r.memberId));
      for (let i = 0; i < weights.length; i += 1000) {
        await trx
          .insertInto('partnerMemberReading')
          .values(weights.slice(i, i + 1000).map((r) => ({ month: monthDay(month), memberId: r.memberId, postId: r.postId, writerId: r.writerId, seconds: n(r.seconds) })))
          .execute();
      }
      if (storyRows.length > 0) {
        await trx
          .insertInto('partnerStoryEarnings')
          .values(storyRows.map((r) => ({ month: monthDay(month), ...r })))
          .execute();
        const at = new Date(input.now);
        await trx
          .insertInto('partnerLedger')
          .values(
            [...writerTotals].sort(([a], [b]) => cmp(a, b)).map(([key, amount]) => {
              const [userId, currency] = key.split('\u0000') as [string, Currency];
              return { id: newId('txn'), userId, type: 'CREDIT' as const, amount, currency, month: monthDay(month), payoutId: null, description: `Earnings for ${month}`, createdAt: at };
            }),
          )
          .execute();
      }
      await trx
        .updateTable('partnerMonthCloses')
        .set({ members: members.size, distributed, credited })
        .where(sql<boolean>`month = ${monthDay(month)}::date`)
        .execute();
      return { status: 'closed', month, members: members.size, distributed, credited, stories: storyRows.length };
    });
  }

  async refundCharge(input: { chargeId?: string; chargeRef?: string; source: RefundSource; refundedBy: string | null; now: number }): Promise<RefundResult> {
    return this.db.transaction().execute(async (trx) => {
      let query = trx.selectFrom('membershipCharges').select(['id', 'userId', 'amount', 'currency', 'status', 'createdAt']);
      if (input.chargeId !== undefined) query = query.where('id', '=', input.chargeId);
      else if (input.chargeRef !== undefined) query = query.where('chargeRef', '=', input.chargeRef);
      else return { status: 'not_found' } as const;
      const charge = await query.orderBy('createdAt').limit(1).executeTakeFirst();
      if (!charge) return { status: 'not_found' } as const;
      if (charge.status !== 'PAID') return { status: 'not_paid' } as const;
      const month = monthOf(ms(charge.createdAt));
      // The month's lock: a close running now finishes first (and credited this charge), or starts after this refund.
      await lockMonth(trx, month);
      const at = new Date(input.now);
      const first = await trx
        .insertInto('partnerRefunds')
        .values({ chargeId: charge.id, memberId: charge.userId, month: null, currency: charge.currency, amount: charge.amount, source: input.source, refundedBy: input.refundedBy, createdAt: at })
        .onConflict((oc) => oc.column('chargeId').doNothing())
        .returning('chargeId')
        .executeTakeFirst();
      if (!first) return { status: 'already_refunded', chargeId: charge.id, month } as const;
      await trx.updateTable('membershipCharges').set({ refundedAt: at }).where('id', '=', charge.id).where('refundedAt', 'is', null).execute();
      const closed = await sql<{ month: unknown }>`select month from partner_month_closes where month = ${monthDay(month)}::date`.execute(trx);
      if (closed.rows.length === 0) return { status: 'refunded', chargeId: charge.id, month, currency: charge.currency, closed: false, distributed: 0, debits: [] } as const;
      const weights = await sql<{ postId: string; writerId: string; seconds: unknown }>`
        select r.post_id as "postId", r.writer_id as "writerId", r.seconds from partner_member_reading r
        where r.month = ${monthDay(month)}::date and r.member_id = ${charge.userId} order by r.post_id`.execute(trx);
      const debits = refundDebits({
        memberId: charge.userId,
        amount: n(charge.amount),
        secondsByPost: new Map(weights.rows.map((w) => [w.postId, n(w.seconds)])),
        writerOf: new Map(weights.rows.map((w) => [w.postId, w.writerId])),
      });
      // A writer whose account is gone has no ledger left to debit (it went with the account); the others keep their shares.
      const writers = debits.byWriter.size > 0 ? await trx.selectFrom('users').select('id').where('id', 'in', [...debits.byWriter.keys()]).execute() : [];
      const present = new Set(writers.map((w) => w.id));
      const rows = [...debits.byWriter].filter(([userId]) => present.has(userId)).sort(([a], [b]) => cmp(a, b));
      if (rows.length > 0) {
        await trx
          .insertInto('partnerLedger')
          .values(rows.map(([userId, amount]) => ({ id: newId('txn'), userId, type: 'DEBIT' as const, amount, currency: charge.currency, month: monthDay(month), payoutId: null, chargeId: charge.id, description: refundDebitDescription(month), createdAt: at })))
          .execute();
      }
      await trx.updateTable('partnerRefunds').set({ month: monthDay(month), distributed: debits.distributed }).where('chargeId', '=', charge.id).execute();
      return { status: 'refunded', chargeId: charge.id, month, currency: charge.currency, closed: true, distributed: debits.distributed, debits: rows.map(([userId, amount]) => ({ userId, amount, currency: charge.currency })) } as const;
    });
  }

  async closedMonths(limit: number): Promise<ClosedMonth[]> {
    const rows = await sql<{ month: string; closedAt: unknown; members: unknown; distributed: unknown; credited: unknown }>`
      select to_char(month, 'YYYY-MM') as month, closed_at as "closedAt", members, distributed, credited
      from partner_month_closes order by month desc limit ${limit}`.execute(this.db);
    return rows.rows.map((r) => ({ month: r.month, closedAt: ms(r.closedAt), members: n(r.members), distributed: n(r.distributed), credited: n(r.credited) }));
  }

  async storyEarnings(writerId: string): Promise<StoryEarning[]> {
    const rows = await sql<{ month: string; postId: string; title: string; currency: Currency; amount: unknown; seconds: unknown; members: unknown }>`
      select to_char(e.month, 'YYYY-MM') as month, e.post_id as "postId", p.title, e.currency, e.amount, e.seconds, e.members
      from partner_story_earnings e join posts p on p.id = e.post_id
      where e.writer_id = ${writerId}
      order by e.month desc, e.amount desc, e.post_id
      limit 500`.execute(this.db);
    return rows.rows.map((r) => ({ month: r.month, postId: r.postId, title: r.title, currency: r.currency, amount: n(r.amount), seconds: n(r.seconds), members: n(r.members) }));
  }

  async ledger(userId: string, limit: number): Promise<LedgerEntry[]> {
    const rows = await sql<{ id: string; type: LedgerEntry['type']; amount: unknown; currency: Currency; month: string | null; description: string; createdAt: unknown }>`
      select id, type, amount, currency, to_char(month, 'YYYY-MM') as month, description, created_at as "createdAt"
      from partner_ledger where user_id = ${userId} order by created_at desc, id desc limit ${limit}`.execute(this.db);
    return rows.rows.map((r) => ({ ...r, amount: n(r.amount), createdAt: ms(r.createdAt) }));
  }

  async balances(userId: string): Promise<{ currency: Currency; amount: number }[]> {
    return balancesIn(this.db, userId);
  }

  async payouts(userId: string, limit: number): Promise<Payout[]> {
    const rows = await this.db
      .selectFrom('partnerPayouts')
      .select(['id', 'amount', 'currency', 'status', 'provider', 'failure', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, amount: n(r.amount), createdAt: ms(r.createdAt) }));
  }

  async startPayout(userId: string, currency: Currency, now: number): Promise<PayoutStart> {
    return this.db.transaction().execute(async (trx) => {
      const enrolled = await trx.selectFrom('partnerEnrollments').select('status').where('userId', '=', userId).executeTakeFirst();
      if (enrolled?.status !== 'ENROLLED') return { ok: false, code: 'NOT_ENROLLED' } as const;
      // The account row is the writer's payout lock: a second payout waits here, then sees the first's TRANSFER.
      const account = await trx
        .selectFrom('payoutAccounts')
        .select(['provider', 'accountRef', 'state', 'holderName', 'country', 'updatedAt'])
        .where('userId', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!account) return { ok: false, code: 'NO_PAYOUT_ACCOUNT' } as const;
      const start = payoutStartFor(account.state);
      if (start === 'REFUSE') return { ok: false, code: 'ACCOUNT_SUSPENDED' } as const;
      const balance = (await balancesIn(trx, userId)).find((b) => b.currency === currency)?.amount ?? 0;
      if (balance <= 0) return { ok: false, code: 'NOTHING_TO_PAY' } as const;
      const at = new Date(now);
      const id = newId('payout');
      // PENDING → PROCESSING (sent now) or → ON_HOLD (sent once the account is ACTIVE): core/partner/payouts.ts.
      const status = nextPayoutStatus('PENDING', start === 'SEND' ? 'send' : 'hold')!;
      await trx
        .insertInto('partnerPayouts')
        .values({ id, userId, amount: balance, currency, status, provider: account.provider, providerRef: null, failure: null, createdAt: at, updatedAt: at, heldAt: status === 'ON_HOLD' ? at : null })
        .execute();
      await trx
        .insertInto('partnerLedger')
        .values({ id: newId('txn'), userId, type: 'TRANSFER', amount: balance, currency, month: null, payoutId: id, description: 'Payout', createdAt: at })
        .execute();
      return {
        ok: true,
        payout: { id, amount: balance, currency, status, provider: account.provider, failure: null, createdAt: now },
        account: { ...account, updatedAt: ms(account.updatedAt) },
      } as const;
    });
  }

  async finishPayout(payoutId: string, result: { status: 'PAID'; providerRef: string } | { status: 'FAILED'; failure: string }, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const at = new Date(now);
      const updated = await trx
        .updateTable('partnerPayouts')
        .set(result.status === 'PAID' ? { status: 'PAID', providerRef: result.providerRef, updatedAt: at } : { status: 'FAILED', failure: result.failure, updatedAt: at })
        .where('id', '=', payoutId)
        .where('status', '=', 'PROCESSING')
        .returning(['userId', 'amount', 'currency'])
        .executeTakeFirst();
      if (updated && result.status === 'FAILED') {
        // The money goes back on the balance: a CREDIT tied to the payout (once, by the unique index).
        await trx
          .insertInto('partnerLedger')
          .values({ id: newId('txn'), userId: updated.userId, type: 'CREDIT', amount: updated.amount, currency: updated.currency, month: null, payoutId, description: 'Payout failed: returned to your balance', createdAt: at })
          .execute();
      }
    });
  }

  async payoutAccountOwner(provider: PayoutAccount['provider'], accountRef: string): Promise<string | null> {
    const row = await this.db.selectFrom('payoutAccounts').select('userId').where('provider', '=', provider).where('accountRef', '=', accountRef).executeTakeFirst();
    return row?.userId ?? null;
  }

  async setPayoutAccountState(provider: PayoutAccount['provider'], accountRef: string, state: PayoutAccount['state'], now: number): Promise<boolean> {
    const updated = await this.db
      .updateTable('payoutAccounts')
      .set({ state, updatedAt: new Date(now) })
      .where('provider', '=', provider)
      .where('accountRef', '=', accountRef)
      .returning('userId')
      .executeTakeFirst();
    return updated !== undefined;
  }

  async releaseHeldPayouts(userId: string, now: number): Promise<ReleasedPayout[]> {
    return this.db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom('payoutAccounts')
        .select(['provider', 'accountRef', 'state', 'holderName', 'country', 'updatedAt'])
        .where('userId', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!account || heldPayoutsOn(account.state) !== 'SEND') return [];
      // One statement moves them: of two releases at once, the second finds none ON_HOLD.
      const rows = await trx
        .updateTable('partnerPayouts')
        .set({ status: nextPayoutStatus('ON_HOLD', 'send')!, updatedAt: new Date(now) })
        .where('userId', '=', userId)
        .where('status', '=', 'ON_HOLD')
        .returning(['id', 'amount', 'currency', 'status', 'provider', 'failure', 'createdAt'])
        .execute();
      return rows.map((r) => ({ payout: { ...r, amount: n(r.amount), createdAt: ms(r.createdAt) }, account: { ...account, updatedAt: ms(account.updatedAt) } }));
    });
  }

  async processingPayouts(before: number, limit: number): Promise<ReleasedPayout[]> {
    const rows = await this.db
      .selectFrom('partnerPayouts as p')
      .innerJoin('payoutAccounts as a', (join) => join.onRef('a.userId', '=', 'p.userId').onRef('a.provider', '=', 'p.provider'))
      .select(['p.id', 'p.amount', 'p.currency', 'p.status', 'p.provider', 'p.failure', 'p.createdAt', 'a.accountRef', 'a.state', 'a.holderName', 'a.country', 'a.updatedAt'])
      .where('p.status', '=', 'PROCESSING')
      .where('p.updatedAt', '<', new Date(before))
      .orderBy('p.updatedAt')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      payout: { id: r.id, amount: n(r.amount), currency: r.currency, status: r.status, provider: r.provider, failure: r.failure, createdAt: ms(r.createdAt) },
      account: { provider: r.provider, accountRef: r.accountRef, state: r.state, holderName: r.holderName, country: r.country, updatedAt: ms(r.updatedAt) },
    }));
  }

  async forfeitHeldPayouts(userId: string, now: number): Promise<number> {
    const rows = await this.db
      .updateTable('partnerPayouts')
      .set({ status: nextPayoutStatus('ON_HOLD', 'forfeit')!, updatedAt: new Date(now) })
      .where('userId', '=', userId)
      .where('status', '=', 'ON_HOLD')
      .returning('id')
      .execute();
    return rows.length;
  }

  async reversePayout(provider: PayoutAccount['provider'], providerRef: string, now: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const at = new Date(now);
      const updated = await trx
        .updateTable('partnerPayouts')
        .set({ status: nextPayoutStatus('PAID', 'reversed')!, updatedAt: at })
        .where('provider', '=', provider)
        .where('providerRef', '=', providerRef)
        .where('status', '=', 'PAID')
        .returning(['id', 'userId', 'amount', 'currency'])
        .executeTakeFirst();
      if (!updated) return false;
      // returnsToBalance('REVERSED'): the money came back to the platform, so it is the writer's again (once per payout).
      await trx
        .insertInto('partnerLedger')
        .values({ id: newId('txn'), userId: updated.userId, type: 'CREDIT', amount: updated.amount, currency: updated.currency, month: null, payoutId: updated.id, description: 'Payout reversed: returned to your balance', createdAt: at })
        .execute();
      return true;
    });
  }
}

/** Serialises a month's close with the refunds of its charges (a transaction-scoped advisory lock on the month). */
async function lockMonth(trx: Transaction<Database>, month: Month): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`partner-month:${month}`}))`.execute(trx);
}

async function balancesIn(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<{ currency: Currency; amount: number }[]> {
  const rows = await sql<{ currency: Currency; amount: unknown }>`
    select currency, sum(case when type = 'CREDIT' then amount else -amount end) as amount
    from partner_ledger where user_id = ${userId} group by currency order by currency`.execute(db);
  return rows.rows.map((r) => ({ currency: r.currency, amount: n(r.amount) }));
}
