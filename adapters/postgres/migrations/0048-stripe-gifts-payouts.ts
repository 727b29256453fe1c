// Issue 23 with Stripe configured: gifts paid on Stripe's Checkout page, and Partner Program payouts through Stripe
// Connect.
// - gift_checkouts: a gift order as the buyer filled it in, kept while they pay on Stripe's page (its message is
//   longer than Stripe's metadata holds). Stripe's checkout.session.completed names it, and the order is made from it
//   once (order_id set in the same transaction; gift_orders' idempotency key is the checkout's).
// - payout_accounts (provider, account_ref): Stripe's account.updated names the connected account, not the writer.
// - partner_payouts (provider, provider_ref): Stripe's transfer.reversed names the transfer.
// - partner_payouts.held_at: when a payout went ON_HOLD (the account was not ACTIVE when it was asked for).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gift_checkouts (
      id text primary key,
      purchaser_id text not null references users (id) on delete cascade,
      idempotency_key text not null unique,
      input jsonb not null,
      amount bigint not null check (amount > 0),
      currency text not null check (currency in ('USD', 'CAD')),
      order_id text references gift_orders (id),
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`create unique index payout_accounts_provider_ref on payout_accounts (provider, account_ref)`.execute(db);
  await sql`create index partner_payouts_provider_ref on partner_payouts (provider, provider_ref) where provider_ref is not null`.execute(db);
  await sql`alter table partner_payouts add column held_at timestamptz(3)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table partner_payouts drop column if exists held_at`.execute(db);
  await sql`drop index if exists partner_payouts_provider_ref`.execute(db);
  await sql`drop index if exists payout_accounts_provider_ref`.execute(db);
  await sql`drop table if exists gift_checkouts`.execute(db);
}
