// Issue 17 notifications in the store (migration 0027, adapters/postgres/notifications.repository.ts): a reader's
// notifications, their read marks, the per-kind settings and the digest frequency; and the Notifier the services call
// where events happen. core/notifications/ holds the rules (kinds, wording, grouping, digest).
import type { KindSetting, NotificationKind } from '../notifications/notification-kinds.ts';
import type { DigestFrequency } from '../notifications/notification-wording.ts';

/**
 * One event to notify of. The store drops it when the recipient muted the actor (or the publication), turned the
 * kind off in the app, or is the actor; repeats of one event (a retried job) notify once; a grouping kind (claps,
 * highlights) joins the story's notification of the day and counts the actor once.
 */
export type NotifyEvent = {
  kind: NotificationKind;
  recipientId: string;
  actorId: string | null;
  postId?: string | null;
  /** The response a RESPONSE, REPLY or MENTION is about (a response is a post). */
  responseId?: string | null;
  publicationId?: string | null;
  /** NEW_SUBSCRIBER: the newsletter subscribed to (newsletters, issue 17 part 2). */
  newsletterId?: string | null;
  /** When it happened; the store's clock when absent. */
  at?: Date;
};

/** The Notifier port: what services call. Never throws into the caller's action (the implementation logs). */
export interface Notifier {
  notify(event: NotifyEvent): Promise<void>;
}

/** A notification as the page shows it. */
export type NotificationRecord = {
  id: string;
  kind: NotificationKind;
  actorId: string | null;
  /** Actors besides actorId (grouped claps and highlights). */
  others: number;
  postId: string | null;
  responseId: string | null;
  publicationId: string | null;
  newsletterId: string | null;
  createdAt: Date;
  readAt: Date | null;
};

export type NotificationsCursor = { at: number; id: string };
export type NotificationsTab = 'ALL' | 'RESPONSES';

/** A notification as its e-mail tells it: the recipient's address and name, and the names its sentence uses. */
export type MailableNotification = NotificationRecord & {
  recipientId: string;
  groupKey: string;
  to: string;
  recipientName: string;
  actorName: string | null;
  storyTitle: string | null;
  /** The list whose thread the response is in (a response to a list names the list, not the response). */
  listName: string | null;
  publicationName: string | null;
  /** The story's (or the response's) path, when it has one: '/@writer/slug-id'. */
  path: string | null;
};

export interface NotificationsRepository extends Notifier {
  /** notify, answering whether a notification was written (or a grouped one joined) — the e-mail at once follows it. */
  notifyWritten(event: NotifyEvent): Promise<{ written: boolean; groupKey: string }>;
  /** The notification with this key, as its e-mail tells it; null when gone or its reader turned its e-mail off. */
  mailable(recipientId: string, groupKey: string): Promise<MailableNotification | null>;
  /**
   * The unread notifications of digest kinds made in [start, end), of readers whose digest is `frequency` and who did
   * not turn those kinds' e-mail off, grouped per reader (at most `perReader` each, newest first; `readers` readers
   * whose ids come after `after`, in id order: the caller pages through them).
   */
  digest(frequency: 'DAILY' | 'WEEKLY', start: Date, end: Date, kinds: readonly string[], readers: number, perReader: number, after: string): Promise<MailableNotification[][]>;
  /**
   * Notifies every follower of a published story's writer (and of its publication), in batches of `batchSize`;
   * idempotent (a retried job writes nothing twice). A story not published (or trashed, suspended, a response)
   * notifies no one. Returns how many rows it wrote.
   */
  fanOutStory(input: { postId: string; batchSize: number; now: Date }): Promise<number>;
  page(recipientId: string, tab: NotificationsTab, first: number, after: NotificationsCursor | null): Promise<{ rows: NotificationRecord[]; next: NotificationsCursor | null }>;
  unreadCount(recipientId: string): Promise<number>;
  /** Marks read what the reader saw: notifications up to `upTo` (a newer one stays unread). Returns how many. */
  markRead(recipientId: string, upTo: Date): Promise<number>;
  settings(userId: string): Promise<{ kinds: KindSetting[]; digest: DigestFrequency }>;
  setKind(userId: string, setting: KindSetting): Promise<void>;
  setDigest(userId: string, digest: DigestFrequency): Promise<void>;
}
