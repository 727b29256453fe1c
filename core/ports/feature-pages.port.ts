// A publication's feature pages (core/publication/feature-pages.ts): its editors' list in order, one page by its
// address, and the page's stories (the publication's, with any of its tags). Implemented by
// adapters/postgres/feature-pages.repository.ts.
import type { PostSummary } from '../content/entities.ts';
import type { FeedPosition } from '../feed/paging.ts';
import type { FeaturePage } from '../publication/feature-pages.ts';

export type FeaturePageRow = FeaturePage & { id: string; publicationId: string; position: number; updatedAt: Date };

export type FeaturePageWrite = { ok: true; page: FeaturePageRow } | { ok: false; error: 'SLUG_TAKEN' | 'NOT_FOUND' | 'TOO_MANY' };

export interface FeaturePagesRepository {
  /** The publication's feature pages in their order. */
  featurePagesOf(publicationId: string): Promise<FeaturePageRow[]>;
  featurePage(publicationId: string, slug: string): Promise<FeaturePageRow | null>;
  /** A new feature page, last in the order; SLUG_TAKEN when the address is in use, TOO_MANY past the limit (counted under a lock). */
  createFeaturePage(publicationId: string, page: FeaturePage, id: string, limit: number): Promise<FeaturePageWrite>;
  /** Changes the page at `slug` (its address too); NOT_FOUND when there is none, SLUG_TAKEN when the new address is in use. */
  updateFeaturePage(publicationId: string, slug: string, page: FeaturePage): Promise<FeaturePageWrite>;
  deleteFeaturePage(publicationId: string, slug: string): Promise<boolean>;
  /** Sets the order in one statement; false (nothing changed) unless `slugs` names every page of the publication once. */
  reorderFeaturePages(publicationId: string, slugs: readonly string[]): Promise<boolean>;
  /** The publication's published, listed stories with any of `tags`, newest first, after `after`. */
  featurePagePosts(publicationId: string, tags: readonly string[], limit: number, after: FeedPosition | null, viewerId: string | null): Promise<(PostSummary & FeedPosition)[]>;
}
