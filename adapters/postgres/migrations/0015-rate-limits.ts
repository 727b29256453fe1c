// Rate limits shared by every server process (core/limits/rate-limit.ts): one row per limit, key and fixed
// window, counted with one atomic upsert. Old windows are swept as new ones open.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit_counts (
      name text not null,
      key text not null,
      window_start timestamptz(3) not null,
      expires_at timestamptz(3) not null,
      count integer not null,
      primary key (name, key, window_start)
    )`.execute(db);
  await sql`create index rate_limit_counts_expiry on rate_limit_counts (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limit_counts`.execute(db);
}
