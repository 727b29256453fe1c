// Issue 15 "Bad input": the limits on what a writer may save and publish, in one place. The server refuses
// anything past them with a message (core/content/paragraph.ts, post-lifecycle.ts); the editor (engineer E)
// imports the same numbers and messages to warn before it sends.

/** A title longer than this is refused. */
export const TITLE_MAX_CHARS = 200;
/** A subtitle longer than this is refused. */
export const SUBTITLE_MAX_CHARS = 300;
/** A story carries at most this many tags. */
export const TAGS_MAX = 5;
/** A tag's title, as typed, at most this long; its slug is derived (post-lifecycle.ts tagSlug). */
export const TAG_MAX_CHARS = 25;
/** A body is at most 1 MB of JSON text (UTF-8 bytes). */
export const BODY_MAX_BYTES = 1_000_000;
/** A body has at most this many paragraphs. */
export const PARAGRAPHS_MAX = 5_000;
/** A paragraph's name (its anchor) is at most this long. */
export const PARAGRAPH_NAME_MAX_CHARS = 64;
/** A link's address is at most this long. */
export const HREF_MAX_CHARS = 2_048;
/** An image caption's alt text is at most this long. */
export const ALT_MAX_CHARS = 1_000;
/** A locked story's preview cut: at most this many paragraphs. */
export const PREVIEW_PARAGRAPHS_MAX = 50;
/** A story may be scheduled at most this far ahead (a year). */
export const SCHEDULE_MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * How fast one writer may write, counted in the store across server processes (core/limits/rate-limit.ts): new
 * drafts, and saves of any story (autosave sends one a second at most while typing goes on).
 */
export const DRAFTS_CREATED_LIMIT = { name: 'drafts.created', max: 100, windowMs: 60 * 60 * 1000 } as const;
export const DRAFT_SAVES_LIMIT = { name: 'drafts.saved', max: 3_600, windowMs: 60 * 60 * 1000 } as const;

/** The answer past either limit, with the wait the limit gives. */
export const tooFastMessage = (retryAfterSeconds: number): string =>
  `Too many saves in a short time. Wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again; what you wrote is kept on this device.`;

/** The messages the server answers with; the editor shows them as they are. */
export const LIMIT_MESSAGES = {
  titleRequired: 'Add a title before publishing.',
  titleTooLong: `The title is too long: at most ${TITLE_MAX_CHARS} characters.`,
  subtitleTooLong: `The subtitle is too long: at most ${SUBTITLE_MAX_CHARS} characters.`,
  tooManyTags: `A story can have at most ${TAGS_MAX} tags.`,
  badTag: `A tag needs a letter or a digit, and at most ${TAG_MAX_CHARS} characters.`,
  bodyNotJson: 'The story could not be read: its body is not valid JSON.',
  bodyTooLarge: 'The story is too long to save: at most 1 MB.',
  tooManyParagraphs: `The story is too long to save: at most 5,000 paragraphs.`,
  badLink: 'A link must start with http://, https://, mailto: or /.',
  scheduleInPast: 'Choose a time in the future to schedule the story.',
  scheduleTooFar: 'A story can be scheduled at most a year ahead.',
  previewParagraphs: `The preview ends after 1 to ${PREVIEW_PARAGRAPHS_MAX} paragraphs.`,
  previewImage: 'Choose the preview image from the story’s own images.',
} as const;
