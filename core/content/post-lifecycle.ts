// Issue 15 (writing and publishing), platform-reference §2.2 (/me/stories/{drafts|public|unlisted|responses|
// deleted}), §3 (licences), reader-experience §4 (Your Stories' moves and their Undo), §7 (deletePost,
// UndeletePostMutation), §9 ('moved-to-trash story permanently deleted after 14 days'): a story's lifecycle as
// pure rules. post-lifecycle.machine.ts draws the same rules as a chart; the store keeps the columns below
// (migration 0019) and applies these functions' answers.
//
// A story's lifecycle is a handful of columns, and every state is derived from them:
//   TRASHED    deletedAt set (whatever else it was: undelete clears deletedAt and it is that again)
//   DRAFT      never published, or unpublished (publishedAt null), no schedule
//   SCHEDULED  not published, scheduledAt set: the post.publish job publishes it then
//   PUBLISHED  publishedAt set, listed (visibility PUBLIC, or LOCKED for a member-only story)
//   UNLISTED   publishedAt set, visibility UNLISTED: readable by its address, in no feed
//
// Who may do what (the rules of this file; the spec leaves them open, platform-reference §6):
// - The author may do everything to their own story: edit, publish or schedule, move it between tabs,
//   trash it, restore it.
// - In the story's publication, an OWNER or EDITOR may open, edit and publish it (an editor's work on a
//   submitted story) and move it between Public and Unlisted, but never unpublish, trash or restore it:
//   those stay the author's.
// - A WRITER of a publication may publish their own stories into it (and so may OWNER and EDITOR); anyone with
//   no role there may not (Forbidden).
// - Nobody else may do anything, not even see that the draft exists beyond a Forbidden.
// - The trash sweep (the system) deletes for good what has been in the trash 14 days or more.
import { countWords, readingTimeMinutes } from '../format/reading-time.ts';
import type { CollectionRole, PostVisibility } from './entities.ts';
import { storyImages } from './body-images.ts';
import type { ImageMetadata, Paragraph } from './paragraph.ts';
import { LIMIT_MESSAGES, PREVIEW_PARAGRAPHS_MAX, SCHEDULE_MAX_AHEAD_MS, SUBTITLE_MAX_CHARS, TAG_MAX_CHARS, TAGS_MAX, TITLE_MAX_CHARS } from './post-limits.ts';

/** platform-reference §3: all rights reserved, the CC 4.0 variants, public domain. */
export const POST_LICENSES = [
  'ALL_RIGHTS_RESERVED',
  'CC_40_BY',
  'CC_40_BY_SA',
  'CC_40_BY_ND',
  'CC_40_BY_NC',
  'CC_40_BY_NC_SA',
  'CC_40_BY_NC_ND',
  'CC_40_ZERO',
  'PUBLIC_DOMAIN',
] as const;
export type PostLicense = (typeof POST_LICENSES)[number];

/** A response is a story written in reply to another (issue 16); it lives in the Responses tab once published. */
export type PostType = 'STORY' | 'RESPONSE';

/** platform-reference §2.2: the Your Stories tabs, in the order the page shows them. */
export const STORIES_TABS = ['DRAFTS', 'PUBLIC', 'UNLISTED', 'RESPONSES', 'DELETED'] as const;
export type StoriesTab = (typeof STORIES_TABS)[number];

export const LIFECYCLE_STATES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNLISTED', 'TRASHED'] as const;
export type PostLifecycleState = (typeof LIFECYCLE_STATES)[number];

/** A published story's saved but unpublished edits. */
export type PostDraft = { title: string; subtitle: string; body: Paragraph[] };

/** reader-experience §9: a trashed story is deleted for good this long after it was trashed. */
export const TRASH_RETENTION_DAYS = 14;
export const TRASH_RETENTION_MS = TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** The columns a story's lifecycle is made of; times in milliseconds since the epoch. */
export type Lifecycle = {
  type: PostType;
  visibility: PostVisibility;
  isLocked: boolean;
  publishedAt: number | null;
  /** An unpublished story's first-publication time, given back when it is published again. */
  previouslyPublishedAt: number | null;
  scheduledAt: number | null;
  deletedAt: number | null;
};

export function lifecycleStateOf(l: Lifecycle): PostLifecycleState {
  if (l.deletedAt !== null) return 'TRASHED';
  if (l.publishedAt === null) return l.scheduledAt !== null ? 'SCHEDULED' : 'DRAFT';
  return l.visibility === 'UNLISTED' ? 'UNLISTED' : 'PUBLISHED';
}

/** The Your Stories tab a story is in (migration 0019's stories_tab column is the same rule in SQL). */
export function storiesTabOf(l: Lifecycle): StoriesTab {
  if (l.deletedAt !== null) return 'DELETED';
  if (l.publishedAt === null) return 'DRAFTS';
  if (l.type === 'RESPONSE') return 'RESPONSES';
  return l.visibility === 'UNLISTED' ? 'UNLISTED' : 'PUBLIC';
}

/**
 * Whether readers may see the story anywhere (its page, feeds, search, profile, publication, RSS, sitemap):
 * published and not in the trash. Listed adds: not unlisted. A trashed story is seen only in its author's
 * Deleted tab.
 */
export function isReadable(l: Lifecycle): boolean {
  return l.deletedAt === null && l.publishedAt !== null;
}
export function isListed(l: Lifecycle): boolean {
  return isReadable(l) && l.visibility !== 'UNLISTED';
}

/** A listed story's visibility follows its lock: LOCKED for member-only, else PUBLIC. */
export const listedVisibility = (isLocked: boolean): PostVisibility => (isLocked ? 'LOCKED' : 'PUBLIC');

// ---------------------------------------------------------------------------------------------------
// Who may do what
// ---------------------------------------------------------------------------------------------------

export type LifecycleAction = 'view' | 'edit' | 'publish' | 'relist' | 'unlist' | 'unpublish' | 'trash' | 'undelete';

/** Who acts on a story: its author, or their role in the story's publication (null for none). */
export type Actor = { isAuthor: boolean; publicationRole: CollectionRole | null };

const EDITOR_ACTIONS: ReadonlySet<LifecycleAction> = new Set(['view', 'edit', 'publish', 'relist', 'unlist']);

export function mayAct(actor: Actor, action: LifecycleAction): boolean {
  if (actor.isAuthor) return true;
  return (actor.publicationRole === 'OWNER' || actor.publicationRole === 'EDITOR') && EDITOR_ACTIONS.has(action);
}

/** Publishing into a publication needs a role there: OWNER, EDITOR or WRITER. */
export const mayPublishIn = (role: CollectionRole | null): boolean => role !== null;

export const FORBIDDEN_MESSAGES = {
  notYours: "You can't change someone else's story.",
  notYoursToView: "You can't open someone else's story.",
  noRoleInPublication: 'You can only publish in a publication where you are an owner, editor or writer.',
  authorOnly: 'Only the story’s author can do that.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Moves between tabs, and their undo
// ---------------------------------------------------------------------------------------------------

export type MoveRefusal = 'SAME_TAB' | 'USE_DELETE' | 'USE_UNDELETE' | 'NEVER_PUBLISHED' | 'SCHEDULED' | 'WRONG_TAB_FOR_TYPE' | 'REPUBLISH_ELSEWHERE';

export type MoveResult =
  | { ok: true; next: Lifecycle; fromTab: StoriesTab; action: LifecycleAction }
  | { ok: false; error: MoveRefusal; message: string };

const MOVE_MESSAGES: Record<MoveRefusal, string> = {
  SAME_TAB: 'The story is already there.',
  USE_DELETE: 'Delete the story to move it to the trash.',
  USE_UNDELETE: 'Restore the story from the trash first.',
  NEVER_PUBLISHED: 'Publish the story first.',
  SCHEDULED: 'The story is scheduled: publish it now or change its schedule from the editor.',
  WRONG_TAB_FOR_TYPE: 'Responses stay in the Responses tab, and stories stay out of it.',
  REPUBLISH_ELSEWHERE: 'Publish the story again from the editor to change where it appears.',
};

const refuse = (error: MoveRefusal): MoveResult => ({ ok: false, error, message: MOVE_MESSAGES[error] });

/** Where a story that was published before goes back to when it is published again. */
function republishTab(l: Lifecycle): StoriesTab {
  return storiesTabOf({ ...l, deletedAt: null, publishedAt: l.previouslyPublishedAt ?? 0 });
}

/**
 * reader-experience §4: moving a story to another tab. Public ⇄ Unlisted; Public, Unlisted or Responses →
 * Drafts (unpublish); Drafts → where it was published before (the Undo of an unpublish). The trash is
 * deletePost's and undeletePost's. Moving back to fromTab always gives the exact prior lifecycle.
 */
export function planMove(l: Lifecycle, to: StoriesTab): MoveResult {
  const from = storiesTabOf(l);
  if (to === from) return refuse('SAME_TAB');
  if (to === 'DELETED') return refuse('USE_DELETE');
  if (from === 'DELETED') return refuse('USE_UNDELETE');
  if (to === 'DRAFTS') {
    // Unpublish: readers lose it; its first-publication time waits to be given back.
    return { ok: true, fromTab: from, action: 'unpublish', next: { ...l, publishedAt: null, previouslyPublishedAt: l.publishedAt } };
  }
  if (from === 'DRAFTS') {
    if (l.scheduledAt !== null) return refuse('SCHEDULED');
    if (l.previouslyPublishedAt === null) return refuse('NEVER_PUBLISHED');
    if ((to === 'RESPONSES') !== (l.type === 'RESPONSE')) return refuse('WRONG_TAB_FOR_TYPE');
    if (republishTab(l) !== to) return refuse('REPUBLISH_ELSEWHERE');
    return { ok: true, fromTab: from, action: 'publish', next: { ...l, publishedAt: l.previouslyPublishedAt, previouslyPublishedAt: null } };
  }
  if (from === 'RESPONSES' || to === 'RESPONSES') return refuse('WRONG_TAB_FOR_TYPE');
  if (to === 'UNLISTED') return { ok: true, fromTab: from, action: 'unlist', next: { ...l, visibility: 'UNLISTED' } };
  return { ok: true, fromTab: from, action: 'relist', next: { ...l, visibility: listedVisibility(l.isLocked) } };
}

export type TrashResult = { ok: true; next: Lifecycle } | { ok: false; message: string };

/** reader-experience §7 deletePost: to the trash. Nothing else changes, so undelete restores it exactly. */
export function planTrash(l: Lifecycle, now: number): TrashResult {
  if (l.deletedAt !== null) return { ok: false, message: 'The story is already in the trash.' };
  return { ok: true, next: { ...l, deletedAt: now } };
}

/** reader-experience §7 UndeletePostMutation: out of the trash, back to the tab it was in. */
export function planUndelete(l: Lifecycle): TrashResult {
  if (l.deletedAt === null) return { ok: false, message: 'The story is not in the trash.' };
  return { ok: true, next: { ...l, deletedAt: null } };
}

/** reader-experience §9: when a story trashed at deletedAt is deleted for good. */
export const permanentlyDeletedAt = (deletedAt: number): number => deletedAt + TRASH_RETENTION_MS;

/** The trash sweep deletes for good what was trashed at or before this moment. */
export const trashSweepCutoff = (now: number): number => now - TRASH_RETENTION_MS;

/** Whether the sweep may delete the story now. */
export const isDueForDeletion = (l: Pick<Lifecycle, 'deletedAt'>, now: number): boolean => l.deletedAt !== null && permanentlyDeletedAt(l.deletedAt) <= now;

// ---------------------------------------------------------------------------------------------------
// Publishing
// ---------------------------------------------------------------------------------------------------

/**
 * Publishing now, or scheduling: the next lifecycle. A story published before keeps its first-publication time
 * (a republished one gets it back); an unlisted one stays unlisted; otherwise its visibility follows the lock.
 */
export function planPublish(
  l: Lifecycle,
  options: { isLocked: boolean; scheduledAt: number | null; now: number },
): { ok: true; next: Lifecycle; scheduled: boolean } | { ok: false; message: string } {
  if (l.deletedAt !== null) return { ok: false, message: 'Restore the story from the trash before publishing it.' };
  const visibility: PostVisibility = l.visibility === 'UNLISTED' ? 'UNLISTED' : listedVisibility(options.isLocked);
  if (options.scheduledAt !== null) {
    if (l.publishedAt !== null) return { ok: false, message: 'The story is already published; it cannot be scheduled.' };
    return { ok: true, scheduled: true, next: { ...l, isLocked: options.isLocked, visibility, scheduledAt: options.scheduledAt } };
  }
  const publishedAt = l.publishedAt ?? l.previouslyPublishedAt ?? options.now;
  return {
    ok: true,
    scheduled: false,
    next: { ...l, isLocked: options.isLocked, visibility, publishedAt, previouslyPublishedAt: null, scheduledAt: null },
  };
}

/** The scheduled publish job's decision: publish only a story still scheduled, not trashed, and due. */
export function isDueToPublish(l: Lifecycle, now: number): boolean {
  return lifecycleStateOf(l) === 'SCHEDULED' && l.scheduledAt !== null && l.scheduledAt <= now;
}

// ---------------------------------------------------------------------------------------------------
// Tags and the publish input
// ---------------------------------------------------------------------------------------------------

/** A tag's slug: lowercase letters and digits joined by single dashes ("Machine Learning" → "machine-learning"). */
export function tagSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A tag as typed: its slug and a tidy display title, or null when it has no letter or digit or is too long. */
export function readTag(input: string): { slug: string; displayTitle: string } | null {
  const displayTitle = input.trim().replace(/\s+/g, ' ');
  if (displayTitle.length === 0 || displayTitle.length > TAG_MAX_CHARS) return null;
  const slug = tagSlug(displayTitle);
  return slug ? { slug, displayTitle } : null;
}

export type PublishInput = {
  tags: { slug: string; displayTitle: string }[];
  isLocked: boolean;
  previewParagraphs: number | null;
  license: PostLicense;
  scheduledAt: number | null;
  /** The image the story's card shows, one of its own; null: its first image. */
  previewImageId: string | null;
};

export type RawPublishInput = {
  tags: readonly string[];
  isLocked: boolean;
  previewParagraphs?: number | null | undefined;
  license: string;
  scheduledAt?: number | null | undefined;
  previewImageId?: string | null | undefined;
};

/**
 * Where a story stands in the publication it is published in (its statusForCollection): none outside a
 * publication; unchanged when it stays in the same one; with enable_submissions_v2 a WRITER's story is a submission
 * that waits for the editors (IN_REVIEW — the publications' review queue accepts it); otherwise accepted at once.
 */
export function collectionStatusOnPublish(p: {
  publicationId: string | null;
  previous: { publicationId: string | null; status: string | null };
  role: CollectionRole | null;
  submissionsV2: boolean;
}): string | null {
  if (p.publicationId === null) return null;
  if (p.publicationId === p.previous.publicationId && p.previous.status !== null) return p.previous.status;
  return p.submissionsV2 && p.role === 'WRITER' ? 'IN_REVIEW' : 'APPROVED';
}

/** The longest image id a publish may name (ids the upload route makes are far shorter). */
const PREVIEW_IMAGE_ID_MAX_CHARS = 64;

/**
 * The image a story's card shows (the publish dialog's preview image): the chosen one when it is one of the
 * body's images, the first image when none was chosen; `undefined` when the chosen id is not in the story.
 */
export function previewImageOf(body: readonly Paragraph[], chosenId: string | null): ImageMetadata | null | undefined {
  const images = storyImages(body);
  if (chosenId === null) return images[0] ?? null;
  return images.find((image) => image.id === chosenId);
}

/** The publish dialog's choices checked: ≤ 5 tags (repeats merged), a known licence, a schedule in the future. */
export function readPublishInput(raw: RawPublishInput, now: number): { ok: true; input: PublishInput } | { ok: false; message: string } {
  if (raw.tags.length > TAGS_MAX * 4) return { ok: false, message: LIMIT_MESSAGES.tooManyTags };
  const tags: { slug: string; displayTitle: string }[] = [];
  for (const typed of raw.tags) {
    const tag = readTag(typed);
    if (!tag) return { ok: false, message: LIMIT_MESSAGES.badTag };
    if (!tags.some((t) => t.slug === tag.slug)) tags.push(tag);
  }
  if (tags.length > TAGS_MAX) return { ok: false, message: LIMIT_MESSAGES.tooManyTags };
  // A plain membership test, not a zod enum: Your Stories reads this module, and reading pages carry no zod.
  const license = (POST_LICENSES as readonly unknown[]).includes(raw.license) ? { data: raw.license as PostLicense } : null;
  if (!license) return { ok: false, message: 'Choose a licence from the list.' };
  const preview = raw.previewParagraphs ?? null;
  if (preview !== null && (!Number.isInteger(preview) || preview < 1 || preview > PREVIEW_PARAGRAPHS_MAX)) {
    return { ok: false, message: LIMIT_MESSAGES.previewParagraphs };
  }
  const scheduledAt = raw.scheduledAt ?? null;
  if (scheduledAt !== null) {
    if (!Number.isFinite(scheduledAt) || scheduledAt <= now) return { ok: false, message: LIMIT_MESSAGES.scheduleInPast };
    if (scheduledAt - now > SCHEDULE_MAX_AHEAD_MS) return { ok: false, message: LIMIT_MESSAGES.scheduleTooFar };
  }
  const previewImageId = raw.previewImageId ?? null;
  if (previewImageId !== null && (previewImageId === '' || previewImageId.length > PREVIEW_IMAGE_ID_MAX_CHARS)) {
    return { ok: false, message: LIMIT_MESSAGES.previewImage };
  }
  return { ok: true, input: { tags, isLocked: raw.isLocked, previewParagraphs: preview, license: license.data, scheduledAt, previewImageId } };
}

/** A title and subtitle within their limits, trimmed of the outer whitespace; or the message that says which is too long. */
export function readHeadline(title: string, subtitle: string): { ok: true; title: string; subtitle: string } | { ok: false; message: string } {
  const t = title.trim();
  const s = subtitle.trim();
  if ([...t].length > TITLE_MAX_CHARS) return { ok: false, message: LIMIT_MESSAGES.titleTooLong };
  if ([...s].length > SUBTITLE_MAX_CHARS) return { ok: false, message: LIMIT_MESSAGES.subtitleTooLong };
  return { ok: true, title: t, subtitle: s };
}

// ---------------------------------------------------------------------------------------------------
// What Your Stories shows of a story
// ---------------------------------------------------------------------------------------------------

/** Words in the title, subtitle and body (the editor's count). */
export function wordCountOf(title: string, subtitle: string, body: readonly Paragraph[]): number {
  return body.reduce((n, p) => n + countWords(p.text), countWords(title) + countWords(subtitle));
}

export { readingTimeMinutes };

/** The conflict message (reader-experience §4: a server-rendered page whose message holds '409: Conflict' answers 409). */
export const CONFLICT_MESSAGE = '409: Conflict — this story was changed in another tab or window. Reload it, or keep your copy as a new draft.';
