// Issue 17: the unread notification count, kept rather than counted (and notify_grouped, below, for claps) (README: Notifications). Counting a reader's
// unread rows read every unread row (20,000 for a busy reader, through an index shared by every reader's unread
// rows); the badge is polled by every open page, so it reads one row instead. notification_counts is kept by
// statement-level triggers on notifications with transition tables — in the same statement as whatever inserts,
// marks read, re-marks unread (a new actor on a grouped row) or deletes (a story's cascade) — so every write path,
// present and future, keeps it, concurrent writers add their deltas atomically (upsert of `unread + delta`), and
// marking 20,000 rows read is one aggregate, not 20,000 row updates.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_counts (
      recipient_id text primary key references users (id) on delete cascade,
      unread integer not null default 0
    )`.execute(db);
  await sql`
    create function notification_counts_add() returns trigger language plpgsql as $$
    begin
      -- A statement that changed no unread row (a clap's notification CTE that wrote nothing) costs one probe.
      if tg_op = 'INSERT' then
        if not exists (select 1 from new_rows where read_at is null) then return null; end if;
        insert into notification_counts (recipient_id, unread)
          select recipient_id, count(*) from new_rows where read_at is null group by recipient_id
          on conflict (recipient_id) do update set unread = notification_counts.unread + excluded.unread;
      elsif tg_op = 'DELETE' then
        if not exists (select 1 from old_rows where read_at is null) then return null; end if;
        update notification_counts c set unread = c.unread - d.n
          from (select recipient_id, count(*)::int as n from old_rows where read_at is null group by recipient_id) d
          where c.recipient_id = d.recipient_id;
      else
        if not exists (select 1 from old_rows) then return null; end if;
        insert into notification_counts (recipient_id, unread)
          select n.recipient_id, sum((n.read_at is null)::int - (o.read_at is null)::int)
          from new_rows n join old_rows o on o.id = n.id
          where (n.read_at is null) <> (o.read_at is null)
          group by n.recipient_id
          on conflict (recipient_id) do update set unread = notification_counts.unread + excluded.unread;
      end if;
      return null;
    end $$`.execute(db);
  // A trigger with transition tables names one event, so one trigger per event.
  await sql`create trigger notification_counts_insert after insert on notifications referencing new table as new_rows
    for each statement execute function notification_counts_add()`.execute(db);
  await sql`create trigger notification_counts_update after update on notifications referencing old table as old_rows new table as new_rows
    for each statement execute function notification_counts_add()`.execute(db);
  await sql`create trigger notification_counts_delete after delete on notifications referencing old table as old_rows
    for each statement execute function notification_counts_add()`.execute(db);
  await sql`
    insert into notification_counts (recipient_id, unread)
    select recipient_id, count(*) from notifications where read_at is null group by recipient_id`.execute(db);
  // A grouped notification (claps: one row per story and day) written from inside the statement that made the event
  // (adapters/postgres/notifications.repository.ts groupedNotificationCtes): called only for an event that happened,
  // so a clap that added nothing costs nothing, and its plans are kept per connection. The same checks and upsert as
  // insertNotification: not the actor's own, not muted, not turned off in the app, each actor once per group.
  await sql`
    create function notify_grouped(p_recipient text, p_publication text, p_kind text, p_actor text, p_post text, p_key text, p_at timestamptz, p_id text)
    returns boolean language plpgsql as $$
    begin
      if p_recipient = p_actor
        or exists (select 1 from user_mutes where muter_id = p_recipient and mutee_id = p_actor)
        or exists (select 1 from publication_mutes where user_id = p_recipient and publication_id = p_publication)
        or exists (select 1 from notification_settings where user_id = p_recipient and kind = p_kind and not in_app) then
        return false;
      end if;
      insert into notification_actors (recipient_id, group_key, actor_id) values (p_recipient, p_key, p_actor) on conflict do nothing;
      if not found then
        return false;
      end if;
      insert into notifications (id, recipient_id, kind, actor_id, post_id, publication_id, group_key, created_at)
      values (p_id, p_recipient, p_kind, p_actor, p_post, p_publication, p_key, p_at)
      on conflict (recipient_id, group_key) do update
        set actor_count = notifications.actor_count + 1, actor_id = excluded.actor_id,
            created_at = greatest(notifications.created_at, excluded.created_at), read_at = null;
      return true;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function notify_grouped(text, text, text, text, text, text, timestamptz, text)`.execute(db);
  await sql`drop trigger notification_counts_delete on notifications`.execute(db);
  await sql`drop trigger notification_counts_update on notifications`.execute(db);
  await sql`drop trigger notification_counts_insert on notifications`.execute(db);
  await sql`drop function notification_counts_add()`.execute(db);
  await sql`drop table notification_counts`.execute(db);
}
