// reader-experience §4 'Alternate-user banner' (signed out, asks to sign in with the member account; signed in to a
// different account, offers 'Switch account'), §3 'Alternate-user banner data: userId, redactedEmailAddress', and the
// ALTERNATE_USER toast style. Quire raises it on a page that needs the member account — a member-only story whose
// preview the reader is stopped at — when this browser knows a member account: one of its other signed-in accounts
// (core/auth/account-switching.ts: switching needs no sign-in), or, signed out, the member account that last signed
// out here (a signed cookie naming it). The banner is a toast (NEXTPAGE: it is about the page being read).
import type { ToastInput } from '../toasts/toast-queue.machine.ts';
import { ACCOUNT_SWITCHING_COPY } from './account-switching.ts';

/** An account this browser knows besides the active one, as the store answers for it. */
export type KnownAccount = { userId: string; username: string; redactedEmailAddress: string; isMember: boolean };

export type AlternateUserInput = {
  /** The page stops at a member-only preview (the story's meter state is paywalled). */
  pageNeedsMembership: boolean;
  /** The active account, or null when signed out. */
  viewer: { id: string; isMember: boolean } | null;
  /** The browser's other signed-in accounts (the quire_accounts cookie, live sessions only), in its order. */
  others: readonly KnownAccount[];
  /** The account that last signed out on this browser, if the browser still names it. */
  remembered: KnownAccount | null;
};

/** §3's banner data, with what the banner offers. */
export type AlternateUserBanner =
  | { kind: 'SIGN_IN'; userId: string; redactedEmailAddress: string }
  | { kind: 'SWITCH_ACCOUNT'; userId: string; username: string; redactedEmailAddress: string };

/**
 * The banner for this page and browser, or null. Never for a page anyone may read, never to a member (they read
 * already), never naming the active account itself or an account that is not a member.
 */
export function alternateUserBanner(input: AlternateUserInput): AlternateUserBanner | null {
  if (!input.pageNeedsMembership || input.viewer?.isMember) return null;
  const viewerId = input.viewer?.id ?? null;
  const member = (a: KnownAccount | null | undefined): a is KnownAccount => !!a && a.isMember && a.userId !== viewerId;
  const listed = input.others.find(member);
  if (input.viewer) return listed ? { kind: 'SWITCH_ACCOUNT', userId: listed.userId, username: listed.username, redactedEmailAddress: listed.redactedEmailAddress } : null;
  const known = member(input.remembered) ? input.remembered : listed;
  return known ? { kind: 'SIGN_IN', userId: known.userId, redactedEmailAddress: known.redactedEmailAddress } : null;
}

/** The banner's words ('Switch account' is the spec's; the rest are Quire's). */
export const ALTERNATE_USER_COPY = {
  switchAccount: ACCOUNT_SWITCHING_COPY.switchAccount,
  signIn: 'Sign in',
  switchMessage: (productName: string, email: string) => `This story is for ${productName} members. Your member account, ${email}, is signed in on this browser too.`,
  signInMessage: (productName: string, email: string) => `This story is for ${productName} members. Sign in with your member account, ${email}, to read it.`,
} as const;

export const ALTERNATE_USER_TOAST_ID = 'alternate-user';

/**
 * The toast for a banner. `path` is the page's own (the reader comes back to it); `xsrf` the active session's, which
 * switching carries as sign-out does (adapters/server/handlers/account-switching.routes.ts).
 */
export function alternateUserToast(banner: AlternateUserBanner, productName: string, path: string, xsrf: string | null): ToastInput {
  const back = encodeURIComponent(path);
  if (banner.kind === 'SWITCH_ACCOUNT') {
    return {
      id: ALTERNATE_USER_TOAST_ID,
      message: ALTERNATE_USER_COPY.switchMessage(productName, banner.redactedEmailAddress),
      style: 'ALTERNATE_USER',
      action: { kind: 'link', label: ALTERNATE_USER_COPY.switchAccount, href: `/m/account/switch?to=${encodeURIComponent(banner.username)}&xsrf=${encodeURIComponent(xsrf ?? '')}&redirect=${back}` },
      extraParams: { testId: 'alternate-user-toast' },
    };
  }
  return {
    id: ALTERNATE_USER_TOAST_ID,
    message: ALTERNATE_USER_COPY.signInMessage(productName, banner.redactedEmailAddress),
    style: 'ALTERNATE_USER',
    action: { kind: 'link', label: ALTERNATE_USER_COPY.signIn, href: `/m/signin?operation=login&redirect=${back}` },
    extraParams: { testId: 'alternate-user-toast' },
  };
}
