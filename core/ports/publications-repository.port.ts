// The store's publications, and what their homepages show (header, sections, stream, featured and tagged
// stories). Implemented by adapters/postgres/publications.repository.ts and publication-homepage.repository.ts.
import type { NavigationItem, PostSummary, Publication, PublicationEditor } from '../content/entities.ts';
import type { FeedPosition } from '../feed/paging.ts';

export interface PublicationsRepository {
  publicationsByIds(ids: readonly string[]): Promise<Publication[]>;
  publicationsBySlugs(slugs: readonly string[]): Promise<Publication[]>;
  /** The publication whose custom domain this is (case-insensitive), or null. */
  publicationByDomain(domain: string): Promise<Publication | null>;
  /** Editors per publication, owners first, then editors, then writers, oldest first within a role. */
  editorsOf(ids: readonly string[]): Promise<Map<string, PublicationEditor[]>>;
  navigationItemsOf(ids: readonly string[]): Promise<Map<string, NavigationItem[]>>;
  followerCounts(ids: readonly string[]): Promise<Map<string, number>>;
}

export type PublicationHeader = { imageId: string | null; imageAlt: string; focusX: number; focusY: number };
export type PublicationSectionType = 'FEATURED' | 'LATEST' | 'TAG' | 'PROMOTION';
export type PublicationSectionLayout = 'GRID' | 'LIST';
export type PublicationSection = {
  id: string;
  publicationId: string;
  type: PublicationSectionType;
  title: string;
  value: string;
  layout: PublicationSectionLayout;
  postCount: number;
};

export interface PublicationHomepageRepository {
  headersOf(ids: readonly string[]): Promise<Map<string, PublicationHeader>>;
  tagsBySlugs(slugs: readonly string[]): Promise<{ slug: string; displayTitle: string }[]>;
  sectionsOf(publicationId: string): Promise<PublicationSection[]>;
  /** The publication's stories, newest first, strictly after `after`; `limit` rows. */
  streamPage(publicationId: string, limit: number, after: FeedPosition | null, viewerId: string | null): Promise<(PostSummary & FeedPosition)[]>;
  /** The stories the editors featured, in their order. */
  featured(publicationId: string, limit: number, viewerId: string | null): Promise<PostSummary[]>;
  /** The newest stories under a tag, strictly after `after`. */
  tagged(publicationId: string, tagSlug: string, limit: number, viewerId: string | null, after?: FeedPosition | null): Promise<(PostSummary & FeedPosition)[]>;
}
