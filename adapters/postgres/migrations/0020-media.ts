// Uploaded images (issue 15, Images): one row per upload — who uploaded it, its type, its size once
// auto-rotated, its byte size as uploaded, what it is for and the widths stored (adapters/media, the
// MediaStorage port keeps the bytes under `{id}/{width}`). An object without a row is never served.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table media (
      id text primary key,
      owner_id text not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('image', 'avatar', 'favicon')),
      mime_type text not null,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      byte_size integer not null check (byte_size >= 0),
      widths integer[] not null,
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index media_owner on media (owner_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table media`.execute(db);
}
