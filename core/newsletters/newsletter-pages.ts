// Issue 17's newsletter pages (README: Newsletters): where a newsletter's landing page is, and what each page says
// after its form redirects back (the outcome rides in the address, so the forms work without JavaScript). The
// words are core/copy/newsletter-copy.ts's; the page and the JSON answer read the same table.
import { newsletterCopy as copy } from '../copy/newsletter-copy.ts';

/** What a landing page needs to know of a newsletter to say where it is. */
export type LandingOf = { type: 'author' | 'collection' | 'AUTHOR' | 'COLLECTION'; collectionSlug: string | null; user: { username: string } };

/** A writer's newsletter at /subscribe/@{username}; a publication's at /{publication}/newsletter. */
export function newsletterLandingPath(n: LandingOf): string {
  const collection = n.type === 'collection' || n.type === 'COLLECTION';
  return collection && n.collectionSlug ? `/${encodeURIComponent(n.collectionSlug)}/newsletter` : `/subscribe/@${encodeURIComponent(n.user.username)}`;
}

export type PageMessage = { role: 'status' | 'alert'; text: string };

/** The landing page's outcomes (reader-experience §2.3: subscribe success, fail, self, already; unsubscribe). */
export const LANDING_STATUSES = ['subscribed', 'already', 'self', 'unsubscribed', 'confirm-sent', 'confirmed', 'invalid-email', 'too-many', 'expired', 'failed'] as const;
export type LandingStatus = (typeof LANDING_STATUSES)[number];
export const isLandingStatus = (key: string): key is LandingStatus => (LANDING_STATUSES as readonly string[]).includes(key);

export const FORM_EXPIRED = 'This form has expired. Reload the page and try again.';

export function landingMessage(status: LandingStatus, name: string, email = ''): PageMessage {
  switch (status) {
    case 'subscribed':
      return { role: 'status', text: copy.subscribeSuccess(name) };
    case 'already':
      return { role: 'status', text: copy.subscribeAlready(name) };
    case 'self':
      return { role: 'alert', text: copy.subscribeSelf };
    case 'unsubscribed':
      return { role: 'status', text: copy.newsletterUnsubscribed(name) };
    case 'confirm-sent':
      return { role: 'status', text: copy.confirmSent(email || 'your address') };
    case 'confirmed':
      return { role: 'status', text: copy.confirmed(name) };
    case 'invalid-email':
      return { role: 'alert', text: copy.invalidEmail };
    case 'too-many':
      return { role: 'alert', text: copy.tooManyRequests };
    case 'expired':
      return { role: 'alert', text: FORM_EXPIRED };
    case 'failed':
      return { role: 'alert', text: copy.subscribeFail };
  }
}

/** The line numbers a refused import names in the page's address after the redirect ("3.5.9"), at most 20. */
export const IMPORT_LINES_SHOWN = 20;
export const encodeLines = (lines: readonly number[]): string => lines.slice(0, IMPORT_LINES_SHOWN).join('.');
export function decodeLines(param: string | undefined): number[] {
  if (!param) return [];
  return param
    .split('.')
    .slice(0, IMPORT_LINES_SHOWN)
    .map((n) => Number(n))
    .filter((n) => Number.isInteger(n) && n > 0 && n < 1e7);
}
