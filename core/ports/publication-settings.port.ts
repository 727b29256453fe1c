// Issue 22 part B: a publication's settings (reader-experience §2.6) and the reads of its pages (about, trending,
// archive, all, subpages). Implemented by adapters/postgres/publication-settings.repository.ts.
import type { PostSummary } from '../content/entities.ts';
import type { Paragraph } from '../content/paragraph.ts';
import type { FeedPosition } from '../feed/paging.ts';
import type { NavigationItem } from '../publication/navigation.ts';
import type { PublicationInfo, Section, Subpage } from '../publication/settings.ts';

export type PublicationSettings = PublicationInfo & {
  id: string;
  slug: string;
  about: string;
  writeForUs: string;
  /** The custom domain the host lookup serves as this publication (live), and the one asked for, not yet connected. */
  domain: string | null;
  pendingDomain: string | null;
};

export type SubpageRow = { id: string; publicationId: string; slug: string; title: string; body: Paragraph[]; updatedAt: Date };

export type SubpageWrite = { ok: true; subpage: SubpageRow } | { ok: false; error: 'SLUG_TAKEN' | 'NOT_FOUND' | 'TOO_MANY' };

export type AllOrder = 'newest' | 'earliest' | 'most-popular';

/** A page of /all: keyset over (published_at, id), or (clap_count, id) for most-popular. */
export type AllCursor = { key: number; id: string };

export type ArchiveIndexRow = { year: number; month: number; count: number };

export interface PublicationSettingsRepository {
  settingsOf(publicationId: string): Promise<PublicationSettings | null>;
  /** Name, tagline, description, search tags, time zone and header in one statement. */
  updateInfo(publicationId: string, info: PublicationInfo): Promise<void>;
  /** The homepage's sections, replaced in one transaction. */
  replaceSections(publicationId: string, sections: readonly Section[]): Promise<void>;
  /** The navigation tabs, replaced in one transaction. */
  replaceNavigation(publicationId: string, items: readonly NavigationItem[]): Promise<void>;
  updateAbout(publicationId: string, about: { about: string; writeForUs: string }): Promise<void>;
  /** Records the domain as pending, in one statement; TAKEN when another publication serves it live. */
  requestCustomDomain(publicationId: string, domain: string, at: Date): Promise<'OK' | 'TAKEN'>;
  /** Forgets the pending domain; with `live`, also stops serving the live one (the host lookup no longer finds it). */
  removeCustomDomain(publicationId: string, which: 'pending' | 'live'): Promise<void>;
  subpagesOf(publicationId: string): Promise<SubpageRow[]>;
  subpage(publicationId: string, slug: string): Promise<SubpageRow | null>;
  /** A new subpage; SLUG_TAKEN when the publication has one at that address, TOO_MANY past the limit. */
  createSubpage(publicationId: string, subpage: Subpage, id: string, limit: number): Promise<SubpageWrite>;
  updateSubpage(publicationId: string, slug: string, subpage: Subpage): Promise<SubpageWrite>;
  deleteSubpage(publicationId: string, slug: string): Promise<boolean>;
  /** Stories by claps and reads in [since, now), most first; recency breaks ties. */
  trending(publicationId: string, since: Date, limit: number, viewerId: string | null): Promise<PostSummary[]>;
  /** Stories published in [start, end), newest first, after `after`. */
  archive(publicationId: string, range: { start: Date; end: Date }, limit: number, after: FeedPosition | null, viewerId: string | null): Promise<(PostSummary & FeedPosition)[]>;
  /** How many stories per year and month, in the time zone, newest first. */
  archiveIndex(publicationId: string, timeZone: string): Promise<ArchiveIndexRow[]>;
  /** Every story of the publication, in the order, under a topic when given. */
  all(publicationId: string, order: AllOrder, topicSlug: string | null, limit: number, after: AllCursor | null, viewerId: string | null): Promise<(PostSummary & { cursor: AllCursor })[]>;
}
