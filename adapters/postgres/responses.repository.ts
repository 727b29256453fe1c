// Responses (issue 16) in the store: a response is a row of posts (type RESPONSE) with its parent
// (in_response_to_post_id), its thread's root story and depth (migration 0024). Every write is one statement:
// - publish is an INSERT … SELECT that inserts only while the root story's discussion is open and the parent is
//   readable, and does nothing on a retried client id (ON CONFLICT on the writer's client id);
// - hide and unhide are one UPDATE each, guarded so repeating them changes nothing;
// - the parent's responses_count moves in those same statements, by the trigger of migration 0024.
// Pages are keyset-paged on the partial indexes posts_responses_newest_idx / posts_responses_relevant_idx.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ResponseKey, ResponsesSort } from '../../core/responses/responses.ts';
import type {
  PublishResponseInput,
  PublishResponseOutcome,
  ResponseParent,
  ResponseRow,
  ResponsesReader,
  ResponsesRepository,
} from '../../core/ports/responses-repository.port.ts';
import type { Database } from './database.types.ts';
import { summaryColumns } from './posts.repository.ts';

export type { ResponseParent, ResponseRow, ResponsesRepository };

/** The columns of a ResponseRow, from posts under alias p. */
const rowColumns = sql.join([
  ...summaryColumns.map((c) => sql.ref(`p.${c.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`)}`)),
  sql`p.body`,
  sql`p.in_response_to_post_id as parent_id`,
  sql`p.response_root_id as root_id`,
  sql`p.response_depth as depth`,
  sql`p.responses_count as replies_count`,
  sql`p.hidden_at`,
]);

/** A response a page may list: published, not trashed, not suspended. */
const listable = sql`p.type = 'RESPONSE' and p.published_at is not null and p.deleted_at is null and p.suspended_at is null`;

/** What this reader may see: a hidden response only by its writer, and by the story's author. */
function visibleTo(reader: ResponsesReader): RawBuilder<unknown> {
  if (reader.viewerId !== null && reader.viewerId === reader.storyAuthorId) return sql`true`;
  if (reader.viewerId === null) return sql`p.hidden_at is null`;
  return sql`(p.hidden_at is null or p.creator_id = ${reader.viewerId})`;
}

function order(sort: ResponsesSort): RawBuilder<unknown> {
  return sort === 'NEWEST' ? sql`p.published_at desc, p.id desc` : sql`p.responses_count desc, p.published_at desc, p.id desc`;
}

function after(sort: ResponsesSort, key: ResponseKey | null): RawBuilder<unknown> {
  if (key === null) return sql`true`;
  if (sort === 'NEWEST') return sql`(p.published_at, p.id) < (${new Date(key[0])}, ${key[2]})`;
  return sql`(p.responses_count, p.published_at, p.id) < (${key[0]}, ${new Date(key[1])}, ${key[2]})`;
}

type Raw = Omit<ResponseRow, 'depth'> & { depth: number | null; rootId: string | null };
const toRow = (r: Raw): ResponseRow => ({ ...r, depth: r.depth ?? 1, rootId: r.rootId ?? r.parentId });

export function responsesRepository(db: Kysely<Database>): ResponsesRepository {
  async function byClientId(creatorId: string, clientId: string): Promise<ResponseRow | null> {
    const { rows } = await sql<Raw>`select ${rowColumns} from posts p where p.creator_id = ${creatorId} and p.response_client_id = ${clientId}`.execute(db);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async function parentOf(id: string): Promise<ResponseParent | null> {
    const { rows } = await sql<{
      id: string;
      creatorId: string;
      type: 'STORY' | 'RESPONSE';
      rootId: string | null;
      rootCreatorId: string | null;
      locked: boolean | null;
      depth: number | null;
      readable: boolean;
      responsesCount: number;
    }>`
      select p.id, p.creator_id, p.type, coalesce(p.response_root_id, p.id) as root_id, r.creator_id as root_creator_id,
        r.responses_locked as locked, coalesce(p.response_depth, 0) as depth, p.responses_count,
        (p.published_at is not null and p.deleted_at is null and p.suspended_at is null and p.hidden_at is null
          and r.published_at is not null and r.deleted_at is null) as readable
      from posts p left join posts r on r.id = coalesce(p.response_root_id, case when p.type = 'STORY' then p.id end)
      where p.id = ${id}`.execute(db);
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      creatorId: row.creatorId,
      type: row.type,
      // A response whose root story was deleted for good keeps no root: it can take no more replies.
      rootId: row.rootId ?? row.id,
      rootCreatorId: row.rootCreatorId ?? row.creatorId,
      locked: row.locked ?? true,
      depth: row.depth ?? 0,
      readable: row.readable === true && row.rootCreatorId !== null,
      responsesCount: row.responsesCount,
    };
  }

  return {
    parentOf,

    async countsOf(ids) {
      const out = new Map<string, { responsesCount: number; responsesLocked: boolean; inResponseToPostId: string | null }>();
      if (ids.length === 0) return out;
      const rows = await db
        .selectFrom('posts')
        .select(['id', 'responsesCount', 'responsesLocked', 'inResponseToPostId'])
        .where('id', 'in', [...ids])
        .execute();
      for (const r of rows) out.set(r.id, { responsesCount: r.responsesCount, responsesLocked: r.responsesLocked, inResponseToPostId: r.inResponseToPostId });
      return out;
    },

    async publish(input: PublishResponseInput): Promise<PublishResponseOutcome> {
      const existing = await byClientId(input.creatorId, input.clientId);
      if (existing) return existing.parentId === input.parent.id ? { ok: true, row: existing, created: false } : { ok: false, error: 'CLIENT_ID_TAKEN' };
      const { rows } = await sql<Raw>`
        with inserted as (
          insert into posts (id, creator_id, title, subtitle, slug, body, reading_time, published_at, latest_published_at, created_at, updated_at,
            type, in_response_to_post_id, response_root_id, response_depth, response_client_id)
          select ${input.id}, ${input.creatorId}, ${input.title}, '', '', ${JSON.stringify(input.body)}::jsonb, ${input.readingTime}, ${input.now}, ${input.now}, ${input.now}, ${input.now},
            'RESPONSE', ${input.parent.id}, ${input.parent.rootId}, ${input.parent.depth + 1}, ${input.clientId}
          where exists (select 1 from posts root where root.id = ${input.parent.rootId} and not root.responses_locked
              and root.published_at is not null and root.deleted_at is null)
            and exists (select 1 from posts parent where parent.id = ${input.parent.id} and parent.published_at is not null
              and parent.deleted_at is null and parent.suspended_at is null and parent.hidden_at is null)
          on conflict (creator_id, response_client_id) where response_client_id is not null do nothing
          returning *
        )
        select ${rowColumns} from inserted p`.execute(db);
      if (rows[0]) return { ok: true, row: toRow(rows[0]), created: true };
      // Nothing inserted: a retry that raced this one, a discussion closed meanwhile, or a parent gone.
      const raced = await byClientId(input.creatorId, input.clientId);
      if (raced) return raced.parentId === input.parent.id ? { ok: true, row: raced, created: false } : { ok: false, error: 'CLIENT_ID_TAKEN' };
      const now = await parentOf(input.parent.id);
      return { ok: false, error: now && now.readable && now.locked ? 'CLOSED' : 'PARENT_GONE' };
    },

    async page(parentId, sort, limit, key, reader) {
      const { rows } = await sql<Raw>`
        select ${rowColumns} from posts p
        where p.in_response_to_post_id = ${parentId} and ${listable} and ${visibleTo(reader)} and ${after(sort, key)}
        order by ${order(sort)}
        limit ${limit}`.execute(db);
      return rows.map(toRow);
    },

    async repliesOf(parentIds, sort, limit, reader) {
      if (parentIds.length === 0) return [];
      const { rows } = await sql<Raw>`
        select r.* from (values ${sql.join(parentIds.map((id) => sql`(${id})`))}) as k(pid)
        cross join lateral (
          select ${rowColumns} from posts p
          where p.in_response_to_post_id = k.pid and ${listable} and ${visibleTo(reader)}
          order by ${order(sort)}
          limit ${limit}
        ) r`.execute(db);
      return rows.map(toRow);
    },

    async responseById(id) {
      const { rows } = await sql<Raw>`select ${rowColumns} from posts p where p.id = ${id} and p.type = 'RESPONSE' and p.deleted_at is null`.execute(db);
      return rows[0] ? toRow(rows[0]) : null;
    },

    async setHidden(responseId, parentId, hiddenBy, now) {
      const { rows } = await sql<Raw>`
        with changed as (
          update posts set hidden_at = ${hiddenBy === null ? null : sql`coalesce(hidden_at, ${now})`},
            hidden_by = ${hiddenBy === null ? null : sql`coalesce(hidden_by, ${hiddenBy})`}
          where id = ${responseId} and in_response_to_post_id = ${parentId} and type = 'RESPONSE' and deleted_at is null
          returning *
        )
        select ${rowColumns} from changed p`.execute(db);
      return rows[0] ? toRow(rows[0]) : null;
    },

    async setLocked(postId, locked) {
      const row = await db.updateTable('posts').set({ responsesLocked: locked }).where('id', '=', postId).where('type', '=', 'STORY').returning('id').executeTakeFirst();
      return row !== undefined;
    },
  };
}
