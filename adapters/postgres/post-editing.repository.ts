// Writing and publishing (issue 15): the store's side of a story's lifecycle (core/content/post-lifecycle.ts
// decides; this file applies, atomically). Every write either happens whole or not at all:
// - saveDraft checks the revision in the UPDATE itself (WHERE revision = base), so of two saves on one base
//   revision exactly one lands and the other learns the current revision; nothing is overwritten.
// - publish, moves, trash and restore read the row FOR UPDATE in a transaction, let core plan the change,
//   and write it in the same transaction (tags, topics and the publication role check included).
// - Your Stories pages on (creator_id, stories_tab, updated_at, id) (migration 0019), keyset by (sort time, id).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CollectionRole } from '../../core/content/entities.ts';
import type { Paragraph } from '../../core/content/paragraph.ts';
import { storyImages } from '../../core/content/body-images.ts';
import { slugify } from '../../core/content/post-id.ts';
import {
  collectionStatusOnPublish,
  CONFLICT_MESSAGE,
  FORBIDDEN_MESSAGES,
  lifecycleStateOf,
  mayPublishIn,
  previewImageOf,
  planPublish,
  readingTimeMinutes,
  trashSweepCutoff,
  type Lifecycle,
  type PostDraft,
  type StoriesTab,
} from '../../core/content/post-lifecycle.ts';
import { LIMIT_MESSAGES } from '../../core/content/post-limits.ts';
import type { PostSettings } from '../../core/reader-pages/post-settings.ts';
import type { Database } from './database.types.ts';
import type {
  EditableRow,
  LifecycleChange,
  LifecycleColumns,
  PostEditingRepository,
  PublishRequest,
  PurgeTarget,
  SaveOutcome,
  StoriesCursor,
} from '../../core/ports/post-editing-repository.port.ts';

export type { EditableRow, LifecycleChange, PostEditingRepository, PublishRequest, PurgeTarget, SaveOutcome, StoriesCursor };


const editableColumns = [
  'id',
  'creatorId',
  'publicationId',
  'statusForCollection',
  'title',
  'subtitle',
  'slug',
  'body',
  'draft',
  'revision',
  'type',
  'visibility',
  'isLocked',
  'license',
  'previewParagraphs',
  'readingTime',
  'publishedAt',
  'previouslyPublishedAt',
  'scheduledAt',
  'deletedAt',
  'updatedAt',
  'storiesTab',
] as const;

const ms = (d: Date | null): number | null => (d === null ? null : d.getTime());
const date = (n: number | null): Date | null => (n === null ? null : new Date(n));

export function lifecycleOf(row: LifecycleColumns): Lifecycle {
  return {
    type: row.type,
    visibility: row.visibility,
    isLocked: row.isLocked,
    publishedAt: ms(row.publishedAt),
    previouslyPublishedAt: ms(row.previouslyPublishedAt),
    scheduledAt: ms(row.scheduledAt),
    deletedAt: ms(row.deletedAt),
  };
}

/** The lifecycle columns to write for a planned lifecycle. */
function lifecycleColumns(l: Lifecycle) {
  return {
    visibility: l.visibility,
    isLocked: l.isLocked,
    publishedAt: date(l.publishedAt),
    previouslyPublishedAt: date(l.previouslyPublishedAt),
    scheduledAt: date(l.scheduledAt),
    deletedAt: date(l.deletedAt),
  };
}


export function postEditingRepository(db: Kysely<Database>): PostEditingRepository {
  async function lockedRow(trx: Transaction<Database>, id: string): Promise<EditableRow | null> {
    const row = await trx.selectFrom('posts').select(editableColumns).where('id', '=', id).forUpdate().executeTakeFirst();
    return (row as EditableRow | undefined) ?? null;
  }

  async function tagSlugsOf(executor: Kysely<Database>, id: string): Promise<string[]> {
    const rows = await executor.selectFrom('postTags').select('tagSlug').where('postId', '=', id).orderBy('position').execute();
    return rows.map((r) => r.tagSlug);
  }

  async function roleIn(executor: Kysely<Database>, userId: string, publicationId: string): Promise<CollectionRole | null> {
    const row = await executor
      .selectFrom('publicationEditors')
      .select('role')
      .where('publicationId', '=', publicationId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row?.role ?? null;
  }

  /**
   * A change of lifecycle under a row lock: `plan` sees the row and answers the columns to write (or a refusal);
   * the row comes back as written, with what the purges need.
   */
  async function change<T>(
    id: string,
    plan: (
      row: EditableRow,
      trx: Transaction<Database>,
    ) => Promise<{ ok: true; set: Record<string, unknown>; extra: T } | { ok: false; message: string; status?: 'FORBIDDEN' | 'CONFLICT' | 'BAD_REQUEST'; currentRevision?: number }>,
  ): Promise<LifecycleChange<T>> {
    return db.transaction().execute(async (trx) => {
      const before = await lockedRow(trx, id);
      if (!before) return { ok: false, error: 'NOT_FOUND' } as const;
      const tagsBefore = await tagSlugsOf(trx, id);
      const planned = await plan(before, trx);
      if (!planned.ok) {
        return { ok: false, error: 'REFUSED', message: planned.message, ...(planned.status ? { status: planned.status } : {}), ...(planned.currentRevision !== undefined ? { currentRevision: planned.currentRevision } : {}) } as const;
      }
      const row = (await trx.updateTable('posts').set(planned.set).where('id', '=', id).returning(editableColumns).executeTakeFirstOrThrow()) as EditableRow;
      const tagsAfter = await tagSlugsOf(trx, id);
      const purge: PurgeTarget = {
        id,
        creatorId: row.creatorId,
        publicationIds: [...new Set([before.publicationId, row.publicationId].filter((p): p is string => p !== null))],
        tagSlugs: [...new Set([...tagsBefore, ...tagsAfter])],
      };
      return { ok: true, row, before, purge, extra: planned.extra } as const;
    });
  }

  return {
    lifecycleOf,

    async settingsOf(ids: readonly string[]): Promise<Map<string, PostSettings>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('posts').select(['id', 'seoTitle', 'seoDescription', 'canonicalUrl']).where('id', 'in', [...ids]).execute();
      return new Map(rows.map((r) => [r.id, { seoTitle: r.seoTitle, seoDescription: r.seoDescription, canonicalUrl: r.canonicalUrl }]));
    },

    async updateSettings(id: string, creatorId: string, settings: PostSettings, now: Date): Promise<PostSettings | null> {
      const row = await db
        .updateTable('posts')
        .set({ ...settings, updatedAt: now })
        .where('id', '=', id)
        .where('creatorId', '=', creatorId)
        .where('deletedAt', 'is', null)
        .returning(['seoTitle', 'seoDescription', 'canonicalUrl'])
        .executeTakeFirst();
      return row ?? null;
    },

    async editableById(id: string): Promise<EditableRow | null> {
      const row = await db.selectFrom('posts').select(editableColumns).where('id', '=', id).executeTakeFirst();
      return (row as EditableRow | undefined) ?? null;
    },

    tagSlugsOf: (id: string) => tagSlugsOf(db, id),

    roleIn: (userId: string, publicationId: string) => roleIn(db, userId, publicationId),

    /** The publications where the user is OWNER, EDITOR or WRITER, by name. */
    async publishTargets(userId: string): Promise<{ id: string; name: string; role: CollectionRole }[]> {
      return db
        .selectFrom('publicationEditors')
        .innerJoin('publications', 'publications.id', 'publicationEditors.publicationId')
        .select(['publications.id', 'publications.name', 'publicationEditors.role'])
        .where('publicationEditors.userId', '=', userId)
        .orderBy('publications.name')
        .orderBy('publications.id')
        .execute();
    },

    /** A new draft at revision 1. */
    async createDraft(input: { id: string; creatorId: string; title: string; subtitle: string; body: Paragraph[]; publicationId: string | null; now: Date }): Promise<EditableRow> {
      const row = await db
        .insertInto('posts')
        .values({
          id: input.id,
          creatorId: input.creatorId,
          publicationId: input.publicationId,
          title: input.title,
          subtitle: input.subtitle,
          slug: slugify(input.title),
          body: JSON.stringify(input.body),
          readingTime: readingTimeMinutes(input.body, input.title, input.subtitle),
          previewImage: JSON.stringify(storyImages(input.body)[0] ?? null),
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning(editableColumns)
        .executeTakeFirstOrThrow();
      return row as EditableRow;
    },

    /**
     * Autosave, in one statement: the UPDATE itself checks the base revision, so a stale save writes nothing.
     * An unpublished story's columns take the text; a published one keeps its readers' text and keeps the new
     * one aside (draft) until it is published again.
     */
    async saveDraft(input: { id: string; baseRevision: number; title: string; subtitle: string; body: Paragraph[]; now: Date }): Promise<SaveOutcome> {
      const draft = JSON.stringify({ title: input.title, subtitle: input.subtitle, body: input.body } satisfies PostDraft);
      const body = JSON.stringify(input.body);
      const unpublished = sql<boolean>`published_at is null`;
      const row = await db
        .updateTable('posts')
        .set({
          title: sql`case when ${unpublished} then ${input.title} else title end`,
          subtitle: sql`case when ${unpublished} then ${input.subtitle} else subtitle end`,
          body: sql`case when ${unpublished} then ${body}::jsonb else body end`,
          slug: sql`case when ${unpublished} then ${slugify(input.title)} else slug end`,
          readingTime: sql`case when ${unpublished} then ${readingTimeMinutes(input.body, input.title, input.subtitle)}::float8 else reading_time end`,
          previewImage: sql`case when ${unpublished} then ${JSON.stringify(storyImages(input.body)[0] ?? null)}::jsonb else preview_image end`,
          draft: sql`case when ${unpublished} then null else ${draft}::jsonb end`,
          revision: sql`revision + 1`,
          updatedAt: input.now,
        })
        .where('id', '=', input.id)
        .where('revision', '=', input.baseRevision)
        .where('deletedAt', 'is', null)
        .returning(editableColumns)
        .executeTakeFirst();
      if (row) return { ok: true, row: row as EditableRow };
      const current = await db.selectFrom('posts').select(['revision', 'deletedAt']).where('id', '=', input.id).executeTakeFirst();
      if (!current) return { ok: false, error: 'NOT_FOUND' };
      if (current.deletedAt !== null) return { ok: false, error: 'TRASHED' };
      return { ok: false, error: 'CONFLICT', currentRevision: current.revision };
    },

    /**
     * Publish now or schedule, in one transaction: the revision and the publication role checked under the row
     * lock, tags upserted and set in order, the primary topic chosen from the tags, the saved edits (draft)
     * made the published text. `authorize` decides whether the actor may publish this story (core's mayAct).
     */
    publish(request: PublishRequest, authorize: (row: EditableRow, role: CollectionRole | null) => string | null) {
      return change(request.postId, async (row, trx) => {
        const ownRole = row.publicationId === null ? null : await roleIn(trx, request.actorId, row.publicationId);
        const refusal = authorize(row, ownRole);
        if (refusal) return { ok: false, message: refusal, status: 'FORBIDDEN' as const };
        if (row.revision !== request.revision) {
          return { ok: false, message: CONFLICT_MESSAGE, status: 'CONFLICT' as const, currentRevision: row.revision };
        }
        const publicationId = request.publicationId === undefined ? row.publicationId : request.publicationId;
        // The actor's role where the story is published: asked once (its own publication's is known already).
        const role = publicationId === null ? null : publicationId === row.publicationId ? ownRole : await roleIn(trx, request.actorId, publicationId);
        if (request.publicationId !== undefined && request.publicationId !== null && !mayPublishIn(role)) {
          return { ok: false, message: FORBIDDEN_MESSAGES.noRoleInPublication, status: 'FORBIDDEN' as const };
        }
        const plan = planPublish(lifecycleOf(row), { isLocked: request.isLocked, scheduledAt: request.scheduledAt, now: request.now.getTime() });
        if (!plan.ok) return { ok: false, message: plan.message, status: 'BAD_REQUEST' as const };
        const text = row.draft ?? { title: row.title, subtitle: row.subtitle, body: row.body };
        if (text.title.trim() === '') return { ok: false, message: LIMIT_MESSAGES.titleRequired, status: 'BAD_REQUEST' as const };
        const previewImage = previewImageOf(text.body, request.previewImageId);
        if (previewImage === undefined) return { ok: false, message: LIMIT_MESSAGES.previewImage, status: 'BAD_REQUEST' as const };

        // Tags: the new ones created, the story's set replaced in the order given.
        if (request.tags.length > 0) {
          await trx
            .insertInto('tags')
            .values(request.tags.map((t) => ({ slug: t.slug, displayTitle: t.displayTitle })))
            .onConflict((oc) => oc.column('slug').doNothing())
            .execute();
        }
        await trx.deleteFrom('postTags').where('postId', '=', row.id).execute();
        if (request.tags.length > 0) {
          await trx
            .insertInto('postTags')
            .values(request.tags.map((t, position) => ({ postId: row.id, tagSlug: t.slug, position })))
            .execute();
        }
        // The primary topic: a topic named like a tag, else the topic the tags' other stories are most often in.
        const slugs = request.tags.map((t) => t.slug);
        let primaryTopicId: string | null = null;
        if (slugs.length > 0) {
          const named = await trx.selectFrom('topics').select('id').where('slug', 'in', slugs).orderBy('id').executeTakeFirst();
          const { rows } = named
            ? { rows: [] as { topicId: string }[] }
            : await sql<{ topicId: string }>`
                select pt.topic_id from post_tags t join post_topics pt on pt.post_id = t.post_id
                where t.tag_slug in (${sql.join(slugs)}) and t.post_id <> ${row.id}
                group by pt.topic_id order by count(*) desc, pt.topic_id limit 1`.execute(trx);
          primaryTopicId = named?.id ?? rows[0]?.topicId ?? null;
        }
        await trx.deleteFrom('postTopics').where('postId', '=', row.id).execute();
        if (primaryTopicId) await trx.insertInto('postTopics').values({ postId: row.id, topicId: primaryTopicId }).execute();

        const next = plan.next;
        const publishing = !plan.scheduled;
        return {
          ok: true,
          extra: { scheduled: plan.scheduled },
          set: {
            ...lifecycleColumns(next),
            title: text.title,
            subtitle: text.subtitle,
            body: JSON.stringify(text.body),
            draft: null,
            slug: slugify(text.title),
            readingTime: readingTimeMinutes(text.body, text.title, text.subtitle),
            previewImage: JSON.stringify(previewImage),
            primaryTopicId,
            publicationId,
            statusForCollection: collectionStatusOnPublish({
              publicationId,
              previous: { publicationId: row.publicationId, status: row.statusForCollection },
              role,
              submissionsV2: request.submissionsV2 === true,
            }),
            license: request.license,
            previewParagraphs: request.previewParagraphs,
            ...(publishing ? { latestPublishedAt: request.now } : {}),
            revision: sql`revision + 1`,
            updatedAt: request.now,
          },
        };
      });
    },

    /**
     * A planned lifecycle change (a move, the trash, a restore): `plan` answers the next lifecycle from the row,
     * or a refusal; the columns are written under the row lock.
     */
    applyLifecycle(id: string, plan: (row: EditableRow) => { ok: true; next: Lifecycle } | { ok: false; message: string; status?: 'FORBIDDEN' | 'BAD_REQUEST' }) {
      return change(id, async (row) => {
        const planned = plan(row);
        if (!planned.ok) return planned;
        return { ok: true, extra: null, set: lifecycleColumns(planned.next) };
      });
    },

    /**
     * The post.publish job: publishes the story if it is still scheduled, not trashed and due; otherwise does
     * nothing (idempotent: a second run finds it published).
     */
    publishIfDue(id: string, now: Date) {
      return change(id, async (row) => {
        const l = lifecycleOf(row);
        if (lifecycleStateOf(l) !== 'SCHEDULED' || l.scheduledAt === null || l.scheduledAt > now.getTime()) {
          return { ok: false, message: 'NOT_DUE' };
        }
        const plan = planPublish(l, { isLocked: row.isLocked, scheduledAt: null, now: now.getTime() });
        if (!plan.ok) return { ok: false, message: plan.message };
        return { ok: true, extra: null, set: { ...lifecycleColumns(plan.next), latestPublishedAt: now, revision: sql`revision + 1` } };
      });
    },

    /** Scheduled stories whose time has come (a publish job lost, or a store seeded without jobs), oldest first. */
    async overdueScheduled(now: Date, limit = 100): Promise<string[]> {
      const rows = await db
        .selectFrom('posts')
        .select('id')
        .where('publishedAt', 'is', null)
        .where('deletedAt', 'is', null)
        .where('scheduledAt', '<=', now)
        .orderBy('scheduledAt')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Deletes for good, in one statement, what was trashed 14 days or more before now; answers what went. */
    async deleteTrashedBefore(now: Date, limit = 500): Promise<PurgeTarget[]> {
      const cutoff = new Date(trashSweepCutoff(now.getTime()));
      const { rows } = await sql<{ id: string; creatorId: string; publicationId: string | null; tagSlugs: string[] }>`
        delete from posts where id in (
          select id from posts where deleted_at is not null and deleted_at <= ${cutoff} order by deleted_at, id limit ${limit}
        )
        returning id, creator_id, publication_id,
          array(select tag_slug from post_tags where post_id = posts.id) as tag_slugs`.execute(db);
      return rows.map((r) => ({ id: r.id, creatorId: r.creatorId, publicationIds: r.publicationId ? [r.publicationId] : [], tagSlugs: r.tagSlugs }));
    },

    /**
     * One Your Stories tab of a writer, keyset-paged: most recently edited first, the Deleted tab most recently
     * trashed first. `limit` rows strictly after `after`.
     */
    async yourStories(creatorId: string, tab: StoriesTab, limit: number, after: StoriesCursor | null): Promise<(EditableRow & { publicationName: string | null; sortAt: Date })[]> {
      const sortColumn = tab === 'DELETED' ? sql.ref('posts.deleted_at') : sql.ref('posts.updated_at');
      const { rows } = await sql<EditableRow & { publicationName: string | null; sortAt: Date }>`
        select ${sql.join(editableColumns.map((c) => sql.ref(`posts.${c}`)))}, publications.name as publication_name, ${sortColumn} as sort_at
        from posts
        left join publications on publications.id = posts.publication_id
        where posts.creator_id = ${creatorId} and posts.stories_tab = ${tab}
          ${after ? sql`and (${sortColumn}, posts.id) < (${after.at}, ${after.id})` : sql``}
        order by ${sortColumn} desc, posts.id desc
        limit ${limit}`.execute(db);
      return rows;
    },

    /** How many stories each tab of a writer holds, in one statement. */
    async yourStoriesCounts(creatorId: string): Promise<Record<StoriesTab, number>> {
      const rows = await db
        .selectFrom('posts')
        .select(['storiesTab', sql<number>`count(*)::int`.as('count')])
        .where('creatorId', '=', creatorId)
        .groupBy('storiesTab')
        .execute();
      const counts: Record<StoriesTab, number> = { DRAFTS: 0, PUBLIC: 0, UNLISTED: 0, RESPONSES: 0, DELETED: 0 };
      for (const r of rows) counts[r.storiesTab] = r.count;
      return counts;
    },

    /** Existing tags whose slug or title starts with the prefix, most used first. */
    async tagSuggestions(prefix: string, limit: number): Promise<{ slug: string; displayTitle: string; postCount: number }[]> {
      const like = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const slugLike = `${prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { rows } = await sql<{ slug: string; displayTitle: string; postCount: number }>`
        select t.slug, t.display_title, t.listed_post_count as post_count
        from tags t
        where t.slug like ${slugLike} or lower(t.display_title) like ${like}
        order by post_count desc, t.slug
        limit ${limit}`.execute(db);
      return rows;
    },
  };
}
