// Issue 21 (Security and apps): the rules of core/security/ — recovery codes, what a second-factor answer is,
// integration tokens' format and scopes, what the sessions list keeps and shows, and a new password's rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lockoutMessage } from '../core/auth/lockout.policy.ts';
import { API_ROUTE_SCOPES, bearerOf, isTokenShaped, parseScopes, scopeAllows, TOKEN_PREFIX, TOKEN_SCOPES, tokenFromBody, tokenHint, validateTokenName } from '../core/security/integration-tokens.ts';
import { validateNewPassword } from '../core/security/passwords.ts';
import {
  classifySecondFactor,
  normalizeRecoveryCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFrom,
  recoveryCodesLeftText,
} from '../core/security/recovery-codes.ts';
import { answerToJudge } from '../core/security/second-factor.ts';
import { describeDevice, displayNetwork, LAST_SEEN_GRANULARITY_MS, placeOf, shouldTouchLastSeen } from '../core/security/sessions.ts';

const bytes = fc.uint8Array({ minLength: RECOVERY_CODE_LENGTH, maxLength: RECOVERY_CODE_LENGTH });
const base64url = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), minLength: 43, maxLength: 43 });

describe('reader-experience §8 two-factor sign-in: recovery codes (issue 21)', () => {
  it('makes codes of ten look-alike-free characters in two groups, read back however they are typed', () => {
    fc.assert(
      fc.property(bytes, fc.boolean(), fc.boolean(), (random, upper, spaced) => {
        const code = recoveryCodeFrom(random);
        expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
        for (const ch of code.replace('-', '')) expect(RECOVERY_ALPHABET).toContain(ch);
        const typed = (spaced ? ` ${code.replace('-', ' ')} ` : code)[upper ? 'toUpperCase' : 'toLowerCase']();
        expect(normalizeRecoveryCode(typed)).toBe(code.replace('-', ''));
        expect(classifySecondFactor(typed)).toEqual({ kind: 'recovery', code: code.replace('-', '') });
      }),
    );
  });

  it('never mistakes a code for another kind: six digits are an authenticator code, anything else is judged wrong', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        const answer = classifySecondFactor(typed);
        if (/^\s*\d{6}\s*$/.test(typed)) expect(answer).toEqual({ kind: 'totp', code: typed.trim() });
        else if (answer.kind === 'recovery') expect(answer.code).toHaveLength(RECOVERY_CODE_LENGTH);
        expect(answerToJudge(typed) === null).toBe(answer.kind === 'invalid');
      }),
    );
    // Look-alikes (0, o, 1, l, i) are never in a code, so a code with one is no code.
    expect(classifySecondFactor('abcde-fgh0k')).toEqual({ kind: 'invalid' });
    expect(classifySecondFactor('123456')).toEqual({ kind: 'totp', code: '123456' });
  });

  it('says how many codes are left', () => {
    expect(recoveryCodesLeftText(10)).toBe('10 recovery codes left.');
    expect(recoveryCodesLeftText(1)).toBe('1 recovery code left.');
    expect(recoveryCodesLeftText(0)).toMatch(/^You have no recovery codes left\./);
  });

  it("answers a wrong code with the spec's InvalidTwoFactorAuthCode and lockout texts", () => {
    expect(lockoutMessage({ errorType: 'InvalidTwoFactorAuthCode', failCount: 1, lockedOutUntil: null }, 0)).toBe(
      'That verification code was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
    );
    expect(lockoutMessage({ errorType: 'TwoFactorAuthSoftLockout', failCount: 6, lockedOutUntil: 60_000 }, 0)).toBe(
      'You reached your maximum number of attempts. Your account will be locked for 1 minute.',
    );
  });
});

describe('platform-reference §2.1 /v1 API: integration tokens and their scopes (issue 21)', () => {
  it('gives every token the recognisable prefix, a shape checked before the store is asked, and a hint that hides it', () => {
    fc.assert(
      fc.property(base64url, (body) => {
        const token = tokenFromBody(body);
        expect(token.startsWith(TOKEN_PREFIX)).toBe(true);
        expect(isTokenShaped(token)).toBe(true);
        expect(isTokenShaped(token.slice(0, -1))).toBe(false);
        expect(isTokenShaped(`x${token}`)).toBe(false);
        const hint = tokenHint(token);
        expect(hint).toBe(`${TOKEN_PREFIX}…${token.slice(-4)}`);
        expect(hint).not.toContain(body.slice(0, 39));
        expect(bearerOf(`Bearer ${token}`)).toBe(token);
        expect(bearerOf(`bearer   ${token} `)).toBe(token);
      }),
    );
    expect(bearerOf(null)).toBeNull();
    expect(bearerOf('Basic abc')).toBeNull();
    expect(bearerOf('Bearer a b')).toBeNull();
  });

  it('lets a token call a route only with its scope, and reads back only known scopes', () => {
    fc.assert(
      fc.property(fc.subarray([...TOKEN_SCOPES]), fc.constantFrom(...(Object.keys(API_ROUTE_SCOPES) as (keyof typeof API_ROUTE_SCOPES)[])), (scopes, route) => {
        expect(scopeAllows(scopes, route)).toBe(scopes.includes(API_ROUTE_SCOPES[route]));
        expect(parseScopes([...scopes, 'admin:write', ''].join(' '))).toEqual(scopes);
      }),
    );
  });

  it('asks a token for a name', () => {
    expect(validateTokenName('  My   sync ')).toEqual({ ok: true, name: 'My sync' });
    expect(validateTokenName(' ')).toMatchObject({ ok: false });
    expect(validateTokenName('x'.repeat(65))).toMatchObject({ ok: false });
  });
});

describe('reader-experience §2.2 settings, Security and apps: the sessions list (issue 21)', () => {
  it('keeps no full address: an IPv4 address to its /24, an IPv6 one to its /48, anything else not at all', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const shown = displayNetwork(ip);
        expect(shown).toBe(`${ip.split('.').slice(0, 3).map(Number).join('.')}.x`);
        expect(displayNetwork(`::ffff:${ip}`)).toBe(shown);
      }),
    );
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        const shown = displayNetwork(ip);
        if (ip.includes('.')) return; // embedded IPv4 forms are not addresses this server is given
        expect(shown).toMatch(/^[0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48$/);
      }),
    );
    expect(displayNetwork('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(displayNetwork('unknown')).toBe('');
    expect(displayNetwork('999.1.1.1')).toBe('');
    expect(placeOf('')).toBe('Network not recorded');
  });

  it('writes last-seen at most once per granule', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 12), fc.nat(2 * LAST_SEEN_GRANULARITY_MS), (seen, later) => {
        expect(shouldTouchLastSeen(seen, seen + later)).toBe(later >= LAST_SEEN_GRANULARITY_MS);
      }),
    );
    expect(shouldTouchLastSeen(null, 0)).toBe(true);
  });

  it('says unknown parts of a device as unknown', () => {
    expect(describeDevice({ browser: null, os: null, platform: null })).toEqual({ device: 'Unknown system', browser: 'Unknown browser' });
    expect(describeDevice({ browser: 'Chrome 131', os: 'Linux', platform: 'desktop' })).toEqual({ device: 'Linux (desktop)', browser: 'Chrome 131' });
  });
});

describe('reader-experience §8 password sign-in: a new password (issue 21)', () => {
  it('needs 8 to 128 characters and not the e-mail address', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 140 }), (password) => {
        const length = [...password].length;
        const result = validateNewPassword(password, 'reader@example.com');
        expect(result.ok).toBe(length >= 8 && length <= 128 && password.trim().toLowerCase() !== 'reader@example.com');
      }),
    );
    expect(validateNewPassword('Reader@Example.com', 'reader@example.com')).toMatchObject({ ok: false, message: 'Your password cannot be your e-mail address.' });
  });
});
