// Issue 16 claps in the store (core/ports/claps-repository.port.ts). A clap is one statement: a CTE upserts the
// reader's row — capped at 50 with least(…, 50), skipped when the client id repeats the last request's — and
// returns what it really added (last_added, computed from the old row in the SET list), then the same statement
// adds that to posts.clap_count. Concurrent claps by one reader serialise on the row's lock and each sees the
// latest count, so no interleaving passes 50, and the total always equals the sum of the rows (migration 0022).
// The story must be published, not trashed and not suspended, checked in the same statement. When asked (issue 17),
// the same statement also writes the writer's CLAPS notification (one row per story and day), so a clap is one
// round trip, notification and all.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { MAX_CLAPS_PER_READER, type ClapTargetKind } from '../../core/claps/clap-rules.ts';
import type {
  ClappablePost,
  ClapOutcome,
  Clapper,
  ClappersCursor,
  ClapRequest,
  ClapsRepository,
  ClapTotals,
} from '../../core/ports/claps-repository.port.ts';
import type { Database } from './database.types.ts';
import { groupedNotificationCtes } from './notifications.repository.ts';

export type { ClappablePost, ClapOutcome, Clapper, ClappersCursor, ClapRequest, ClapsRepository, ClapTotals };

/**
 * What a clap target is in the store: a story (claps, posts.clap_count; published, not trashed, not suspended) or
 * a list (catalog_claps, catalogs.clap_count; public) — the same statement over either.
 */
const TARGETS = {
  POST: {
    claps: sql.table('claps'),
    key: sql.ref('post_id'),
    table: sql.table('posts'),
    clappable: sql`t.published_at is not null and t.deleted_at is null and t.suspended_at is null`,
    owner: sql`t.creator_id`,
    publication: sql`t.publication_id`,
  },
  CATALOG: {
    claps: sql.table('catalog_claps'),
    key: sql.ref('catalog_id'),
    table: sql.table('catalogs'),
    clappable: sql`t.visibility = 'PUBLIC'`,
    owner: sql`t.user_id`,
    publication: sql`null::text`,
  },
} as const;

/**
 * One clap in one statement: the upsert caps the reader's row at 50 and returns what it really added (skipped on a
 * repeated client id), and the same statement adds that to the target's total. Nothing written: a repeated client
 * id (answer the totals) or nothing to clap.
 */
async function clapOn(
  db: Kysely<Database>,
  kind: ClapTargetKind,
  id: string,
  { userId, clientId, claps, now }: { userId: string; clientId: string; claps: number; now: Date },
  current: () => Promise<ClapTotals | null>,
  /** The fast path's extra condition (ClapRequest.unchecked); nothing written then answers UNCHECKED. */
  fast: RawBuilder<unknown> | null = null,
  notifyOwner = false,
): Promise<ClapOutcome> {
  const t = TARGETS[kind];
  // Issue 17: the writer's CLAPS notification (grouped per story and day) in the same statement, when asked.
  const notify = kind === 'POST' && notifyOwner ? sql`, ${groupedNotificationCtes('clapped', { kind: 'CLAPS', actorId: userId, postId: id, at: now })}` : null;
  const result = await sql<{ total: number; mine: number; added: number; ownerId: string; publicationId: string | null }>`
    with up as (
      insert into ${t.claps} as c (${t.key}, user_id, count, last_added, client_id, created_at, updated_at)
      select t.id, ${userId}, least(${claps}::int, ${MAX_CLAPS_PER_READER}), least(${claps}::int, ${MAX_CLAPS_PER_READER}), ${clientId}, ${now}, ${now}
      from ${t.table} t
      where t.id = ${id} and ${t.clappable} and ${fast ?? sql`true`}
      on conflict (${t.key}, user_id) do update
        set count = least(c.count + excluded.count, ${MAX_CLAPS_PER_READER}),
            last_added = least(c.count + excluded.count, ${MAX_CLAPS_PER_READER}) - c.count,
            client_id = excluded.client_id,
            updated_at = excluded.updated_at
        where c.client_id is distinct from excluded.client_id
      returning ${t.key} as target_id, count, last_added
    ),
    moved as (
      update ${t.table} as t set clap_count = t.clap_count + up.last_added
      from up
      where t.id = up.target_id
      returning t.clap_count as total, up.count as mine, up.last_added as added, ${t.owner} as owner_id, ${t.publication} as publication_id
    ),
    clapped as (select owner_id as recipient_id, publication_id from moved where added > 0)
    ${notify ?? sql``}
    select total, mine, added, owner_id, publication_id${notify ? sql`, (select count(*) from notified where written) as notified` : sql``} from moved`.execute(db);
  const row = result.rows[0];
  if (row) return { ok: true, clapCount: Number(row.total), viewerClapCount: Number(row.mine), added: Number(row.added), owner: { id: row.ownerId, publicationId: row.publicationId } };
  if (fast) return { ok: false, error: 'UNCHECKED' };
  const totals = await current();
  return totals ? { ok: true, ...totals, added: 0 } : { ok: false, error: 'NOT_AVAILABLE' };
}

/** Several stories' (or lists') totals and the viewer's own claps: one statement, 0 and 0 for unknown ids. */
async function totalsOf(db: Kysely<Database>, kind: ClapTargetKind, targetIds: readonly string[], viewerId: string | null): Promise<Map<string, ClapTotals>> {
  const t = TARGETS[kind];
  const totals = new Map<string, ClapTotals>();
  if (targetIds.length === 0) return totals;
  const ids = [...new Set(targetIds)];
  const list = sql.join(ids);
  // One statement (issue 19: on PGlite every statement costs the render's thread): the totals, and the viewer's own.
  const mine = viewerId ? sql`(select c.count from ${t.claps} c where c.user_id = ${viewerId} and c.${t.key} = t.id)` : sql`null`;
  const { rows } = await sql<{ id: string; clapCount: number; mine: number | null }>`
    select t.id, t.clap_count, ${mine} as mine from ${t.table} t where t.id in (${list})`.execute(db);
  for (const id of ids) totals.set(id, { clapCount: 0, viewerClapCount: 0 });
  for (const row of rows) totals.set(row.id, { clapCount: row.clapCount, viewerClapCount: row.mine ?? 0 });
  return totals;
}

export function clapsRepository(db: Kysely<Database>): ClapsRepository {
  /** The story's total and the reader's claps, when the story may be clapped. */
  async function current(postId: string, userId: string): Promise<ClapTotals | null> {
    const row = await db
      .selectFrom('posts')
      .leftJoin('claps', (join) => join.onRef('claps.postId', '=', 'posts.id').on('claps.userId', '=', userId))
      .select(['posts.clapCount as total', 'claps.count as mine'])
      .where('posts.id', '=', postId)
      .where('posts.publishedAt', 'is not', null)
      .where('posts.deletedAt', 'is', null)
      .where('posts.suspendedAt', 'is', null)
      .executeTakeFirst();
    return row ? { clapCount: row.total, viewerClapCount: row.mine ?? 0 } : null;
  }

  return {
    async clappable(postId) {
      const row = await db
        .selectFrom('posts')
        .select(['id', 'creatorId', 'publicationId', 'isLocked', 'publishedAt', 'deletedAt', 'suspendedAt'])
        .where('id', '=', postId)
        .executeTakeFirst();
      return row ?? null;
    },

    clap: (request: ClapRequest) =>
      clapOn(
        db,
        'POST',
        request.postId,
        request,
        () => current(request.postId, request.userId),
        request.unchecked === true ? sql`not t.is_locked and t.creator_id <> ${request.userId}` : null,
        request.notify === true,
      ),

    async clappableCatalog(catalogId) {
      const row = await db.selectFrom('catalogs').select(['id', 'userId', 'visibility']).where('id', '=', catalogId).executeTakeFirst();
      return row ?? null;
    },

    async clapCatalog(request) {
      return clapOn(db, 'CATALOG', request.catalogId, request, async () => {
        const row = await db
          .selectFrom('catalogs')
          .leftJoin('catalogClaps', (join) => join.onRef('catalogClaps.catalogId', '=', 'catalogs.id').on('catalogClaps.userId', '=', request.userId))
          .select(['catalogs.clapCount as total', 'catalogClaps.count as mine'])
          .where('catalogs.id', '=', request.catalogId)
          .where('catalogs.visibility', '=', 'PUBLIC')
          .executeTakeFirst();
        return row ? { clapCount: row.total, viewerClapCount: row.mine ?? 0 } : null;
      });
    },

    catalogTotals: (catalogIds, viewerId) => totalsOf(db, 'CATALOG', catalogIds, viewerId),

    async catalogClappers(catalogId, first) {
      const rows = await db
        .selectFrom('catalogClaps')
        .select(['userId', 'count', 'createdAt'])
        .where('catalogId', '=', catalogId)
        .orderBy('createdAt', 'desc')
        .orderBy('userId', 'desc')
        .limit(first)
        .execute();
      return rows.map((r) => ({ userId: r.userId, claps: r.count, clappedAt: r.createdAt }));
    },

    totals: (postIds, viewerId) => totalsOf(db, 'POST', postIds, viewerId),

    async clappers(postId, first, after) {
      let query = db
        .selectFrom('claps')
        .select(['userId', 'count', 'createdAt'])
        .where('postId', '=', postId)
        .orderBy('createdAt', 'desc')
        .orderBy('userId', 'desc')
        .limit(first + 1);
      if (after) {
        const at = new Date(after.clappedAt);
        query = query.where((eb) => eb.or([eb('createdAt', '<', at), eb.and([eb('createdAt', '=', at), eb('userId', '<', after.userId)])]));
      }
      const rows = await query.execute();
      const page = rows.slice(0, first).map((r) => ({ userId: r.userId, claps: r.count, clappedAt: r.createdAt }));
      const last = page.at(-1);
      return { rows: page, next: rows.length > first && last ? { clappedAt: last.clappedAt.getTime(), userId: last.userId } : null };
    },

    async tagSlugsOf(postId) {
      const rows = await db.selectFrom('postTags').select('tagSlug').where('postId', '=', postId).orderBy('position').execute();
      return rows.map((r) => r.tagSlug);
    },
  };
}
