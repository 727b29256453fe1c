// /me/settings and /me/settings/{setting} (reader-experience §2.2 settings page): the tabs, and the tab asked for —
// one case per tab. Account (ui/settings/AccountSettings.tsx; also /me/settings itself), Publishing
// (ui/settings/PublishingSettings.tsx), 'Security and apps' (ui/settings/SecuritySettings.tsx), Notifications (ui/notifications/), 'Membership and payment'
// (MembershipSettingsPage.tsx). A tab not built answers 501 on the server (membership.pages.ts settingsPage).
// A publication's settings (issue 22) share the page name: settingsRoute picks by the route.
import { NotificationSettings } from '../notifications/NotificationSettings.tsx';
import { usePageData } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { deferred } from '../components/deferred.tsx';
import { MembershipSettingsPage, SettingsTabs } from './MembershipSettingsPage.tsx';
import type { ComponentType, ReactNode } from 'react';
import type { SettingsTab } from '../../core/routing/settings.ts';

// The Account, Publishing and Security tabs have chunks of their own (ui/components/deferred.tsx): rendered on the server in the
// same pass, loaded by the browser after the page's, so the settings page's initial JavaScript stays in budget.
const AccountPart = deferred(() => import('../settings/AccountSettings.tsx').then((m) => m.AccountSettings));
const PublishingPart = deferred(() => import('../settings/PublishingSettings.tsx').then((m) => m.PublishingSettings));
const SecurityPart = deferred(() => import('../settings/SecuritySettings.tsx').then((m) => m.SecuritySettings));
const AccountSettings = AccountPart.Component;
const PublishingSettings = PublishingPart.Component;
const SecuritySettings = SecurityPart.Component;

/** The page's loader (page-modules.ts) waits for the deferred tabs on the server only. */
export function serverReady(): Promise<unknown> {
  return typeof window === 'undefined' ? Promise.all([AccountPart.preload(), PublishingPart.preload(), SecurityPart.preload()]) : Promise.resolve();
}

/**
 * The settings page name's component: a publication's settings (issue 22) on its routes, else the reader's. Both
 * modules are loaded before rendering, so the server renders the right one and the browser hydrates the same.
 */
export function settingsRoute(PublicationSettings: ComponentType): ComponentType {
  return function SettingsRoute() {
    const { state } = usePageData();
    return state.route?.params.collectionSlug !== undefined ? <PublicationSettings /> : <SettingsPage />;
  };
}

function Tab({ tab, aside, asideLabel, children }: { tab: SettingsTab; aside: ReactNode; asideLabel: string; children: ReactNode }) {
  return (
    <PageFrame
      page="settings"
      asideLabel={asideLabel}
      main={
        <>
          <h1 className="page-heading">Settings</h1>
          <SettingsTabs current={tab} />
          {children}
        </>
      }
      aside={aside}
    />
  );
}

export function SettingsPage() {
  const { state } = usePageData();
  // /me/settings (no tab) is the Account tab.
  const setting = state.route?.name === 'ShowSettings' ? 'account' : state.route?.params.setting;
  switch (setting) {
    case 'account':
      return (
        <Tab tab="account" asideLabel="About your account" aside={<p className="own-list__about">Your name, photo, bio, pronouns and tipping link show on your profile and next to your stories.</p>}>
          <AccountSettings />
        </Tab>
      );
    case 'publishing':
      return (
        <Tab tab="publishing" asideLabel="About publishing" aside={<p className="own-list__about">Publications you leave keep the stories you published in them.</p>}>
          <PublishingSettings />
        </Tab>
      );
    case 'security':
      return (
        <Tab tab="security" asideLabel="About security" aside={<p className="own-list__about">Signing out a session, changing your password or revoking a token takes effect at once, on every device.</p>}>
          <SecuritySettings />
        </Tab>
      );
    case 'notifications':
      return (
        <Tab tab="notifications" asideLabel="About notifications" aside={<p className="own-list__about">Muted writers and publications never notify you. Turning a kind off in the app also stops its e-mail digest entry.</p>}>
          <NotificationSettings />
        </Tab>
      );
    default:
      return <MembershipSettingsPage />;
  }
}
