// The mail queue (adapters/postgres/mail-deliveries.repository.ts; README: Newsletters → delivery guarantees): one
// row per e-mail to send, its idempotency key unique for ever (a newsletter's story to one recipient is one key,
// however often the fan-out runs), claimed by a sender under a row lock (FOR UPDATE SKIP LOCKED) and a lease, marked
// sent right after the SMTP server accepts it. The dev outbox keeps the headers and Message-ID it was handed too.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_deliveries (
      id uuid primary key default gen_random_uuid(),
      key text not null unique,
      category text not null,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      headers jsonb not null default '{}'::jsonb,
      message_id text not null,
      ref text,
      state text not null default 'pending' check (state in ('pending', 'sending', 'sent', 'failed')),
      attempts integer not null default 0,
      max_attempts integer not null check (max_attempts >= 1),
      run_at timestamptz(3) not null,
      locked_by text,
      locked_until timestamptz(3),
      last_error text,
      created_at timestamptz(3) not null,
      sent_at timestamptz(3),
      failed_at timestamptz(3)
    )`.execute(db);
  // The claim's two arms: pending rows by due time, rows being sent by the end of their lease.
  await sql`create index mail_deliveries_due on mail_deliveries (run_at) where state = 'pending'`.execute(db);
  await sql`create index mail_deliveries_lease on mail_deliveries (locked_until) where state = 'sending'`.execute(db);
  // What a writer sees of a newsletter issue: its failures and counts by ref (e.g. newsletter:{id}:post:{id}).
  await sql`create index mail_deliveries_ref on mail_deliveries (ref, state) where ref is not null`.execute(db);
  await sql`alter table mail_outbox add column headers jsonb not null default '{}'::jsonb, add column message_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop column headers, drop column message_id`.execute(db);
  await sql`drop table mail_deliveries`.execute(db);
}
