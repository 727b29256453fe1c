// Issue 21's non-page addresses (route table: ApiSendVerify, ApiExport):
// - /me/send-verify?token=… — the link of the new-address e-mail. GET shows what it confirms and a button (mail
//   scanners that open links never change an address); POST with the token confirms it. The signed token is the
//   authority: no sign-in needed. A changed, old or used link is a 400 with the reason.
// - /me/export/{exportId} — a ready export's zip, to its owner only: signed out, sign in first and come back;
//   anyone else's, one not ready or gone: 404. Never cached.
import { ACCOUNT_MESSAGES } from '../../../core/account/account-rules.ts';
import { buildPath } from '../../../core/routing/paths.ts';
import { settingsPath } from '../../../core/routing/settings.ts';
import type { Services } from '../composition-root.ts';
import { htmlPage, text } from '../http/respond.ts';
import { escapeHtml as e } from '../render/escape.ts';
import { plainPage } from '../render/plain-pages.ts';
import { EMAIL_CONFIRM_PATH } from './account.service.ts';

/** Any /me/export/{exportId}: an id of another shape is no export (404), not an address that is not built. */
export const EXPORT_PATH = /^\/me\/export\/([^/]+)$/;
const EXPORT_ID = /^[0-9a-f]{24}$/;
export { EMAIL_CONFIRM_PATH };

const page = (s: Services, title: string, body: string, status = 200) => {
  const response = htmlPage(plainPage(s.options.productName, title, body), status);
  response.headers.set('cache-control', 'no-store');
  return response;
};

async function tokenOf(request: Request, url: URL): Promise<string> {
  if (request.method !== 'POST') return url.searchParams.get('token') ?? '';
  try {
    const form = await request.formData();
    const token = form.get('token');
    return typeof token === 'string' ? token : '';
  } catch {
    return '';
  }
}

export async function serveEmailConfirm(s: Services, request: Request, url: URL): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'GET, POST' } });
  const token = await tokenOf(request, url);
  const title = 'Confirm your email address';
  if (!token) return page(s, title, `<h1>${e(title)}</h1><p role="alert">${e(ACCOUNT_MESSAGES.emailLinkInvalid)}</p>`, 400);
  if (request.method !== 'POST') {
    return page(
      s,
      title,
      `<h1>${e(title)}</h1><p>Use this address for your ${e(s.options.productName)} account?</p><form method="post" action="${EMAIL_CONFIRM_PATH}"><input type="hidden" name="token" value="${e(token)}"><button type="submit">Confirm email address</button></form>`,
    );
  }
  const outcome = await s.account.confirmEmail(token);
  if (!outcome.ok) return page(s, title, `<h1>${e(title)}</h1><p role="alert">${e(outcome.message)}</p><p><a href="${e(settingsPath('account', 'email'))}">Your settings</a></p>`, 400);
  return page(s, 'Email address changed', `<h1>Email address changed</h1><p role="status">${e(ACCOUNT_MESSAGES.emailConfirmed)}</p><p><a href="${e(settingsPath('account', 'email'))}">Your settings</a></p>`);
}

export async function serveExport(s: Services, request: Request, url: URL, exportId: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET' } });
  const { userId } = await s.sessionOf(request);
  if (!userId) {
    const signIn = buildPath('ShowSignIn', { redirect: url.pathname });
    return new Response(null, { status: 302, headers: { location: signIn.ok ? signIn.path : '/m/signin', 'cache-control': 'no-store' } });
  }
  const zip = EXPORT_ID.test(exportId) ? await s.account.exportZip(exportId, userId) : null;
  if (!zip) return text(404, 'There is no such export, or it is not ready yet.', { 'cache-control': 'no-store' });
  return new Response(request.method === 'HEAD' ? null : (zip as BodyInit), {
    headers: {
      'content-type': 'application/zip',
      'content-length': String(zip.byteLength),
      'content-disposition': `attachment; filename="${s.options.productName.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase() || 'export'}-export-${exportId}.zip"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
