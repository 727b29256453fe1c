// reader-experience §2.3: what the 57px top bar shows for this viewer on this page.
export type TopBarInput = {
  signedIn: boolean;
  /** The matched route's name, null on the not-found view. */
  routeName: string | null;
  /** The page's name (platform-reference §2.4), null on the not-found view. */
  page: string | null;
  flags: ReadonlySet<string>;
  /** Whether the operator configured an app address (QUIRE_APP_URL); without one there is no app to open. */
  appConfigured?: boolean;
};

export type TopBarLink = { label: 'Get started' | 'Sign up' | 'Sign in'; operation: 'register' | 'login' };

export type TopBarModel = {
  /** Where the logo goes: Home, or Membership settings on the membership pages. */
  logo: { route: 'ShowHome' } | { route: 'ShowSettingsTab'; params: { setting: 'membership' } };
  /** On Home the logo scrolls back to the top instead of reloading. */
  logoScrollsToTop: boolean;
  showSidebarToggle: boolean;
  /** Write shows from the md breakpoint up (CSS). */
  showWrite: boolean;
  /** The search button: every reader below the medium width, where the box is hidden (CSS). */
  showSearch: boolean;
  showNotifications: boolean;
  showAvatar: boolean;
  loggedOutLinks: TopBarLink[];
  /**
   * The 41px 'Open in app' bar on small screens (CSS), not on the newsletter landing and promotion pages, and only
   * when an app address is configured: a link to an app that does not exist is a dead end.
   */
  showOpenInApp: boolean;
};

/** The pages of buying and managing a membership: their logo leads to Membership settings. */
export const MEMBERSHIP_PAGES: ReadonlySet<string> = new Set([
  'plans',
  'plans-branding',
  'plans-confirmation',
  'discount-plans',
  'onboarding-plans',
  'manage-membership',
  'cancel-membership',
  'update-payment',
  'gift-membership',
  'group-gift-membership',
  'landing-membership',
]);

const NO_OPEN_IN_APP: ReadonlySet<string> = new Set([
  'community-publication-newsletter-landing',
  'publication-newsletter-landing',
  'publication-newsletter-promotion',
]);

export const SLIM_NAVIGATION_FLAG = 'enable_slim_navigation';

export function topBarModel(input: TopBarInput): TopBarModel {
  const onHome = input.routeName === 'ShowHome';
  return {
    logo:
      input.page !== null && MEMBERSHIP_PAGES.has(input.page)
        ? { route: 'ShowSettingsTab', params: { setting: 'membership' } }
        : { route: 'ShowHome' },
    logoScrollsToTop: onHome,
    showSidebarToggle: input.signedIn && input.flags.has(SLIM_NAVIGATION_FLAG),
    showWrite: input.signedIn,
    showSearch: true,
    showNotifications: input.signedIn,
    showAvatar: input.signedIn,
    loggedOutLinks: input.signedIn
      ? []
      : [
          { label: onHome ? 'Get started' : 'Sign up', operation: 'register' },
          { label: 'Sign in', operation: 'login' },
        ],
    showOpenInApp: input.appConfigured === true && (input.page === null || !NO_OPEN_IN_APP.has(input.page)),
  };
}

/** The notification badge: nothing at 0, the count up to 99, then '99+'. */
export function notificationBadge(unread: number): string {
  if (!Number.isFinite(unread) || unread <= 0) return '';
  return unread > 99 ? '99+' : String(Math.floor(unread));
}
