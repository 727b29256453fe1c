// Issue 22: one submission as a card with the buttons its viewer may press (core/publication/submission.ts through
// the server's `actions`) — the editor inbox, the writer outbox, the content manager's Submitted drafts and the
// review page (/r/submission/{id}) all show it. A refusal's message shows; success reloads.
import { useId, useState } from 'react';
import { hrefFor } from '../chrome/links.ts';
import type { SubmissionFieldsFragment } from '../generated/operations.ts';
import { dateOf, Failure, useAction } from './people-shared.tsx';
import { UpdateSubmissionMutation } from './publication-people-queries.ts';

type Submission = SubmissionFieldsFragment;

/** `heading`: the card title's level (3 in a list under a page's h2, 2 alone on the review page); `reviewLink`: a
 * link to the submission's own page (/r/submission/{id}). */
export function SubmissionCard({ submission, side, heading = 3, reviewLink = false }: { submission: Submission; side: 'editor' | 'writer'; heading?: 2 | 3; reviewLink?: boolean }) {
  const Heading = heading === 2 ? 'h2' : 'h3';
  const id = useId();
  const [note, setNote] = useState('');
  const action = useAction();
  const needsNote = submission.actions.some((a) => a.action === 'requestChanges' || a.action === 'reject');
  return (
    <li className="people__submission" data-writer={submission.writerUsername}>
      <article aria-labelledby={`${id}-title`}>
        <Heading id={`${id}-title`}>{submission.title || 'Untitled story'}</Heading>
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
        {reviewLink && (
          <p>
            <a href={hrefFor('ShowReviewSubmission', { submissionId: submission.id })} aria-describedby={`${id}-title`}>
              Open the submission
            </a>
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

