// Publications (collections) with their editors, navigation items and follower counts.
import type { Kysely } from 'kysely';
import type { NavigationItem, Publication, PublicationEditor } from '../../core/content/entities.ts';
import type { Database } from './database.types.ts';

const publicationColumns = ['id', 'slug', 'name', 'tagline', 'description', 'avatarId', 'headerColor', 'domain'] as const;

export type PublicationsRepository = ReturnType<typeof publicationsRepository>;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

export function publicationsRepository(db: Kysely<Database>) {
  return {
    async publicationsByIds(ids: readonly string[]): Promise<Publication[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('publications').select(publicationColumns).where('id', 'in', [...ids]).execute();
    },

    async publicationsBySlugs(slugs: readonly string[]): Promise<Publication[]> {
      if (slugs.length === 0) return [];
      return db
        .selectFrom('publications')
        .select(publicationColumns)
        .where('slug', 'in', slugs.map((s) => s.toLowerCase()))
        .execute();
    },

    /** The publication whose custom domain this is (case-insensitive), or null. */
    async publicationByDomain(domain: string): Promise<Publication | null> {
      const row = await db
        .selectFrom('publications')
        .select(publicationColumns)
        .where('domain', '=', domain.toLowerCase())
        .executeTakeFirst();
      return row ?? null;
    },

    /** Editors per publication, owners first, then editors, then writers, oldest first within a role. */
    async editorsOf(ids: readonly string[]): Promise<Map<string, PublicationEditor[]>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('publicationEditors')
        .select(['publicationId', 'userId', 'role'])
        .where('publicationId', 'in', [...ids])
        .orderBy('publicationId')
        .orderBy((eb) =>
          eb.case().when('role', '=', 'OWNER').then(0).when('role', '=', 'EDITOR').then(1).else(2).end(),
        )
        .orderBy('createdAt')
        .orderBy('userId')
        .execute();
      const grouped = groupBy(rows, (r) => r.publicationId);
      return new Map(ids.map((id) => [id, (grouped.get(id) ?? []).map(({ userId, role }) => ({ userId, role }))]));
    },

    async navigationItemsOf(ids: readonly string[]): Promise<Map<string, NavigationItem[]>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('navigationItems')
        .select(['publicationId', 'title', 'destination', 'value'])
        .where('publicationId', 'in', [...ids])
        .orderBy('publicationId')
        .orderBy('position')
        .execute();
      const grouped = groupBy(rows, (r) => r.publicationId);
      return new Map(
        ids.map((id) => [id, (grouped.get(id) ?? []).map(({ title, destination, value }) => ({ title, destination, value }))]),
      );
    },

    async followerCounts(ids: readonly string[]): Promise<Map<string, number>> {
      const counts = new Map<string, number>(ids.map((id) => [id, 0]));
      if (ids.length === 0) return counts;
      const rows = await db
        .selectFrom('publicationFollows')
        .select(['publicationId as id', (eb) => eb.fn.countAll<string>().as('n')])
        .where('publicationId', 'in', [...ids])
        .groupBy('publicationId')
        .execute();
      for (const row of rows) counts.set(row.id, Number(row.n));
      return counts;
    },
  };
}
