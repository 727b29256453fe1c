// Resolvers for publication-content.graphql.ts: thin. Who may open the content manager and which buttons a story
// has are core's (content-manager.ts over permissions.ts); a submission's buttons are submission.ts's, through the
// inbox's own view (publication-people.resolvers.ts submissionView). Removing goes through the people service.
import { can } from '../../../../core/publication/permissions.ts';
import { CONTENT_MESSAGES, mayManageContent, STORY_ACTION_LABELS, storyActions, SUBMITTED_STATUSES } from '../../../../core/publication/content-manager.ts';
import { postPath } from '../../../../core/routing/links.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { forbidden } from '../shared/errors.ts';
import { signedIn, signedInViewer } from '../shared/session.ts';
import { refused, roleIn, service, submissionView } from './publication-people.resolvers.ts';

const LIST_MAX = 200;

export const publicationContentResolvers: Resolvers = {
  Query: {
    async publicationContent(_, { slug, tab }, ctx) {
      signedInViewer(ctx);
      const publication = await ctx.loaders.publicationBySlug.load(slug);
      if (!publication) return null;
      const role = await roleIn(ctx, publication.id);
      if (!mayManageContent(role) || role === null) throw forbidden(CONTENT_MESSAGES.notAllowed);
      const repo = ctx.repos.publicationPeople;
      const [counts, featuredIds] = await Promise.all([repo.contentCounts(publication.id), repo.featuredIds(publication.id)]);
      const base = { id: `content:${publication.id}:${tab}`, publicationId: publication.id, slug: publication.slug, name: publication.name, viewerRole: role, tab, counts, featuredIds };
      if (tab === 'submissions') {
        const rows = await repo.inbox(publication.id, SUBMITTED_STATUSES, LIST_MAX);
        return { ...base, stories: [], submissions: await Promise.all(rows.map((s) => submissionView(ctx, s, role))) };
      }
      const rows = await repo.contentStories(publication.id, tab, LIST_MAX);
      const stories = rows.map((s) => ({
        id: s.id,
        title: s.title,
        subtitle: s.subtitle,
        writerName: s.writerName,
        writerUsername: s.writerUsername,
        visibility: s.visibility,
        publishedAt: s.publishedAt?.getTime() ?? null,
        scheduledAt: s.scheduledAt?.getTime() ?? null,
        url: postPath({ id: s.id, title: s.title }, s.writerUsername, publication.slug),
        isFeatured: s.isFeatured,
        actions: storyActions(role, { state: tab, isFeatured: s.isFeatured }, featuredIds.length).map((action) => ({ action, label: STORY_ACTION_LABELS[action] })),
      }));
      return { ...base, stories, submissions: [] };
    },

    async submission(_, { id }, ctx) {
      const viewerId = signedInViewer(ctx);
      if (id.length > 100) return null;
      const found = await ctx.repos.publicationPeople.submissionById(id);
      if (!found) return null;
      const role = await roleIn(ctx, found.publicationId);
      // Someone with no part in it learns nothing about it (as updateSubmission answers them).
      if (found.writerId !== viewerId && !can(role, 'edit')) return null;
      return submissionView(ctx, found, role);
    },
  },

  Mutation: {
    async removeStoryFromPublication(_, { publicationId, postId }, ctx) {
      const { viewerId } = signedIn(ctx);
      const result = await service(ctx).removeStory(viewerId, publicationId, postId);
      if (!result.ok) refused(result);
      return true;
    },
  },
};
