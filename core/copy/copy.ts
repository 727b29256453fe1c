// Every user-visible string the spec gives, in one place, with the product name substituted
// (reader-experience §2.9, §8; platform-reference §2.6, §8).
export const DEFAULT_PRODUCT_NAME = 'Quire';

export const startupErrors = {
  preloadedState: 'Expected window.__PRELOADED_STATE__ to exist.',
  graphqlUri: 'Expected window.__GRAPHQL_URI__ to exist.',
  apolloState: 'Expected window.__APOLLO_STATE__ to exist.',
} as const;

/** reader-experience §8: following. */
export const FOLLOW_FAILURE_MESSAGE = "Sorry, that didn't work. Click Follow on the page below to try again.";
/** reader-experience §8 'You cannot follow yourself on the product', with the product name; no full stop, as spelt. */
/** Not given by the spec (§8 words only the follow failure): the same apology without the Follow hint. */
export const MUTE_FAILURE_MESSAGE = "Sorry, that didn't work. Please try again.";
export const selfFollowMessage = (productName: string): string => `You cannot follow yourself on ${productName}`;

export function copyFor(productName: string) {
  return {
    productName,
    notFound: {
      label: 'PAGE NOT FOUND',
      code: '404',
      headline: 'Out of nothing, something.',
      body: `You can find (just about) anything on ${productName} — apparently even a page that doesn’t exist. Maybe these stories will take you somewhere new.`,
      home: 'Home',
      staffPicks: 'Staff picks',
    },
    serverError: {
      code: '500',
      headline: 'Apologies, but something went wrong on our end.',
      suggestions: [
        'Refresh the page',
        `Check ${productName} status`,
        'Or head to our homepage to find something interesting to read',
      ],
    },
    renderError: {
      title: 'Error',
      body: "We're sorry, but there was a problem displaying this page. Please reload and try again.",
    },
    memberOnly: 'Member-only story',
    feed: {
      heading: 'Latest stories',
      showMore: 'Show more',
      loadingMore: 'Loading…',
      loadFailed: 'Those stories did not load. Check your connection and try again.',
      end: 'You have reached the end.',
      empty: 'Nothing has been published yet.',
    },
    topicsHeading: 'Recommended topics',
  };
}

export type Copy = ReturnType<typeof copyFor>;

/** reader-experience §8 'Account suspended' (with a link to the reasons: the Rules). */
export const ACCOUNT_SUSPENDED_MESSAGE = 'Your account was found in violation of the Rules.';
/** reader-experience §8 'Post suspended' (with a link to the Rules) and 'Content under review'. */
export const POST_SUSPENDED_MESSAGE = 'This story was found in violation of the Rules.';
export const CONTENT_UNDER_REVIEW_MESSAGE = 'The following content is under review as a potential violation of our rules.';
