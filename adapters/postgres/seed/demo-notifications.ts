// Issue 17: the demo readers' notifications, so a newcomer signed in as a demo user sees a badge and a full page at
// first start. Derived in the store from what the corpus already holds, in the seeding transaction: a writer's ten
// latest followers, the claps on their stories grouped per story and day (one row counting its readers, as the
// store groups them), responses and replies, and highlights grouped the same way. Each reader's five newest are unread
// (the badge), the rest read. The keys are the ones live events use (core's groupKey), so a later clap joins its day.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.types.ts';

const DAY_MS = 86_400_000;

export async function writeDemoNotifications(trx: Kysely<Database>, now: Date): Promise<void> {
  // A writer's ten latest followers.
  await sql`
    insert into notifications (id, recipient_id, kind, actor_id, group_key, created_at, read_at)
    select substr(md5('follow:' || f.followee_id || ':' || f.follower_id), 1, 16), f.followee_id, 'FOLLOW', f.follower_id,
      'FOLLOW::' || f.follower_id, least(f.created_at, ${now}::timestamptz), least(f.created_at, ${now}::timestamptz)
    from (select *, row_number() over (partition by followee_id order by created_at desc, follower_id) as n from user_follows) f
    where f.n <= 10 and f.followee_id <> f.follower_id
    on conflict (recipient_id, group_key) do nothing`.execute(trx);
  // Claps and highlights, one row per story and UTC day, counting its readers.
  for (const [kind, table, at] of [['CLAPS', 'claps', 'updated_at'], ['HIGHLIGHT', 'highlights', 'created_at']] as const) {
    const source = sql.raw(table);
    const time = sql.raw(`e.${at}`);
    const grouped = sql`
      select p.creator_id as recipient_id, e.post_id, e.user_id, ${time} as at,
        ${kind} || ':' || e.post_id || ':' || floor(extract(epoch from ${time}) * 1000 / ${DAY_MS})::bigint as group_key
      from ${source} e join posts p on p.id = e.post_id
      where p.creator_id <> e.user_id and p.type = 'STORY'`;
    await sql`
      insert into notification_actors (recipient_id, group_key, actor_id)
      select distinct recipient_id, group_key, user_id from (${grouped}) g
      on conflict do nothing`.execute(trx);
    await sql`
      insert into notifications (id, recipient_id, kind, actor_id, post_id, group_key, actor_count, created_at, read_at)
      select substr(md5(g.recipient_id || ':' || g.group_key), 1, 16), g.recipient_id, ${kind}, (array_agg(g.user_id order by g.at desc))[1], min(g.post_id),
        g.group_key, count(distinct g.user_id), max(g.at), max(g.at)
      from (${grouped}) g
      group by g.recipient_id, g.group_key
      on conflict (recipient_id, group_key) do nothing`.execute(trx);
  }
  // Responses to a story, and replies to a response.
  await sql`
    insert into notifications (id, recipient_id, kind, actor_id, post_id, response_id, group_key, created_at, read_at)
    select substr(md5('response:' || r.id), 1, 16), parent.creator_id, case when parent.type = 'STORY' then 'RESPONSE' else 'REPLY' end, r.creator_id,
      coalesce(r.response_root_id, parent.id), r.id,
      case when parent.type = 'STORY' then 'RESPONSE' else 'REPLY' end || ':' || r.id || ':' || r.creator_id,
      r.published_at, r.published_at
    from posts r join posts parent on parent.id = r.in_response_to_post_id
    where r.type = 'RESPONSE' and r.published_at is not null and r.creator_id <> parent.creator_id
    on conflict (recipient_id, group_key) do nothing`.execute(trx);
  await sql`
    update notifications n set read_at = null
    from (select id, row_number() over (partition by recipient_id order by created_at desc, id desc) as rank from notifications) r
    where r.id = n.id and r.rank <= 5`.execute(trx);
}
