// reader-experience §2.7: the avatar menu's entries, each with the condition the spec gives, as data
// the UI renders in order. Links name routes; the UI builds them.
import { formatMonthYear } from '../format/date.ts';
import type { Viewer } from '../session/viewer.ts';

export type MenuLink = {
  key: string;
  label: string;
  route: string;
  params?: Record<string, string>;
  /** A second line under the label ('Member since Nov 2026', 'View profile', the e-mail). */
  detail?: string;
  /** Only on small screens (the top bar has its own button from md up). */
  smallScreensOnly?: boolean;
};

export type AvatarMenuModel =
  | { kind: 'anonymous'; heading: 'Get started'; links: MenuLink[] }
  | { kind: 'viewer'; sections: MenuLink[][] };

export const MAX_MENU_PUBLICATIONS = 3;

export function avatarMenuModel(viewer: Viewer | null, flags: ReadonlySet<string>, productName: string): AvatarMenuModel {
  if (!viewer) {
    return {
      kind: 'anonymous',
      heading: 'Get started',
      links: [
        { key: 'signUp', label: 'Sign up', route: 'ShowSignIn', params: { operation: 'register' } },
        { key: 'signIn', label: 'Sign in', route: 'ShowSignIn', params: { operation: 'login' } },
      ],
    };
  }
  const member = viewer.membership;
  const submissions = flags.has('enable_submissions_v2');
  const main: MenuLink[] = [
    { key: 'write', label: 'Write', route: 'ShowNewPost' },
    { key: 'notifications', label: 'Notifications', route: 'ShowYourNotifications', smallScreensOnly: true },
    { key: 'settings', label: 'Settings', route: 'ShowSettings' },
    ...(member
      ? [
          {
            key: 'membership',
            label: 'Membership',
            route: 'ShowSettingsTab',
            params: { setting: 'membership' },
            detail: `Member since ${formatMonthYear(new Date(member.memberSince))}`,
          },
        ]
      : []),
    { key: 'stats', label: 'Stats', route: 'ShowStats' },
    ...(viewer.partnerProgramEnrolled ? [{ key: 'partnerProgram', label: 'Partner Program', route: 'ShowPartnerDashboard' }] : []),
    { key: 'help', label: 'Help', route: 'ShowHelp' },
  ];
  const you: MenuLink[] = [
    { key: 'profile', label: viewer.name, route: 'ShowUser', params: { username: viewer.username }, detail: 'View profile' },
    { key: 'library', label: 'Library', route: 'ShowYourLists' },
    submissions
      ? { key: 'stories', label: 'Stories', route: 'ShowWriterOutbox' }
      : { key: 'stories', label: 'Stories', route: 'ShowYourStories', params: { filterBy: 'drafts' } },
    ...(submissions && viewer.adminCollections.length > 0
      ? [
          {
            key: 'editorInbox',
            label: 'Editor inbox',
            route: 'ShowEditorInbox',
            params: { publicationSlug: viewer.adminCollections[0]!.slug },
          },
        ]
      : []),
  ];
  const publications: MenuLink[] = [
    ...viewer.adminCollections.slice(0, MAX_MENU_PUBLICATIONS).map((c) => ({
      key: `publication:${c.id}`,
      label: c.name,
      route: 'ShowCollectionHome',
      params: { collectionSlug: c.slug },
    })),
    ...(viewer.adminCollections.length > MAX_MENU_PUBLICATIONS
      ? [{ key: 'allPublications', label: 'See all publications', route: 'ShowSettingsTab', params: { setting: 'publishing' } }]
      : []),
    { key: 'refine', label: 'Refine recommendations', route: 'ShowFollowsIndex' },
    { key: 'managePublications', label: 'Manage publications', route: 'ShowSettingsTab', params: { setting: 'publishing' } },
  ];
  const offers: MenuLink[] = [
    ...(!member ? [{ key: 'becomeMember', label: 'Become a member', route: 'ShowSubscriptionsLanding' }] : []),
    ...(member?.isCancelled ? [{ key: 'reactivate', label: 'Reactivate Membership', route: 'ShowSettingsTab', params: { setting: 'membership' } }] : []),
    ...(member && member.tier === 'MEMBER' && !member.isCancelled
      ? [{ key: 'becomeFriend', label: `Become a Friend of ${productName}`, route: 'ShowManageMembershipPage' }]
      : []),
    ...(member && flags.has('enable_mastodon_for_members')
      ? [
          viewer.mastodonAccount
            ? { key: 'mastodon', label: 'Go to your Mastodon account', route: 'ShowMastodonForMembersPage' }
            : { key: 'mastodon', label: 'Create your Mastodon account', route: 'ShowMastodonForMembersPage' },
        ]
      : []),
    ...(!viewer.isBookAuthor
      ? [{ key: 'verification', label: 'Apply for author verification', route: 'ShowLandingVerifiedAuthors' }]
      : []),
    ...(!viewer.partnerProgramEnrolled
      ? [{ key: 'applyPartner', label: 'Apply to the Partner Program', route: 'ShowLandingPartnerProgram' }]
      : []),
    { key: 'gift', label: 'Gift a membership', route: 'ShowGiftLanding' },
  ];
  const signOut: MenuLink[] = [{ key: 'signOut', label: 'Sign out', route: 'AcctSignout', detail: viewer.emailObfuscated }];
  return { kind: 'viewer', sections: [main, you, publications, offers, signOut] };
}
