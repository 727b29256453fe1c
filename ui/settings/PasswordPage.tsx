// /password (platform-reference §2.1 ShowPassword; page crupdate-password, wordmark layout): set or change your
// password on a page of its own — the Security and apps tab's password form (ui/settings/SecuritySettings.tsx), the
// same mutation (setPassword) and the same rules (the current password first, when there is one). Signed in only.
import { hrefFor } from '../chrome/links.ts';
import { PageFrame } from '../layouts/Layouts.tsx';
import { Password, useSecuritySettings } from './SecuritySettings.tsx';
import { TabBody } from './TabBody.tsx';

export function PasswordPage() {
  const { settings, run, transport } = useSecuritySettings();
  return (
    <PageFrame
      page="crupdate-password"
      main={
        settings ? (
          <TabBody>
            <div className="security-settings security-settings--page">
              <Password hasPassword={settings.hasPassword} run={run} transport={transport} headingLevel={1} />
              <p>
                <a href={hrefFor('ShowSettingsTab', { setting: 'security' })}>Security and apps</a>: your sessions, two-factor sign-in, passkeys and tokens.
              </p>
            </div>
          </TabBody>
        ) : (
          <p className="membership-error">Your security settings could not be loaded. Please reload the page.</p>
        )
      }
    />
  );
}
