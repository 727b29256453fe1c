// Issue 22 part A: the pages of publications run by their people — /new-publication, the people page
// (/{publication}/permissions: members, invitations, accept or decline), the editor inbox (/{publication}/manage/inbox,
// reader-experience §2.7), the writer outbox (/me/outbox, §2.4), choosing a publication for a draft
// (/me/find-publication-for-submission/{postId}) and the featured stories (/{publication}/manage/stories/featured).
// Thin: each reads its preloaded query, sends one mutation per action, shows the server's message on a refusal and
// reloads on success (the server decides; core/publication/ holds every rule).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { checkNewPublication, NAME_MAX, slugFromName, SLUG_MAX, TAGLINE_MAX } from '../../core/publication/new-publication.ts';
import { statusLabel, SUBMISSION_STATUSES, type SubmissionStatus } from '../../core/publication/submission.ts';
import { uploadImage } from '../editor/upload.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import type { Operation } from '../post-card-fields.ts';
import {
  CancelPublicationInvitationMutation,
  CreatePublicationMutation,
  EditorInboxQuery,
  FeaturedStoriesManagerQuery,
  InvitePublicationMemberMutation,
  PublicationPeopleQuery,
  RemovePublicationMemberMutation,
  RespondToPublicationInvitationMutation,
  SetFeaturedStoriesMutation,
  SetPublicationMemberRoleMutation,
  SubmissionTargetsQuery,
  SubmitToPublicationMutation,
  UpdateSubmissionMutation,
  ViewerPublicationsQuery,
  WriterOutboxQuery,
} from './publication-people-queries.ts';
import './publication-people.css';

const TRY_AGAIN = 'Something went wrong. Check your connection and try again.';

type Submission = NonNullable<ReturnType<typeof useInbox>>['submissions'][number];
function useInbox() {
  const { state } = usePageData();
  return usePreloaded(EditorInboxQuery, { slug: state.route?.params.publicationSlug ?? '' })?.editorInbox ?? null;
}

/** Sends one mutation; a refusal's message comes back to show, success reloads (or goes to `then`). */
function useAction() {
  const { transport } = usePageData();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run<TData, TVars extends Record<string, unknown>>(operation: Operation<TData, TVars>, variables: TVars, then?: (data: TData) => string | null) {
    if (busy) return;
    setFailure(null);
    if (!transport) return setFailure(TRY_AGAIN);
    setBusy(true);
    try {
      const result = await transport.request(operation, variables);
      const error = result.errors?.[0]?.message;
      if (error || !result.data) {
        setFailure(error ?? TRY_AGAIN);
        setBusy(false);
        return;
      }
      const next = then ? then(result.data) : null;
      if (next) window.location.assign(next);
      else window.location.reload();
    } catch {
      setFailure(TRY_AGAIN);
      setBusy(false);
    }
  }
  return { busy, failure, run };
}

function Failure({ message }: { message: string | null }) {
  return message ? (
    <p className="people__failure" role="alert">
      {message}
    </p>
  ) : null;
}

function Frame({ page, title, children, aside }: { page: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <PageFrame
      page={page}
      {...(aside ? { aside, asideLabel: `About ${title.toLowerCase()}` } : {})}
      main={
        <div className="people">
          <h1 className="page-heading">{title}</h1>
          {children}
        </div>
      }
    />
  );
}

const ROLE_LABEL = { OWNER: 'Owner', EDITOR: 'Editor', WRITER: 'Writer' } as const;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

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

// ── Submissions: a card with its buttons (inbox and outbox) ─────────────────────────────────────

function SubmissionCard({ submission, side }: { submission: Submission; side: 'editor' | 'writer' }) {
  const id = useId();
  const [note, setNote] = useState('');
  const action = useAction();
  const needsNote = submission.actions.some((a) => a.action === 'requestChanges' || a.action === 'reject');
  return (
    <li className="people__submission">
      <article aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{submission.title || 'Untitled story'}</h3>
        {submission.subtitle && <p className="people__hint">{submission.subtitle}</p>}
        <p>
          {side === 'editor' ? <>By {submission.writerName} · </> : <>To <a href={hrefFor('ShowCollectionHome', { collectionSlug: submission.publicationSlug })}>{submission.publicationName}</a> · </>}
          <strong className={`people__status people__status--${submission.status.toLowerCase()}`}>{submission.statusLabel}</strong> · updated {dateOf(submission.updatedAt)}
        </p>
        {submission.note && (
          <p className="people__note">
            <span className="people__hint">Editors’ note:</span> {submission.note}
          </p>
        )}
        {submission.publishedUrl && (
          <p>
            <a href={submission.publishedUrl}>Read the published story</a>
          </p>
        )}
        {side === 'writer' && submission.status === 'CHANGES_REQUESTED' && (
          <p>
            <a href={hrefFor('ShowEditPost', { postId: submission.postId })}>Edit the draft</a>, then resubmit.
          </p>
        )}
        {submission.preview && submission.preview.length > 0 && (
          <details className="people__preview">
            <summary>Read the draft</summary>
            {submission.preview.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </details>
        )}
        {side === 'editor' && needsNote && (
          <div className="field">
            <label htmlFor={`${id}-note`}>Note to {submission.writerName}</label>
            <textarea id={`${id}-note`} value={note} maxLength={2000} rows={3} onChange={(e) => setNote(e.target.value)} />
          </div>
        )}
        <Failure message={action.failure} />
        {submission.actions.length > 0 && (
          <div className="people__actions">
            {submission.actions.map((a) => (
              <button
                key={a.action}
                type="button"
                className={a.action === 'accept' || a.action === 'resubmit' ? 'button button--small' : 'button button--outline button--small'}
                disabled={action.busy}
                onClick={() => void action.run(UpdateSubmissionMutation, { submissionId: submission.id, action: a.action, note: note.trim() || null })}
              >
                {a.label}
              </button>
            ))}
          </div>
        )}
      </article>
    </li>
  );
}

// ── /{publication}/manage/inbox ─────────────────────────────────────────────────────────────────

export function EditorInboxPage() {
  const inbox = useInbox();
  const [filter, setFilter] = useState<SubmissionStatus | 'ALL'>('ALL');
  const id = useId();
  if (!inbox) return <Frame page="editor-inbox" title="Editor inbox">{null}</Frame>;
  const shown = filter === 'ALL' ? inbox.submissions : inbox.submissions.filter((s) => s.status === filter);
  const counts = new Map<SubmissionStatus, number>();
  for (const s of inbox.submissions) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  return (
    <Frame page="editor-inbox" title={`${inbox.name}: editor inbox`}>
      <p>
        <a href={hrefFor('ShowCollectionHome', { collectionSlug: inbox.slug })}>Back to {inbox.name}</a>
      </p>
      <div className="field people__filter">
        <label htmlFor={`${id}-status`}>Show</label>
        <select id={`${id}-status`} value={filter} onChange={(e) => setFilter(e.target.value as SubmissionStatus | 'ALL')}>
          <option value="ALL">All submissions ({inbox.submissions.length})</option>
          {SUBMISSION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)} ({counts.get(s) ?? 0})
            </option>
          ))}
        </select>
      </div>
      {shown.length === 0 ? (
        <p className="feed__status">{inbox.submissions.length === 0 ? 'No submissions yet. Writers of the publication submit their drafts from the publish dialog.' : 'No submissions with this status.'}</p>
      ) : (
        <ul className="people__list" aria-label="Submissions">
          {shown.map((s) => (
            <SubmissionCard key={s.id} submission={s} side="editor" />
          ))}
        </ul>
      )}
    </Frame>
  );
}

// ── /me/outbox ──────────────────────────────────────────────────────────────────────────────────

export function WriterOutboxPage() {
  const outbox = usePreloaded(WriterOutboxQuery, {})?.writerOutbox ?? [];
  return (
    <Frame page="writer-outbox" title="Your submissions">
      <p>
        <a href={hrefFor('ShowYourStories', { filterBy: 'drafts' })}>Your drafts</a>: submit one to a publication from its publish dialog.
      </p>
      {outbox.length === 0 ? (
        <p className="feed__status">You have not submitted a story to a publication yet.</p>
      ) : (
        <ul className="people__list" aria-label="Submissions">
          {outbox.map((s) => (
            <SubmissionCard key={s.id} submission={s} side="writer" />
          ))}
        </ul>
      )}
    </Frame>
  );
}

// ── /me/find-publication-for-submission/{postId} ────────────────────────────────────────────────

export function FindPublicationPage() {
  const { state } = usePageData();
  const targets = usePreloaded(SubmissionTargetsQuery, { postId: state.route?.params.postId ?? '' })?.submissionTargets ?? null;
  const action = useAction();
  if (!targets) return <Frame page="find-publication-for-submission" title="Submit to a publication">{null}</Frame>;
  return (
    <Frame page="find-publication-for-submission" title="Submit to a publication">
      <p>
        Your draft: <strong>{targets.title || 'Untitled story'}</strong>
      </p>
      <Failure message={action.failure} />
      {targets.openSubmission ? (
        <p>
          It is submitted to {targets.openSubmission.publicationName} ({targets.openSubmission.statusLabel.toLowerCase()}). <a href={hrefFor('ShowWriterOutbox')}>See your submissions</a>.
        </p>
      ) : !targets.isDraft ? (
        <p>Only a draft can be submitted. This story is already published or scheduled.</p>
      ) : targets.publications.length === 0 ? (
        <p>You are not a writer of any publication yet. A publication’s owner can invite you.</p>
      ) : (
        <ul className="people__list" aria-label="Publications you write for">
          {targets.publications.map((p) => (
            <li key={p.id} className="people__row">
              <span>{p.name}</span>
              <button type="button" className="button button--small" disabled={action.busy} onClick={() => void action.run(SubmitToPublicationMutation, { publicationId: p.id, postId: targets.postId }, () => hrefFor('ShowWriterOutbox'))}>
                Submit to {p.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Frame>
  );
}

// ── /{publication}/manage/stories/featured ──────────────────────────────────────────────────────

export function ManageFeaturedStoriesPage() {
  const { state } = usePageData();
  const manager = usePreloaded(FeaturedStoriesManagerQuery, { slug: state.route?.params.collectionSlug ?? '' })?.featuredStoriesManager ?? null;
  const [order, setOrder] = useState<string[]>(() => manager?.featured.map((s) => s.id) ?? []);
  const [status, setStatus] = useState('');
  const id = useId();
  const action = useAction();
  if (!manager) return <Frame page="community-publication-manage-featured-stories" title="Featured stories">{null}</Frame>;
  const titleOf = new Map(manager.stories.map((s) => [s.id, s.title]));
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setOrder(next);
    setStatus(`${titleOf.get(item!) ?? 'Story'} moved to position ${index + by + 1} of ${next.length}.`);
  };
  const toggle = (storyId: string) => {
    setOrder(order.includes(storyId) ? order.filter((x) => x !== storyId) : [...order, storyId]);
    setStatus(order.includes(storyId) ? `${titleOf.get(storyId)} is no longer featured.` : `${titleOf.get(storyId)} added at position ${order.length + 1}.`);
  };
  return (
    <Frame page="community-publication-manage-featured-stories" title={`${manager.name}: featured stories`}>
      <p>
        <a href={hrefFor('ShowCollectionHome', { collectionSlug: manager.slug })}>Back to {manager.name}</a>. The featured stories lead the homepage in this order.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      <section aria-labelledby={`${id}-order`}>
        <h2 id={`${id}-order`}>Featured, in order</h2>
        {order.length === 0 ? (
          <p className="feed__status">No featured stories. Pick them below.</p>
        ) : (
          <ol className="people__list">
            {order.map((storyId, index) => (
              <li key={storyId} className="people__row">
                <span>{titleOf.get(storyId) ?? 'A story'}</span>
                <span className="people__actions">
                  <button type="button" className="button button--outline button--small" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${titleOf.get(storyId)} up`}>
                    Move up
                  </button>
                  <button type="button" className="button button--outline button--small" disabled={index === order.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${titleOf.get(storyId)} down`}>
                    Move down
                  </button>
                  <button type="button" className="button button--outline button--small" onClick={() => toggle(storyId)} aria-label={`Remove ${titleOf.get(storyId)} from featured`}>
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ol>
        )}
        <Failure message={action.failure} />
        <button type="button" className="button" disabled={action.busy} onClick={() => void action.run(SetFeaturedStoriesMutation, { publicationId: manager.publicationId, postIds: order })}>
          Save featured stories
        </button>
      </section>
      <section aria-labelledby={`${id}-stories`}>
        <h2 id={`${id}-stories`}>The publication’s stories</h2>
        {manager.stories.length === 0 ? (
          <p className="feed__status">No published stories yet.</p>
        ) : (
          <ul className="people__list">
            {manager.stories.map((s) => (
              <li key={s.id} className="people__row">
                <label className="people__inline">
                  <input type="checkbox" checked={order.includes(s.id)} onChange={() => toggle(s.id)} /> {s.title}
                </label>
                <span className="people__hint">{dateOf(s.publishedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Frame>
  );
}

// ── /me/settings/publishing: your publications ──────────────────────────────────────────────────

/** The Publishing tab of the settings (the avatar menu's 'See all publications' and 'Manage publications'). */
export function YourPublicationsSection() {
  const publications = usePreloaded(ViewerPublicationsQuery, {})?.viewerPublications ?? [];
  const id = useId();
  return (
    <section className="people" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your publications</h2>
      {publications.length === 0 ? (
        <p className="feed__status">You are not on the masthead of any publication yet.</p>
      ) : (
        <ul className="people__list">
          {publications.map((p) => (
            <li key={p.id} className="people__row">
              <a href={hrefFor('ShowCollectionHome', { collectionSlug: p.slug })}>{p.name}</a>
              <span className="people__role">{ROLE_LABEL[p.role]}</span>
              <span className="people__actions">
                <a href={hrefFor('ShowCollectionPermissions', { collectionSlug: p.slug })}>People</a>
                {p.role !== 'WRITER' && <a href={hrefFor('ShowEditorInbox', { publicationSlug: p.slug })}>Editor inbox</a>}
                {p.role !== 'WRITER' && <a href={hrefFor('ShowCollectionManageFeaturedStories', { collectionSlug: p.slug })}>Featured stories</a>}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="button" href={hrefFor('ShowNewPublication')}>
          New publication
        </a>
      </p>
    </section>
  );
}
