// Sign-in on the server (platform-reference §7.4): e-mail codes and links, password sign-in with
// the lockout policy of core, and the auth callback that turns a one-time token into a session.
//
// - A code and a link go out together, expire in 10 minutes, are stored hashed and are bound to the
//   browser that asked (the hash of its xsrf token); each works once, however many redemptions race.
// - Known and unknown addresses get the same answer, the same status and the same work: an unknown one
//   receives a sign-up e-mail instead of a sign-in e-mail, so nobody learns from the answer who has an
//   account (the spec's NotFound is never sent).
// - Every password, e-mail code and two-factor code is counted before it is judged, against the network
//   (the shared rate limiter) and then the account (under a row lock), one by one however the attempts
//   race, batch or alias: at most 6 judged per account between lockouts and 100 per network an hour.
// - Sign-in e-mails and address look-ups have limits of their own (core/auth/sign-in-limits.ts) and never
//   count toward, or cause, a sign-in lockout.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { alreadyRegisteredMail, LINK_LIFETIME_MINUTES, signInMail, signUpMail } from '../../../core/auth/auth-mail.ts';
import {
  CODE_EXPIRED_MESSAGE,
  INVALID_CODE_MESSAGE,
  type AuthEmailType,
  type PasswordLoginResult,
  type SendAuthEmailResult,
  type VerifyLoginCodeResult,
} from '../../../core/auth/auth-results.ts';
import {
  emailCodeLockKey,
  lockoutMessage,
  NETWORK_ATTEMPTS,
  NETWORK_FAILURES,
  networkLockAfterFailure,
  networkMayAttempt,
  networkRefusal,
  passwordLockKey,
  reserveAttempt,
  twoFactorLockKey,
  unknownAddressLockKey,
  type AttemptKind,
  type LockoutData,
} from '../../../core/auth/lockout.policy.ts';
import { maySecondFactorChange } from '../../../core/auth/recent-auth.policy.ts';
import { safeRedirectPath } from '../../../core/auth/redirect.ts';
import { LOOKUPS_PER_NETWORK, MAILS_PER_ADDRESS, MAILS_PER_NETWORK, tooManyLookupsMessage, tooManyMailsMessage } from '../../../core/auth/sign-in-limits.ts';
import { validateEmail, validateLoginCode } from '../../../core/auth/validation.ts';
import { consume, refund, type RateCounter } from '../../../core/limits/rate-limit.ts';
import type { Mailer } from '../../../core/ports/mailer.port.ts';
import type { AuthRepository } from '../../postgres/auth.repository.ts';
import { verifyPassword } from './passwords.ts';

export const CODE_LIFETIME_MS = LINK_LIFETIME_MINUTES * 60_000;
export const CALLBACK_PATH = '/m/callback/email';
/** A token verifyLoginCode or a password earns is redeemed at once by the page that got it. */
export const CALLBACK_TOKEN_LIFETIME_MS = 2 * 60_000;
/** Time to open the authenticator app and type its code. */
export const TWO_FACTOR_CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** A TOTP code (RFC 6238, 30 s steps) for this secret at this time, one step of clock drift allowed. */
export function totpMatches(base32Secret: string, code: string, now: number): boolean {
  if (!/^\d{6}$/.test(code.trim())) return false;
  const totp = new TOTP({ secret: Secret.fromBase32(base32Secret) });
  return totp.validate({ token: code.trim(), timestamp: now, window: 1 }) !== null;
}
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
};

export type AuthService = ReturnType<typeof createAuthService>;

/** What a judged secret came to: refused before judging, right, or wrong (with the answer for it). */
type Judgement = { outcome: 'refused'; error: LockoutData } | { outcome: 'right' } | { outcome: 'wrong'; error: LockoutData };

/** A proof asked of a signed-in reader before changing the second factor (core/auth/recent-auth.policy.ts). */
export type SecondFactorProof = { authenticatedAt: number | null; currentCode: string | null };

export type EnrolmentRefusal = { ok: false; error: 'REAUTHENTICATE' | 'LOCKED_OUT' | 'WRONG_CODE'; message: string };

function usernameBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 20);
  return base.length >= 3 ? base : `reader_${base}`.slice(0, 20);
}

export function createAuthService(options: AuthServiceOptions) {
  const { repo, mailer } = options;

  /**
   * Counts an attempt against its network before anything is judged: null when it may go on, else the
   * IpAuthLockout to answer. The day-long lockout is read first; the hourly count is one atomic upsert.
   */
  async function countNetworkAttempt(network: string, now: number): Promise<LockoutData | null> {
    const locked = networkMayAttempt(await repo.networkLock(network), now);
    if (!locked.allowed) return locked.error;
    const decision = await consume(options.limits, NETWORK_ATTEMPTS, network, now);
    return decision.ok ? null : networkRefusal(decision, now);
  }

  /** An attempt that turned out not to count against the network: refused unjudged, or right. */
  const giveBackNetworkAttempt = (network: string, now: number) => refund(options.limits, NETWORK_ATTEMPTS, network, now);

  /** A wrong secret: the hundredth in a window locks the network out for a day. */
  async function countNetworkFailure(network: string, now: number): Promise<void> {
    const until = networkLockAfterFailure(await consume(options.limits, NETWORK_FAILURES, network, now), now);
    if (until !== null) await repo.lockNetwork(network, new Date(until));
  }

  /** Counts an attempt against the account, as a failure until the secret proves right (core: reserveAttempt). */
  const reserveAccountAttempt = (key: string, kind: AttemptKind, now: number) =>
    repo.updateLock(key, (lock) => {
      const reservation = reserveAttempt(lock, kind, now);
      return { lock: reservation.allowed ? reservation.lock : null, result: reservation };
    });

  /**
   * One attempt at a secret, counted against the network and then the account before `judge` runs; a right
   * secret clears the account's count and gives the network's unit back.
   */
  async function judgeAttempt(network: string, lockKey: string, kind: AttemptKind, now: number, judge: () => Promise<boolean>): Promise<Judgement> {
    const refusedByNetwork = await countNetworkAttempt(network, now);
    if (refusedByNetwork) return { outcome: 'refused', error: refusedByNetwork };
    const reservation = await reserveAccountAttempt(lockKey, kind, now);
    if (!reservation.allowed) {
      await giveBackNetworkAttempt(network, now);
      return { outcome: 'refused', error: reservation.error };
    }
    if (await judge()) {
      await repo.clearLocks([lockKey]);
      await giveBackNetworkAttempt(network, now);
      return { outcome: 'right' };
    }
    await countNetworkFailure(network, now);
    return { outcome: 'wrong', error: reservation.failure };
  }

  const authError = (data: LockoutData, now: number) => ({ __typename: 'AuthError' as const, ...data, message: lockoutMessage(data, now) });

  /**
   * With a second factor on, a change to it needs a recent sign-in or the current factor's code, judged
   * like any two-factor code (counted, with its lockouts).
   */
  async function secondFactorChangeAllowed(userId: string, proof: SecondFactorProof, requester: Requester): Promise<EnrolmentRefusal | null> {
    const now = options.now().getTime();
    const current = await repo.twoFactor(userId);
    if (!current) return { ok: false, error: 'REAUTHENTICATE', message: 'Sign in first.' };
    const factorOn = current.enabled && current.secret !== null;
    const decision = maySecondFactorChange({ factorOn, authenticatedAt: proof.authenticatedAt }, now);
    if (decision.allowed) return null;
    if (!proof.currentCode) return { ok: false, error: 'REAUTHENTICATE', message: decision.message };
    const secretInPlace = current.secret!;
    const code = proof.currentCode;
    const judged = await judgeAttempt(requester.network, twoFactorLockKey(userId), 'twoFactor', now, async () => totpMatches(secretInPlace, code, now));
    if (judged.outcome === 'right') return null;
    return { ok: false, error: judged.outcome === 'refused' ? 'LOCKED_OUT' : 'WRONG_CODE', message: lockoutMessage(judged.error, now) };
  }

  async function uniqueUsername(name: string): Promise<string> {
    const base = usernameBase(name);
    if (!(await repo.usernameTaken(base))) return base;
    for (let i = 0; i < 20; i++) {
      const candidate = `${base}_${randomInt(10, 100_000)}`;
      if (!(await repo.usernameTaken(candidate))) return candidate;
    }
    return `${base}_${randomBytes(4).toString('hex')}`;
  }

  /** The account behind a spent code: the existing one, or a new one for a sign-up. */
  async function accountFor(email: string, fullName: string | null): Promise<string> {
    const existing = await repo.userByEmail(email);
    if (existing) return existing.id;
    const name = fullName?.trim() || email.slice(0, email.indexOf('@'));
    const id = randomBytes(6).toString('hex');
    await repo.createUser({ id, username: await uniqueUsername(name), name, email });
    return id;
  }

  return {
    /** The account for a verified address: the existing one, or a new one (social sign-in). */
    accountFor,

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
     * sendAcctAuthEmail: a code and a link by e-mail, for any address, with one answer for all. Each e-mail
     * is counted against the network and the address before the address is looked up, so the limits and
     * their answer are the same for known and unknown addresses.
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
      const judged = await judgeAttempt(requester.network, twoFactorLockKey(user.id), 'twoFactor', now, async () =>
        totpSecret !== null && totpMatches(totpSecret, input.code, now),
      );
      if (judged.outcome !== 'right') return authError(judged.error, now);
      const token = secret();
      // A right code for a challenge a racing request already passed earns nothing more.
      if (!(await repo.passChallenge(row.id, sha256(token), new Date(now)))) return challengeExpired();
      return { __typename: 'Token', value: token };
    },

    /**
     * Starts two-factor enrolment: a new secret, kept apart and trusted only once a code from it is
     * confirmed; the authenticator in place (if any) stays on meanwhile. With one on, it needs `proof`.
     */
    async startTwoFactorEnrollment(
      userId: string,
      proof: SecondFactorProof,
      requester: Requester,
    ): Promise<{ ok: true; secret: string; uri: string } | EnrolmentRefusal> {
      const refused = await secondFactorChangeAllowed(userId, proof, requester);
      if (refused) return refused;
      const current = await repo.twoFactor(userId);
      if (!current) throw new Error('No such user');
      const totp = new TOTP({ issuer: options.productName, label: current.username, secret: new Secret({ size: 20 }) });
      await repo.setPendingTwoFactor(userId, totp.secret.base32);
      return { ok: true, secret: totp.secret.base32, uri: totp.toString() };
    },

    /**
     * Confirms enrolment with a code from the new authenticator; only then does it replace the one in place
     * (with one on, after `proof` again) and is asked for at sign-in.
     */
    async confirmTwoFactorEnrollment(userId: string, code: string, proof: SecondFactorProof, requester: Requester): Promise<{ ok: true; confirmed: boolean } | EnrolmentRefusal> {
      const refused = await secondFactorChangeAllowed(userId, proof, requester);
      if (refused) return refused;
      const current = await repo.twoFactor(userId);
      const pending = current?.pendingSecret ?? null;
      if (pending === null || !totpMatches(pending, code, options.now().getTime())) return { ok: true, confirmed: false };
      return { ok: true, confirmed: await repo.confirmTwoFactor(userId, pending) };
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
    async redeem(token: string, requester: Requester): Promise<{ ok: true; userId: string; redirect: string } | { ok: false; reason: 'INVALID' | 'OTHER_BROWSER' }> {
      const now = options.now();
      const row = await repo.codeByLinkHash(sha256(token));
      // A pending two-factor challenge is no ticket to a session.
      if (!row || row.purpose === 'two_factor' || row.usedAt !== null || row.expiresAt <= now) return { ok: false, reason: 'INVALID' };
      if (row.requesterHash !== requester.browser) return { ok: false, reason: 'OTHER_BROWSER' };
      if (!(await repo.claimCode(row.id, now))) return { ok: false, reason: 'INVALID' };
      const userId = await accountFor(row.email, row.fullName);
      // An e-mailed link or code proves the address: it lifts a password lockout, as its message promises.
      if (row.purpose === 'email') await repo.clearLocks([passwordLockKey(userId)]);
      return { ok: true, userId, redirect: row.redirect };
    },
  };
}
