// reader-experience §8 ('Account suspended': 'Your account was found in violation of the Rules.' with a link to
// the reasons; 'Unverified e-mail': 'Verify your email to get full access to your account.' with a 'Resend email'
// action) and §4 (the toast styles 'user suspended' and 'verify email'); platform-reference §6 (the suspended
// toast is persistent). The toasts a signed-in account's state raises on every page it opens, in the order they
// queue: the suspension first (it says why the rest may not work), then the address waiting for its link.
import { ACCOUNT_SUSPENDED_MESSAGE } from '../copy/copy.ts';
import type { ToastInput } from '../toasts/toast-queue.machine.ts';
import { ACCOUNT_MESSAGES } from './account-rules.ts';

export type AccountState = {
  /** Staff suspended the account (users.suspended_at). */
  suspended: boolean;
  /** A new address waits for its confirmation link (the viewer's unverifiedEmail). */
  emailUnverified: boolean;
};

export const ACCOUNT_STATE_TOAST_IDS = { suspended: 'account-suspended', verifyEmail: 'verify-email' } as const;

/** 'Read the Rules': the link to the reasons the suspended toast carries. */
export const RULES_LINK_LABEL = 'Read the Rules';

/**
 * The toasts for an account in this state. `rulesHref` is where the installation's Rules live (null when it
 * has none: the toast then carries no link rather than a dead one). Durations come from the styles: the
 * suspended toast stays (FOREVER), the verify toast until the next page, which raises it again.
 */
export function accountStateToasts(state: AccountState, rulesHref: string | null): ToastInput[] {
  const toasts: ToastInput[] = [];
  if (state.suspended) {
    const toast: ToastInput = {
      id: ACCOUNT_STATE_TOAST_IDS.suspended,
      message: ACCOUNT_SUSPENDED_MESSAGE,
      style: 'USER_SUSPENDED',
      extraParams: { testId: 'account-suspended-toast' },
    };
    if (rulesHref !== null) toast.action = { kind: 'link', label: RULES_LINK_LABEL, href: rulesHref };
    toasts.push(toast);
  }
  if (state.emailUnverified) {
    toasts.push({
      id: ACCOUNT_STATE_TOAST_IDS.verifyEmail,
      message: ACCOUNT_MESSAGES.verifyEmailToast,
      style: 'VERIFY_EMAIL',
      action: { kind: 'call', name: 'RESEND_VERIFICATION_EMAIL', label: ACCOUNT_MESSAGES.resendEmail },
      extraParams: { testId: 'verify-email-toast' },
    });
  }
  return toasts;
}
