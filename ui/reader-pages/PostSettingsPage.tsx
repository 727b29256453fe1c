// A story's settings for its author (/p/{postId}/settings; core/reader-pages/post-settings.ts): the title and
// description search engines and link previews show, the canonical link of a story first published elsewhere, and
// the story's details as its publish dialog set them (tags, member-only, licence), changed in the editor.
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { LICENSE_LABELS } from '../../core/editor/publish-choices.ts';
import type { PostLicense } from '../../core/content/post-lifecycle.ts';
import { POST_SETTINGS_MESSAGES, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../../core/reader-pages/post-settings.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { PostSettingsQuery, UpdateStorySettingsMutation } from './post-settings-operations.ts';
import { postIdFromParam } from '../../core/content/post-id.ts';
import { StorySeriesSection } from './SeriesControls.tsx';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

const length = (text: string) => [...text].length;

export function PostSettingsPage() {
  const { state, transport } = usePageData();
  const id = postIdFromParam(state.route?.params.postId ?? '') ?? '';
  const data = usePreloaded(PostSettingsQuery, { id });
  const story = data?.editablePost;
  const saved = data?.post?.settings;
  const formId = useId();
  const [fields, setFields] = useState({ seoTitle: saved?.seoTitle ?? '', seoDescription: saved?.seoDescription ?? '', canonicalUrl: saved?.canonicalUrl ?? '' });
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  if (!story || !saved) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport || sending) return;
    setSending(true);
    try {
      const answer = (await transport.request(UpdateStorySettingsMutation, { postId: story.id, input: fields })).data?.updateStorySettings;
      if (answer?.__typename === 'StorySettingsSaved') {
        setFields({ seoTitle: answer.settings.seoTitle, seoDescription: answer.settings.seoDescription, canonicalUrl: answer.settings.canonicalUrl ?? '' });
        setSaid({ ok: true, message: POST_SETTINGS_MESSAGES.saved });
      } else setSaid({ ok: false, message: answer && 'message' in answer ? answer.message : 'The settings could not be saved.' });
    } catch (error) {
      setSaid({ ok: false, message: error instanceof Error ? error.message : 'The settings could not be saved.' });
    } finally {
      setSending(false);
    }
  };
  const title = story.title || 'Untitled story';
  return (
    <PageFrame
      page="post-settings"
      main={
        <div className="post-settings">
          <h1 className="page-heading">Story settings</h1>
          <p className="tag__kicker">{story.url ? <a href={story.url}>{title}</a> : title}</p>
          <form onSubmit={submit} noValidate aria-labelledby={`${formId}-seo`}>
            <h2 id={`${formId}-seo`} className="aside-heading">
              Search and link previews
            </h2>
            <div className="field field--wide">
              <label htmlFor={`${formId}-title`}>SEO title</label>
              <input id={`${formId}-title`} value={fields.seoTitle} onChange={set('seoTitle')} maxLength={SEO_TITLE_MAX} aria-describedby={`${formId}-title-hint`} placeholder={story.title} />
              <p id={`${formId}-title-hint`} className="post-settings__hint">
                {length(fields.seoTitle)}/{SEO_TITLE_MAX}. Shown in search results and link previews; empty, the story’s title is used.
              </p>
            </div>
            <div className="field field--wide">
              <label htmlFor={`${formId}-description`}>SEO description</label>
              <textarea
                id={`${formId}-description`}
                value={fields.seoDescription}
                onChange={set('seoDescription')}
                maxLength={SEO_DESCRIPTION_MAX}
                rows={3}
                aria-describedby={`${formId}-description-hint`}
                placeholder={story.subtitle}
              />
              <p id={`${formId}-description-hint`} className="post-settings__hint">
                {length(fields.seoDescription)}/{SEO_DESCRIPTION_MAX}. Empty, the story’s subtitle is used.
              </p>
            </div>
            <h2 className="aside-heading">Canonical link</h2>
            <div className="field field--wide">
              <label htmlFor={`${formId}-canonical`}>Original address</label>
              <input
                id={`${formId}-canonical`}
                type="url"
                inputMode="url"
                value={fields.canonicalUrl}
                onChange={set('canonicalUrl')}
                placeholder="https://"
                aria-describedby={`${formId}-canonical-hint`}
              />
              <p id={`${formId}-canonical-hint`} className="post-settings__hint">
                If this story was first published elsewhere, give its address: search engines then credit the original.
              </p>
            </div>
            <button type="submit" className="button" disabled={sending}>
              {sending ? 'Saving…' : 'Save settings'}
            </button>
            {said && (
              <p role={said.ok ? 'status' : 'alert'} className={said.ok ? 'books__said' : 'payment__error'}>
                {said.message}
              </p>
            )}
          </form>
          <StorySeriesSection postId={story.id} eligible={story.state === 'PUBLISHED'} initial={data?.viewer?.series ?? []} />
          <section aria-labelledby={`${formId}-details`}>
            <h2 id={`${formId}-details`} className="aside-heading">
              Story details
            </h2>
            <dl className="post-settings__details">
              <dt>Tags</dt>
              <dd>{story.tags.length > 0 ? story.tags.join(', ') : 'None'}</dd>
              <dt>Member-only story</dt>
              <dd>{story.isLocked ? 'Yes' : 'No'}</dd>
              <dt>Licence</dt>
              <dd>{LICENSE_LABELS[story.license as PostLicense] ?? story.license}</dd>
            </dl>
            <p>
              These are set when you publish: <a href={story.editUrl}>open the story in the editor</a> and choose {story.state === 'DRAFT' ? 'Publish' : 'Publish changes'}.
            </p>
          </section>
        </div>
      }
    />
  );
}
