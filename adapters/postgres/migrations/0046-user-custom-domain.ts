// Issue 21: a writer's own custom domain, the way publications have theirs (0045). `users.custom_domain` is what
// the host lookup serves (live: every request on that host answers as the writer's profile), unique; the domain
// asked for waits in `pending_custom_domain` with when it was asked, until the operator connects it
// (README: Your account → Custom domain).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('custom_domain', 'text')
    .addColumn('pending_custom_domain', 'text')
    .addColumn('pending_custom_domain_requested_at', 'timestamptz')
    .execute();
  await sql`create unique index users_custom_domain_key on users (custom_domain) where custom_domain is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_custom_domain_key`.execute(db);
  await db.schema.alterTable('users').dropColumn('custom_domain').dropColumn('pending_custom_domain').dropColumn('pending_custom_domain_requested_at').execute();
}
