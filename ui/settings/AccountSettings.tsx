// Settings → Account (/me/settings and /me/settings/account; reader-experience §2.2 anchors #email,
// #profileInformation, #username): the e-mail address (a change waits for its confirmation link; until then the
// 'Verify your email…' notice with 'Resend email'), the username (the old address redirects for a year), the
// profile information (name, bio, avatar with a crop, pronouns, tipping link), the custom domain's state (its page is
// CustomDomainSettings.tsx), muted writers and publications,
// export your data, and delete your account behind a confirmation. Rules and sentences are core's
// (core/account/account-rules.ts); the server decides every change and this page shows its answer.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ACCOUNT_MESSAGES, BIO_MAX, type DeletedStories } from '../../core/account/account-rules.ts';
import { cropOf, cropParam, cropPreview, ZOOM_MAX, ZOOM_MIN } from '../../core/account/avatar-crop.ts';
import { hrefFor } from '../chrome/links.ts';
import { Avatar } from '../components/Avatar.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { uploadImage } from '../editor/upload.ts';
import type { AccountSettingsFieldsFragment } from '../generated/operations.ts';
import { Dialog } from '../membership/Dialog.tsx';
import {
  AccountSettingsQuery,
  ChangeEmailMutation,
  ChangeUsernameMutation,
  DeleteAccountMutation,
  RequestDataExportMutation,
  SendVerificationEmailMutation,
  UpdateProfileInformationMutation,
} from './account-queries.ts';
import { TabBody } from './TabBody.tsx';
import { useSettingsAction, type SettingsMessage as Message } from './use-settings-action.ts';
import './settings.css';

export type Settings = AccountSettingsFieldsFragment;

/** A line that says how the last change went: polite status when it worked, an alert when it did not. */
export function Outcome({ message }: { message: Message }) {
  if (!message) return null;
  return message.ok ? (
    <p className="settings__line settings__ok" role="status">
      {message.text}
    </p>
  ) : (
    <p className="settings__line settings__error" role="alert">
      {message.text}
    </p>
  );
}

/** The preloaded settings, kept as the server last answered them. */
export function useAccountSettings(): [Settings | null, (next: Settings | null | undefined) => void] {
  const first = usePreloaded(AccountSettingsQuery, {})?.accountSettings ?? null;
  const [settings, setSettings] = useState<Settings | null>(first);
  return [settings, (next) => next && setSettings(next)];
}

/** reader-experience §8 'Unverified e-mail': the notice and its 'Resend email' action (sendVerificationEmail). */
export function VerifyEmailNotice({ settings, onSettings }: { settings: Settings; onSettings: (s: Settings | null | undefined) => void }) {
  const { busy, message, run } = useSettingsAction(onSettings);
  if (!settings.unverifiedEmail) return null;
  const resend = () => run(async (transport) => (await transport.request(SendVerificationEmailMutation, {})).data?.sendVerificationEmail);
  return (
    <div className="settings__verify" role="region" aria-label="Verify your email" data-testid="verify-email">
      <p>
        {ACCOUNT_MESSAGES.verifyEmailToast} <span className="settings__muted">({settings.unverifiedEmail})</span>
      </p>
      <button type="button" className="button button--outline" onClick={() => void resend()} disabled={busy}>
        {ACCOUNT_MESSAGES.resendEmail}
      </button>
      <Outcome message={message} />
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="settings__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

function Field({ label, hint, error, children, id }: { label: string; hint?: string; error?: string | null | undefined; children: ReactNode; id: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="settings__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="settings__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: boolean, error: unknown) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function EmailSection({ settings, onSettings }: { settings: Settings; onSettings: (s: Settings | null | undefined) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const { busy, message, run } = useSettingsAction(onSettings);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async (transport) => {
      const answer = (await transport.request(ChangeEmailMutation, { email })).data?.changeEmail;
      if (answer?.ok) setEmail('');
      return answer;
    });
  };
  return (
    <Section id="email" title="Email address">
      <p className="settings__line">
        Your email address is <strong data-testid="current-email">{settings.email}</strong>.
      </p>
      <form className="settings__form" onSubmit={(e) => void submit(e)} aria-busy={busy} noValidate>
        <Field id={`${id}-email`} label="New email address" hint="We send a link to the new address; your address changes when you open it.">
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            aria-describedby={describedBy(`${id}-email`, true, null)}
            required
          />
        </Field>
        <div className="settings__actions">
          <button type="submit" className="button" disabled={busy || email.trim() === ''}>
            Change email
          </button>
        </div>
      </form>
      <Outcome message={message} />
    </Section>
  );
}

function UsernameSection({ settings, onSettings }: { settings: Settings; onSettings: (s: Settings | null | undefined) => void }) {
  const id = useId();
  const [username, setUsername] = useState(settings.username);
  const { busy, message, run } = useSettingsAction(onSettings);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async (transport) => {
      const answer = (await transport.request(ChangeUsernameMutation, { username })).data?.changeUsername;
      if (answer?.settings) setUsername(answer.settings.username);
      return answer;
    });
  };
  return (
    <Section id="username" title="Username">
      <p className="settings__line">
        Your profile is at <a href={hrefFor('ShowUser', { username: settings.username })}>@{settings.username}</a>.
      </p>
      <form className="settings__form" onSubmit={(e) => void submit(e)} aria-busy={busy} noValidate>
        <Field id={`${id}-username`} label="Username" hint="3 to 30 letters, numbers and underscores. Your old address leads to the new one for a year.">
          <input
            id={`${id}-username`}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            aria-describedby={describedBy(`${id}-username`, true, null)}
          />
        </Field>
        <div className="settings__actions">
          <button type="submit" className="button" disabled={busy || username.trim() === '' || username.trim() === settings.username}>
            Change username
          </button>
        </div>
      </form>
      <Outcome message={message} />
    </Section>
  );
}

type Picked = { file: File; url: string; width: number; height: number };

/** The crop controls: zoom and two positions (range inputs, so the keyboard works), with a live preview. */
function AvatarCrop({ picked, zoom, across, down, onChange }: { picked: Picked; zoom: number; across: number; down: number; onChange: (next: { zoom?: number; across?: number; down?: number }) => void }) {
  const id = useId();
  const crop = cropOf(picked.width, picked.height, zoom, across, down);
  const box = 128;
  const preview = cropPreview(picked.width, picked.height, crop, box);
  return (
    <div className="avatar-crop">
      <div className="avatar-crop__preview" style={{ width: box, height: box }} role="img" aria-label="Preview of your new avatar">
        <img src={picked.url} alt="" style={{ width: preview.width, height: preview.height, left: preview.left, top: preview.top }} />
      </div>
      <div className="avatar-crop__controls">
        <label htmlFor={`${id}-zoom`}>Zoom</label>
        <input id={`${id}-zoom`} type="range" min={ZOOM_MIN} max={ZOOM_MAX} step={0.05} value={zoom} onChange={(e) => onChange({ zoom: Number(e.currentTarget.value) })} />
        <label htmlFor={`${id}-across`}>Left to right</label>
        <input id={`${id}-across`} type="range" min={0} max={1} step={0.01} value={across} onChange={(e) => onChange({ across: Number(e.currentTarget.value) })} />
        <label htmlFor={`${id}-down`}>Top to bottom</label>
        <input id={`${id}-down`} type="range" min={0} max={1} step={0.01} value={down} onChange={(e) => onChange({ down: Number(e.currentTarget.value) })} />
      </div>
    </div>
  );
}

function ProfileSection({ settings, onSettings }: { settings: Settings; onSettings: (s: Settings | null | undefined) => void }) {
  const { state } = usePageData();
  const id = useId();
  const [name, setName] = useState(settings.name);
  const [bio, setBio] = useState(settings.bio);
  const [pronouns, setPronouns] = useState(settings.pronouns.join(', '));
  const [tippingLink, setTippingLink] = useState(settings.tippingLink ?? '');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [crop, setCrop] = useState({ zoom: 1, across: 0.5, down: 0.5 });
  const [removeAvatar, setRemoveAvatar] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const { busy, message, setMessage, run } = useSettingsAction(onSettings);
  const fileRef = useRef<HTMLInputElement>(null);

  const pick = (file: File | undefined) => {
    setErrors((e) => ({ ...e, imageId: null }));
    if (!file) return setPicked(null);
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setPicked({ file, url, width: image.naturalWidth, height: image.naturalHeight });
      setCrop({ zoom: 1, across: 0.5, down: 0.5 });
      setRemoveAvatar(false);
    };
    // Not something the browser can draw: the server would refuse it too; say so now.
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setPicked(null);
      setErrors((e) => ({ ...e, imageId: 'This file is not an image we can use. Upload a JPEG, PNG, GIF, WebP or AVIF image.' }));
    };
    image.src = url;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    await run(async (transport) => {
      let imageId: string | null | undefined = removeAvatar ? null : undefined;
      if (picked) {
        const search = `?purpose=avatar&crop=${encodeURIComponent(cropParam(cropOf(picked.width, picked.height, crop.zoom, crop.across, crop.down)))}`;
        const uploaded = await uploadImage(picked.file, state.xsrf, () => {}, search);
        if (!uploaded.ok) {
          setErrors({ imageId: uploaded.message });
          return { ok: false };
        }
        imageId = uploaded.image.id;
      }
      const input = { name, bio, pronouns: pronouns.split(','), tippingLink, ...(imageId !== undefined ? { imageId } : {}) };
      const answer = (await transport.request(UpdateProfileInformationMutation, { input })).data?.updateProfileInformation;
      if (!answer) return null;
      // The fields say what is wrong with them; the line under the form says only that it was saved.
      setErrors({ name: answer.nameError, bio: answer.bioError, pronouns: answer.pronounsError, tippingLink: answer.tippingLinkError, imageId: answer.imageIdError });
      if (answer.ok) {
        setPicked(null);
        if (fileRef.current) fileRef.current.value = '';
      }
      return { ok: answer.ok, message: answer.ok ? ACCOUNT_MESSAGES.profileSaved : null, settings: answer.settings };
    });
  };

  return (
    <Section id="profileInformation" title="Profile information">
      <form className="settings__form" onSubmit={(e) => void submit(e)} aria-busy={busy} noValidate>
        <div className="field">
          <span className="settings__label" id={`${id}-photo-label`}>
            Photo
          </span>
          <div className="settings__avatar">
            <Avatar id={settings.id} name={settings.name} size="XL" imageId={removeAvatar ? null : settings.imageId} />
            <div className="settings__avatar-actions">
              <label htmlFor={`${id}-photo`} className="button button--outline">
                Choose an image
              </label>
              <input
                ref={fileRef}
                id={`${id}-photo`}
                className="visually-hidden"
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
                onChange={(e) => pick(e.currentTarget.files?.[0])}
                aria-describedby={describedBy(`${id}-photo`, true, errors.imageId)}
              />
              {settings.imageId && !picked && (
                <label className="settings__check">
                  <input type="checkbox" checked={removeAvatar} onChange={(e) => setRemoveAvatar(e.currentTarget.checked)} /> Remove photo
                </label>
              )}
            </div>
          </div>
          <p id={`${id}-photo-hint`} className="settings__hint">
            A square is cut from the image: choose it below once the image is picked.
          </p>
          {errors.imageId && (
            <p id={`${id}-photo-error`} className="settings__error" role="alert">
              {errors.imageId}
            </p>
          )}
          {picked && <AvatarCrop picked={picked} {...crop} onChange={(next) => setCrop((c) => ({ ...c, ...next }))} />}
        </div>
        <Field id={`${id}-name`} label="Name" error={errors.name}>
          <input id={`${id}-name`} autoComplete="name" value={name} onChange={(e) => setName(e.currentTarget.value)} aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy(`${id}-name`, false, errors.name)} />
        </Field>
        <Field id={`${id}-bio`} label="Short bio" hint={`${[...bio].length}/${BIO_MAX}`} error={errors.bio}>
          <textarea id={`${id}-bio`} rows={3} value={bio} onChange={(e) => setBio(e.currentTarget.value)} aria-invalid={errors.bio ? true : undefined} aria-describedby={describedBy(`${id}-bio`, true, errors.bio)} />
        </Field>
        <Field id={`${id}-pronouns`} label="Pronouns" hint="Up to 4, separated by commas (for example: she/her)." error={errors.pronouns}>
          <input id={`${id}-pronouns`} value={pronouns} onChange={(e) => setPronouns(e.currentTarget.value)} aria-invalid={errors.pronouns ? true : undefined} aria-describedby={describedBy(`${id}-pronouns`, true, errors.pronouns)} />
        </Field>
        <Field id={`${id}-tipping`} label="Tipping link" hint="A web address (http:// or https://) where readers can tip you." error={errors.tippingLink}>
          <input id={`${id}-tipping`} type="url" inputMode="url" value={tippingLink} onChange={(e) => setTippingLink(e.currentTarget.value)} aria-invalid={errors.tippingLink ? true : undefined} aria-describedby={describedBy(`${id}-tipping`, true, errors.tippingLink)} />
        </Field>
        <div className="settings__actions">
          <button type="submit" className="button" disabled={busy}>
            Save
          </button>
        </div>
      </form>
      <Outcome message={message} />
    </Section>
  );
}

/** Issue 21 (reader-experience §3 customDomainState): the profile's own domain, none, pending or live; set on its page. */
function CustomDomainSection({ settings }: { settings: Settings }) {
  const domain = settings.customDomain;
  return (
    <Section id="customDomain" title="Custom domain">
      {domain.live ? (
        <p className="settings__line" data-testid="custom-domain-state">
          Live: your profile is served at <a href={`https://${domain.live}`}>{domain.live}</a>.
        </p>
      ) : (
        <p className="settings__line" data-testid="custom-domain-state">
          Your profile has no live custom domain.
        </p>
      )}
      {domain.pending && (
        <p className="settings__line" data-testid="custom-domain-pending">
          Pending: <strong>{domain.pending}</strong> is not live yet.
        </p>
      )}
      <p className="settings__line">
        <a href={hrefFor('ShowSettingsCustomDomain')}>{domain.live || domain.pending ? 'Manage your custom domain' : 'Set up a custom domain'}</a>
      </p>
    </Section>
  );
}

function ExportSection({ settings, onSettings }: { settings: Settings; onSettings: (s: Settings | null | undefined) => void }) {
  const { busy, message, run } = useSettingsAction(onSettings);
  const latest = settings.latestExport;
  const request = () => run(async (transport) => (await transport.request(RequestDataExportMutation, {})).data?.requestDataExport);
  return (
    <Section id="export" title="Download your information">
      <p className="settings__line">A zip file of your stories (in the paragraph model and as Markdown), responses, lists, highlights, follows and settings. We email you a link when it is ready.</p>
      {latest && (
        <p className="settings__line" data-testid="latest-export">
          {latest.state === 'ready' && latest.url ? (
            <a href={latest.url} download>
              Download your data ({new Date(latest.createdAt).toISOString().slice(0, 10)})
            </a>
          ) : latest.state === 'pending' ? (
            'Your export is being made.'
          ) : (
            'Your last export could not be made. Ask again.'
          )}
        </p>
      )}
      <div className="settings__actions">
        <button type="button" className="button button--outline" onClick={() => void request()} disabled={busy}>
          Download your information
        </button>
      </div>
      <Outcome message={message} />
    </Section>
  );
}

function DeleteSection({ settings }: { settings: Settings }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [stories, setStories] = useState<DeletedStories>('REMOVE');
  const { busy, message, setMessage, run } = useSettingsAction();
  const close = () => {
    if (busy) return;
    setOpen(false);
    setTyped('');
    setMessage(null);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    await run(async (transport) => {
      const answer = (await transport.request(DeleteAccountMutation, { confirmUsername: typed, stories })).data?.deleteAccount;
      // Gone: the account's pages no longer exist, so the browser leaves for Home.
      if (answer?.ok) window.location.assign('/');
      return answer && { ok: answer.ok, message: answer.ok ? null : answer.message };
    });
  };
  return (
    <Section id="deleteAccount" title="Delete account">
      <p className="settings__line">Permanently delete your account and all of your content.</p>
      <div className="settings__actions">
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          Delete account
        </button>
      </div>
      {open && (
        <Dialog title="Delete account" onClose={close} size="confirm" busy={busy}>
          <form className="settings__form" onSubmit={(e) => void confirm(e)}>
            <p>
              This cannot be undone. Your profile, lists, highlights, follows and settings go at once, and you are signed out everywhere.
            </p>
            <fieldset className="settings__choices">
              <legend>Your stories and responses</legend>
              <label>
                <input type="radio" name="stories" value="REMOVE" checked={stories === 'REMOVE'} onChange={() => setStories('REMOVE')} /> Delete them
              </label>
              <label>
                <input type="radio" name="stories" value="ANONYMISE" checked={stories === 'ANONYMISE'} onChange={() => setStories('ANONYMISE')} /> Keep the published ones, without my name
              </label>
            </fieldset>
            <div className="field">
              <label htmlFor={`${id}-confirm`}>
                Type your username, <strong>{settings.username}</strong>, to confirm
              </label>
              <input id={`${id}-confirm`} data-autofocus autoComplete="off" autoCapitalize="none" spellCheck={false} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
            </div>
            <Outcome message={message} />
            <div className="settings__actions">
              <button type="button" className="button button--outline" onClick={close} disabled={busy}>
                Cancel
              </button>
              <button type="submit" className="button button--danger" disabled={busy || typed.trim().replace(/^@/, '').toLowerCase() !== settings.username.toLowerCase()}>
                Delete my account
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </Section>
  );
}

export function AccountSettings() {
  const [settings, setSettings] = useAccountSettings();
  if (!settings) return <p className="settings__error">Your account settings could not be loaded. Please reload the page.</p>;
  return (
    <TabBody>
      <VerifyEmailNotice settings={settings} onSettings={setSettings} />
      <EmailSection settings={settings} onSettings={setSettings} />
      <UsernameSection settings={settings} onSettings={setSettings} />
      <ProfileSection settings={settings} onSettings={setSettings} />
      <Section id="muted" title="Muted writers and publications">
        <p className="settings__line">
          <a href={hrefFor('ShowMutedSettings')}>Muted writers and publications</a> never appear in your feeds or notify you.
        </p>
      </Section>
      <CustomDomainSection settings={settings} />
      <ExportSection settings={settings} onSettings={setSettings} />
      <DeleteSection settings={settings} />
    </TabBody>
  );
}
