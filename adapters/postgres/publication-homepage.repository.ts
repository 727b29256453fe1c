// A publication's homepage: the header image, the sections in order, and the stories each shows —
// the featured ones in their editors' order, the newest, the newest under a tag — and the publication's
// whole stream, newest first, keyset-paged. Stories by writers the reader muted stay out of every section
// (muting removes a writer's stories from that reader's feeds).
import { sql, type Kysely } from 'kysely';
import type { PostSummary } from '../../core/content/entities.ts';
import type { FeedPosition } from '../../core/feed/paging.ts';
import type { Database } from './database.types.ts';
import { listedPost, summaryColumns } from './posts.repository.ts';
import type { PublicationHeader, PublicationSection } from '../../core/ports/publications-repository.port.ts';

export type { PublicationHeader, PublicationSection };

export type PublicationHomepageRepository = ReturnType<typeof publicationHomepageRepository>;

export function publicationHomepageRepository(db: Kysely<Database>) {
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
        not(
          exists(
            selectFrom('userMutes')
              .select('userMutes.muteeId')
              .where('userMutes.muterId', '=', viewerId)
              .whereRef('userMutes.muteeId', '=', 'posts.creatorId'),
          ),
        ),
      );
    }
    return query;
  };

  return {
    async headersOf(ids: readonly string[]): Promise<Map<string, PublicationHeader>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('publications')
        .select(['id', 'headerImageId', 'headerImageAlt', 'headerFocusX', 'headerFocusY'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(
        rows.map((r) => [r.id, { imageId: r.headerImageId, imageAlt: r.headerImageAlt, focusX: r.headerFocusX, focusY: r.headerFocusY }]),
      );
    },

    async tagsBySlugs(slugs: readonly string[]): Promise<{ slug: string; displayTitle: string }[]> {
      if (slugs.length === 0) return [];
      return db.selectFrom('tags').select(['slug', 'displayTitle']).where('slug', 'in', [...slugs]).execute();
    },

    async sectionsOf(publicationId: string): Promise<PublicationSection[]> {
      return db
        .selectFrom('publicationSections')
        .select(['id', 'publicationId', 'type', 'title', 'value', 'layout', 'postCount'])
        .where('publicationId', '=', publicationId)
        .orderBy('position')
        .execute();
    },

    /** The publication's stories, newest first, strictly after `after`; `limit` rows. */
    async streamPage(
      publicationId: string,
      limit: number,
      after: FeedPosition | null,
      viewerId: string | null,
    ): Promise<(PostSummary & FeedPosition)[]> {
      let query = stream(publicationId, viewerId);
      if (after) query = query.where(sql<boolean>`(posts.published_at, posts.id) < (${after.publishedAt}, ${after.id})`);
      const rows = await query.orderBy('posts.publishedAt', 'desc').orderBy('posts.id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
    },

    /** The stories the editors featured, in their order. */
    async featured(publicationId: string, limit: number, viewerId: string | null): Promise<PostSummary[]> {
      return stream(publicationId, viewerId)
        .innerJoin('publicationFeaturedPosts as f', (join) =>
          join.onRef('f.postId', '=', 'posts.id').on('f.publicationId', '=', publicationId),
        )
        .orderBy('f.position')
        .limit(limit)
        .execute();
    },

    /** The newest stories under a tag, strictly after `after` (a TAG section, and /{publication}/tagged/{tag}). */
    async tagged(
      publicationId: string,
      tagSlug: string,
      limit: number,
      viewerId: string | null,
      after: FeedPosition | null = null,
    ): Promise<(PostSummary & FeedPosition)[]> {
      let query = stream(publicationId, viewerId).innerJoin('postTags as t', 't.postId', 'posts.id').where('t.tagSlug', '=', tagSlug);
      if (after) query = query.where(sql<boolean>`(posts.published_at, posts.id) < (${after.publishedAt}, ${after.id})`);
      const rows = await query.orderBy('posts.publishedAt', 'desc').orderBy('posts.id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
    },
  };
}
