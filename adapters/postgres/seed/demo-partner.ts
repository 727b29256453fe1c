// Issue 23 part C: the demo Partner Program, so a newcomer signed in as the demo writer (maya_chen) sees a dashboard
// at first start: she is enrolled with sandbox payout information; three of her published stories are member-only
// ("eligible to earn money"); the demo members who paid last month read them (seconds derived from ids, no
// randomness); last month is closed through the real close (partner.repository.ts closeMonth, core's formula); one
// of those members' payments was refunded after the close (a DEBIT of her share); and her balance was paid out
// through the sandbox (PAID). Runs after the corpus is written (seed.ts seedIfEmpty).
import type { Kysely } from 'kysely';
import { monthStart, monthOf, nextMonth, previousMonth } from '../../../core/partner/earnings.ts';
import type { Database } from '../database.types.ts';
import { PostgresPartnerRepository } from '../partner.repository.ts';
import { DEMO_WRITER } from './writer-stories.ts';

const EARNING_STORIES = 3;

export async function writeDemoPartnerProgram(db: Kysely<Database>, now: Date): Promise<void> {
  const writer = await db.selectFrom('users').select('id').where('username', '=', DEMO_WRITER).executeTakeFirst();
  if (!writer) return;
  const month = previousMonth(monthOf(now.getTime()));
  const from = new Date(monthStart(month));
  const to = new Date(monthStart(nextMonth(month)));
  const stories = await db
    .selectFrom('posts')
    .select('id')
    .where('creatorId', '=', writer.id)
    .where('type', '=', 'STORY')
    .where('publishedAt', 'is not', null)
    .where('publishedAt', '<', from)
    .where('deletedAt', 'is', null)
    .orderBy('publishedAt', 'desc')
    .orderBy('id')
    .limit(EARNING_STORIES)
    .execute();
  if (stories.length === 0) return;
  await db.updateTable('posts').set({ isLocked: true }).where('id', 'in', stories.map((s) => s.id)).execute();
  const repo = new PostgresPartnerRepository(db);
  const enrolledAt = from.getTime() - 30 * 86_400_000;
  await repo.savePayoutAccount(writer.id, { provider: 'SANDBOX', accountRef: `sandbox_acct_${writer.id}`, state: 'ACTIVE', holderName: 'Maya Chen', country: 'US' }, enrolledAt);
  await repo.setEnrollment(writer.id, 'ENROLLED', enrolledAt);
  // The demo members who paid last month read her member-only stories for different times.
  const payers = await db
    .selectFrom('membershipCharges')
    .select('userId')
    .distinct()
    .where('status', '=', 'PAID')
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .where('userId', '<>', writer.id)
    .orderBy('userId')
    .execute();
  const rows = payers.flatMap((p, i) => stories.map((s, j) => ({ memberId: p.userId, month: `${month}-01`, postId: s.id, seconds: 120 + ((i + 1) * 7 + (j + 1) * 13) * 30 })));
  if (rows.length > 0) await db.insertInto('memberReadingMonthly').values(rows).onConflict((oc) => oc.doNothing()).execute();
  await repo.closeMonth(month, { now: to.getTime() + 3_600_000, closedBy: null });
  // One member's payment for that month was refunded after the close: her ledger shows its DEBIT (migration 0052).
  const refunded = payers.length > 0
    ? await db
        .selectFrom('membershipCharges')
        .select('id')
        .where('userId', '=', payers[0]!.userId)
        .where('status', '=', 'PAID')
        .where('createdAt', '>=', from)
        .where('createdAt', '<', to)
        .orderBy('createdAt')
        .orderBy('id')
        .executeTakeFirst()
    : undefined;
  if (refunded) await repo.refundCharge({ chargeId: refunded.id, source: 'SANDBOX', refundedBy: null, now: to.getTime() + 3 * 86_400_000 });
  const payout = await repo.startPayout(writer.id, 'USD', to.getTime() + 5 * 86_400_000);
  if (payout.ok) await repo.finishPayout(payout.payout.id, { status: 'PAID', providerRef: `po_sandbox_${payout.payout.id}` }, to.getTime() + 5 * 86_400_000);
}
