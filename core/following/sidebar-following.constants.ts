// reader-experience §8 (sidebar following list failure), §9 (10 entities, 5 skeleton rows): the sidebar
// Following section's sizes and words, apart from its model so the page's first paint (the skeleton, and
// the failure line should the list's code not arrive) needs only these.
export const SIDEBAR_FOLLOWING_LIMIT = 10;
export const SIDEBAR_SKELETON_ROWS = 5;

export const SIDEBAR_FOLLOWING_COPY = {
  loadFailed: 'Something went wrong when trying to load your following list.',
  retry: 'Try again',
  empty: 'Discover more writers and publications to follow',
  suggestions: 'See suggestions',
} as const;
