// Resolvers for publication-people.graphql.ts: thin. Reads ask the store and core's tables (who may do what:
// core/publication/permissions.ts; which transitions: submission.ts); mutations go through the service
// (adapters/server/publications/publication-people.service.ts), whose refusals come back as FORBIDDEN, NOT_FOUND or
// BAD_USER_INPUT with their messages.
import type { CollectionRole } from '../../../../core/content/entities.ts';
import { can, mayRemove } from '../../../../core/publication/permissions.ts';
import { availableActions, SUBMISSION_TRANSITIONS, statusLabel, type SubmissionAction } from '../../../../core/publication/submission.ts';
import { postPath } from '../../../../core/routing/links.ts';
import type { PeopleRefusal, Submission as StoredSubmission } from '../../../postgres/publication-people.repository.ts';
import type { PublicationPeopleService } from '../../publications/publication-people.service.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers, Submission } from '../generated/resolvers-types.ts';
import { badInput, badRequest, forbidden, notFound, resolverError } from '../shared/errors.ts';
import { requestFlags } from '../shared/request-flags.ts';
import { signedIn, signedInViewer } from '../shared/session.ts';

const LIST_MAX = 200;

export function service(ctx: GraphQLContext): PublicationPeopleService {
  if (!ctx.publicationPeople) throw badRequest('Publications are managed from a browser request.');
  return ctx.publicationPeople;
}

/** A refusal as the client reads it: a clear message and a code (never a 5xx). */
export function refused(refusal: PeopleRefusal): never {
  if (refusal.error === 'FORBIDDEN') throw forbidden(refusal.message);
  if (refusal.error === 'NOT_FOUND') throw notFound(refusal.message);
  if (refusal.error === 'CONFLICT') throw resolverError('BAD_USER_INPUT', refusal.message);
  throw badInput(refusal.message);
}

export async function roleIn(ctx: GraphQLContext, publicationId: string): Promise<CollectionRole | null> {
  return ctx.viewerId ? ctx.repos.publicationPeople.roleIn(ctx.viewerId, publicationId) : null;
}

/** A submission as the viewer sees it: the buttons they may press; the draft's text for its reviewers only. */
export async function submissionView(ctx: GraphQLContext, s: StoredSubmission, role: CollectionRole | null): Promise<Submission> {
  const isWriter = s.writerId === ctx.viewerId;
  const actions = availableActions(s.status, { isWriter, role }).filter((a): a is Exclude<SubmissionAction, 'submit'> => a !== 'submit');
  const reviewer = !isWriter && can(role, 'edit');
  return {
    id: s.id,
    publicationId: s.publicationId,
    publicationSlug: s.publicationSlug,
    publicationName: s.publicationName,
    postId: s.postId,
    title: s.postTitle,
    subtitle: s.postSubtitle,
    writerUsername: s.writerUsername,
    writerName: s.writerName,
    status: s.status,
    statusLabel: statusLabel(s.status),
    note: s.note,
    createdAt: s.createdAt.getTime(),
    updatedAt: s.updatedAt.getTime(),
    publishedUrl: s.status === 'ACCEPTED' && s.publishedAt !== null ? postPath({ id: s.postId, title: s.postTitle }, s.writerUsername, s.publicationSlug) : null,
    actions: actions.map((action) => ({ action, label: SUBMISSION_TRANSITIONS[action].label })),
    preview: reviewer ? await ctx.repos.publicationPeople.draftText(s.postId) : null,
  };
}

const invitationView = (i: Awaited<ReturnType<GraphQLContext['repos']['publicationPeople']['invitationsOfUser']>>[number]) => ({
  id: i.id,
  publicationId: i.publicationId,
  publicationSlug: i.publicationSlug,
  publicationName: i.publicationName,
  inviteeUsername: i.inviteeUsername,
  inviteeName: i.inviteeName,
  inviterName: i.inviterName,
  role: i.role,
  createdAt: i.createdAt.getTime(),
});

export const publicationPeopleResolvers: Resolvers = {
  Query: {
    async viewerPublications(_, __, ctx) {
      if (!ctx.viewerId) return [];
      return ctx.repos.publicationPeople.publicationsOf(ctx.viewerId);
    },

    async publicationPeople(_, { slug }, ctx) {
      const viewerId = signedInViewer(ctx);
      const publication = await ctx.loaders.publicationBySlug.load(slug);
      if (!publication) return null;
      const repo = ctx.repos.publicationPeople;
      const [role, members, ownInvitations] = await Promise.all([roleIn(ctx, publication.id), repo.members(publication.id), repo.invitationsOfUser(viewerId)]);
      const invitations = can(role, 'edit') ? await repo.invitationsOfPublication(publication.id) : [];
      const own = ownInvitations.find((i) => i.publicationId === publication.id);
      return {
        id: `people:${publication.id}`,
        publicationId: publication.id,
        slug: publication.slug,
        name: publication.name,
        viewerRole: role,
        viewerMayInvite: can(role, 'invite'),
        members: members.map((m) => ({ ...m, viewerMayRemove: mayRemove({ userId: viewerId, role }, m) && !(m.role === 'OWNER' && members.filter((x) => x.role === 'OWNER').length === 1) })),
        invitations: invitations.map(invitationView),
        viewerInvitation: own ? invitationView(own) : null,
      };
    },

    async editorInbox(_, { slug, statuses }, ctx) {
      signedInViewer(ctx);
      const publication = await ctx.loaders.publicationBySlug.load(slug);
      if (!publication) return null;
      const role = await roleIn(ctx, publication.id);
      if (!can(role, 'edit') || role === null) throw forbidden('Only the publication’s editors and owners can open its inbox.');
      const rows = await ctx.repos.publicationPeople.inbox(publication.id, statuses ?? [], LIST_MAX);
      return {
        id: `inbox:${publication.id}`,
        publicationId: publication.id,
        slug: publication.slug,
        name: publication.name,
        viewerRole: role,
        submissions: await Promise.all(rows.map((s) => submissionView(ctx, s, role))),
      };
    },

    async writerOutbox(_, __, ctx) {
      const viewerId = signedInViewer(ctx);
      const rows = await ctx.repos.publicationPeople.outbox(viewerId, LIST_MAX);
      const roles = new Map((await ctx.repos.publicationPeople.publicationsOf(viewerId)).map((p) => [p.id, p.role]));
      return Promise.all(rows.map((s) => submissionView(ctx, s, roles.get(s.publicationId) ?? null)));
    },

    async submissionTargets(_, { postId }, ctx) {
      const viewerId = signedInViewer(ctx);
      const story = await ctx.repos.publicationPeople.storyOf(postId);
      if (!story || story.creatorId !== viewerId) return null;
      const [publications, open] = await Promise.all([ctx.repos.publicationPeople.publicationsOf(viewerId), ctx.repos.publicationPeople.openSubmissionOf(postId)]);
      return {
        postId: story.id,
        title: story.title,
        isDraft: story.isDraft,
        openSubmission: open ? await submissionView(ctx, open, publications.find((p) => p.id === open.publicationId)?.role ?? null) : null,
        publications: publications.filter((p) => can(p.role, 'submit')),
      };
    },

    async featuredStoriesManager(_, { slug }, ctx) {
      signedInViewer(ctx);
      const publication = await ctx.loaders.publicationBySlug.load(slug);
      if (!publication) return null;
      if (!can(await roleIn(ctx, publication.id), 'feature')) throw forbidden('Only the publication’s editors and owners can feature stories.');
      const repo = ctx.repos.publicationPeople;
      const [ids, stories] = await Promise.all([repo.featuredIds(publication.id), repo.featurable(publication.id, LIST_MAX)]);
      const view = (s: { id: string; title: string; publishedAt: Date }) => ({ id: s.id, title: s.title, publishedAt: s.publishedAt.getTime() });
      const byId = new Map(stories.map((s) => [s.id, s]));
      return {
        id: `featured:${publication.id}`,
        publicationId: publication.id,
        slug: publication.slug,
        name: publication.name,
        featured: ids.flatMap((id) => (byId.has(id) ? [view(byId.get(id)!)] : [])),
        stories: stories.map(view),
      };
    },
  },

  Mutation: {
    async createPublication(_, { input }, ctx) {
      const { viewerId } = signedIn(ctx);
      const made = await service(ctx).create(viewerId, { name: input.name, slug: input.slug, tagline: input.tagline, avatarId: input.avatarId ?? null });
      if (!made.ok) refused(made);
      return { id: made.id, slug: made.slug, name: input.name.trim(), role: 'OWNER' as const };
    },

    async invitePublicationMember(_, args, ctx) {
      const { viewerId } = signedIn(ctx);
      const result = await service(ctx).invite(viewerId, args);
      if (!result.ok) refused(result);
      return invitationView(result.invitation);
    },

    async respondToPublicationInvitation(_, { invitationId, accept }, ctx) {
      const { viewerId } = signedIn(ctx);
      const result = await service(ctx).respond(viewerId, invitationId, accept);
      if (!result.ok) refused(result);
      const i = result.invitation;
      return accept ? { id: i.publicationId, slug: i.publicationSlug, name: i.publicationName, role: i.role } : null;
    },

    async cancelPublicationInvitation(_, { invitationId }, ctx) {
      const { viewerId } = signedIn(ctx);
      const result = await service(ctx).cancelInvitation(viewerId, invitationId);
      if (!result.ok) refused(result);
      return true;
    },

    async removePublicationMember(_, { publicationId, userId }, ctx) {
      const { viewerId } = signedIn(ctx);
      const result = await service(ctx).remove(viewerId, publicationId, userId);
      if (!result.ok) refused(result);
      return true;
    },

    async setPublicationMemberRole(_, { publicationId, userId, role }, ctx) {
      const { viewerId } = signedIn(ctx);
      const result = await service(ctx).changeRole(viewerId, publicationId, userId, role);
      if (!result.ok) refused(result);
      return true;
    },

    async submitToPublication(_, { publicationId, postId }, ctx) {
      const { viewerId } = signedIn(ctx);
      const submissionsOn = (await requestFlags(ctx)).enabled.has('enable_submissions_v2');
      const result = await service(ctx).submit(viewerId, { publicationId, postId, submissionsOn });
      if (!result.ok) refused(result);
      return submissionView(ctx, result.submission, await roleIn(ctx, publicationId));
    },

    async updateSubmission(_, { submissionId, action, note, scheduledAt }, ctx) {
      const { viewerId } = signedIn(ctx);
      const result = await service(ctx).transition(viewerId, { submissionId, action, note: note ?? null, scheduledAt: scheduledAt ?? null });
      if (!result.ok) refused(result);
      return submissionView(ctx, result.submission, await roleIn(ctx, result.submission.publicationId));
    },

    async setFeaturedStories(_, { publicationId, postIds }, ctx) {
      const { viewerId } = signedIn(ctx);
      const result = await service(ctx).setFeatured(viewerId, publicationId, postIds);
      if (!result.ok) refused(result);
      return [...postIds];
    },
  },
};
