// Issue 17: the notification e-mails' unsubscribe link (/me/notifications/unsubscribe?token=…) turns one kind's
// e-mail off for one reader without signing in. The token names the reader and the kind and carries a signature
// made with a server secret (an HMAC, computed by the adapter that holds the secret and passed in here), so a
// changed reader or kind fails. Pure: the signing function comes in as a parameter.
import { isNotificationKind, type NotificationKind } from './notification-kinds.ts';

/** DIGEST: the digest's own link, which turns the digest OFF. */
export type UnsubscribeClaim = { userId: string; kind: NotificationKind | 'DIGEST' };
/** Signs text (an HMAC-SHA256, hex); supplied by the server, which holds the secret. */
export type Sign = (text: string) => string;

const PAYLOAD = /^([A-Za-z0-9_-]{1,64})\.([A-Z_]{1,40})\.([0-9a-f]{64})$/;

export function unsubscribeToken(claim: UnsubscribeClaim, sign: Sign): string {
  const payload = `${claim.userId}.${claim.kind}`;
  return `${payload}.${sign(`notification-unsubscribe:${payload}`)}`;
}

/** The claim a token carries, or null when it is malformed, names no kind, or its signature does not match. */
export function readUnsubscribeToken(token: unknown, sign: Sign): UnsubscribeClaim | null {
  if (typeof token !== 'string') return null;
  const match = PAYLOAD.exec(token);
  if (!match) return null;
  const [, userId, kind, signature] = match;
  if (!userId || !kind || !(isNotificationKind(kind) || kind === 'DIGEST') || !signature) return null;
  const expected = sign(`notification-unsubscribe:${userId}.${kind}`);
  // Compare the whole string whatever differs first (no early exit to time).
  let diff = expected.length ^ signature.length;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (signature.charCodeAt(i) || 0);
  return diff === 0 ? { userId, kind } : null;
}
