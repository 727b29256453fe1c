// A publication's feature pages (migration 0055; core/ports/feature-pages.port.ts). A page's address is unique per
// publication (the constraint answers SLUG_TAKEN); the page count is taken under a lock on the publication's row so
// two requests cannot both pass the limit; a new order is written in one statement, and only when it names every
// page once (checked in the same statement, so a page created meanwhile makes it change nothing).
import { sql, type Kysely } from 'kysely';
import type { FeaturePageRow, FeaturePagesRepository, FeaturePageWrite } from '../../core/ports/feature-pages.port.ts';
import type { FeaturePageLayout } from '../../core/publication/feature-page-order.ts';
import type { Database } from './database.types.ts';
import { listedPost, summaryColumns } from './posts.repository.ts';

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

const COLUMNS = ['id', 'publicationId', 'slug', 'title', 'description', 'layout', 'tags', 'position', 'updatedAt'] as const;

type Row = { id: string; publicationId: string; slug: string; title: string; description: string; layout: string; tags: unknown; position: number; updatedAt: Date };
const rowOf = (r: Row): FeaturePageRow => ({ ...r, layout: r.layout as FeaturePageLayout, tags: r.tags as string[] });

export function featurePagesRepository(db: Kysely<Database>) {
  const repo = {
    async featurePagesOf(publicationId: string): Promise<FeaturePageRow[]> {
      const rows = await db.selectFrom('publicationFeaturePages').select(COLUMNS).where('publicationId', '=', publicationId).orderBy('position').orderBy('slug').execute();
      return rows.map(rowOf);
    },

    async featurePage(publicationId: string, slug: string): Promise<FeaturePageRow | null> {
      const row = await db
        .selectFrom('publicationFeaturePages')
        .select(COLUMNS)
        .where('publicationId', '=', publicationId)
        .where('slug', '=', slug.toLowerCase())
        .executeTakeFirst();
      return row ? rowOf(row) : null;
    },

    async createFeaturePage(publicationId, page, id, limit): Promise<FeaturePageWrite> {
      try {
        return await db.transaction().execute(async (trx) => {
          // The publication's row is the lock the count (and the next position) is taken under.
          await trx.selectFrom('publications').select('id').where('id', '=', publicationId).forUpdate().execute();
          const { n, last } = await trx
            .selectFrom('publicationFeaturePages')
            .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('position').as('last')])
            .where('publicationId', '=', publicationId)
            .executeTakeFirstOrThrow();
          if (Number(n) >= limit) return { ok: false, error: 'TOO_MANY' } as const;
          const row = await trx
            .insertInto('publicationFeaturePages')
            .values({ id, publicationId, ...page, tags: JSON.stringify(page.tags), position: last === null ? 0 : Number(last) + 1 })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
          return { ok: true, page: rowOf(row) } as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, error: 'SLUG_TAKEN' };
        throw error;
      }
    },

    async updateFeaturePage(publicationId, slug, page): Promise<FeaturePageWrite> {
      try {
        const row = await db
          .updateTable('publicationFeaturePages')
          .set({ ...page, tags: JSON.stringify(page.tags), updatedAt: sql<Date>`now()` })
          .where('publicationId', '=', publicationId)
          .where('slug', '=', slug)
          .returning(COLUMNS)
          .executeTakeFirst();
        return row ? { ok: true, page: rowOf(row) } : { ok: false, error: 'NOT_FOUND' };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, error: 'SLUG_TAKEN' };
        throw error;
      }
    },

    async deleteFeaturePage(publicationId, slug) {
      const result = await db.deleteFrom('publicationFeaturePages').where('publicationId', '=', publicationId).where('slug', '=', slug).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async reorderFeaturePages(publicationId, slugs) {
      if (slugs.length === 0 || new Set(slugs).size !== slugs.length) return false;
      const list = sql.join(slugs.map((s) => sql`${s}::text`));
      // One statement: the new positions apply only if the publication holds exactly these pages right now.
      const { numAffectedRows } = await sql`
        update publication_feature_pages f
        set position = o.position, updated_at = now()
        from (select slug, (ordinality - 1)::int as position from unnest(array[${list}]) with ordinality as t(slug, ordinality)) o
        where f.publication_id = ${publicationId} and f.slug = o.slug
          and (select count(*) from publication_feature_pages a where a.publication_id = ${publicationId}) = ${slugs.length}
          and (select count(*) from publication_feature_pages a where a.publication_id = ${publicationId} and a.slug = any(array[${list}])) = ${slugs.length}`.execute(db);
      return Number(numAffectedRows ?? 0) === slugs.length;
    },

    async featurePagePosts(publicationId, tags, limit, after, viewerId) {
      if (tags.length === 0) return [];
      let query = db
        .selectFrom('posts')
        .select(summaryColumns.map((c) => `posts.${c}` as const))
        .where('posts.publicationId', '=', publicationId)
        .where('posts.statusForCollection', '=', 'APPROVED')
        .where(listedPost('posts'))
        .where(({ exists, selectFrom }) => exists(selectFrom('postTags').select('postTags.postId').whereRef('postTags.postId', '=', 'posts.id').where('postTags.tagSlug', 'in', [...tags])));
      if (viewerId !== null) {
        query = query.where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('userMutes').select('userMutes.muteeId').where('userMutes.muterId', '=', viewerId).whereRef('userMutes.muteeId', '=', 'posts.creatorId'))),
        );
      }
      if (after) query = query.where(sql<boolean>`(posts.published_at, posts.id) < (${after.publishedAt}, ${after.id})`);
      const rows = await query.orderBy('posts.publishedAt', 'desc').orderBy('posts.id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
    },
  } satisfies FeaturePagesRepository;
  return repo;
}
