// Issue 17's newsletter pages (README: Newsletters), one chunk, each in its layout (platform-reference §2.4):
// - the landing and promotion pages: /subscribe/@{username} and /@{username}/subscribe (writer-subscription-promotion,
//   wordmark), /{publication}/newsletter and /{publication}/newsletters/{slug} (publication-newsletter-landing and
//   -promotion: two column, 'Open in app' hidden, reader-experience §2.3);
// - /me/unsubscribe-all-newsletters and /me/unsubscribe-all-author-newsletters (global-unsubscribe-newsletters, two
//   column);
// - /me/subscribers/import (import-mailing-list, top navigation): the writer's count, export, import, undelivered.
// Every form posts to the server and comes back to its page with what happened in the address (the page says it),
// so they work without JavaScript; the import form, when the script has loaded, posts in place and lists every bad
// line with its text.
import { useState, type FormEvent, type ReactNode } from 'react';
import { newsletterCopy as copy } from '../../core/copy/newsletter-copy.ts';
import { decodeLines, FORM_EXPIRED, isLandingStatus, landingMessage, newsletterLandingPath, type PageMessage } from '../../core/newsletters/newsletter-pages.ts';
import { IMPORT_ERRORS, IMPORT_MAX_BYTES, importLineMessage, isImportErrorCode } from '../../core/newsletters/import-limits.ts';
import { settingsPath } from '../../core/routing/settings.ts';
import { newsletterStatsPath } from '../../core/stats/stats-paths.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { useToast } from '../toasts/toast-host.tsx';
import type { NewsletterPageFieldsFragment } from '../generated/operations.ts';
import { PublicationNewsletterQuery, SubscribersImportQuery, WriterNewsletterQuery } from './newsletter-queries.ts';
import './newsletters.css';

export const subscribeAction = (newsletterId: string): string => `/_/api/subscriptions/newsletters/${encodeURIComponent(newsletterId)}`;

function Envelope() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
      <path fill="none" stroke="currentColor" strokeWidth="1.6" d="M3 6h18v12H3zM3 6l9 7 9-7" />
    </svg>
  );
}

export function Message({ message }: { message: PageMessage | null }) {
  if (!message) return null;
  return (
    <div className={`newsletter-message newsletter-message--${message.role}`} role={message.role}>
      <p>{message.text}</p>
    </div>
  );
}

/** The hidden fields of a signed-in form: the session's xsrf token. */
function Xsrf() {
  const { state } = usePageData();
  return state.xsrf ? <input type="hidden" name="xsrf" value={state.xsrf} /> : null;
}

/** Subscribe, unsubscribe, or (signed out) an address to confirm; the owner manages their subscribers instead. */
function SubscribeForm({ newsletter, undo }: { newsletter: NewsletterPageFieldsFragment; undo: boolean }) {
  const { state } = usePageData();
  const action = subscribeAction(newsletter.id);
  const signedIn = state.viewer !== null;
  if (signedIn && state.viewer?.id === newsletter.user.id) {
    return (
      <p className="newsletter-landing__own">
        This is your newsletter{newsletter.subscriberCount !== null ? ` · ${copy.subscriberCount(newsletter.subscriberCount)}` : ''}. <a href="/me/subscribers/import">Manage subscribers</a>
      </p>
    );
  }
  if (!signedIn) {
    const redirect = encodeURIComponent(newsletterLandingPath(newsletter));
    return (
      <>
        <form className="newsletter-form" method="post" action={action}>
          <input type="hidden" name="source" value="landing" />
          <input type="hidden" name="action" value="subscribe" />
          <label htmlFor="subscribe-email">Your e-mail address</label>
          <div className="newsletter-form__row">
            <input id="subscribe-email" type="email" name="email" required autoComplete="email" />
            <button type="submit" className="button">
              <Envelope />
              {copy.subscribeLabel}
            </button>
          </div>
        </form>
        <p className="newsletter-meta">
          Already have an account? <a href={`/m/signin?redirect=${redirect}`}>Sign in</a> to subscribe with it.
        </p>
      </>
    );
  }
  return <SignedInSubscribe newsletter={newsletter} undo={undo} xsrf={state.xsrf} />;
}

type SubscribeAnswer = { ok: boolean; status: string; message: string };

/** The JSON form of the subscribe endpoint (the script's way; the form's is a post and a redirect). */
async function postSubscription(newsletterId: string, action: 'subscribe' | 'unsubscribe', xsrf: string): Promise<SubscribeAnswer> {
  const response = await window.fetch(subscribeAction(newsletterId), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    body: JSON.stringify({ action, source: 'landing' }),
  });
  return (await response.json()) as SubscribeAnswer;
}

/**
 * A signed-in reader's Subscribe or Unsubscribe. Without a script it is a form that posts and comes back; with one it
 * posts in place and says so in the spec's toasts (reader-experience §2.3 newsletter subscribe/unsubscribe), whose
 * Undo takes it back (§2.3: undo of an unsubscribe; a subscription's Undo unsubscribes).
 */
function SignedInSubscribe({ newsletter, undo, xsrf }: { newsletter: NewsletterPageFieldsFragment; undo: boolean; xsrf: string | null }) {
  const toast = useToast();
  const [subscribed, setSubscribed] = useState(newsletter.viewerEdge.isSubscribed);
  const [busy, setBusy] = useState(false);
  const action = subscribeAction(newsletter.id);

  const change = async (to: 'subscribe' | 'unsubscribe', offerUndo: boolean) => {
    if (!xsrf) return;
    setBusy(true);
    try {
      const answer = await postSubscription(newsletter.id, to, xsrf);
      if (!answer.ok) return toast({ message: answer.message, style: 'RETRYABLE_ERROR' });
      setSubscribed(to === 'subscribe');
      const style = to === 'subscribe' ? 'NEWSLETTER_SUBSCRIBE' : 'NEWSLETTER_UNSUBSCRIBE';
      const back = to === 'subscribe' ? 'unsubscribe' : 'subscribe';
      if (!offerUndo) return toast({ message: answer.message, style });
      return toast(
        { message: answer.message, style, ...(to === 'subscribe' ? { undo: { kind: 'unsubscribeNewsletter' as const, newsletterId: newsletter.id, name: newsletter.name } } : {}) },
        () => void change(back, false),
      );
    } catch {
      toast({ message: copy.subscribeFail, style: 'RETRYABLE_ERROR' });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!xsrf || typeof window === 'undefined' || typeof window.fetch !== 'function') return;
    event.preventDefault();
    void change(subscribed ? 'unsubscribe' : 'subscribe', true);
  };

  return (
    <form className="newsletter-form" method="post" action={action} onSubmit={submit}>
      <Xsrf />
      <input type="hidden" name="source" value="landing" />
      <input type="hidden" name="action" value={subscribed ? 'unsubscribe' : 'subscribe'} />
      {subscribed ? (
        <div className="newsletter-form__row">
          <span className="newsletter-form__subscribed">
            <Envelope />
            {copy.subscribedLabel}
          </span>
          <button type="submit" className="button button--outline" disabled={busy} aria-busy={busy}>
            Unsubscribe
          </button>
        </div>
      ) : (
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          <Envelope />
          {undo ? copy.undo : copy.subscribeLabel}
        </button>
      )}
    </form>
  );
}

function LandingMain({ newsletter, by, about }: { newsletter: NewsletterPageFieldsFragment; by: ReactNode; about: string }) {
  const { state } = usePageData();
  const params = state.route?.params ?? {};
  const status = params.status && isLandingStatus(params.status) ? params.status : null;
  const message = status ? landingMessage(status, newsletter.name, params.email ?? '') : null;
  return (
    <section className="newsletter-landing" aria-labelledby="newsletter-title">
      <Message message={message} />
      <h1 id="newsletter-title">{newsletter.name}</h1>
      <p className="newsletter-landing__by">{by}</p>
      {about && <p className="newsletter-landing__about">{about}</p>}
      <p>Get every new story by e-mail.</p>
      <SubscribeForm newsletter={newsletter} undo={status === 'unsubscribed' && !newsletter.viewerEdge.isSubscribed} />
    </section>
  );
}

function NoNewsletter() {
  return (
    <section aria-labelledby="newsletter-title">
      <h1 id="newsletter-title">Newsletter not found</h1>
      <p>There is no newsletter at this address.</p>
    </section>
  );
}

/** /subscribe/@{username} and /@{username}/subscribe (writer-subscription-promotion, wordmark layout). */
export function WriterNewsletterPage() {
  const { state } = usePageData();
  const user = usePreloaded(WriterNewsletterQuery, { username: state.route?.params.username ?? '' })?.user ?? null;
  const newsletter = user?.newsletterV3 ?? null;
  return (
    <PageFrame
      page="writer-subscription-promotion"
      main={
        newsletter && user ? (
          <LandingMain
            newsletter={newsletter}
            by={
              <>
                A newsletter by <a href={`/@${encodeURIComponent(user.username)}`}>{user.name}</a>
              </>
            }
            about={user.bio}
          />
        ) : (
          <NoNewsletter />
        )
      }
    />
  );
}

/** /{publication}/newsletter and /{publication}/newsletters/{slug} (two column; 'Open in app' hidden). */
export function PublicationNewsletterPage() {
  const { state } = usePageData();
  const page = state.route?.page === 'publication-newsletter-promotion' ? 'publication-newsletter-promotion' : 'publication-newsletter-landing';
  const slug = state.route?.params.collectionSlug ?? '';
  const publication = usePreloaded(PublicationNewsletterQuery, { slug })?.publication ?? null;
  const newsletter = publication?.newsletterV3 ?? null;
  return (
    <PageFrame
      page={page}
      main={
        newsletter && publication ? (
          <LandingMain
            newsletter={newsletter}
            by={
              <>
                A newsletter from <a href={`/${encodeURIComponent(publication.slug)}`}>{publication.name}</a>
              </>
            }
            about={newsletter.description || publication.tagline}
          />
        ) : (
          <NoNewsletter />
        )
      }
      asideLabel="About this newsletter"
      aside={
        publication ? (
          <section className="newsletter-aside">
            <h2>About {publication.name}</h2>
            {publication.tagline && <p>{publication.tagline}</p>}
            <p>
              <a href={`/${encodeURIComponent(publication.slug)}`}>Read {publication.name}</a>
            </p>
          </section>
        ) : null
      }
    />
  );
}

/** /me/unsubscribe-all-newsletters and /me/unsubscribe-all-author-newsletters (two column). */
export function UnsubscribeAllNewslettersPage() {
  const { state } = usePageData();
  const onlyAuthors = state.route?.name === 'ShowUnsubscribeAllAuthorNewsletters';
  const params = state.route?.params ?? {};
  const count = Number(params.count ?? '0');
  const done = params.status === 'done' && Number.isInteger(count) && count >= 0;
  const message: PageMessage | null = done
    ? { role: 'status', text: `${copy.unsubscribedAll(count)} ${copy.unsubscribeEffective}` }
    : params.status === 'expired'
      ? { role: 'alert', text: FORM_EXPIRED }
      : null;
  const path = onlyAuthors ? '/me/unsubscribe-all-author-newsletters' : '/me/unsubscribe-all-newsletters';
  return (
    <PageFrame
      page="global-unsubscribe-newsletters"
      main={
        <section className="newsletter-unsubscribe-all" aria-labelledby="unsubscribe-all-title">
          <Message message={message} />
          <h1 id="unsubscribe-all-title">{onlyAuthors ? copy.unsubscribeAllAuthorConfirm : copy.unsubscribeAllConfirm}</h1>
          <p>
            {onlyAuthors
              ? 'You will stop receiving the newsletters of every writer you subscribed to. Publications’ newsletters are not changed.'
              : 'You will stop receiving every newsletter you subscribed to, from writers and publications alike.'}
          </p>
          {!done && (
            <form method="post" action={path} className="newsletter-form">
              <Xsrf />
              <div className="newsletter-form__row">
                <button type="submit" className="button">
                  Unsubscribe
                </button>
                <a href="/">Cancel</a>
              </div>
            </form>
          )}
          <p className="newsletter-meta">{copy.unsubscribeEffective}</p>
        </section>
      }
      asideLabel="Other e-mail settings"
      aside={
        <section className="newsletter-aside">
          <h2>Other e-mail settings</h2>
          <ul>
            <li>
              <a href={onlyAuthors ? '/me/unsubscribe-all-newsletters' : '/me/unsubscribe-all-author-newsletters'}>
                {onlyAuthors ? 'Unsubscribe from all newsletters' : 'Unsubscribe from writers’ newsletters only'}
              </a>
            </li>
            <li>
              <a href={settingsPath('notifications', 'email-settings')}>Notification e-mails</a>
            </li>
          </ul>
        </section>
      }
    />
  );
}

type ImportOutcome = { message: PageMessage; lines: string[] } | null;

/** What the address says happened to the last upload (a form's redirect). */
function outcomeOf(params: Readonly<Record<string, string | undefined>>): ImportOutcome {
  const count = Number(params.count ?? '0');
  if (params.status === 'imported' && Number.isInteger(count) && count >= 0) return { message: { role: 'status', text: copy.importDone(count) }, lines: [] };
  if (params.status === 'invalid') {
    const lines = decodeLines(params.lines);
    const more = Number.isInteger(count) && count > lines.length ? [`…and ${count - lines.length} more.`] : [];
    return { message: { role: 'alert', text: copy.importNothing }, lines: [...lines.map(importLineMessage), ...more] };
  }
  if (params.status === 'refused' && params.reason && isImportErrorCode(params.reason)) return { message: { role: 'alert', text: IMPORT_ERRORS[params.reason] }, lines: [] };
  return null;
}

/** /me/subscribers/import (top navigation): the writer's newsletter, its subscribers' export and import. */
export function ImportSubscribersPage() {
  const { state } = usePageData();
  const username = state.viewer?.username ?? '';
  const newsletter = usePreloaded(SubscribersImportQuery, { username })?.user?.newsletterV3 ?? null;
  const [outcome, setOutcome] = useState<ImportOutcome>(() => outcomeOf(state.route?.params ?? {}));
  const [count, setCount] = useState(newsletter?.subscriberCount ?? 0);
  const [busy, setBusy] = useState(false);

  // With the script: post in place and show every bad line with its text; without it the form posts and comes back.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (typeof window === 'undefined' || typeof window.fetch !== 'function') return;
    event.preventDefault();
    setBusy(true);
    try {
      const response = await window.fetch(event.currentTarget.action, { method: 'POST', body: new FormData(event.currentTarget), headers: { accept: 'application/json' }, credentials: 'same-origin' });
      const answer = (await response.json()) as { ok: boolean; message: string; imported: number; lineErrors: { line: number; message: string }[] };
      setOutcome({ message: { role: answer.ok ? 'status' : 'alert', text: answer.message }, lines: answer.lineErrors.map((l) => `Line ${l.line}: ${l.message}`) });
      if (answer.ok) setCount((n) => n + answer.imported);
    } catch {
      setOutcome({ message: { role: 'alert', text: copy.subscribeFail }, lines: [] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame
      page="import-mailing-list"
      main={
        <section className="newsletter-import" aria-labelledby="import-title">
          <h1 id="import-title">{copy.importTitle}</h1>
          {!newsletter ? (
            <p role="alert">There is no newsletter for this account.</p>
          ) : (
            <>
              <p>
                {`${newsletter.name} · ${copy.subscriberCount(count)} · `}
                <a href={`/@${encodeURIComponent(username)}/newsletters/${encodeURIComponent(newsletter.id)}/subscribers/csv-export`}>Export subscribers (CSV)</a>
                {' · '}
                <a href={newsletterStatsPath(newsletter.id)}>Newsletter stats</a>
              </p>
              <div aria-live="polite">
                {outcome && (
                  <div className={`newsletter-message newsletter-message--${outcome.message.role}`} role={outcome.message.role}>
                    <p>{outcome.message.text}</p>
                    {outcome.lines.length > 0 && (
                      <ul>
                        {outcome.lines.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                )}
              </div>
              <p>{copy.importIntro}</p>
              <form className="newsletter-form" method="post" action="/me/subscribers/import" encType="multipart/form-data" onSubmit={(e) => void submit(e)}>
                <Xsrf />
                <label htmlFor="import-file">CSV file (at most {IMPORT_MAX_BYTES / 1024 / 1024} MB)</label>
                <div className="newsletter-form__row">
                  <input id="import-file" type="file" name="file" accept=".csv,text/csv,text/plain" required />
                  <button type="submit" className="button" disabled={busy} aria-busy={busy}>
                    Import
                  </button>
                </div>
              </form>
              {newsletter.undeliveredEmails && newsletter.undeliveredEmails.length > 0 && (
                <section aria-labelledby="undelivered-title">
                  <h2 id="undelivered-title">{copy.deliveryFailures}</h2>
                  <ul className="newsletter-undelivered">
                    {newsletter.undeliveredEmails.map((f) => (
                      <li key={f.id}>{`${f.to} — ${f.subject}: ${f.error}`}</li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )}
        </section>
      }
    />
  );
}
