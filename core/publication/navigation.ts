// reader-experience §2.6: the rules for what editors may save as a publication's navigation tabs (Settings →
// Navigation). Tabs may point to about, archive, an external url, latest, a page, a post, a section, a tag feed or
// trending. An external link must be an http(s) address (a `javascript:` or any other scheme is refused with a clear
// message, never stored); it is kept last, after the other tabs, as the publication's pages show it
// (publication-tabs.ts). Pure: the settings resolver parses with this, the store saves what it returns.

export const NAVIGATION_DESTINATIONS = ['ABOUT', 'ARCHIVE', 'EXTERNAL_URL', 'LATEST', 'PAGE', 'POST', 'SECTION', 'TAG_FEED', 'TRENDING'] as const;
export type NavigationDestination = (typeof NAVIGATION_DESTINATIONS)[number];

export const NAVIGATION_MAX_ITEMS = 12;
export const NAVIGATION_TITLE_MAX_CHARS = 40;
export const NAVIGATION_VALUE_MAX_CHARS = 2000;

/** Destinations whose tab needs a value: the subpage's slug, the post's id, the section's topic, the tag, the URL. */
const NEEDS_VALUE: ReadonlySet<string> = new Set(['EXTERNAL_URL', 'PAGE', 'POST', 'SECTION', 'TAG_FEED']);

export type NavigationItemDraft = { title: string; destination: string; value: string };
export type NavigationItem = { title: string; destination: NavigationDestination; value: string };

export type NavigationError = 'TOO_MANY' | 'TITLE_REQUIRED' | 'TITLE_TOO_LONG' | 'UNKNOWN_DESTINATION' | 'VALUE_REQUIRED' | 'VALUE_TOO_LONG' | 'UNSAFE_URL';

export type ParseNavigationResult = { ok: true; items: NavigationItem[] } | { ok: false; error: NavigationError; index: number; message: string };

export const NAVIGATION_MESSAGES: Record<NavigationError, string> = {
  TOO_MANY: `A publication has at most ${NAVIGATION_MAX_ITEMS} navigation tabs.`,
  TITLE_REQUIRED: 'Every navigation tab needs a title.',
  TITLE_TOO_LONG: `A navigation tab's title has at most ${NAVIGATION_TITLE_MAX_CHARS} characters.`,
  UNKNOWN_DESTINATION: 'A navigation tab points to about, archive, an external url, latest, a page, a post, a section, a tag feed or trending.',
  VALUE_REQUIRED: 'This navigation tab needs the page, post, section, tag or address it points to.',
  VALUE_TOO_LONG: `A navigation tab's address has at most ${NAVIGATION_VALUE_MAX_CHARS} characters.`,
  UNSAFE_URL: 'An external navigation link must be an http:// or https:// address.',
};

/** An absolute http(s) URL with a host, and nothing a browser would read as another scheme. */
export function isHttpUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (!/^https?:\/\/[^/?#]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The tabs as they will be stored and shown: trimmed, checked, external links moved last (order kept otherwise). */
export function parseNavigation(drafts: readonly NavigationItemDraft[]): ParseNavigationResult {
  const fail = (error: NavigationError, index: number): ParseNavigationResult => ({ ok: false, error, index, message: NAVIGATION_MESSAGES[error] });
  if (drafts.length > NAVIGATION_MAX_ITEMS) return fail('TOO_MANY', NAVIGATION_MAX_ITEMS);
  const internal: NavigationItem[] = [];
  const external: NavigationItem[] = [];
  for (const [index, draft] of drafts.entries()) {
    const title = draft.title.trim();
    const value = draft.value.trim();
    if (!(NAVIGATION_DESTINATIONS as readonly string[]).includes(draft.destination)) return fail('UNKNOWN_DESTINATION', index);
    const destination = draft.destination as NavigationDestination;
    if (title === '') return fail('TITLE_REQUIRED', index);
    if ([...title].length > NAVIGATION_TITLE_MAX_CHARS) return fail('TITLE_TOO_LONG', index);
    if (value.length > NAVIGATION_VALUE_MAX_CHARS) return fail('VALUE_TOO_LONG', index);
    if (NEEDS_VALUE.has(destination) && value === '') return fail('VALUE_REQUIRED', index);
    if (destination === 'EXTERNAL_URL') {
      if (!isHttpUrl(value)) return fail('UNSAFE_URL', index);
      external.push({ title, destination, value });
    } else {
      // Destinations without a value keep none, so a stale value never reaches a page.
      internal.push({ title, destination, value: NEEDS_VALUE.has(destination) ? value : '' });
    }
  }
  return { ok: true, items: [...internal, ...external] };
}
