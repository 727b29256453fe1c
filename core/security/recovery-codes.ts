// Issue 21 (Security and apps, two-factor sign-in): the authenticator's recovery codes. Ten at a time, each
// works once in place of an authenticator code, shown once when made and stored only as a hash. A code is ten
// characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as two groups of five; typed in any
// case, with or without the hyphen or spaces. What a second-factor answer is (an authenticator code, a recovery
// code, or neither) is decided here, once, for the sign-in and the settings alike.

export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;
/** 32 letters and digits, none mistakable for another: 50 bits a code. */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The code that `bytes` (at least RECOVERY_CODE_LENGTH random bytes) make, as shown: 'abcde-fghjk'. */
export function recoveryCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH) throw new Error(`A recovery code needs ${RECOVERY_CODE_LENGTH} random bytes.`);
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_ALPHABET[bytes[i]! % RECOVERY_ALPHABET.length];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A typed recovery code as it is hashed: lower case, no hyphens or spaces; null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const bare = typed.toLowerCase().replace(/[\s-]/g, '');
  if (bare.length !== RECOVERY_CODE_LENGTH) return null;
  for (const ch of bare) if (!RECOVERY_ALPHABET.includes(ch)) return null;
  return bare;
}

/** What a second-factor answer is: an authenticator (TOTP) code, a recovery code, or neither. */
export type SecondFactorAnswer = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | { kind: 'invalid' };

export function classifySecondFactor(typed: string): SecondFactorAnswer {
  const trimmed = typed.trim();
  if (/^\d{6}$/.test(trimmed)) return { kind: 'totp', code: trimmed };
  const recovery = normalizeRecoveryCode(trimmed);
  return recovery ? { kind: 'recovery', code: recovery } : { kind: 'invalid' };
}

export const RECOVERY_CODES_SHOWN_ONCE =
  'Save these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator app. They will not be shown again.';

/** What the security tab says of the codes left. */
export const recoveryCodesLeftText = (left: number): string =>
  left === 0
    ? 'You have no recovery codes left. Make new ones so you can still sign in if you lose your authenticator app.'
    : `${left} recovery code${left === 1 ? '' : 's'} left.`;
