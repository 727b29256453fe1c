// Sign-in hardening: when each session last proved who it is (changing the second factor needs a recent
// sign-in).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Sessions from before this column are treated as signed in long ago: they must sign in again, or give
  // their current code, to change their second factor.
  await sql`alter table sessions add column authenticated_at timestamptz(3)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column authenticated_at`.execute(db);
}
