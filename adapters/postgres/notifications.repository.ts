// Issue 17 notifications in the store (core/ports/notifications-repository.port.ts, migration 0027). Every write is
// one statement that checks, in the store, what must hold: the recipient is not the actor, has not muted the actor
// (or the publication) and has not turned the kind off in the app. A notification's key (core's groupKey) is unique
// per recipient, so a repeated event writes nothing; claps and highlights join the story's row of the day, counting
// each reader once through notification_actors (the actor row and the count change in one statement, so concurrent
// claps never lose or double a reader). The unread count is never adjusted by hand here: marking read and a new notification
// can interleave in any order and the badge still equals the unread rows: the count is kept by triggers on the table
// (migration 0033) in the same statement as each change, so it is never a read-then-write.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { effectiveSettings, groupKey, isNotificationKind, KIND_RULES, RESPONSE_KINDS, type KindSetting, type NotificationKind } from '../../core/notifications/notification-kinds.ts';
import { DEFAULT_DIGEST, isDigestFrequency } from '../../core/notifications/notification-wording.ts';
import { postPath } from '../../core/routing/links.ts';
import type {
  MailableNotification,
  NotificationRecord,
  NotificationsCursor,
  NotificationsRepository,
  NotifyEvent,
} from '../../core/ports/notifications-repository.port.ts';
import type { Database } from './database.types.ts';

export type { NotificationsRepository, NotifyEvent };

const newId = (): string => randomBytes(8).toString('hex');

/**
 * Writes one notification inside the caller's transaction (a follow notifies in the follow's own transaction) or
 * on the store. Returns whether a row was written or joined.
 */
export async function insertNotification(db: Kysely<Database> | Transaction<Database>, event: NotifyEvent, now: Date): Promise<boolean> {
  const key = groupKey({ ...event, at: now });
  const actor = event.actorId ?? null;
  const publication = event.publicationId ?? null;
  const allowed = sql`
    ${event.recipientId}::text is distinct from ${actor}::text
    and exists (select 1 from users where id = ${event.recipientId})
    and not exists (select 1 from user_mutes where muter_id = ${event.recipientId} and mutee_id = ${actor}::text)
    and not exists (select 1 from publication_mutes where user_id = ${event.recipientId} and publication_id = ${publication}::text)
    and not exists (select 1 from notification_settings where user_id = ${event.recipientId} and kind = ${event.kind} and not in_app)`;
  const values = sql`${newId()}, ${event.recipientId}, ${event.kind}, ${actor}::text, ${event.postId ?? null}::text, ${event.responseId ?? null}::text,
    ${publication}::text, ${event.newsletterId ?? null}::text, ${key}, ${now}::timestamptz`;
  if (KIND_RULES[event.kind].groups && actor !== null) {
    const result = await sql`
      with new_actor as (
        insert into notification_actors (recipient_id, group_key, actor_id)
        select ${event.recipientId}, ${key}, ${actor} where ${allowed}
        on conflict do nothing
        returning actor_id
      )
      insert into notifications (id, recipient_id, kind, actor_id, post_id, response_id, publication_id, newsletter_id, group_key, created_at)
      select ${values} from new_actor
      on conflict (recipient_id, group_key) do update
        set actor_count = notifications.actor_count + 1, actor_id = excluded.actor_id, created_at = greatest(notifications.created_at, excluded.created_at), read_at = null`.execute(db);
    return Number(result.numAffectedRows ?? 0) > 0;
  }
  const result = await sql`
    insert into notifications (id, recipient_id, kind, actor_id, post_id, response_id, publication_id, newsletter_id, group_key, created_at)
    select ${values} where ${allowed}
    on conflict (recipient_id, group_key) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/**
 * A grouped notification (claps, highlights: one row per story and day) written by the statement that made the event:
 * a CTE to put after the caller's own, reading recipient_id and publication_id from the caller's CTE `source` (a row
 * per event that really happened). It calls notify_grouped (migration 0033: insertNotification's checks and upsert)
 * once per row, so nothing happens and nothing is planned beyond one call when the event did not happen. The caller's
 * statement must read `notified` (a CTE that is not data-modifying runs only when read).
 */
export function groupedNotificationCtes(source: string, event: { kind: NotificationKind; actorId: string; postId: string; at: Date }) {
  if (!KIND_RULES[event.kind].groups) throw new Error(`${event.kind} does not group`);
  const key = groupKey({ kind: event.kind, actorId: event.actorId, postId: event.postId, at: event.at });
  return sql`notified as (
      select notify_grouped(e.recipient_id, e.publication_id, ${event.kind}, ${event.actorId}, ${event.postId}, ${key}, ${event.at}::timestamptz, ${newId()}) as written
      from ${sql.table(source)} e
    )`;
}

type Row = {
  id: string;
  kind: string;
  actorId: string | null;
  actorCount: number;
  postId: string | null;
  responseId: string | null;
  publicationId: string | null;
  newsletterId: string | null;
  createdAt: Date;
  readAt: Date | null;
};

const record = (r: Row): NotificationRecord | null =>
  isNotificationKind(r.kind)
    ? {
        id: r.id,
        kind: r.kind,
        actorId: r.actorId,
        others: Math.max(0, r.actorCount - 1),
        postId: r.postId,
        responseId: r.responseId,
        publicationId: r.publicationId,
        newsletterId: r.newsletterId,
        createdAt: r.createdAt,
        readAt: r.readAt,
      }
    : null;

type MailRow = Row & {
  recipientId: string;
  groupKey: string;
  to: string;
  recipientName: string;
  actorName: string | null;
  storyTitle: string | null;
  listName: string | null;
  storyId: string | null;
  writerUsername: string | null;
  publicationName: string | null;
};

/** The notification joined with what its e-mail names; `where` narrows it. */
function mailQuery(db: Kysely<Database>) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as r', 'r.id', 'n.recipientId')
    .leftJoin('users as a', 'a.id', 'n.actorId')
    .leftJoin('posts as p', (join) => join.on((eb) => eb('p.id', '=', eb.fn.coalesce('n.responseId', 'n.postId'))))
    .leftJoin('users as w', 'w.id', 'p.creatorId')
    .leftJoin('posts as s', 's.id', 'n.postId')
    .leftJoin('publications as pub', 'pub.id', 'n.publicationId')
    // A response's thread under a list: the list it answers (n.responseId is the response, p its row).
    .leftJoin('catalogs as cat', (join) => join.onRef('cat.id', '=', 'p.responseRootCatalogId').on('n.responseId', 'is not', null))
    .select([
      'n.id', 'n.kind', 'n.actorId', 'n.actorCount', 'n.postId', 'n.responseId', 'n.publicationId', 'n.newsletterId', 'n.createdAt', 'n.readAt',
      'n.recipientId', 'n.groupKey', 'r.email as to', 'r.name as recipientName', 'a.name as actorName', 's.title as storyTitle', 'cat.name as listName',
      'p.id as storyId', 'w.username as writerUsername', 'pub.name as publicationName',
    ])
    .select(sql<string>`coalesce(p.title, '')`.as('pathTitle'));
}

function mailable(r: MailRow & { pathTitle: string }): MailableNotification | null {
  const base = record(r);
  if (!base) return null;
  return {
    ...base,
    recipientId: r.recipientId,
    groupKey: r.groupKey,
    to: r.to,
    recipientName: r.recipientName,
    actorName: r.actorName,
    storyTitle: r.storyTitle,
    listName: r.listName,
    publicationName: r.publicationName,
    path: r.storyId && r.writerUsername ? postPath({ id: r.storyId, title: r.pathTitle }, r.writerUsername) : null,
  };
}

/** Readers who turned a kind's e-mail off. */
const emailOff = (kind: unknown) =>
  sql<boolean>`exists (select 1 from notification_settings ns where ns.user_id = n.recipient_id and ns.kind = ${kind} and not ns.email)`;

export function notificationsRepository(db: Kysely<Database>, options: { now?: () => Date; onError?: (error: unknown) => void } = {}): NotificationsRepository {
  const now = options.now ?? (() => new Date());

  /** One batch of a story's fan-out: followers after `after`, in id order. */
  async function fanOutBatch(source: 'user' | 'publication', input: { postId: string; authorId: string; publicationId: string | null; batchSize: number; now: Date }, after: string) {
    const key = groupKey({ kind: 'STORY_PUBLISHED', actorId: input.authorId, postId: input.postId, at: input.now });
    const followers =
      source === 'user'
        ? sql`select follower_id from user_follows where followee_id = ${input.authorId} and follower_id > ${after} order by follower_id limit ${input.batchSize}`
        : sql`select follower_id from publication_follows where publication_id = ${input.publicationId} and follower_id > ${after} order by follower_id limit ${input.batchSize}`;
    const result = await sql<{ last: string | null; written: number }>`
      with batch as (${followers}),
      written as (
        insert into notifications (id, recipient_id, kind, actor_id, post_id, publication_id, group_key, created_at)
        select substr(md5(${input.postId} || ':' || b.follower_id), 1, 16), b.follower_id, 'STORY_PUBLISHED', ${input.authorId}, ${input.postId},
          ${input.publicationId}::text, ${key}, ${input.now}::timestamptz
        from batch b
        where b.follower_id <> ${input.authorId}
          and not exists (select 1 from user_mutes m where m.muter_id = b.follower_id and m.mutee_id = ${input.authorId})
          and not exists (select 1 from publication_mutes m where m.user_id = b.follower_id and m.publication_id = ${input.publicationId}::text)
          and not exists (select 1 from notification_settings s where s.user_id = b.follower_id and s.kind = 'STORY_PUBLISHED' and not s.in_app)
        on conflict (recipient_id, group_key) do nothing
        returning 1
      )
      select (select max(follower_id) from batch) as last, (select count(*)::int from written) as written`.execute(db);
    const row = result.rows[0];
    return { last: row?.last ?? null, written: Number(row?.written ?? 0) };
  }

  return {
    async notify(event) {
      try {
        await insertNotification(db, event, event.at ?? now());
      } catch (error) {
        // A notification never fails the reader's action.
        options.onError?.(error);
      }
    },

    async notifyWritten(event) {
      const at = event.at ?? now();
      const written = await insertNotification(db, event, at);
      return { written, groupKey: groupKey({ ...event, at }) };
    },

    async mailable(recipientId, key) {
      const row = await mailQuery(db)
        .where('n.recipientId', '=', recipientId)
        .where('n.groupKey', '=', key)
        .where((eb) => eb.not(emailOff(eb.ref('n.kind'))))
        .executeTakeFirst();
      return row ? mailable(row) : null;
    },

    async digest(frequency, start, end, kinds, readers, perReader, after) {
      if (kinds.length === 0) return [];
      const rows = await mailQuery(db)
        .where('r.notificationDigest', '=', frequency)
        .where('n.kind', 'in', [...kinds])
        .where('n.readAt', 'is', null)
        .where('n.createdAt', '>=', start)
        .where('n.createdAt', '<', end)
        .where((eb) => eb.not(emailOff(eb.ref('n.kind'))))
        .where('n.recipientId', 'in', (eb) =>
          eb
            .selectFrom('notifications as m')
            .innerJoin('users as u', 'u.id', 'm.recipientId')
            .select('m.recipientId')
            .distinct()
            .where('u.notificationDigest', '=', frequency)
            .where('m.kind', 'in', [...kinds])
            .where('m.readAt', 'is', null)
            .where('m.createdAt', '>=', start)
            .where('m.createdAt', '<', end)
            .where('m.recipientId', '>', after)
            .orderBy('m.recipientId')
            .limit(readers),
        )
        .orderBy('n.recipientId')
        .orderBy('n.createdAt', 'desc')
        .execute();
      const byReader = new Map<string, MailableNotification[]>();
      for (const row of rows) {
        const m = mailable(row);
        if (!m) continue;
        const list = byReader.get(m.recipientId) ?? [];
        if (list.length < perReader) list.push(m);
        byReader.set(m.recipientId, list);
      }
      return [...byReader.values()];
    },

    async fanOutStory({ postId, batchSize, now: at }) {
      const post = await db
        .selectFrom('posts')
        .select(['creatorId', 'publicationId'])
        .where('id', '=', postId)
        .where('type', '=', 'STORY')
        .where('publishedAt', 'is not', null)
        .where('deletedAt', 'is', null)
        .where('suspendedAt', 'is', null)
        .executeTakeFirst();
      if (!post) return 0;
      const input = { postId, authorId: post.creatorId, publicationId: post.publicationId, batchSize, now: at };
      let written = 0;
      const sources: ('user' | 'publication')[] = input.publicationId ? ['user', 'publication'] : ['user'];
      for (const source of sources) {
        let after = '';
        for (;;) {
          const batch = await fanOutBatch(source, input, after);
          written += batch.written;
          if (batch.last === null) break;
          after = batch.last;
        }
      }
      return written;
    },

    async page(recipientId, tab, first, after) {
      let query = db
        .selectFrom('notifications')
        .select(['id', 'kind', 'actorId', 'actorCount', 'postId', 'responseId', 'publicationId', 'newsletterId', 'createdAt', 'readAt'])
        .where('recipientId', '=', recipientId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(first + 1);
      if (tab === 'RESPONSES') query = query.where('kind', 'in', [...RESPONSE_KINDS]);
      if (after) {
        const at = new Date(after.at);
        query = query.where((eb) => eb.or([eb('createdAt', '<', at), eb.and([eb('createdAt', '=', at), eb('id', '<', after.id)])]));
      }
      const rows = await query.execute();
      const shown = rows.slice(0, first);
      const last = shown.at(-1);
      return {
        rows: shown.flatMap((r) => record(r) ?? []),
        next: rows.length > first && last ? ({ at: last.createdAt.getTime(), id: last.id } satisfies NotificationsCursor) : null,
      };
    },

    // One row, kept by the triggers of migration 0033 in the statements that change the unread rows.
    async unreadCount(recipientId) {
      const row = await db.selectFrom('notificationCounts').select('unread').where('recipientId', '=', recipientId).executeTakeFirst();
      return Math.max(0, row?.unread ?? 0);
    },

    async markRead(recipientId, upTo) {
      const result = await db
        .updateTable('notifications')
        .set({ readAt: now() })
        .where('recipientId', '=', recipientId)
        .where('readAt', 'is', null)
        .where('createdAt', '<=', upTo)
        .executeTakeFirst();
      return Number(result.numUpdatedRows ?? 0);
    },

    async settings(userId) {
      const [rows, user] = await Promise.all([
        db.selectFrom('notificationSettings').select(['kind', 'inApp', 'email']).where('userId', '=', userId).execute(),
        db.selectFrom('users').select('notificationDigest').where('id', '=', userId).executeTakeFirst(),
      ]);
      const stored = rows.flatMap((r) => (isNotificationKind(r.kind) ? [{ kind: r.kind, inApp: r.inApp, email: r.email } satisfies KindSetting] : []));
      const digest = user && isDigestFrequency(user.notificationDigest) ? user.notificationDigest : DEFAULT_DIGEST;
      return { kinds: [...effectiveSettings(stored).values()], digest };
    },

    async setKind(userId, setting) {
      await db
        .insertInto('notificationSettings')
        .values({ userId, kind: setting.kind, inApp: setting.inApp, email: setting.email })
        .onConflict((oc) => oc.columns(['userId', 'kind']).doUpdateSet({ inApp: setting.inApp, email: setting.email }))
        .execute();
    },

    async setDigest(userId, digest) {
      await db.updateTable('users').set({ notificationDigest: digest }).where('id', '=', userId).execute();
    },
  };
}
