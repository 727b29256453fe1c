// Muting and notifications: a reader mutes writers and publications (their posts leave that
// reader's feeds), and a writer is notified when someone follows them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_mutes')
    .addColumn('muter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mutee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_mutes_pk', ['muter_id', 'mutee_id'])
    .addCheckConstraint('user_mutes_not_self', sql`muter_id <> mutee_id`)
    .execute();
  await db.schema
    .createTable('publication_mutes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('publication_mutes_pk', ['user_id', 'publication_id'])
    .execute();
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('publication_id', 'text', (c) => c.references('publications.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('notifications_recipient_idx').on('notifications').columns(['recipient_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notifications', 'publication_mutes', 'user_mutes']) await db.schema.dropTable(table).ifExists().execute();
}
