// The paywall under a locked story's preview and the author's note on their own locked story,
// apart from the rest of the membership copy so that the story page carries only these.

/** §6 "Story author" of a locked post. */
export const lockedStoryAuthorNote = (productName: string): string =>
  `This story is only viewable by ${productName} Members. It is behind the paywall and is eligible to earn money.`;

/** The paywall under a locked story's preview (Quire's wording; §6 gives only the upsell sentence). */
export const paywallTitle = (productName: string): string => `The author made this story available to ${productName} members only.`;
export const PAYWALL_CTA = 'Become a member';
export const PAYWALL_SIGN_IN = 'Already a member? Sign in';

/**
 * §9: the paywall's prompt reads differently when fewer than 3 stories were read this month (Quire's
 * wording for both): a new reader hears what membership opens; a regular one, how much they read.
 */
export const paywallPrompt = (variant: 'fewPostsRead' | 'default', monthReads: number, productName: string): string =>
  variant === 'fewPostsRead'
    ? `Members read every story on ${productName}, and their membership goes to the writers they read.`
    : `You have read ${monthReads} stories on ${productName} this month. Membership opens every one, and supports the writers behind them.`;
