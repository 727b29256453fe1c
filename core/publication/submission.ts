// Issue 22, platform-reference §3 submission status (OPEN, TRIAGE, IN_REVIEW, CHANGES_REQUESTED, CHANGES_MADE,
// ACCEPTED, REJECTED, CANCELLED, WIP), reader-experience §2.4 (the writer outbox), §2.7 (the editor inbox). The spec
// names the statuses but not their transitions ("not shown"); this table is Quire's design, one row per transition
// with who may take it. submission.machine.ts draws it; the store (publication-submissions.repository.ts) applies
// `planSubmission` under a row lock, so a status only ever changes along a row of this table.
import type { CollectionRole } from '../content/entities.ts';
import { can } from './permissions.ts';

export const SUBMISSION_STATUSES = ['WIP', 'OPEN', 'TRIAGE', 'IN_REVIEW', 'CHANGES_REQUESTED', 'CHANGES_MADE', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const FINAL_STATUSES: readonly SubmissionStatus[] = ['ACCEPTED', 'REJECTED', 'CANCELLED'];
export const isFinalStatus = (s: SubmissionStatus): boolean => FINAL_STATUSES.includes(s);
export const isSubmissionStatus = (v: unknown): v is SubmissionStatus => typeof v === 'string' && (SUBMISSION_STATUSES as readonly string[]).includes(v);

/** Who takes a transition: the submission's writer, or one of the publication's reviewers (never the writer). */
export type SubmissionParty = 'writer' | 'reviewer';

export const SUBMISSION_ACTIONS = ['submit', 'triage', 'review', 'requestChanges', 'resubmit', 'withdraw', 'accept', 'reject', 'cancel'] as const;
export type SubmissionAction = (typeof SUBMISSION_ACTIONS)[number];

type Transition = { from: readonly SubmissionStatus[]; to: SubmissionStatus; by: SubmissionParty; label: string };

const UNDER_REVIEW: readonly SubmissionStatus[] = ['OPEN', 'TRIAGE', 'IN_REVIEW', 'CHANGES_MADE'];

/** Every transition, named, with the statuses it leaves, the one it reaches and who may take it. */
export const SUBMISSION_TRANSITIONS: Readonly<Record<SubmissionAction, Transition>> = {
  /** The writer sends the draft (a new submission starts here, in WIP, and is sent at once). */
  submit: { from: ['WIP'], to: 'OPEN', by: 'writer', label: 'Submit' },
  triage: { from: ['OPEN'], to: 'TRIAGE', by: 'reviewer', label: 'Triage' },
  review: { from: ['OPEN', 'TRIAGE'], to: 'IN_REVIEW', by: 'reviewer', label: 'Start review' },
  requestChanges: { from: UNDER_REVIEW, to: 'CHANGES_REQUESTED', by: 'reviewer', label: 'Request changes' },
  /** The writer made the changes asked for and sends the story back. */
  resubmit: { from: ['CHANGES_REQUESTED'], to: 'CHANGES_MADE', by: 'writer', label: 'Resubmit' },
  /** The writer takes the story back to keep working on it (submit sends it again). */
  withdraw: { from: [...UNDER_REVIEW, 'CHANGES_REQUESTED'], to: 'WIP', by: 'writer', label: 'Withdraw' },
  /** The story publishes in the publication, once. */
  accept: { from: UNDER_REVIEW, to: 'ACCEPTED', by: 'reviewer', label: 'Accept' },
  reject: { from: [...UNDER_REVIEW, 'CHANGES_REQUESTED'], to: 'REJECTED', by: 'reviewer', label: 'Reject' },
  cancel: { from: ['WIP', ...UNDER_REVIEW, 'CHANGES_REQUESTED'], to: 'CANCELLED', by: 'writer', label: 'Cancel submission' },
};

/** Who acts: whether they wrote the submission, and their role in the publication now (null: none). */
export type SubmissionActor = { isWriter: boolean; role: CollectionRole | null };

/** Whether this actor is the party a transition names. A writer never reviews their own submission. */
export function mayTake(action: SubmissionAction, actor: SubmissionActor): boolean {
  const { by } = SUBMISSION_TRANSITIONS[action];
  if (by === 'reviewer') return !actor.isWriter && can(actor.role, action === 'accept' ? 'publish' : 'edit');
  // The writer: sending needs a role that may submit; withdrawing or cancelling needs only authorship.
  if (!actor.isWriter) return false;
  return action === 'submit' || action === 'resubmit' ? can(actor.role, 'submit') : true;
}

export const SUBMISSION_MESSAGES = {
  notAllowed: (action: SubmissionAction) => `You can't ${SUBMISSION_TRANSITIONS[action].label.toLowerCase()} this submission.`,
  ownSubmission: "You can't review your own submission.",
  wrongStatus: (action: SubmissionAction, status: SubmissionStatus) =>
    `This submission is ${statusLabel(status).toLowerCase()}: it can't be ${pastTense(action)} now.`,
  notFound: 'There is no such submission.',
  alreadySubmitted: 'This story is already submitted to a publication.',
  notDraft: 'Only a draft can be submitted. Unpublish the story first, or publish it yourself.',
  notYours: "You can only submit your own stories.",
  noRole: 'You can only submit to a publication where you are a writer or an editor.',
  noteTooLong: 'A note can be at most 2000 characters.',
  noteRequired: 'Say what should change.',
  flagOff: 'Submissions are not turned on.',
} as const;

export const NOTE_MAX = 2000;

const PAST: Record<SubmissionAction, string> = {
  submit: 'submitted',
  triage: 'triaged',
  review: 'reviewed',
  requestChanges: 'sent back for changes',
  resubmit: 'resubmitted',
  withdraw: 'withdrawn',
  accept: 'accepted',
  reject: 'rejected',
  cancel: 'cancelled',
};
const pastTense = (action: SubmissionAction): string => PAST[action];

/** How the inbox and the outbox name a status. */
export function statusLabel(status: SubmissionStatus): string {
  return {
    WIP: 'Work in progress',
    OPEN: 'Submitted',
    TRIAGE: 'In triage',
    IN_REVIEW: 'In review',
    CHANGES_REQUESTED: 'Changes requested',
    CHANGES_MADE: 'Changes made',
    ACCEPTED: 'Accepted',
    REJECTED: 'Rejected',
    CANCELLED: 'Cancelled',
  }[status];
}

export type SubmissionPlan =
  | { ok: true; to: SubmissionStatus; publishes: boolean }
  | { ok: false; error: 'FORBIDDEN' | 'CONFLICT'; message: string };

/** The one rule: may `actor` take `action` on a submission in `status`, and where does it land. */
export function planSubmission(status: SubmissionStatus, action: SubmissionAction, actor: SubmissionActor): SubmissionPlan {
  const t = SUBMISSION_TRANSITIONS[action];
  if (!mayTake(action, actor)) {
    const own = t.by === 'reviewer' && actor.isWriter;
    return { ok: false, error: 'FORBIDDEN', message: own ? SUBMISSION_MESSAGES.ownSubmission : SUBMISSION_MESSAGES.notAllowed(action) };
  }
  if (!t.from.includes(status)) return { ok: false, error: 'CONFLICT', message: SUBMISSION_MESSAGES.wrongStatus(action, status) };
  return { ok: true, to: t.to, publishes: t.to === 'ACCEPTED' };
}

/** The actions an actor may take now, in the table's order (the inbox's and the outbox's buttons). */
export const availableActions = (status: SubmissionStatus, actor: SubmissionActor): SubmissionAction[] =>
  SUBMISSION_ACTIONS.filter((a) => a !== 'submit' || status === 'WIP').filter((a) => planSubmission(status, a, actor).ok);

/** The notification the other side gets when a transition happens (the spec's kinds; null: none fits). */
export function notificationOf(action: SubmissionAction): 'SUBMISSION_ACCEPTED' | 'CHANGES_REQUESTED' | null {
  if (action === 'accept') return 'SUBMISSION_ACCEPTED';
  if (action === 'requestChanges') return 'CHANGES_REQUESTED';
  return null;
}
