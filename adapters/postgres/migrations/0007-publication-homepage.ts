// A publication's homepage (reader-experience §3 Publication.homepage): a header image beside the
// header colour, and the sections its editors arrange — stories they feature, the newest stories, and the
// newest under one tag — in order, each with a title, a layout and how many stories it shows.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('publications')
    .addColumn('header_image_id', 'text')
    .addColumn('header_image_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('header_focus_x', 'integer', (c) => c.notNull().defaultTo(50).check(sql`header_focus_x between 0 and 100`))
    .addColumn('header_focus_y', 'integer', (c) => c.notNull().defaultTo(50).check(sql`header_focus_y between 0 and 100`))
    .execute();
  await db.schema
    .createTable('publication_sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('FEATURED', 'LATEST', 'TAG')`))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    // The tag slug of a TAG section; '' otherwise.
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('layout', 'text', (c) => c.notNull().defaultTo('LIST').check(sql`layout in ('GRID', 'LIST')`))
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(3).check(sql`post_count between 1 and 12`))
    .addUniqueConstraint('publication_sections_position_uq', ['publication_id', 'position'])
    .execute();
  await db.schema
    .createTable('publication_featured_posts')
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('publication_featured_posts_pk', ['publication_id', 'post_id'])
    .execute();
  // The publication's stream: its approved, published stories, newest first.
  await db.schema
    .createIndex('posts_publication_stream_idx')
    .on('posts')
    .columns(['publication_id', 'published_at desc', 'id desc'])
    .where(sql.ref('status_for_collection'), '=', 'APPROVED')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_publication_stream_idx').ifExists().execute();
  for (const table of ['publication_featured_posts', 'publication_sections']) await db.schema.dropTable(table).ifExists().execute();
  await db.schema
    .alterTable('publications')
    .dropColumn('header_image_id')
    .dropColumn('header_image_alt')
    .dropColumn('header_focus_x')
    .dropColumn('header_focus_y')
    .execute();
}
