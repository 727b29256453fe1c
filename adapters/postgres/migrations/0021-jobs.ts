// The job queue (core/ports/job-queue.port.ts; adapters/postgres/jobs.repository.ts): one row per job. A runner
// claims due rows under a row lock (FOR UPDATE SKIP LOCKED) and holds them by a lease (locked_by, locked_until),
// so two server processes never run one job at once, and a job whose process died runs again once its lease is
// over. A key is unique among pending jobs only: rescheduling replaces the pending job; done and failed ones stay
// as a record until they are pruned.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jobs (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      payload jsonb not null,
      key text,
      run_at timestamptz(3) not null,
      attempts integer not null default 0,
      max_attempts integer not null default 5 check (max_attempts >= 1),
      state text not null default 'pending' check (state in ('pending', 'running', 'done', 'failed')),
      locked_by text,
      locked_until timestamptz(3),
      last_error text,
      created_at timestamptz(3) not null default now(),
      finished_at timestamptz(3)
    )`.execute(db);
  await sql`create unique index jobs_pending_key on jobs (key) where state = 'pending'`.execute(db);
  // The claim's two arms: pending jobs by due time, running jobs by the end of their lease.
  await sql`create index jobs_due on jobs (run_at) where state = 'pending'`.execute(db);
  await sql`create index jobs_lease on jobs (locked_until) where state = 'running'`.execute(db);
  // Pruning finished jobs, and a staff view of recent failures.
  await sql`create index jobs_finished on jobs (finished_at) where state in ('done', 'failed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table jobs`.execute(db);
}
