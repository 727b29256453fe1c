// Issue 21 (Security and apps): the signed-in reader's sessions, password, authenticator with recovery codes,
// passkeys (WebAuthn, @simplewebauthn/server) and integration tokens. Every secret typed here is judged through
// the attempt ledger (attempt-ledger.ts) with the lockouts of reader-experience §8; the WebAuthn relying party is
// the configured public origin (QUIRE_PUBLIC_URL), never a request's Host.
import { createHash, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import Bowser from 'bowser';
import QRCode from 'qrcode';
import { lockoutMessage, passwordLockKey, twoFactorLockKey } from '../../../core/auth/lockout.policy.ts';
import { isRecentAuth } from '../../../core/auth/recent-auth.policy.ts';
import { safeRedirectPath } from '../../../core/auth/redirect.ts';
import { SOCIAL_ROUTES, type SocialProvider } from '../../../core/auth/sign-in-links.ts';
import { consume, type RateCounter, type RateLimit } from '../../../core/limits/rate-limit.ts';
import {
  isTokenShaped,
  MAX_TOKENS_PER_USER,
  parseScopes,
  TOKEN_SCOPES,
  tokenFromBody,
  tokenHint,
  tooManyTokensMessage,
  validateTokenName,
  type TokenScope,
} from '../../../core/security/integration-tokens.ts';
import { PASSWORD_CHANGED, PASSWORD_SET, SET_PASSWORD_NEEDS_RECENT_SIGN_IN, validateNewPassword } from '../../../core/security/passwords.ts';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, recoveryCodeFrom, normalizeRecoveryCode } from '../../../core/security/recovery-codes.ts';
import { answerToJudge, TWO_FACTOR_NOT_ON } from '../../../core/security/second-factor.ts';
import { describeDevice, placeOf, type DeviceDescription } from '../../../core/security/sessions.ts';
import type { AuthRepository } from '../../postgres/auth.repository.ts';
import type { SecurityRepository } from '../../postgres/security.repository.ts';
import type { Judgement } from './attempt-ledger.ts';
import type { Requester } from './auth.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { totpMatches, type EnrolmentRefusal, type SecondFactorProof } from './two-factor.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const recoveryCodeHash = (userId: string, normalized: string) => sha256(`recovery:${userId}:${normalized}`);

/** A WebAuthn ceremony's time to finish. */
export const WEBAUTHN_CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** Passkey ceremonies begun per network an hour (each stores a challenge). */
export const PASSKEY_CEREMONIES: RateLimit = { name: 'passkey-ceremonies', max: 60, windowMs: 60 * 60_000 };
/** A callback token a passkey earned is redeemed at once by the page that got it. */
const CALLBACK_TOKEN_LIFETIME_MS = 2 * 60_000;
export const MAX_PASSKEYS = 20;
export const MAX_PASSKEY_NAME = 64;

export type Refusal = { ok: false; code: 'BAD_USER_INPUT' | 'RATE_LIMITED' | 'REAUTHENTICATION_REQUIRED' | 'NOT_FOUND'; message: string };
const refuse = (code: Refusal['code'], message: string): Refusal => ({ ok: false, code, message });

export type SecurityServiceOptions = {
  auth: AuthRepository;
  security: SecurityRepository;
  limits: RateCounter;
  productName: string;
  /** The configured public origin: the WebAuthn relying party and the origin its ceremonies must come from. */
  publicOrigin: string;
  socialProviders: readonly SocialProvider[];
  now: () => Date;
  judgeAttempt: (network: string, lockKey: string, kind: 'password' | 'twoFactor', now: number, judge: () => Promise<boolean>) => Promise<Judgement>;
};

export type SecurityService = ReturnType<typeof createSecurityService>;

/** The user agent as bowser reads it, for core's wording. */
export function parseUserAgent(userAgent: string): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, platform: null };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ? `${parsed.browser.name}${parsed.browser.version ? ` ${parsed.browser.version.split('.')[0]}` : ''}` : null;
  const os = parsed.os.name ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ''}` : null;
  const type = parsed.platform.type;
  return { browser, os, platform: type === 'desktop' || type === 'mobile' || type === 'tablet' || type === 'tv' ? type : null };
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFrom(randomBytes(RECOVERY_CODE_LENGTH)));
}

/** The challenge a WebAuthn response answers (from its clientDataJSON), or null when it cannot be read. */
function challengeOf(clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== 'string') return null;
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

function parseJson<T>(text: string): T | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

/** At sign-in: a recovery code (normalised: core/security/recovery-codes.ts) in place of the authenticator's, spent by being right, once. */
export const recoveryCodeSpender =
  (security: SecurityRepository) =>
  (userId: string, normalized: string, now: number): Promise<boolean> =>
    security.spendRecoveryCode(userId, recoveryCodeHash(userId, normalized), new Date(now));

export function createSecurityService(options: SecurityServiceOptions) {
  const { security, auth, judgeAttempt } = options;
  const rpID = new URL(options.publicOrigin).hostname;
  const expectedOrigin = new URL(options.publicOrigin).origin;

  /** Judges a second-factor answer (an authenticator code, or a recovery code spent by being right). */
  async function judgeSecondFactor(userId: string, typed: string, requester: Requester): Promise<{ ok: true } | Refusal> {
    const now = options.now().getTime();
    const current = await auth.twoFactor(userId);
    if (!current?.enabled || !current.secret) return refuse('BAD_USER_INPUT', TWO_FACTOR_NOT_ON);
    const secret = current.secret;
    const answer = answerToJudge(typed);
    const judged = await judgeAttempt(requester.network, twoFactorLockKey(userId), 'twoFactor', now, async () => {
      if (!answer) return false;
      if (answer.kind === 'totp') return totpMatches(secret, answer.code, now);
      return recoveryCodeSpender(security)(userId, answer.code, now);
    });
    if (judged.outcome === 'right') return { ok: true };
    return refuse(judged.outcome === 'refused' ? 'RATE_LIMITED' : 'BAD_USER_INPUT', lockoutMessage(judged.error, now));
  }

  return {
    /** The Security and apps tab's state for a user; `currentTokenHash` marks the session asking. */
    async overview(userId: string, currentTokenHash: string | null) {
      const now = options.now();
      const [sessions, twoFactor, passwordHash, recoveryLeft, passkeys, tokens, linked] = await Promise.all([
        security.sessionsOf(userId, now),
        auth.twoFactor(userId),
        security.passwordHash(userId),
        security.recoveryCodesLeft(userId),
        security.passkeysOf(userId),
        security.tokensOf(userId),
        security.socialLinksOf(userId),
      ]);
      return {
        sessions: sessions.map((s) => ({
          id: s.id,
          ...describeDevice(parseUserAgent(s.userAgent)),
          place: placeOf(s.network),
          signedInAt: s.createdAt.getTime(),
          lastSeenAt: s.lastSeenAt?.getTime() ?? null,
          current: s.tokenHash === currentTokenHash,
        })),
        hasPassword: passwordHash !== null,
        twoFactorEnabled: Boolean(twoFactor?.enabled && twoFactor.secret),
        recoveryCodesLeft: twoFactor?.enabled ? recoveryLeft : 0,
        passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt.getTime(), lastUsedAt: p.lastUsedAt?.getTime() ?? null })),
        connections: (Object.keys(SOCIAL_ROUTES) as SocialProvider[]).map((provider) => ({
          provider,
          configured: options.socialProviders.includes(provider),
          connected: linked.includes(provider),
        })),
        tokens: tokens.map((t) => ({ id: t.id, name: t.name, hint: t.hint, scopes: parseScopes(t.scopes), createdAt: t.createdAt.getTime(), lastUsedAt: t.lastUsedAt?.getTime() ?? null })),
      };
    },

    /** Issue 21: disconnects a social sign-in; false when it was not connected. */
    disconnectSocial: (userId: string, provider: string) => security.unlinkSocial(userId, provider),

    // --- sessions -----------------------------------------------------------------------------------------------
    revokeSession: (userId: string, id: string) => security.revokeSession(userId, id),
    revokeOtherSessions: (userId: string, currentTokenHash: string) => security.revokeOtherSessions(userId, currentTokenHash),

    // --- password -------------------------------------------------------------------------------------------------
    /**
     * Sets a first password (needs a sign-in within the last 10 minutes) or changes one (needs the current one,
     * judged with the password lockouts); a change signs every other session out.
     */
    async setPassword(
      userId: string,
      input: { currentPassword: string | null; newPassword: string },
      session: { tokenHash: string; authenticatedAt: number | null },
      requester: Requester,
    ): Promise<{ ok: true; message: string } | Refusal> {
      const now = options.now().getTime();
      const user = await security.accountOf(userId);
      if (!user) return refuse('NOT_FOUND', 'Sign in first.');
      const valid = validateNewPassword(input.newPassword, user.email);
      if (!valid.ok) return refuse('BAD_USER_INPUT', valid.message);
      const stored = await security.passwordHash(userId);
      if (stored === null) {
        if (!isRecentAuth(session.authenticatedAt, now)) return refuse('REAUTHENTICATION_REQUIRED', SET_PASSWORD_NEEDS_RECENT_SIGN_IN);
        await auth.setPassword(userId, await hashPassword(input.newPassword));
        return { ok: true, message: PASSWORD_SET };
      }
      const current = input.currentPassword ?? '';
      const judged = await judgeAttempt(requester.network, passwordLockKey(userId), 'password', now, () => verifyPassword(current, stored));
      if (judged.outcome !== 'right') return refuse(judged.outcome === 'refused' ? 'RATE_LIMITED' : 'BAD_USER_INPUT', lockoutMessage(judged.error, now));
      await auth.setPassword(userId, await hashPassword(input.newPassword));
      await security.revokeOtherSessions(userId, session.tokenHash);
      return { ok: true, message: PASSWORD_CHANGED };
    },

    // --- two-factor -----------------------------------------------------------------------------------------------
    /** The enrolment's otpauth:// address as a QR code (SVG, as a data: URL), made on the server. */
    async qrCode(uri: string): Promise<string> {
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    },

    /**
     * Confirms an enrolment with a code from the new authenticator (after startTwoFactorEnrollment and its
     * proof) and makes its 10 recovery codes in the same transaction: the codes, shown once; null when wrong.
     */
    async turnOnTwoFactor(
      userId: string,
      code: string,
      proof: SecondFactorProof,
      requester: Requester,
      changeAllowed: (userId: string, proof: SecondFactorProof, requester: Requester) => Promise<EnrolmentRefusal | null>,
    ): Promise<{ ok: true; recoveryCodes: string[] | null } | Refusal> {
      const refused = await changeAllowed(userId, proof, requester);
      if (refused) return refuse(refused.error === 'REAUTHENTICATE' ? 'REAUTHENTICATION_REQUIRED' : refused.error === 'LOCKED_OUT' ? 'RATE_LIMITED' : 'BAD_USER_INPUT', refused.message);
      const now = options.now().getTime();
      const current = await auth.twoFactor(userId);
      const pending = current?.pendingSecret ?? null;
      if (pending === null) return refuse('BAD_USER_INPUT', 'Start again: scan a new QR code with your authenticator app.');
      // The new authenticator's first code is judged like any two-factor code (counted, with its lockouts).
      const judged = await judgeAttempt(requester.network, twoFactorLockKey(userId), 'twoFactor', now, async () => totpMatches(pending, code, now));
      if (judged.outcome !== 'right') return refuse(judged.outcome === 'refused' ? 'RATE_LIMITED' : 'BAD_USER_INPUT', lockoutMessage(judged.error, now));
      const codes = newRecoveryCodes();
      const hashes = codes.map((c) => recoveryCodeHash(userId, normalizeRecoveryCode(c)!));
      const confirmed = await security.confirmTwoFactorWithCodes(userId, pending, hashes);
      return { ok: true, recoveryCodes: confirmed ? codes : null };
    },

    /** Turns the authenticator off: needs one of its codes (or a recovery code). */
    async turnOffTwoFactor(userId: string, code: string, requester: Requester): Promise<{ ok: true } | Refusal> {
      const judged = await judgeSecondFactor(userId, code, requester);
      if (!judged.ok) return judged;
      await security.disableTwoFactor(userId);
      return { ok: true };
    },

    /** New recovery codes in place of the old ones (all of them): needs an authenticator code. */
    async regenerateRecoveryCodes(userId: string, code: string, requester: Requester): Promise<{ ok: true; recoveryCodes: string[] } | Refusal> {
      const judged = await judgeSecondFactor(userId, code, requester);
      if (!judged.ok) return judged;
      const codes = newRecoveryCodes();
      await security.replaceRecoveryCodes(userId, codes.map((c) => recoveryCodeHash(userId, normalizeRecoveryCode(c)!)));
      return { ok: true, recoveryCodes: codes };
    },


    // --- passkeys -------------------------------------------------------------------------------------------------
    /** Registration options for a new passkey of the signed-in user; the challenge is kept, single use, 5 minutes. */
    async startPasskeyRegistration(userId: string, requester: Requester): Promise<{ ok: true; options: string } | Refusal> {
      const now = options.now();
      const decision = await consume(options.limits, PASSKEY_CEREMONIES, requester.network, now.getTime());
      if (!decision.ok) return refuse('RATE_LIMITED', 'Too many attempts. Please try again later.');
      const user = await security.accountOf(userId);
      if (!user) return refuse('NOT_FOUND', 'Sign in first.');
      const existing = await security.passkeysOf(userId);
      if (existing.length >= MAX_PASSKEYS) return refuse('BAD_USER_INPUT', `You can have at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
      const creation = await generateRegistrationOptions({
        rpName: options.productName,
        rpID,
        userName: user.username,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(userId),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        timeout: WEBAUTHN_CHALLENGE_LIFETIME_MS,
      });
      await security.saveChallenge({ challenge: creation.challenge, purpose: 'register', userId, requesterHash: requester.browser || `session:${userId}`, expiresAt: new Date(now.getTime() + WEBAUTHN_CHALLENGE_LIFETIME_MS) }, now);
      return { ok: true, options: JSON.stringify(creation) };
    },

    /** Finishes a registration: the browser's answer to a challenge this user's browser was given, verified. */
    async finishPasskeyRegistration(userId: string, name: string, responseJson: string, requester: Requester): Promise<{ ok: true; id: string } | Refusal> {
      const now = options.now();
      const label = name.trim().replace(/\s+/g, ' ');
      if (label === '' || label.length > MAX_PASSKEY_NAME) return refuse('BAD_USER_INPUT', `Name your passkey (at most ${MAX_PASSKEY_NAME} characters), e.g. the device it lives on.`);
      const response = parseJson<RegistrationResponseJSON>(responseJson);
      const challenge = challengeOf(response?.response?.clientDataJSON);
      const failed = refuse('BAD_USER_INPUT', 'That passkey could not be added. Please try again.');
      if (!response || !challenge) return failed;
      const taken = await security.takeChallenge(challenge, 'register', requester.browser || `session:${userId}`, now);
      if (!taken || taken.userId !== userId) return failed;
      let verification;
      try {
        verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin, expectedRPID: rpID, requireUserVerification: false });
      } catch {
        return failed;
      }
      if (!verification.verified) return failed;
      const { credential } = verification.registrationInfo;
      const added = await security.addPasskey({
        id: credential.id,
        userId,
        name: label,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
      });
      return added ? { ok: true, id: credential.id } : refuse('BAD_USER_INPUT', 'That passkey is already added.');
    },

    removePasskey: (userId: string, id: string) => security.removePasskey(userId, id),

    /** Sign-in options for any passkey of this site (discoverable credentials); the challenge bound to this browser. */
    async startPasskeySignIn(requester: Requester): Promise<{ ok: true; options: string } | Refusal> {
      const now = options.now();
      if (!requester.browser) return refuse('BAD_USER_INPUT', 'Signing in needs cookies: reload the page and try again.');
      const decision = await consume(options.limits, PASSKEY_CEREMONIES, requester.network, now.getTime());
      if (!decision.ok) return refuse('RATE_LIMITED', 'Too many attempts. Please try again later.');
      const request = await generateAuthenticationOptions({ rpID, userVerification: 'preferred', timeout: WEBAUTHN_CHALLENGE_LIFETIME_MS });
      await security.saveChallenge({ challenge: request.challenge, purpose: 'sign_in', userId: null, requesterHash: requester.browser, expiresAt: new Date(now.getTime() + WEBAUTHN_CHALLENGE_LIFETIME_MS) }, now);
      return { ok: true, options: JSON.stringify(request) };
    },

    /**
     * Finishes a passkey sign-in: the assertion must answer a challenge this browser was given (once), come from the
     * configured origin, be signed by a stored passkey, and name that passkey's own account; then a one-time token
     * for the auth callback, as a right e-mail code earns.
     */
    async finishPasskeySignIn(responseJson: string, redirect: string | null, requester: Requester): Promise<{ ok: true; token: string } | Refusal> {
      const now = options.now();
      const failed = refuse('BAD_USER_INPUT', 'That passkey did not sign you in. Try again, or sign in with your e-mail address.');
      const response = parseJson<AuthenticationResponseJSON>(responseJson);
      const challenge = challengeOf(response?.response?.clientDataJSON);
      if (!response || !challenge || typeof response.id !== 'string') return failed;
      if (!(await security.takeChallenge(challenge, 'sign_in', requester.browser, now))) return failed;
      const passkey = await security.passkey(response.id);
      if (!passkey) return failed;
      // The authenticator says whose credential it holds: it must be the account the stored passkey belongs to.
      const handle = response.response.userHandle;
      if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== passkey.userId) return failed;
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin,
          expectedRPID: rpID,
          credential: { id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter, transports: passkey.transports },
          requireUserVerification: false,
        });
      } catch {
        return failed;
      }
      if (!verification.verified) return failed;
      await security.usePasskey(passkey.id, verification.authenticationInfo.newCounter, now);
      const user = await security.accountOf(passkey.userId);
      if (!user) return failed;
      const token = randomBytes(32).toString('base64url');
      await auth.createCode({
        id: randomBytes(32).toString('base64url'),
        email: user.email,
        operation: 'login',
        fullName: null,
        redirect: safeRedirectPath(redirect),
        codeHash: '',
        linkHash: sha256(token),
        requesterHash: requester.browser,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CALLBACK_TOKEN_LIFETIME_MS),
        purpose: 'callback',
      });
      return { ok: true, token };
    },

    // --- integration tokens -----------------------------------------------------------------------------------------
    /** A new named token with every scope: its full text is returned here once and never again. */
    async createToken(userId: string, rawName: string): Promise<{ ok: true; token: string; id: string } | Refusal> {
      const valid = validateTokenName(rawName);
      if (!valid.ok) return refuse('BAD_USER_INPUT', valid.message);
      const token = tokenFromBody(randomBytes(32).toString('base64url'));
      const id = randomBytes(12).toString('base64url');
      const scopes: readonly TokenScope[] = TOKEN_SCOPES;
      const made = await security.createToken({ id, userId, name: valid.name, tokenHash: sha256(token), hint: tokenHint(token), scopes: scopes.join(' ') }, MAX_TOKENS_PER_USER);
      return made ? { ok: true, token, id } : refuse('BAD_USER_INPUT', tooManyTokensMessage);
    },

    revokeToken: (userId: string, id: string) => security.revokeToken(userId, id, options.now()),

    /** The account and scopes of a presented bearer token; null for a malformed, unknown or revoked one. */
    async authenticateToken(presented: string): Promise<{ userId: string; scopes: TokenScope[] } | null> {
      if (!isTokenShaped(presented)) return null;
      const row = await security.useToken(sha256(presented), options.now());
      return row ? { userId: row.userId, scopes: parseScopes(row.scopes) } : null;
    },
  };
}
