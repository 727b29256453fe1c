// Newsletter pages and endpoints (README: Newsletters; reader-experience §3 NewsletterV3, §2.3 subscribe toasts):
// the landing pages (/subscribe/@{username} and /@{username}/subscribe, /{publicationSlug}/newsletter, /{publicationSlug}/newsletters/{slug}),
// the subscribe endpoint POST /_/api/subscriptions/newsletters/{id} (a form or JSON), the double opt-in's confirm
// page, the signed unsubscribe page /me/email-settings/{userId}/{hash} with its RFC 8058 one-click POST, the
// unsubscribe-all pages, the writer's subscriber CSV export and import. Server-rendered forms: no JavaScript at
// all, so no reading page carries any for them. Every form post carries the xsrf token (the session's, or the
// browser's anonymous one) in a hidden field, checked against the cookie; a bad input is a 4xx with a message.
import { newsletterCopy as copy } from '../../../core/copy/newsletter-copy.ts';
import { decodeImport, exportCsv, IMPORT_MAX_BYTES, parseImport } from '../../../core/newsletters/subscriber-csv.ts';
import type { Newsletter } from '../../postgres/newsletters.repository.ts';
import type { Services } from '../composition-root.ts';
import { htmlPage, redirect, withCookies } from '../http/respond.ts';
import { escapeHtml as e } from '../render/escape.ts';
import { plainPage } from '../render/plain-pages.ts';
import { anonymousXsrfCookie, xsrfMatches } from '../session.ts';

export const SUBSCRIBE_API = /^\/_\/api\/subscriptions\/newsletters\/([^/]+)$/;
/** /subscribe/@{username} and /@{username}/subscribe: the writer-subscription-promotion page, both ways. */
export const AUTHOR_LANDING = /^\/(?:subscribe\/@([^/]+)|@([^/]+)\/subscribe)$/;
export const PUBLICATION_LANDING = /^\/([^/@_][^/]*)\/(?:newsletter|newsletters\/([^/]+))$/;
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
const page = (s: Services, title: string, body: string, status = 200) => {
  const response = htmlPage(plainPage(s.options.productName, title, body), status);
  response.headers.set('cache-control', 'no-store');
  return response;
};
const decode = (v: string) => {
  try {
    return decodeURIComponent(v);
  } catch {
    return '';
  }
};

/** The form token for this browser: the session's, or its anonymous one (issued now when it has none). */
async function formToken(s: Services, request: Request): Promise<{ token: string; cookies: string[] }> {
  const session = await s.sessionOf(request);
  if (session.xsrf) return { token: session.xsrf, cookies: [] };
  const existing = await s.xsrf.anonymousOf(request);
  if (existing) return { token: existing, cookies: [] };
  const token = await s.xsrf.issue();
  return { token, cookies: [anonymousXsrfCookie(request, token)] };
}

async function formTokenOk(s: Services, request: Request, presented: string | null): Promise<boolean> {
  const session = await s.sessionOf(request);
  const expected = session.xsrf ?? (await s.xsrf.anonymousOf(request));
  return expected !== null && xsrfMatches(presented ?? request.headers.get('x-xsrf-token'), expected);
}

const STATUS_MESSAGES = (n: Newsletter, email: string): Record<string, { role: 'status' | 'alert'; text: string }> => ({
  subscribed: { role: 'status', text: copy.subscribeSuccess(n.name) },
  already: { role: 'status', text: copy.subscribeAlready(n.name) },
  self: { role: 'alert', text: copy.subscribeSelf },
  unsubscribed: { role: 'status', text: copy.newsletterUnsubscribed(n.name) },
  'confirm-sent': { role: 'status', text: copy.confirmSent(email || 'your address') },
  'invalid-email': { role: 'alert', text: copy.invalidEmail },
  failed: { role: 'alert', text: copy.subscribeFail },
});

const landingPath = (n: Newsletter) => (n.type === 'collection' && n.collectionSlug ? `/${n.collectionSlug}/newsletter` : `/subscribe/@${n.user.username}`);

/** An envelope, drawn inline: the Subscribe button's icon. */
const ENVELOPE = '<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" style="vertical-align:-4px;margin-right:6px"><path fill="none" stroke="currentColor" stroke-width="1.6" d="M3 6h18v12H3zM3 6l9 7 9-7"/></svg>';

async function landing(s: Services, request: Request, url: URL, newsletter: Newsletter | null): Promise<Response> {
  if (!newsletter) return page(s, 'Newsletter not found', `<h1>Newsletter not found</h1><p>There is no newsletter at this address.</p><p><a href="/">Go to ${e(s.options.productName)}</a></p>`, 404);
  const session = await s.sessionOf(request);
  const { token, cookies } = await formToken(s, request);
  const count = await s.newsletters.activeCount(newsletter.id);
  const statusKey = url.searchParams.get('status') ?? '';
  const message = STATUS_MESSAGES(newsletter, url.searchParams.get('email') ?? '')[statusKey];
  const action = `/_/api/subscriptions/newsletters/${encodeURIComponent(newsletter.id)}`;
  const hidden = `<input type="hidden" name="xsrf" value="${e(token)}"><input type="hidden" name="source" value="landing">`;
  let form: string;
  if (session.userId) {
    const status = await s.newsletters.statusOfUser(newsletter.id, session.userId);
    form =
      session.userId === newsletter.user.id
        ? `<p>This is your newsletter. <a href="/me/subscribers/import">Manage subscribers</a></p>`
        : status === 'active'
          ? `<form method="post" action="${action}">${hidden}<input type="hidden" name="action" value="unsubscribe"><p class="row"><span>${ENVELOPE}${e(copy.subscribedLabel)}</span><button class="secondary" type="submit">Unsubscribe</button></p></form>`
          : `<form method="post" action="${action}">${hidden}<input type="hidden" name="action" value="subscribe"><button type="submit">${ENVELOPE}${e(copy.subscribeLabel)}</button></form>`;
  } else {
    form = `<form method="post" action="${action}">${hidden}<input type="hidden" name="action" value="subscribe"><label for="subscribe-email">Your e-mail address</label><p class="row"><input id="subscribe-email" type="email" name="email" required autocomplete="email"><button type="submit">${ENVELOPE}${e(copy.subscribeLabel)}</button></p></form><p class="meta">Already have an account? <a href="/m/signin?redirect=${encodeURIComponent(url.pathname)}">Sign in</a> to subscribe with it.</p>`;
  }
  const undo =
    statusKey === 'unsubscribed' && session.userId
      ? `<form method="post" action="${action}">${hidden}<input type="hidden" name="action" value="subscribe"><button class="secondary" type="submit">${e(copy.undo)}</button></form>`
      : '';
  const by = newsletter.type === 'collection' ? `A newsletter from ${e(newsletter.name)}` : `A newsletter by <a href="/@${e(newsletter.user.username)}">${e(newsletter.user.name)}</a>`;
  const body =
    (message ? `<div role="${message.role}"><p>${e(message.text)}</p>${undo}</div>` : '') +
    `<h1>${e(newsletter.name)}</h1><p>${by}. Get every new story by e-mail.</p><p class="meta">${e(copy.subscriberCount(count))}</p>${form}`;
  return withCookies(page(s, newsletter.name, body), cookies);
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
  const reply = (status: number, key: string, newsletter: Newsletter | null, extra: { message?: string; email?: string } = {}) => {
    const message = extra.message ?? (newsletter ? STATUS_MESSAGES(newsletter, extra.email ?? '')[key]?.text : undefined) ?? copy.subscribeFail;
    if (wantsJson) return Response.json({ ok: status < 400, status: key, message }, { status, headers: NO_STORE });
    if (!newsletter) return page(s, 'Newsletter', `<h1>Newsletter</h1><p role="alert">${e(message)}</p>`, status);
    if (status >= 400) return page(s, newsletter.name, `<h1>${e(newsletter.name)}</h1><p role="alert">${e(message)}</p><p><a href="${e(landingPath(newsletter))}">Back to ${e(newsletter.name)}</a></p>`, status);
    const to = new URL(landingPath(newsletter), 'http://x');
    to.searchParams.set('status', key);
    if (extra.email) to.searchParams.set('email', extra.email);
    return redirect(`${to.pathname}${to.search}`, 303);
  };
  if (request.method !== 'POST') return new Response('Use POST.', { status: 405, headers: { allow: 'POST', ...NO_STORE } });
  const fields = await fieldsOf(request);
  if (!(await formTokenOk(s, request, fields.get('xsrf') ?? null))) return reply(403, 'failed', null, { message: 'This form has expired. Reload the page and try again.' });
  const id = decode(newsletterId);
  const source = (fields.get('source') ?? 'landing').replace(/[^a-z-]/g, '').slice(0, 20) || 'landing';
  const action = fields.get('action') ?? 'subscribe';
  const session = await s.sessionOf(request);
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
  if (result.error === 'RATE_LIMITED') return reply(429, 'failed', await s.newsletters.byId(id), { message: copy.tooManyRequests });
  const newsletter = await s.newsletters.byId(id);
  return reply(400, 'invalid-email', newsletter, { message: copy.invalidEmail });
}

/** The double opt-in: GET shows what is confirmed and a button (mail scanners fetch links); POST confirms. */
export async function serveConfirm(s: Services, request: Request, url: URL): Promise<Response> {
  const invalid = () => page(s, 'Confirm subscription', `<h1>Confirm subscription</h1><p role="alert">${e(copy.confirmInvalid)}</p>`, 400);
  if (request.method === 'POST') {
    const token = (await fieldsOf(request)).get('token') ?? '';
    const newsletter = token ? await s.newsletters.confirm(token) : null;
    if (!newsletter) return invalid();
    return page(s, 'Subscription confirmed', `<h1>Subscription confirmed</h1><p role="status">${e(copy.confirmed(newsletter.name))}</p><p><a href="${e(landingPath(newsletter))}">${e(newsletter.name)}</a></p>`);
  }
  const token = url.searchParams.get('token') ?? '';
  const pending = token ? await s.newsletters.pendingConfirmation(token) : null;
  if (!pending) return invalid();
  return page(
    s,
    'Confirm subscription',
    `<h1>Confirm subscription</h1><p>Subscribe ${e(pending.email)} to ${e(pending.newsletter.name)}?</p><form method="post" action="${CONFIRM_PATH}"><input type="hidden" name="token" value="${e(token)}"><button type="submit">${e(copy.confirmButton)}</button></form>`,
  );
}

/**
 * /me/email-settings/{userId}/{hash}?newsletter={id}: the signed unsubscribe link (no sign-in). GET shows the
 * button; POST unsubscribes — the button's form, or a mail client's RFC 8058 one-click POST
 * (List-Unsubscribe=One-Click). A tampered link is a 400 page.
 */
export async function serveEmailSettings(s: Services, request: Request, url: URL, params: { subject: string; hash: string }): Promise<Response> {
  const subject = decode(params.subject);
  const newsletterId = url.searchParams.get('newsletter') ?? '';
  const newsletter = subject && newsletterId ? await s.newsletters.verifyUnsubscribe(subject, params.hash, newsletterId) : null;
  if (!newsletter) return page(s, 'Unsubscribe', `<h1>Unsubscribe</h1><p role="alert">${e(copy.unsubscribeInvalid)}</p>`, 400);
  if (request.method === 'POST') {
    await s.newsletters.unsubscribeBySubject(subject, newsletter);
    return page(s, 'Unsubscribed', `<h1>Unsubscribed</h1><p role="status">${e(copy.newsletterUnsubscribed(newsletter.name))} ${e(copy.unsubscribeEffective)}</p><p><a href="/">Go to ${e(s.options.productName)}</a></p>`);
  }
  return page(
    s,
    'Unsubscribe',
    `<h1>Unsubscribe</h1><p>Stop receiving ${e(newsletter.name)} by e-mail?</p><form method="post"><button type="submit">Unsubscribe</button></form><p class="meta">${e(copy.unsubscribeEffective)}</p>`,
  );
}

/** /me/unsubscribe-all-newsletters and /me/unsubscribe-all-author-newsletters: signed in, with a confirm. */
export async function serveUnsubscribeAll(s: Services, request: Request, url: URL, onlyAuthors: boolean): Promise<Response> {
  const session = await s.sessionOf(request);
  const title = onlyAuthors ? copy.unsubscribeAllAuthorConfirm : copy.unsubscribeAllConfirm;
  if (!session.userId) return page(s, 'Unsubscribe', `<h1>Unsubscribe</h1><p role="alert">Sign in to manage your subscriptions.</p><p><a href="/m/signin?redirect=${encodeURIComponent(url.pathname)}">Sign in</a></p>`, 401);
  if (request.method === 'POST') {
    const fields = await fieldsOf(request);
    if (!(await formTokenOk(s, request, fields.get('xsrf') ?? null))) return page(s, 'Unsubscribe', `<h1>Unsubscribe</h1><p role="alert">This form has expired. Reload the page and try again.</p>`, 403);
    const count = await s.newsletters.unsubscribeAll(session.userId, onlyAuthors);
    return page(s, 'Unsubscribed', `<h1>Unsubscribed</h1><p role="status">${e(copy.unsubscribedAll(count))} ${e(copy.unsubscribeEffective)}</p>`);
  }
  return page(
    s,
    'Unsubscribe',
    `<h1>${e(title)}</h1><form method="post"><input type="hidden" name="xsrf" value="${e(session.xsrf ?? '')}"><p class="row"><button type="submit">Unsubscribe</button><a href="/">Cancel</a></p></form><p class="meta">${e(copy.unsubscribeEffective)}</p>`,
  );
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

/** /me/subscribers/import: the writer's newsletter — its count, export, undelivered e-mails, and the CSV import. */
export async function serveImport(s: Services, request: Request, url: URL): Promise<Response> {
  const session = await s.sessionOf(request);
  if (!session.userId) return page(s, copy.importTitle, `<h1>${e(copy.importTitle)}</h1><p role="alert">Sign in to import subscribers.</p><p><a href="/m/signin?redirect=${encodeURIComponent(url.pathname)}">Sign in</a></p>`, 401);
  const newsletter = await s.repos.newsletters.ofAuthor(session.userId);
  if (!newsletter) return page(s, copy.importTitle, `<h1>${e(copy.importTitle)}</h1><p role="alert">There is no such account.</p>`, 404);
  let outcome = '';
  let status = 200;
  if (request.method === 'POST') {
    let form: FormData | null = null;
    try {
      form = await request.formData();
    } catch {
      form = null;
    }
    const file = form?.get('file');
    const presented = form?.get('xsrf');
    if (!(await formTokenOk(s, request, typeof presented === 'string' ? presented : null))) {
      status = 403;
      outcome = `<div role="alert"><p>This form has expired. Reload the page and try again.</p></div>`;
    } else if (!file || typeof file === 'string') {
      status = 400;
      outcome = `<div role="alert"><p>Choose a CSV file to upload.</p></div>`;
    } else {
      const decoded = decodeImport(new Uint8Array(await file.arrayBuffer()));
      const parsed = decoded.ok ? parseImport(decoded.text) : decoded;
      if (parsed.ok) {
        const imported = await s.repos.newsletters.importEmails(newsletter.id, parsed.emails, s.options.now());
        outcome = `<div role="status"><p>${e(copy.importDone(imported))}</p></div>`;
      } else {
        status = 400;
        outcome =
          'lineErrors' in parsed
            ? `<div role="alert"><p>${e(copy.importNothing)}</p><ul>${parsed.lineErrors.map((l) => `<li>Line ${l.line}: ${e(l.message)}</li>`).join('')}</ul></div>`
            : `<div role="alert"><p>${e(parsed.error)}</p></div>`;
      }
    }
  }
  const count = await s.newsletters.activeCount(newsletter.id);
  const failures = await s.repos.mailDeliveries.list({ refPrefix: `newsletter:${newsletter.id}:`, state: 'failed' }, 50);
  const failureList = failures.length
    ? `<h2>${e(copy.deliveryFailures)}</h2><ul>${failures.map((f) => `<li>${e(f.to)} — ${e(f.subject)}: ${e(f.lastError ?? '')}</li>`).join('')}</ul>`
    : '';
  const body =
    outcome +
    `<h1>${e(copy.importTitle)}</h1><p>${e(newsletter.name)} · ${e(copy.subscriberCount(count))} · <a href="/@${e(newsletter.user.username)}/newsletters/${e(newsletter.id)}/subscribers/csv-export">Export subscribers (CSV)</a></p>` +
    `<p>${e(copy.importIntro)}</p><form method="post" enctype="multipart/form-data"><input type="hidden" name="xsrf" value="${e(session.xsrf ?? '')}"><label for="import-file">CSV file (at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB)</label><p class="row"><input id="import-file" type="file" name="file" accept=".csv,text/csv,text/plain" required><button type="submit">Import</button></p></form>` +
    failureList;
  return page(s, copy.importTitle, body, status);
}

export { landing as serveLanding };
