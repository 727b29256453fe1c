// A logged-out browser's xsrf token (README: Security). It lives in the browser's HttpOnly `quire_xsrf` cookie
// and is sent back in the x-xsrf-token header. The server signs every token it issues (an HMAC under a key
// all its processes share), so a cookie planted by someone else — a value the server never issued — is never
// echoed by /_/xsrf nor accepted for a mutation: the browser is given a fresh token of its own instead.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const mac = (key: string, nonce: string) => createHmac('sha256', key).update(`anonymous-xsrf:${nonce}`).digest('base64url');

/** A new token: a random nonce and its signature. */
export function issueAnonymousToken(key: string): string {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${mac(key, nonce)}`;
}

/** The token when the server issued it (its signature holds); null for anything else. */
export function verifiedAnonymousToken(value: string | null | undefined, key: string): string | null {
  if (!value || value.length > 200) return null;
  const dot = value.indexOf('.');
  if (dot < 1) return null;
  const expected = Buffer.from(mac(key, value.slice(0, dot)));
  const given = Buffer.from(value.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
}
