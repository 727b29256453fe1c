// Writing and publishing (issue 15): a story's lifecycle beside its published text. core/content/post-lifecycle.ts
// holds the rules; adapters/postgres/post-editing.repository.ts the writes.
// - revision: bumped by every save and publish; a save names the revision it started from, and a stale one is
//   refused in the same UPDATE (WHERE revision = base), so two tabs never overwrite each other.
// - draft: a published story's saved but unpublished title, subtitle and body ({title, subtitle, body}), or null;
//   readers keep reading the published columns until the writer publishes again.
// - scheduled_at: a scheduled story (not yet published) publishes then, by the post.publish job.
// - deleted_at: in the trash since then (reader-experience §9: deleted for good 14 days later).
// - previously_published_at: an unpublished story's first-publication time, given back if it is published
//   again, so the Undo of an unpublish restores the story exactly.
// - license (platform-reference §3), preview_paragraphs (a locked story's preview cut).
// - type STORY or RESPONSE, and in_response_to_post_id (a response is a story in reply to another; issue 16).
// - stories_tab: which Your Stories tab the story is in (platform-reference §2.2), generated from the columns
//   above exactly as core's storiesTabOf says (post-editing.repository.test.ts checks they agree), so each tab
//   pages on an index.
import { sql, type Kysely } from 'kysely';

export const POST_LICENSES = [
  'ALL_RIGHTS_RESERVED',
  'CC_40_BY',
  'CC_40_BY_SA',
  'CC_40_BY_ND',
  'CC_40_BY_NC',
  'CC_40_BY_NC_SA',
  'CC_40_BY_NC_ND',
  'CC_40_ZERO',
  'PUBLIC_DOMAIN',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const licenses = sql.join(POST_LICENSES.map((l) => sql.lit(l)));
  await sql`
    alter table posts
      add column revision integer not null default 1,
      add column draft jsonb,
      add column scheduled_at timestamptz(3),
      add column deleted_at timestamptz(3),
      add column previously_published_at timestamptz(3),
      add column license text not null default 'ALL_RIGHTS_RESERVED' check (license in (${licenses})),
      add column preview_paragraphs integer check (preview_paragraphs between 1 and 50),
      add column type text not null default 'STORY' check (type in ('STORY', 'RESPONSE')),
      add column in_response_to_post_id text references posts (id) on delete set null
  `.execute(db);
  await sql`
    alter table posts add column stories_tab text not null generated always as (
      case
        when deleted_at is not null then 'DELETED'
        when published_at is null then 'DRAFTS'
        when type = 'RESPONSE' then 'RESPONSES'
        when visibility = 'UNLISTED' then 'UNLISTED'
        else 'PUBLIC'
      end
    ) stored
  `.execute(db);
  // Your Stories: one tab of one writer, most recently edited first (the Deleted tab: most recently trashed).
  await sql`create index posts_your_stories_idx on posts (creator_id, stories_tab, updated_at desc, id desc)`.execute(db);
  await sql`create index posts_trash_idx on posts (creator_id, deleted_at desc, id desc) where deleted_at is not null`.execute(db);
  // The trash sweep walks what was trashed longest ago.
  await sql`create index posts_deleted_at_idx on posts (deleted_at) where deleted_at is not null`.execute(db);
  // The recommended feed's index leaves trashed stories out.
  await sql`drop index posts_feed_idx`.execute(db);
  await sql`create index posts_feed_idx on posts (published_at desc, id desc) where published_at is not null and visibility <> 'UNLISTED' and deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index posts_feed_idx`.execute(db);
  await sql`create index posts_feed_idx on posts (published_at desc, id desc) where published_at is not null and visibility <> 'UNLISTED'`.execute(db);
  for (const index of ['posts_deleted_at_idx', 'posts_trash_idx', 'posts_your_stories_idx']) await sql`drop index ${sql.id(index)}`.execute(db);
  await sql`
    alter table posts
      drop column stories_tab,
      drop column in_response_to_post_id,
      drop column type,
      drop column preview_paragraphs,
      drop column license,
      drop column previously_published_at,
      drop column deleted_at,
      drop column scheduled_at,
      drop column draft,
      drop column revision
  `.execute(db);
}
