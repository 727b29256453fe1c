// /@{username}/about and /me/about (reader-experience §2.1 user-about; issue 21): a writer's bio, pronouns,
// tipping link, when they joined and their follower counts. The writer sees an Edit button that turns the bio into
// a field and saves it in place (the same mutation as Settings → Account → Profile information).
import { useId, useState, type FormEvent } from 'react';
import { BIO_MAX } from '../../core/account/account-rules.ts';
import { formatCount } from '../../core/format/count.ts';
import { formatLongDate, isoDay } from '../../core/format/date.ts';
import { Avatar } from '../components/Avatar.tsx';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import type { UserAboutQueryData } from '../generated/operations.ts';
import { PageFrame } from '../layouts/Layouts.tsx';
import { UpdateProfileInformationMutation, UserAboutQuery } from '../settings/account-queries.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import '../settings/settings.css';

type AboutUser = NonNullable<UserAboutQueryData['user']>;

function BioEditor({ user, onSaved, onCancel }: { user: AboutUser; onSaved: (bio: string) => void; onCancel: () => void }) {
  const { transport } = usePageData();
  const id = useId();
  const [bio, setBio] = useState(user.bio);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport) return;
    setBusy(true);
    try {
      const input = { name: user.name, bio, pronouns: user.about.pronouns, tippingLink: user.about.tippingLink ?? '' };
      const answer = (await transport.request(UpdateProfileInformationMutation, { input })).data?.updateProfileInformation;
      if (answer?.ok && answer.settings) onSaved(answer.settings.bio);
      else setError(answer?.bioError ?? answer?.nameError ?? answer?.pronounsError ?? answer?.tippingLinkError ?? 'Your bio could not be saved. Try again.');
    } catch {
      setError('Your bio could not be saved. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="settings__form" onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <div className="field">
        <label htmlFor={`${id}-bio`}>Bio</label>
        <textarea id={`${id}-bio`} rows={4} value={bio} onChange={(e) => setBio(e.currentTarget.value)} aria-describedby={`${id}-count`} aria-invalid={error ? true : undefined} data-autofocus />
        <p id={`${id}-count`} className="settings__hint">
          {[...bio].length}/{BIO_MAX}
        </p>
        {error && (
          <p className="settings__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="settings__actions">
        <button type="submit" className="button" disabled={busy}>
          Save
        </button>
        <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function About({ user, own }: { user: AboutUser; own: boolean }) {
  const [bio, setBio] = useState(user.bio);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { followerCount, followingCount } = user.socialStats;
  return (
    <PageFrame
      page="user-about"
      asideLabel={`About ${user.name}`}
      main={
        <>
          <header className="profile__header">
            <div className="profile__identity">
              <Avatar id={user.id} name={user.name} size="L" imageId={user.imageId} />
              <h1 className="profile__name">{user.name}</h1>
            </div>
            <nav aria-label={`${user.name}'s pages`}>
              <ul className="tabs">
                <li>
                  <a className="tabs__tab" href={user.url}>
                    Home
                  </a>
                </li>
                <li>
                  <a className="tabs__tab" href={hrefFor('ShowUserAbout', { username: user.username })} aria-current="page">
                    About
                  </a>
                </li>
              </ul>
            </nav>
          </header>
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="visually-hidden">
              About
            </h2>
            {editing ? (
              <BioEditor
                user={{ ...user, bio }}
                onSaved={(next) => {
                  setBio(next);
                  setEditing(false);
                  setSaved(true);
                }}
                onCancel={() => setEditing(false)}
              />
            ) : (
              <>
                {bio ? <p className="profile-about__bio">{bio}</p> : <p className="settings__muted">{own ? 'You have not written a bio yet.' : `${user.name} has not written a bio yet.`}</p>}
                {own && (
                  <button type="button" className="button button--outline" onClick={() => setEditing(true)}>
                    Edit bio
                  </button>
                )}
                {saved && (
                  <p role="status" className="settings__ok">
                    Your bio is saved.
                  </p>
                )}
              </>
            )}
            <ul className="profile-about__facts">
              {user.about.pronouns.length > 0 && <li>Pronouns: {user.about.pronouns.join(', ')}</li>}
              <li>
                {own ? 'You joined' : `${user.name} joined`} on <time dateTime={isoDay(user.about.joinedAt)}>{formatLongDate(user.about.joinedAt)}</time>
              </li>
              <li>
                <a href={hrefFor('ShowUserFollowers', { username: user.username })}>
                  {formatCount(followerCount)} {followerCount === 1 ? 'Follower' : 'Followers'}
                </a>
                {' · '}
                <a href={hrefFor('ShowUserFollowing', { username: user.username })}>{formatCount(followingCount)} Following</a>
              </li>
              {user.about.tippingLink && (
                <li>
                  <a href={user.about.tippingLink} rel="noopener noreferrer nofollow ugc" target="_blank">
                    Tip {user.name}
                  </a>
                </li>
              )}
            </ul>
          </section>
        </>
      }
      aside={
        <p className="own-list__about">
          {own ? (
            <a href={hrefFor('ShowSettingsTab', { setting: 'account' })}>Edit your profile in Settings</a>
          ) : (
            <a href={user.url}>Stories by {user.name}</a>
          )}
        </p>
      }
    />
  );
}

export function UserAboutPage() {
  const { state } = usePageData();
  const username = state.route?.name === 'ShowMeAbout' ? (state.viewer?.username ?? '') : (state.route?.params.username ?? '');
  const data = usePreloaded(UserAboutQuery, { username });
  if (!data?.user) return <NotFoundPage />;
  return <About user={data.user} own={data.viewer?.id === data.user.id} />;
}
