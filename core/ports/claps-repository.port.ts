// Issue 16 claps in the store: a reader's claps on a story (at most 50, core/claps/clap-rules.ts) and the story's
// total, kept together in one statement. Implemented by adapters/postgres/claps.repository.ts.

/** A story's total and the viewer's own claps (platform-reference §3: clapCount, viewerClapCount). */
export type ClapTotals = { clapCount: number; viewerClapCount: number };

/** What deciding whether a reader may clap needs to know of a story. */
export type ClappablePost = {
  id: string;
  creatorId: string;
  publicationId: string | null;
  isLocked: boolean;
  publishedAt: Date | null;
  deletedAt: Date | null;
  suspendedAt: Date | null;
};

export type ClapRequest = {
  postId: string;
  userId: string;
  clientId: string;
  claps: number;
  now: Date;
  /**
   * The fast path: clap only when the story is free to read and not the reader's own, checked in the statement
   * itself (no read before it). When nothing is written the answer is UNCHECKED, and the caller checks in full.
   */
  unchecked?: boolean;
  /**
   * Issue 17: also write the writer's CLAPS notification (grouped per story and day, with the notifications' own
   * checks: not the writer's own, not muted, not turned off) in the clap's statement, when it adds claps.
   */
  notify?: boolean;
};
/** A clap on a list (reader-experience §3 Catalog.clappers). */
export type CatalogClapRequest = { catalogId: string; userId: string; clientId: string; claps: number; now: Date };
/** What deciding whether a reader may clap a list needs to know of it. */
export type ClappableCatalog = { id: string; userId: string; visibility: 'PUBLIC' | 'PRIVATE' | 'LOCKED' };

/**
 * A clap's outcome: the totals after it, and how many claps it really added (0 when the reader was at 50 or the
 * request repeated the last client id). NOT_AVAILABLE: no published, undeleted, unsuspended story by that id.
 */
/** `owner`: whose story or list was clapped (and its publication), when the statement wrote a clap — for notifying. */
export type ClapOutcome =
  | ({ ok: true; added: number; owner?: { id: string; publicationId: string | null } } & ClapTotals)
  | { ok: false; error: 'NOT_AVAILABLE' | 'UNCHECKED' };

/** One row of "who clapped" (/p/{postId}/upvotes). */
export type Clapper = { userId: string; claps: number; clappedAt: Date };
/** Keyset cursor of "who clapped": the last row's first clap and user id. */
export type ClappersCursor = { clappedAt: number; userId: string };

export interface ClapsRepository {
  /** The story as a clap needs it, whatever its state (null when there is no such story). */
  clappable(postId: string): Promise<ClappablePost | null>;
  /**
   * Adds the reader's claps, capped at 50, and the story's total, in one statement; a request with the same client
   * id as the reader's last one on this story adds nothing and answers the totals.
   */
  clap(request: ClapRequest): Promise<ClapOutcome>;
  /** Totals of several stories for the viewer (0 for the viewer's when signed out; 0 and 0 for unknown ids). */
  totals(postIds: readonly string[], viewerId: string | null): Promise<Map<string, ClapTotals>>;
  /** A story's clappers, first clap newest first, keyset-paged. */
  clappers(postId: string, first: number, after: ClappersCursor | null): Promise<{ rows: Clapper[]; next: ClappersCursor | null }>;
  /** The list as a clap needs it (null when there is no such list). */
  clappableCatalog(catalogId: string): Promise<ClappableCatalog | null>;
  /** A clap on a public list: the same statement and the same 50 as a story's. */
  clapCatalog(request: CatalogClapRequest): Promise<ClapOutcome>;
  /** Totals of several lists for the viewer. */
  catalogTotals(catalogIds: readonly string[], viewerId: string | null): Promise<Map<string, ClapTotals>>;
  /** A list's clappers, first clap newest first, the first `first` of them. */
  catalogClappers(catalogId: string, first: number): Promise<Clapper[]>;
  /** The tags of a story, for purging the listings that show its count. */
  tagSlugsOf(postId: string): Promise<string[]>;
}
