// Issue 22: a publication's content manager (/{publication}/stories, /stories/{filterBy}, /submissions; core/
// publication/content-manager.ts), submitting a draft to one publication (/me/create-submission/{publicationId}/
// {postId}) and one submission's page (/r/submission/{submissionId}). Thin: each reads its preloaded query, sends one
// mutation per action (featuring through setFeaturedStories, a submission's buttons through updateSubmission),
// shows the server's message on a refusal and reloads on success.
import { useId, useState } from 'react';
import {
  CONTENT_MESSAGES,
  CONTENT_TAB_LABELS,
  CONTENT_TABS,
  contentTabOf,
  contentTabRoute,
  featuredAfter,
  type ContentTab,
} from '../../core/publication/content-manager.ts';
import { SUBMISSION_MESSAGES } from '../../core/publication/submission.ts';
import { hrefFor } from '../chrome/links.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import type { PublicationContentQueryData } from '../generated/operations.ts';
import { dateOf, Failure, Frame, useAction } from './people-shared.tsx';
import { PublicationContentQuery, RemoveStoryFromPublicationMutation, SubmissionQuery } from './publication-content-queries.ts';
import { SetFeaturedStoriesMutation, SubmissionTargetsQuery, SubmitToPublicationMutation } from './publication-people-queries.ts';
import { SubmissionCard } from './SubmissionCard.tsx';

type Content = NonNullable<PublicationContentQueryData['publicationContent']>;
type Story = Content['stories'][number];

const EMPTY: Readonly<Record<ContentTab, string>> = {
  published: CONTENT_MESSAGES.emptyPublished,
  scheduled: CONTENT_MESSAGES.emptyScheduled,
  submissions: CONTENT_MESSAGES.emptySubmissions,
};

// ── /{publication}/stories, /stories/{filterBy}, /submissions ───────────────────────────────────

function StoryRow({ story, content }: { story: Story; content: Content }) {
  const id = useId();
  const action = useAction();
  const [confirming, setConfirming] = useState(false);
  const when =
    story.publishedAt !== null ? `Published ${dateOf(story.publishedAt)}` : story.scheduledAt !== null ? `Scheduled for ${dateOf(story.scheduledAt)}` : '';
  return (
    <li className="people__submission">
      <article aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>
          <a href={story.url}>{story.title || 'Untitled story'}</a>
        </h3>
        {story.subtitle && <p className="people__hint">{story.subtitle}</p>}
        <p>
          By <a href={`/@${encodeURIComponent(story.writerUsername)}`}>{story.writerName}</a> · {when}
          {story.visibility === 'UNLISTED' && <> · Unlisted</>}
          {story.isFeatured && (
            <>
              {' '}
              · <strong>Featured</strong>
            </>
          )}
        </p>
        <Failure message={action.failure} />
        {confirming ? (
          <div className="people__invitation" role="group" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`}>
              Remove “{story.title || 'Untitled story'}” from {content.name}? It stays published on {story.writerName}’s profile.
            </p>
            <div className="people__actions">
              <button
                type="button"
                className="button button--small"
                disabled={action.busy}
                onClick={() => void action.run(RemoveStoryFromPublicationMutation, { publicationId: content.publicationId, postId: story.id })}
              >
                Remove
              </button>
              <button type="button" className="button button--outline button--small" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          story.actions.length > 0 && (
            <div className="people__actions">
              {story.actions.map((a) => (
                <button
                  key={a.action}
                  type="button"
                  className="button button--outline button--small"
                  disabled={action.busy}
                  aria-describedby={`${id}-title`}
                  onClick={() => {
                    if (a.action === 'remove') return setConfirming(true);
                    const postIds = featuredAfter(content.featuredIds, story.id, a.action);
                    if (postIds) void action.run(SetFeaturedStoriesMutation, { publicationId: content.publicationId, postIds });
                  }}
                >
                  {a.label}
                </button>
              ))}
            </div>
          )
        )}
      </article>
    </li>
  );
}

export function PublicationContentPage() {
  const { state } = usePageData();
  const slug = state.route?.params.collectionSlug ?? '';
  const tab = contentTabOf(state.route?.name ?? '', state.route?.params.filterBy) ?? 'published';
  const content = usePreloaded(PublicationContentQuery, { slug, tab })?.publicationContent ?? null;
  const id = useId();
  if (!content) return <Frame page="community-publication-content" title="Stories">{null}</Frame>;
  const hrefOf = (t: ContentTab) => {
    const { route, params } = contentTabRoute(t, content.slug);
    return hrefFor(route, params);
  };
  return (
    <Frame page="community-publication-content" title={`${content.name}: stories`}>
      <p>
        <a href={hrefFor('ShowCollectionHome', { collectionSlug: content.slug })}>Back to {content.name}</a> ·{' '}
        <a href={hrefFor('ShowEditorInbox', { publicationSlug: content.slug })}>Editor inbox</a> ·{' '}
        <a href={hrefFor('ShowCollectionManageFeaturedStories', { collectionSlug: content.slug })}>Featured stories</a>
      </p>
      <nav aria-label="Stories by state">
        <ul className="people__actions" role="list">
          {CONTENT_TABS.map((t) => (
            <li key={t}>
              <a href={hrefOf(t)} className={t === tab ? 'button button--small' : 'button button--outline button--small'} aria-current={t === tab ? 'page' : undefined}>
                {CONTENT_TAB_LABELS[t]} ({content.counts[t]})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby={`${id}-tab`}>
        <h2 id={`${id}-tab`}>{CONTENT_TAB_LABELS[tab]}</h2>
        {tab === 'submissions' ? (
          content.submissions.length === 0 ? (
            <p className="feed__status">{EMPTY[tab]}</p>
          ) : (
            <ul className="people__list" aria-label={CONTENT_TAB_LABELS[tab]}>
              {content.submissions.map((s) => (
                <SubmissionCard key={s.id} submission={s} side="editor" reviewLink />
              ))}
            </ul>
          )
        ) : content.stories.length === 0 ? (
          <p className="feed__status">{EMPTY[tab]}</p>
        ) : (
          <ul className="people__list" aria-label={CONTENT_TAB_LABELS[tab]}>
            {content.stories.map((s) => (
              <StoryRow key={s.id} story={s} content={content} />
            ))}
          </ul>
        )}
      </section>
    </Frame>
  );
}

// ── /me/create-submission/{publicationId}/{postId} ──────────────────────────────────────────────

export function CreateSubmissionPage() {
  const { state } = usePageData();
  const params = state.route?.params ?? {};
  const targets = usePreloaded(SubmissionTargetsQuery, { postId: params.postId ?? '' })?.submissionTargets ?? null;
  const action = useAction();
  if (!targets) return <Frame page="create-submission" title="Submit your draft">{null}</Frame>;
  const publication = targets.publications.find((p) => p.id === params.publicationId) ?? null;
  const open = targets.openSubmission;
  return (
    <Frame page="create-submission" title="Submit your draft">
      <p>
        Your draft: <strong>{targets.title || 'Untitled story'}</strong> (<a href={hrefFor('ShowEditPost', { postId: targets.postId })}>edit</a>)
      </p>
      <Failure message={action.failure} />
      {open ? (
        <p>
          It is submitted to {open.publicationName} ({open.statusLabel.toLowerCase()}).{' '}
          <a href={hrefFor('ShowReviewSubmission', { submissionId: open.id })}>See the submission</a>.
        </p>
      ) : !publication ? (
        <p role="alert">
          {SUBMISSION_MESSAGES.noRole} <a href={hrefFor('ShowFindPublicationForSubmission', { postId: targets.postId })}>Choose another publication</a>.
        </p>
      ) : !targets.isDraft ? (
        <p>{SUBMISSION_MESSAGES.notDraft}</p>
      ) : (
        <>
          <p>
            The editors of <a href={hrefFor('ShowCollectionHome', { collectionSlug: publication.slug })}>{publication.name}</a> review your draft: they may ask for
            changes, accept it (it is then published in {publication.name}) or decline it. You can withdraw it until then.
          </p>
          <div className="people__actions">
            <button
              type="button"
              className="button"
              disabled={action.busy}
              onClick={() =>
                void action.run(SubmitToPublicationMutation, { publicationId: publication.id, postId: targets.postId }, (data) =>
                  hrefFor('ShowReviewSubmission', { submissionId: data.submitToPublication.id }),
                )
              }
            >
              {`Submit to ${publication.name}`}
            </button>
            <a className="button button--outline" href={hrefFor('ShowFindPublicationForSubmission', { postId: targets.postId })}>
              Choose another publication
            </a>
          </div>
        </>
      )}
    </Frame>
  );
}

// ── /r/submission/{submissionId} ────────────────────────────────────────────────────────────────

export function ReviewSubmissionPage() {
  const { state } = usePageData();
  const submission = usePreloaded(SubmissionQuery, { id: state.route?.params.submissionId ?? '' })?.submission ?? null;
  if (!submission) return <Frame page="review-submission" title="Submission">{null}</Frame>;
  // Its reviewers get the draft's text (preview); its writer does not.
  const side = submission.preview !== null ? 'editor' : 'writer';
  return (
    <Frame page="review-submission" title={`Submission to ${submission.publicationName}`}>
      <p>
        {side === 'editor' ? (
          <a href={hrefFor('ShowCollectionSubmissions', { collectionSlug: submission.publicationSlug })}>All submitted drafts of {submission.publicationName}</a>
        ) : (
          <a href={hrefFor('ShowWriterOutbox')}>All your submissions</a>
        )}
      </p>
      <ul className="people__list" aria-label="Submission">
        <SubmissionCard submission={submission} side={side} heading={2} />
      </ul>
    </Frame>
  );
}
