// A story's fields: its address, writer and publication, dates, topic and tags, and the body the viewer may
// read (a member reads locked stories in full, reader-experience §4; a suspended story's body stays on the
// server, platform-reference §6).
import type { Post, PostSummary, Publication } from '../../../../core/content/entities.ts';
import { canReadFullPost, lockedPreview, suspendedView, type ReaderAccess } from '../../../../core/content/access.ts';
import { isPublished, showsPublication } from '../../../../core/content/entities.ts';
import { postPath } from '../../../../core/routing/links.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { loadUser } from '../shared/load-user.ts';
import { canViewSuspendedContent } from '../shared/request-flags.ts';
import { millis } from '../shared/values.ts';
import { selectStoryEnd, storyEndReadLimits, type ReaderMutes } from '../../../../core/stories/story-end.ts';

/** The feeds hand over summaries; a story read by id (post) comes with its body. */
const withBody = (post: PostSummary): post is Post => 'body' in post;

/** A story's address: under its publication when the publication took it, else under its writer. */
export async function postUrl(ctx: GraphQLContext, post: PostSummary): Promise<string> {
  const [creator, collection] = await Promise.all([loadUser(ctx, post.creatorId), approvedCollection(ctx, post)]);
  return postPath(post, creator.username, collection?.slug);
}

async function approvedCollection(ctx: GraphQLContext, post: PostSummary): Promise<Publication | null> {
  return showsPublication(post) ? ctx.loaders.publicationById.load(post.publicationId!) : null;
}

/** Who is reading: a member reads locked stories in full, and so does their writer (reader-experience §4). */
async function readerAccess(ctx: GraphQLContext): Promise<ReaderAccess> {
  if (!ctx.viewerId) return { isMember: false, userId: null };
  const membership = await ctx.loaders.membershipByUserId.load(ctx.viewerId);
  return { isMember: membership !== null, userId: ctx.viewerId };
}

/** The reader's mutes of the story's writer and publication (the store leaves out the other muted writers' stories). */
async function readerMutes(ctx: GraphQLContext, creatorId: string, publicationId: string | null): Promise<ReaderMutes> {
  if (!ctx.viewerId) return { writerIds: new Set(), publicationIds: new Set() };
  const [writer, publication] = await Promise.all([
    ctx.loaders.userEdge.load(creatorId),
    publicationId ? ctx.loaders.collectionEdge.load(publicationId) : null,
  ]);
  return {
    writerIds: new Set(writer.isMuting ? [creatorId] : []),
    publicationIds: new Set(publication?.isMuting && publicationId ? [publicationId] : []),
  };
}

/**
 * Issue 19: the end of a story is read as everyone sees it (kept for seconds, edge-cache/shared-reads.ts), then the
 * reader's mutes leave it — a muted writer's stories, and stories in a muted publication — from the reader's edges.
 * When that leaves a list that was read full short, the reader's own lists are read instead, so the answer is
 * always what reading it with the reader's mutes gives.
 */
async function withoutMuted<T extends { creatorId: string; publicationId: string | null }>(
  ctx: GraphQLContext,
  shared: { byWriter: T[]; inPublication: T[] },
  limits: { byWriter: number; inPublication: number },
  story: { creatorId: string; publicationId: string | null },
): Promise<{ byWriter: T[]; inPublication: T[] }> {
  const all = [...shared.byWriter, ...shared.inPublication];
  const writers = [...new Set(all.map((p) => p.creatorId))];
  const publications = [...new Set(all.flatMap((p) => (p.publicationId ? [p.publicationId] : [])))];
  const [writerEdges, publicationEdges] = await Promise.all([ctx.loaders.userEdge.loadMany(writers), ctx.loaders.collectionEdge.loadMany(publications)]);
  const muted = new Set([...writers.filter((_, i) => isMuting(writerEdges[i])), ...publications.filter((_, i) => isMuting(publicationEdges[i]))]);
  if (muted.size === 0) return shared;
  const keep = (p: T) => !muted.has(p.creatorId) && !(p.publicationId !== null && muted.has(p.publicationId));
  const byWriter = shared.byWriter.filter(keep);
  const inPublication = shared.inPublication.filter(keep);
  const cut = (before: T[], after: T[], limit: number) => after.length < before.length && before.length >= limit;
  if (cut(shared.byWriter, byWriter, limits.byWriter) || cut(shared.inPublication, inPublication, limits.inPublication)) {
    return (await ctx.repos.posts.storyEndCandidates(story, limits, ctx.viewerId)) as unknown as { byWriter: T[]; inPublication: T[] };
  }
  return { byWriter, inPublication };
}

const isMuting = (edge: { isMuting: boolean } | Error | undefined): boolean => (edge instanceof Error ? true : edge?.isMuting === true);

export const postResolvers: Resolvers = {
  Query: {
    async post(_, args, ctx) {
      // A draft (or a scheduled story) is its author's alone (platform-reference §9 'This is a draft post'); a
      // trashed story is nobody's here (the loader never returns one).
      const post = await ctx.loaders.postById.load(args.id);
      return post && (isPublished(post) || post.creatorId === ctx.viewerId) ? post : null;
    },
  },
  Post: {
    url: (post, _, ctx) => postUrl(ctx, post),
    creator: (post, _, ctx) => loadUser(ctx, post.creatorId),
    collection: (post, _, ctx) => (post.publicationId ? ctx.loaders.publicationById.load(post.publicationId) : null),
    firstPublishedAt: (post) => millis(post.publishedAt),
    latestPublishedAt: (post) => millis(post.latestPublishedAt),
    updatedAt: (post) => post.updatedAt.getTime(),
    primaryTopic: (post, _, ctx) => (post.primaryTopicId ? ctx.loaders.topicById.load(post.primaryTopicId) : null),
    tags: (post, _, ctx) => ctx.loaders.tagsByPostId.load(post.id),
    isSuspended: (post) => post.suspendedAt !== null,
    async storyEnd(post, _, ctx) {
      // Issue 18: the publication's section only when it accepted the story (its name shows only then).
      const story = { id: post.id, creatorId: post.creatorId, publicationId: showsPublication(post) ? post.publicationId : null };
      const limits = storyEndReadLimits();
      const [shared, mutes] = await Promise.all([ctx.repos.posts.storyEndCandidates(story, limits, null), readerMutes(ctx, story.creatorId, story.publicationId)]);
      const candidates = ctx.viewerId ? await withoutMuted(ctx, shared, limits, story) : shared;
      return selectStoryEnd(story, candidates.byWriter, candidates.inPublication, mutes);
    },
    async content(post, _, ctx) {
      // A suspended story's body stays on the server unless the viewer may read suspended stories.
      if (suspendedView({ isSuspended: post.suspendedAt !== null }, await canViewSuspendedContent(ctx)) === 'suspended') {
        return { isLockedPreviewOnly: false, bodyModel: { paragraphs: [] } };
      }
      const full = withBody(post) ? post : await ctx.loaders.postById.load(post.id);
      const body = full?.body ?? [];
      const readsAll = canReadFullPost(post, await readerAccess(ctx));
      return {
        isLockedPreviewOnly: !readsAll,
        bodyModel: { paragraphs: readsAll ? body : lockedPreview(body) },
      };
    },
  },
};
