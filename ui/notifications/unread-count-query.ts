// reader-experience §7 UnreadNotificationCount: the badge's one query (query, no input, returns
// unreadNotificationCount — the NotificationStatus entity, §3). Its own small file: the top bar carries it on
// every page, so it imports nothing beyond the operation's types.
import type { UnreadNotificationCountQueryData, UnreadNotificationCountQueryVariables } from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const UnreadNotificationCountQuery: Operation<UnreadNotificationCountQueryData, UnreadNotificationCountQueryVariables> = {
  name: 'UnreadNotificationCount',
  source: /* GraphQL */ `
    query UnreadNotificationCount {
      notificationStatus { unreadNotificationCount }
    }
  `,
};
