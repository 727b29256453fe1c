// The publish dialog (issue 15): the story's preview card, up to 5 tags (autocomplete from existing ones, new
// ones allowed), the publication (where the writer is OWNER, EDITOR or WRITER; none: their own profile), member-
// only with where the preview is cut, the licence, and publish now or at a scheduled time. The server's message
// for anything it refuses is shown as is (role=alert). The one modal primitive.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { GraphQLTransport } from '../../adapters/graphql-client/batched-client.ts';
import { POST_LICENSES, readPublishInput, type PostLicense } from '../../core/content/post-lifecycle.ts';
import type { ImageMetadata } from '../../core/content/paragraph.ts';
import { addTag, defaultPreviewCut, LICENSE_LABELS, previewCutChoices, PUBLISH_SCHEDULE_MISSING, type TagChoice } from '../../core/editor/publish-choices.ts';
import { ModalDialog } from '../components/ModalDialog.tsx';
import { PublishTargetsQuery, TagSuggestionsQuery } from './editor-operations.ts';

export type PublishChoices = {
  tags: string[];
  publicationId: string | null;
  isLocked: boolean;
  previewParagraphs: number | null;
  license: PostLicense;
  scheduledAt: number | null;
  /** The card's image, one of the story's; null: its first. */
  previewImageId: string | null;
};

export type PublishDialogProps = {
  transport: GraphQLTransport | null;
  now: () => number;
  title: string;
  subtitle: string;
  /** The story's images: the first is the card's unless the writer picks another. */
  images: ImageMetadata[];
  paragraphCount: number;
  initial: { tags: string[]; publicationId: string | null; isLocked: boolean; previewParagraphs: number | null; license: PostLicense };
  republish: boolean;
  /**
   * Issue 22, with enable_submissions_v2: where a writer submits this draft to a publication for review instead
   * (/me/find-publication-for-submission/{postId}); null: not offered. Publications where the writer is only a
   * WRITER are then left out of "Publish in" (their stories go through review).
   */
  submitHref?: string | null;
  onPublish: (choices: PublishChoices) => Promise<{ ok: true } | { ok: false; message: string }>;
  onClose: () => void;
};

type Target = { id: string; name: string; role: string };

function TagField({ transport, tags, setTags, setError }: { transport: GraphQLTransport | null; tags: TagChoice[]; setTags: (t: TagChoice[]) => void; setError: (m: string | null) => void }) {
  const inputId = useId();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [suggestions, setSuggestions] = useState<TagChoice[]>([]);
  const [active, setActive] = useState(-1);
  const asked = useRef(0);

  useEffect(() => {
    const prefix = typed.trim();
    if (!transport || prefix === '') {
      setSuggestions([]);
      return;
    }
    const ask = ++asked.current;
    void transport.request(TagSuggestionsQuery, { prefix, first: 8 }).then(
      (result) => {
        if (ask !== asked.current) return;
        const found = (result.data?.tagSuggestions ?? []).filter((t) => !tags.some((c) => c.slug === t.slug));
        setSuggestions(found.map((t) => ({ slug: t.slug, displayTitle: t.displayTitle })));
        setActive(-1);
      },
      () => setSuggestions([]),
    );
  }, [typed, transport, tags]);

  const add = (text: string) => {
    const result = addTag(tags, text);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setTags(result.tags);
    setTyped('');
    setSuggestions([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) setActive((active + 1) % suggestions.length);
    else if (event.key === 'ArrowUp' && suggestions.length > 0) setActive((active - 1 + suggestions.length) % suggestions.length);
    else if (event.key === 'Enter' || event.key === ',') {
      const choice = suggestions[active];
      if (!choice && typed.trim() === '') return;
      add(choice ? choice.displayTitle : typed);
    } else if (event.key === 'Escape' && suggestions.length > 0) {
      setSuggestions([]);
      event.stopPropagation();
    } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) setTags(tags.slice(0, -1));
    else return;
    event.preventDefault();
  };

  const open = suggestions.length > 0;
  return (
    <div className="publish-tags">
      <label htmlFor={inputId}>Tags (up to 5)</label>
      <ul className="publish-tags__chips" aria-label="Chosen tags">
        {tags.map((tag) => (
          <li key={tag.slug} className="publish-tags__chip">
            {tag.displayTitle}
            <button type="button" className="publish-tags__remove" aria-label={`Remove tag ${tag.displayTitle}`} onClick={() => setTags(tags.filter((t) => t.slug !== tag.slug))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={typed}
        placeholder={tags.length >= 5 ? '' : 'Add a tag…'}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Suggested tags" className="publish-tags__suggestions" hidden={!open}>
        {suggestions.map((s, i) => (
          <li
            key={s.slug}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="publish-tags__suggestion"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => add(s.displayTitle)}
          >
            {s.displayTitle}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A local date-time for a datetime-local field. */
function localInputValue(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function PublishDialog(props: PublishDialogProps) {
  const { transport, initial } = props;
  const titleId = useId();
  const ids = { publication: useId(), locked: useId(), cut: useId(), license: useId(), when: useId(), at: useId() };
  const [tags, setTags] = useState<TagChoice[]>(() => initial.tags.map((slug) => ({ slug, displayTitle: slug })));
  const [targets, setTargets] = useState<Target[]>([]);
  const [publicationId, setPublicationId] = useState<string | null>(initial.publicationId);
  const [isLocked, setLocked] = useState(initial.isLocked);
  const [cut, setCut] = useState<number>(initial.previewParagraphs ?? defaultPreviewCut(props.paragraphCount));
  const [license, setLicense] = useState<PostLicense>(initial.license);
  const [previewImageId, setPreviewImageId] = useState<string | null>(props.images[0]?.id ?? null);
  const previewImage = props.images.find((image) => image.id === previewImageId) ?? null;
  const [schedule, setSchedule] = useState(false);
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!transport) return;
    void transport.request(PublishTargetsQuery, {}).then(
      (r) => setTargets(r.data?.publishTargets ?? []),
      () => setTargets([]),
    );
  }, [transport]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    let scheduledAt: number | null = null;
    if (schedule) {
      const ms = at === '' ? Number.NaN : new Date(at).getTime();
      if (!Number.isFinite(ms)) {
        setError(PUBLISH_SCHEDULE_MISSING);
        return;
      }
      scheduledAt = ms;
    }
    const choices: PublishChoices = {
      tags: tags.map((t) => t.displayTitle),
      publicationId,
      isLocked,
      previewParagraphs: isLocked ? cut : null,
      license,
      scheduledAt,
      previewImageId: previewImage ? previewImage.id : null,
    };
    const checked = readPublishInput(choices, props.now());
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    setError(null);
    const result = await props.onPublish(choices);
    setBusy(false);
    if (!result.ok) setError(result.message);
  };

  const action = schedule ? 'Schedule' : props.republish ? 'Save and publish' : 'Publish now';
  return (
    <ModalDialog block="editor-dialog" panelClassName="publish-dialog" labelledBy={titleId} onClose={props.onClose} busy={busy} lockScroll>
      <form className="editor-dialog__form" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={titleId} tabIndex={-1}>{props.republish ? 'Publish your changes' : 'Publish your story'}</h2>
        <section className="publish-preview" aria-label="Story preview">
          {previewImage && <img src={`/media/${previewImage.id}?w=400`} alt={previewImage.alt} width={200} height={Math.round((200 * previewImage.originalHeight) / previewImage.originalWidth)} />}
          <p className="publish-preview__title">{props.title || 'Untitled story'}</p>
          {props.subtitle && <p className="publish-preview__subtitle">{props.subtitle}</p>}
        </section>
        {props.images.length > 1 && (
          <fieldset className="publish-images">
            <legend>Preview image</legend>
            {props.images.map((image, i) => (
              <label key={image.id} className="publish-images__choice">
                <input type="radio" name="preview-image" value={image.id} checked={previewImage?.id === image.id} onChange={() => setPreviewImageId(image.id)} />
                <img src={`/media/${image.id}?w=160`} alt="" width={80} height={Math.max(1, Math.round((80 * image.originalHeight) / image.originalWidth))} />
                <span className="visually-hidden">{image.alt.trim() === '' ? `Image ${i + 1}` : image.alt}</span>
              </label>
            ))}
          </fieldset>
        )}
        <TagField transport={transport} tags={tags} setTags={setTags} setError={setError} />
        <label htmlFor={ids.publication}>Publish in</label>
        <select id={ids.publication} value={publicationId ?? ''} onChange={(e) => setPublicationId(e.target.value || null)}>
          <option value="">Your profile</option>
          {targets.filter((t) => !props.submitHref || t.role !== 'WRITER').map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <div className="publish-check">
          <input id={ids.locked} type="checkbox" checked={isLocked} onChange={(e) => setLocked(e.target.checked)} />
          <label htmlFor={ids.locked}>Member-only story</label>
        </div>
        {isLocked && (
          <>
            <label htmlFor={ids.cut}>The preview ends after paragraph</label>
            <select id={ids.cut} value={cut} onChange={(e) => setCut(Number(e.target.value))}>
              {previewCutChoices(props.paragraphCount).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={ids.license}>Licence</label>
        <select id={ids.license} value={license} onChange={(e) => setLicense(e.target.value as PostLicense)}>
          {POST_LICENSES.map((l) => (
            <option key={l} value={l}>
              {LICENSE_LABELS[l]}
            </option>
          ))}
        </select>
        <fieldset className="publish-when">
          <legend>When</legend>
          <label>
            <input type="radio" name={ids.when} checked={!schedule} onChange={() => setSchedule(false)} /> Now
          </label>
          <label>
            <input type="radio" name={ids.when} checked={schedule} onChange={() => setSchedule(true)} /> At a time I choose
          </label>
          {schedule && (
            <>
              <label htmlFor={ids.at}>Date and time</label>
              <input id={ids.at} type="datetime-local" value={at} min={localInputValue(props.now())} onChange={(e) => setAt(e.target.value)} />
            </>
          )}
        </fieldset>
        {props.submitHref && (
          <p className="publish-submit">
            Writing for a publication? <a href={props.submitHref}>Submit this draft to a publication for review</a>.
          </p>
        )}
        {error && (
          <p role="alert" className="editor-dialog__error">
            {error}
          </p>
        )}
        <div className="editor-dialog__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Publishing…' : action}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
