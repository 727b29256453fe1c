// Membership: a reader's memberships (one active at a time; past ones kept), what each period
// was charged (billing history), the provider events already applied (each exactly once), the banner
// flags a reader dismissed, and the built-in sandbox provider's own books — its subscriptions and the
// events it has to report — kept apart, as an outside provider's would be.
import { sql, type Kysely } from 'kysely';

const TYPES = sql`('MONTHLY', 'YEARLY', 'PREMIUM_MONTHLY', 'PREMIUM_YEARLY')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('memberships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('membership_type', 'text', (c) => c.notNull().check(sql`membership_type in ${TYPES}`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('USD', 'CAD')`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('started_at', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('current_period_starts_at', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('current_period_ends_at', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('friend_since', 'timestamptz(3)')
    .addColumn('discount_ends_at', 'timestamptz(3)')
    .addColumn('discount_num_cycles', 'integer')
    .addColumn('regular_amount', 'integer')
    .addColumn('is_cancelled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ended_at', 'timestamptz(3)')
    .addColumn('payment_provider', 'text', (c) => c.notNull().check(sql`payment_provider in ('STRIPE', 'SANDBOX', 'APPLE', 'GOOGLE')`))
    .addColumn('subscription_ref', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'jsonb')
    .addColumn('payment_failed_at', 'timestamptz(3)')
    .addColumn('failed_payment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('switch_type', 'text', (c) => c.check(sql`switch_type in ${TYPES}`))
    .addColumn('switch_amount', 'integer')
    .addColumn('updated_at', 'timestamptz(3)', (c) => c.notNull())
    .addUniqueConstraint('memberships_subscription_uq', ['payment_provider', 'subscription_ref'])
    .execute();
  // One active membership per reader.
  await db.schema.createIndex('memberships_active_user_uq').on('memberships').column('user_id').unique().where(sql.ref('ended_at'), 'is', null).execute();
  await db.schema.createIndex('memberships_user_idx').on('memberships').columns(['user_id', 'started_at']).execute();

  await db.schema
    .createTable('membership_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('membership_id', 'text', (c) => c.notNull().references('memberships.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('membership_type', 'text', (c) => c.notNull().check(sql`membership_type in ${TYPES}`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PAID', 'FAILED')`))
    .addColumn('charge_ref', 'text')
    .addColumn('period_start', 'timestamptz(3)')
    .addColumn('period_end', 'timestamptz(3)')
    .addColumn('created_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('membership_charges_user_idx').on('membership_charges').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('provider_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz(3)', (c) => c.notNull())
    .addPrimaryKeyConstraint('provider_events_pk', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('dismissed_flags')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('dismissed_at', 'timestamptz(3)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dismissed_flags_pk', ['user_id', 'flag'])
    .execute();

  await db.schema
    .createTable('sandbox_subscriptions')
    .addColumn('ref', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('card_number', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'jsonb', (c) => c.notNull())
    .addColumn('membership_type', 'text', (c) => c.notNull().check(sql`membership_type in ${TYPES}`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('switch_type', 'text', (c) => c.check(sql`switch_type in ${TYPES}`))
    .addColumn('switch_amount', 'integer')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz(3)')
    .execute();
  await db.schema.createIndex('sandbox_subscriptions_due_idx').on('sandbox_subscriptions').column('next_attempt_at').where(sql.ref('ended_at'), 'is', null).execute();

  await db.schema
    .createTable('sandbox_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'serial', (c) => c.notNull())
    .addColumn('event', 'jsonb', (c) => c.notNull())
    .addColumn('delivered_at', 'timestamptz(3)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_events', 'sandbox_subscriptions', 'dismissed_flags', 'provider_events', 'membership_charges', 'memberships']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
