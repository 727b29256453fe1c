// Limits on the sign-in calls that judge no secret: the sign-in e-mails (so nobody can flood a mailbox
// through Quire) and the address look-up (so nobody can harvest who has an account). Each has its own
// count in the shared rate limiter (core/limits/rate-limit.ts) and never touches a sign-in lockout: a
// look-up or an e-mail request can neither spend nor lock a network's sign-in attempts.
import { HOUR_MS } from './lockout.policy.ts';
import type { RateLimit } from '../limits/rate-limit.ts';

/** Sign-in and sign-up e-mails to one address, known or not: the same limit and the same answer for both. */
export const MAILS_PER_ADDRESS: RateLimit = { name: 'sign-in-mail/address', max: 5, windowMs: HOUR_MS };

/** Sign-in and sign-up e-mails asked for from one network, whatever the addresses. */
export const MAILS_PER_NETWORK: RateLimit = { name: 'sign-in-mail/network', max: 30, windowMs: HOUR_MS };

/** emailAvailability look-ups from one network. */
export const LOOKUPS_PER_NETWORK: RateLimit = { name: 'email-lookup/network', max: 60, windowMs: HOUR_MS };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const minutes = (retryAfterSeconds: number) => plural(Math.max(1, Math.ceil(retryAfterSeconds / 60)), 'minute');

/** The answer over either e-mail limit; it says nothing about whether the address has an account. */
export const tooManyMailsMessage = (retryAfterSeconds: number): string =>
  `Too many sign-in e-mails were asked for. Please wait ${minutes(retryAfterSeconds)} before asking for another.`;

export const tooManyLookupsMessage = (retryAfterSeconds: number): string =>
  `Too many address checks from this network. Please try again in ${minutes(retryAfterSeconds)}.`;
