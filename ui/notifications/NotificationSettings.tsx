// /me/settings/notifications#email-settings (platform-reference §3 user settings): per kind, in-app and e-mail
// toggles, and the digest frequency DAILY, WEEKLY or OFF. Each change is saved at once; a failure puts the switch
// back and says so.
import { useState } from 'react';
import { retryableErrorMessage } from '../../core/toasts/undo.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import type { NotificationSettingsQueryData } from '../generated/operations.ts';
import { useToast } from '../toasts/toast-host.tsx';
import { NotificationSettingsQuery, SetNotificationDigestMutation, SetNotificationKindSettingMutation } from './notification-queries.ts';
import './notifications.css';

type Settings = NotificationSettingsQueryData['notificationSettings'];
type Digest = Settings['digest'];

const DIGESTS: readonly { value: Digest; label: string }[] = [
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'OFF', label: 'Off' },
];

export function NotificationSettings() {
  const { transport } = usePageData();
  const toast = useToast();
  const first = usePreloaded(NotificationSettingsQuery, {})?.notificationSettings ?? null;
  const [settings, setSettings] = useState<Settings | null>(first);
  if (!settings) return <p className="membership-error">Your notification settings could not be loaded. Please reload the page.</p>;
  const fail = (back: Settings) => {
    setSettings(back);
    toast({ message: retryableErrorMessage, style: 'RETRYABLE_ERROR' });
  };

  const setKind = async (kind: Settings['kinds'][number]['kind'], inApp: boolean, email: boolean) => {
    if (!transport) return;
    const before = settings;
    setSettings({ ...settings, kinds: settings.kinds.map((k) => (k.kind === kind ? { ...k, inApp, email } : k)) });
    try {
      const result = await transport.request(SetNotificationKindSettingMutation, { kind, inApp, email });
      const answer = result.data?.setNotificationKindSetting;
      if (answer?.__typename === 'NotificationSettingsSaved') setSettings(answer.settings);
      else fail(before);
    } catch {
      fail(before);
    }
  };

  const setDigest = async (digest: Digest) => {
    if (!transport) return;
    const before = settings;
    setSettings({ ...settings, digest });
    try {
      const result = await transport.request(SetNotificationDigestMutation, { digest });
      const answer = result.data?.setNotificationDigest;
      if (answer?.__typename === 'NotificationSettingsSaved') setSettings(answer.settings);
      else fail(before);
    } catch {
      fail(before);
    }
  };

  return (
    <section className="notification-settings" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title">Notifications</h2>
      <table>
        <caption className="visually-hidden">What you hear about, in the app and by e-mail</caption>
        <thead>
          <tr>
            <th scope="col">Notify me about</th>
            <th scope="col">In the app</th>
            <th scope="col">By e-mail</th>
          </tr>
        </thead>
        <tbody>
          {settings.kinds.map((k) => (
            <tr key={k.kind}>
              <th scope="row">{k.label}</th>
              <td>
                <input type="checkbox" role="switch" aria-label={`${k.label} in the app`} checked={k.inApp} onChange={(e) => void setKind(k.kind, e.currentTarget.checked, k.email)} />
              </td>
              <td>
                {k.emailable ? (
                  <input type="checkbox" role="switch" aria-label={`${k.label} by e-mail`} checked={k.email} onChange={(e) => void setKind(k.kind, k.inApp, e.currentTarget.checked)} />
                ) : (
                  <span className="notification__when">Newsletter</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset id="email-settings">
        <legend>E-mail digest</legend>
        <p className="notification-settings__help">Responses and mentions are e-mailed when they happen; everything else you get by e-mail comes together in the digest.</p>
        {DIGESTS.map((d) => (
          <label key={d.value}>
            <input type="radio" name="notification-digest" value={d.value} checked={settings.digest === d.value} onChange={() => void setDigest(d.value)} /> {d.label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
