// A PostFeed (feed/feed.graphql.ts) as every story list answers it: paging parsed by core's rules (a bad
// limit or cursor is BAD_USER_INPUT), one row more than the page asked so the next cursor is known, and each
// item's feedId made of the list's own prefix and the story's id.
import type { PostSummary } from '../../../../core/content/entities.ts';
import { pageOf, parsePaging, type FeedPosition, type PagingInput } from '../../../../core/feed/paging.ts';
import { badInput } from './errors.ts';

export type PostFeedPage = {
  items: { feedId: string; post: PostSummary }[];
  pagingInfo: { next: { limit: number; to: string } | null };
};

export type FeedRows = (PostSummary & FeedPosition)[];

/** The paging a feed was asked for; refused with the rule's own message. */
export function pagingOf(input: PagingInput | null | undefined): { limit: number; after: FeedPosition | null } {
  const paging = parsePaging(input);
  if (!paging.ok) throw badInput(paging.message);
  return { limit: paging.limit, after: paging.after };
}

/** A page of `limit` stories from `rows` (fetched with one more than `limit`), with the next page's cursor. */
export function feedOfRows(rows: FeedRows, limit: number, feedId: (postId: string) => string): PostFeedPage {
  const page = pageOf(rows, limit);
  return {
    items: page.items.map((post) => ({ feedId: feedId(post.id), post })),
    pagingInfo: { next: page.next ? { limit, to: page.next } : null },
  };
}

/** One page of a feed paged like webRecommendedFeed: `load` is asked for one more story than the page shows. */
export async function feedPage(
  input: PagingInput | null | undefined,
  feedId: (postId: string) => string,
  load: (limit: number, after: FeedPosition | null) => Promise<FeedRows>,
): Promise<PostFeedPage> {
  const paging = pagingOf(input);
  return feedOfRows(await load(paging.limit + 1, paging.after), paging.limit, feedId);
}

/** A list that comes as one page (staff picks, a homepage section): no next page. */
export function singlePageFeed(posts: readonly PostSummary[], feedId: (postId: string) => string): PostFeedPage {
  return { items: posts.map((post) => ({ feedId: feedId(post.id), post })), pagingInfo: { next: null } };
}
