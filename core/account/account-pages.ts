// Issue 21 account states as pages of their own (platform-reference §2.1 /not-available, /suspended — page
// not-available — and /unrecognized-account, both in the wordmark layout, §2.4): what each says. §8's 'Account
// suspended' sentence is the spec's; the rest are Quire's, since the spec names the pages but not their words.
import { ACCOUNT_SUSPENDED_MESSAGE } from '../copy/copy.ts';

export const NOT_AVAILABLE_COPY = {
  title: 'This page is not available.',
  body: (productName: string) =>
    `Its author may have removed it, ${productName} may have taken it down for breaking the Rules, or it may not be shown where you are.`,
  home: 'Go to the home page',
} as const;

/** /suspended: the spec's sentence for a suspended account, and what it means here; anyone else is told so. */
export const SUSPENDED_COPY = {
  title: ACCOUNT_SUSPENDED_MESSAGE,
  suspended: (productName: string) =>
    `${productName}'s staff suspended your account. You can still sign in and read; if you think this is a mistake, reply through the site's help page.`,
  notSuspended: 'Your account is not suspended.',
  signedOut: 'Sign in to see whether your account is suspended.',
  rules: 'Read the Rules',
} as const;

/** /unrecognized-account: a sign-in that matched no account (as the modal's 'Sorry, we didn't recognize that email.'). */
export const UNRECOGNIZED_ACCOUNT_COPY = {
  title: "Sorry, we didn't recognize that account.",
  body: (productName: string) => `No ${productName} account is connected to it. Sign in another way, or create an account.`,
  signIn: 'Sign in another way',
  signUp: 'Create an account',
} as const;

/** Which of the not-available page's two routes is asked for. */
export type AccountStatePage = 'not-available' | 'suspended' | 'unrecognized-account';
export function accountStatePageOf(routeName: string | null | undefined): AccountStatePage | null {
  if (routeName === 'ShowNotAvailable') return 'not-available';
  if (routeName === 'ShowSuspended') return 'suspended';
  if (routeName === 'ShowUnrecognizedAccount') return 'unrecognized-account';
  return null;
}
