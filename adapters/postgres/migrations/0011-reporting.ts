// Reporting. Client events (deduplicated by their eventId, so a retried batch counts once),
// client error reports and performance reports, each with the time it arrived for the operator view.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .execute();
  await db.schema.createIndex('client_events_received_idx').on('client_events').columns(['received_at', 'key']).execute();
  await db.schema
    .createTable('client_error_reports')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('line', 'integer')
    .addColumn('extra', 'jsonb', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz(3)', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_error_reports_received_idx').on('client_error_reports').column('received_at').execute();
  await db.schema
    .createTable('performance_reports')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz(3)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('performance_reports_received_idx').on('performance_reports').columns(['received_at', 'type', 'route']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('performance_reports').ifExists().execute();
  await db.schema.dropTable('client_error_reports').ifExists().execute();
  await db.schema.dropTable('client_events').ifExists().execute();
}
