// Issue 21, reader-experience §4 ('Switch account'): several accounts signed in on one browser
// (core/auth/account-switching.ts). Both routes are navigations from the avatar menu carrying the active
// session's xsrf token, as sign-out does; a wrong or missing token changes nothing.
// - /m/account/add: the active session steps aside into the other-accounts cookie (still signed in), and the
//   browser goes to sign in with another account.
// - /m/account/switch?to={username}: a listed account's session becomes active without signing in again; the
//   one that was active joins the list. The xsrf token then is the new active session's own.
import { addAccount, switchTo } from '../../../core/auth/account-switching.ts';
import { safeRedirectPath } from '../../../core/auth/redirect.ts';
import { buildPath } from '../../../core/routing/paths.ts';
import type { Services } from '../composition-root.ts';
import { parseCookies } from '../dev-session.ts';
import { redirect, withCookies } from '../http/respond.ts';
import { otherAccountsCookie, otherAccountsOf, SESSION_COOKIE, sessionCookie, xsrfMatches } from '../session.ts';

export const ADD_ACCOUNT_PATH = '/m/account/add';
export const SWITCH_ACCOUNT_PATH = '/m/account/switch';

async function activeWithXsrf(services: Services, request: Request, url: URL) {
  const session = await services.sessionOf(request);
  const token = parseCookies(request.headers.get('cookie')).get(SESSION_COOKIE) ?? null;
  if (session.userId === null || token === null || !xsrfMatches(url.searchParams.get('xsrf'), session.xsrf)) return null;
  return { userId: session.userId, token };
}

export async function serveAddAccount(services: Services, request: Request, url: URL): Promise<Response> {
  const back = safeRedirectPath(url.searchParams.get('redirect'));
  const active = await activeWithXsrf(services, request, url);
  if (!active) return redirect(back);
  const others = await otherAccountsOf(request, services.repos.sessions, services.options.now(), active.userId);
  const next = addAccount({ active: active.token, others: others.map((o) => o.token) });
  const signIn = buildPath('ShowSignIn', { redirect: back });
  return withCookies(redirect(signIn.ok ? signIn.path : '/m/signin'), [sessionCookie(request, null), otherAccountsCookie(request, next.others)]);
}

export async function serveSwitchAccount(services: Services, request: Request, url: URL): Promise<Response> {
  const back = safeRedirectPath(url.searchParams.get('redirect'));
  const active = await activeWithXsrf(services, request, url);
  if (!active) return redirect(back);
  const others = await otherAccountsOf(request, services.repos.sessions, services.options.now(), active.userId);
  const [target] = await services.repos.users.usersByUsernames([url.searchParams.get('to') ?? '']);
  const chosen = target ? others.find((o) => o.userId === target.id) : undefined;
  // An account this browser does not hold (or whose session was revoked) is no account to switch to.
  if (!chosen) return redirect(back);
  const next = switchTo({ active: active.token, others: others.map((o) => o.token) }, chosen.token);
  if (!next?.active) return redirect(back);
  return withCookies(redirect(back), [sessionCookie(request, next.active), otherAccountsCookie(request, next.others)]);
}
