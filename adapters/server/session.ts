// Sessions and the xsrf token. A signed-in browser holds a random session token in an HttpOnly
// cookie; the store keeps its SHA-256 with the session's xsrf token. Signed-in pages embed the xsrf token
// in the preloaded state; state-changing requests must send it back (sign-out carries it in its path).
// Logged-out pages carry none, so they stay the same for every visitor and can be cached.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionsRepository } from '../postgres/sessions.repository.ts';
import { displayNetwork, shouldTouchLastSeen } from '../../core/security/sessions.ts';
import { parseOtherAccounts, serializeOtherAccounts } from '../../core/auth/account-switching.ts';
import { parseCookies } from './dev-session.ts';

export const SESSION_COOKIE = 'quire_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** Issue 21: the browser's other signed-in sessions (core/auth/account-switching.ts), each a real session token. */
export const OTHER_ACCOUNTS_COOKIE = 'quire_accounts';
/** A logged-out browser's xsrf token for its mutations (signing in), read from /_/xsrf. */
export const ANONYMOUS_XSRF_COOKIE = 'quire_xsrf';
export const XSRF_HEADER = 'x-xsrf-token';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export type RequestSession =
  | {
      userId: string;
      /** For signing out. */ tokenHash: string;
      xsrf: string;
      /** When this browser last signed in (ms); null for a session older than the record (core/auth/recent-auth.policy.ts). */
      authenticatedAt: number | null;
    }
  | { userId: null; tokenHash: null; xsrf: null; authenticatedAt: null };

const LOGGED_OUT: RequestSession = { userId: null, tokenHash: null, xsrf: null, authenticatedAt: null };

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
}

export async function readSession(request: Request, sessions: SessionsRepository, now: Date): Promise<RequestSession> {
  const cookies = parseCookies(request.headers.get('cookie'));
  const token = cookies.get(SESSION_COOKIE);
  if (token) {
    const tokenHash = hashToken(token);
    const session = await sessions.find(tokenHash, now);
    // The sessions list's "last seen" (core/security/sessions.ts): written again only every few minutes.
    if (session && shouldTouchLastSeen(session.lastSeenAt?.getTime() ?? null, now.getTime())) await sessions.touch(tokenHash, now);
    if (session) return { userId: session.userId, tokenHash, xsrf: session.xsrf, authenticatedAt: session.authenticatedAt?.getTime() ?? null };
  }
  return LOGGED_OUT;
}

/**
 * Signs a user in: a new session with its own xsrf token, fresh for the recent-auth window. Every way in
 * (e-mail link or code, password, social, dev) comes through here, so here the session the browser held
 * before, if any, is ended: a session token planted in or read from the browser earlier never becomes a
 * signed-in one (session fixation). `network` is the request's (the intake's), shortened before it is kept.
 * Returns the cookies to set.
 */
export async function startSession(request: Request, sessions: SessionsRepository, userId: string, now: Date, network = ''): Promise<string[]> {
  const cookies = parseCookies(request.headers.get('cookie'));
  const earlier = cookies.get(SESSION_COOKIE);
  // A token the browser also lists as another signed-in account ('Add another account') is kept, not ended.
  if (earlier && !parseOtherAccounts(cookies.get(OTHER_ACCOUNTS_COOKIE), null).includes(earlier)) await sessions.remove(hashToken(earlier));
  const token = newToken();
  const xsrf = newToken();
  await sessions.create({
    tokenHash: hashToken(token),
    userId,
    xsrf,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    authenticatedAt: now,
    // What the sessions list shows of it (issue 21): the browser, and the network shortened so no full address is kept.
    userAgent: request.headers.get('user-agent') ?? '',
    network: displayNetwork(network),
  });
  const secure = new URL(request.url).protocol === 'https:';
  return [cookie(SESSION_COOKIE, token, SESSION_TTL_MS / 1000, secure)];
}

/** The session cookie set to `token` (or cleared when null). */
export function sessionCookie(request: Request, token: string | null): string {
  return cookie(SESSION_COOKIE, token ?? '', token ? SESSION_TTL_MS / 1000 : 0, new URL(request.url).protocol === 'https:');
}

/** The other-accounts cookie holding `others` (or cleared when empty). */
export function otherAccountsCookie(request: Request, others: readonly string[]): string {
  return cookie(OTHER_ACCOUNTS_COOKIE, serializeOtherAccounts(others), others.length > 0 ? SESSION_TTL_MS / 1000 : 0, new URL(request.url).protocol === 'https:');
}

/**
 * The browser's other signed-in accounts: the listed tokens whose sessions still live (a revoked or expired one
 * drops out) and belong to another user than the active one, one per user.
 */
export async function otherAccountsOf(request: Request, sessions: SessionsRepository, now: Date, activeUserId: string | null): Promise<{ token: string; userId: string }[]> {
  const cookies = parseCookies(request.headers.get('cookie'));
  const tokens = parseOtherAccounts(cookies.get(OTHER_ACCOUNTS_COOKIE), cookies.get(SESSION_COOKIE) ?? null);
  const found = await Promise.all(tokens.map(async (token) => ({ token, session: await sessions.find(hashToken(token), now) })));
  const users = new Set(activeUserId ? [activeUserId] : []);
  const live: { token: string; userId: string }[] = [];
  for (const { token, session } of found) {
    if (!session || users.has(session.userId)) continue;
    users.add(session.userId);
    live.push({ token, userId: session.userId });
  }
  return live;
}

/** Signs out: the session is deleted and its cookies cleared. */
export async function endSession(request: Request, sessions: SessionsRepository, tokenHash: string): Promise<string[]> {
  await sessions.remove(tokenHash);
  const secure = new URL(request.url).protocol === 'https:';
  return [cookie(SESSION_COOKIE, '', 0, secure)];
}

/** Constant-time comparison of a presented xsrf token with the session's. */
export function xsrfMatches(presented: string | null | undefined, expected: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function anonymousXsrfCookie(request: Request, token: string): string {
  return cookie(ANONYMOUS_XSRF_COOKIE, token, SESSION_TTL_MS / 1000, new URL(request.url).protocol === 'https:');
}
