// reader-experience §2.4: the left sidebar's entries, its storage keys and first-time tooltip, and the rule for
// whether it starts open. The machine (sidebar.machine.ts) follows the same rule; the page paints from it
// before the machine's code has loaded, so XState is not part of any page's initial JavaScript.

export type SidebarMode = 'fixed' | 'drawer';

/** Open at start only when fixed beside the page (xl) and not closed there last time. */
export function opensAtStart(mode: SidebarMode, rememberedOpen: boolean): boolean {
  return mode === 'fixed' && rememberedOpen;
}

/** reader-experience §2.4: the Stories entry goes to the writer outbox with enable_submissions_v2. */
export type SidebarEntry = { key: string; label: string; route: string; params: Record<string, string> };

export function sidebarEntries(username: string, flags: ReadonlySet<string>): SidebarEntry[] {
  return [
    { key: 'home', label: 'Home', route: 'ShowHome', params: {} },
    { key: 'following', label: 'Following', route: 'ShowFollowingFeed', params: { entityName: 'writers' } },
    { key: 'library', label: 'Library', route: 'ShowYourLists', params: {} },
    { key: 'readingList', label: 'Reading list', route: 'ShowUserList', params: { username, catalogSlugId: 'reading-list' } },
    flags.has('enable_submissions_v2')
      ? { key: 'stories', label: 'Stories', route: 'ShowWriterOutbox', params: {} }
      : { key: 'stories', label: 'Stories', route: 'ShowYourStories', params: { filterBy: 'drafts' } },
  ];
}

export const SIDEBAR_STORAGE_KEY = 'sidebar-open';
export const SIDEBAR_TOOLTIP_STORAGE_KEY = 'sidebar-tooltip-seen';
export const sidebarTooltip = (productName: string): string =>
  `All your favorite parts of ${productName} are now in one sidebar for easy access.`;
