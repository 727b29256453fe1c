// reader-experience §3 Viewer: the signed-in reader as the chrome needs them. The membership is the reader's
// active one; Quire has no partner program, book authors or federated accounts, so those fields stay false or
// null (adapters/postgres/users.repository.ts).
export type MembershipTier = 'MEMBER' | 'FRIEND';

export type Viewer = {
  id: string;
  username: string;
  name: string;
  imageId: string | null;
  /** 'a•••@example.com' */
  emailObfuscated: string;
  membership: { tier: MembershipTier; memberSince: string; isCancelled: boolean } | null;
  partnerProgramEnrolled: boolean;
  /** Publications the viewer owns or edits, most recently joined first. */
  adminCollections: { id: string; name: string; slug: string }[];
  isBookAuthor: boolean;
  /** The federated social account, when the viewer has one. */
  mastodonAccount: string | null;
  /** Issue 21 account states (core/account/account-state-toasts.ts): staff suspended the account. */
  suspended: boolean;
  /** A new e-mail address waits for its confirmation link: the verify-email toast shows on every page. */
  emailUnverified: boolean;
};

/** 'ada@example.com' → 'a••@example.com': enough to recognise, not enough to harvest. */
export function obfuscateEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  return `${local[0]}${'•'.repeat(Math.min(Math.max(local.length - 1, 2), 6))}${email.slice(at)}`;
}

/** reader-experience §5: a user id starting with 'lo_' denotes a logged-out user. */
export function isLoggedInUserId(id: string | null | undefined): boolean {
  return typeof id === 'string' && id !== '' && !id.startsWith('lo_');
}
