// reader-experience §3 Publication newsletter (name, description, showPromo): a publication's newsletter settings,
// /{publication}/newsletters/{newsletterSlug}/settings (/new-newsletter comes here: a publication has its one
// newsletter from the start), for its owners and editors. The rules are core's (core/newsletters/
// newsletter-settings.ts): checked here as you type for the message, and again by the server, whose refusal shows.
import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_SETTINGS_LIMITS, NEWSLETTER_SETTINGS_MESSAGES, parseNewsletterSettings } from '../../core/newsletters/newsletter-settings.ts';
import { hrefFor } from '../chrome/links.ts';
import { newsletterStatsPath } from '../../core/stats/stats-paths.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { PublicationNewsletterSettingsQuery, UpdatePublicationNewsletterMutation } from './newsletter-queries.ts';
import './newsletters.css';

const TRY_AGAIN = 'Something went wrong. Check your connection and try again.';

type Outcome = { role: 'status' | 'alert'; text: string } | null;

export function PublicationNewsletterSettingsPage() {
  const { state, transport } = usePageData();
  const slug = state.route?.params.collectionSlug ?? '';
  const settings = usePreloaded(PublicationNewsletterSettingsQuery, { slug })?.publicationNewsletterSettings ?? null;
  const id = useId();
  const [name, setName] = useState(settings?.newsletter.name ?? '');
  const [description, setDescription] = useState(settings?.newsletter.description ?? '');
  const [showPromo, setShowPromo] = useState(settings?.newsletter.showPromo ?? true);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!settings) return <PageFrame page="publication-newsletter-settings" main={<h1 className="page-heading">Newsletter settings</h1>} />;

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = parseNewsletterSettings({ name, description, showPromo });
    if (!checked.ok) return setOutcome({ role: 'alert', text: checked.message });
    if (!transport || !settings) return setOutcome({ role: 'alert', text: TRY_AGAIN });
    setBusy(true);
    setOutcome(null);
    try {
      const result = await transport.request(UpdatePublicationNewsletterMutation, { publicationId: settings.publicationId, input: checked.value });
      const error = result.errors?.[0]?.message;
      setOutcome(error || !result.data ? { role: 'alert', text: error ?? TRY_AGAIN } : { role: 'status', text: NEWSLETTER_SETTINGS_MESSAGES.saved });
    } catch {
      setOutcome({ role: 'alert', text: TRY_AGAIN });
    }
    setBusy(false);
  }

  return (
    <PageFrame
      page="publication-newsletter-settings"
      main={
        <section className="newsletter-import" aria-labelledby={`${id}-title`}>
          <h1 id={`${id}-title`}>Newsletter settings</h1>
          <p className="newsletter-meta">
            {settings.name}’s newsletter: {settings.subscriberCount} {settings.subscriberCount === 1 ? 'subscriber' : 'subscribers'}. Every story published
            in {settings.name} goes to them by e-mail.
          </p>
          <form className="newsletter-form newsletter-settings" onSubmit={(e) => void save(e)} noValidate>
            <div className="field">
              <label htmlFor={`${id}-name`}>Name</label>
              <input id={`${id}-name`} value={name} maxLength={NEWSLETTER_SETTINGS_LIMITS.name * 2} onChange={(e) => setName(e.target.value)} required />
            </div>
            <div className="field">
              <label htmlFor={`${id}-description`}>Description</label>
              <textarea
                id={`${id}-description`}
                value={description}
                rows={4}
                maxLength={NEWSLETTER_SETTINGS_LIMITS.description * 2}
                aria-describedby={`${id}-description-hint`}
                onChange={(e) => setDescription(e.target.value)}
              />
              <p id={`${id}-description-hint`} className="field__hint">
                Shown on the newsletter’s page; at most {NEWSLETTER_SETTINGS_LIMITS.description} characters.
              </p>
            </div>
            <label className="field--check">
              <input type="checkbox" checked={showPromo} onChange={(e) => setShowPromo(e.target.checked)} /> Show the Subscribe button on {settings.name}’s homepage
            </label>
            {outcome && (
              <p role={outcome.role} className={`newsletter-message newsletter-message--${outcome.role}`}>
                {outcome.text}
              </p>
            )}
            <div className="newsletter-form__row">
              <button type="submit" className="button" disabled={busy}>
                Save
              </button>
              <a href={hrefFor('ShowCollectionNewsletterLandingPage', { collectionSlug: settings.slug })}>See the newsletter’s page</a>
              <a href={newsletterStatsPath(settings.newsletter.id)}>Newsletter stats</a>
            </div>
          </form>
        </section>
      }
    />
  );
}
