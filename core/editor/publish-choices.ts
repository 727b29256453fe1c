// Issue 15 "Publish opens a dialog" and platform-reference §3 (licences): the publish dialog's words and the
// small rules it applies before it asks the server (which checks again: core/content/post-lifecycle.ts).
import type { PostLicense } from '../content/post-lifecycle.ts';
import { readTag } from '../content/post-lifecycle.ts';
import { LIMIT_MESSAGES, PREVIEW_PARAGRAPHS_MAX, TAGS_MAX } from '../content/post-limits.ts';

export const LICENSE_LABELS: Readonly<Record<PostLicense, string>> = {
  ALL_RIGHTS_RESERVED: 'All rights reserved',
  CC_40_BY: 'CC BY 4.0 (Attribution)',
  CC_40_BY_SA: 'CC BY-SA 4.0 (Attribution, ShareAlike)',
  CC_40_BY_ND: 'CC BY-ND 4.0 (Attribution, NoDerivatives)',
  CC_40_BY_NC: 'CC BY-NC 4.0 (Attribution, NonCommercial)',
  CC_40_BY_NC_SA: 'CC BY-NC-SA 4.0 (Attribution, NonCommercial, ShareAlike)',
  CC_40_BY_NC_ND: 'CC BY-NC-ND 4.0 (Attribution, NonCommercial, NoDerivatives)',
  CC_40_ZERO: 'CC0 1.0 (No rights reserved)',
  PUBLIC_DOMAIN: 'Public domain',
};

export type TagChoice = { slug: string; displayTitle: string };

/** Adds a typed or suggested tag: refused with the server's message when it is not a tag or one too many; a repeat is ignored. */
export function addTag(tags: readonly TagChoice[], typed: string): { ok: true; tags: TagChoice[] } | { ok: false; message: string } {
  const tag = readTag(typed);
  if (!tag) return { ok: false, message: LIMIT_MESSAGES.badTag };
  if (tags.some((t) => t.slug === tag.slug)) return { ok: true, tags: [...tags] };
  if (tags.length >= TAGS_MAX) return { ok: false, message: LIMIT_MESSAGES.tooManyTags };
  return { ok: true, tags: [...tags, tag] };
}

/** Where a member-only story's preview may be cut: after paragraph 1 … min(paragraphs, 50). */
export function previewCutChoices(paragraphCount: number): number[] {
  const last = Math.max(1, Math.min(PREVIEW_PARAGRAPHS_MAX, paragraphCount));
  return Array.from({ length: last }, (_, i) => i + 1);
}

/** The default cut: about a third of the story, at least one paragraph (never past the choices). */
export function defaultPreviewCut(paragraphCount: number): number {
  const choices = previewCutChoices(paragraphCount);
  return Math.min(choices.length, Math.max(1, Math.round(paragraphCount / 3)));
}

export const PUBLISH_SCHEDULE_MISSING = 'Choose a date and time to schedule the story.';
