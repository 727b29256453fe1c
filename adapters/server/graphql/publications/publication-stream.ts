// publicationPostFeed: a publication's stream, read by Publication.posts and by its homepage's LATEST section.
import type { FeedPosition } from '../../../../core/feed/paging.ts';
import type { GraphQLContext } from '../context.ts';
import { feedOfRows, type PostFeedPage } from '../shared/feed-page.ts';

/** A page of the publication's stream (publicationPostFeed), newest first, without the viewer's muted writers. */
export async function publicationStream(ctx: GraphQLContext, publicationId: string, limit: number, after: FeedPosition | null): Promise<PostFeedPage> {
  const rows = await ctx.repos.publicationHomepage.streamPage(publicationId, limit + 1, after, ctx.viewerId);
  return feedOfRows(rows, limit, (id) => `publication:${publicationId}:${id}`);
}
