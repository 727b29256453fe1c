// platform-reference §5: e-mail and login-code validation, with the spec's messages.
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const INVALID_LOGIN_CODE = 'Login code must be 6 digits.';

/** Letters, digits and ._%+- before an @, then a domain ending in 2 or more letters; case-insensitive. */
const EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export function validateEmail(raw: string): { ok: true; email: string } | { ok: false; message: typeof INVALID_EMAIL } {
  const email = raw.trim();
  return EMAIL.test(email) ? { ok: true, email } : { ok: false, message: INVALID_EMAIL };
}

export function validateLoginCode(raw: string): { ok: true; code: string } | { ok: false; message: typeof INVALID_LOGIN_CODE } {
  const code = raw.trim();
  return /^\d{6}$/.test(code) ? { ok: true, code } : { ok: false, message: INVALID_LOGIN_CODE };
}

/**
 * platform-reference §5: "An email resembling a Gmail-style typo (two patterns) shows an extra hint."
 * The two patterns, designed here:
 *  1. the "gmail" part misspelt by one letter (gmial, gmai, gamil, gnail, gmaill) before a .com-like
 *     ending (.com, .co, .cm, .con);
 *  2. "gmail" right but its ending broken: the dot missing or mistyped (gmailcom, gmail,com) or the "com"
 *     misspelt (gmail.c0m, gmail.cm, gmail.om).
 * Returns the suggested address, or null.
 */
/** Real providers one letter away from gmail: never "corrected". */
const REAL_DOMAINS = new Set(['gmail.com', 'googlemail.com', 'mail.com', 'email.com', 'ymail.com']);

export function gmailTypoSuggestion(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (REAL_DOMAINS.has(domain)) return null;
  // Pattern 2: gmail with a broken ending.
  if (/^gmail[,;:]?com$/.test(domain) || /^gmail\.c[o0]m?$/.test(domain) || domain === 'gmail.cm' || domain === 'gmail.om') {
    return `${local}@gmail.com`;
  }
  // Pattern 1: the "gmail" part one edit away (gmial, gmai, gamil, gnail, gmaill), with a .com ending.
  const [name, ...rest] = domain.split('.');
  const tld = rest.join('.');
  if ((tld === 'com' || tld === 'co' || tld === 'cm' || tld === 'con') && name !== undefined && editDistanceAtMostOne(name, 'gmail')) {
    return `${local}@gmail.com`;
  }
  return null;
}

/** Whether a and b differ by at most one insertion, deletion, substitution or adjacent swap. */
export function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length === 1) return true;
    return diffs.length === 2 && diffs[1] === diffs[0]! + 1 && a[diffs[0]!] === b[diffs[1]!] && a[diffs[1]!] === b[diffs[0]!];
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && shorter[i] === longer[i]) i++;
  return shorter.slice(i) === longer.slice(i + 1);
}

export const gmailTypoHint = (suggestion: string): string => `Did you mean ${suggestion}?`;
