// Issue 17: turning a notification e-mail off with its signed token (core/notifications/unsubscribe-token.ts), no
// sign-in. Two doors share it: the unsubscribe page's button (the unsubscribeNotificationEmail mutation) and the RFC
// 8058 one-click POST a mail provider sends to the List-Unsubscribe address (POST /me/notifications/unsubscribe?token=…
// with the body List-Unsubscribe=One-Click). That POST comes from the provider, not from a browser of ours, so it
// carries no session and no xsrf token: the signature is what authorises it. A changed token is a 400.
import { KIND_RULES } from '../../../core/notifications/notification-kinds.ts';
import { readUnsubscribeToken, type UnsubscribeClaim } from '../../../core/notifications/unsubscribe-token.ts';
import type { NotificationsRepository } from '../../../core/ports/notifications-repository.port.ts';
import type { ServerSecrets } from '../../../core/ports/sessions-repository.port.ts';
import type { Services } from '../composition-root.ts';
import { htmlPage } from '../http/respond.ts';
import { escapeHtml as e } from '../render/escape.ts';
import { plainPage } from '../render/plain-pages.ts';
import { unsubscribeSigner } from './unsubscribe-signer.ts';

export const NOTIFICATION_UNSUBSCRIBE_PATH = '/me/notifications/unsubscribe';
export const DIGEST_LABEL = 'The notification digest';
export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid. Open the settings to choose your e-mail.';
/** RFC 8058 §3.1: the one-click POST's body. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

export type UnsubscribeDeps = { notifications: Pick<NotificationsRepository, 'settings' | 'setKind' | 'setDigest'>; secrets: ServerSecrets };

/** Turns off the e-mail the token names (that kind's, or the digest); null when the token is not valid. */
export async function unsubscribeByToken(deps: UnsubscribeDeps, token: unknown): Promise<(UnsubscribeClaim & { label: string }) | null> {
  const claim = readUnsubscribeToken(token, await unsubscribeSigner(deps.secrets));
  if (!claim) return null;
  if (claim.kind === 'DIGEST') {
    await deps.notifications.setDigest(claim.userId, 'OFF');
    return { ...claim, label: DIGEST_LABEL };
  }
  const settings = await deps.notifications.settings(claim.userId);
  const setting = settings.kinds.find((s) => s.kind === claim.kind);
  await deps.notifications.setKind(claim.userId, { kind: claim.kind, inApp: setting?.inApp ?? true, email: false });
  return { ...claim, label: KIND_RULES[claim.kind].label };
}

const page = (s: Services, title: string, body: string, status: number) => {
  const response = htmlPage(plainPage(s.options.productName, title, body), status);
  response.headers.set('cache-control', 'no-store');
  return response;
};

/** POST /me/notifications/unsubscribe?token=…: the one-click unsubscribe (RFC 8058); GET is the page. */
export async function serveOneClickUnsubscribe(s: Services, request: Request, url: URL): Promise<Response> {
  let oneClick = false;
  try {
    const type = request.headers.get('content-type') ?? '';
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      oneClick = (await request.formData()).get('List-Unsubscribe') === 'One-Click';
    }
  } catch {
    oneClick = false;
  }
  if (!oneClick) return page(s, 'Unsubscribe', `<h1>Unsubscribe</h1><p role="alert">This address takes a one-click unsubscribe: a form post with ${e(ONE_CLICK_BODY)}.</p>`, 400);
  const done = await unsubscribeByToken({ notifications: s.repos.notifications, secrets: s.repos.serverSecrets }, url.searchParams.get('token'));
  if (!done) return page(s, 'Unsubscribe', `<h1>Unsubscribe</h1><p role="alert">${e(UNSUBSCRIBE_INVALID)}</p>`, 400);
  return page(s, 'Unsubscribed', `<h1>Unsubscribed</h1><p role="status">${e(done.label)}: e-mail turned off.</p><p><a href="/">Go to ${e(s.options.productName)}</a></p>`, 200);
}
