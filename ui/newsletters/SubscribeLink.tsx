// The Subscribe button (envelope icon) beside Follow on profiles and publication homepages and at a story's end
// (README: Newsletters). A plain link to the newsletter's landing page, which holds the form: no JavaScript, so a
// reading page's initial bundle does not grow by a handler.
import { SUBSCRIBE_LABEL } from '../../core/copy/subscribe-label.ts';

export function SubscribeLink({ href, name }: { href: string; name: string }) {
  return (
    <a className="subscribe-button" href={href} aria-label={`${SUBSCRIBE_LABEL} to ${name} by e-mail`}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
        <path fill="none" stroke="currentColor" strokeWidth="1.6" d="M3 6h18v12H3zM3 6l9 7 9-7" />
      </svg>
      {SUBSCRIBE_LABEL}
    </a>
  );
}

export const authorNewsletterHref = (username: string): string => `/subscribe/@${encodeURIComponent(username)}`;
export const publicationNewsletterHref = (slug: string): string => `/${encodeURIComponent(slug)}/newsletter`;
