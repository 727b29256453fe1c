// Issue 17 notifications (reader-experience §2.3 notifications badge, §3 NotificationStatus, §7 UnreadNotificationCount;
// platform-reference §3 user settings: notification and e-mail toggles, newsletter frequency DAILY, WEEKLY, OFF).
// The kinds a reader is notified of, how each reads, which group their actors, which are e-mailed at once and which
// wait for the digest, and which count under the Responses tab. One table; everything else derives from it.

export const NOTIFICATION_KINDS = [
  'FOLLOW',
  'FOLLOW_PUBLICATION',
  'CLAPS',
  'RESPONSE',
  'REPLY',
  'MENTION',
  'HIGHLIGHT',
  'NEW_SUBSCRIBER',
  'STORY_PUBLISHED',
  'ADDED_AS_WRITER',
  'ADDED_AS_EDITOR',
  'SUBMISSION_ACCEPTED',
  'CHANGES_REQUESTED',
  'STORY_FEATURED',
  'PAYMENT_FAILED',
  'MEMBERSHIP_ENDING',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** How a kind's e-mail goes: at once, in the digest, or never (a followed writer's story comes as the newsletter). */
export type EmailTiming = 'IMMEDIATE' | 'DIGEST' | 'NEVER';

type KindRule = {
  /** The label on the settings page. */
  label: string;
  /** Actors of one story and day join one notification ('X and 12 others clapped for …'). */
  groups: boolean;
  email: EmailTiming;
  /** Shown under the Responses tab as well as All. */
  responses: boolean;
  /** Whether a reader may turn it off in the app (a failed payment always shows). */
  optional: boolean;
};

export const KIND_RULES: Readonly<Record<NotificationKind, KindRule>> = {
  FOLLOW: { label: 'New followers', groups: false, email: 'DIGEST', responses: false, optional: true },
  FOLLOW_PUBLICATION: { label: 'New followers of your publications', groups: false, email: 'DIGEST', responses: false, optional: true },
  CLAPS: { label: 'Claps on your stories', groups: true, email: 'DIGEST', responses: false, optional: true },
  RESPONSE: { label: 'Responses to your stories', groups: false, email: 'IMMEDIATE', responses: true, optional: true },
  REPLY: { label: 'Replies to your responses', groups: false, email: 'IMMEDIATE', responses: true, optional: true },
  MENTION: { label: 'Mentions', groups: false, email: 'IMMEDIATE', responses: true, optional: true },
  HIGHLIGHT: { label: 'Highlights of your stories', groups: true, email: 'DIGEST', responses: false, optional: true },
  NEW_SUBSCRIBER: { label: 'New newsletter subscribers', groups: false, email: 'DIGEST', responses: false, optional: true },
  STORY_PUBLISHED: { label: 'New stories from writers and publications you follow', groups: false, email: 'NEVER', responses: false, optional: true },
  ADDED_AS_WRITER: { label: 'Publication invitations and roles', groups: false, email: 'DIGEST', responses: false, optional: true },
  ADDED_AS_EDITOR: { label: 'Publication invitations and roles', groups: false, email: 'DIGEST', responses: false, optional: true },
  SUBMISSION_ACCEPTED: { label: 'Submissions to publications', groups: false, email: 'DIGEST', responses: false, optional: true },
  CHANGES_REQUESTED: { label: 'Submissions to publications', groups: false, email: 'DIGEST', responses: false, optional: true },
  STORY_FEATURED: { label: 'Your stories featured', groups: false, email: 'DIGEST', responses: false, optional: true },
  PAYMENT_FAILED: { label: 'Membership payments', groups: false, email: 'IMMEDIATE', responses: false, optional: false },
  MEMBERSHIP_ENDING: { label: 'Membership ending', groups: false, email: 'DIGEST', responses: false, optional: false },
};

/** The kinds under the Responses tab. */
export const RESPONSE_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter((k) => KIND_RULES[k].responses);

/** The kinds a reader sets on the settings page (each with its in-app and e-mail toggles), in the table's order. */
export const SETTABLE_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter((k) => KIND_RULES[k].optional);

/** A reader's setting for one kind; what holds when they never changed it. */
export type KindSetting = { kind: NotificationKind; inApp: boolean; email: boolean };
export const defaultSetting = (kind: NotificationKind): KindSetting => ({ kind, inApp: true, email: KIND_RULES[kind].email !== 'NEVER' });

/** Every kind's setting: the stored ones over the defaults. A kind that may not be turned off stays on in the app. */
export function effectiveSettings(stored: readonly KindSetting[]): Map<NotificationKind, KindSetting> {
  const settings = new Map(NOTIFICATION_KINDS.map((k) => [k, defaultSetting(k)] as const));
  for (const s of stored) {
    if (!isNotificationKind(s.kind)) continue;
    settings.set(s.kind, { kind: s.kind, inApp: KIND_RULES[s.kind].optional ? s.inApp : true, email: KIND_RULES[s.kind].email === 'NEVER' ? false : s.email });
  }
  return settings;
}

/**
 * The group a notification joins: for a kind that groups, one per story and recipient's UTC day (a burst of claps is
 * one row that counts its readers); otherwise one per event, so a retried producer never notifies twice.
 */
export function groupKey(event: { kind: NotificationKind; actorId: string | null; postId?: string | null; responseId?: string | null; publicationId?: string | null; newsletterId?: string | null; at: Date }): string {
  const day = Math.floor(event.at.getTime() / 86_400_000);
  const subject = event.responseId ?? event.postId ?? event.newsletterId ?? event.publicationId ?? '';
  if (KIND_RULES[event.kind].groups) return `${event.kind}:${subject}:${day}`;
  if (event.kind === 'STORY_PUBLISHED' || event.kind === 'STORY_FEATURED' || event.kind === 'SUBMISSION_ACCEPTED') return `${event.kind}:${subject}`;
  if (event.kind === 'PAYMENT_FAILED' || event.kind === 'MEMBERSHIP_ENDING' || event.kind === 'CHANGES_REQUESTED') return `${event.kind}:${subject}:${day}`;
  return `${event.kind}:${subject}:${event.actorId ?? ''}`;
}

/** The notifications page's tab from its address (?tab=responses); All otherwise. */
export const tabOfParam = (param: string | undefined): 'ALL' | 'RESPONSES' => (param === 'responses' ? 'RESPONSES' : 'ALL');
