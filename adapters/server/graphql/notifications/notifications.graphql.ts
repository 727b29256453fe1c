// Issue 17 notifications (reader-experience §2.3 notifications badge, §3 NotificationStatus, §7
// UnreadNotificationCount; platform-reference §3 user settings, newsletter frequency DAILY, WEEKLY, OFF). The rules
// live in core/notifications/; the store in adapters/postgres/notifications.repository.ts. Times are milliseconds
// since the epoch.
export const notificationsTypeDefs = /* GraphQL */ `
  "reader-experience §3 NotificationStatus."
  type NotificationStatus {
    "The viewer's unread notifications (the badge shows 99+ above 99); 0 when signed out."
    unreadNotificationCount: Int!
  }

  enum NotificationKind {
    FOLLOW
    FOLLOW_PUBLICATION
    CLAPS
    RESPONSE
    REPLY
    MENTION
    HIGHLIGHT
    NEW_SUBSCRIBER
    STORY_PUBLISHED
    ADDED_AS_WRITER
    ADDED_AS_EDITOR
    SUBMISSION_ACCEPTED
    CHANGES_REQUESTED
    STORY_FEATURED
    PAYMENT_FAILED
    MEMBERSHIP_ENDING
  }

  enum NotificationsTab {
    ALL
    RESPONSES
  }

  enum DigestFrequency {
    DAILY
    WEEKLY
    OFF
  }

  "A notification (platform-reference §3 Notification)."
  type Notification {
    id: ID!
    kind: NotificationKind!
    "The sentence the reader sees ('Ada and 12 others clapped for …')."
    text: String!
    "Where it leads: the story, the response, the profile, the publication or the settings."
    href: String!
    "The most recent actor; null for the reader's own events (a failed payment)."
    actor: User
    "Other actors of a grouped notification (claps, highlights)."
    othersCount: Int!
    post: Post
    createdAt: Float!
    read: Boolean!
  }

  type NotificationsPage {
    items: [Notification!]!
    "Pass as after for the next page; null on the last page."
    nextCursor: String
  }

  type NotificationKindSetting {
    kind: NotificationKind!
    label: String!
    inApp: Boolean!
    email: Boolean!
    "False for a kind never e-mailed (a followed writer's story comes as the newsletter)."
    emailable: Boolean!
  }

  type NotificationSettings {
    kinds: [NotificationKindSetting!]!
    digest: DigestFrequency!
  }

  extend type Query {
    "reader-experience §7 UnreadNotificationCount: the viewer's unread count (0 when signed out)."
    notificationStatus: NotificationStatus!
    "/me/notifications: the viewer's notifications, newest first (first: 1-50, default 20). UNAUTHENTICATED when signed out."
    notifications(tab: NotificationsTab, first: Int, after: String): NotificationsPage!
    "/me/settings/notifications: per kind, in-app and e-mail; the digest frequency. UNAUTHENTICATED when signed out."
    notificationSettings: NotificationSettings!
  }

  extend type Mutation {
    "Marks read the viewer's notifications made up to upTo (ms; the moment the page was read); a newer one stays unread."
    markNotificationsRead(upTo: Float!): MarkNotificationsReadResult!
    setNotificationKindSetting(kind: NotificationKind!, inApp: Boolean!, email: Boolean!): NotificationSettingsResult!
    setNotificationDigest(digest: DigestFrequency!): NotificationSettingsResult!
  }

  type NotificationsMarkedRead {
    marked: Int!
    status: NotificationStatus!
  }
  type NotificationSettingsSaved {
    settings: NotificationSettings!
  }

  union MarkNotificationsReadResult = NotificationsMarkedRead | BadRequest | Unauthorized
  union NotificationSettingsResult = NotificationSettingsSaved | BadRequest | Unauthorized
`;

export const notificationUnsubscribeTypeDefs = /* GraphQL */ `
  "What a notification e-mail's unsubscribe link names (/me/notifications/unsubscribe)."
  type NotificationUnsubscribe {
    "A notification kind, or DIGEST (the digest's own link, which turns the digest off)."
    kind: String!
    label: String!
    "Whether e-mail of this kind is on for the link's reader now."
    emailOn: Boolean!
  }

  extend type Query {
    "The kind and reader a signed unsubscribe token names; null when the token is not valid (changed, or not ours)."
    notificationUnsubscribe(token: String!): NotificationUnsubscribe
  }

  extend type Mutation {
    "Turns off e-mail of the kind the signed token names, for its reader; no sign-in needed. A bad token: BadRequest."
    unsubscribeNotificationEmail(token: String!): UnsubscribeNotificationEmailResult!
  }

  type NotificationEmailUnsubscribed {
    kind: String!
    label: String!
  }

  union UnsubscribeNotificationEmailResult = NotificationEmailUnsubscribed | BadRequest
`;
