// Secrets every server process must share (today: the key that signs logged-out browsers' xsrf tokens). A
// secret is made by the first process that needs it (random bytes from Node's crypto) and read by the others.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table server_secrets (name text primary key, value text not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table server_secrets`.execute(db);
}
