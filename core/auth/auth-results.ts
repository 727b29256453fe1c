// platform-reference §7.4 and §8: the result unions of the sign-in calls, as the server answers them and
// the modal reads them.
export type SendAuthEmailResult =
  | { __typename: 'SusiMethod'; value: string }
  | { __typename: 'BadRequest'; message: string }
  | { __typename: 'FailedChallenge'; message: string }
  /** A login for an address with no account (issue 18): the modal's UNRECOGNIZED_EMAIL step; nothing was sent. */
  | { __typename: 'NotFound'; message: string }
  /** Too many e-mails asked for (core/auth/sign-in-limits.ts): the same answer for every address. */
  | { __typename: 'RateLimited'; message: string };

export type VerifyLoginCodeResult =
  | { __typename: 'Token'; value: string }
  | { __typename: 'BadRequest'; message: string }
  | { __typename: 'NotFound'; message: string }
  | { __typename: 'RateLimited'; message: string }
  | { __typename: 'TooManyRequests'; message: string };

export type PasswordLoginResult =
  | { __typename: 'Token'; value: string }
  /** The password was right and the account asks for its second factor: send the code with this challenge. */
  | { __typename: 'TwoFactorRequired'; challenge: string }
  | { __typename: 'AuthError'; errorType: string; failCount: number; lockedOutUntil: number | null; message: string };

/** The e-mail types of sendAcctAuthEmail (platform-reference §3 magic-link types). */
export type AuthEmailType = 'DEFAULT_MAGIC_LINK' | 'LOGIN_CODE';

/** Where the reader lands after a Token: the auth callback with the token, state "medium" and the operation. */
export const AUTH_CALLBACK_STATE = 'medium' as const;

/** platform-reference §8 sendAcctAuthEmail NotFound: the title the modal shows (it clears the e-mail). */
export const UNRECOGNIZED_EMAIL_MESSAGE = "Sorry, we didn't recognize that email.";

/** One message for every address, known or not: nobody learns from it who has an account. */
export const CODE_SENT_MESSAGE = 'Check your inbox.';
export const INVALID_CODE_MESSAGE = 'Invalid code.';
export const CODE_EXPIRED_MESSAGE = 'That code has expired or was already used. Ask for a new one.';
