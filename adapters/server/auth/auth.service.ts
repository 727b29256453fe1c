// Sign-in on the server (platform-reference §7.4): e-mail codes and links, password sign-in with
// the lockout policy of core, and the auth callback that turns a one-time token into a session.
//
// - A code and a link go out together, expire in 10 minutes, are stored hashed and are bound to the
//   browser that asked (the hash of its xsrf token); each works once, however many redemptions race.
// - A login for an address with no account answers NotFound (platform-reference §8: the modal's
//   UNRECOGNIZED_EMAIL step, 'Sorry, we didn't recognize that email.'), sends nothing and makes nothing: a
//   mistyped address never becomes a second account. The spec tells the reader, so the answer does say
//   whether an address has an account; the e-mail limits below are consumed before the look-up, so that
//   answer costs the same and is rate limited like every other. A sign-up (register) answers alike for
//   known and unknown addresses: the known one is mailed that it already has an account.
// - A new account is sent into onboarding (/get-started) once: the callback that starts its first session
//   claims the account's flag (core/onboarding/onboarding.ts: the onboarding redirect target).
// - Every password, e-mail code and two-factor code is counted before it is judged, against the network
//   (the shared rate limiter) and then the account (under a row lock), one by one however the attempts
//   race, batch or alias: at most 6 judged per account between lockouts and 100 per network an hour.
// - Sign-in e-mails and address look-ups have limits of their own (core/auth/sign-in-limits.ts) and never
//   count toward, or cause, a sign-in lockout.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { alreadyRegisteredMail, LINK_LIFETIME_MINUTES, signInMail, signUpMail } from '../../../core/auth/auth-mail.ts';
import {
  CODE_EXPIRED_MESSAGE,
  INVALID_CODE_MESSAGE,
  UNRECOGNIZED_EMAIL_MESSAGE,
  type AuthEmailType,
  type PasswordLoginResult,
  type SendAuthEmailResult,
  type VerifyLoginCodeResult,
} from '../../../core/auth/auth-results.ts';
import {
  emailCodeLockKey,
  lockoutMessage,
  passwordLockKey,
  twoFactorLockKey,
  unknownAddressLockKey,
  type LockoutData,
} from '../../../core/auth/lockout.policy.ts';
import { safeRedirectPath } from '../../../core/auth/redirect.ts';
import { landingAfterSignIn } from '../../../core/onboarding/onboarding.ts';
import { LOOKUPS_PER_NETWORK, MAILS_PER_ADDRESS, MAILS_PER_NETWORK, tooManyLookupsMessage, tooManyMailsMessage } from '../../../core/auth/sign-in-limits.ts';
import { validateEmail, validateLoginCode } from '../../../core/auth/validation.ts';
import { classifySecondFactor } from '../../../core/security/recovery-codes.ts';
import { consume, type RateCounter } from '../../../core/limits/rate-limit.ts';
import type { Mailer } from '../../../core/ports/mailer.port.ts';
import type { AuthRepository } from '../../postgres/auth.repository.ts';
import { createAccounts } from './accounts.ts';
import { createAttemptLedger } from './attempt-ledger.ts';
import { createTwoFactorEnrolment, totpMatches } from './two-factor.ts';
import { verifyPassword } from './passwords.ts';

export const CODE_LIFETIME_MS = LINK_LIFETIME_MINUTES * 60_000;
export const CALLBACK_PATH = '/m/callback/email';
/** A token verifyLoginCode or a password earns is redeemed at once by the page that got it. */
export const CALLBACK_TOKEN_LIFETIME_MS = 2 * 60_000;
/** Time to open the authenticator app and type its code. */
export const TWO_FACTOR_CHALLENGE_LIFETIME_MS = 5 * 60_000;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const secret = () => randomBytes(32).toString('base64url');

/**
 * Who is asking: the browser (by the hash of its xsrf token) and the network it comes from; `origin` is the
 * configured public origin (QUIRE_PUBLIC_URL) that links are built from, never the request's Host.
 */
export type Requester = { browser: string; network: string; origin: string };

export type AuthServiceOptions = {
  repo: AuthRepository;
  /** The shared rate limiter's store (core/limits/rate-limit.ts). */
  limits: RateCounter;
  mailer: Mailer;
  productName: string;
  now: () => Date;
  /** Registration's challenge; resolves false for a failed one. Without a configured captcha, every value passes. */
  verifyCaptcha: (value: string | undefined) => Promise<boolean>;
  /** Issue 21: spends one of the account's recovery codes in place of an authenticator code (true once per code). */
  spendRecoveryCode?: (userId: string, normalizedCode: string, now: number) => Promise<boolean>;
};

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(options: AuthServiceOptions) {
  const { repo, mailer } = options;
  const { judgeAttempt, countNetworkAttempt, countNetworkFailure, reserveAccountAttempt, giveBackNetworkAttempt } = createAttemptLedger(repo, options.limits);
  const { accountFor } = createAccounts(repo);
  const enrolment = createTwoFactorEnrolment({ repo, productName: options.productName, now: options.now, judgeAttempt });

  const authError = (data: LockoutData, now: number) => ({ __typename: 'AuthError' as const, ...data, message: lockoutMessage(data, now) });

  return {
    ...enrolment,

    /** The account for a verified address: the existing one, or a new one (social sign-in). */
    accountFor,

    /** Where a reader who just signed in goes: a new account into onboarding, once; anyone else to `redirect`. */
    async landingFor(userId: string, redirect: string): Promise<string> {
      return landingAfterSignIn(redirect, await repo.claimOnboarding(userId));
    },

    /**
     * emailAvailability: free for a new account? Look-ups have their own hourly limit per network; they
     * never count toward, or cause, a sign-in lockout.
     */
    async emailAvailability(raw: string, requester: Requester): Promise<{ ok: true; available: boolean } | { ok: false; message: string }> {
      const now = options.now().getTime();
      const decision = await consume(options.limits, LOOKUPS_PER_NETWORK, requester.network, now);
      if (!decision.ok) return { ok: false, message: tooManyLookupsMessage(decision.retryAfterSeconds) };
      const valid = validateEmail(raw);
      if (!valid.ok) return { ok: true, available: false };
      return { ok: true, available: (await repo.userByEmail(valid.email)) === null };
    },

    /**
     * sendAcctAuthEmail: a code and a link by e-mail. Each e-mail is counted against the network and the
     * address before the address is looked up, so the limits and their answer are the same for known and
     * unknown addresses; then a login for an unknown address answers NotFound (UNRECOGNIZED_EMAIL).
     */
    async sendAuthEmail(
      input: { email: string; operation: 'login' | 'register'; redirect?: string | null; fullName?: string | null; captchaValue?: string | null; type: AuthEmailType },
      requester: Requester,
    ): Promise<SendAuthEmailResult> {
      const valid = validateEmail(input.email);
      if (!valid.ok) return { __typename: 'BadRequest', message: valid.message };
      if (input.operation === 'register' && !(await options.verifyCaptcha(input.captchaValue ?? undefined))) {
        return { __typename: 'FailedChallenge', message: 'reCAPTCHA verification failed.' };
      }
      const now = options.now();
      const email = valid.email.toLowerCase();
      for (const [limit, key] of [
        [MAILS_PER_NETWORK, requester.network],
        [MAILS_PER_ADDRESS, email],
      ] as const) {
        const decision = await consume(options.limits, limit, key, now.getTime());
        if (!decision.ok) return { __typename: 'RateLimited', message: tooManyMailsMessage(decision.retryAfterSeconds) };
      }
      const known = await repo.userByEmail(email);
      // Issue 18: a login for an unknown address reaches UNRECOGNIZED_EMAIL; no code, no mail, no account.
      if (!known && input.operation === 'login') return { __typename: 'NotFound', message: UNRECOGNIZED_EMAIL_MESSAGE };
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const link = secret();
      const id = secret();
      const fullName = input.fullName?.trim() || null;
      await repo.createCode({
        id,
        email,
        operation: known ? 'login' : 'register',
        fullName,
        redirect: safeRedirectPath(input.redirect),
        codeHash: sha256(`${id}:${code}`),
        linkHash: sha256(link),
        requesterHash: requester.browser,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
        purpose: 'email',
      });
      const message = { productName: options.productName, to: email, code, link: `${requester.origin}${CALLBACK_PATH}?token=${link}` };
      const mail = !known ? signUpMail(message) : input.operation === 'register' ? alreadyRegisteredMail(message) : signInMail(message);
      await mailer.send(mail);
      return { __typename: 'SusiMethod', value: input.type };
    },

    /** verifyLoginCode: the code this browser was sent, once; a Token for the auth callback. */
    async verifyLoginCode(input: { loginCode: string }, requester: Requester): Promise<VerifyLoginCodeResult> {
      const now = options.now().getTime();
      const valid = validateLoginCode(input.loginCode);
      if (!valid.ok) return { __typename: 'BadRequest', message: valid.message };
      // Counted before the pending code is even looked up: a guess at a code that is not there is a failure too.
      const refusedByNetwork = await countNetworkAttempt(requester.network, now);
      if (refusedByNetwork) return { __typename: 'RateLimited', message: lockoutMessage(refusedByNetwork, now) };
      const pending = await repo.latestCodeFor(requester.browser, new Date(now));
      if (!pending || pending.codeHash === '') {
        await countNetworkFailure(requester.network, now);
        return { __typename: 'NotFound', message: CODE_EXPIRED_MESSAGE };
      }
      const lockKey = emailCodeLockKey(pending.email);
      const reservation = await reserveAccountAttempt(lockKey, 'twoFactor', now);
      if (!reservation.allowed) {
        await giveBackNetworkAttempt(requester.network, now);
        return { __typename: 'TooManyRequests', message: TOO_MANY_ATTEMPTS };
      }
      const token = secret();
      if (await repo.spendCode(pending.id, sha256(`${pending.id}:${valid.code}`), sha256(token), new Date(now))) {
        await repo.clearLocks([lockKey]);
        await giveBackNetworkAttempt(requester.network, now);
        return { __typename: 'Token', value: token };
      }
      await countNetworkFailure(requester.network, now);
      // A guess that raced the right code: the code is spent now (and the account's count cleared), so the guess
      // is answered as the used code it met, not judged — however the requests interleave, at most the allowed
      // number of wrong codes are ever answered as wrong (security finding 1).
      if (await repo.codeSpent(pending.id)) return { __typename: 'NotFound', message: CODE_EXPIRED_MESSAGE };
      return reservation.failure.errorType === 'InvalidTwoFactorAuthCode'
        ? { __typename: 'BadRequest', message: INVALID_CODE_MESSAGE }
        : { __typename: 'TooManyRequests', message: TOO_MANY_ATTEMPTS };
    },

    /** Password sign-in, with the lockouts; an unknown address fails exactly as a wrong password does. */
    async passwordLogin(input: { email: string; password: string; redirect?: string | null }, requester: Requester): Promise<PasswordLoginResult> {
      const now = options.now().getTime();
      const email = input.email.trim().toLowerCase();
      const user = await repo.userByEmail(email);
      const lockKey = user ? passwordLockKey(user.id) : unknownAddressLockKey(email);
      // A missing account or password costs the same check (verifyPassword), and is always wrong.
      const judged = await judgeAttempt(requester.network, lockKey, 'password', now, async () => {
        const right = await verifyPassword(input.password, user?.passwordHash ?? null);
        return right && user !== null;
      });
      if (judged.outcome !== 'right') return authError(judged.error, now);
      const account = user!; // judged right only with an account
      // With two factors on, the right password earns a challenge, not yet a session.
      const twoFactor = account.totpEnabled && account.totpSecret !== null;
      // The same one-time token an e-mail code earns: one path from secret to session.
      const token = secret();
      await repo.createCode({
        id: secret(),
        email,
        operation: 'login',
        fullName: null,
        redirect: safeRedirectPath(input.redirect),
        codeHash: '',
        linkHash: sha256(token),
        requesterHash: requester.browser,
        createdAt: new Date(now),
        expiresAt: new Date(now + (twoFactor ? TWO_FACTOR_CHALLENGE_LIFETIME_MS : CALLBACK_TOKEN_LIFETIME_MS)),
        purpose: twoFactor ? 'two_factor' : 'callback',
      });
      return twoFactor ? { __typename: 'TwoFactorRequired', challenge: token } : { __typename: 'Token', value: token };
    },

    /**
     * Issue 21: social sign-in proves the provider's account, not the second factor. For an account with an
     * authenticator it earns a two-factor challenge (the same one a right password earns, answered on the
     * callback's form, /m/callback/two-factor) instead of a session; null when the account has none.
     */
    async twoFactorChallengeFor(email: string, redirect: string, requester: Requester): Promise<string | null> {
      const now = options.now().getTime();
      const address = email.trim().toLowerCase();
      const account = await repo.userByEmail(address);
      if (!account?.totpEnabled || account.totpSecret === null) return null;
      const token = secret();
      await repo.createCode({
        id: secret(),
        email: address,
        operation: 'login',
        fullName: null,
        redirect: safeRedirectPath(redirect),
        codeHash: '',
        linkHash: sha256(token),
        requesterHash: requester.browser,
        createdAt: new Date(now),
        expiresAt: new Date(now + TWO_FACTOR_CHALLENGE_LIFETIME_MS),
        purpose: 'two_factor',
      });
      return token;
    },

    /** The second factor: the authenticator's 6-digit code for a challenge a right password earned. */
    async verifyTwoFactorCode(input: { challenge: string; code: string }, requester: Requester): Promise<PasswordLoginResult> {
      const now = options.now().getTime();
      const row = await repo.codeByLinkHash(sha256(input.challenge));
      const user = row ? await repo.userByEmail(row.email) : null;
      const challengeExpired = () => authError({ errorType: 'ChallengeExpired', failCount: 0, lockedOutUntil: null }, now);
      if (!row || !user || row.purpose !== 'two_factor' || row.usedAt !== null || row.expiresAt.getTime() <= now || row.requesterHash !== requester.browser) {
        return challengeExpired();
      }
      const totpSecret = user.totpSecret;
      // An authenticator code, or (issue 21) one of the account's recovery codes, which is spent by being right.
      const answer = classifySecondFactor(input.code);
      const judged = await judgeAttempt(requester.network, twoFactorLockKey(user.id), 'twoFactor', now, async () => {
        if (totpSecret === null) return false;
        if (answer.kind === 'totp') return totpMatches(totpSecret, answer.code, now);
        if (answer.kind === 'recovery' && options.spendRecoveryCode) return options.spendRecoveryCode(user.id, answer.code, now);
        return false;
      });
      if (judged.outcome !== 'right') return authError(judged.error, now);
      const token = secret();
      // A right code for a challenge a racing request already passed earns nothing more.
      if (!(await repo.passChallenge(row.id, sha256(token), new Date(now)))) return challengeExpired();
      return { __typename: 'Token', value: token };
    },

    /**
     * Staff: clears every sign-in lock of an account (password, two-factor, e-mail code), permanent ones
     * included. Idempotent; false when there is no such user.
     */
    async clearSignInLockout(username: string): Promise<boolean> {
      const user = await repo.userByUsername(username.replace(/^@/, ''));
      if (!user) return false;
      await repo.clearLocks([passwordLockKey(user.id), twoFactorLockKey(user.id), emailCodeLockKey(user.email)]);
      return true;
    },

    /**
     * The auth callback: a link from the e-mail, or the token verifyLoginCode gave. Once, in the browser
     * that asked; the account (created for a sign-up) and where to go next.
     */
    async redeem(
      token: string,
      requester: Requester,
    ): Promise<{ ok: true; userId: string; redirect: string } | { ok: false; reason: 'INVALID' | 'OTHER_BROWSER' } | { ok: false; reason: 'TWO_FACTOR'; challenge: string }> {
      const now = options.now();
      const row = await repo.codeByLinkHash(sha256(token));
      // A pending two-factor challenge is no ticket to a session.
      if (!row || row.purpose === 'two_factor' || row.usedAt !== null || row.expiresAt <= now) return { ok: false, reason: 'INVALID' };
      if (row.requesterHash !== requester.browser) return { ok: false, reason: 'OTHER_BROWSER' };
      // Issue 21: an e-mailed code or link proves the address, not the second factor. For an account with an
      // authenticator it becomes a two-factor challenge (as a right password does), answered on the callback's form.
      if (row.purpose === 'email') {
        const account = await repo.userByEmail(row.email);
        if (account?.totpEnabled && account.totpSecret !== null) {
          const challenge = secret();
          const turned = await repo.codeToChallenge(row.id, sha256(challenge), new Date(now.getTime() + TWO_FACTOR_CHALLENGE_LIFETIME_MS), now);
          if (!turned) return { ok: false, reason: 'INVALID' };
          // The link proves the address, which is what lifts a password lockout (as below), second factor or not.
          await repo.clearLocks([passwordLockKey(account.id)]);
          return { ok: false, reason: 'TWO_FACTOR', challenge };
        }
      }
      if (!(await repo.claimCode(row.id, now))) return { ok: false, reason: 'INVALID' };
      const userId = await accountFor(row.email, row.fullName);
      // An e-mailed link or code proves the address: it lifts a password lockout, as its message promises.
      if (row.purpose === 'email') await repo.clearLocks([passwordLockKey(userId)]);
      return { ok: true, userId, redirect: landingAfterSignIn(row.redirect, await repo.claimOnboarding(userId)) };
    },
  };
}
