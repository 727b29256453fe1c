// reader-experience §2.6 and §5: owners and editors of a publication see a 'Manage publication' menu —
// Write a story, Stories, Featured stories, Newsletter, Stats, Followers, and Settings (Info & Homepage,
// Navigation, Subpages, About; and People, issue 22). Writers and readers do not. Links name routes; the UI builds
// them. Stats opens the publication's stats page (issue 23), which owners and editors may read.
import type { MenuLink } from '../layout/avatar-menu.policy.ts';

export type StaffRole = 'OWNER' | 'EDITOR' | 'WRITER';

export const MANAGE_PUBLICATION_LABEL = 'Manage publication';

export function canManagePublication(role: StaffRole | null | undefined): boolean {
  return role === 'OWNER' || role === 'EDITOR';
}

export type ManagePublicationMenu = { main: MenuLink[]; settings: { heading: 'Settings'; links: MenuLink[] } };

/** The menu for a publication, or null when the viewer may not manage it. */
export function managePublicationMenu(role: StaffRole | null | undefined, collectionSlug: string): ManagePublicationMenu | null {
  if (!canManagePublication(role)) return null;
  const params = { collectionSlug };
  const link = (key: string, label: string, route: string): MenuLink => ({ key, label, route, params });
  return {
    main: [
      link('write', 'Write a story', 'ShowCollectionNewPost'),
      // Issue 22: Stories opens the content manager (the publication's stories by state, its submitted drafts;
      // content-manager.ts); Newsletter the newsletter's settings (/new-newsletter goes to the publication's one).
      link('stories', 'Stories', 'ShowCollectionStories'),
      link('featured', 'Featured stories', 'ShowCollectionManageFeaturedStories'),
      link('newsletter', 'Newsletter', 'ShowCollectionCreateNewsletterV3'),
      link('stats', 'Stats', 'ShowCollectionFetchStats'),
      link('followers', 'Followers', 'ShowCollectionLiteFollowers'),
    ],
    settings: {
      heading: 'Settings',
      links: [
        link('infoHomepage', 'Info & Homepage', 'ShowCollectionSettings'),
        link('navigation', 'Navigation', 'ShowCollectionNavigationSettings'),
        link('subpages', 'Subpages', 'ShowCollectionSubpageList'),
        link('about', 'About', 'ShowCollectionAboutSettings'),
        // Issue 22: the owner's people page (invite editors and writers, roles); editors see the masthead there.
        link('people', 'People', 'ShowCollectionPermissions'),
      ],
    },
  };
}
