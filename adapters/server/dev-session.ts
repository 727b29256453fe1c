// A development-only sign-in shortcut, until the sign-in issue brings real sessions: with
// QUIRE_DEV_SIGN_IN=true, /_/dev/sign-in?username=… signs in as that demo user (cookie), and
// AcctSignout (/m/signout/{xsrf}) signs out when the xsrf token matches. Off by default; never enable
// it on a server others can reach.
import { randomBytes } from 'node:crypto';
import { safeRedirectPath } from '../../core/auth/redirect.ts';

export const DEV_SIGN_IN_PATH = '/_/dev/sign-in';
const USER_COOKIE = 'quire_dev_user';
const XSRF_COOKIE = 'quire_xsrf';

export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A cookie that does not decode is ignored, as if absent.
    }
  }
  return cookies;
}

export type DevSession = { userId: string; xsrf: string };

export function readDevSession(request: Request): DevSession | null {
  const cookies = parseCookies(request.headers.get('cookie'));
  const userId = cookies.get(USER_COOKIE);
  const xsrf = cookies.get(XSRF_COOKIE);
  return userId && xsrf ? { userId, xsrf } : null;
}

const cookie = (name: string, value: string, maxAge: number) =>
  `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;

export function signInResponse(userId: string, redirect: string | null): Response {
  const headers = new Headers({ location: safeRedirectPath(redirect) });
  headers.append('set-cookie', cookie(USER_COOKIE, userId, 60 * 60 * 24 * 30));
  headers.append('set-cookie', cookie(XSRF_COOKIE, randomBytes(18).toString('base64url'), 60 * 60 * 24 * 30));
  return new Response(null, { status: 302, headers });
}

export function signOutResponse(): Response {
  const headers = new Headers({ location: '/' });
  headers.append('set-cookie', cookie(USER_COOKIE, '', 0));
  headers.append('set-cookie', cookie(XSRF_COOKIE, '', 0));
  return new Response(null, { status: 302, headers });
}
