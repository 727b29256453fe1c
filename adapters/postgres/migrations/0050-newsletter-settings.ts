// reader-experience §3 Publication newsletter (description, showPromo): a newsletter's description, shown on its
// landing page, and whether its publication's pages promote it (the Subscribe button on the homepage). A
// publication's owners and editors set both on /{publication}/newsletters/{slug}/settings (README: Newsletters).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('newsletters')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('show_promo', 'boolean', (c) => c.notNull().defaultTo(sql`true`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('newsletters').dropColumn('description').dropColumn('show_promo').execute();
}
