// reader-experience §4 (Undo actions on toasts) and §8 (toasts with wording). The undo catalogue as data:
// what each undo is, which mutation the composition root calls for it (with which variables), and whether
// the page reloads afterwards. Core calls nothing: the toast queue hands the action to the composition root
// (`onUndo`, toast-queue.machine.ts), which runs `undoPlan(action)` and, when it says so, reloads.
import { FOLLOW_FAILURE_MESSAGE, selfFollowMessage } from '../copy/copy.ts';
import type { StoryFilter } from '../routing/links.ts';

export type UndoAction =
  /** Unhide a response hidden on a post or on a catalog (list). */
  | { kind: 'unhideResponse'; target: 'post' | 'catalog'; parentId: string; responseId: string }
  /** Unmute an author or a publication. */
  | { kind: 'unmute'; entity: 'user' | 'collection'; id: string; name: string }
  /** Unfollow a just-followed user or publication. */
  | { kind: 'unfollow'; entity: 'user' | 'collection'; id: string; name: string }
  /**
   * Follow again a just-unfollowed user or publication. Ours: the spec lists undoing a follow; the
   * reader's following list (/me/following) unfollows from a Following button, and offers the way back.
   */
  | { kind: 'refollow'; entity: 'user' | 'collection'; id: string; name: string }
  /** Take a post back out of the trash; Your Stories then reloads (yourStoriesReloadParams). */
  | { kind: 'undeletePost'; postId: string; title: string; tab: StoryFilter }
  /** Move a post back to the Your Stories tab it came from, then reload. */
  | { kind: 'undoMoveToTab'; postId: string; fromTab: StoryFilter; toTab: StoryFilter }
  /** Unsubscribe from a newsletter just subscribed to. */
  | { kind: 'unsubscribeNewsletter'; newsletterId: string; name: string }
  /** Ours (lists): put a story just removed from a list back where it was. */
  | { kind: 'restoreCatalogItem'; catalogId: string; postId: string; listName: string }
  /** Put a story back in the reading history with the time it had (ours: the spec names no mutation). */
  | { kind: 'restoreReadingHistory'; postId: string; lastReadAt: number }
  /** Ours: a highlight just removed is made again over the same passage (the spec names no mutation). */
  | { kind: 'restoreHighlight'; postId: string; startParagraph: string; startOffset: number; endParagraph: string; endOffset: number };

export type UndoKind = UndoAction['kind'];

/** The mutations an undo calls, by operation name. */
export const UNDO_MUTATIONS = {
  unhidePostResponse: 'UnhidePostResponseOnParentPost',
  unhideCatalogResponse: 'ShowCatalogResponseOnParent',
  unmuteUser: 'unmuteUser',
  unmuteCollection: 'unmuteCollection',
  unfollowUser: 'unfollowUser',
  unfollowCollection: 'unfollowCollection',
  followUser: 'followUser',
  followCollection: 'followCollection',
  undeletePost: 'UndeletePostMutation',
  /** The editing contract's name (the spec names no mutation for moving a post between tabs); undo moves it back. */
  movePostToTab: 'MovePostMutation',
  /** Our name: the spec names no mutation for leaving a newsletter. */
  unsubscribeNewsletter: 'UnsubscribeNewsletterMutation',
  /** Ours: saving the story again puts it back at its place (lists.graphql.ts addToCatalog). */
  restoreCatalogItem: 'AddToCatalogMutation',
  /** Our name: the reading history's Remove is undone by putting the entry back. */
  restoreReadingHistory: 'RestoreToReadingHistoryMutation',
  /** Ours: highlighting the same passage again. */
  restoreHighlight: 'CreateHighlightMutation',
} as const;

export type UndoMutation = (typeof UNDO_MUTATIONS)[keyof typeof UNDO_MUTATIONS];

/** What the composition root does for an undo: call `mutation` with `variables`, then reload if `reloads`. */
export type UndoPlan = { mutation: UndoMutation; variables: Record<string, string>; reloads: boolean };

export function undoPlan(action: UndoAction): UndoPlan {
  switch (action.kind) {
    case 'unhideResponse':
      return action.target === 'post'
        ? { mutation: UNDO_MUTATIONS.unhidePostResponse, variables: { postId: action.parentId, responseId: action.responseId }, reloads: false }
        : { mutation: UNDO_MUTATIONS.unhideCatalogResponse, variables: { catalogId: action.parentId, responseId: action.responseId }, reloads: false };
    case 'unmute':
      return action.entity === 'user'
        ? { mutation: UNDO_MUTATIONS.unmuteUser, variables: { userId: action.id }, reloads: false }
        : { mutation: UNDO_MUTATIONS.unmuteCollection, variables: { collectionId: action.id }, reloads: false };
    case 'unfollow':
      return action.entity === 'user'
        ? { mutation: UNDO_MUTATIONS.unfollowUser, variables: { userId: action.id }, reloads: false }
        : { mutation: UNDO_MUTATIONS.unfollowCollection, variables: { collectionId: action.id }, reloads: false };
    case 'refollow':
      return action.entity === 'user'
        ? { mutation: UNDO_MUTATIONS.followUser, variables: { userId: action.id }, reloads: false }
        : { mutation: UNDO_MUTATIONS.followCollection, variables: { collectionId: action.id }, reloads: false };
    case 'undeletePost':
      return { mutation: UNDO_MUTATIONS.undeletePost, variables: { postId: action.postId }, reloads: true };
    case 'undoMoveToTab':
      // Undo is a move back: the post returns to the tab it left.
      return { mutation: UNDO_MUTATIONS.movePostToTab, variables: { postId: action.postId, tab: action.fromTab }, reloads: true };
    case 'unsubscribeNewsletter':
      return { mutation: UNDO_MUTATIONS.unsubscribeNewsletter, variables: { newsletterId: action.newsletterId }, reloads: false };
    case 'restoreCatalogItem':
      return { mutation: UNDO_MUTATIONS.restoreCatalogItem, variables: { catalogId: action.catalogId, postId: action.postId }, reloads: false };
    case 'restoreReadingHistory':
      return { mutation: UNDO_MUTATIONS.restoreReadingHistory, variables: { postId: action.postId, lastReadAt: String(action.lastReadAt) }, reloads: false };
    case 'restoreHighlight':
      return {
        mutation: UNDO_MUTATIONS.restoreHighlight,
        variables: {
          postId: action.postId,
          startParagraph: action.startParagraph,
          startOffset: String(action.startOffset),
          endParagraph: action.endParagraph,
          endOffset: String(action.endOffset),
        },
        reloads: false,
      };
  }
}

/** reader-experience §4: the query Your Stories reloads with after a trashed post is undeleted. */
export type YourStoriesReloadParams = { undeletedPost: '1'; postId: string; postTitle: string; tab: StoryFilter };

export function yourStoriesReloadParams(action: Extract<UndoAction, { kind: 'undeletePost' }>): YourStoriesReloadParams {
  return { undeletedPost: '1', postId: action.postId, postTitle: action.title, tab: action.tab };
}

// reader-experience §8: toast texts, with the spec's wording and spelling.

export const unfollowedMessage = (name: string): string => `You unfollowed ${name}.`;
/** Not worded by the spec: the confirmation of a follow (and of undoing an unfollow). */
export const followedMessage = (name: string): string => `You followed ${name}.`;
export const unmutedMessage = (name: string): string => `${name} has been unmuted.`;
export { selfFollowMessage };
export const followFailedMessage = FOLLOW_FAILURE_MESSAGE;
/** 'occured' as the spec spells it. */
export const retryableErrorMessage = 'An error occured. Please try again or contact our support team for help.';

/**
 * The toast that confirms an undo, when the spec gives its words: undoing a follow says 'You unfollowed
 * {name}.', undoing a mute '{name} has been unmuted.' (and undoing an unfollow, ours, 'You followed {name}.'). Other undos change the page itself (the response
 * reappears, the page reloads), so they confirm nothing: null.
 */
export function undoneMessage(action: UndoAction): string | null {
  switch (action.kind) {
    case 'unfollow':
      return unfollowedMessage(action.name);
    case 'unmute':
      return unmutedMessage(action.name);
    case 'refollow':
      return followedMessage(action.name);
    default:
      return null;
  }
}
