// Newsletter endpoints (README: Newsletters; reader-experience §3 NewsletterV3, §2.3 subscribe toasts). The pages
// themselves are page modules (ui/newsletters/NewsletterPages.tsx, render/pages/newsletters.pages.ts); this file
// answers what their forms post, and redirects back (303) to the page with what happened in its address, so every
// form works without JavaScript; a script may post the same with `Accept: application/json` and get JSON instead.
// - POST /_/api/subscriptions/newsletters/{id}: subscribe or unsubscribe (the landing pages' form);
// - POST /me/email-settings/{userId}/{hash}?newsletter={id}: the signed unsubscribe link's button, and a mail
//   client's RFC 8058 one-click POST (answered 200 with text);
// - POST /me/unsubscribe-all-newsletters and /me/unsubscribe-all-author-newsletters;
// - POST /me/subscribers/import (multipart), and the owner's CSV export;
// - POST /newsletters/confirm: the double opt-in's button (the GET is a page module that shows the button: mail
//   scanners fetch links).
// Every signed-in form carries the session's xsrf token, checked against the cookie; a logged-out visitor's address
// form carries the browser's anonymous token when a script added it, else it must come from this site
// (Sec-Fetch-Site or Origin): it only asks for a confirmation e-mail, paced per address and network.
import { newsletterCopy as copy } from '../../../core/copy/newsletter-copy.ts';
import { decodeImport, exportCsv, IMPORT_ERRORS, IMPORT_MAX_BYTES, importErrorCodeOf, parseImport, type ImportErrorCode } from '../../../core/newsletters/subscriber-csv.ts';
import { encodeLines, FORM_EXPIRED, landingMessage, newsletterLandingPath, type LandingStatus } from '../../../core/newsletters/newsletter-pages.ts';
import type { Newsletter } from '../../postgres/newsletters.repository.ts';
import type { Services } from '../composition-root.ts';
import { redirect, text } from '../http/respond.ts';
import { xsrfMatches } from '../session.ts';

export const SUBSCRIBE_API = /^\/_\/api\/subscriptions\/newsletters\/([^/]+)$/;
export const EMAIL_SETTINGS = /^\/me\/email-settings\/([^/]+)\/([^/]+)$/;
export const CONFIRM_PATH = '/newsletters/confirm';
export const UNSUBSCRIBE_ALL_PATHS: ReadonlyMap<string, boolean> = new Map([
  ['/me/unsubscribe-all-newsletters', false],
  ['/me/unsubscribe-all-author-newsletters', true],
]);
export const IMPORT_PATH = '/me/subscribers/import';
export const CSV_EXPORT = /^\/@([^/]+)\/newsletters\/([^/]+)\/subscribers\/csv-export$/;
/** The import's body: the file's cap plus the form around it. */
export const IMPORT_BODY_MAX_BYTES = IMPORT_MAX_BYTES + 64 * 1024;

const NO_STORE = { 'cache-control': 'no-store' };
const decode = (v: string) => {
  try {
    return decodeURIComponent(v);
  } catch {
    return '';
  }
};

async function formTokenOk(s: Services, request: Request, presented: string | null): Promise<boolean> {
  const session = await s.sessionOf(request);
  const expected = session.xsrf ?? (await s.xsrf.anonymousOf(request));
  return expected !== null && xsrfMatches(presented ?? request.headers.get('x-xsrf-token'), expected);
}

const landingPath = (n: Newsletter) => newsletterLandingPath(n);

/** Back to a page with what happened in its address (the page says it). */
function back(path: string, params: Record<string, string | number | null | undefined>): Response {
  const to = new URL(path, 'http://x');
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') to.searchParams.set(k, String(v));
  return redirect(`${to.pathname}${to.search}`, 303);
}

/** A form a logged-out visitor posted from this site's own page (fetch metadata, else the Origin header). */
function fromThisSite(s: Services, request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && (origin === new URL(s.options.publicOrigin).origin || origin === new URL(request.url).origin);
}

/** The form's fields, or a JSON body's. */
async function fieldsOf(request: Request): Promise<Map<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  const fields = new Map<string, string>();
  try {
    if (type.includes('application/json')) {
      const body = (await request.json()) as Record<string, unknown>;
      if (body && typeof body === 'object') for (const [k, v] of Object.entries(body)) if (typeof v === 'string') fields.set(k, v);
    } else {
      const form = await request.formData();
      for (const [k, v] of form) if (typeof v === 'string') fields.set(k, v);
    }
  } catch {
    // An unreadable body has no fields; the checks below answer it.
  }
  return fields;
}

/** POST /_/api/subscriptions/newsletters/{id}: subscribe or unsubscribe; JSON in, JSON out, or a form and a redirect. */
export async function serveSubscribe(s: Services, request: Request, newsletterId: string, network = 'unknown'): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json') || (request.headers.get('content-type') ?? '').includes('application/json');
  /** JSON says what happened with its status code; a form goes back to the landing page, which says it. */
  const reply = (status: number, key: LandingStatus, newsletter: Newsletter | null, extra: { message?: string; email?: string } = {}) => {
    const message = extra.message ?? (newsletter ? landingMessage(key, newsletter.name, extra.email).text : copy.subscribeFail);
    if (wantsJson) return Response.json({ ok: status < 400, status: key, message }, { status, headers: NO_STORE });
    if (!newsletter) return text(status, message, NO_STORE);
    return back(landingPath(newsletter), { status: key, email: key === 'confirm-sent' ? extra.email : null });
  };
  if (request.method !== 'POST') return new Response('Use POST.', { status: 405, headers: { allow: 'POST', ...NO_STORE } });
  const fields = await fieldsOf(request);
  const id = decode(newsletterId);
  const session = await s.sessionOf(request);
  const tokenOk = await formTokenOk(s, request, fields.get('xsrf') ?? null);
  const action = fields.get('action') ?? 'subscribe';
  // A logged-out visitor's address form without a script has no token: it must come from this site's own page.
  const anonymousForm = !session.userId && !wantsJson && action === 'subscribe' && fromThisSite(s, request);
  if (!tokenOk && !anonymousForm) return reply(403, 'expired', wantsJson ? null : await s.newsletters.byId(id), { message: FORM_EXPIRED });
  const source = (fields.get('source') ?? 'landing').replace(/[^a-z-]/g, '').slice(0, 20) || 'landing';
  if (action !== 'subscribe' && action !== 'unsubscribe') return reply(400, 'failed', null, { message: 'The action is subscribe or unsubscribe.' });
  if (session.userId) {
    if (action === 'unsubscribe') {
      const result = await s.newsletters.unsubscribe(session.userId, id);
      return result.ok ? reply(200, 'unsubscribed', result.newsletter) : reply(404, 'failed', null, { message: 'There is no such newsletter.' });
    }
    const result = await s.newsletters.subscribe(session.userId, id, source);
    if (result.ok) return reply(200, 'subscribed', result.newsletter);
    if (result.error === 'NOT_FOUND') return reply(404, 'failed', null, { message: 'There is no such newsletter.' });
    return reply(result.error === 'SELF' ? 400 : 200, result.error === 'SELF' ? 'self' : 'already', result.newsletter ?? null);
  }
  if (action === 'unsubscribe') return reply(401, 'failed', null, { message: 'Sign in to manage your subscriptions, or use the unsubscribe link in any newsletter e-mail.' });
  const result = await s.newsletters.subscribeEmail(id, fields.get('email') ?? '', source, network);
  if (result.ok) return reply(200, 'confirm-sent', result.newsletter, { email: result.email });
  if (result.error === 'NOT_FOUND') return reply(404, 'failed', null, { message: 'There is no such newsletter.' });
  if (result.error === 'RATE_LIMITED') return reply(429, 'too-many', await s.newsletters.byId(id));
  return reply(400, 'invalid-email', await s.newsletters.byId(id));
}

/**
 * POST /newsletters/confirm: the double opt-in's button (the GET is the page, ui/newsletters/NewsletterConfirm.tsx,
 * which only shows what the link names: mail scanners fetch links). The token is the authority (it was mailed to the
 * address): confirmed, the reader lands on the newsletter's page saying so; an unknown or used token goes back to
 * the confirm page, which says it is not valid.
 */
export async function serveConfirm(s: Services, request: Request): Promise<Response> {
  const token = (await fieldsOf(request)).get('token') ?? '';
  const newsletter = token && token.length <= 200 ? await s.newsletters.confirm(token) : null;
  if (!newsletter) return back(CONFIRM_PATH, { token: token.slice(0, 200) });
  return back(landingPath(newsletter), { status: 'confirmed' });
}

/**
 * POST /me/email-settings/{userId}/{hash}?newsletter={id}: the signed unsubscribe link (no sign-in; the signature is
 * the authority). The page's button goes back to the page, which then says it is done; a mail client's RFC 8058
 * one-click POST (List-Unsubscribe=One-Click) gets a 200 with text. A changed link is a 400.
 */
export async function serveEmailSettings(s: Services, request: Request, url: URL, params: { subject: string; hash: string }): Promise<Response> {
  const subject = decode(params.subject);
  const newsletterId = url.searchParams.get('newsletter') ?? '';
  const newsletter = subject && newsletterId ? await s.newsletters.verifyUnsubscribe(subject, params.hash, newsletterId) : null;
  if (!newsletter) return text(400, copy.unsubscribeInvalid, NO_STORE);
  const oneClick = (await fieldsOf(request)).get('List-Unsubscribe') === 'One-Click';
  await s.newsletters.unsubscribeBySubject(subject, newsletter);
  if (oneClick) return text(200, `${copy.newsletterUnsubscribed(newsletter.name)} ${copy.unsubscribeEffective}`, NO_STORE);
  return back(url.pathname, { newsletter: newsletterId, status: 'unsubscribed' });
}

/** POST /me/unsubscribe-all-newsletters and /me/unsubscribe-all-author-newsletters: signed in, with the xsrf token. */
export async function serveUnsubscribeAll(s: Services, request: Request, url: URL, onlyAuthors: boolean): Promise<Response> {
  const session = await s.sessionOf(request);
  if (!session.userId) return redirect(`/m/signin?redirect=${encodeURIComponent(url.pathname)}`, 303);
  const fields = await fieldsOf(request);
  if (!(await formTokenOk(s, request, fields.get('xsrf') ?? null))) return back(url.pathname, { status: 'expired' });
  const count = await s.newsletters.unsubscribeAll(session.userId, onlyAuthors);
  return back(url.pathname, { status: 'done', count });
}

/** /@{username}/newsletters/{newsletterV3Id}/subscribers/csv-export: the owner's subscriber list as CSV. */
export async function serveCsvExport(s: Services, request: Request, params: { username: string; newsletterId: string }): Promise<Response> {
  const session = await s.sessionOf(request);
  const newsletter = await s.newsletters.byId(decode(params.newsletterId));
  if (!newsletter || newsletter.user.username !== decode(params.username)) return new Response('There is no such newsletter.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE } });
  if (!session.userId) return new Response('Sign in to export your subscribers.', { status: 401, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE } });
  if (session.userId !== newsletter.user.id) return new Response('Only the newsletter’s owner can export its subscribers.', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE } });
  const rows = await s.repos.newsletters.exportRows(newsletter.id);
  const csv = exportCsv(rows.map((r) => ({ email: r.email, name: r.name, username: r.username, status: r.status, source: r.source, subscribedAt: r.createdAt.toISOString() })));
  return new Response(csv, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${newsletter.slug.replace(/[^A-Za-z0-9_-]/g, '_')}-subscribers.csv"`, ...NO_STORE },
  });
}

/**
 * POST /me/subscribers/import (multipart): all or nothing. A form goes back to the page with the count imported, the
 * refusal's code, or the bad lines' numbers; a script (Accept: application/json) gets every bad line's message.
 */
export async function serveImport(s: Services, request: Request, url: URL): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  type Outcome = { status: number; imported?: number; reason?: ImportErrorCode; lineErrors?: { line: number; message: string }[] };
  const answer = (o: Outcome): Response => {
    if (wantsJson) {
      const message = o.imported !== undefined ? copy.importDone(o.imported) : o.reason ? IMPORT_ERRORS[o.reason] : copy.importNothing;
      return Response.json({ ok: o.status < 400, message, imported: o.imported ?? 0, lineErrors: o.lineErrors ?? [] }, { status: o.status, headers: NO_STORE });
    }
    if (o.imported !== undefined) return back(url.pathname, { status: 'imported', count: o.imported });
    if (o.lineErrors) return back(url.pathname, { status: 'invalid', lines: encodeLines(o.lineErrors.map((l) => l.line)), count: o.lineErrors.length });
    return back(url.pathname, { status: 'refused', reason: o.reason ?? 'no-file' });
  };
  const session = await s.sessionOf(request);
  if (!session.userId) return wantsJson ? Response.json({ ok: false, message: 'Sign in to import subscribers.' }, { status: 401, headers: NO_STORE }) : redirect(`/m/signin?redirect=${encodeURIComponent(url.pathname)}`, 303);
  const newsletter = await s.repos.newsletters.ofAuthor(session.userId);
  if (!newsletter) return text(404, 'There is no such account.', NO_STORE);
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    form = null;
  }
  const file = form?.get('file');
  const presented = form?.get('xsrf');
  if (!(await formTokenOk(s, request, typeof presented === 'string' ? presented : null))) return answer({ status: 403, reason: 'expired' });
  if (!file || typeof file === 'string') return answer({ status: 400, reason: 'no-file' });
  const decoded = decodeImport(new Uint8Array(await file.arrayBuffer()));
  const parsed = decoded.ok ? parseImport(decoded.text) : decoded;
  if (parsed.ok) return answer({ status: 200, imported: await s.repos.newsletters.importEmails(newsletter.id, parsed.emails, s.options.now()) });
  if ('lineErrors' in parsed) return answer({ status: 400, lineErrors: parsed.lineErrors });
  return answer({ status: 400, reason: importErrorCodeOf(parsed.error) ?? 'no-file' });
}
