// Hosted payments (Stripe): a provider's events can arrive before the one that starts their
// membership (a renewal reported before the checkout that began it). Such an event is held — kept with its
// payload against its subscription — and applied, in the order things happened, once `started` arrives.
// And a cancellation changed outside Quire (the provider's own pages) is applied only when it is newer than
// the last change Quire knows of: cancel_changed_at.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('provider_events')
    .addColumn('subscription_ref', 'text')
    .addColumn('occurred_at', 'timestamptz(3)')
    .addColumn('payload', 'jsonb')
    .addColumn('held', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('provider_events_held_idx')
    .on('provider_events')
    .columns(['provider', 'subscription_ref', 'occurred_at'])
    .where(sql.ref('held'), '=', true)
    .execute();
  await db.schema.alterTable('memberships').addColumn('cancel_changed_at', 'timestamptz(3)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('memberships').dropColumn('cancel_changed_at').execute();
  await db.schema.dropIndex('provider_events_held_idx').ifExists().execute();
  await db.schema.alterTable('provider_events').dropColumn('held').dropColumn('payload').dropColumn('occurred_at').dropColumn('subscription_ref').execute();
}
