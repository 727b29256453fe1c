// Responses (issue 16) in the store: a response is a row of posts (type RESPONSE) with its parent
// (in_response_to_post_id), its thread's root story and depth (migration 0024). Every write is one statement:
// - publish is an INSERT … SELECT that inserts only while the root story's discussion is open and the parent is
//   readable, and does nothing on a retried client id (ON CONFLICT on the writer's client id);
// - hide and unhide are one UPDATE each, guarded so repeating them changes nothing;
// - the parent's responses_count moves in those same statements, by the trigger of migration 0024.
// Pages are keyset-paged on the partial indexes posts_responses_newest_idx / posts_responses_relevant_idx (and
// their posts_catalog_responses_* twins for a list's responses, migration 0026). A list's thread is the same
// rows: a top-level response names the list (in_response_to_catalog_id), every response of the thread its root
// list (response_root_catalog_id), and the list's counter moves by the same trigger.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ResponseKey, ResponseParentKind, ResponsesSort } from '../../core/responses/responses.ts';
import type {
  PublishResponseInput,
  PublishResponseOutcome,
  ResponseCountsRow,
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
  sql`coalesce(p.in_response_to_post_id, p.in_response_to_catalog_id) as parent_id`,
  sql`case when p.in_response_to_catalog_id is not null then 'CATALOG' else 'POST' end as parent_kind`,
  sql`coalesce(p.response_root_id, p.response_root_catalog_id) as root_id`,
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

/** The column naming a parent of this kind. */
const parentColumn = (kind: ResponseParentKind): RawBuilder<unknown> => (kind === 'CATALOG' ? sql.ref('p.in_response_to_catalog_id') : sql.ref('p.in_response_to_post_id'));

type Raw = Omit<ResponseRow, 'depth'> & { depth: number | null; rootId: string | null };
const toRow = (r: Raw): ResponseRow => ({ ...r, depth: r.depth ?? 1, rootId: r.rootId ?? r.parentId });

export function responsesRepository(db: Kysely<Database>): ResponsesRepository {
  async function byClientId(creatorId: string, clientId: string): Promise<ResponseRow | null> {
    const { rows } = await sql<Raw>`select ${rowColumns} from posts p where p.creator_id = ${creatorId} and p.response_client_id = ${clientId}`.execute(db);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async function parentOf(id: string, kind: ResponseParentKind = 'POST'): Promise<ResponseParent | null> {
    if (kind === 'CATALOG') {
      const { rows } = await sql<{ id: string; userId: string; visibility: string; locked: boolean; responsesCount: number }>`
        select c.id, c.user_id, c.visibility, c.responses_locked as locked, c.responses_count from catalogs c where c.id = ${id}`.execute(db);
      const row = rows[0];
      if (!row) return null;
      return {
        kind: 'CATALOG',
        id: row.id,
        creatorId: row.userId,
        type: 'CATALOG',
        rootKind: 'CATALOG',
        rootId: row.id,
        rootCreatorId: row.userId,
        rootPrivate: row.visibility !== 'PUBLIC',
        locked: row.locked,
        depth: 0,
        readable: true,
        responsesCount: row.responsesCount,
      };
    }
    const { rows } = await sql<{
      id: string;
      creatorId: string;
      type: 'STORY' | 'RESPONSE';
      rootId: string | null;
      rootCatalogId: string | null;
      rootCreatorId: string | null;
      rootVisibility: string | null;
      locked: boolean | null;
      depth: number | null;
      readable: boolean;
      responsesCount: number;
    }>`
      select p.id, p.creator_id, p.type, coalesce(p.response_root_id, case when p.type = 'STORY' then p.id end) as root_id,
        p.response_root_catalog_id as root_catalog_id, coalesce(r.creator_id, c.user_id) as root_creator_id, c.visibility as root_visibility,
        coalesce(r.responses_locked, c.responses_locked) as locked, coalesce(p.response_depth, 0) as depth, p.responses_count,
        (p.published_at is not null and p.deleted_at is null and p.suspended_at is null and p.hidden_at is null
          and ((r.published_at is not null and r.deleted_at is null) or c.id is not null)) as readable
      from posts p
        left join posts r on r.id = coalesce(p.response_root_id, case when p.type = 'STORY' then p.id end)
        left join catalogs c on c.id = p.response_root_catalog_id
      where p.id = ${id}`.execute(db);
    const row = rows[0];
    if (!row) return null;
    const rootKind: ResponseParentKind = row.rootCatalogId !== null ? 'CATALOG' : 'POST';
    return {
      kind: 'POST',
      id: row.id,
      creatorId: row.creatorId,
      type: row.type,
      rootKind,
      // A response whose root was deleted for good keeps no root: it can take no more replies.
      rootId: (rootKind === 'CATALOG' ? row.rootCatalogId : row.rootId) ?? row.id,
      rootCreatorId: row.rootCreatorId ?? row.creatorId,
      rootPrivate: rootKind === 'CATALOG' && row.rootVisibility !== 'PUBLIC',
      locked: row.locked ?? true,
      depth: row.depth ?? 0,
      readable: row.readable === true && row.rootCreatorId !== null,
      responsesCount: row.responsesCount,
    };
  }

  return {
    parentOf,

    async countsOf(ids) {
      const out = new Map<string, ResponseCountsRow>();
      if (ids.length === 0) return out;
      const rows = await db
        .selectFrom('posts')
        .select(['id', 'type', 'responsesCount', 'responsesLocked', 'inResponseToPostId', 'inResponseToCatalogId'])
        .where('id', 'in', [...ids])
        .execute();
      for (const r of rows) {
        out.set(r.id, {
          responsesCount: r.responsesCount,
          responsesLocked: r.responsesLocked,
          inResponseToPostId: r.inResponseToPostId,
          inResponseToCatalogId: r.inResponseToCatalogId,
          isResponse: r.type === 'RESPONSE',
        });
      }
      return out;
    },

    async publish(input: PublishResponseInput): Promise<PublishResponseOutcome> {
      const existing = await byClientId(input.creatorId, input.clientId);
      if (existing) return existing.parentId === input.parent.id ? { ok: true, row: existing, created: false } : { ok: false, error: 'CLIENT_ID_TAKEN' };
      const { parent } = input;
      const onCatalog = parent.kind === 'CATALOG';
      const rootOpen =
        parent.rootKind === 'CATALOG'
          ? sql`exists (select 1 from catalogs root where root.id = ${parent.rootId} and not root.responses_locked)`
          : sql`exists (select 1 from posts root where root.id = ${parent.rootId} and not root.responses_locked
              and root.published_at is not null and root.deleted_at is null)`;
      const parentReadable = onCatalog
        ? sql`true`
        : sql`exists (select 1 from posts parent where parent.id = ${parent.id} and parent.published_at is not null
              and parent.deleted_at is null and parent.suspended_at is null and parent.hidden_at is null)`;
      const { rows } = await sql<Raw>`
        with inserted as (
          insert into posts (id, creator_id, title, subtitle, slug, body, reading_time, published_at, latest_published_at, created_at, updated_at,
            type, in_response_to_post_id, in_response_to_catalog_id, response_root_id, response_root_catalog_id, response_depth, response_client_id)
          select ${input.id}, ${input.creatorId}, ${input.title}, '', '', ${JSON.stringify(input.body)}::jsonb, ${input.readingTime}, ${input.now}, ${input.now}, ${input.now}, ${input.now},
            'RESPONSE', ${onCatalog ? null : parent.id}, ${onCatalog ? parent.id : null},
            ${parent.rootKind === 'POST' ? parent.rootId : null}, ${parent.rootKind === 'CATALOG' ? parent.rootId : null}, ${parent.depth + 1}, ${input.clientId}
          where ${rootOpen} and ${parentReadable}
          on conflict (creator_id, response_client_id) where response_client_id is not null do nothing
          returning *
        )
        select ${rowColumns} from inserted p`.execute(db);
      if (rows[0]) return { ok: true, row: toRow(rows[0]), created: true };
      // Nothing inserted: a retry that raced this one, a discussion closed meanwhile, or a parent gone.
      const raced = await byClientId(input.creatorId, input.clientId);
      if (raced) return raced.parentId === input.parent.id ? { ok: true, row: raced, created: false } : { ok: false, error: 'CLIENT_ID_TAKEN' };
      const now = await parentOf(input.parent.id, input.parent.kind);
      return { ok: false, error: now && now.readable && now.locked ? 'CLOSED' : 'PARENT_GONE' };
    },

    async page(parentId, sort, limit, key, reader, kind = 'POST') {
      const { rows } = await sql<Raw>`
        select ${rowColumns} from posts p
        where ${parentColumn(kind)} = ${parentId} and ${listable} and ${visibleTo(reader)} and ${after(sort, key)}
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

    async setHidden(responseId, parentId, hiddenBy, now, kind = 'POST') {
      const { rows } = await sql<Raw>`
        with changed as (
          update posts set hidden_at = ${hiddenBy === null ? null : sql`coalesce(hidden_at, ${now})`},
            hidden_by = ${hiddenBy === null ? null : sql`coalesce(hidden_by, ${hiddenBy})`}
          where id = ${responseId} and ${sql.ref(kind === 'CATALOG' ? 'in_response_to_catalog_id' : 'in_response_to_post_id')} = ${parentId} and type = 'RESPONSE' and deleted_at is null
          returning *
        )
        select ${rowColumns} from changed p`.execute(db);
      return rows[0] ? toRow(rows[0]) : null;
    },

    async setLocked(postId, locked, kind = 'POST') {
      if (kind === 'CATALOG') {
        const list = await db.updateTable('catalogs').set({ responsesLocked: locked }).where('id', '=', postId).returning('id').executeTakeFirst();
        return list !== undefined;
      }
      const row = await db.updateTable('posts').set({ responsesLocked: locked }).where('id', '=', postId).where('type', '=', 'STORY').returning('id').executeTakeFirst();
      return row !== undefined;
    },
  };
}
