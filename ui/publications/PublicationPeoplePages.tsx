// Issue 22 part A: the submission and featured-stories pages — the editor inbox (/{publication}/manage/inbox,
// reader-experience §2.7), the writer outbox (/me/outbox, §2.4), choosing a publication for a draft
// (/me/find-publication-for-submission/{postId}) and the featured stories (/{publication}/manage/stories/featured).
// /new-publication and the people page are PublicationSettingsPages.tsx. Thin: each reads its preloaded query, sends
// one mutation per action, shows the server's message on a refusal and reloads on success.
import { useId, useState } from 'react';
import { statusLabel, SUBMISSION_STATUSES, type SubmissionStatus } from '../../core/publication/submission.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import {
  EditorInboxQuery,
  FeaturedStoriesManagerQuery,
  SetFeaturedStoriesMutation,
  SubmissionTargetsQuery,
  SubmitToPublicationMutation,
  WriterOutboxQuery,
} from './publication-people-queries.ts';
import { dateOf, Failure, Frame, useAction } from './people-shared.tsx';
import { SubmissionCard } from './SubmissionCard.tsx';

function useInbox() {
  const { state } = usePageData();
  return usePreloaded(EditorInboxQuery, { slug: state.route?.params.publicationSlug ?? '' })?.editorInbox ?? null;
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

