// /me/settings/{setting} (reader-experience §2.2 settings page): the tabs, and the section of the tab asked for. Built so
// far: 'Membership and payment' (MembershipSettingsPage.tsx) and Notifications (ui/notifications/); the other tabs'
// addresses answer 501 until their sections are built — a new one is one case here and one on the server
// (adapters/server/render/pages/membership.pages.ts settingsPage).
import type { ComponentType } from 'react';
import { NotificationSettings } from '../notifications/NotificationSettings.tsx';
import { usePageData } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { MembershipSettingsPage, SettingsTabs } from './MembershipSettingsPage.tsx';
import { YourPublicationsSection } from '../publications/YourPublications.tsx';

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

export function SettingsPage() {
  const { state } = usePageData();
  // Issue 22: the Publishing tab (your publications). /new-publication and the people page have their own chunk.
  if (state.route?.params.setting === 'publishing') {
    return (
      <PageFrame
        page="settings"
        main={
          <>
            <h1 className="page-heading">Settings</h1>
            <SettingsTabs current="publishing" />
            <YourPublicationsSection />
          </>
        }
      />
    );
  }
  if (state.route?.params.setting !== 'notifications') return <MembershipSettingsPage />;
  return (
    <PageFrame
      page="settings"
      asideLabel="About notifications"
      main={
        <>
          <h1 className="page-heading">Settings</h1>
          <SettingsTabs current="notifications" />
          <NotificationSettings />
        </>
      }
      aside={<p className="own-list__about">Muted writers and publications never notify you. Turning a kind off in the app also stops its e-mail digest entry.</p>}
    />
  );
}
