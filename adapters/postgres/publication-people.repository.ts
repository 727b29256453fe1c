// Issue 22 part A in the store (migration 0038): creating a publication, its people (roles, invitations, leaving
// and removing), its submissions (core/publication/submission.ts) and its featured stories. Every rule is core's
// (permissions.ts `can`/`mayRemove`, submission.ts `planSubmission`); this file applies them atomically:
// - the acting member's role is read in the same transaction as the change, and a people change locks the
//   publication's member rows (FOR UPDATE), so "removing or demoting the last owner" cannot race another;
// - a submission's transition locks its row, plans from the locked status and writes in the same transaction; an
//   accept publishes the story in that transaction too, so two concurrent accepts publish it exactly once;
// - the featured stories are the ONE list publication_featured_posts (publication-homepage.repository.ts
//   `featured` reads it for the homepage's featured section and the /featured page).
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CollectionRole } from '../../core/content/entities.ts';
import { lifecycleStateOf, planPublish, readingTimeMinutes } from '../../core/content/post-lifecycle.ts';
import { storyImages } from '../../core/content/body-images.ts';
import { slugify } from '../../core/content/post-id.ts';
import { CONTENT_MESSAGES, SUBMITTED_STATUSES } from '../../core/publication/content-manager.ts';
import { can, mayRemove, PEOPLE_MESSAGES, type InvitableRole } from '../../core/publication/permissions.ts';
import { planSubmission, SUBMISSION_MESSAGES, type SubmissionAction, type SubmissionStatus } from '../../core/publication/submission.ts';
import type { Database } from './database.types.ts';
import { lifecycleOf } from './post-editing.repository.ts';

const newId = (): string => randomBytes(8).toString('hex');

/** A refusal: FORBIDDEN (403), CONFLICT (409: the state moved on), BAD_REQUEST (400), NOT_FOUND (404). */
export type PeopleRefusal = { ok: false; error: 'FORBIDDEN' | 'CONFLICT' | 'BAD_REQUEST' | 'NOT_FOUND'; message: string };
export type PeopleResult<T> = ({ ok: true } & T) | PeopleRefusal;

const refuse = (error: PeopleRefusal['error'], message: string): PeopleRefusal => ({ ok: false, error, message });

export type Member = { userId: string; username: string; name: string; role: CollectionRole };
export type Invitation = {
  id: string;
  publicationId: string;
  publicationSlug: string;
  publicationName: string;
  inviteeId: string;
  inviteeUsername: string;
  inviteeName: string;
  inviterName: string | null;
  role: InvitableRole;
  createdAt: Date;
};
export type Submission = {
  id: string;
  publicationId: string;
  publicationSlug: string;
  publicationName: string;
  postId: string;
  postTitle: string;
  postSubtitle: string;
  writerId: string;
  writerUsername: string;
  writerName: string;
  status: SubmissionStatus;
  note: string;
  createdAt: Date;
  updatedAt: Date;
  /** When the story was published (an accepted submission), or null. */
  publishedAt: Date | null;
};

/** What a submission's change reports back: the submission as written, and what the purges and notices need. */
export type SubmissionChange = { submission: Submission; action: SubmissionAction; published: { postId: string; creatorId: string; scheduled: boolean; tagSlugs: string[] } | null };

/** A story of the content manager. */
export type ContentStory = {
  id: string;
  title: string;
  subtitle: string;
  visibility: string;
  publishedAt: Date | null;
  scheduledAt: Date | null;
  writerUsername: string;
  writerName: string;
  isFeatured: boolean;
};

export type PublicationPeopleRepository = ReturnType<typeof publicationPeopleRepository>;

export function publicationPeopleRepository(db: Kysely<Database>) {
  const roleIn = async (executor: Kysely<Database>, userId: string, publicationId: string): Promise<CollectionRole | null> =>
    (await executor.selectFrom('publicationEditors').select('role').where('publicationId', '=', publicationId).where('userId', '=', userId).executeTakeFirst())?.role ??
    null;

  /** The publication's member rows, locked for the rest of the transaction. */
  const lockedMembers = (trx: Transaction<Database>, publicationId: string) =>
    trx.selectFrom('publicationEditors').select(['userId', 'role']).where('publicationId', '=', publicationId).orderBy('userId').forUpdate().execute();

  const submissionQuery = (executor: Kysely<Database>) =>
    executor
      .selectFrom('publicationSubmissions as s')
      .innerJoin('publications as p', 'p.id', 's.publicationId')
      .innerJoin('posts', 'posts.id', 's.postId')
      .innerJoin('users as w', 'w.id', 's.writerId')
      .select([
        's.id',
        's.publicationId',
        'p.slug as publicationSlug',
        'p.name as publicationName',
        's.postId',
        sql<string>`coalesce(posts.draft->>'title', posts.title)`.as('postTitle'),
        sql<string>`coalesce(posts.draft->>'subtitle', posts.subtitle)`.as('postSubtitle'),
        's.writerId',
        'w.username as writerUsername',
        'w.name as writerName',
        's.status',
        's.note',
        's.createdAt',
        's.updatedAt',
        'posts.publishedAt',
      ]);

  const invitationQuery = (executor: Kysely<Database>) =>
    executor
      .selectFrom('publicationInvitations as i')
      .innerJoin('publications as p', 'p.id', 'i.publicationId')
      .innerJoin('users as u', 'u.id', 'i.inviteeId')
      .leftJoin('users as by', 'by.id', 'i.inviterId')
      .select([
        'i.id',
        'i.publicationId',
        'p.slug as publicationSlug',
        'p.name as publicationName',
        'i.inviteeId',
        'u.username as inviteeUsername',
        'u.name as inviteeName',
        'by.name as inviterName',
        'i.role',
        'i.createdAt',
      ]);

  return {
    roleIn: (userId: string, publicationId: string) => roleIn(db, userId, publicationId),

    /** A user by username (with or without '@') or e-mail address (both case-insensitive), or null. */
    async findUser(who: string): Promise<{ id: string; username: string; name: string; email: string } | null> {
      const value = who.trim();
      const query = db.selectFrom('users').select(['id', 'username', 'name', 'email']);
      const row = value.includes('@') && !value.startsWith('@')
        ? await query.where(sql<string>`lower(email)`, '=', value.toLowerCase()).executeTakeFirst()
        : await query.where(sql<string>`lower(username)`, '=', value.replace(/^@/, '').toLowerCase()).orderBy('id').executeTakeFirst();
      return row ?? null;
    },

    /** Whether a slug is free (case-insensitively). */
    async slugTaken(slug: string): Promise<boolean> {
      const row = await db.selectFrom('publications').select('id').where(sql<string>`lower(slug)`, '=', slug.toLowerCase()).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A new publication with its creator as OWNER, and a homepage of a featured section then the latest stories,
     * in one transaction. A slug taken meanwhile (the unique index on lower(slug)) is SLUG_TAKEN.
     */
    async create(input: { slug: string; name: string; tagline: string; avatarId: string | null; ownerId: string; now: Date }): Promise<{ ok: true; id: string } | { ok: false; error: 'SLUG_TAKEN' }> {
      const id = newId();
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('publications')
            .values({ id, slug: input.slug.toLowerCase(), name: input.name, tagline: input.tagline, avatarId: input.avatarId, createdAt: input.now })
            .execute();
          await trx.insertInto('publicationEditors').values({ publicationId: id, userId: input.ownerId, role: 'OWNER', createdAt: input.now }).execute();
          await trx
            .insertInto('publicationSections')
            .values([
              { id: newId(), publicationId: id, position: 0, type: 'FEATURED', title: 'Featured', layout: 'LIST', postCount: 3 },
              { id: newId(), publicationId: id, position: 1, type: 'LATEST', title: 'Latest', layout: 'LIST', postCount: 10 },
            ])
            .execute();
        });
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return { ok: false, error: 'SLUG_TAKEN' };
        throw error;
      }
      return { ok: true, id };
    },

    /** The publications a user works on, with their role, owners' first, then by name. */
    async publicationsOf(userId: string): Promise<{ id: string; slug: string; name: string; role: CollectionRole }[]> {
      return db
        .selectFrom('publicationEditors as e')
        .innerJoin('publications as p', 'p.id', 'e.publicationId')
        .select(['p.id', 'p.slug', 'p.name', 'e.role'])
        .where('e.userId', '=', userId)
        .orderBy((eb) => eb.case().when('e.role', '=', 'OWNER').then(0).when('e.role', '=', 'EDITOR').then(1).else(2).end())
        .orderBy('p.name')
        .execute();
    },

    /** The masthead: members, owners first, then editors, then writers, oldest first. */
    async members(publicationId: string): Promise<Member[]> {
      return db
        .selectFrom('publicationEditors as e')
        .innerJoin('users as u', 'u.id', 'e.userId')
        .select(['e.userId', 'u.username', 'u.name', 'e.role'])
        .where('e.publicationId', '=', publicationId)
        .orderBy((eb) => eb.case().when('e.role', '=', 'OWNER').then(0).when('e.role', '=', 'EDITOR').then(1).else(2).end())
        .orderBy('e.createdAt')
        .orderBy('e.userId')
        .execute();
    },

    async invitationsOfPublication(publicationId: string): Promise<Invitation[]> {
      return invitationQuery(db).where('i.publicationId', '=', publicationId).orderBy('i.createdAt', 'desc').orderBy('i.id').execute();
    },

    async invitationsOfUser(userId: string): Promise<Invitation[]> {
      return invitationQuery(db).where('i.inviteeId', '=', userId).orderBy('i.createdAt', 'desc').orderBy('i.id').execute();
    },

    /** An owner invites a user (found by the caller) as EDITOR or WRITER. */
    async invite(input: { publicationId: string; inviterId: string; inviteeId: string; inviteeLabel: string; role: InvitableRole; now: Date }): Promise<PeopleResult<{ invitation: Invitation }>> {
      return db.transaction().execute(async (trx) => {
        const members = await lockedMembers(trx, input.publicationId);
        const inviter = members.find((m) => m.userId === input.inviterId)?.role ?? null;
        if (!can(inviter, 'invite')) return refuse('FORBIDDEN', PEOPLE_MESSAGES.notAllowed);
        if (input.inviteeId === input.inviterId) return refuse('BAD_REQUEST', PEOPLE_MESSAGES.selfInvite);
        if (members.some((m) => m.userId === input.inviteeId)) return refuse('BAD_REQUEST', PEOPLE_MESSAGES.alreadyMember(input.inviteeLabel));
        const id = newId();
        const inserted = await trx
          .insertInto('publicationInvitations')
          .values({ id, publicationId: input.publicationId, inviteeId: input.inviteeId, inviterId: input.inviterId, role: input.role, createdAt: input.now })
          .onConflict((oc) => oc.columns(['publicationId', 'inviteeId']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return refuse('BAD_REQUEST', PEOPLE_MESSAGES.alreadyInvited(input.inviteeLabel));
        return { ok: true, invitation: await invitationQuery(trx).where('i.id', '=', id).executeTakeFirstOrThrow() };
      });
    },

    /** The invitee accepts (becomes a member in the invitation's role) or declines; the invitation is gone either way. */
    async respond(input: { invitationId: string; userId: string; accept: boolean; now: Date }): Promise<PeopleResult<{ invitation: Invitation }>> {
      return db.transaction().execute(async (trx) => {
        const invitation = await invitationQuery(trx).where('i.id', '=', input.invitationId).where('i.inviteeId', '=', input.userId).executeTakeFirst();
        if (!invitation) return refuse('NOT_FOUND', PEOPLE_MESSAGES.noInvitation);
        const deleted = await trx.deleteFrom('publicationInvitations').where('id', '=', input.invitationId).returning('id').executeTakeFirst();
        if (!deleted) return refuse('NOT_FOUND', PEOPLE_MESSAGES.noInvitation);
        if (input.accept) {
          await trx
            .insertInto('publicationEditors')
            .values({ publicationId: invitation.publicationId, userId: input.userId, role: invitation.role, createdAt: input.now })
            .onConflict((oc) => oc.columns(['publicationId', 'userId']).doNothing())
            .execute();
        }
        return { ok: true, invitation };
      });
    },

    /** An owner withdraws an open invitation. */
    async cancelInvitation(input: { invitationId: string; actorId: string }): Promise<PeopleResult<object>> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('publicationInvitations').select('publicationId').where('id', '=', input.invitationId).forUpdate().executeTakeFirst();
        if (!row) return refuse('NOT_FOUND', PEOPLE_MESSAGES.noInvitation);
        if (!can(await roleIn(trx, input.actorId, row.publicationId), 'invite')) return refuse('FORBIDDEN', PEOPLE_MESSAGES.notAllowed);
        await trx.deleteFrom('publicationInvitations').where('id', '=', input.invitationId).execute();
        return { ok: true };
      });
    },

    /**
     * Leave (target = actor) or remove someone: core's mayRemove decides; the last owner may neither leave nor be
     * removed (the member rows are locked, so two owners leaving at once cannot both go).
     */
    async remove(input: { publicationId: string; actorId: string; targetId: string }): Promise<PeopleResult<{ role: CollectionRole }>> {
      return db.transaction().execute(async (trx) => {
        const members = await lockedMembers(trx, input.publicationId);
        const actor = members.find((m) => m.userId === input.actorId)?.role ?? null;
        const target = members.find((m) => m.userId === input.targetId);
        if (!target) return refuse('NOT_FOUND', PEOPLE_MESSAGES.notMember);
        if (!mayRemove({ userId: input.actorId, role: actor }, { userId: target.userId, role: target.role })) {
          return refuse('FORBIDDEN', can(actor, 'removeMembers') ? PEOPLE_MESSAGES.notAllowedRemove : PEOPLE_MESSAGES.notAllowed);
        }
        if (target.role === 'OWNER' && members.filter((m) => m.role === 'OWNER').length === 1) return refuse('BAD_REQUEST', PEOPLE_MESSAGES.lastOwner);
        await trx.deleteFrom('publicationEditors').where('publicationId', '=', input.publicationId).where('userId', '=', input.targetId).execute();
        return { ok: true, role: target.role };
      });
    },

    /** An owner changes a member's role; demoting the last owner is refused. */
    async changeRole(input: { publicationId: string; actorId: string; targetId: string; role: CollectionRole }): Promise<PeopleResult<{ previous: CollectionRole }>> {
      return db.transaction().execute(async (trx) => {
        const members = await lockedMembers(trx, input.publicationId);
        const actor = members.find((m) => m.userId === input.actorId)?.role ?? null;
        if (!can(actor, 'invite')) return refuse('FORBIDDEN', PEOPLE_MESSAGES.notAllowed);
        const target = members.find((m) => m.userId === input.targetId);
        if (!target) return refuse('NOT_FOUND', PEOPLE_MESSAGES.notMember);
        if (target.role === 'OWNER' && input.role !== 'OWNER' && members.filter((m) => m.role === 'OWNER').length === 1) {
          return refuse('BAD_REQUEST', PEOPLE_MESSAGES.lastOwner);
        }
        await trx.updateTable('publicationEditors').set({ role: input.role }).where('publicationId', '=', input.publicationId).where('userId', '=', input.targetId).execute();
        return { ok: true, previous: target.role };
      });
    },

    // ── Submissions ─────────────────────────────────────────────────────────────────────────────────

    async submissionById(id: string): Promise<Submission | null> {
      return (await submissionQuery(db).where('s.id', '=', id).executeTakeFirst()) ?? null;
    },

    /** The editor inbox: a publication's submissions, of the given statuses (all when empty), most recently changed first. */
    async inbox(publicationId: string, statuses: readonly SubmissionStatus[], limit: number): Promise<Submission[]> {
      return submissionQuery(db)
        .where('s.publicationId', '=', publicationId)
        .$if(statuses.length > 0, (q) => q.where('s.status', 'in', [...statuses]))
        .orderBy('s.updatedAt', 'desc')
        .orderBy('s.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The writer outbox: a writer's submissions, most recently changed first. */
    async outbox(writerId: string, limit: number): Promise<Submission[]> {
      return submissionQuery(db).where('s.writerId', '=', writerId).orderBy('s.updatedAt', 'desc').orderBy('s.id', 'desc').limit(limit).execute();
    },

    /** A submission's draft as its paragraphs' text (what the editors review), at most 200 paragraphs. */
    async draftText(postId: string): Promise<string[]> {
      const row = await db.selectFrom('posts').select(['body', 'draft']).where('id', '=', postId).executeTakeFirst();
      const body = row ? (row.draft?.body ?? row.body) : [];
      return body.slice(0, 200).map((p) => p.text).filter((t) => t.trim() !== '');
    },

    /** A story's title and whether it is a draft its writer may submit. */
    async storyOf(postId: string): Promise<{ id: string; creatorId: string; title: string; isDraft: boolean } | null> {
      const post = await db
        .selectFrom('posts')
        .select(['id', 'creatorId', 'title', 'draft', 'type', 'visibility', 'isLocked', 'publishedAt', 'previouslyPublishedAt', 'scheduledAt', 'deletedAt'])
        .where('id', '=', postId)
        .executeTakeFirst();
      if (!post) return null;
      return { id: post.id, creatorId: post.creatorId, title: post.draft?.title ?? post.title, isDraft: post.type === 'STORY' && lifecycleStateOf(lifecycleOf(post)) === 'DRAFT' };
    },

    /** The open submission of a story, if any. */
    async openSubmissionOf(postId: string): Promise<Submission | null> {
      return (await submissionQuery(db).where('s.postId', '=', postId).where('s.status', 'not in', ['ACCEPTED', 'REJECTED', 'CANCELLED']).executeTakeFirst()) ?? null;
    },

    /**
     * A writer submits their draft: a new submission starts in WIP and is sent at once (submission.ts `submit`).
     * A story has at most one open submission (the partial unique index decides between two concurrent submits).
     */
    async submit(input: { publicationId: string; postId: string; writerId: string; now: Date }): Promise<PeopleResult<{ submission: Submission }>> {
      return db.transaction().execute(async (trx) => {
        const post = await trx.selectFrom('posts').select(['id', 'creatorId', 'type', 'visibility', 'isLocked', 'publishedAt', 'previouslyPublishedAt', 'scheduledAt', 'deletedAt']).where('id', '=', input.postId).forUpdate().executeTakeFirst();
        if (!post) return refuse('NOT_FOUND', 'There is no such story.');
        if (post.creatorId !== input.writerId) return refuse('FORBIDDEN', SUBMISSION_MESSAGES.notYours);
        if (post.type !== 'STORY' || lifecycleStateOf(lifecycleOf(post)) !== 'DRAFT') return refuse('BAD_REQUEST', SUBMISSION_MESSAGES.notDraft);
        const role = await roleIn(trx, input.writerId, input.publicationId);
        const plan = planSubmission('WIP', 'submit', { isWriter: true, role });
        if (!plan.ok) return refuse('FORBIDDEN', SUBMISSION_MESSAGES.noRole);
        const open = await trx.selectFrom('publicationSubmissions').select('id').where('postId', '=', input.postId).where('status', 'not in', ['ACCEPTED', 'REJECTED', 'CANCELLED']).executeTakeFirst();
        if (open) return refuse('BAD_REQUEST', SUBMISSION_MESSAGES.alreadySubmitted);
        const id = newId();
        await trx
          .insertInto('publicationSubmissions')
          .values({ id, publicationId: input.publicationId, postId: input.postId, writerId: input.writerId, status: plan.to, createdAt: input.now, updatedAt: input.now })
          .execute();
        return { ok: true, submission: await submissionQuery(trx).where('s.id', '=', id).executeTakeFirstOrThrow() };
      });
    },

    /**
     * Any other transition, under the submission's row lock: core plans from the locked status and the actor's
     * role now; an accept publishes the story in the publication in the same transaction (now, or at `scheduledAt`).
     */
    async transition(input: { id: string; action: Exclude<SubmissionAction, 'submit'>; actorId: string; note?: string; scheduledAt?: Date | null; now: Date }): Promise<PeopleResult<SubmissionChange>> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('publicationSubmissions').select(['id', 'publicationId', 'postId', 'writerId', 'status']).where('id', '=', input.id).forUpdate().executeTakeFirst();
        if (!row) return refuse('NOT_FOUND', SUBMISSION_MESSAGES.notFound);
        const role = await roleIn(trx, input.actorId, row.publicationId);
        const plan = planSubmission(row.status, input.action, { isWriter: row.writerId === input.actorId, role });
        if (!plan.ok) {
          // Someone with no part in it learns nothing about the submission.
          if (plan.error === 'FORBIDDEN' && role === null && row.writerId !== input.actorId) return refuse('NOT_FOUND', SUBMISSION_MESSAGES.notFound);
          return refuse(plan.error, plan.message);
        }
        let published: SubmissionChange['published'] = null;
        if (plan.publishes) {
          const post = await trx
            .selectFrom('posts')
            .select(['id', 'creatorId', 'title', 'subtitle', 'body', 'draft', 'type', 'visibility', 'isLocked', 'publishedAt', 'previouslyPublishedAt', 'scheduledAt', 'deletedAt'])
            .where('id', '=', row.postId)
            .forUpdate()
            .executeTakeFirstOrThrow();
          const scheduledAt = input.scheduledAt && input.scheduledAt.getTime() > input.now.getTime() ? input.scheduledAt.getTime() : null;
          const publish = planPublish(lifecycleOf(post), { isLocked: post.isLocked, scheduledAt, now: input.now.getTime() });
          if (!publish.ok) return refuse('BAD_REQUEST', publish.message);
          const text = post.draft ?? { title: post.title, subtitle: post.subtitle, body: post.body };
          const next = publish.next;
          await trx
            .updateTable('posts')
            .set({
              visibility: next.visibility,
              isLocked: next.isLocked,
              publishedAt: next.publishedAt === null ? null : new Date(next.publishedAt),
              previouslyPublishedAt: next.previouslyPublishedAt === null ? null : new Date(next.previouslyPublishedAt),
              scheduledAt: next.scheduledAt === null ? null : new Date(next.scheduledAt),
              title: text.title,
              subtitle: text.subtitle,
              body: JSON.stringify(text.body),
              draft: null,
              slug: slugify(text.title),
              readingTime: readingTimeMinutes(text.body, text.title, text.subtitle),
              previewImage: JSON.stringify(storyImages(text.body)[0] ?? null),
              publicationId: row.publicationId,
              statusForCollection: 'APPROVED',
              ...(publish.scheduled ? {} : { latestPublishedAt: input.now }),
              revision: sql`revision + 1`,
              updatedAt: input.now,
            })
            .where('id', '=', row.postId)
            .execute();
          const tags = await trx.selectFrom('postTags').select('tagSlug').where('postId', '=', row.postId).execute();
          published = { postId: row.postId, creatorId: post.creatorId, scheduled: publish.scheduled, tagSlugs: tags.map((t) => t.tagSlug) };
        }
        const reviewer = row.writerId === input.actorId ? {} : { reviewerId: input.actorId };
        const note = input.action === 'requestChanges' || input.action === 'reject' ? { note: input.note ?? '' } : {};
        const updated = await trx
          .updateTable('publicationSubmissions')
          .set({ status: plan.to, updatedAt: input.now, ...reviewer, ...note })
          .where('id', '=', input.id)
          .where('status', '=', row.status)
          .returning('id')
          .executeTakeFirst();
        if (!updated) return refuse('CONFLICT', SUBMISSION_MESSAGES.wrongStatus(input.action, row.status));
        const submission = await submissionQuery(trx).where('s.id', '=', input.id).executeTakeFirstOrThrow();
        return { ok: true, submission, action: input.action, published };
      });
    },

    // ── The content manager (/{publication}/stories, core/publication/content-manager.ts) ─────────────

    /**
     * The publication's stories in one state, newest first: published (in the publication, approved, listed or
     * unlisted) or scheduled (accepted for a later time). Trashed stories are in neither.
     */
    async contentStories(publicationId: string, state: 'published' | 'scheduled', limit: number): Promise<ContentStory[]> {
      const rows = await db
        .selectFrom('posts')
        .innerJoin('users as w', 'w.id', 'posts.creatorId')
        .leftJoin('publicationFeaturedPosts as f', (j) => j.onRef('f.postId', '=', 'posts.id').onRef('f.publicationId', '=', 'posts.publicationId'))
        .select([
          'posts.id',
          'posts.title',
          'posts.subtitle',
          'posts.visibility',
          'posts.publishedAt',
          'posts.scheduledAt',
          'w.username as writerUsername',
          'w.name as writerName',
          sql<boolean>`f.post_id is not null`.as('isFeatured'),
        ])
        .where('posts.publicationId', '=', publicationId)
        .where('posts.statusForCollection', '=', 'APPROVED')
        .where('posts.deletedAt', 'is', null)
        .$if(state === 'published', (q) => q.where('posts.publishedAt', 'is not', null).orderBy('posts.publishedAt', 'desc'))
        .$if(state === 'scheduled', (q) => q.where('posts.publishedAt', 'is', null).where('posts.scheduledAt', 'is not', null).orderBy('posts.scheduledAt', 'asc'))
        .orderBy('posts.id', 'desc')
        .limit(limit)
        .execute();
      return rows;
    },

    /** How many stories each tab of the content manager holds (submissions: the ones still under review). */
    async contentCounts(publicationId: string): Promise<{ published: number; scheduled: number; submissions: number }> {
      const { rows } = await sql<{ published: number; scheduled: number; submissions: number }>`
        select
          (select count(*)::int from posts where publication_id = ${publicationId} and status_for_collection = 'APPROVED' and deleted_at is null and published_at is not null) as published,
          (select count(*)::int from posts where publication_id = ${publicationId} and status_for_collection = 'APPROVED' and deleted_at is null and published_at is null and scheduled_at is not null) as scheduled,
          (select count(*)::int from publication_submissions where publication_id = ${publicationId} and status = any(${[...SUBMITTED_STATUSES]}::text[])) as submissions`.execute(db);
      return rows[0] ?? { published: 0, scheduled: 0, submissions: 0 };
    },

    /**
     * An editor or owner takes a story out of the publication (core's `edit` permission, read in the same
     * transaction): it stays its writer's, on their profile, and leaves the featured list. The story's row is locked,
     * so a concurrent removal finds it gone (NOT_FOUND).
     */
    async removeFromPublication(input: { publicationId: string; postId: string; actorId: string }): Promise<PeopleResult<{ story: { postId: string; creatorId: string; title: string; tagSlugs: string[] } }>> {
      return db.transaction().execute(async (trx) => {
        if (!can(await roleIn(trx, input.actorId, input.publicationId), 'edit')) return refuse('FORBIDDEN', CONTENT_MESSAGES.notAllowed);
        const post = await trx
          .selectFrom('posts')
          .select(['id', 'creatorId', 'title'])
          .where('id', '=', input.postId)
          .where('publicationId', '=', input.publicationId)
          .where('deletedAt', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!post) return refuse('NOT_FOUND', CONTENT_MESSAGES.notInPublication);
        await trx.updateTable('posts').set({ publicationId: null, statusForCollection: null, revision: sql`revision + 1` }).where('id', '=', post.id).execute();
        await trx.deleteFrom('publicationFeaturedPosts').where('publicationId', '=', input.publicationId).where('postId', '=', post.id).execute();
        const tags = await trx.selectFrom('postTags').select('tagSlug').where('postId', '=', post.id).execute();
        return { ok: true, story: { postId: post.id, creatorId: post.creatorId, title: post.title, tagSlugs: tags.map((t) => t.tagSlug) } };
      });
    },

    // ── Featured stories ────────────────────────────────────────────────────────────────────────────

    /** The featured stories' ids in their order (the homepage's featured section reads the same rows). */
    async featuredIds(publicationId: string): Promise<string[]> {
      const rows = await db.selectFrom('publicationFeaturedPosts').select('postId').where('publicationId', '=', publicationId).orderBy('position').execute();
      return rows.map((r) => r.postId);
    },

    /** The publication's published stories an editor may feature, newest first. */
    async featurable(publicationId: string, limit: number): Promise<{ id: string; title: string; creatorId: string; publishedAt: Date }[]> {
      const rows = await db
        .selectFrom('posts')
        .select(['id', 'title', 'creatorId', 'publishedAt'])
        .where('publicationId', '=', publicationId)
        .where('statusForCollection', '=', 'APPROVED')
        .where('publishedAt', 'is not', null)
        .where('deletedAt', 'is', null)
        .orderBy('publishedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
    },

    /**
     * Replaces the featured stories with `postIds` in that order (an editor's or owner's); each must be a published
     * story of the publication. Answers the stories newly featured (their writers are told).
     */
    async setFeatured(input: { publicationId: string; actorId: string; postIds: readonly string[] }): Promise<PeopleResult<{ added: { postId: string; creatorId: string }[] }>> {
      const ids = [...new Set(input.postIds)];
      if (ids.length !== input.postIds.length) return refuse('BAD_REQUEST', 'A story can be featured once.');
      return db.transaction().execute(async (trx) => {
        // The publication's row lock orders concurrent saves of one list.
        await trx.selectFrom('publications').select('id').where('id', '=', input.publicationId).forUpdate().executeTakeFirst();
        if (!can(await roleIn(trx, input.actorId, input.publicationId), 'feature')) return refuse('FORBIDDEN', 'Only the publication’s editors and owners can feature stories.');
        const stories =
          ids.length === 0
            ? []
            : await trx
                .selectFrom('posts')
                .select(['id', 'creatorId'])
                .where('id', 'in', ids)
                .where('publicationId', '=', input.publicationId)
                .where('statusForCollection', '=', 'APPROVED')
                .where('publishedAt', 'is not', null)
                .where('deletedAt', 'is', null)
                .execute();
        if (stories.length !== ids.length) return refuse('BAD_REQUEST', 'Only the publication’s published stories can be featured.');
        const before = new Set(await trx.selectFrom('publicationFeaturedPosts').select('postId').where('publicationId', '=', input.publicationId).execute().then((r) => r.map((x) => x.postId)));
        await trx.deleteFrom('publicationFeaturedPosts').where('publicationId', '=', input.publicationId).execute();
        if (ids.length > 0) {
          await trx
            .insertInto('publicationFeaturedPosts')
            .values(ids.map((postId, position) => ({ publicationId: input.publicationId, postId, position })))
            .execute();
        }
        const creatorOf = new Map(stories.map((s) => [s.id, s.creatorId]));
        return { ok: true, added: ids.filter((id) => !before.has(id)).map((postId) => ({ postId, creatorId: creatorOf.get(postId)! })) };
      });
    },
  };
}
