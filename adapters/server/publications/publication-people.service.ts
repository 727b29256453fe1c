// Issue 22 part A: the mutations' service for publications run by their people — create, invite (by username or
// e-mail), accept or decline, leave, remove, change a role, submit, review, feature. The rules are core's
// (core/publication/permissions.ts, submission.ts, new-publication.ts); the store applies them atomically
// (adapters/postgres/publication-people.repository.ts). After a change: the pages it shows on are purged (the
// publication's surrogate key, the story's), and the other side is told (issue 17's Notifier: ADDED_AS_WRITER /
// ADDED_AS_EDITOR to an invitee, with an e-mail; CHANGES_REQUESTED and SUBMISSION_ACCEPTED to the writer;
// STORY_FEATURED to a featured story's writer). A notice never fails the action.
import { createElement } from 'react';
import type { CollectionRole } from '../../../core/content/entities.ts';
import type { JobQueue } from '../../../core/ports/job-queue.port.ts';
import type { Notifier } from '../../../core/ports/notifications-repository.port.ts';
import { checkNewPublication, NEW_PUBLICATION_MESSAGES } from '../../../core/publication/new-publication.ts';
import { RESERVED_SLUGS } from '../../../core/publication/reserved-slugs.ts';
import { isInvitableRole, PEOPLE_MESSAGES, type InvitableRole } from '../../../core/publication/permissions.ts';
import { NOTE_MAX, notificationOf, SUBMISSION_MESSAGES, type SubmissionAction } from '../../../core/publication/submission.ts';
import { pathTo } from '../../../core/routing/paths.ts';
import { InvitationEmail } from '../../mail/templates/InvitationEmail.tsx';
import type { PeopleRefusal, PeopleResult, PublicationPeopleRepository, Submission } from '../../postgres/publication-people.repository.ts';
import type { ContentChanges } from '../edge-cache/content-changes.ts';
import { POST_PUBLISH_JOB, postPublishJobKey, STORY_PUBLISHED_JOB, storyPublishedJobKey } from '../editing/editing.service.ts';
import type { MailQueue } from '../mail/mail-queue.ts';

export type PublicationPeopleDeps = {
  repo: PublicationPeopleRepository;
  /** A user by username (with or without '@') or e-mail address, or null. */
  findUser(who: string): Promise<{ id: string; username: string; name: string; email: string } | null>;
  userName(id: string): Promise<string | null>;
  publicationName(id: string): Promise<{ name: string; slug: string } | null>;
  notifier?: Notifier | undefined;
  mail?: MailQueue | undefined;
  mailLayout?: { productName: string; operatorAddress: string } | undefined;
  changes?: ContentChanges | undefined;
  jobs?: JobQueue | null | undefined;
  /** A story published by an accept: its followers and newsletter subscribers hear of it as after a publish. */
  onPublished?: ((postId: string) => Promise<void>) | undefined;
  publicOrigin: string;
  now: () => Date;
  logError?: ((error: unknown, where: string) => void) | undefined;
};

export type PublicationPeopleService = ReturnType<typeof createPublicationPeopleService>;

const bad = (message: string): PeopleRefusal => ({ ok: false, error: 'BAD_REQUEST', message });

export function createPublicationPeopleService(deps: PublicationPeopleDeps) {
  const { repo, now } = deps;

  /** Never fails the action: a notice or an e-mail lost is logged. */
  async function quietly(where: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      deps.logError?.(error, where);
    }
  }

  async function purgePublication(publicationId: string): Promise<void> {
    await quietly('publication purge', async () => deps.changes?.publicationChanged(publicationId));
  }

  return {
    async create(viewerId: string, input: { name: string; slug: string; tagline: string; avatarId: string | null }): Promise<PeopleResult<{ id: string; slug: string }>> {
      const checked = checkNewPublication(input, RESERVED_SLUGS);
      if (!checked.ok) return bad(checked.message);
      if (input.avatarId !== null && (input.avatarId.length > 100 || !/^[A-Za-z0-9_-]+$/.test(input.avatarId))) return bad('That avatar image is not one of your uploads.');
      const made = await repo.create({ ...checked.value, avatarId: input.avatarId, ownerId: viewerId, now: now() });
      if (!made.ok) return bad(NEW_PUBLICATION_MESSAGES.slugTaken(checked.value.slug));
      return { ok: true, id: made.id, slug: checked.value.slug };
    },

    async invite(viewerId: string, input: { publicationId: string; who: string; role: string }) {
      if (!isInvitableRole(input.role)) return bad('Invite someone as an editor or a writer.');
      const who = input.who.trim();
      if (who === '' || who.length > 254) return bad('Enter a username or an e-mail address.');
      const invitee = await deps.findUser(who);
      if (!invitee) return bad(PEOPLE_MESSAGES.unknownUser(who));
      const result = await repo.invite({ publicationId: input.publicationId, inviterId: viewerId, inviteeId: invitee.id, inviteeLabel: invitee.name, role: input.role as InvitableRole, now: now() });
      if (!result.ok) return result;
      const { invitation } = result;
      const kind = invitation.role === 'EDITOR' ? 'ADDED_AS_EDITOR' : 'ADDED_AS_WRITER';
      await quietly('invitation notice', async () => deps.notifier?.notify({ kind, recipientId: invitee.id, actorId: viewerId, publicationId: invitation.publicationId }));
      await quietly('invitation e-mail', async () => {
        if (!deps.mail || !deps.mailLayout) return;
        const inviterName = (await deps.userName(viewerId)) ?? 'Someone';
        const url = new URL(pathTo('ShowCollectionPermissions', { collectionSlug: invitation.publicationSlug }), deps.publicOrigin).toString();
        await deps.mail.enqueueMail({
          key: `publication-invitation:${invitation.id}`,
          to: invitee.email,
          subject: `${inviterName} invited you to ${invitation.publicationName}`,
          category: 'publication.invitation',
          element: createElement(InvitationEmail, { ...deps.mailLayout, inviterName, publicationName: invitation.publicationName, role: invitation.role, url }),
        });
      });
      return result;
    },

    async respond(viewerId: string, invitationId: string, accept: boolean) {
      const result = await repo.respond({ invitationId, userId: viewerId, accept, now: now() });
      if (result.ok && accept) await purgePublication(result.invitation.publicationId);
      return result;
    },

    cancelInvitation: (viewerId: string, invitationId: string) => repo.cancelInvitation({ invitationId, actorId: viewerId }),

    async remove(viewerId: string, publicationId: string, userId: string) {
      const result = await repo.remove({ publicationId, actorId: viewerId, targetId: userId });
      if (result.ok) await purgePublication(publicationId);
      return result;
    },

    async changeRole(viewerId: string, publicationId: string, userId: string, role: CollectionRole) {
      const result = await repo.changeRole({ publicationId, actorId: viewerId, targetId: userId, role });
      if (result.ok) {
        await purgePublication(publicationId);
        if (result.previous === 'WRITER' && role !== 'WRITER') {
          await quietly('role notice', async () => deps.notifier?.notify({ kind: 'ADDED_AS_EDITOR', recipientId: userId, actorId: viewerId, publicationId }));
        }
      }
      return result;
    },

    async submit(viewerId: string, input: { publicationId: string; postId: string; submissionsOn: boolean }) {
      if (!input.submissionsOn) return bad(SUBMISSION_MESSAGES.flagOff);
      return repo.submit({ publicationId: input.publicationId, postId: input.postId, writerId: viewerId, now: now() });
    },

    async transition(viewerId: string, input: { submissionId: string; action: Exclude<SubmissionAction, 'submit'>; note?: string | null; scheduledAt?: number | null }): Promise<PeopleResult<{ submission: Submission }>> {
      const note = (input.note ?? '').trim();
      if (note.length > NOTE_MAX) return bad(SUBMISSION_MESSAGES.noteTooLong);
      if (input.action === 'requestChanges' && note === '') return bad(SUBMISSION_MESSAGES.noteRequired);
      if (input.scheduledAt !== undefined && input.scheduledAt !== null && !deps.jobs) return bad('Scheduled publishing is not available on this server. Accept to publish now.');
      const at = now();
      const scheduledAt = input.scheduledAt === undefined || input.scheduledAt === null ? null : new Date(input.scheduledAt);
      if (scheduledAt !== null && (Number.isNaN(scheduledAt.getTime()) || scheduledAt.getTime() <= at.getTime())) return bad('Choose a time in the future to publish at.');
      const result = await repo.transition({ id: input.submissionId, action: input.action, actorId: viewerId, note, scheduledAt, now: at });
      if (!result.ok) return result;
      const { submission, published } = result;
      if (published) {
        await quietly('accept purge', async () => {
          await deps.changes?.postChanged({ id: published.postId, creatorId: published.creatorId, publicationId: submission.publicationId, tagSlugs: published.tagSlugs });
          await deps.changes?.userChanged(published.creatorId);
        });
        await purgePublication(submission.publicationId);
        if (published.scheduled && deps.jobs && scheduledAt) {
          await deps.jobs.enqueue(POST_PUBLISH_JOB, { postId: published.postId }, { runAt: scheduledAt, key: postPublishJobKey(published.postId) });
        } else if (!published.scheduled) {
          await quietly('accept announce', async () => {
            await deps.jobs?.enqueue(STORY_PUBLISHED_JOB, { postId: published.postId }, { key: storyPublishedJobKey(published.postId) });
            await deps.onPublished?.(published.postId);
          });
        }
      }
      const kind = notificationOf(input.action);
      if (kind) {
        await quietly('submission notice', async () =>
          deps.notifier?.notify({ kind, recipientId: submission.writerId, actorId: viewerId, postId: submission.postId, publicationId: submission.publicationId, at }),
        );
      }
      return { ok: true, submission };
    },

    /** The content manager's Remove from publication: the story's page, its writer's pages and the publication's are purged. */
    async removeStory(viewerId: string, publicationId: string, postId: string) {
      const result = await repo.removeFromPublication({ publicationId, postId, actorId: viewerId });
      if (!result.ok) return result;
      const { story } = result;
      await quietly('removal purge', async () => {
        await deps.changes?.postChanged({ id: story.postId, creatorId: story.creatorId, publicationId, tagSlugs: story.tagSlugs });
        await deps.changes?.userChanged(story.creatorId);
      });
      await purgePublication(publicationId);
      return result;
    },

    async setFeatured(viewerId: string, publicationId: string, postIds: readonly string[]) {
      if (postIds.length > 25) return bad('Feature at most 25 stories.');
      const result = await repo.setFeatured({ publicationId, actorId: viewerId, postIds });
      if (!result.ok) return result;
      await purgePublication(publicationId);
      for (const story of result.added) {
        await quietly('featured notice', async () => deps.notifier?.notify({ kind: 'STORY_FEATURED', recipientId: story.creatorId, actorId: viewerId, postId: story.postId, publicationId }));
      }
      return result;
    },
  };
}
