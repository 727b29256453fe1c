// Issue 21, reader-experience §4 alternate-user banner ("signed out, asks to sign in with the member account"): when
// a member account signs out, the browser keeps a cookie naming it, signed with a server secret so that no one can make a
// browser name another account (and read its redacted address). It grants nothing: signing in is still signing in.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerSecrets } from '../postgres/server-secrets.repository.ts';
import { parseCookies } from './dev-session.ts';
import { SESSION_TTL_MS } from './session.ts';

export const REMEMBERED_ACCOUNT_COOKIE = 'quire_remembered';
export const REMEMBERED_ACCOUNT_SECRET = 'remembered-account';

const mac = (key: string, userId: string) => createHmac('sha256', key).update(`remembered-account:${userId}`).digest('base64url');

/** The cookie naming `userId` as the account that last signed out on this browser. */
export async function rememberedAccountCookie(request: Request, secrets: ServerSecrets, userId: string): Promise<string> {
  const value = `${userId}.${mac(await secrets.get(REMEMBERED_ACCOUNT_SECRET), userId)}`;
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${REMEMBERED_ACCOUNT_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}${secure}`;
}

/** The account the browser's cookie names, when its signature holds; null otherwise. */
export async function rememberedAccountOf(request: Request, secrets: ServerSecrets): Promise<string | null> {
  const value = parseCookies(request.headers.get('cookie')).get(REMEMBERED_ACCOUNT_COOKIE);
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return null;
  const userId = value.slice(0, dot);
  const expected = Buffer.from(mac(await secrets.get(REMEMBERED_ACCOUNT_SECRET), userId));
  const presented = Buffer.from(value.slice(dot + 1));
  return presented.length === expected.length && timingSafeEqual(presented, expected) ? userId : null;
}
