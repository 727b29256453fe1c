// platform-reference §2.1 stories: a story's settings (/p/{postId}/settings; page 'post-settings'), for its author.
// The spec names the route only; the settings are what a writer expects there: the title and description search
// engines and social previews show (each falling back to the story's own title and subtitle), and the canonical
// link of a story first published elsewhere (core/stories/story-head.ts uses it). The story's tags, member-only
// setting, licence and publication are the publish dialog's (core/content/post-lifecycle.ts), saved the same way.
import { DESCRIPTION_MAX } from '../stories/story-head.ts';

export const SEO_TITLE_MAX = 100;
export const SEO_DESCRIPTION_MAX = DESCRIPTION_MAX;
export const CANONICAL_URL_MAX = 2000;

export const POST_SETTINGS_MESSAGES = {
  seoTitleTooLong: `The SEO title is at most ${SEO_TITLE_MAX} characters.`,
  seoDescriptionTooLong: `The SEO description is at most ${SEO_DESCRIPTION_MAX} characters.`,
  canonicalInvalid: 'Enter the original address, starting with http:// or https://.',
  notYourStory: 'Only the story’s author can change its settings.',
  saved: 'Settings saved.',
} as const;

export type PostSettingsInput = { seoTitle: string; seoDescription: string; canonicalUrl: string };
export type PostSettings = { seoTitle: string; seoDescription: string; canonicalUrl: string | null };

/** The settings as the writer typed them: trimmed, bounded; an empty canonical link is none. */
export function checkPostSettings(input: PostSettingsInput): { ok: true; value: PostSettings } | { ok: false; message: string } {
  const seoTitle = input.seoTitle.replace(/\s+/g, ' ').trim();
  const seoDescription = input.seoDescription.replace(/\s+/g, ' ').trim();
  const canonicalUrl = input.canonicalUrl.trim();
  if ([...seoTitle].length > SEO_TITLE_MAX) return { ok: false, message: POST_SETTINGS_MESSAGES.seoTitleTooLong };
  if ([...seoDescription].length > SEO_DESCRIPTION_MAX) return { ok: false, message: POST_SETTINGS_MESSAGES.seoDescriptionTooLong };
  if (canonicalUrl !== '' && !isWebAddress(canonicalUrl)) return { ok: false, message: POST_SETTINGS_MESSAGES.canonicalInvalid };
  return { ok: true, value: { seoTitle, seoDescription, canonicalUrl: canonicalUrl === '' ? null : canonicalUrl } };
}

/** What search engines and previews show: the writer's SEO title and description, else the story's own. */
export function seoOf(story: { title: string; subtitle: string }, settings: Pick<PostSettings, 'seoTitle' | 'seoDescription'>): { title: string; description: string } {
  return { title: settings.seoTitle || story.title, description: settings.seoDescription || story.subtitle };
}

function isWebAddress(value: string): boolean {
  if (value.length > CANONICAL_URL_MAX || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
