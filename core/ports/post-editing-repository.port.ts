// Writing and publishing's repository (issue 15): drafts with their revision, publishing, Your Stories, the
// trash. The store implements it (adapters/postgres/post-editing.repository.ts); the editing service and the
// resolvers speak to it.
import type { CollectionRole, PostVisibility } from '../content/entities.ts';
import type { Paragraph } from '../content/paragraph.ts';
import type { PostSettings } from '../reader-pages/post-settings.ts';
import type { Lifecycle, PostDraft, PostLicense, PostType, PublishInput, StoriesTab } from '../content/post-lifecycle.ts';

/** A story as the editor and Your Stories need it. */
export type EditableRow = {
  id: string;
  creatorId: string;
  publicationId: string | null;
  statusForCollection: string | null;
  title: string;
  subtitle: string;
  slug: string;
  body: Paragraph[];
  /** A published story's saved edits, when some wait for publishing. */
  draft: PostDraft | null;
  revision: number;
  type: PostType;
  visibility: PostVisibility;
  isLocked: boolean;
  license: PostLicense;
  previewParagraphs: number | null;
  readingTime: number;
  publishedAt: Date | null;
  previouslyPublishedAt: Date | null;
  scheduledAt: Date | null;
  deletedAt: Date | null;
  updatedAt: Date;
  storiesTab: StoriesTab;
};
export type LifecycleColumns = Pick<EditableRow, 'type' | 'visibility' | 'isLocked' | 'publishedAt' | 'previouslyPublishedAt' | 'scheduledAt' | 'deletedAt'>;
/** What the purges need of a story: its page, writer, publication and tags, before and after. */
export type PurgeTarget = {
  id: string;
  creatorId: string;
  publicationIds: string[];
  tagSlugs: string[];
};
export type SaveOutcome = {
  ok: true;
  row: EditableRow;
} | {
  ok: false;
  error: 'NOT_FOUND';
} | {
  ok: false;
  error: 'TRASHED';
} | {
  ok: false;
  error: 'CONFLICT';
  currentRevision: number;
};
export type LifecycleChange<T> = {
  ok: true;
  row: EditableRow;
  before: EditableRow;
  purge: PurgeTarget;
  extra: T;
} | {
  ok: false;
  error: 'NOT_FOUND';
} | {
  ok: false;
  error: 'REFUSED';
  message: string;
  status?: 'FORBIDDEN' | 'CONFLICT' | 'BAD_REQUEST';
  currentRevision?: number;
};
export type PublishRequest = PublishInput & {
  postId: string;
  revision: number;
  actorId: string;
  /** The publication to publish in; null for none; undefined keeps the story's own. */
  publicationId: string | null | undefined;
  /** enable_submissions_v2 for the actor: a WRITER's story in a publication waits for review. */
  submissionsV2?: boolean | undefined;
  now: Date;
};
export type StoriesCursor = {
  at: Date;
  id: string;
};
/** Writing and publishing in the store (adapters/postgres/post-editing.repository.ts implements it). */
export type PostEditingRepository = {
  /** Migration 0051: stories' settings (core/reader-pages/post-settings.ts), by id; a story without a row is absent. */
  settingsOf(ids: readonly string[]): Promise<Map<string, PostSettings>>;
  /** The author's story's settings replaced; null when it is not theirs or is in the trash. */
  updateSettings(id: string, creatorId: string, settings: PostSettings, now: Date): Promise<PostSettings | null>;
  /** A row's lifecycle as core's rules read it. */
  lifecycleOf(row: LifecycleColumns): Lifecycle;
  editableById(id: string): Promise<EditableRow | null>;
  tagSlugsOf: (id: string) => Promise<string[]>;
  roleIn: (userId: string, publicationId: string) => Promise<CollectionRole | null>;
  /** The publications where the user is OWNER, EDITOR or WRITER, by name. */
  publishTargets(userId: string): Promise<{
    id: string;
    name: string;
    role: CollectionRole;
  }[]>;
  /** A new draft at revision 1. */
  createDraft(input: {
    id: string;
    creatorId: string;
    title: string;
    subtitle: string;
    body: Paragraph[];
    publicationId: string | null;
    now: Date;
  }): Promise<EditableRow>;
  /**
   * Autosave, in one statement: the UPDATE itself checks the base revision, so a stale save writes nothing.
   * An unpublished story's columns take the text; a published one keeps its readers' text and keeps the new
   * one aside (draft) until it is published again.
   */
  saveDraft(input: {
    id: string;
    baseRevision: number;
    title: string;
    subtitle: string;
    body: Paragraph[];
    now: Date;
  }): Promise<SaveOutcome>;
  /**
   * Publish now or schedule, in one transaction: the revision and the publication role checked under the row
   * lock, tags upserted and set in order, the primary topic chosen from the tags, the saved edits (draft)
   * made the published text. `authorize` decides whether the actor may publish this story (core's mayAct).
   */
  publish(request: PublishRequest, authorize: (row: EditableRow, role: CollectionRole | null) => string | null): Promise<LifecycleChange<{
    scheduled: boolean;
  }>>;
  /**
   * A planned lifecycle change (a move, the trash, a restore): `plan` answers the next lifecycle from the row,
   * or a refusal; the columns are written under the row lock.
   */
  applyLifecycle(id: string, plan: (row: EditableRow) => {
    ok: true;
    next: Lifecycle;
  } | {
    ok: false;
    message: string;
    status?: 'FORBIDDEN' | 'BAD_REQUEST';
  }): Promise<LifecycleChange<null>>;
  /**
   * The post.publish job: publishes the story if it is still scheduled, not trashed and due; otherwise does
   * nothing (idempotent: a second run finds it published).
   */
  publishIfDue(id: string, now: Date): Promise<LifecycleChange<null>>;
  /** Scheduled stories whose time has come (a publish job lost, or a store seeded without jobs), oldest first. */
  overdueScheduled(now: Date, limit?: number): Promise<string[]>;
  /** Deletes for good, in one statement, what was trashed 14 days or more before now; answers what went. */
  deleteTrashedBefore(now: Date, limit?: number): Promise<PurgeTarget[]>;
  /**
   * One Your Stories tab of a writer, keyset-paged: most recently edited first, the Deleted tab most recently
   * trashed first. `limit` rows strictly after `after`.
   */
  yourStories(creatorId: string, tab: StoriesTab, limit: number, after: StoriesCursor | null): Promise<(EditableRow & {
    publicationName: string | null;
    sortAt: Date;
  })[]>;
  /** How many stories each tab of a writer holds, in one statement. */
  yourStoriesCounts(creatorId: string): Promise<Record<StoriesTab, number>>;
  /** Existing tags whose slug or title starts with the prefix, most used first. */
  tagSuggestions(prefix: string, limit: number): Promise<{
    slug: string;
    displayTitle: string;
    postCount: number;
  }[]>;
};
