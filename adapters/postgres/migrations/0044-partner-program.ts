// Issue 23 part C: the Partner Program.
// - partner_enrollments: a writer's enrolment (platform-reference §3 ENROLLED / NOT_ENROLLED), one row per writer.
// - payout_accounts: where a writer's payouts go (the sandbox, or a Stripe Connect account), with its §3 state.
// - member_reading_monthly: the seconds each member spent reading each story each UTC month, kept by the stats
//   intake (adapters/postgres/stats.repository.ts record) in the same transaction as the per-day rollups: the
//   Partner Program pays by who read what, which the per-story rollups do not keep.
// - partner_month_closes: one row per closed month; its primary key is what makes a month close exactly once (the
//   close inserts it first, in the transaction that writes the credits; a second close finds it and does nothing).
// - partner_story_earnings: what each story earned in a closed month (the dashboard's earnings tab).
// - partner_ledger: a writer's transactions (§3 CREDIT, DEBIT, TRANSFER); one CREDIT per writer, month and currency.
// - partner_payouts: payouts asked for (§3 statuses), each with the TRANSFER that took its amount off the balance.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_enrollments')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ENROLLED', 'NOT_ENROLLED')`))
    .addColumn('country', 'text', (c) => c.check(sql`country ~ '^[A-Z]{2}$'`))
    .addColumn('enrolled_at', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payout_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('SANDBOX', 'STRIPE')`))
    .addColumn('account_ref', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('ACTIVE', 'INACTIVE', 'PENDING_ACTION', 'SUSPENDED')`))
    .addColumn('holder_name', 'text', (c) => c.notNull().check(sql`char_length(holder_name) between 1 and 200`))
    .addColumn('country', 'text', (c) => c.notNull().check(sql`country ~ '^[A-Z]{2}$'`))
    .addColumn('created_at', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();
  await sql`
    create table member_reading_monthly (
      member_id text not null references users (id) on delete cascade,
      month date not null,
      post_id text not null references posts (id) on delete cascade,
      seconds bigint not null default 0 check (seconds >= 0),
      primary key (month, member_id, post_id)
    )`.execute(db);
  await sql`
    create table partner_month_closes (
      month date primary key,
      closed_at timestamptz(3) not null,
      closed_by text,
      members integer not null default 0,
      distributed bigint not null default 0,
      credited bigint not null default 0
    )`.execute(db);
  await sql`
    create table partner_story_earnings (
      month date not null references partner_month_closes (month),
      post_id text not null references posts (id) on delete cascade,
      writer_id text not null references users (id) on delete cascade,
      currency text not null check (currency in ('USD', 'CAD')),
      amount bigint not null check (amount > 0),
      seconds bigint not null default 0,
      members integer not null default 0,
      primary key (month, post_id, currency)
    )`.execute(db);
  await sql`create index partner_story_earnings_writer_idx on partner_story_earnings (writer_id, month)`.execute(db);
  await sql`
    create table partner_payouts (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      amount bigint not null check (amount > 0),
      currency text not null check (currency in ('USD', 'CAD')),
      status text not null check (status in ('PENDING', 'PROCESSING', 'PAID', 'ON_HOLD', 'FORFEITED', 'REVERSED', 'FAILED')),
      provider text not null check (provider in ('SANDBOX', 'STRIPE')),
      provider_ref text,
      failure text,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index partner_payouts_user_idx on partner_payouts (user_id, created_at)`.execute(db);
  await sql`
    create table partner_ledger (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      type text not null check (type in ('CREDIT', 'DEBIT', 'TRANSFER')),
      amount bigint not null check (amount > 0),
      currency text not null check (currency in ('USD', 'CAD')),
      month date references partner_month_closes (month),
      payout_id text references partner_payouts (id),
      description text not null,
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index partner_ledger_user_idx on partner_ledger (user_id, created_at)`.execute(db);
  await sql`create unique index partner_ledger_credit_once on partner_ledger (user_id, month, currency) where type = 'CREDIT'`.execute(db);
  await sql`create unique index partner_ledger_payout_once on partner_ledger (payout_id, type) where payout_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['partner_ledger', 'partner_payouts', 'partner_story_earnings', 'partner_month_closes', 'member_reading_monthly', 'payout_accounts', 'partner_enrollments']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
