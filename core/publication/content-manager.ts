// Issue 22, platform-reference §2 (/{publication}/stories, /stories/{filterBy}, /submissions; reader-experience §1
// StoriesManager, filterBy submissions): a publication's content manager, its editors' and owners' page of the
// publication's stories by state — published, scheduled, and the drafts writers submitted — with the actions the
// viewer's role allows on each. The spec names the routes, not the page ("not shown"); this is Quire's design.
// Who may do what is permissions.ts's `can`; a submission's buttons are submission.ts's. Pure.
import type { CollectionRole } from '../content/entities.ts';
import { can } from './permissions.ts';
import { isFinalStatus, SUBMISSION_STATUSES, type SubmissionStatus } from './submission.ts';

export const CONTENT_TABS = ['published', 'scheduled', 'submissions'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];
export const isContentTab = (value: unknown): value is ContentTab => typeof value === 'string' && (CONTENT_TABS as readonly string[]).includes(value);

export const CONTENT_TAB_LABELS: Readonly<Record<ContentTab, string>> = {
  published: 'Published',
  scheduled: 'Scheduled',
  submissions: 'Submitted drafts',
};

/**
 * Which tab a route shows: /stories is the published stories, /submissions the submitted drafts, /stories/{filterBy}
 * the tab it names (`submissions` too, as the spec's StoriesManager filterBy). Anything else is no page (null: 404).
 */
export function contentTabOf(routeName: string, filterBy: string | undefined): ContentTab | null {
  if (routeName === 'ShowCollectionStories') return 'published';
  if (routeName === 'ShowCollectionSubmissions') return 'submissions';
  if (routeName === 'ShowCollectionStoriesManager') return isContentTab(filterBy) ? filterBy : null;
  return null;
}

/** The address of a tab (the inverse of contentTabOf): a route name and its params. */
export function contentTabRoute(tab: ContentTab, collectionSlug: string): { route: string; params: Record<string, string> } {
  if (tab === 'published') return { route: 'ShowCollectionStories', params: { collectionSlug } };
  if (tab === 'submissions') return { route: 'ShowCollectionSubmissions', params: { collectionSlug } };
  return { route: 'ShowCollectionStoriesManager', params: { collectionSlug, filterBy: tab } };
}

/** The submissions the Submitted drafts tab lists: sent and not yet decided (with the editors or back with the writer). */
export const SUBMITTED_STATUSES: readonly SubmissionStatus[] = SUBMISSION_STATUSES.filter((s) => s !== 'WIP' && !isFinalStatus(s));

/** Who may open the content manager: those who review and edit the publication's stories (owners and editors). */
export const mayManageContent = (role: CollectionRole | null | undefined): boolean => can(role, 'edit');

export const STORY_ACTIONS = ['feature', 'unfeature', 'remove'] as const;
export type StoryAction = (typeof STORY_ACTIONS)[number];

export const STORY_ACTION_LABELS: Readonly<Record<StoryAction, string>> = {
  feature: 'Feature',
  unfeature: 'Remove from featured',
  remove: 'Remove from publication',
};

/** The most stories a publication features (the featured stories page's limit too). */
export const FEATURED_MAX = 25;

export type ManagedStory = { state: 'published' | 'scheduled'; isFeatured: boolean };

/**
 * The actions a role may take on one of the publication's stories: feature or unfeature a published story (the
 * `feature` permission; featuring only while fewer than FEATURED_MAX are featured), and remove a story from the
 * publication (the `edit` permission: the story stays its writer's, published on their profile).
 */
export function storyActions(role: CollectionRole | null | undefined, story: ManagedStory, featuredCount: number): StoryAction[] {
  const actions: StoryAction[] = [];
  if (story.state === 'published' && can(role, 'feature')) {
    if (story.isFeatured) actions.push('unfeature');
    else if (featuredCount < FEATURED_MAX) actions.push('feature');
  }
  if (can(role, 'edit')) actions.push('remove');
  return actions;
}

/** The featured list after an action: added at the end, or taken out; null when the action does not change it. */
export function featuredAfter(featured: readonly string[], postId: string, action: StoryAction): string[] | null {
  if (action === 'feature') return featured.includes(postId) ? null : [...featured, postId];
  if (action === 'unfeature') return featured.includes(postId) ? featured.filter((id) => id !== postId) : null;
  return null;
}

export const CONTENT_MESSAGES = {
  notAllowed: 'Only the publication’s editors and owners can manage its stories.',
  notInPublication: 'That story is not in this publication.',
  removed: (title: string) => `“${title}” was removed from the publication. It stays on its writer’s profile.`,
  emptyPublished: 'No published stories yet. Accepted submissions and stories published into the publication appear here.',
  emptyScheduled: 'No scheduled stories. A submission accepted for a later time waits here until it publishes.',
  emptySubmissions: 'No drafts waiting for review. Writers of the publication submit their drafts from the publish dialog.',
} as const;
