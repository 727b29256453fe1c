// The first tables: users, publications with editors and navigation, topics and tags, posts with their
// paragraph-model bodies, and follows (reader-experience §3 entities, platform-reference §3 enums).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('image_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('publications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tagline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar_id', 'text')
    .addColumn('header_color', 'text', (c) => c.check(sql`header_color ~ '^[0-9a-f]{6}$'`))
    .addColumn('domain', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('publication_editors')
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('OWNER', 'EDITOR', 'WRITER')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('publication_editors_pk', ['publication_id', 'user_id'])
    .execute();
  await db.schema.createIndex('publication_editors_user_idx').on('publication_editors').column('user_id').execute();

  await db.schema
    .createTable('navigation_items')
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`destination in ('ABOUT', 'ARCHIVE', 'EXTERNAL_URL', 'LATEST', 'PAGE', 'POST', 'SECTION', 'TAG_FEED', 'TRENDING')`,
        ),
    )
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('navigation_items_pk', ['publication_id', 'position'])
    .execute();

  await db.schema
    .createTable('topics')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('display_title', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('publication_id', 'text', (c) => c.references('publications.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('slug', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('visibility', 'text', (c) =>
      c.notNull().defaultTo('PUBLIC').check(sql`visibility in ('PUBLIC', 'UNLISTED', 'LOCKED')`),
    )
    .addColumn('is_locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reading_time', 'double precision', (c) => c.notNull().defaultTo(1))
    // The first image's metadata, kept beside the body so feeds never read whole bodies.
    .addColumn('preview_image', 'jsonb')
    .addColumn('primary_topic_id', 'text', (c) => c.references('topics.id').onDelete('set null'))
    .addColumn('status_for_collection', 'text')
    .addColumn('published_at', 'timestamptz')
    .addColumn('latest_published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The recommended feed walks published posts newest first, keyset-paged on (published_at, id).
  await sql`create index posts_feed_idx on posts (published_at desc, id desc) where published_at is not null and visibility <> 'UNLISTED'`.execute(
    db,
  );
  await db.schema.createIndex('posts_creator_idx').on('posts').columns(['creator_id', 'published_at']).execute();
  await db.schema.createIndex('posts_publication_idx').on('posts').columns(['publication_id', 'published_at']).execute();

  await db.schema
    .createTable('post_topics')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('topic_id', 'text', (c) => c.notNull().references('topics.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_topics_pk', ['post_id', 'topic_id'])
    .execute();
  await db.schema.createIndex('post_topics_topic_idx').on('post_topics').column('topic_id').execute();

  await db.schema
    .createTable('post_tags')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('tag_slug', 'text', (c) => c.notNull().references('tags.slug').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_tags_pk', ['post_id', 'tag_slug'])
    .execute();
  await db.schema.createIndex('post_tags_tag_idx').on('post_tags').column('tag_slug').execute();

  await db.schema
    .createTable('user_follows')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_follows_pk', ['follower_id', 'followee_id'])
    .addCheckConstraint('user_follows_not_self', sql`follower_id <> followee_id`)
    .execute();
  await db.schema.createIndex('user_follows_followee_idx').on('user_follows').column('followee_id').execute();

  await db.schema
    .createTable('publication_follows')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('publication_id', 'text', (c) => c.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('publication_follows_pk', ['follower_id', 'publication_id'])
    .execute();
  await db.schema
    .createIndex('publication_follows_publication_idx')
    .on('publication_follows')
    .column('publication_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'publication_follows',
    'user_follows',
    'post_tags',
    'post_topics',
    'posts',
    'tags',
    'topics',
    'navigation_items',
    'publication_editors',
    'publications',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
