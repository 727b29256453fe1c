// Issue 23 part B: gifts, discounts and cancelling.
// - gift_orders: what a buyer paid for (a gift, or a group gift of n codes), with the e-mail's recipient, message
//   and chosen date for a single gift; gift_codes: each code of an order, redeemed at most once (the redemption is
//   one conditional UPDATE, so two readers racing for a code cannot both win).
// - memberships.payment_provider may be GIFT: a redeemed gift's year, billed by nobody, ended when its year is up.
// - cancellation_feedback: the reason a member gave in the cancel flow, the discount offered and what they chose.
// - the sandbox provider's books: one-off charges (gifts), and a discount on a subscription for some cycles.
// - landing_pages: the story (post) that holds a landing page's text once staff edit it (core/landing/landing-pages.ts);
//   author_verification_requests: readers who chose 'Apply for author verification', for staff to see.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purchaser_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('gift_type', 'text', (c) => c.notNull().check(sql`gift_type in ('gift', 'group-gift')`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 50`))
    .addColumn('unit_amount', 'integer', (c) => c.notNull().check(sql`unit_amount >= 0`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('USD', 'CAD')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('charge_ref', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('recipient_email', 'text')
    .addColumn('recipient_name', 'text')
    .addColumn('sender_name', 'text')
    .addColumn('message', 'text', (c) => c.check(sql`char_length(message) <= 1000`))
    .addColumn('send_at', 'timestamptz(3)')
    .addColumn('new_members_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_orders_purchaser_idx').on('gift_orders').columns(['purchaser_id', 'created_at']).execute();

  await db.schema
    .createTable('gift_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('gift_orders.id').onDelete('cascade'))
    .addColumn('membership_type', 'text', (c) => c.notNull().defaultTo('YEARLY').check(sql`membership_type in ('MONTHLY', 'YEARLY', 'PREMIUM_MONTHLY', 'PREMIUM_YEARLY')`))
    .addColumn('term_months', 'integer', (c) => c.notNull().check(sql`term_months between 1 and 36`))
    .addColumn('new_members_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('expires_at', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('redeemed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('redeemed_at', 'timestamptz(3)')
    .addColumn('membership_id', 'text')
    .addColumn('created_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_codes_order_idx').on('gift_codes').column('order_id').execute();

  await sql`alter table memberships drop constraint if exists memberships_payment_provider_check`.execute(db);
  await sql`alter table memberships add constraint memberships_payment_provider_check check (payment_provider in ('STRIPE', 'SANDBOX', 'APPLE', 'GOOGLE', 'GIFT'))`.execute(db);
  await db.schema.createIndex('memberships_gift_due_idx').on('memberships').column('current_period_ends_at').where(sql<boolean>`payment_provider = 'GIFT' and ended_at is null`).execute();

  await db.schema
    .createTable('cancellation_feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('membership_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('CONTENT', 'COSTS', 'DUPLICATE_ACCOUNTS', 'FEATURE_USAGE', 'OTHER', 'PREMIUM_TIER', 'SWITCHING_PRODUCT', 'TIME')`),
    )
    .addColumn('offered_percent', 'integer', (c) => c.check(sql`offered_percent in (20, 50)`))
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('DISCOUNT_ACCEPTED', 'CANCELLED')`))
    .addColumn('created_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_charges')
    .addColumn('ref', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('landing_pages')
    .addColumn('key', 'text', (c) => c.primaryKey().check(sql`key in ('write', 'earn', 'business', 'verified-authors')`))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('updated_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('author_verification_requests')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) => c.notNull().check(sql`char_length(note) <= 1000`))
    .addColumn('created_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();

  await sql`alter table sandbox_subscriptions add column discount_cycles_left integer not null default 0`.execute(db);
  await sql`alter table sandbox_subscriptions add column regular_amount integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sandbox_subscriptions drop column if exists regular_amount`.execute(db);
  await sql`alter table sandbox_subscriptions drop column if exists discount_cycles_left`.execute(db);
  for (const table of ['author_verification_requests', 'landing_pages', 'sandbox_charges', 'cancellation_feedback', 'gift_codes', 'gift_orders']) await db.schema.dropTable(table).ifExists().execute();
  await sql`drop index if exists memberships_gift_due_idx`.execute(db);
}
