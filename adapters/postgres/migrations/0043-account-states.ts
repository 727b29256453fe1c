// Issue 21, account states (reader-experience §8 'Account suspended', platform-reference §6): staff may suspend
// an account. While users.suspended_at is set the account sees the persistent 'Your account was found in
// violation of the Rules.' toast on every page; lifting the suspension clears it.
// social_links: an account's connected social sign-in (provider, the provider's subject). Social sign-in opens the
// account linked to the subject first; a subject belongs to one account, an account has one link per provider.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column suspended_at timestamptz(3)`.execute(db);
  await db.schema
    .createTable('social_links')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('social_links_pkey', ['provider', 'subject'])
    .addUniqueConstraint('social_links_user_provider', ['user_id', 'provider'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_links').execute();
  await sql`alter table users drop column suspended_at`.execute(db);
}
