// Issue 21, account states (reader-experience §8 'Account suspended', platform-reference §6): staff may suspend
// an account. While users.suspended_at is set the account sees the persistent 'Your account was found in
// violation of the Rules.' toast on every page; lifting the suspension clears it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column suspended_at timestamptz(3)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column suspended_at`.execute(db);
}
