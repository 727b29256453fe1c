// /newsletters/confirm?token=… (ShowNewsletterConfirm; the e-mail links' page, top navigation): the double opt-in of an
// address subscriber. A GET only shows what the link names and a button (mail scanners fetch links); the button posts
// the token to the same address, which confirms and redirects to the newsletter's page saying so. An unknown or used
// token says so.
import { newsletterCopy as copy } from '../../core/copy/newsletter-copy.ts';
import { newsletterLandingPath } from '../../core/newsletters/newsletter-pages.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { NewsletterConfirmationQuery } from './newsletter-queries.ts';
import './newsletters.css';

export function NewsletterConfirm() {
  const { state } = usePageData();
  const token = state.route?.params.token ?? '';
  const pending = usePreloaded(NewsletterConfirmationQuery, { token })?.newsletterConfirmation ?? null;
  return (
    <PageFrame
      page="notification-unsubscribe"
      main={
        <section className="newsletter-email-settings" aria-labelledby="confirm-title">
          <h1 id="confirm-title">{copy.confirmButton}</h1>
          {!pending ? (
            <p role="alert">{copy.confirmInvalid}</p>
          ) : (
            <>
              <p>
                {`Subscribe ${pending.email} to `}
                <a href={newsletterLandingPath(pending.newsletter)}>{pending.newsletter.name}</a>?
              </p>
              <form method="post" action="/newsletters/confirm" className="newsletter-form">
                <input type="hidden" name="token" value={token} />
                <button type="submit" className="button">
                  {copy.confirmButton}
                </button>
              </form>
            </>
          )}
        </section>
      }
    />
  );
}
