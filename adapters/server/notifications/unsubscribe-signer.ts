// Issue 17: the signing key of notification e-mails' unsubscribe links (core/notifications/unsubscribe-token.ts):
// an HMAC-SHA256 with a server secret every process shares (the store's server_secrets), kept apart from the
// newsletters' tokens and the xsrf key.
import { createHmac } from 'node:crypto';
import type { Sign } from '../../../core/notifications/unsubscribe-token.ts';
import type { ServerSecrets } from '../../../core/ports/sessions-repository.port.ts';

export const UNSUBSCRIBE_SECRET = 'notification-unsubscribe';

export async function unsubscribeSigner(secrets: ServerSecrets): Promise<Sign> {
  const key = await secrets.get(UNSUBSCRIBE_SECRET);
  return (text) => createHmac('sha256', key).update(text).digest('hex');
}
