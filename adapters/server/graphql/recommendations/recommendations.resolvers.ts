// Issue 18: For you (webRecommendedFeed for a signed-in reader), Home's topic tabs, the readers' signals, Refine
// recommendations and Recommended from {product}. The store gathers candidates and the reader's taste; core
// (core/recommendations/for-you-score.ts) scores, orders and pages them.
import { parsePaging } from '../../../../core/feed/paging.ts';
import { INPUT_BOUNDS } from '../../../../core/graphql/input-bounds.ts';
import type { CandidateLimits } from '../../../../core/ports/recommendations-repository.port.ts';
import { decodeForYouCursor, forYouPage, mergeCandidates, NO_TASTE, recommendedAfter, type Candidate, type ReaderTaste } from '../../../../core/recommendations/for-you-score.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { badInput, bounded, notFound } from '../shared/errors.ts';
import { feedPage, type PostFeedPage } from '../shared/feed-page.ts';
import { signedIn } from '../shared/session.ts';
import { millis } from '../shared/values.ts';

/** The candidates For you reads: the newest listed stories, and the newest few of each followed source. */
export const FOR_YOU_CANDIDATES: CandidateLimits = { newest: 150, perFollowed: 6 };

const now = (ctx: GraphQLContext): Date => (ctx.membership ? ctx.membership.now() : new Date());

/**
 * Issue 19: the candidates and the reader's taste in at most two statements — the newest stories, the same for
 * everyone (shared for seconds: edge-cache/shared-reads.ts), and the reader's taste with their followed sources'
 * stories in one — merged with the reader's mutes applied (core mergeCandidates).
 */
async function forYouInputs(ctx: GraphQLContext, viewerId: string | null): Promise<{ candidates: Candidate[]; taste: ReaderTaste }> {
  const [newest, reader] = await Promise.all([
    ctx.repos.recommendations.newestCandidates(FOR_YOU_CANDIDATES.newest),
    viewerId ? ctx.repos.recommendations.readerInputs(viewerId, FOR_YOU_CANDIDATES.perFollowed) : Promise.resolve({ taste: NO_TASTE, followed: [] }),
  ]);
  return { candidates: mergeCandidates(newest, reader.followed, reader.taste), taste: reader.taste };
}

/** For you: one page of the signed-in reader's ranked stories. */
export async function forYouFeed(ctx: GraphQLContext, viewerId: string, paging: { limit?: number | null; to?: string | null } | null | undefined): Promise<PostFeedPage> {
  const limit = parsePaging({ limit: paging?.limit });
  if (!limit.ok) throw badInput(limit.message);
  const to = paging?.to ?? '';
  const cursor = to === '' ? null : decodeForYouCursor(to);
  if (to !== '' && cursor === null) throw badInput('The paging cursor is not one this feed gave out.');
  const { candidates, taste } = await forYouInputs(ctx, viewerId);
  const page = forYouPage(candidates, taste, { now: now(ctx), limit: limit.limit, cursor });
  // Only the page's stories load in full (a story gone since the candidates were read drops out).
  const posts = await ctx.repos.recommendations.summaries(page.items.map((c) => c.id));
  return {
    items: posts.map((post) => ({ feedId: `for-you:${post.id}`, post })),
    pagingInfo: { next: page.next ? { limit: limit.limit, to: page.next } : null },
  };
}

const slugOf = (slug: string) => slug.trim().toLowerCase();

export const recommendationsResolvers: Resolvers = {
  Query: {
    async personalisedTagFeed(_, args, ctx) {
      const slug = slugOf(args.tagSlug);
      const topic = await ctx.repos.topics.topicBySlug(slug);
      const hidden = ctx.viewerId ? new Set((await ctx.repos.recommendations.signals(ctx.viewerId, 500)).filter((s) => s.action === 'SHOW_LESS').map((s) => s.postId)) : new Set<string>();
      return feedPage(args.paging, (id) => `topic-tab:${slug}:${id}`, async (limit, after) => {
        if (!topic) return [];
        // Stories the reader asked to see less of leave the tab; read one page's worth more so the page stays full.
        const rows = await ctx.repos.posts.postsByTopic(topic.id, limit + hidden.size, after, ctx.viewerId);
        return rows.filter((r) => !hidden.has(r.id)).slice(0, limit);
      });
    },
    async recommendedStories(_, args, ctx) {
      const limit = bounded(args.limit, INPUT_BOUNDS.recommendedStories);
      // Through the request's loader: the story page's other operations read the same story (issue 19).
      const story = await ctx.loaders.postById.load(args.postId);
      if (!story) return [];
      const { candidates, taste } = await forYouInputs(ctx, ctx.viewerId);
      return ctx.repos.recommendations.summaries(recommendedAfter(candidates, taste, story, { now: now(ctx), limit }).map((c) => c.id));
    },
  },
  Mutation: {
    async setRecommendationSignal(_, args, ctx) {
      const { viewerId } = signedIn(ctx);
      const [post] = await ctx.repos.posts.postsByIds([args.postId]);
      if (args.action === 'CLEAR_SIGNAL') {
        if (!post) throw notFound('There is no such story.');
        await ctx.repos.recommendations.clearSignal(viewerId, post.id);
        return { post, action: null };
      }
      // The store checks the story is listed in the same statement that records the signal.
      if (!post || !(await ctx.repos.recommendations.setSignal(viewerId, post.id, args.action, now(ctx)))) throw notFound('There is no such story.');
      return { post, action: args.action };
    },
  },
  Viewer: {
    async recommendationSignals(user, args, ctx) {
      const first = bounded(args.first, INPUT_BOUNDS.recommendationSignals);
      // The viewer's own signals only (Viewer is the signed-in reader).
      const viewerId = ctx.viewerId;
      if (!viewerId || viewerId !== user.id) return [];
      const signals = await ctx.repos.recommendations.signals(viewerId, first);
      const posts = new Map((await ctx.repos.posts.postsByIds(signals.map((s) => s.postId))).map((p) => [p.id, p]));
      return signals.flatMap((s) => {
        const post = posts.get(s.postId);
        return post ? [{ action: s.action, givenAt: millis(s.createdAt)!, post }] : [];
      });
    },
  },
};
