// reader-experience §2.3 notifications badge: the top bar's button starts from the count the server rendered
// (99+ above 99, nothing at 0), polls UnreadNotificationCount at the page's interval while the tab is visible, and
// clears when the notifications page says it marked them read.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { cacheKey } from '../../core/query-cache/cache-key.ts';
import { UnreadNotificationCountQuery } from '../notifications/unread-count-query.ts';
import { renderWithPageData } from '../testing/render-page.tsx';
import { NOTIFICATIONS_READ_EVENT, NotificationsButton } from './NotificationsBadge.tsx';

afterEach(cleanup);

const cacheWith = (unread: number) => ({ [cacheKey(UnreadNotificationCountQuery.name, {})]: { data: { notificationStatus: { unreadNotificationCount: unread } } } });

describe('reader-experience §2.3 notifications badge', () => {
  it('shows the rendered count, 99+ above 99, and nothing at 0', () => {
    renderWithPageData(<NotificationsButton />, { cache: cacheWith(120) });
    expect(screen.getByRole('link', { name: 'Notifications, 99+ unread' }).getAttribute('href')).toBe('/me/notifications');
    expect(screen.getByTestId('notifications-badge').textContent).toBe('99+');
    cleanup();
    renderWithPageData(<NotificationsButton />, { cache: cacheWith(0) });
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it('polls the count at the page’s interval without a reload, and clears when the page marks them read', async () => {
    let unread = 2;
    const asked: string[] = [];
    const transport: GraphQLTransport = {
      async request<T>(operation: { name: string }) {
        asked.push(operation.name);
        return { data: { notificationStatus: { unreadNotificationCount: unread } } as T };
      },
    };
    renderWithPageData(<NotificationsButton />, { cache: cacheWith(1), transport, state: { notificationsPollMs: 20 } });
    expect(screen.getByTestId('notifications-badge').textContent).toBe('1');
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('2'));
    expect(new Set(asked)).toEqual(new Set(['UnreadNotificationCount']));
    act(() => {
      window.dispatchEvent(new CustomEvent(NOTIFICATIONS_READ_EVENT, { detail: 0 }));
    });
    unread = 0;
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).toBeNull());
  });
});
