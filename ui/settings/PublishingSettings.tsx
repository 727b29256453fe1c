// Settings → Publishing (/me/settings/publishing; reader-experience §2.2 anchors #audience-development, #followers,
// #managePublications; §3 Viewer allowEmailAddressSharingEditorWriter): whether the editors of the publications you
// write for may see your e-mail address, your author newsletter's name and importing its subscribers, your
// followers, and the publications you own, edit or write for, each with Leave (never its last owner).
import { useId, useState, type FormEvent } from 'react';
import { hrefFor } from '../chrome/links.ts';
import { usePreloaded } from '../data.tsx';
import { formatCount } from '../../core/format/count.ts';
import { AccountSettingsQuery, LeavePublicationMutation, RenameNewsletterMutation, SetAllowEmailSharingMutation } from './account-queries.ts';
import { Outcome, useAccountSettings, VerifyEmailNotice, type Settings } from './AccountSettings.tsx';
import { TabBody } from './TabBody.tsx';
import { useSettingsAction } from './use-settings-action.ts';
import './settings.css';

const ROLE_LABEL: Record<string, string> = { OWNER: 'Owner', EDITOR: 'Editor', WRITER: 'Writer' };

function SharingSection({ settings, onSettings }: { settings: Settings; onSettings: (s: Settings | null | undefined) => void }) {
  const id = useId();
  const { message, run } = useSettingsAction(onSettings);
  const toggle = (allow: boolean) =>
    run(async (transport) => {
      const settings = (await transport.request(SetAllowEmailSharingMutation, { allow })).data?.setAllowEmailAddressSharingEditorWriter;
      return settings && { ok: true, message: allow ? 'Editors of your publications can now see your email address.' : 'Editors of your publications no longer see your email address.', settings };
    });
  return (
    <section id="emailSharing" className="settings__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Email address sharing</h2>
      <label className="settings__switch">
        <input type="checkbox" role="switch" checked={settings.allowEmailAddressSharingEditorWriter} onChange={(e) => void toggle(e.currentTarget.checked)} />
        Allow the editors of publications you write for to see your email address
      </label>
      <Outcome message={message} />
    </section>
  );
}

function NewsletterSection({ settings, onSettings }: { settings: Settings; onSettings: (s: Settings | null | undefined) => void }) {
  const id = useId();
  const [name, setName] = useState(settings.newsletter?.name ?? '');
  const { message, run } = useSettingsAction(onSettings);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async (transport) => (await transport.request(RenameNewsletterMutation, { name })).data?.renameNewsletter);
  };
  return (
    <section id="audience-development" className="settings__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your newsletter</h2>
      {settings.newsletter ? (
        <>
          <form className="settings__form" onSubmit={(e) => void submit(e)} noValidate>
            <div className="field">
              <label htmlFor={`${id}-name`}>Newsletter name</label>
              <input id={`${id}-name`} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            </div>
            <div className="settings__actions">
              <button type="submit" className="button" disabled={name.trim() === '' || name.trim() === settings.newsletter.name}>
                Save
              </button>
              <a href={hrefFor('ShowImportSubscribers')}>Import subscribers</a>
            </div>
          </form>
          <Outcome message={message} />
        </>
      ) : (
        <p className="settings__line">You have no newsletter yet: readers get one from you when they subscribe on your profile.</p>
      )}
    </section>
  );
}

function PublicationsSection({ settings, onSettings }: { settings: Settings; onSettings: (s: Settings | null | undefined) => void }) {
  const id = useId();
  const { busy, message, run } = useSettingsAction(onSettings);
  /** The publication being left, whose Leave button is busy. */
  const [leaving, setLeaving] = useState<string | null>(null);
  const leave = async (publicationId: string) => {
    setLeaving(publicationId);
    await run(async (transport) => (await transport.request(LeavePublicationMutation, { publicationId })).data?.leavePublication);
  };
  return (
    <section id="managePublications" className="settings__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Publications</h2>
      {settings.publications.length === 0 ? (
        <p className="settings__line">You do not own, edit or write for any publication.</p>
      ) : (
        <ul className="settings__list">
          {settings.publications.map((p) => (
            <li key={p.id} className="settings__list-item">
              <span>
                <a href={p.url}>{p.name}</a> <span className="settings__muted">{ROLE_LABEL[p.role] ?? p.role}</span>
                {/* Issue 22: the publication's people, and for its editors the inbox and the featured stories. */}
                <span className="settings__actions">
                  <a href={hrefFor('ShowCollectionPermissions', { collectionSlug: p.slug })}>People</a>
                  {p.role !== 'WRITER' && <a href={hrefFor('ShowEditorInbox', { publicationSlug: p.slug })}>Editor inbox</a>}
                  {p.role !== 'WRITER' && <a href={hrefFor('ShowCollectionManageFeaturedStories', { collectionSlug: p.slug })}>Featured stories</a>}
                </span>
              </span>
              {p.canLeave ? (
                <button type="button" className="button button--outline" onClick={() => void leave(p.id)} disabled={busy && leaving === p.id} aria-label={`Leave ${p.name}`}>
                  Leave
                </button>
              ) : (
                <span className="settings__muted">Last owner</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="button" href={hrefFor('ShowNewPublication')}>
          New publication
        </a>
      </p>
      <Outcome message={message} />
    </section>
  );
}

export function PublishingSettings() {
  const [settings, setSettings] = useAccountSettings();
  const followers = usePreloaded(AccountSettingsQuery, {})?.viewer?.socialStats.followerCount ?? 0;
  if (!settings) return <p className="settings__error">Your settings could not be loaded. Please reload the page.</p>;
  return (
    <TabBody>
      <VerifyEmailNotice settings={settings} onSettings={setSettings} />
      <SharingSection settings={settings} onSettings={setSettings} />
      <NewsletterSection settings={settings} onSettings={setSettings} />
      <section id="followers" className="settings__section" aria-labelledby="followers-heading">
        <h2 id="followers-heading">Followers</h2>
        <p className="settings__line">
          <a href={hrefFor('ShowUserFollowers', { username: settings.username })}>
            {formatCount(followers)} {followers === 1 ? 'follower' : 'followers'}
          </a>
        </p>
      </section>
      <PublicationsSection settings={settings} onSettings={setSettings} />
    </TabBody>
  );
}
