// platform-reference §3 (editable account fields: name, username; sign-up errors "username taken, invalid or
// too long"): the rules a name and a username obey, on /get-started and wherever an account's are set. One
// place, so the form, the server and the generated usernames of new accounts agree. Issue 21: a reserved word
// (core/account/reserved-usernames.ts: every route literal of the route table and a few more) is refused too.
import { isReservedUsername } from '../account/reserved-usernames.ts';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const NAME_MAX = 50;

export const PROFILE_MESSAGES = {
  nameMissing: 'Please enter your name.',
  nameTooLong: `Names are at most ${NAME_MAX} characters.`,
  usernameMissing: 'Please choose a username.',
  usernameTooShort: `Usernames are at least ${USERNAME_MIN} characters.`,
  usernameTooLong: `Usernames are at most ${USERNAME_MAX} characters.`,
  usernameInvalid: 'Usernames use only letters, numbers and underscores, and start with a letter or a number.',
  usernameTaken: 'That username is taken. Try another.',
  usernameReserved: 'That username is reserved. Try another.',
  saved: 'Your name and username are saved.',
} as const;

export type FieldCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * A username as typed: spaces around it and a leading '@' are dropped and letters lowered (usernames are
 * unique without regard to case); then 3 to 30 of a-z, 0-9 and '_', starting with a letter or a digit.
 */
export function validateUsername(raw: string): FieldCheck {
  const value = raw.trim().replace(/^@/, '').toLowerCase();
  if (value === '') return { ok: false, message: PROFILE_MESSAGES.usernameMissing };
  if (!/^[a-z0-9_]+$/.test(value) || value.startsWith('_')) return { ok: false, message: PROFILE_MESSAGES.usernameInvalid };
  if (value.length < USERNAME_MIN) return { ok: false, message: PROFILE_MESSAGES.usernameTooShort };
  if (value.length > USERNAME_MAX) return { ok: false, message: PROFILE_MESSAGES.usernameTooLong };
  if (isReservedUsername(value)) return { ok: false, message: PROFILE_MESSAGES.usernameReserved };
  return { ok: true, value };
}

/** A display name: trimmed, inner runs of spaces made one, 1 to 50 characters, no control characters. */
export function validateDisplayName(raw: string): FieldCheck {
  const value = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().replace(/\s+/g, ' ');
  if (value === '') return { ok: false, message: PROFILE_MESSAGES.nameMissing };
  if ([...value].length > NAME_MAX) return { ok: false, message: PROFILE_MESSAGES.nameTooLong };
  return { ok: true, value };
}

export type ProfileErrors = { name?: string; username?: string };

/** Both fields at once: the values to store, or a message per refused field. */
export function validateProfile(input: { name: string; username: string }): { ok: true; name: string; username: string } | { ok: false; errors: ProfileErrors } {
  const name = validateDisplayName(input.name);
  const username = validateUsername(input.username);
  if (name.ok && username.ok) return { ok: true, name: name.value, username: username.value };
  const errors: ProfileErrors = {};
  if (!name.ok) errors.name = name.message;
  if (!username.ok) errors.username = username.message;
  return { ok: false, errors };
}

/**
 * A new account's first username, from its name (or its e-mail's local part): accents dropped, other runs of
 * characters made '_', at most 20 characters (room for a numeric suffix when taken), 'reader_' in front of a
 * base too short. Always passes validateUsername, with a suffix of up to 9 more characters too.
 */
export function usernameBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 20)
    .replace(/_+$/, '');
  return base.length >= USERNAME_MIN && !isReservedUsername(base) ? base : `reader_${base}`.slice(0, 20).replace(/_+$/, '');
}
