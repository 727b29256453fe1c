// Lists (catalogs) in the store: core/ports/lists-repository.port.ts over the tables of migration 0023. Every
// counter moves in the statement that writes the row it counts (a data-modifying CTE whose count feeds the
// update of catalogs), and writes to one list's items run under that list's row lock, so concurrent saves of the
// same story leave one row and the right count, and a list never passes CATALOG_ITEMS_MAX. Lists and items page
// by keyset cursors over the migration's indexes.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  CATALOG_ITEMS_MAX,
  CATALOGS_PER_READER_MAX,
  catalogDisplayRank,
  catalogSlugId,
  PREDEFINED_CATALOGS,
  positionForNewItem,
  movedPosition,
  type CatalogInput,
  type PredefinedCatalogType,
} from '../../core/lists/catalogs.ts';
import type { CatalogItemRecord, CatalogRecord, ListsRepository, Paged } from '../../core/ports/lists-repository.port.ts';
import type { Database } from './database.types.ts';

const CATALOG_COLUMNS = ['id', 'userId', 'type', 'name', 'description', 'visibility', 'itemCount', 'followerCount', 'createdAt', 'updatedAt', 'rank'] as const;
const ITEM_COLUMNS = ['catalogId', 'postId', 'position', 'status', 'note', 'addedAt', 'archivedAt'] as const;

type CatalogRow = CatalogRecord & { rank: number };
const toRecord = ({ rank: _rank, ...record }: CatalogRow): CatalogRecord => record;

/** Opaque keyset cursors: the sort values of the last row, as base64url JSON. */
const encode = (values: readonly (string | number)[]): string => Buffer.from(JSON.stringify(values)).toString('base64url');
function decode(text: string | null, shape: readonly ('string' | 'number')[]): (string | number)[] | null {
  if (!text || text.length > 512) return null;
  try {
    const values = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(values) || values.length !== shape.length) return null;
    return values.every((v, i) => (shape[i] === 'number' ? typeof v === 'number' && Number.isFinite(v) : typeof v === 'string')) ? (values as (string | number)[]) : null;
  } catch {
    return null;
  }
}

function page<T>(rows: T[], limit: number, cursorOf: (row: T) => string): Paged<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  return { rows: kept, next: more && kept.length > 0 ? cursorOf(kept[kept.length - 1] as T) : null };
}

const newCatalogId = (): string => randomBytes(6).toString('hex');

export function listsRepository(db: Kysely<Database>): ListsRepository & { ensurePredefinedIn(trx: Kysely<Database>, userId: string): Promise<void> } {
  async function ensurePredefinedIn(trx: Kysely<Database>, userId: string): Promise<void> {
    await trx
      .insertInto('catalogs')
      .values(
        PREDEFINED_CATALOGS.map((p) => ({
          id: newCatalogId(),
          userId,
          type: p.type,
          name: p.name,
          visibility: p.visibility,
          slug: p.slug,
          rank: catalogDisplayRank(p.type),
        })),
      )
      .onConflict((oc) => oc.columns(['userId', 'type']).where('type', '<>', sql.lit('LISTS')).doNothing())
      .execute();
  }

  /** Runs `write` with the list's row locked; null when there is no such list. */
  async function withListLocked<T>(catalogId: string, write: (trx: Kysely<Database>, itemCount: number) => Promise<T>): Promise<T | null> {
    return db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('catalogs').select(['itemCount']).where('id', '=', catalogId).forUpdate().executeTakeFirst();
      if (!row) return null;
      return write(trx, row.itemCount);
    });
  }

  const repo: ListsRepository & { ensurePredefinedIn(trx: Kysely<Database>, userId: string): Promise<void> } = {
    ensurePredefinedIn,
    ensurePredefined: (userId) => ensurePredefinedIn(db, userId),

    async predefinedOf(userId: string, type: PredefinedCatalogType): Promise<CatalogRecord> {
      const find = () => db.selectFrom('catalogs').select(CATALOG_COLUMNS).where('userId', '=', userId).where('type', '=', type).executeTakeFirst();
      let row = await find();
      if (!row) {
        await ensurePredefinedIn(db, userId);
        row = await find();
      }
      if (!row) throw new Error(`No ${type} list for ${userId}`);
      return toRecord(row);
    },

    async catalogById(id) {
      const row = await db.selectFrom('catalogs').select(CATALOG_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async catalogsByIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('catalogs').select(CATALOG_COLUMNS).where('id', 'in', [...ids]).execute();
      return rows.map(toRecord);
    },

    async catalogsOf(userId, { publicOnly, limit, after }) {
      const cursor = decode(after, ['number', 'number', 'string']);
      let q = db
        .selectFrom('catalogs')
        .select(CATALOG_COLUMNS)
        .where('userId', '=', userId)
        // The other predefined lists show once they hold stories; the Reading list always.
        .where((eb) => eb.or([eb('type', 'not in', ['CURRENTLY_READING', 'PURCHASED']), eb('itemCount', '>', 0)]));
      if (publicOnly) q = q.where('visibility', '=', 'PUBLIC');
      if (cursor) {
        const [rank, at, id] = cursor as [number, number, string];
        const atDate = new Date(at);
        q = q.where((eb) =>
          eb.or([
            eb('rank', '>', rank),
            eb.and([eb('rank', '=', rank), eb('createdAt', '<', atDate)]),
            eb.and([eb('rank', '=', rank), eb('createdAt', '=', atDate), eb('id', '>', id)]),
          ]),
        );
      }
      const rows = await q.orderBy('rank').orderBy('createdAt', 'desc').orderBy('id').limit(limit + 1).execute();
      const paged = page(rows, limit, (r) => encode([r.rank, r.createdAt.getTime(), r.id]));
      return { rows: paged.rows.map(toRecord), next: paged.next };
    },

    async createCatalog(userId, id, input: CatalogInput, now) {
      return db.transaction().execute(async (trx) => {
        // Serialises one reader's creations, so the cap holds under concurrency.
        await sql`select pg_advisory_xact_lock(hashtext(${`catalogs:${userId}`}))`.execute(trx);
        const { count } = await trx.selectFrom('catalogs').select((eb) => eb.fn.countAll<number>().as('count')).where('userId', '=', userId).where('type', '=', 'LISTS').executeTakeFirstOrThrow();
        if (Number(count) >= CATALOGS_PER_READER_MAX) return null;
        const row = await trx
          .insertInto('catalogs')
          .values({
            id,
            userId,
            type: 'LISTS',
            name: input.name,
            description: input.description,
            visibility: input.visibility,
            slug: catalogSlugId({ id, type: 'LISTS', name: input.name }),
            rank: catalogDisplayRank('LISTS'),
            createdAt: now,
            updatedAt: now,
          })
          .returning(CATALOG_COLUMNS)
          .executeTakeFirstOrThrow();
        return toRecord(row);
      });
    },

    async updateCatalog(id, input, now) {
      const row = await db
        .updateTable('catalogs')
        .set({ name: input.name, description: input.description, visibility: input.visibility, slug: catalogSlugId({ id, type: 'LISTS', name: input.name }), updatedAt: now })
        .where('id', '=', id)
        .where('type', '=', 'LISTS')
        .returning(CATALOG_COLUMNS)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async deleteCatalog(id) {
      const result = await db.deleteFrom('catalogs').where('id', '=', id).where('type', '=', 'LISTS').executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async addItem(catalogId, postId, now) {
      const result = await withListLocked(catalogId, async (trx, itemCount) => {
        const existing = await trx.selectFrom('catalogItems').select(['status']).where('catalogId', '=', catalogId).where('postId', '=', postId).executeTakeFirst();
        if (existing?.status === 'APPROVED') return { changed: false, count: itemCount, full: false };
        if (itemCount >= CATALOG_ITEMS_MAX) return { changed: false, count: itemCount, full: true };
        const smallest = await trx
          .selectFrom('catalogItems')
          .select((eb) => eb.fn.min<number>('position').as('min'))
          .where('catalogId', '=', catalogId)
          .where('status', '=', 'APPROVED')
          .executeTakeFirst();
        const position = positionForNewItem(smallest?.min ?? null);
        // The item and the count in one statement: a removed item comes back where it was.
        const { rows } = await sql<{ itemCount: number; changed: number }>`
          with saved as (
            insert into catalog_items (catalog_id, post_id, position, status, added_at)
            values (${catalogId}, ${postId}, ${position}, 'APPROVED', ${now})
            on conflict (catalog_id, post_id) do update set status = 'APPROVED', archived_at = null
              where catalog_items.status <> 'APPROVED'
            returning 1
          )
          update catalogs set item_count = item_count + (select count(*) from saved), updated_at = ${now}
          where id = ${catalogId}
          returning item_count, (select count(*) from saved)::int as changed`.execute(trx);
        const row = rows[0] as { itemCount: number; changed: number };
        return { changed: row.changed > 0, count: row.itemCount, full: false };
      });
      if (!result) throw new Error(`No list ${catalogId}`);
      return result;
    },

    async removeItem(catalogId, postId, now) {
      const { rows } = await sql<{ itemCount: number; changed: number }>`
        with removed as (
          update catalog_items set status = 'REMOVED'
          where catalog_id = ${catalogId} and post_id = ${postId} and status = 'APPROVED'
          returning 1
        )
        update catalogs set item_count = item_count - (select count(*) from removed), updated_at = ${now}
        where id = ${catalogId}
        returning item_count, (select count(*) from removed)::int as changed`.execute(db);
      const row = rows[0];
      return row ? { changed: row.changed > 0, count: row.itemCount } : { changed: false, count: 0 };
    },

    async moveItem(catalogId, postId, direction) {
      const moved = await withListLocked(catalogId, async (trx) => {
        const me = await trx.selectFrom('catalogItems').select(['position']).where('catalogId', '=', catalogId).where('postId', '=', postId).where('status', '=', 'APPROVED').executeTakeFirst();
        if (!me) return false;
        // The two neighbours on the side it moves to (keyset over the position index), and itself.
        const neighbours = await trx
          .selectFrom('catalogItems')
          .select(['position', 'postId'])
          .where('catalogId', '=', catalogId)
          .where('status', '=', 'APPROVED')
          .where((eb) =>
            direction === 'up'
              ? eb.or([eb('position', '<', me.position), eb.and([eb('position', '=', me.position), eb('postId', '<', postId)])])
              : eb.or([eb('position', '>', me.position), eb.and([eb('position', '=', me.position), eb('postId', '>', postId)])]),
          )
          .orderBy('position', direction === 'up' ? 'desc' : 'asc')
          .orderBy('postId', direction === 'up' ? 'desc' : 'asc')
          .limit(2)
          .execute();
        const around = direction === 'up' ? [...neighbours].reverse().map((n) => n.position) : neighbours.map((n) => n.position);
        const positions = direction === 'up' ? [...around, me.position] : [me.position, ...around];
        const index = direction === 'up' ? positions.length - 1 : 0;
        const next = movedPosition(positions, index, direction);
        if (next === null) return false;
        await trx.updateTable('catalogItems').set({ position: next }).where('catalogId', '=', catalogId).where('postId', '=', postId).execute();
        return true;
      });
      return moved ?? false;
    },

    async setArchived(catalogId, postId, archived, now) {
      const result = await db
        .updateTable('catalogItems')
        .set({ archivedAt: archived ? now : null })
        .where('catalogId', '=', catalogId)
        .where('postId', '=', postId)
        .where('status', '=', 'APPROVED')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async item(catalogId, postId) {
      return (await db.selectFrom('catalogItems').select(ITEM_COLUMNS).where('catalogId', '=', catalogId).where('postId', '=', postId).executeTakeFirst()) ?? null;
    },

    async items(catalogId, query, limit, after): Promise<Paged<CatalogItemRecord>> {
      let q = db
        .selectFrom('catalogItems')
        .select(ITEM_COLUMNS)
        .where('catalogId', '=', catalogId)
        .where('status', '=', 'APPROVED')
        .where('archivedAt', query.archived ? 'is not' : 'is', null);
      if (query.order === 'position') {
        const cursor = decode(after, ['number', 'string']);
        if (cursor) {
          const [position, id] = cursor as [number, string];
          q = q.where((eb) => eb.or([eb('position', '>', position), eb.and([eb('position', '=', position), eb('postId', '>', id)])]));
        }
        const rows = await q.orderBy('position').orderBy('postId').limit(limit + 1).execute();
        return page(rows, limit, (r) => encode([r.position, r.postId]));
      }
      const cursor = decode(after, ['number', 'string']);
      if (cursor) {
        const [at, id] = cursor as [number, string];
        const atDate = new Date(at);
        q = q.where((eb) => eb.or([eb('addedAt', '<', atDate), eb.and([eb('addedAt', '=', atDate), eb('postId', '>', id)])]));
      }
      const rows = await q.orderBy('addedAt', 'desc').orderBy('postId').limit(limit + 1).execute();
      return page(rows, limit, (r) => encode([r.addedAt.getTime(), r.postId]));
    },

    async catalogsHolding(userId, postIds) {
      const map = new Map<string, string[]>();
      if (postIds.length === 0) return map;
      const rows = await db
        .selectFrom('catalogItems')
        .innerJoin('catalogs', 'catalogs.id', 'catalogItems.catalogId')
        .select(['catalogItems.postId', 'catalogItems.catalogId'])
        .where('catalogs.userId', '=', userId)
        .where('catalogItems.postId', 'in', [...postIds])
        .where('catalogItems.status', '=', 'APPROVED')
        .execute();
      for (const row of rows) (map.get(row.postId) ?? map.set(row.postId, []).get(row.postId))?.push(row.catalogId);
      return map;
    },

    async previewPostIds(catalogIds, perCatalog) {
      const map = new Map<string, string[]>();
      if (catalogIds.length === 0) return map;
      const { rows } = await sql<{ catalogId: string; postId: string }>`
        select c.id as catalog_id, i.post_id from unnest(${[...catalogIds]}::text[]) as c(id)
        cross join lateral (
          select post_id from catalog_items where catalog_id = c.id and status = 'APPROVED' and archived_at is null
          order by position, post_id limit ${perCatalog}
        ) i`.execute(db);
      for (const row of rows) (map.get(row.catalogId) ?? map.set(row.catalogId, []).get(row.catalogId))?.push(row.postId);
      return map;
    },

    async follow(catalogId, userId, now) {
      const { rows } = await sql<{ followerCount: number; changed: number }>`
        with followed as (
          insert into catalog_follows (catalog_id, user_id, created_at) values (${catalogId}, ${userId}, ${now})
          on conflict do nothing returning 1
        )
        update catalogs set follower_count = follower_count + (select count(*) from followed)
        where id = ${catalogId}
        returning follower_count, (select count(*) from followed)::int as changed`.execute(db);
      const row = rows[0];
      return row ? { changed: row.changed > 0, count: row.followerCount } : { changed: false, count: 0 };
    },

    async unfollow(catalogId, userId) {
      const { rows } = await sql<{ followerCount: number; changed: number }>`
        with gone as (
          delete from catalog_follows where catalog_id = ${catalogId} and user_id = ${userId} returning 1
        )
        update catalogs set follower_count = follower_count - (select count(*) from gone)
        where id = ${catalogId}
        returning follower_count, (select count(*) from gone)::int as changed`.execute(db);
      const row = rows[0];
      return row ? { changed: row.changed > 0, count: row.followerCount } : { changed: false, count: 0 };
    },

    async followedIds(userId, catalogIds) {
      if (catalogIds.length === 0) return new Set();
      const rows = await db.selectFrom('catalogFollows').select(['catalogId']).where('userId', '=', userId).where('catalogId', 'in', [...catalogIds]).execute();
      return new Set(rows.map((r) => r.catalogId));
    },

    async followedBy(userId, limit, after) {
      const cursor = decode(after, ['number', 'string']);
      let q = db
        .selectFrom('catalogFollows as f')
        .innerJoin('catalogs as c', 'c.id', 'f.catalogId')
        .select(CATALOG_COLUMNS.map((c) => `c.${c}` as const))
        .select(['f.createdAt as followedAt'])
        .where('f.userId', '=', userId)
        .where('c.visibility', '=', 'PUBLIC');
      if (cursor) {
        const [at, id] = cursor as [number, string];
        const atDate = new Date(at);
        q = q.where((eb) => eb.or([eb('f.createdAt', '<', atDate), eb.and([eb('f.createdAt', '=', atDate), eb('f.catalogId', '>', id)])]));
      }
      const rows = await q.orderBy('f.createdAt', 'desc').orderBy('f.catalogId').limit(limit + 1).execute();
      const paged = page(rows, limit, (r) => encode([r.followedAt.getTime(), r.id]));
      return { rows: paged.rows.map(({ followedAt: _f, ...r }) => toRecord(r)), next: paged.next };
    },

    async popularPublic(limit, after) {
      const cursor = decode(after, ['number', 'string']);
      let q = db.selectFrom('catalogs').select(CATALOG_COLUMNS).where('visibility', '=', 'PUBLIC').where('type', '=', 'LISTS').where('itemCount', '>', 0);
      if (cursor) {
        const [count, id] = cursor as [number, string];
        q = q.where((eb) => eb.or([eb('followerCount', '<', count), eb.and([eb('followerCount', '=', count), eb('id', '>', id)])]));
      }
      const rows = await q.orderBy('followerCount', 'desc').orderBy('id').limit(limit + 1).execute();
      const paged = page(rows, limit, (r) => encode([r.followerCount, r.id]));
      return { rows: paged.rows.map(toRecord), next: paged.next };
    },
  };
  return repo;
}
