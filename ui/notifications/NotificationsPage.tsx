// /me/notifications (the notifications page, two-column layout): tabs All and Responses (links, so each is its own
// address), each notification saying what happened, linking to what it is about and saying when. Opening the page
// marks read what it shows — everything made up to the moment the server rendered it, so one that arrives meanwhile
// stays unread — and clears the top bar's badge at once.
import { useEffect, useState } from 'react';
import { formatShortDate } from '../../core/format/date.ts';
import { tabOfParam } from '../../core/notifications/notification-kinds.ts';
import { whenText } from '../../core/notifications/notification-wording.ts';
import { pathTo } from '../../core/routing/paths.ts';
import { settingsPath } from '../../core/routing/settings.ts';
import { retryableErrorMessage } from '../../core/toasts/undo.ts';
import { NOTIFICATIONS_READ_EVENT } from '../chrome/NotificationsBadge.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import type { NotificationsQueryData } from '../generated/operations.ts';
import { PageFrame } from '../layouts/Layouts.tsx';
import { useToast } from '../toasts/toast-host.tsx';
import { MarkNotificationsReadMutation, NotificationsQuery, notificationsFirstPage } from './notification-queries.ts';
import './notifications.css';

type Item = NotificationsQueryData['notifications']['items'][number];
type Tab = 'ALL' | 'RESPONSES';

const TABS: readonly { tab: Tab; label: string; href: string }[] = [
  { tab: 'ALL', label: 'All', href: pathTo('ShowYourNotifications', {}) },
  { tab: 'RESPONSES', label: 'Responses', href: `${pathTo('ShowYourNotifications', {})}?tab=responses` },
];

function NotificationList({ tab }: { tab: Tab }) {
  const { state, transport } = usePageData();
  const toast = useToast();
  const first = usePreloaded(NotificationsQuery, notificationsFirstPage(tab))?.notifications ?? { items: [], nextCursor: null };
  const [items, setItems] = useState<Item[]>(first.items);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [loading, setLoading] = useState(false);
  const now = Date.parse(state.now);

  useEffect(() => {
    if (!transport) return;
    let cancelled = false;
    void transport
      .request(MarkNotificationsReadMutation, { upTo: now })
      .then((result) => {
        const answer = result.data?.markNotificationsRead;
        if (cancelled || answer?.__typename !== 'NotificationsMarkedRead') return;
        window.dispatchEvent(new CustomEvent(NOTIFICATIONS_READ_EVENT, { detail: answer.status.unreadNotificationCount }));
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [transport, now]);

  const more = async () => {
    if (!transport || !cursor) return;
    setLoading(true);
    try {
      const result = await transport.request(NotificationsQuery, { ...notificationsFirstPage(tab), after: cursor });
      const page = result.data?.notifications;
      if (!page) return toast({ message: retryableErrorMessage, style: 'RETRYABLE_ERROR' });
      setItems((shown) => [...shown, ...page.items.filter((n) => !shown.some((s) => s.id === n.id))]);
      setCursor(page.nextCursor);
    } catch {
      toast({ message: retryableErrorMessage, style: 'RETRYABLE_ERROR' });
    } finally {
      setLoading(false);
    }
  };

  if (items.length === 0) {
    return <p className="empty-state">{tab === 'RESPONSES' ? 'No responses yet. When someone responds to your stories, replies to you or mentions you, it shows here.' : 'You’re all caught up. Follows, claps, responses and highlights of your stories show here.'}</p>;
  }
  return (
    <>
      <ul className="notifications__list">
        {items.map((n) => (
          <li key={n.id} className={n.read ? 'notification' : 'notification notification--unread'}>
            <a className="notification__link" href={n.href}>
              <span className="notification__text">{n.text}</span>
              {!n.read && <span className="visually-hidden"> (new)</span>}
            </a>
            <time className="notification__when" dateTime={new Date(n.createdAt).toISOString()}>
              {whenText(n.createdAt, now, formatShortDate)}
            </time>
          </li>
        ))}
      </ul>
      {cursor && (
        <button type="button" className="button button--outline" disabled={loading} aria-busy={loading} onClick={() => void more()}>
          {loading ? 'Loading…' : 'Show more'}
        </button>
      )}
    </>
  );
}

export function NotificationsPage() {
  const { state } = usePageData();
  const tab = tabOfParam(state.route?.params.tab);
  return (
    <PageFrame
      page="notifications"
      main={
        <section className="notifications" aria-labelledby="notifications-title">
          <h1 id="notifications-title">Notifications</h1>
          <nav className="notifications__tabs" aria-label="Notifications">
            <ul>
              {TABS.map((t) => (
                <li key={t.tab}>
                  <a href={t.href} aria-current={t.tab === tab ? 'page' : undefined} className={t.tab === tab ? 'notifications__tab notifications__tab--current' : 'notifications__tab'}>
                    {t.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <NotificationList tab={tab} />
        </section>
      }
      aside={
        <section aria-labelledby="notifications-settings-title" className="notifications__aside">
          <h2 id="notifications-settings-title">Settings</h2>
          <p>
            Choose what you hear about in the app and by e-mail, and how often the digest comes:{' '}
            <a href={settingsPath('notifications', 'email-settings')}>Notification settings</a>.
          </p>
        </section>
      }
    />
  );
}
