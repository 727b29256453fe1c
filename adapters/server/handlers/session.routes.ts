// The routes that start sessions or hand out the tokens sessions need: the anonymous xsrf token, the e-mail
// sign-in callback and the development sign-in shortcut.
import { safeRedirectPath } from '../../../core/auth/redirect.ts';
import type { Services } from '../composition-root.ts';
import type { ServerContext } from '../graphql/graphql.ts';
import { htmlPage, json, redirect, text, withCookies } from '../http/respond.ts';
import { messagePage, twoFactorPage } from '../render/plain-pages.ts';
import { anonymousXsrfCookie, startSession, xsrfMatches } from '../session.ts';

export const XSRF_PATH = '/_/xsrf';

/**
 * GET /_/xsrf: the browser's anonymous xsrf token, made on first use, in an HttpOnly cookie and the body. Only a
 * token this server issued is handed back; any other cookie is replaced by a fresh one.
 */
export async function serveXsrf(services: Services, request: Request): Promise<Response> {
  const session = await services.sessionOf(request);
  if (session.xsrf) return json({ token: session.xsrf });
  const existing = await services.xsrf.anonymousOf(request);
  if (existing) return json({ token: existing });
  const token = await services.xsrf.issue();
  return withCookies(json({ token }), [anonymousXsrfCookie(request, token)]);
}

/** The auth callback: a link from the e-mail or a token from the modal becomes a session. */
export async function serveCallback(services: Services, request: Request, url: URL, serverContext: ServerContext): Promise<Response> {
  const result = await services.auth.redeem(url.searchParams.get('token') ?? '', services.requesterOf(request, serverContext));
  if (!result.ok && result.reason === 'TWO_FACTOR') {
    const xsrf = await services.xsrf.anonymousOf(request);
    if (!xsrf) return htmlPage(messagePage(services.options.productName, 'Sign-in link', 'This sign-in link works in the browser where you asked for it.'), 400);
    return htmlPage(twoFactorPage(services.options.productName, TWO_FACTOR_CALLBACK_PATH, { challenge: result.challenge, xsrf }, null));
  }
  if (!result.ok) {
    const message =
      result.reason === 'OTHER_BROWSER'
        ? 'This sign-in link works in the browser where you asked for it. Open it there, or type the 6-digit code from the same e-mail.'
        : 'This sign-in link has expired or was already used. Ask for a new one.';
    return htmlPage(messagePage(services.options.productName, 'Sign-in link', message), 400);
  }
  const cookies = await startSession(request, services.repos.sessions, result.userId, services.options.now(), services.networkOf(serverContext));
  return withCookies(redirect(result.redirect), cookies);
}

export const TWO_FACTOR_CALLBACK_PATH = '/m/callback/two-factor';

/**
 * Issue 21: POST /m/callback/two-factor, the callback's second step for an account with an authenticator: the
 * browser's xsrf token (in the form, matching its cookie), the challenge and the code (or a recovery code), judged
 * with the two-factor lockouts; a right one starts the session and goes where the sign-in was headed.
 */
export async function serveTwoFactorCallback(services: Services, request: Request, serverContext: ServerContext): Promise<Response> {
  const productName = services.options.productName;
  if (request.method !== 'POST') return htmlPage(messagePage(productName, 'Two-factor sign-in', 'Ask for a new sign-in code to start again.'), 405);
  const form = new URLSearchParams(await request.text());
  const xsrf = await services.xsrf.anonymousOf(request);
  if (!xsrf || !xsrfMatches(form.get('xsrf'), xsrf)) {
    return htmlPage(messagePage(productName, 'Two-factor sign-in', 'This form has expired or did not come from this site. Ask for a new sign-in code.'), 403);
  }
  const challenge = form.get('challenge') ?? '';
  const requester = services.requesterOf(request, serverContext);
  const answer = await services.auth.verifyTwoFactorCode({ challenge, code: form.get('code') ?? '' }, requester);
  if (answer.__typename !== 'Token') {
    const expired = answer.__typename === 'AuthError' && answer.errorType === 'ChallengeExpired';
    if (expired) return htmlPage(messagePage(productName, 'Two-factor sign-in', 'This sign-in has expired or was already used. Ask for a new sign-in code.'), 400);
    const message = answer.__typename === 'AuthError' ? answer.message : 'Please try again.';
    return htmlPage(twoFactorPage(productName, TWO_FACTOR_CALLBACK_PATH, { challenge, xsrf }, message), 400);
  }
  const redeemed = await services.auth.redeem(answer.value, requester);
  if (!redeemed.ok) return htmlPage(messagePage(productName, 'Two-factor sign-in', 'This sign-in has expired or was already used. Ask for a new sign-in code.'), 400);
  const cookies = await startSession(request, services.repos.sessions, redeemed.userId, services.options.now(), services.networkOf(serverContext));
  return withCookies(redirect(redeemed.redirect), cookies);
}

/** QUIRE_DEV_SIGN_IN: /_/dev/sign-in?username=… starts a real session for that user. */
export async function serveDevSignIn(services: Services, request: Request, url: URL, network = ''): Promise<Response> {
  if (!services.options.devSignIn) return text(404, 'Not found');
  const username = url.searchParams.get('username') ?? '';
  const [user] = await services.repos.users.usersByUsernames([username]);
  if (!user) return text(400, `There is no user called "${username}".`);
  const cookies = await startSession(request, services.repos.sessions, user.id, services.options.now(), network);
  return withCookies(redirect(safeRedirectPath(url.searchParams.get('redirect'))), cookies);
}
