// Lists (catalogs, issue 16): a reader's lists, the stories in them and who follows which. Implemented by
// adapters/postgres/lists.repository.ts. Counts change in the same statement as the rows they count, so the
// answers here (itemCount, followerCount) are the store's truth after the write. Lists and items page by keyset
// cursors (opaque text the repository makes and reads), never by offset.
import type { PostSummary } from '../content/entities.ts';
import type { CatalogInput, CatalogItemStatus, CatalogType, CatalogVisibility, PredefinedCatalogType } from '../lists/catalogs.ts';

export type CatalogRecord = {
  id: string;
  userId: string;
  type: CatalogType;
  name: string;
  description: string;
  visibility: CatalogVisibility;
  itemCount: number;
  followerCount: number;
  createdAt: Date;
  updatedAt: Date;
};

export type CatalogItemRecord = {
  catalogId: string;
  postId: string;
  position: number;
  status: CatalogItemStatus;
  note: string;
  addedAt: Date;
  archivedAt: Date | null;
};

/** An item as the pages show it: with its readable story. */
export type CatalogItemView = CatalogItemRecord & { post: PostSummary };

export type Paged<T> = { rows: T[]; next: string | null };

/** What a write did: whether the row changed (false: it already stood so — an idempotent retry), and the count now. */
export type CountedChange = { changed: boolean; count: number };

export type ItemsQuery = { archived: boolean; order: 'position' | 'recent' };

export interface ListsRepository {
  /** The reader's three predefined lists, made the first time they are needed (once, however many ask at once). */
  ensurePredefined(userId: string): Promise<void>;
  predefinedOf(userId: string, type: PredefinedCatalogType): Promise<CatalogRecord>;
  catalogById(id: string): Promise<CatalogRecord | null>;
  catalogsByIds(ids: readonly string[]): Promise<CatalogRecord[]>;
  /**
   * A reader's lists in Library order (the Reading list, then the other predefined lists when they hold stories,
   * then their own newest first); publicOnly: the PUBLIC ones only (their profile).
   */
  catalogsOf(userId: string, options: { publicOnly: boolean; limit: number; after: string | null }): Promise<Paged<CatalogRecord>>;
  /** A new list of the reader's own; null when they already have CATALOGS_PER_READER_MAX. */
  createCatalog(userId: string, id: string, input: CatalogInput, now: Date): Promise<CatalogRecord | null>;
  updateCatalog(id: string, input: CatalogInput, now: Date): Promise<CatalogRecord | null>;
  deleteCatalog(id: string): Promise<boolean>;
  /** Saves a story into a list (first place); a removed one comes back where it was. full: the list is at CATALOG_ITEMS_MAX. */
  addItem(catalogId: string, postId: string, now: Date): Promise<CountedChange & { full: boolean }>;
  removeItem(catalogId: string, postId: string, now: Date): Promise<CountedChange>;
  /** Moves a story one place up or down in the list's order (one update of its position); false when it cannot. */
  moveItem(catalogId: string, postId: string, direction: 'up' | 'down'): Promise<boolean>;
  setArchived(catalogId: string, postId: string, archived: boolean, now: Date): Promise<boolean>;
  item(catalogId: string, postId: string): Promise<CatalogItemRecord | null>;
  items(catalogId: string, query: ItemsQuery, limit: number, after: string | null): Promise<Paged<CatalogItemRecord>>;
  /** For each story, the ids of the reader's lists that hold it (the save button's and popover's state). */
  catalogsHolding(userId: string, postIds: readonly string[]): Promise<Map<string, string[]>>;
  /** The first few stories of each list, for its preview images. */
  previewPostIds(catalogIds: readonly string[], perCatalog: number): Promise<Map<string, string[]>>;
  follow(catalogId: string, userId: string, now: Date): Promise<CountedChange>;
  unfollow(catalogId: string, userId: string): Promise<CountedChange>;
  followedIds(userId: string, catalogIds: readonly string[]): Promise<Set<string>>;
  /** The lists a reader follows that are still public, the most recently followed first. */
  followedBy(userId: string, limit: number, after: string | null): Promise<Paged<CatalogRecord>>;
  /** /collections: public lists that hold stories, the most followed first. */
  popularPublic(limit: number, after: string | null): Promise<Paged<CatalogRecord>>;
}
