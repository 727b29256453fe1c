// Issue 23 part B: the landing pages staff edit in the story editor (core/landing/landing-pages.ts): About, Write,
// Earn, Business and Verified authors, with 'Apply for author verification' (a request staff see on the same page);
// the membership page (PlansPage.tsx) shows its text around the plans with the same Edit this page.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { APPLY_FOR_VERIFICATION, LANDING_OF_ROUTE, VERIFICATION_NOTE_MAX } from '../../core/landing/landing-pages.ts';
import { formatLongDate } from '../../core/format/date.ts';
import { hrefFor } from '../chrome/links.ts';
import { PostBody } from '../components/PostBody.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import type { ApplyForAuthorVerificationMutationData, ApplyForAuthorVerificationMutationVariables } from '../generated/operations.ts';
import { EditLandingButton } from '../landing/EditLandingButton.tsx';
import { LandingPageQuery } from '../landing/landing-queries.ts';
import { LayoutFor, PageFrame } from '../layouts/Layouts.tsx';
import type { PageLayout } from '../../core/layout/page-layouts.ts';
import type { Operation } from '../post-card-fields.ts';

const ApplyForAuthorVerificationMutation: Operation<ApplyForAuthorVerificationMutationData, ApplyForAuthorVerificationMutationVariables> = {
  name: 'ApplyForAuthorVerification',
  source: /* GraphQL */ `
    mutation ApplyForAuthorVerification($note: String!) {
      applyForAuthorVerification(note: $note) { ok message }
    }
  `,
};

function ApplyForVerification({ applied, signedIn }: { applied: boolean; signedIn: boolean }) {
  const { transport } = usePageData();
  const [note, setNote] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(applied ? { ok: true, text: 'You have asked for verification: staff will reply by e-mail.' } : null);
  const id = useId();
  if (!signedIn) {
    return (
      <p>
        <a className="button" href={hrefFor('ShowSignIn', { redirect: '/verified-authors' })}>
          {APPLY_FOR_VERIFICATION}
        </a>
      </p>
    );
  }
  if (said?.ok) return <p role="status">{said.text}</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport) return;
    try {
      const result = await transport.request(ApplyForAuthorVerificationMutation, { note });
      const answer = result.data?.applyForAuthorVerification;
      setSaid({ ok: answer?.ok ?? false, text: answer?.message ?? result.errors?.[0]?.message ?? 'The request did not go through.' });
    } catch (e) {
      setSaid({ ok: false, text: e instanceof Error ? e.message : 'The request did not go through.' });
    }
  };
  return (
    <form onSubmit={submit} className="gifts__redeem">
      <div className="field field--wide">
        <label htmlFor={id}>Your books (titles, publishers, links)</label>
        <textarea id={id} rows={4} maxLength={VERIFICATION_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <button type="submit" className="button" disabled={note.trim() === ''}>
        {APPLY_FOR_VERIFICATION}
      </button>
      {said && !said.ok && (
        <p role="alert" className="payment__error">
          {said.text}
        </p>
      )}
    </form>
  );
}

/**
 * A landing page in its page name's layout; About (which shares the footer pages' name, SitePage.tsx) passes the top
 * bar's layout, so a reader who came for it can go on from there, as from Help or the Rules.
 */
export function LandingPage({ layout }: { layout?: PageLayout } = {}) {
  const { state } = usePageData();
  const key = LANDING_OF_ROUTE[state.route?.name ?? ''] ?? 'write';
  const data = usePreloaded(LandingPageQuery, { key });
  const page = data?.landingPage;
  const headingId = useId();
  const routePage = state.route?.page ?? 'landing-write';
  const frame = (main: ReactNode) => (layout ? <LayoutFor layout={layout} slots={{ main }} /> : <PageFrame page={routePage} main={main} />);
  if (!page) return frame(<p>This page could not be loaded.</p>);
  return frame(
    <article className="plans gifts landing-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="plans__title">
        {page.title}
      </h1>
      {page.editable && <EditLandingButton landingKey={page.key} />}
      <div className="post-body">
        <PostBody paragraphs={page.paragraphs} />
      </div>
      {page.key === 'earn' && (
        // Issue 23 part C: the Partner Program's way in (signed-out readers sign in first).
        <p className="plans__actions">
          <a className="button" href={data.viewer ? hrefFor('ShowPartnerEnroll') : hrefFor('ShowSignIn', { redirect: hrefFor('ShowPartnerEnroll') })}>
            Join the Partner Program
          </a>
        </p>
      )}
      {page.key === 'verified-authors' && (
        <section aria-label={APPLY_FOR_VERIFICATION}>
          <ApplyForVerification applied={page.viewerHasApplied} signedIn={Boolean(data.viewer)} />
          {page.editable && (
            <>
              <h2>Requests</h2>
              {page.verificationRequests.length === 0 ? (
                <p className="membership-muted">No requests yet.</p>
              ) : (
                <ul>
                  {page.verificationRequests.map((r) => (
                    <li key={r.username}>
                      <a href={hrefFor('ShowUser', { username: r.username })}>{r.name}</a> ({r.email}), {formatLongDate(r.createdAt)}: {r.note}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      )}
    </article>,
  );
}
