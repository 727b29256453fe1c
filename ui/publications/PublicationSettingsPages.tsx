// Issue 22 part A: /new-publication and a publication's people page (/{publication}/permissions: the masthead,
// invitations, accept or decline, roles, leave). Their own chunk (ui/pages/page-modules.ts ROUTE_CHUNKS), though
// their page name is 'settings'. Thin: the server decides (core/publication/ holds every rule).
import { useId, useState, type FormEvent } from 'react';
import { checkNewPublication, NAME_MAX, slugFromName, SLUG_MAX, TAGLINE_MAX } from '../../core/publication/new-publication.ts';
import { uploadImage } from '../editor/upload.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import {
  CancelPublicationInvitationMutation,
  CreatePublicationMutation,
  InvitePublicationMemberMutation,
  PublicationPeopleQuery,
  RemovePublicationMemberMutation,
  RespondToPublicationInvitationMutation,
  SetPublicationMemberRoleMutation,
} from './publication-people-queries.ts';
import { Failure, Frame, ROLE_LABEL, useAction } from './people-shared.tsx';

// ── /new-publication ────────────────────────────────────────────────────────────────────────────

export function NewPublicationPage() {
  const { state } = usePageData();
  const id = useId();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [tagline, setTagline] = useState('');
  const [avatar, setAvatar] = useState<{ id: string; name: string } | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const action = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNewPublication({ name, slug, tagline });
    if (!checked.ok) return setFieldError({ field: checked.field, message: checked.message });
    setFieldError(null);
    void action.run(CreatePublicationMutation, { input: { ...checked.value, avatarId: avatar?.id ?? null } }, (data) => hrefFor('ShowCollectionHome', { collectionSlug: data.createPublication.slug }));
  };
  const errorFor = (field: string) =>
    fieldError?.field === field ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {fieldError.message}
      </p>
    ) : null;
  const described = (field: string, hint?: string) => [hint, fieldError?.field === field ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <Frame page="settings" title="New publication">
      <form className="people__form" noValidate onSubmit={submit} aria-busy={action.busy}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={NAME_MAX * 2}
            onChange={(e) => {
              setName(e.target.value);
              if (!slugEdited) setSlug(slugFromName(e.target.value));
            }}
            aria-invalid={fieldError?.field === 'name' ? true : undefined}
            aria-describedby={described('name')}
          />
          {errorFor('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-slug`}>Address</label>
          <div className="people__slug">
            <span aria-hidden="true">/</span>
            <input
              id={`${id}-slug`}
              value={slug}
              maxLength={SLUG_MAX * 2}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(e) => {
                setSlug(e.target.value);
                setSlugEdited(true);
              }}
              aria-invalid={fieldError?.field === 'slug' ? true : undefined}
              aria-describedby={described('slug', `${id}-slug-hint`)}
            />
          </div>
          <p id={`${id}-slug-hint`} className="people__hint">
            Lowercase letters, digits and dashes. Readers find your publication there.
          </p>
          {errorFor('slug')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-tagline`}>Tagline</label>
          <input id={`${id}-tagline`} value={tagline} maxLength={TAGLINE_MAX * 2} onChange={(e) => setTagline(e.target.value)} aria-invalid={fieldError?.field === 'tagline' ? true : undefined} aria-describedby={described('tagline')} />
          {errorFor('tagline')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-avatar`}>Avatar (optional)</label>
          <input
            id={`${id}-avatar`}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setUploading('Uploading…');
              void uploadImage(file, state.xsrf, () => {}).then((result) => {
                if (result.ok) {
                  setAvatar({ id: result.image.id, name: file.name });
                  setUploading(null);
                } else setUploading(result.message);
              });
            }}
          />
          <p className="people__hint" aria-live="polite">
            {uploading ?? (avatar ? `${avatar.name} uploaded.` : '')}
          </p>
        </div>
        <Failure message={action.failure} />
        <button type="submit" className="button" disabled={action.busy || uploading === 'Uploading…'}>
          Create publication
        </button>
      </form>
    </Frame>
  );
}

// ── /{publication}/permissions ──────────────────────────────────────────────────────────────────

export function PublicationPeoplePage() {
  const { state } = usePageData();
  const slug = state.route?.params.collectionSlug ?? '';
  const people = usePreloaded(PublicationPeopleQuery, { slug })?.publicationPeople ?? null;
  const id = useId();
  const [who, setWho] = useState('');
  const [role, setRole] = useState<'WRITER' | 'EDITOR'>('WRITER');
  const action = useAction();
  if (!people) return <Frame page="settings" title="People">{null}</Frame>;
  const invite = (event: FormEvent) => {
    event.preventDefault();
    void action.run(InvitePublicationMemberMutation, { publicationId: people.publicationId, who: who.trim(), role });
  };
  return (
    <Frame page="settings" title={`${people.name}: people`}>
      <p>
        <a href={hrefFor('ShowCollectionHome', { collectionSlug: people.slug })}>Back to {people.name}</a>
      </p>
      <Failure message={action.failure} />
      {people.viewerInvitation && (
        <section className="people__invitation" aria-labelledby={`${id}-invited`}>
          <h2 id={`${id}-invited`}>You’re invited</h2>
          <p>
            {people.viewerInvitation.inviterName ?? 'An owner'} invited you to join {people.name} as {people.viewerInvitation.role === 'EDITOR' ? 'an editor' : 'a writer'}.
          </p>
          <div className="people__actions">
            <button type="button" className="button" disabled={action.busy} onClick={() => void action.run(RespondToPublicationInvitationMutation, { invitationId: people.viewerInvitation!.id, accept: true })}>
              Accept
            </button>
            <button type="button" className="button button--outline" disabled={action.busy} onClick={() => void action.run(RespondToPublicationInvitationMutation, { invitationId: people.viewerInvitation!.id, accept: false })}>
              Decline
            </button>
          </div>
        </section>
      )}
      <section aria-labelledby={`${id}-members`}>
        <h2 id={`${id}-members`}>Masthead</h2>
        <ul className="people__list">
          {people.members.map((m) => (
            <li key={m.userId} className="people__row">
              <a href={hrefFor('ShowUser', { username: m.username })}>{m.name}</a>
              <span className="people__role">{ROLE_LABEL[m.role]}</span>
              {people.viewerMayInvite && m.role !== 'OWNER' && (
                <label className="people__inline">
                  <span className="visually-hidden">Role of {m.name}</span>
                  <select value={m.role} disabled={action.busy} onChange={(e) => void action.run(SetPublicationMemberRoleMutation, { publicationId: people.publicationId, userId: m.userId, role: e.target.value as 'WRITER' | 'EDITOR' | 'OWNER' })}>
                    <option value="WRITER">Writer</option>
                    <option value="EDITOR">Editor</option>
                    <option value="OWNER">Owner</option>
                  </select>
                </label>
              )}
              {m.viewerMayRemove && (
                <button type="button" className="button button--outline button--small" disabled={action.busy} onClick={() => void action.run(RemovePublicationMemberMutation, { publicationId: people.publicationId, userId: m.userId })}>
                  {m.username === state.viewer?.username ? 'Leave the publication' : `Remove ${m.name}`}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      {people.viewerMayInvite && (
        <section aria-labelledby={`${id}-invite`}>
          <h2 id={`${id}-invite`}>Invite editors and writers</h2>
          <form className="people__form" noValidate onSubmit={invite} aria-busy={action.busy}>
            <div className="field">
              <label htmlFor={`${id}-who`}>Username or e-mail address</label>
              <input id={`${id}-who`} value={who} maxLength={254} autoCapitalize="none" spellCheck={false} onChange={(e) => setWho(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-role`}>Role</label>
              <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as 'WRITER' | 'EDITOR')}>
                <option value="WRITER">Writer</option>
                <option value="EDITOR">Editor</option>
              </select>
            </div>
            <button type="submit" className="button" disabled={action.busy}>
              Send invitation
            </button>
          </form>
          {people.invitations.length > 0 && (
            <>
              <h3>Open invitations</h3>
              <ul className="people__list">
                {people.invitations.map((i) => (
                  <li key={i.id} className="people__row">
                    <span>
                      {i.inviteeName} (@{i.inviteeUsername})
                    </span>
                    <span className="people__role">{ROLE_LABEL[i.role]}</span>
                    <button type="button" className="button button--outline button--small" disabled={action.busy} onClick={() => void action.run(CancelPublicationInvitationMutation, { invitationId: i.id })}>
                      Withdraw invitation to {i.inviteeName}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </Frame>
  );
}

