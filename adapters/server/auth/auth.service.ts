// Sign-in on the server (issue 4; platform-reference §7.4): e-mail codes and links, password sign-in with
// the lockout policy of core, and the auth callback that turns a one-time token into a session.
//
// - A code and a link go out together, expire in 10 minutes, are stored hashed and are bound to the
//   browser that asked (the hash of its xsrf token); each works once, however many redemptions race.
// - Known and unknown addresses get the same answer, the same status and the same work: an unknown one
//   receives a sign-up e-mail instead of a sign-in e-mail, so nobody learns from the answer who has an
//   account (the spec's NotFound is never sent).
// - Every wrong code or password counts against the account and the network, one by one, however the
//   attempts are batched or aliased.
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
  HOUR_MS,
  IP_LOCKOUT_MS,
  lockoutMessage,
  mayAttempt,
  networkMayAttempt,
  recordFailure,
  recordNetworkFailure,
  recordSuccess,
} from '../../../core/auth/lockout.policy.ts';
import { safeRedirectPath } from '../../../core/auth/redirect.ts';
import { validateEmail, validateLoginCode } from '../../../core/auth/validation.ts';
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
  mailer: Mailer;
  productName: string;
  now: () => Date;
  /** Registration's challenge; resolves false for a failed one. Without a configured captcha, every value passes. */
  verifyCaptcha: (value: string | undefined) => Promise<boolean>;
};

export type AuthService = ReturnType<typeof createAuthService>;

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

  async function networkLocked(network: string, now: number) {
    const failures = await repo.networkFailures(network, new Date(now - HOUR_MS));
    const lockedOutUntil = await repo.networkLock(network);
    return networkMayAttempt({ failures, lockedOutUntil }, now);
  }

  async function countNetworkFailure(network: string, now: number): Promise<void> {
    const failures = await repo.networkFailures(network, new Date(now - HOUR_MS));
    const next = recordNetworkFailure({ failures, lockedOutUntil: null }, now);
    await repo.addNetworkFailure(network, new Date(now), new Date(now - HOUR_MS));
    if (next.lockedOutUntil !== null) await repo.lockNetwork(network, new Date(now + IP_LOCKOUT_MS));
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

    /** emailAvailability: free for a new account? Every lookup spends one of the network's hourly attempts. */
    async emailAvailability(raw: string, requester: Requester): Promise<{ ok: true; available: boolean } | { ok: false; message: string }> {
      const now = options.now().getTime();
      const network = await networkLocked(requester.network, now);
      if (!network.allowed) return { ok: false, message: lockoutMessage(network.error, now) };
      await countNetworkFailure(requester.network, now);
      const valid = validateEmail(raw);
      if (!valid.ok) return { ok: true, available: false };
      return { ok: true, available: (await repo.userByEmail(valid.email)) === null };
    },

    /** sendAcctAuthEmail: a code and a link by e-mail, for any address, with one answer for all. */
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
      const network = await networkLocked(requester.network, now);
      if (!network.allowed) return { __typename: 'RateLimited', message: lockoutMessage(network.error, now) };
      const valid = validateLoginCode(input.loginCode);
      if (!valid.ok) return { __typename: 'BadRequest', message: valid.message };
      const pending = await repo.latestCodeFor(requester.browser, new Date(now));
      if (!pending || pending.codeHash === '') {
        await countNetworkFailure(requester.network, now);
        return { __typename: 'NotFound', message: CODE_EXPIRED_MESSAGE };
      }
      const lockKey = `code:${pending.email}`;
      const lock = await repo.lock(lockKey);
      if (!mayAttempt(lock, 'twoFactor', now).allowed) return { __typename: 'TooManyRequests', message: TOO_MANY_ATTEMPTS };
      const token = secret();
      const spent = await repo.spendCode(pending.id, sha256(`${pending.id}:${valid.code}`), sha256(token), new Date(now));
      if (!spent) {
        const failed = recordFailure(lock, 'twoFactor', now);
        await repo.saveLock(lockKey, failed.lock);
        await countNetworkFailure(requester.network, now);
        return failed.lock.lockedOutUntil !== null || failed.lock.permanent
          ? { __typename: 'TooManyRequests', message: TOO_MANY_ATTEMPTS }
          : { __typename: 'BadRequest', message: INVALID_CODE_MESSAGE };
      }
      await repo.saveLock(lockKey, recordSuccess(lock));
      return { __typename: 'Token', value: token };
    },

    /** Password sign-in, with the lockouts; an unknown address fails exactly as a wrong password does. */
    async passwordLogin(input: { email: string; password: string; redirect?: string | null }, requester: Requester): Promise<PasswordLoginResult> {
      const now = options.now().getTime();
      const network = await networkLocked(requester.network, now);
      if (!network.allowed) return { __typename: 'AuthError', ...network.error, message: lockoutMessage(network.error, now) };
      const email = input.email.trim().toLowerCase();
      const user = await repo.userByEmail(email);
      const lockKey = user ? `password:${user.id}` : `password:unknown:${email}`;
      const lock = await repo.lock(lockKey);
      const decision = mayAttempt(lock, 'password', now);
      if (!decision.allowed) {
        const data = { errorType: decision.errorType, failCount: lock.failCount, lockedOutUntil: decision.lockedOutUntil };
        return { __typename: 'AuthError', ...data, message: lockoutMessage(data, now) };
      }
      if (user && (await verifyPassword(input.password, user.passwordHash))) {
        await repo.saveLock(lockKey, recordSuccess(lock));
        // With two factors on, the right password earns a challenge, not yet a session.
        const twoFactor = user.totpEnabled && user.totpSecret !== null;
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
      }
      if (!user) await verifyPassword(input.password, null);
      const failed = recordFailure(lock, 'password', now);
      await repo.saveLock(lockKey, failed.lock);
      await countNetworkFailure(requester.network, now);
      return { __typename: 'AuthError', ...failed.error, message: lockoutMessage(failed.error, now) };
    },

    /** The second factor: the authenticator's 6-digit code for a challenge a right password earned. */
    async verifyTwoFactorCode(input: { challenge: string; code: string }, requester: Requester): Promise<PasswordLoginResult> {
      const now = options.now().getTime();
      const network = await networkLocked(requester.network, now);
      if (!network.allowed) return { __typename: 'AuthError', ...network.error, message: lockoutMessage(network.error, now) };
      const row = await repo.codeByLinkHash(sha256(input.challenge));
      const user = row ? await repo.userByEmail(row.email) : null;
      if (!row || !user || row.purpose !== 'two_factor' || row.usedAt !== null || row.expiresAt.getTime() <= now || row.requesterHash !== requester.browser) {
        const data = { errorType: 'ChallengeExpired', failCount: 0, lockedOutUntil: null };
        return { __typename: 'AuthError', ...data, message: lockoutMessage(data, now) };
      }
      const lockKey = `2fa:${user.id}`;
      const lock = await repo.lock(lockKey);
      const decision = mayAttempt(lock, 'twoFactor', now);
      if (!decision.allowed) {
        const data = { errorType: decision.errorType, failCount: lock.failCount, lockedOutUntil: decision.lockedOutUntil };
        return { __typename: 'AuthError', ...data, message: lockoutMessage(data, now) };
      }
      if (user.totpSecret && totpMatches(user.totpSecret, input.code, now)) {
        const token = secret();
        if (await repo.passChallenge(row.id, sha256(token), new Date(now))) {
          await repo.saveLock(lockKey, recordSuccess(lock));
          return { __typename: 'Token', value: token };
        }
      }
      const failed = recordFailure(lock, 'twoFactor', now);
      await repo.saveLock(lockKey, failed.lock);
      await countNetworkFailure(requester.network, now);
      return { __typename: 'AuthError', ...failed.error, message: lockoutMessage(failed.error, now) };
    },

    /** Starts two-factor enrolment: a new secret, trusted only once a code from it is confirmed. */
    async startTwoFactorEnrollment(userId: string): Promise<{ secret: string; uri: string }> {
      const current = await repo.twoFactor(userId);
      if (!current) throw new Error('No such user');
      const totp = new TOTP({ issuer: options.productName, label: current.username, secret: new Secret({ size: 20 }) });
      await repo.setTwoFactor(userId, totp.secret.base32, false);
      return { secret: totp.secret.base32, uri: totp.toString() };
    },

    /** Confirms enrolment with a code from the authenticator; only then is the second factor asked for. */
    async confirmTwoFactorEnrollment(userId: string, code: string): Promise<boolean> {
      const current = await repo.twoFactor(userId);
      if (!current?.secret || !totpMatches(current.secret, code, options.now().getTime())) return false;
      await repo.setTwoFactor(userId, current.secret, true);
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
      return { ok: true, userId: await accountFor(row.email, row.fullName), redirect: row.redirect };
    },
  };
}
