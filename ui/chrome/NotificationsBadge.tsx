// reader-experience §2.3: the notifications button's badge — the unread count, 99+ above 99 (core's
// notificationBadge). It starts from the count the server rendered and polls UnreadNotificationCount every
// notificationsPollMs (QUIRE_NOTIFICATIONS_POLL_MS, 30 s by default) while the tab is visible, and at once when the
// tab comes back (README: Notifications says why polling). Kept tiny: it is in every page's initial JavaScript.
import { useEffect, useState } from 'react';
import { notificationBadge } from '../../core/layout/top-bar.policy.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { UnreadNotificationCountQuery } from '../notifications/unread-count-query.ts';
import { hrefFor } from './links.ts';

/** The event the notifications page sends after marking read, so the badge clears without waiting for a poll. */
export const NOTIFICATIONS_READ_EVENT = 'quire:notifications-read';

export function NotificationsButton() {
  const { state, transport } = usePageData();
  const first = usePreloaded(UnreadNotificationCountQuery, {})?.notificationStatus.unreadNotificationCount ?? 0;
  const [unread, setUnread] = useState(first);
  useEffect(() => {
    if (!transport) return;
    let stopped = false;
    const poll = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const result = await transport.request(UnreadNotificationCountQuery, {});
        const count = result.data?.notificationStatus.unreadNotificationCount;
        if (!stopped && typeof count === 'number') setUnread(count);
      } catch {
        // The next poll tries again.
      }
    };
    const timer = setInterval(() => void poll(), state.notificationsPollMs ?? 30_000);
    const onVisible = () => void poll();
    const onRead = (e: Event) => setUnread((e as CustomEvent<number>).detail ?? 0);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(NOTIFICATIONS_READ_EVENT, onRead);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(NOTIFICATIONS_READ_EVENT, onRead);
    };
  }, [transport, state.notificationsPollMs]);
  const badge = notificationBadge(unread);
  return (
    <a className="icon-button top-bar__notifications" href={hrefFor('ShowYourNotifications')} aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 17V11a6 6 0 1112 0v6l1.5 2h-15L6 17zM10 21h4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      {badge && (
        <span className="top-bar__badge" data-testid="notifications-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </a>
  );
}
