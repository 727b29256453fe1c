// Issue 23 (stats), platform-reference §2.1 /p/{postId}/info and /p/{postId}/info/{order}/{filter} (the spec lists
// the routes without their values; designed here): a story's stats reached from the story itself — the same figures
// as /me/stats/post/{postId}, for the same people — with its per-day table in an `order` (newest or oldest day
// first) and a `filter` of the days (all of them, or only the days with views, reads, claps, responses or
// highlights). Any other value is not found. /p/{postId}/info is newest first, all days.
export const POST_INFO_ORDERS = ['newest', 'oldest'] as const;
export type PostInfoOrder = (typeof POST_INFO_ORDERS)[number];

export const POST_INFO_FILTERS = ['all', 'views', 'reads', 'claps', 'responses', 'highlights'] as const;
export type PostInfoFilter = (typeof POST_INFO_FILTERS)[number];

export const POST_INFO_ORDER_LABELS: Record<PostInfoOrder, string> = { newest: 'Newest first', oldest: 'Oldest first' };

export const POST_INFO_FILTER_LABELS: Record<PostInfoFilter, string> = {
  all: 'All days',
  views: 'Days with views',
  reads: 'Days with reads',
  claps: 'Days with claps',
  responses: 'Days with responses',
  highlights: 'Days with highlights',
};

export type PostInfoView = { order: PostInfoOrder; filter: PostInfoFilter };

export const DEFAULT_POST_INFO: PostInfoView = { order: 'newest', filter: 'all' };

/** The view an address asks for: both parts absent (/p/{postId}/info) is the default; an unknown value is null. */
export function parsePostInfo(order: string | null | undefined, filter: string | null | undefined): PostInfoView | null {
  if ((order === undefined || order === null) && (filter === undefined || filter === null)) return DEFAULT_POST_INFO;
  if (!(POST_INFO_ORDERS as readonly string[]).includes(order ?? '')) return null;
  if (!(POST_INFO_FILTERS as readonly string[]).includes(filter ?? '')) return null;
  return { order: order as PostInfoOrder, filter: filter as PostInfoFilter };
}

type FigureRow = { bucket: string } & Record<Exclude<PostInfoFilter, 'all'>, number>;

/**
 * The table's rows: the series' buckets kept by the filter (all, or those whose figure is above zero), newest or
 * oldest first. Nothing is added, changed or repeated: the rows are a subset of the series in one of its two orders.
 */
export function arrangePostInfo<R extends FigureRow>(series: readonly R[], view: PostInfoView): R[] {
  const kept = view.filter === 'all' ? [...series] : series.filter((p) => p[view.filter as Exclude<PostInfoFilter, 'all'>] > 0);
  kept.sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
  return view.order === 'newest' ? kept.reverse() : kept;
}
