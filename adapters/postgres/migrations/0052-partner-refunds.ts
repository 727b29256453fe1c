// Issue 23 (Partner Program): DEBIT entries from refunded charges (core/partner/refunds.ts).
// - membership_charges.refunded_at: a charge refunded (by Stripe's charge.refunded, or a staff action in the sandbox).
//   A month's close counts only charges not refunded, so a refund before the close simply leaves the payment out.
// - partner_member_reading: the weights a close used — each member's seconds per partner story and that story's
//   writer — written in the close's transaction, so a refund after the close shares the charge back out with exactly
//   the weights that made the credits (a writer who left the program since, a story no longer member-only, changes
//   nothing).
// - partner_refunds: one row per refunded charge (its primary key is what makes a refund apply once: two deliveries
//   of the same refund, or a webhook and a staff click, insert one row and debit once), with what it took back.
// - partner_ledger.charge_id: the refund a DEBIT belongs to; one DEBIT per writer, charge and currency.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table membership_charges add column refunded_at timestamptz(3)`.execute(db);
  await sql`
    create table partner_member_reading (
      month date not null references partner_month_closes (month),
      member_id text not null,
      post_id text not null,
      writer_id text not null,
      seconds bigint not null check (seconds > 0),
      primary key (month, member_id, post_id)
    )`.execute(db);
  await sql`
    create table partner_refunds (
      charge_id text primary key references membership_charges (id) on delete cascade,
      member_id text not null,
      month date,
      currency text not null check (currency in ('USD', 'CAD')),
      amount bigint not null check (amount >= 0),
      distributed bigint not null default 0 check (distributed >= 0),
      source text not null check (source in ('STRIPE', 'STAFF', 'SANDBOX')),
      refunded_by text,
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`alter table partner_ledger add column charge_id text references partner_refunds (charge_id) on delete set null`.execute(db);
  await sql`create unique index partner_ledger_debit_once on partner_ledger (user_id, charge_id, currency) where type = 'DEBIT'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index partner_ledger_debit_once`.execute(db);
  await sql`alter table partner_ledger drop column charge_id`.execute(db);
  await sql`drop table partner_refunds`.execute(db);
  await sql`drop table partner_member_reading`.execute(db);
  await sql`alter table membership_charges drop column refunded_at`.execute(db);
}
