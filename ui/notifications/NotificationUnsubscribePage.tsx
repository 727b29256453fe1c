// /me/notifications/unsubscribe?token=… (notification-unsubscribe, top navigation layout): a notification e-mail's
// link. The page names the kind the signed token names and turns its e-mail off with one button, signed in or not;
// a changed or foreign token says so and points to the settings.
import { useState } from 'react';
import { settingsPath } from '../../core/routing/settings.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { NotificationUnsubscribeQuery, UnsubscribeNotificationEmailMutation } from './notification-queries.ts';
import { NewsletterConfirm } from '../newsletters/NewsletterConfirm.tsx';
import { NewsletterEmailSettings } from '../newsletters/NewsletterEmailSettings.tsx';

/** The page of the e-mails' links: a notification e-mail's (/me/notifications/unsubscribe), a newsletter's unsubscribe
 * link (ShowEmailSettings) and its double opt-in (ShowNewsletterConfirm). */
export function NotificationUnsubscribePage() {
  const { state } = usePageData();
  if (state.route?.name === 'ShowEmailSettings') return <NewsletterEmailSettings />;
  if (state.route?.name === 'ShowNewsletterConfirm') return <NewsletterConfirm />;
  return <NotificationEmailUnsubscribe />;
}

function NotificationEmailUnsubscribe() {
  const { state, transport } = usePageData();
  const token = state.route?.params.token ?? '';
  const claim = usePreloaded(NotificationUnsubscribeQuery, { token })?.notificationUnsubscribe ?? null;
  const [done, setDone] = useState(claim !== null && !claim.emailOn);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const unsubscribe = async () => {
    if (!transport) return;
    setBusy(true);
    setError(null);
    try {
      const result = await transport.request(UnsubscribeNotificationEmailMutation, { token });
      const answer = result.data?.unsubscribeNotificationEmail;
      if (answer?.__typename === 'NotificationEmailUnsubscribed') setDone(true);
      else setError(answer?.__typename === 'BadRequest' ? answer.message : 'Something went wrong. Please try again.');
    } catch {
      setError('Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame
      page="notification-unsubscribe"
      main={
        <section aria-labelledby="unsubscribe-title" className="notifications">
          <h1 id="unsubscribe-title">Unsubscribe</h1>
          {!claim ? (
            <p>
              This unsubscribe link is not valid. <a href={settingsPath('notifications', 'email-settings')}>Open your notification settings</a> to choose your e-mail.
            </p>
          ) : done ? (
            <p role="status">
              You will no longer get e-mail about: {claim.label}. <a href={settingsPath('notifications', 'email-settings')}>Notification settings</a>
            </p>
          ) : (
            <>
              <p>Stop e-mail about: {claim.label}? You will still see these notifications in the app.</p>
              <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void unsubscribe()}>
                Unsubscribe
              </button>
              {error && <p role="alert">{error}</p>}
            </>
          )}
        </section>
      }
    />
  );
}
