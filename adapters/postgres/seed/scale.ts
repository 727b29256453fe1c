// A large store on top of the demo corpus (issue 19: queries that grow with the store), written by set-based SQL
// in a few statements: 10,000 readers and writers, 200 publications, 100,000 published stories over three years,
// 1,000,000 follows, 500,000 tag links (skewed, so one tag is very heavy and most are light) and a topic for every
// story. `npm run seed -- --scale large` writes it; bench/scale.bench.ts measures the pages on it beside the demo
// store. Deterministic: every choice is a hash of the row's number, never random().
import { sql } from 'kysely';
import type { Store } from '../store.ts';

export type Scale = { users: number; publications: number; stories: number; follows: number; tagLinks: number; tags: number };

export const LARGE_SCALE: Scale = { users: 10_000, publications: 200, stories: 100_000, follows: 1_000_000, tagLinks: 500_000, tags: 2_000 };

/** A small scale for tests of the generator itself. */
export const TINY_SCALE: Scale = { users: 50, publications: 3, stories: 200, follows: 500, tagLinks: 400, tags: 20 };

/** Rows the scale added, by table. */
export type ScaleCounts = { users: number; publications: number; posts: number; userFollows: number; publicationFollows: number; postTags: number; postTopics: number };

/** Whether the store already holds a scale's rows (they are written once). */
export async function isScaled(store: Store): Promise<boolean> {
  const row = await store.db.selectFrom('users').select('id').where('username', '=', 'scale_reader_1').executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes the scale's rows after the demo corpus (which must be there: stories draw their topics from it).
 * `now` is the newest story's time; stories go back one every (three years / stories).
 */
export async function growToScale(store: Store, scale: Scale, now: Date): Promise<ScaleCounts> {
  const db = store.db;
  // h(x): a stable non-negative integer from any text.
  const h = (x: ReturnType<typeof sql>) => sql`abs(hashtext(${x}))`;
  const spanMs = 3 * 365 * 24 * 3600 * 1000;
  const stepMs = Math.max(1, Math.floor(spanMs / Math.max(1, scale.stories)));

  return db.transaction().execute(async (tx) => {
    const users = await sql`
      insert into users (id, username, name, bio, email, created_at)
      select 'su' || lpad(to_hex(i), 10, '0'), 'scale_reader_' || i, 'Scale Reader ' || i, 'A reader of the large store.',
             'scale_reader_' || i || '@example.com', ${now}::timestamptz - make_interval(days => i % 1000)
      from generate_series(1, ${scale.users}) as i`.execute(tx);
    const publications = await sql`
      insert into publications (id, slug, name, tagline, description, header_color, created_at)
      select 'sp' || lpad(to_hex(i), 10, '0'), 'scale-publication-' || i, 'Scale Publication ' || i, 'One of many.', 'A publication of the large store.',
             lpad(to_hex(${h(sql`'colour' || i`)} % 16777216), 6, '0'), ${now}::timestamptz - make_interval(days => i)
      from generate_series(1, ${scale.publications}) as i`.execute(tx);
    await sql`
      insert into tags (slug, display_title)
      select 'scale-tag-' || i, 'Scale Tag ' || i from generate_series(0, ${scale.tags - 1}) as i
      on conflict do nothing`.execute(tx);
    // Stories: a writer among the first fifth of the readers, one in three in a publication (approved), one in
    // ten member-only, a short body of three paragraphs, a topic from the demo's twenty.
    const posts = await sql`
      with topic_list as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from topics)
      insert into posts (id, creator_id, publication_id, title, subtitle, slug, body, visibility, is_locked, reading_time,
                         primary_topic_id, status_for_collection, published_at, latest_published_at, created_at, updated_at)
      select 'sx' || lpad(to_hex(i), 10, '0'),
             'su' || lpad(to_hex(1 + ${h(sql`'writer' || i`)} % greatest(1, ${scale.users} / 5)), 10, '0'),
             case when i % 3 = 0 then 'sp' || lpad(to_hex(1 + ${h(sql`'pub' || i`)} % ${scale.publications}), 10, '0') end,
             'Scale story ' || i || ': notes on ' || (array['cities','code','gardens','money','music','science','travel','work'])[1 + i % 8],
             'A story of the large store, number ' || i,
             'scale-story-' || i,
             jsonb_build_array(
               jsonb_build_object('name', 'a' || i, 'type', 'H3', 'text', 'Scale story ' || i, 'markups', '[]'::jsonb),
               jsonb_build_object('name', 'b' || i, 'type', 'P', 'text', 'The first paragraph of a story written to make the store large. ' || md5(i::text), 'markups', '[]'::jsonb),
               jsonb_build_object('name', 'c' || i, 'type', 'P', 'text', 'A second paragraph, so the story has a body to read. ' || md5((i + 1)::text), 'markups', '[]'::jsonb)),
             case when i % 10 = 0 then 'LOCKED' else 'PUBLIC' end,
             i % 10 = 0,
             1 + i % 12,
             t.id,
             case when i % 3 = 0 then 'APPROVED' end,
             ${now}::timestamptz - make_interval(secs => (i::double precision * ${stepMs}) / 1000),
             ${now}::timestamptz - make_interval(secs => (i::double precision * ${stepMs}) / 1000),
             ${now}::timestamptz - make_interval(secs => (i::double precision * ${stepMs}) / 1000),
             ${now}::timestamptz - make_interval(secs => (i::double precision * ${stepMs}) / 1000)
      from generate_series(1, ${scale.stories}) as i
      join topic_list t on t.n = ${h(sql`'topic' || i`)} % t.total`.execute(tx);
    const postTopics = await sql`
      insert into post_topics (post_id, topic_id)
      select id, primary_topic_id from posts where id like 'sx%' and primary_topic_id is not null
      on conflict do nothing`.execute(tx);
    // Tag links, skewed: a link's tag is the cube of a uniform draw, so tag 0 is the heaviest by far.
    const postTags = await sql`
      insert into post_tags (post_id, tag_slug, position)
      select 'sx' || lpad(to_hex(1 + (j % ${scale.stories})), 10, '0'),
             'scale-tag-' || floor(power((${h(sql`'tag' || j`)} % 1000000) / 1000000.0, 3) * ${scale.tags})::int,
             j / ${scale.stories}
      from generate_series(0, ${scale.tagLinks - 1}) as j
      on conflict do nothing`.execute(tx);
    // Follows, skewed the same way: a few writers have most followers.
    const userFollows = await sql`
      insert into user_follows (follower_id, followee_id, created_at)
      select 'su' || lpad(to_hex(1 + j % ${scale.users}), 10, '0'),
             'su' || lpad(to_hex(1 + floor(power((${h(sql`'followee' || j`)} % 1000000) / 1000000.0, 2) * ${scale.users})::int), 10, '0'),
             ${now}::timestamptz - make_interval(mins => j % 100000)
      from generate_series(0, ${scale.follows - 1}) as j
      where 1 + j % ${scale.users} <> 1 + floor(power((${h(sql`'followee' || j`)} % 1000000) / 1000000.0, 2) * ${scale.users})::int
      on conflict do nothing`.execute(tx);
    const publicationFollows = await sql`
      insert into publication_follows (follower_id, publication_id, created_at)
      select 'su' || lpad(to_hex(1 + j % ${scale.users}), 10, '0'),
             'sp' || lpad(to_hex(1 + ${h(sql`'pf' || j`)} % ${scale.publications}), 10, '0'),
             ${now}::timestamptz - make_interval(mins => j)
      from generate_series(0, ${scale.users * 3 - 1}) as j
      on conflict do nothing`.execute(tx);
    await sql`analyze`.execute(tx).catch(() => {});
    const n = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0n);
    return {
      users: n(users),
      publications: n(publications),
      posts: n(posts),
      userFollows: n(userFollows),
      publicationFollows: n(publicationFollows),
      postTags: n(postTags),
      postTopics: n(postTopics),
    };
  });
}
