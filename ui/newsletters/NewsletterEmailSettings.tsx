// /me/email-settings/{userId}/{hash}?newsletter={id} (ShowEmailSettings; the notification-unsubscribe page, top
// navigation): a newsletter e-mail's signed unsubscribe link, no sign-in needed. The page names the newsletter and
// unsubscribes with one button (a form posting to the same address, which comes back with status=unsubscribed); a
// changed link says so. Mail clients use the same address for the RFC 8058 one-click POST.
import { newsletterCopy as copy } from '../../core/copy/newsletter-copy.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { NewsletterUnsubscribeLinkQuery, unsubscribeLinkVars } from './newsletter-queries.ts';
import './newsletters.css';

export function NewsletterEmailSettings() {
  const { state } = usePageData();
  const params = state.route?.params ?? {};
  const link = usePreloaded(NewsletterUnsubscribeLinkQuery, unsubscribeLinkVars(params))?.newsletterUnsubscribeLink ?? null;
  const done = link !== null && (params.status === 'unsubscribed' || !link.isSubscribed);
  return (
    <PageFrame
      page="notification-unsubscribe"
      main={
        <section className="newsletter-email-settings" aria-labelledby="unsubscribe-title">
          <h1 id="unsubscribe-title">Unsubscribe</h1>
          {!link ? (
            <p role="alert">{copy.unsubscribeInvalid}</p>
          ) : done ? (
            <p role="status">{`${copy.newsletterUnsubscribed(link.newsletter.name)} ${copy.unsubscribeEffective}`}</p>
          ) : (
            <>
              <p>{`Stop receiving ${link.newsletter.name} by e-mail?`}</p>
              <form method="post" className="newsletter-form">
                <button type="submit" className="button">
                  Unsubscribe
                </button>
              </form>
              <p className="newsletter-meta">{copy.unsubscribeEffective}</p>
            </>
          )}
        </section>
      }
    />
  );
}
