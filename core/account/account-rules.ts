// Issue 21 (reader-experience §2.2 Settings → Account; platform-reference §3 editable account fields: avatar image
// id, bio, email, name, username, tipping link; the sign-up and login error enums): the rules the Account tab's
// fields obey and the sentences it shows. The server and the form read the same checks.
import { INVALID_EMAIL, validateEmail } from '../auth/validation.ts';

export const BIO_MAX = 160;
export const PRONOUNS_MAX = 4;
export const PRONOUN_MAX_LENGTH = 20;
export const TIPPING_LINK_MAX = 300;
/** An e-mail change's confirmation link holds this long (a new one can be asked for: 'Resend email'). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** An old username redirects to the new one this long (issue 21: "for a year"). */
export const USERNAME_REDIRECT_MS = 365 * 24 * 60 * 60 * 1000;
/** A finished export can be downloaded this long, then it is removed. */
export const EXPORT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * platform-reference §3 "Sign-up and login error enums": email taken, username taken, invalid or too long, password
 * too short or too long, non-member, account taken, already connected, invalid domain. The spec gives the values,
 * not the wording: the messages are ours, and every flow that meets one of them shows this text.
 */
export const ACCOUNT_ERRORS = {
  EMAIL_TAKEN: 'That email address is already used by another account.',
  USERNAME_TAKEN: 'That username is taken. Try another.',
  USERNAME_INVALID: 'Usernames use only letters, numbers and underscores, and start with a letter or a number.',
  USERNAME_TOO_LONG: 'Usernames are at most 30 characters.',
  PASSWORD_TOO_SHORT: 'Passwords are at least 8 characters.',
  PASSWORD_TOO_LONG: 'Passwords are at most 64 characters.',
  NON_MEMBER: 'This is for members only.',
  ACCOUNT_TAKEN: 'That account is already connected to another user.',
  ALREADY_CONNECTED: 'That account is already connected.',
  INVALID_DOMAIN: 'That domain is not valid.',
} as const;
export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS;

/** The Account tab's sentences (reader-experience §8 for the unverified e-mail toast; the rest are ours). */
export const ACCOUNT_MESSAGES = {
  verifyEmailToast: 'Verify your email to get full access to your account.',
  resendEmail: 'Resend email',
  verificationSent: (email: string) => `We sent a confirmation link to ${email}. Open it to use this address.`,
  emailSame: 'That is already your email address.',
  emailConfirmed: 'Your email address is changed.',
  emailLinkInvalid: 'That confirmation link is not valid any more. Ask for a new one from your settings.',
  noPendingEmail: 'There is no email address waiting for confirmation.',
  bioTooLong: `Bios are at most ${BIO_MAX} characters.`,
  pronounsTooMany: `Choose at most ${PRONOUNS_MAX} pronouns.`,
  pronounTooLong: `Each pronoun is at most ${PRONOUN_MAX_LENGTH} characters.`,
  tippingLinkInvalid: 'Enter a web address starting with http:// or https://.',
  tippingLinkTooLong: `Web addresses are at most ${TIPPING_LINK_MAX} characters.`,
  profileSaved: 'Your profile is saved.',
  usernameSaved: (username: string) => `Your username is now @${username}. Your old address leads to the new one for a year.`,
  usernameSame: 'That is already your username.',
  exportPending: 'Your export is already being made. We will email you when it is ready.',
  exportRequested: 'Your export is being made. We will email you a link when it is ready.',
  deleteConfirmMismatch: 'Type your username exactly to confirm.',
  leaveLastOwner: 'You are the only owner of this publication. Make another editor an owner before you leave.',
  leftPublication: (name: string) => `You left ${name}.`,
  notInPublication: 'You are not an editor or writer of this publication.',
} as const;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A new e-mail address: valid by platform-reference §5 (trimmed), stored lowered, and not the address the account
 * has now. Whether another account holds it is decided by the store in the write that confirms it.
 */
export function checkNewEmail(raw: string, current: string): Checked<string> {
  const valid = validateEmail(raw);
  if (!valid.ok) return { ok: false, message: INVALID_EMAIL };
  const email = valid.email.toLowerCase();
  if (email === current.trim().toLowerCase()) return { ok: false, message: ACCOUNT_MESSAGES.emailSame };
  return { ok: true, value: email };
}

/** A bio: control characters but newlines dropped, trimmed, at most BIO_MAX characters; empty clears it. */
export function checkBio(raw: string): Checked<string> {
  const value = raw.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').replace(/\r\n?/g, '\n').trim();
  if ([...value].length > BIO_MAX) return { ok: false, message: ACCOUNT_MESSAGES.bioTooLong };
  return { ok: true, value };
}

/** Pronouns: up to four short words or phrases ('she/her'), each trimmed; blanks and repeats dropped. */
export function checkPronouns(raw: readonly string[]): Checked<string[]> {
  const seen = new Set<string>();
  const value: string[] = [];
  for (const entry of raw) {
    const one = entry.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().replace(/\s+/g, ' ');
    if (one === '' || seen.has(one.toLowerCase())) continue;
    if ([...one].length > PRONOUN_MAX_LENGTH) return { ok: false, message: ACCOUNT_MESSAGES.pronounTooLong };
    seen.add(one.toLowerCase());
    value.push(one);
  }
  if (value.length > PRONOUNS_MAX) return { ok: false, message: ACCOUNT_MESSAGES.pronounsTooMany };
  return { ok: true, value };
}

/** A tipping link: empty clears it; otherwise an absolute http(s) address with a host, no credentials. */
export function checkTippingLink(raw: string): Checked<string | null> {
  const value = raw.trim();
  if (value === '') return { ok: true, value: null };
  if (value.length > TIPPING_LINK_MAX) return { ok: false, message: ACCOUNT_MESSAGES.tippingLinkTooLong };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: ACCOUNT_MESSAGES.tippingLinkInvalid };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '' || url.username !== '' || url.password !== '') {
    return { ok: false, message: ACCOUNT_MESSAGES.tippingLinkInvalid };
  }
  return { ok: true, value: url.href };
}

/** Deleting an account is confirmed by typing its username (any case, a leading '@' allowed). */
export const deleteConfirmed = (typed: string, username: string): boolean => typed.trim().replace(/^@/, '').toLowerCase() === username.toLowerCase();

/** What happens to a deleted account's stories: removed with it, or kept under an anonymous author. */
export type DeletedStories = 'REMOVE' | 'ANONYMISE';

/** The anonymous author that kept stories of deleted accounts are moved to (its profile is not found). */
export const DELETED_AUTHOR = { id: 'deleted-account', username: 'deleted_account', name: 'Deleted account' } as const;

/** Whether an old username's redirect still holds at `now`. */
export const usernameRedirectHolds = (changedAt: Date, now: Date): boolean => now.getTime() - changedAt.getTime() < USERNAME_REDIRECT_MS;

/** Whether an e-mail change asked at `requestedAt` may still be confirmed at `now`. */
export const emailChangeHolds = (requestedAt: Date, now: Date): boolean => now.getTime() - requestedAt.getTime() < EMAIL_CHANGE_TTL_MS;

/**
 * Whether one of a publication's staff may leave: anyone but its last owner (a publication always keeps an owner).
 */
export function mayLeavePublication(role: 'OWNER' | 'EDITOR' | 'WRITER', owners: number): Checked<true> {
  if (role === 'OWNER' && owners <= 1) return { ok: false, message: ACCOUNT_MESSAGES.leaveLastOwner };
  return { ok: true, value: true };
}
