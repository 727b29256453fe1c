// The browser's operations for the notifications page and the notification settings
// (adapters/server/graphql/notifications/). The badge's own query is unread-count-query.ts.
import type {
  MarkNotificationsReadMutationData,
  MarkNotificationsReadMutationVariables,
  NotificationSettingsQueryData,
  NotificationUnsubscribeQueryData,
  NotificationUnsubscribeQueryVariables,
  UnsubscribeNotificationEmailMutationData,
  UnsubscribeNotificationEmailMutationVariables,
  NotificationSettingsQueryVariables,
  NotificationsQueryData,
  NotificationsQueryVariables,
  SetNotificationDigestMutationData,
  SetNotificationDigestMutationVariables,
  SetNotificationKindSettingMutationData,
  SetNotificationKindSettingMutationVariables,
} from '../generated/operations.ts';
import type { Operation } from '../post-card-fields.ts';

export const NOTIFICATIONS_PAGE_FIRST = 20;

export const NotificationsQuery: Operation<NotificationsQueryData, NotificationsQueryVariables> = {
  name: 'NotificationsQuery',
  source: /* GraphQL */ `
    query NotificationsQuery($tab: NotificationsTab, $first: Int, $after: String) {
      notifications(tab: $tab, first: $first, after: $after) {
        items { id kind text href othersCount createdAt read actor { id name username imageId } }
        nextCursor
      }
    }
  `,
};

export const notificationsFirstPage = (tab: 'ALL' | 'RESPONSES'): NotificationsQueryVariables => ({ tab, first: NOTIFICATIONS_PAGE_FIRST });

export const MarkNotificationsReadMutation: Operation<MarkNotificationsReadMutationData, MarkNotificationsReadMutationVariables> = {
  name: 'MarkNotificationsReadMutation',
  source: /* GraphQL */ `
    mutation MarkNotificationsReadMutation($upTo: Float!) {
      markNotificationsRead(upTo: $upTo) {
        __typename
        ... on NotificationsMarkedRead { marked status { unreadNotificationCount } }
        ... on BadRequest { message }
        ... on Unauthorized { message }
      }
    }
  `,
};

export const NotificationSettingsQuery: Operation<NotificationSettingsQueryData, NotificationSettingsQueryVariables> = {
  name: 'NotificationSettingsQuery',
  source: /* GraphQL */ `
    query NotificationSettingsQuery {
      notificationSettings { kinds { kind label inApp email emailable } digest }
    }
  `,
};

export const SetNotificationKindSettingMutation: Operation<SetNotificationKindSettingMutationData, SetNotificationKindSettingMutationVariables> = {
  name: 'SetNotificationKindSettingMutation',
  source: /* GraphQL */ `
    mutation SetNotificationKindSettingMutation($kind: NotificationKind!, $inApp: Boolean!, $email: Boolean!) {
      setNotificationKindSetting(kind: $kind, inApp: $inApp, email: $email) {
        __typename
        ... on NotificationSettingsSaved { settings { kinds { kind label inApp email emailable } digest } }
        ... on BadRequest { message }
        ... on Unauthorized { message }
      }
    }
  `,
};

export const SetNotificationDigestMutation: Operation<SetNotificationDigestMutationData, SetNotificationDigestMutationVariables> = {
  name: 'SetNotificationDigestMutation',
  source: /* GraphQL */ `
    mutation SetNotificationDigestMutation($digest: DigestFrequency!) {
      setNotificationDigest(digest: $digest) {
        __typename
        ... on NotificationSettingsSaved { settings { kinds { kind label inApp email emailable } digest } }
        ... on BadRequest { message }
        ... on Unauthorized { message }
      }
    }
  `,
};

export const NotificationUnsubscribeQuery: Operation<NotificationUnsubscribeQueryData, NotificationUnsubscribeQueryVariables> = {
  name: 'NotificationUnsubscribeQuery',
  source: /* GraphQL */ `
    query NotificationUnsubscribeQuery($token: String!) {
      notificationUnsubscribe(token: $token) { kind label emailOn }
    }
  `,
};

export const UnsubscribeNotificationEmailMutation: Operation<UnsubscribeNotificationEmailMutationData, UnsubscribeNotificationEmailMutationVariables> = {
  name: 'UnsubscribeNotificationEmailMutation',
  source: /* GraphQL */ `
    mutation UnsubscribeNotificationEmailMutation($token: String!) {
      unsubscribeNotificationEmail(token: $token) {
        __typename
        ... on NotificationEmailUnsubscribed { kind label }
        ... on BadRequest { message }
      }
    }
  `,
};
