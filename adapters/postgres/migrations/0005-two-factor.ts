// Two-factor sign-in: a TOTP secret per user, and the purpose of each one-time row in
// auth_codes — an e-mailed code and link, a callback token, or a pending two-factor challenge.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema
    .alterTable('auth_codes')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('email').check(sql`purpose in ('email', 'callback', 'two_factor')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_codes').dropColumn('purpose').execute();
  await db.schema.alterTable('users').dropColumn('totp_enabled').execute();
  await db.schema.alterTable('users').dropColumn('totp_secret').execute();
}
