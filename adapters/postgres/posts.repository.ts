// Posts for the reading pages: the recommended feed (keyset-paged, newest first) and posts by id.
import { sql, type Kysely } from 'kysely';
import type { Post, PostSummary } from '../../core/content/entities.ts';
import type { ImageMetadata } from '../../core/content/paragraph.ts';
import type { FeedPosition } from '../../core/feed/paging.ts';
import type { Database } from './database.types.ts';

const summaryColumns = [
  'id',
  'creatorId',
  'publicationId',
  'title',
  'subtitle',
  'slug',
  'visibility',
  'isLocked',
  'readingTime',
  'previewImageId',
  'primaryTopicId',
  'statusForCollection',
  'publishedAt',
  'latestPublishedAt',
  'updatedAt',
] as const;

/** The preview image's metadata, found in the body by its id, so feeds need not load whole bodies. */
const previewImage = sql<ImageMetadata | null>`(
  select p -> 'metadata' from jsonb_array_elements(body) as p
  where p -> 'metadata' ->> 'id' = preview_image_id limit 1
)`.as('previewImage');

export type PostsRepository = ReturnType<typeof postsRepository>;

export function postsRepository(db: Kysely<Database>) {
  return {
    /**
     * Published, listed posts, newest first, strictly after `after` when given.
     * Asks for `limit` rows; callers ask for one more than a page to learn whether another follows.
     */
    async recommendedFeed(limit: number, after: FeedPosition | null): Promise<(PostSummary & FeedPosition)[]> {
      let query = db
        .selectFrom('posts')
        .select([...summaryColumns, previewImage])
        .where('publishedAt', 'is not', null)
        .where('visibility', '<>', 'UNLISTED');
      if (after) {
        query = query.where(sql<boolean>`(published_at, id) < (${after.publishedAt}, ${after.id})`);
      }
      const rows = await query.orderBy('publishedAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
    },

    async postsByIds(ids: readonly string[]): Promise<Post[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('posts')
        .select([...summaryColumns, previewImage, 'body'])
        .where('id', 'in', [...ids])
        .execute();
    },
  };
}
