// Issue 18: the words of Home's tabs, the card's 'Show more / Show less like this', its toasts, Refine
// recommendations and Recommended from {product}. The spec names the actions (platform-reference §3 signal
// actions) but not their wording; these are ours, kept in one place for the pages and the tests.
import { recommendedHeading } from '../stories/story-end.ts';
import type { StoredSignalAction } from './for-you-score.ts';

export const RECOMMENDATIONS_COPY = {
  /** A signed-in reader's Home heading (signed out it stays 'Latest stories': that feed is newest first). */
  homeHeading: 'Home',
  tabsLabel: 'Home feeds',
  forYou: 'For you',
  following: 'Following',
  followingEmpty: 'Stories from the writers and publications you follow show here.',
  topicEmpty: 'No stories in this topic yet.',
  cardMenuLabel: (title: string) => `More about ${title}`,
  action: { SHOW_MORE: 'Show more like this', SHOW_LESS: 'Show less like this' } satisfies Record<StoredSignalAction, string>,
  toast: {
    SHOW_MORE: "Got it. You'll see more stories like this.",
    SHOW_LESS: "Got it. You'll see fewer stories like this.",
  } satisfies Record<StoredSignalAction, string>,
  undo: 'Undo',
  failed: 'That did not work. Try again.',
  refineHeading: 'Refine recommendations',
  refineIntro: 'What you told us about stories on your Home. Undo any of it to let For you forget it.',
  refineEmpty: "You haven't asked to see more or less of anything yet. Use a story card's menu on Home.",
  given: { SHOW_MORE: 'You asked for more like this', SHOW_LESS: 'You asked for less like this' } satisfies Record<StoredSignalAction, string>,
  clear: 'Undo',
  clearLabel: (title: string) => `Undo your choice on ${title}`,
  cleared: (title: string) => `Your Home no longer counts your choice on ${title}.`,
  /** The story end's section heading: one wording, kept with the story end's others. */
  recommendedHeading,
} as const;
