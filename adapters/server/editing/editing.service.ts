// Writing and publishing (issue 15): what the editing mutations do. Each call checks the input with core's
// rules (core/content/paragraph.ts readBodyJson, post-lifecycle.ts), who may act (mayAct, mayPublishIn), lets
// the store apply the change atomically (adapters/postgres/post-editing.repository.ts), then purges the cached
// pages that show the story (platform-reference §9: the story, its writer, its publication, home, its tags)
// and keeps the scheduled-publish job in step (core/ports/job-queue.port.ts).
//
// Results are values: { ok: true, … } or an error kind with the message the editor shows as is.
import { randomBytes } from 'node:crypto';
import { readBodyJson } from '../../../core/content/paragraph.ts';
import {
  CONFLICT_MESSAGE,
  FORBIDDEN_MESSAGES,
  mayAct,
  mayPublishIn,
  planMove,
  planTrash,
  planUndelete,
  readHeadline,
  readPublishInput,
  storiesTabOf,
  type Actor,
  type LifecycleAction,
  type PostLicense,
  type StoriesTab,
} from '../../../core/content/post-lifecycle.ts';
import type { JobQueue } from '../../../core/ports/job-queue.port.ts';
import type { EditableRow, PostEditingRepository, PurgeTarget } from '../../../core/ports/post-editing-repository.port.ts';
import { consume, type RateCounter } from '../../../core/limits/rate-limit.ts';
import { checkPostSettings, POST_SETTINGS_MESSAGES, type PostSettings, type PostSettingsInput } from '../../../core/reader-pages/post-settings.ts';
import { DRAFT_SAVES_LIMIT, DRAFTS_CREATED_LIMIT, tooFastMessage } from '../../../core/content/post-limits.ts';
import type { ContentChanges } from '../edge-cache/content-changes.ts';
import { RESPONSE_MESSAGES } from '../../../core/responses/responses.ts';

/** The job that publishes a scheduled story, and its dedupe key: one pending job per story. */
export const POST_PUBLISH_JOB = 'post.publish';
export const postPublishJobKey = (postId: string): string => `post.publish:${postId}`;
export type PostPublishPayload = { postId: string };

export type EditingError =
  | { ok: false; kind: 'BadRequest'; message: string }
  | { ok: false; kind: 'Forbidden'; message: string }
  | { ok: false; kind: 'NotFound'; message: string }
  | { ok: false; kind: 'Conflict'; message: string; currentRevision: number };

export type EditingResult<T> = ({ ok: true } & T) | EditingError;

const NOT_FOUND: EditingError = { ok: false, kind: 'NotFound', message: 'There is no such story.' };
const badRequest = (message: string): EditingError => ({ ok: false, kind: 'BadRequest', message });
const forbidden = (message: string): EditingError => ({ ok: false, kind: 'Forbidden', message });

export type EditingService = ReturnType<typeof createEditingService>;

export type EditingDeps = {
  posts: PostEditingRepository;
  /** Scheduled publishing; null where no job queue runs (scheduling is then refused with a message). */
  jobs: JobQueue | null;
  /** The cache purges; null where no cache stands in front (tests of the store alone). */
  changes: ContentChanges | null;
  now: () => Date;
  /** A new story's id: hex, as post addresses need (core/content/post-id.ts). */
  newId?: () => string;
  /**
   * Whether a post is a response whose thread's discussion is closed (its story's or list's author closed it): its
   * writer may not change it in the full editor either (reader-experience §8 'Response closed'). None: never closed.
   */
  responseClosed?: (postId: string) => Promise<boolean>;
  /** Counts each writer's new drafts and saves in the store (core/content/post-limits.ts); none in store-only tests. */
  rateLimits?: RateCounter | null;
  /** A story went live (published now, or its schedule came due): the newsletter fan-out hooks in here. */
  onPublished?: ((postId: string) => Promise<void>) | undefined;
};

/** Issue 17: the job that tells a published story's followers (fan-out in batches), one per story. */
export const STORY_PUBLISHED_JOB = 'notifications.story-published';
export const storyPublishedJobKey = (postId: string): string => `story-published:${postId}`;
export type StoryPublishedPayload = { postId: string };

export function createEditingService(deps: EditingDeps) {
  const { posts, jobs, changes, now } = deps;
  const newId = deps.newId ?? (() => randomBytes(6).toString('hex'));

  async function actorOn(row: EditableRow, viewerId: string): Promise<Actor> {
    const isAuthor = row.creatorId === viewerId;
    const publicationRole = !isAuthor && row.publicationId !== null ? await posts.roleIn(viewerId, row.publicationId) : null;
    return { isAuthor, publicationRole };
  }

  /** platform-reference §9: everything a change to the story shows on. */
  async function purge(target: PurgeTarget): Promise<void> {
    if (!changes) return;
    await changes.postChanged({ id: target.id, creatorId: target.creatorId, publicationId: target.publicationIds[0] ?? null, tagSlugs: target.tagSlugs });
    await changes.userChanged(target.creatorId);
    for (const publicationId of target.publicationIds) await changes.publicationChanged(publicationId);
  }

  function refusal(outcome: { message: string; status?: 'FORBIDDEN' | 'CONFLICT' | 'BAD_REQUEST'; currentRevision?: number }): EditingError {
    if (outcome.status === 'FORBIDDEN') return forbidden(outcome.message);
    if (outcome.status === 'CONFLICT') return { ok: false, kind: 'Conflict', message: CONFLICT_MESSAGE, currentRevision: outcome.currentRevision ?? 0 };
    return badRequest(outcome.message);
  }

  function readText(title: string, subtitle: string, bodyJson: string) {
    const headline = readHeadline(title, subtitle);
    if (!headline.ok) return badRequest(headline.message);
    const body = readBodyJson(bodyJson);
    if (!body.ok) return badRequest(body.message);
    return { ok: true as const, title: headline.title, subtitle: headline.subtitle, body: body.body };
  }

  /** A lifecycle change from Your Stories: planned by core, allowed by mayAct, written under the row lock. */
  async function changeLifecycle(
    viewerId: string,
    postId: string,
    plan: (row: EditableRow) => { ok: true; next: ReturnType<typeof posts.lifecycleOf>; action: LifecycleAction } | { ok: false; message: string },
  ) {
    const row = await posts.editableById(postId);
    if (!row) return { ok: false as const, error: NOT_FOUND };
    const actor = await actorOn(row, viewerId);
    if (!mayAct(actor, 'view')) return { ok: false as const, error: forbidden(FORBIDDEN_MESSAGES.notYours) };
    const outcome = await posts.applyLifecycle(postId, (locked) => {
      const planned = plan(locked);
      if (!planned.ok) return { ok: false, message: planned.message, status: 'BAD_REQUEST' };
      if (!mayAct(actor, planned.action)) return { ok: false, message: FORBIDDEN_MESSAGES.authorOnly, status: 'FORBIDDEN' };
      return planned;
    });
    if (!outcome.ok) return { ok: false as const, error: outcome.error === 'NOT_FOUND' ? NOT_FOUND : refusal(outcome) };
    await purge(outcome.purge);
    return { ok: true as const, row: outcome.row, before: outcome.before };
  }

  /** One more new draft or save by this writer, counted atomically in the store before anything is written. */
  async function withinPace(viewerId: string, limit: typeof DRAFTS_CREATED_LIMIT | typeof DRAFT_SAVES_LIMIT): Promise<{ ok: true } | EditingError> {
    if (!deps.rateLimits) return { ok: true };
    const decision = await consume(deps.rateLimits, limit, viewerId, now().getTime());
    return decision.ok ? { ok: true } : badRequest(tooFastMessage(decision.retryAfterSeconds));
  }

  /** Keeps the story's one publish job in step with its schedule. */
  async function syncPublishJob(row: EditableRow): Promise<void> {
    if (!jobs) return;
    if (row.scheduledAt !== null && row.publishedAt === null && row.deletedAt === null) {
      const runAt = new Date(Math.max(row.scheduledAt.getTime(), now().getTime()));
      await jobs.enqueue(POST_PUBLISH_JOB, { postId: row.id } satisfies PostPublishPayload, { runAt, key: postPublishJobKey(row.id) });
    } else if (row.scheduledAt === null) {
      await jobs.cancel(postPublishJobKey(row.id));
    }
  }

  /**
   * Issue 17: a published story's followers hear of it through a job (a writer with 100,000 followers never slows
   * the publish request); one job per story, and a failure to enqueue never fails the publish.
   */
  async function announce(postId: string): Promise<void> {
    if (!jobs) return;
    try {
      await jobs.enqueue(STORY_PUBLISHED_JOB, { postId } satisfies StoryPublishedPayload, { key: storyPublishedJobKey(postId) });
    } catch {
      // The story is published; its followers miss a notification, never the story.
    }
  }

  async function publishScheduled(postId: string): Promise<'published' | 'skipped'> {
    const outcome = await posts.publishIfDue(postId, now());
    if (!outcome.ok) return 'skipped';
    await purge(outcome.purge);
    await announce(postId);
    await deps.onPublished?.(postId);
    return 'published';
  }

  return {
    /**
     * Migration 0051: the author changes their story's settings (/p/{postId}/settings): checked by core's rules,
     * counted as a save (DRAFT_SAVES_LIMIT), and the story's cached pages purged (their head changes).
     */
    async updateSettings(viewerId: string, postId: string, input: PostSettingsInput): Promise<EditingResult<{ settings: PostSettings }>> {
      const checked = checkPostSettings(input);
      if (!checked.ok) return badRequest(checked.message);
      const pace = await withinPace(viewerId, DRAFT_SAVES_LIMIT);
      if (!pace.ok) return pace;
      const row = await posts.editableById(postId);
      if (!row || row.deletedAt !== null) return NOT_FOUND;
      if (row.creatorId !== viewerId) return forbidden(POST_SETTINGS_MESSAGES.notYourStory);
      const settings = await posts.updateSettings(postId, viewerId, checked.value, now());
      if (!settings) return NOT_FOUND;
      await purge({ id: row.id, creatorId: row.creatorId, publicationIds: row.publicationId === null ? [] : [row.publicationId], tagSlugs: [] });
      return { ok: true, settings };
    },

    async createDraft(viewerId: string, input: { title: string; subtitle: string; body: string; publicationId?: string | null }): Promise<EditingResult<{ row: EditableRow }>> {
      const text = readText(input.title, input.subtitle, input.body);
      if (!text.ok) return text;
      const pace = await withinPace(viewerId, DRAFTS_CREATED_LIMIT);
      if (!pace.ok) return pace;
      const publicationId = input.publicationId ?? null;
      if (publicationId !== null && !mayPublishIn(await posts.roleIn(viewerId, publicationId))) return forbidden(FORBIDDEN_MESSAGES.noRoleInPublication);
      const row = await posts.createDraft({ id: newId(), creatorId: viewerId, publicationId, ...text, now: now() });
      return { ok: true, row };
    },

    async saveDraft(viewerId: string, input: { postId: string; baseRevision: number; title: string; subtitle: string; body: string }): Promise<EditingResult<{ row: EditableRow }>> {
      const text = readText(input.title, input.subtitle, input.body);
      if (!text.ok) return text;
      const pace = await withinPace(viewerId, DRAFT_SAVES_LIMIT);
      if (!pace.ok) return pace;
      const row = await posts.editableById(input.postId);
      if (!row) return NOT_FOUND;
      if (!mayAct(await actorOn(row, viewerId), 'edit')) return forbidden(FORBIDDEN_MESSAGES.notYours);
      if (deps.responseClosed && (await deps.responseClosed(input.postId))) return badRequest(RESPONSE_MESSAGES.closed);
      const saved = await posts.saveDraft({ id: input.postId, baseRevision: input.baseRevision, ...text, now: now() });
      if (saved.ok) return { ok: true, row: saved.row };
      if (saved.error === 'NOT_FOUND') return NOT_FOUND;
      if (saved.error === 'TRASHED') return badRequest('This story is in the trash. Restore it before editing it.');
      return { ok: false, kind: 'Conflict', message: CONFLICT_MESSAGE, currentRevision: saved.currentRevision };
    },

    async publish(
      viewerId: string,
      input: { postId: string; revision: number; tags: readonly string[]; publicationId?: string | null; isLocked: boolean; previewParagraphs?: number | null; previewImageId?: string | null; license: PostLicense | string; scheduledAt?: number | null },
      options: { submissionsV2?: boolean } = {},
    ): Promise<EditingResult<{ row: EditableRow; scheduled: boolean }>> {
      const at = now();
      const checked = readPublishInput(input, at.getTime());
      if (!checked.ok) return badRequest(checked.message);
      if (checked.input.scheduledAt !== null && !jobs) return badRequest('Scheduled publishing is not available on this server. Publish now instead.');
      if (deps.responseClosed && (await deps.responseClosed(input.postId))) return badRequest(RESPONSE_MESSAGES.closed);
      const outcome = await posts.publish(
        { ...checked.input, postId: input.postId, revision: input.revision, actorId: viewerId, publicationId: input.publicationId, submissionsV2: options.submissionsV2 === true, now: at },
        (row, role) => (mayAct({ isAuthor: row.creatorId === viewerId, publicationRole: role }, 'publish') ? null : FORBIDDEN_MESSAGES.notYours),
      );
      if (!outcome.ok) return outcome.error === 'NOT_FOUND' ? NOT_FOUND : refusal(outcome);
      await syncPublishJob(outcome.row);
      await purge(outcome.purge);
      if (!outcome.extra.scheduled) await announce(outcome.row.id);
      if (!outcome.extra.scheduled) await deps.onPublished?.(outcome.row.id);
      return { ok: true, row: outcome.row, scheduled: outcome.extra.scheduled };
    },

    /** reader-experience §4: a move between tabs; the answer names the tab it came from (the toast's Undo). */
    async move(viewerId: string, postId: string, tab: StoriesTab): Promise<EditingResult<{ row: EditableRow; fromTab: StoriesTab }>> {
      const outcome = await changeLifecycle(viewerId, postId, (row) => planMove(posts.lifecycleOf(row), tab));
      if (!outcome.ok) return outcome.error;
      return { ok: true, row: outcome.row, fromTab: storiesTabOf(posts.lifecycleOf(outcome.before)) };
    },

    /** reader-experience §7 deletePost: to the trash. */
    async trash(viewerId: string, postId: string): Promise<EditingResult<{ row: EditableRow }>> {
      const at = now().getTime();
      const outcome = await changeLifecycle(viewerId, postId, (row) => {
        const plan = planTrash(posts.lifecycleOf(row), at);
        return plan.ok ? { ...plan, action: 'trash' } : plan;
      });
      if (!outcome.ok) return outcome.error;
      return { ok: true, row: outcome.row };
    },

    /** reader-experience §7 UndeletePostMutation: out of the trash; a scheduled story gets its publish job back. */
    async undelete(viewerId: string, postId: string): Promise<EditingResult<{ row: EditableRow }>> {
      const outcome = await changeLifecycle(viewerId, postId, (row) => {
        const plan = planUndelete(posts.lifecycleOf(row));
        return plan.ok ? { ...plan, action: 'undelete' } : plan;
      });
      if (!outcome.ok) return outcome.error;
      await syncPublishJob(outcome.row);
      return { ok: true, row: outcome.row };
    },

    /** The post.publish job's work (adapters/server/editing/jobs.ts): publish when still scheduled and due. */
    publishScheduled,

    /**
     * The hourly sweep's safety net: publishes scheduled stories whose time has passed without their job having
     * run (a crash between the publish and the enqueue, a store seeded without jobs). Idempotent.
     */
    async publishOverdue(): Promise<number> {
      let published = 0;
      for (const id of await posts.overdueScheduled(now())) if ((await publishScheduled(id)) === 'published') published++;
      return published;
    },

    /** The posts.sweep-trash job's work: delete for good what has been in the trash 14 days; how many went. */
    async sweepTrash(): Promise<number> {
      let total = 0;
      for (;;) {
        const gone = await posts.deleteTrashedBefore(now());
        for (const target of gone) await purge(target);
        total += gone.length;
        if (gone.length === 0) return total;
      }
    },
  };
}
