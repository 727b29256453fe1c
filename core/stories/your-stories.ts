// platform-reference §2.1 and §2.2 (/me/stories, /me/stories/{drafts|public|responses|unlisted|deleted}) and
// reader-experience §4 (Undo actions: "undelete a trashed post, undo moving a post to another tab (then
// reload)"; "After undoing a trash action the Your Stories page reloads with flags for the undeleted post, its
// id, its title and a tab") and §9 ("moved-to-trash story permanently deleted after 14 days", dates
// 'LLL d, yyyy'): the pure rules of the Your Stories page — its tabs, what each story's menu offers in each
// state, the words of its states, dates, toasts and empty tabs, and the reload address after an undo with its
// flags and how they are read back. The page (ui/pages/YourStoriesPage.tsx) only draws and calls.
import {
  LIFECYCLE_STATES,
  permanentlyDeletedAt,
  TRASH_RETENTION_DAYS,
  type PostLifecycleState,
  type StoriesTab,
} from '../content/post-lifecycle.ts';
import { formatShortDate } from '../format/date.ts';
import { STORY_FILTERS, type StoryFilter } from '../routing/links.ts';
import { pathTo } from '../routing/paths.ts';
import { yourStoriesReloadParams, type YourStoriesReloadParams } from '../toasts/undo.ts';

export { STORY_FILTERS, type StoryFilter };

/** The lifecycle states a story is in (core/content/post-lifecycle.ts). */
export const STORY_STATES = LIFECYCLE_STATES;
export type StoryState = PostLifecycleState;

/** The tabs as the GraphQL enum StoriesTab names them (core/content/post-lifecycle.ts). */
export type StoriesTabEnum = StoriesTab;

const TAB_ENUMS: Readonly<Record<StoryFilter, StoriesTabEnum>> = {
  drafts: 'DRAFTS',
  public: 'PUBLIC',
  responses: 'RESPONSES',
  unlisted: 'UNLISTED',
  deleted: 'DELETED',
};

export const tabEnumOf = (tab: StoryFilter): StoriesTabEnum => TAB_ENUMS[tab];

export function tabOfEnum(value: string): StoryFilter | null {
  const found = STORY_FILTERS.find((tab) => TAB_ENUMS[tab] === value);
  return found ?? null;
}

/** reader-experience §2.2 ShowYourStories (param filterBy, default 'drafts'); an unknown tab is no page (null). */
export function parseStoryTab(filterBy: string | null | undefined): StoryFilter | null {
  if (filterBy === undefined || filterBy === null || filterBy === '') return 'drafts';
  return (STORY_FILTERS as readonly string[]).includes(filterBy) ? (filterBy as StoryFilter) : null;
}

export const STORY_TAB_LABELS: Readonly<Record<StoryFilter, string>> = {
  drafts: 'Drafts',
  public: 'Public',
  responses: 'Responses',
  unlisted: 'Unlisted',
  deleted: 'Deleted',
};

/** The counts the tabs show, keyed as the tabs are (yourStoriesCounts). */
export type StoryCounts = Readonly<Record<StoryFilter, number>>;

/** The counts after one story left tab `from` for tab `to`: the total is kept, and no count goes below 0. */
export function countsAfterMove(counts: StoryCounts, from: StoryFilter, to: StoryFilter): StoryCounts {
  if (from === to || counts[from] <= 0) return counts;
  return { ...counts, [from]: counts[from] - 1, [to]: counts[to] + 1 };
}

/** Where a story in a state is listed. A response, once published (listed or not), is in the Responses tab. */
export function tabOfState(state: StoryState, isResponse = false): StoryFilter {
  switch (state) {
    case 'DRAFT':
    case 'SCHEDULED':
      return 'drafts';
    case 'PUBLISHED':
      return isResponse ? 'responses' : 'public';
    case 'UNLISTED':
      return isResponse ? 'responses' : 'unlisted';
    case 'TRASHED':
      return 'deleted';
  }
}

// ── The story's menu ─────────────────────────────────────────────────────────────────────────────────

export type StoryMenuAction =
  | { key: 'edit'; label: 'Edit' }
  | { key: 'stats'; label: 'Stats' }
  | { key: 'settings'; label: 'Story settings' }
  | { key: 'makePublic'; label: 'Make public'; to: 'public' }
  | { key: 'unlist'; label: 'Unlist'; to: 'unlisted' }
  | { key: 'moveToDrafts'; label: 'Move to drafts'; to: 'drafts' }
  | { key: 'delete'; label: 'Delete' };

export type StoryMenuKey = StoryMenuAction['key'];

const EDIT: StoryMenuAction = { key: 'edit', label: 'Edit' };
/** Issue 23: a published or unlisted story's stats page (/me/stats/post/{postId}). */
const STATS: StoryMenuAction = { key: 'stats', label: 'Stats' };
/** Migration 0051: a story's settings page (/p/{postId}/settings: SEO title and description, canonical link). */
const SETTINGS: StoryMenuAction = { key: 'settings', label: 'Story settings' };
const MAKE_PUBLIC: StoryMenuAction = { key: 'makePublic', label: 'Make public', to: 'public' };
const UNLIST: StoryMenuAction = { key: 'unlist', label: 'Unlist', to: 'unlisted' };
const MOVE_TO_DRAFTS: StoryMenuAction = { key: 'moveToDrafts', label: 'Move to drafts', to: 'drafts' };
const DELETE: StoryMenuAction = { key: 'delete', label: 'Delete' };

/**
 * What a story's menu offers in its state: a draft or a scheduled story is edited or deleted (it is published,
 * or its schedule changed, from the editor); a public story can be unlisted or
 * unpublished, an unlisted one made public or unpublished; a response is edited, unpublished or deleted. A story in the
 * trash has no menu: the Deleted tab gives it a Restore button (canRestore). These are moves the lifecycle
 * takes (planMove: PUBLIC ⇄ UNLISTED, any published tab → DRAFTS); a scheduled story's schedule is the publish
 * dialog's business, and a draft goes back to where it was published only as the Undo of an unpublish.
 */
export function storyMenu(state: StoryState, isResponse = false): StoryMenuAction[] {
  switch (state) {
    case 'DRAFT':
      return isResponse ? [EDIT, DELETE] : [EDIT, SETTINGS, DELETE];
    case 'SCHEDULED':
      // The schedule is changed or dropped in the editor's publish dialog.
      return isResponse ? [EDIT, DELETE] : [EDIT, SETTINGS, DELETE];
    case 'PUBLISHED':
      return isResponse ? [EDIT, MOVE_TO_DRAFTS, DELETE] : [EDIT, STATS, SETTINGS, UNLIST, MOVE_TO_DRAFTS, DELETE];
    case 'UNLISTED':
      return isResponse ? [EDIT, MOVE_TO_DRAFTS, DELETE] : [EDIT, STATS, SETTINGS, MAKE_PUBLIC, MOVE_TO_DRAFTS, DELETE];
    case 'TRASHED':
      return [];
  }
}

export const canRestore = (state: StoryState): boolean => state === 'TRASHED';

// ── Words and dates ──────────────────────────────────────────────────────────────────────────────────

export const UNTITLED_STORY = 'Untitled story';

/** A story's title as lists and toasts show it: its own, or 'Untitled story' when it has none yet. */
export function displayTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed === '' ? UNTITLED_STORY : trimmed;
}

/** The dates a state's words need: when it was or will be published. */
export type StoryDates = { publishedAt?: TimeValue; scheduledAt?: TimeValue };

/** 'Draft', 'Scheduled for Nov 21, 2026', 'Published Nov 21, 2026', 'Unlisted', 'In trash'. */
export function stateLabel(state: StoryState, dates: StoryDates = {}): string {
  switch (state) {
    case 'DRAFT':
      return 'Draft';
    case 'SCHEDULED': {
      const at = dateOf(dates.scheduledAt ?? dates.publishedAt);
      return at ? `Scheduled for ${formatShortDate(at)}` : 'Scheduled';
    }
    case 'PUBLISHED': {
      const at = dateOf(dates.publishedAt);
      return at ? `Published ${formatShortDate(at)}` : 'Published';
    }
    case 'UNLISTED':
      return 'Unlisted';
    case 'TRASHED':
      return 'In trash';
  }
}

/** A time as the schema sends it (milliseconds since the epoch) or as ISO text; null when absent or unreadable. */
export type TimeValue = number | string | null | undefined;

const dateOf = (value: TimeValue): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago, against the page's own "now" (the preloaded state's, so the server's render and the browser's
 * agree): 'just now' under a minute (and for a time ahead of now), minutes, hours, days up to a week, then
 * the date ('Nov 21, 2026').
 */
export function relativeTime(at: Date, now: Date): string {
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return plural(Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return plural(Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return plural(Math.floor(ago / DAY), 'day');
  return formatShortDate(at);
}

/** "Last edited {relative}": 'Last edited 5 minutes ago', 'Last edited Nov 2, 2026'. */
export function lastEditedLabel(updatedAt: TimeValue, now: TimeValue): string {
  const at = dateOf(updatedAt);
  const when = dateOf(now);
  return at && when ? `Last edited ${relativeTime(at, when)}` : 'Last edited';
}

export { TRASH_RETENTION_DAYS };

/** When a story moved to the trash at `deletedAt` is deleted for good (the lifecycle's 14-day rule). */
export const permanentDeletionAt = (deletedAt: Date): Date => new Date(permanentlyDeletedAt(deletedAt.getTime()));

/** 'Permanently deleted after Dec 5, 2026': the server's date when it gives one, else 14 days after the move to trash. */
export function permanentDeletionLabel(item: { deletedAt?: TimeValue; permanentlyDeletedAt?: TimeValue }): string {
  const deletedAt = dateOf(item.deletedAt);
  const at = dateOf(item.permanentlyDeletedAt) ?? (deletedAt ? permanentDeletionAt(deletedAt) : null);
  return at ? `Permanently deleted after ${formatShortDate(at)}` : `Permanently deleted after ${TRASH_RETENTION_DAYS} days`;
}

export const STORIES_COPY = {
  heading: 'Your stories',
  write: 'Write a story',
  tabsLabel: 'Your stories',
  menuLabel: (title: string) => `More actions for ${displayTitle(title)}`,
  restore: 'Restore',
  restoreLabel: (title: string) => `Restore ${displayTitle(title)}`,
  trashNote: `Stories in the trash are permanently deleted after ${TRASH_RETENTION_DAYS} days.`,
  failed: 'That did not work. Please try again.',
  empty: {
    drafts: 'You have no drafts. Everything you start writing is kept here, saved as you type, until you publish it.',
    public: 'You have not published any stories yet. Your published stories will show here, and on your profile.',
    responses: 'You have not responded to any stories yet.',
    unlisted:
      'You have no unlisted stories. An unlisted story can be read by anyone with its link, but it stays out of feeds, search and your profile.',
    deleted: `Your trash is empty. Deleted stories stay here for ${TRASH_RETENTION_DAYS} days, so you can restore them.`,
  } satisfies Record<StoryFilter, string>,
} as const;

// ── Toasts ───────────────────────────────────────────────────────────────────────────────────────────

/** The toast after a move between tabs (its Undo moves the story back, then the page reloads). */
export function movedMessage(title: string, to: StoryFilter): string {
  const name = `'${displayTitle(title)}'`;
  switch (to) {
    case 'public':
      return `${name} is now public.`;
    case 'unlisted':
      return `${name} is now unlisted.`;
    case 'drafts':
      return `${name} was moved to your drafts.`;
    case 'deleted':
      return trashedMessage(title);
    case 'responses':
      return `${name} was moved to ${STORY_TAB_LABELS[to]}.`;
  }
}

/** The toast after Delete (toast style MOVE_POST_TO_TRASH; its Undo calls UndeletePostMutation). */
export const trashedMessage = (title: string): string => `'${displayTitle(title)}' was moved to the trash.`;

/** What the page says after it reloads from an undone trash (or a restore): the story is back. */
export const restoredMessage = (title: string): string => `'${displayTitle(title)}' was restored.`;

// ── The reload after an undone trash (reader-experience §4) ───────────────────────────────────────────

/** The query parameters the reload carries (core/toasts/undo.ts names them); the routes take them. */
export const RELOAD_FLAG_PARAMS = ['undeletedPost', 'postId', 'postTitle', 'tab'] as const;

/** The longest title the flags carry: a title is at most 200 characters (the editing contract). */
export const MAX_FLAG_TITLE_LENGTH = 200;

/** At most MAX_FLAG_TITLE_LENGTH characters, cut between code points (never inside a surrogate pair). */
const flagTitle = (title: string): string => Array.from(title).slice(0, MAX_FLAG_TITLE_LENGTH).join('');

export type Restored = { postId: string; title: string; tab: StoryFilter };

/**
 * The address Your Stories reloads at after a trashed story comes back: the tab it is back in, with the
 * spec's flags — the undeleted post, its id, its title and the tab.
 */
export function restoredReloadUrl(restored: Restored): string {
  const flags: YourStoriesReloadParams = yourStoriesReloadParams({
    kind: 'undeletePost',
    postId: restored.postId,
    title: flagTitle(restored.title),
    tab: restored.tab,
  });
  const query = new URLSearchParams(RELOAD_FLAG_PARAMS.map((key) => [key, flags[key]]));
  return `${pathTo('ShowYourStories', { filterBy: restored.tab })}?${query.toString()}`;
}

const POST_ID = /^[0-9a-z]{1,64}$/i;

/**
 * The flags read back from the page's query parameters (route params or a parsed query): the restored story,
 * or null when they are absent or not ones this page wrote (a wrong flag, an id that is no id, an unknown tab).
 */
export function parseRestoredFlags(params: Readonly<Record<string, string | undefined>>): Restored | null {
  if (params.undeletedPost !== '1') return null;
  const postId = params.postId ?? '';
  const tab = parseStoryTab(params.tab);
  if (!POST_ID.test(postId) || tab === null || !params.tab) return null;
  return { postId, title: flagTitle(params.postTitle ?? ''), tab };
}

/** The same from a query string ('?undeletedPost=1&…'). */
export const parseRestoredQuery = (search: string): Restored | null =>
  parseRestoredFlags(Object.fromEntries(new URLSearchParams(search)));

/** The page's own address without the flags: where it stays once it has said the story is back. */
export const tabUrl = (tab: StoryFilter): string => pathTo('ShowYourStories', { filterBy: tab });
