// Small server pages outside the React app: the sign-in callback's message and the dev outbox.
import type { OutboxEntry } from '../../postgres/mailer.outbox.ts';
import { escapeHtml } from './escape.ts';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:680px;margin:64px auto;padding:0 24px;color:#242424;line-height:1.5}
a{color:#1a6b4f}h1{font-size:28px}pre{white-space:pre-wrap;background:#f7f5f2;padding:16px;border-radius:4px}
article{border-top:1px solid #e8e8e8;padding:16px 0}.meta{color:#6b6b6b;font-size:14px}
button{font:inherit;background:#1a8917;color:#fff;border:0;border-radius:20px;padding:8px 18px;cursor:pointer}button.secondary{background:#fff;color:#242424;border:1px solid #242424}
input[type=email],input[type=file],input[name=code]{font:inherit;padding:8px;border:1px solid #6b6b6b;border-radius:4px;max-width:100%;box-sizing:border-box}
label{display:block;margin:8px 0 4px}[role=status],[role=alert]{background:#f2f8f2;border-left:4px solid #1a8917;padding:12px 16px}[role=alert]{background:#fdf2f2;border-color:#c94a4a}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center}`;

/** A small server page: the title, the product name and the body inside <main>. */
export function plainPage(productName: string, title: string, body: string): string {
  return page(productName, title, body);
}

function page(productName: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} – ${escapeHtml(productName)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function messagePage(productName: string, title: string, message: string): string {
  return page(productName, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to ${escapeHtml(productName)}</a></p>`);
}

/** The dev outbox: every e-mail the installation sent, newest first, with its links clickable. */
export function outboxPage(productName: string, entries: readonly OutboxEntry[]): string {
  const items = entries.map((e) => {
    const text = escapeHtml(e.text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
    return `<article><h2>${escapeHtml(e.subject)}</h2><p class="meta">To ${escapeHtml(e.to)} · ${escapeHtml(e.createdAt.toISOString())}</p><pre>${text}</pre></article>`;
  });
  const intro = `<h1>Outbox</h1><p class="meta">E-mail ${escapeHtml(productName)} would have sent. Set SMTP_URL to send it for real; this page then closes.</p>`;
  return page(productName, 'Outbox', intro + (items.join('') || '<p>Nothing sent yet.</p>'));
}

/**
 * Issue 21: the auth callback's second step for an account with an authenticator: its code (or a recovery code)
 * for the challenge the e-mailed code or link became; the form carries the browser's xsrf token (double submit).
 */
export function twoFactorPage(productName: string, action: string, fields: { challenge: string; xsrf: string }, error: string | null): string {
  const alert = error ? `<p role="alert" id="code-error">${escapeHtml(error)}</p>` : '';
  return page(
    productName,
    'Two-factor sign-in',
    `<h1>Two-factor sign-in</h1><p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>${alert}` +
      `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="challenge" value="${escapeHtml(fields.challenge)}">` +
      `<input type="hidden" name="xsrf" value="${escapeHtml(fields.xsrf)}"><label for="code">Verification code from your authenticator app</label>` +
      `<div class="row"><input id="code" name="code" type="text" autocomplete="one-time-code" required autofocus${error ? ' aria-describedby="code-error"' : ''}>` +
      `<button type="submit">Sign in</button></div></form>`,
  );
}
