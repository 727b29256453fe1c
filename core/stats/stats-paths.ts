// Issue 23 (stats): the addresses of the stats pages reached from a story and from a newsletter (platform-reference
// §2.1 ShowPostInfo, ShowPostInfoFiltered, ShowPostReferrers, ShowNewsletterStats), built here rather than from the
// client's route table, which carries only the routes every page links to (core/routing/linked-routes.ts): these are
// linked from the stats and newsletter pages alone.
import type { PostInfoView } from './post-info.ts';

const seg = encodeURIComponent;

export const postInfoPath = (postId: string, view?: PostInfoView): string => (view ? `/p/${seg(postId)}/info/${view.order}/${view.filter}` : `/p/${seg(postId)}/info`);
export const postReferrersPath = (postId: string): string => `/p/${seg(postId)}/referrers`;
export const newsletterStatsPath = (newsletterId: string): string => `/newsletters/${seg(newsletterId)}/stats`;
