// /me/settings/{setting} (reader-experience §2.2 settings page): the tabs, and the section of the tab asked for. Built so
// far: 'Membership and payment' (MembershipSettingsPage.tsx) and Notifications (ui/notifications/); the other tabs'
// addresses answer 501 until their sections are built — a new one is one case here and one on the server
// (adapters/server/render/pages/membership.pages.ts settingsPage).
import { NotificationSettings } from '../notifications/NotificationSettings.tsx';
import { usePageData } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { MembershipSettingsPage, SettingsTabs } from './MembershipSettingsPage.tsx';
import { SecuritySettings } from '../settings/SecuritySettings.tsx';

export function SettingsPage() {
  const { state } = usePageData();
  // Issue 21: 'Security and apps' (ui/settings/SecuritySettings.tsx).
  if (state.route?.params.setting === 'security') {
    return (
      <PageFrame
        page="settings"
        asideLabel="About security"
        main={
          <>
            <h1 className="page-heading">Settings</h1>
            <SettingsTabs current="security" />
            <SecuritySettings />
          </>
        }
        aside={<p className="own-list__about">Signing out a session, changing your password or revoking a token takes effect at once, on every device.</p>}
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
