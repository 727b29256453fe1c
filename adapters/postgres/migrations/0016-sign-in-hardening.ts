// Sign-in hardening: when each session last proved who it is (changing the second factor needs a recent
// sign-in), an authenticator secret kept apart until its enrolment is confirmed, and no more per-network
// failure list (networks are now counted by the shared rate limiter, core/auth/lockout.policy.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Sessions from before this column are treated as signed in long ago: they must sign in again, or give
  // their current code, to change their second factor.
  await sql`alter table sessions add column authenticated_at timestamptz(3)`.execute(db);
  await sql`alter table users add column totp_pending_secret text`.execute(db);
  await sql`drop table network_auth_failures`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create table network_auth_failures (network text not null, failed_at timestamptz not null)`.execute(db);
  await sql`create index network_auth_failures_idx on network_auth_failures (network, failed_at)`.execute(db);
  await sql`alter table users drop column totp_pending_secret`.execute(db);
  await sql`alter table sessions drop column authenticated_at`.execute(db);
}
