// Issue 22: a publication's custom domain as its owners ask for it. `publications.domain` stays what the host
// lookup serves (live); the domain asked for waits in `pending_domain` with the time it was asked for, until it is
// connected (README: Publications: settings and pages → Custom domain).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('publications')
    .addColumn('pending_domain', 'text')
    .addColumn('pending_domain_requested_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publications').dropColumn('pending_domain').dropColumn('pending_domain_requested_at').execute();
}
