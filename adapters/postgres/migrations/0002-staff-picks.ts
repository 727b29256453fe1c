// Staff picks: posts the editors of the installation recommend; the 404 screen shows four
// (reader-experience §2.9, NotFoundScreenQuery with staffPicksFeed).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_picks')
    .addColumn('post_id', 'text', (c) => c.primaryKey().references('posts.id').onDelete('cascade'))
    .addColumn('picked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('staff_picks_picked_idx').on('staff_picks').columns(['picked_at desc', 'post_id desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_picks').ifExists().execute();
}
