// Issue 22 part B: a publication's settings (reader-experience §2.6: Info & Homepage, Navigation, Subpages,
// About) and the reads of its pages (trending, archive, all). Writes that replace a list (sections, tabs) run in
// one transaction; a subpage's address is unique per publication (the constraint answers SLUG_TAKEN), and the
// subpage limit is counted under a lock on the publication's row, so two requests cannot both pass it.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { PostSummary } from '../../core/content/entities.ts';
import type { Paragraph } from '../../core/content/paragraph.ts';
import type { FeedPosition } from '../../core/feed/paging.ts';
import type {
  AllCursor,
  AllOrder,
  ArchiveIndexRow,
  PublicationSettings,
  PublicationSettingsRepository,
  SubpageRow,
  SubpageWrite,
} from '../../core/ports/publication-settings.port.ts';
import type { SeoRobots } from '../../core/publication/settings.ts';
import type { Database } from './database.types.ts';
import { listedPost, summaryColumns } from './posts.repository.ts';

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export function publicationSettingsRepository(db: Kysely<Database>) {
  /** Published, listed stories the publication accepted, not by a writer the reader muted. */
  const stream = (publicationId: string, viewerId: string | null) => {
    let query = db
      .selectFrom('posts')
      .select(summaryColumns.map((c) => `posts.${c}` as const))
      .where('posts.publicationId', '=', publicationId)
      .where('posts.statusForCollection', '=', 'APPROVED')
      .where(listedPost('posts'));
    if (viewerId !== null) {
      query = query.where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('userMutes').select('userMutes.muteeId').where('userMutes.muterId', '=', viewerId).whereRef('userMutes.muteeId', '=', 'posts.creatorId'))),
      );
    }
    return query;
  };

  const subpageRow = (r: { id: string; publicationId: string; slug: string; title: string; body: unknown; updatedAt: Date }): SubpageRow => ({
    ...r,
    body: r.body as Paragraph[],
  });
  const subpageColumns = ['id', 'publicationId', 'slug', 'title', 'body', 'updatedAt'] as const;

  const repo = {
    async settingsOf(publicationId: string): Promise<PublicationSettings | null> {
      const row = await db
        .selectFrom('publications')
        .select([
          'id', 'slug', 'name', 'tagline', 'description', 'seoDescription', 'seoRobots', 'timeZone', 'headerColor',
          'headerImageId', 'headerImageAlt', 'headerFocusX', 'headerFocusY', 'about', 'writeForUs', 'domain', 'pendingDomain',
        ])
        .where('id', '=', publicationId)
        .executeTakeFirst();
      return row ? { ...row, seoRobots: row.seoRobots as SeoRobots } : null;
    },

    async requestCustomDomain(publicationId: string, domain: string, at: Date): Promise<'OK' | 'TAKEN'> {
      // One statement: no other publication (nor writer) may serve it live (the unique index on domain guards the live column).
      const row = await db
        .updateTable('publications')
        .set({ pendingDomain: domain, pendingDomainRequestedAt: at })
        .where('id', '=', publicationId)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('publications as other').select('other.id').where('other.domain', '=', domain).where('other.id', '<>', publicationId))),
        )
        // Issue 21: nor a writer's live domain (users.custom_domain).
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('users').select('users.id').where('users.customDomain', '=', domain))))
        .returning('id')
        .executeTakeFirst();
      return row ? 'OK' : 'TAKEN';
    },

    async removeCustomDomain(publicationId: string, which: 'pending' | 'live'): Promise<void> {
      await db
        .updateTable('publications')
        .set(which === 'pending' ? { pendingDomain: null, pendingDomainRequestedAt: null } : { domain: null })
        .where('id', '=', publicationId)
        .execute();
    },

    async updateInfo(publicationId, info) {
      await db
        .updateTable('publications')
        .set({
          name: info.name,
          tagline: info.tagline,
          description: info.description,
          seoDescription: info.seoDescription,
          seoRobots: info.seoRobots,
          timeZone: info.timeZone,
          headerColor: info.headerColor,
          headerImageId: info.headerImageId,
          headerImageAlt: info.headerImageAlt,
          headerFocusX: info.headerFocusX,
          headerFocusY: info.headerFocusY,
        })
        .where('id', '=', publicationId)
        .execute();
    },

    async replaceSections(publicationId, sections) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('publicationSections').where('publicationId', '=', publicationId).execute();
        if (sections.length === 0) return;
        await trx
          .insertInto('publicationSections')
          .values(sections.map((s, position) => ({ id: randomUUID(), publicationId, position, ...s })))
          .execute();
      });
    },

    async replaceNavigation(publicationId, items) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('navigationItems').where('publicationId', '=', publicationId).execute();
        if (items.length === 0) return;
        await trx
          .insertInto('navigationItems')
          .values(items.map((item, position) => ({ publicationId, position, ...item })))
          .execute();
      });
    },

    async updateAbout(publicationId, about) {
      await db.updateTable('publications').set(about).where('id', '=', publicationId).execute();
    },

    async subpagesOf(publicationId) {
      const rows = await db.selectFrom('publicationSubpages').select(subpageColumns).where('publicationId', '=', publicationId).orderBy('title').orderBy('slug').execute();
      return rows.map(subpageRow);
    },

    async subpage(publicationId, slug) {
      const row = await db
        .selectFrom('publicationSubpages')
        .select(subpageColumns)
        .where('publicationId', '=', publicationId)
        .where('slug', '=', slug.toLowerCase())
        .executeTakeFirst();
      return row ? subpageRow(row) : null;
    },

    async createSubpage(publicationId, subpage, id, limit): Promise<SubpageWrite> {
      try {
        return await db.transaction().execute(async (trx) => {
          // The publication's row is the lock the subpage count is taken under.
          await trx.selectFrom('publications').select('id').where('id', '=', publicationId).forUpdate().execute();
          const { n } = await trx
            .selectFrom('publicationSubpages')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('publicationId', '=', publicationId)
            .executeTakeFirstOrThrow();
          if (Number(n) >= limit) return { ok: false, error: 'TOO_MANY' } as const;
          const row = await trx
            .insertInto('publicationSubpages')
            .values({ id, publicationId, slug: subpage.slug, title: subpage.title, body: JSON.stringify(subpage.body) })
            .returning(subpageColumns)
            .executeTakeFirstOrThrow();
          return { ok: true, subpage: subpageRow(row) } as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, error: 'SLUG_TAKEN' };
        throw error;
      }
    },

    async updateSubpage(publicationId, slug, subpage): Promise<SubpageWrite> {
      try {
        const row = await db
          .updateTable('publicationSubpages')
          .set({ slug: subpage.slug, title: subpage.title, body: JSON.stringify(subpage.body), updatedAt: sql<Date>`now()` })
          .where('publicationId', '=', publicationId)
          .where('slug', '=', slug)
          .returning(subpageColumns)
          .executeTakeFirst();
        return row ? { ok: true, subpage: subpageRow(row) } : { ok: false, error: 'NOT_FOUND' };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, error: 'SLUG_TAKEN' };
        throw error;
      }
    },

    async deleteSubpage(publicationId, slug) {
      const result = await db.deleteFrom('publicationSubpages').where('publicationId', '=', publicationId).where('slug', '=', slug).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async trending(publicationId, since, limit, viewerId): Promise<PostSummary[]> {
      // Claps given in the window (each reader's claps count once their last clap is in it) and readers whose
      // last read is in it (reading history; readers who paused it are not counted).
      return stream(publicationId, viewerId)
        .select([
          sql<number>`coalesce((select sum(c.count) from claps c where c.post_id = posts.id and c.updated_at >= ${since}), 0)
            + coalesce((select count(*) from reading_history h where h.post_id = posts.id and h.last_read_at >= ${since}), 0)`.as('score'),
        ])
        .orderBy('score', 'desc')
        .orderBy('posts.publishedAt', 'desc')
        .orderBy('posts.id', 'desc')
        .limit(limit)
        .execute()
        .then((rows) => rows.map(({ score: _score, ...post }) => post));
    },

    async archive(publicationId, range, limit, after, viewerId) {
      let query = stream(publicationId, viewerId).where('posts.publishedAt', '>=', range.start).where('posts.publishedAt', '<', range.end);
      if (after) query = query.where(sql<boolean>`(posts.published_at, posts.id) < (${after.publishedAt}, ${after.id})`);
      const rows = await query.orderBy('posts.publishedAt', 'desc').orderBy('posts.id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
    },

    async archiveIndex(publicationId, timeZone): Promise<ArchiveIndexRow[]> {
      const local = sql`(posts.published_at at time zone ${timeZone})`;
      const { rows } = await sql<{ year: number; month: number; count: string }>`
        select extract(year from ${local})::int as year, extract(month from ${local})::int as month, count(*) as count
        from posts
        where posts.publication_id = ${publicationId} and posts.status_for_collection = 'APPROVED' and ${listedPost('posts')}
        group by 1, 2
        order by 1 desc, 2 desc`.execute(db);
      return rows.map((r) => ({ year: Number(r.year), month: Number(r.month), count: Number(r.count) }));
    },

    async all(publicationId, order: AllOrder, topicSlug, limit, after: AllCursor | null, viewerId) {
      let query = stream(publicationId, viewerId);
      if (topicSlug) {
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('postTopics')
              .innerJoin('topics', 'topics.id', 'postTopics.topicId')
              .select('postTopics.postId')
              .whereRef('postTopics.postId', '=', 'posts.id')
              .where('topics.slug', '=', topicSlug),
          ),
        );
      }
      if (order === 'most-popular') {
        if (after) query = query.where(sql<boolean>`(posts.clap_count, posts.id) < (${after.key}, ${after.id})`);
        const rows = await query.select('posts.clapCount').orderBy('posts.clapCount', 'desc').orderBy('posts.id', 'desc').limit(limit).execute();
        return rows.map(({ clapCount, ...post }) => ({ ...post, cursor: { key: clapCount, id: post.id } }));
      }
      const at = (ms: number) => new Date(ms);
      if (after) {
        query = query.where(
          order === 'earliest'
            ? sql<boolean>`(posts.published_at, posts.id) > (${at(after.key)}, ${after.id})`
            : sql<boolean>`(posts.published_at, posts.id) < (${at(after.key)}, ${after.id})`,
        );
      }
      const direction = order === 'earliest' ? 'asc' : 'desc';
      const rows = await query.orderBy('posts.publishedAt', direction).orderBy('posts.id', direction).limit(limit).execute();
      return rows.map((post) => ({ ...post, cursor: { key: post.publishedAt!.getTime(), id: post.id } }));
    },
  } satisfies PublicationSettingsRepository;
  return repo;
}

export type { FeedPosition };
