// Issue 22 part B: what a publication's owners and editors set (reader-experience §2.6, §3): the search tags of
// its pages (seoMetaTags description and robots), its about text, its guidelines for writers (write-for-us), the
// time zone its archive is bucketed in, a PROMOTION homepage section, and its subpages — each a body in the
// paragraph model (platform-reference §3), at /{publication}/subpage/{slug}.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('publications')
    .addColumn('seo_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_robots', 'text', (c) => c.notNull().defaultTo('index, follow').check(sql`seo_robots in ('index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow')`))
    .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('write_for_us', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await sql`alter table publication_sections drop constraint if exists publication_sections_type_check`.execute(db);
  await sql`alter table publication_sections add constraint publication_sections_type_check check (type in ('FEATURED', 'LATEST', 'TAG', 'PROMOTION'))`.execute(db);
  await db.schema
    .createTable('publication_subpages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('title', 'text', (c) => c.notNull())
    // The body as paragraphs (core/content/paragraph.ts), checked by parseBody before it is stored.
    .addColumn('body', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('publication_subpages_slug_uq', ['publication_id', 'slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('publication_subpages').ifExists().execute();
  await sql`delete from publication_sections where type = 'PROMOTION'`.execute(db);
  await sql`alter table publication_sections drop constraint if exists publication_sections_type_check`.execute(db);
  await sql`alter table publication_sections add constraint publication_sections_type_check check (type in ('FEATURED', 'LATEST', 'TAG'))`.execute(db);
  await db.schema
    .alterTable('publications')
    .dropColumn('seo_description')
    .dropColumn('seo_robots')
    .dropColumn('about')
    .dropColumn('write_for_us')
    .dropColumn('time_zone')
    .execute();
}
