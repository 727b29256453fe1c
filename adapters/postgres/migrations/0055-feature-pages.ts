// A publication's feature pages (platform-reference §2.2 /settings/feature-pages; core/publication/feature-pages.ts):
// each a section of the publication at /{publication}/{slug}/home with a title, a description, the layout of its
// stories and the tags that choose them, in the order its editors set (position). The address is unique per
// publication (the constraint answers a taken one); the count limit is taken under a lock on the publication's row.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('publication_feature_pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('layout', 'text', (c) => c.notNull().defaultTo('GRID').check(sql`layout in ('GRID', 'LIST')`))
    // The tag slugs that choose its stories (1 to 5, checked by parseFeaturePage).
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('publication_feature_pages_slug_uq', ['publication_id', 'slug'])
    .execute();
  await sql`create index publication_feature_pages_order_idx on publication_feature_pages (publication_id, position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('publication_feature_pages').ifExists().execute();
}
