// reader-experience §4 (meter state of a post) and §6 (member-only stories): who reads a locked post in
// full — members, and its writer — and what everyone else sees of it: the preview, and nothing past it
// leaves the server.
import type { Paragraph } from './paragraph.ts';

export type ReaderAccess = { isMember: boolean; userId: string | null };

export const ANONYMOUS_READER: ReaderAccess = { isMember: false, userId: null };

export function canReadFullPost(post: { isLocked: boolean; creatorId: string }, reader: ReaderAccess): boolean {
  return !post.isLocked || reader.isMember || reader.userId === post.creatorId;
}

/** How many text paragraphs a locked preview keeps. */
export const PREVIEW_TEXT_PARAGRAPHS = 3;

/**
 * The opening of a body: paragraphs up to and including the third one that carries text (headings and
 * images before it ride along), never more than the body has.
 */
export function lockedPreview(body: readonly Paragraph[]): Paragraph[] {
  const preview: Paragraph[] = [];
  let textParagraphs = 0;
  for (const paragraph of body) {
    if (textParagraphs >= PREVIEW_TEXT_PARAGRAPHS) break;
    preview.push(paragraph);
    if (paragraph.type === 'P' || paragraph.type === 'BQ' || paragraph.type === 'PQ') textParagraphs++;
  }
  return preview;
}

/**
 * platform-reference §6 and reader-experience §8: what a reader sees of a story staff suspended. Readers with
 * can_view_suspended_content still read it, under a note that it is under review; everyone else sees
 * only that it was found in violation of the Rules, and nothing of its body leaves the server.
 */
export type SuspendedView = 'readable' | 'under-review' | 'suspended';

export function suspendedView(post: { isSuspended: boolean }, canViewSuspendedContent: boolean): SuspendedView {
  if (!post.isSuspended) return 'readable';
  return canViewSuspendedContent ? 'under-review' : 'suspended';
}
