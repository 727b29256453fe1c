// The series editor (/s/new and /s/{slug}/edit; core/reader-pages/series.ts), for the series' writer: its title and
// description, its stories in order (move up, move down, remove), a story of theirs to add, then Save — one write
// with the whole series, which the server checks again. Delete asks first; the stories stay. Anyone else sees why
// they cannot (the server answers 403).
import { useId, useState, type FormEvent } from 'react';
import { moveInOrder, SERIES_DESCRIPTION_MAX, SERIES_TITLE_MAX, seriesCandidates } from '../../core/reader-pages/series.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { DeleteSeriesMutation, SaveNewSeriesMutation, SaveSeriesMutation, SERIES_CANDIDATES, SeriesCandidatesQuery, SeriesEditorQuery } from './series-editor-operations.ts';

type Story = { id: string; title: string };
type Said = { ok: boolean; message: string } | null;

const titled = (s: Story) => s.title || 'Untitled story';

export function SeriesEditorPage() {
  const { state } = usePageData();
  // /s/{slug}/edit names its series; /s/new none.
  const ref = state.route?.params.sequenceSlug ?? null;
  const series = usePreloaded(SeriesEditorQuery, { ref: ref ?? '' })?.series ?? null;
  const candidates = usePreloaded(SeriesCandidatesQuery, { first: SERIES_CANDIDATES })?.yourStories.items ?? [];
  if (ref !== null && series && !series.viewerIsCreator) {
    return (
      <PageFrame
        page="mobile-web-editor-redirect"
        main={
          <>
            <h1 className="page-heading">Edit series</h1>
            <p role="alert">
              Only {series.creator.name} can change <a href={series.url}>{series.title}</a>.
            </p>
          </>
        }
      />
    );
  }
  return <SeriesForm key={series?.id ?? 'new'} series={ref === null ? null : series} candidates={candidates} />;
}

function SeriesForm({
  series,
  candidates,
}: {
  series: { id: string; url: string; title: string; description: string; posts: readonly Story[] } | null;
  candidates: readonly Story[];
}) {
  const { transport } = usePageData();
  const id = useId();
  const [title, setTitle] = useState(series?.title ?? '');
  const [description, setDescription] = useState(series?.description ?? '');
  const [stories, setStories] = useState<Story[]>([...(series?.posts ?? [])]);
  const [adding, setAdding] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<{ id: string; url: string } | null>(series ? { id: series.id, url: series.url } : null);
  const known = new Map([...candidates, ...(series?.posts ?? [])].map((s) => [s.id, s]));
  const addable = seriesCandidates(candidates, stories.map((s) => s.id));
  const heading = series ? `Edit “${series.title}”` : 'New series';

  const add = () => {
    const story = known.get(adding);
    if (!story) return;
    setStories((list) => [...list, story]);
    setAdding('');
    setSaid({ ok: true, message: `${titled(story)} added; save to keep it.` });
  };
  const move = (index: number, delta: number) => {
    setStories((list) => moveInOrder(list, index, delta));
    setSaid({ ok: true, message: `${titled(stories[index]!)} moved ${delta < 0 ? 'up' : 'down'}; save to keep it.` });
  };
  const remove = (index: number) => {
    setStories((list) => list.filter((_, i) => i !== index));
    setSaid({ ok: true, message: `${titled(stories[index]!)} taken out; save to keep it.` });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!transport || busy) return;
    setBusy(true);
    try {
      const input = { title, description, postIds: stories.map((s) => s.id) };
      const result = saved
        ? await transport.request(SaveSeriesMutation, { seriesId: saved.id, input }).then((r) => ({ data: r.data?.updateSeries, errors: r.errors }))
        : await transport.request(SaveNewSeriesMutation, { input }).then((r) => ({ data: r.data?.createSeries, errors: r.errors }));
      if (result.data) {
        setSaved({ id: result.data.id, url: result.data.url });
        setSaid({ ok: true, message: `${result.data.title} is saved.` });
        // A new series gets its own editing address, so a reload keeps editing it.
        if (!saved) window.history.replaceState(null, '', `${result.data.url}/edit`);
      } else {
        setSaid({ ok: false, message: result.errors?.[0]?.message ?? 'The series could not be saved.' });
      }
    } catch (error) {
      setSaid({ ok: false, message: error instanceof Error ? error.message : 'The series could not be saved.' });
    } finally {
      setBusy(false);
    }
  };

  const destroy = async () => {
    if (!transport || !saved || busy) return;
    setBusy(true);
    try {
      const result = await transport.request(DeleteSeriesMutation, { seriesId: saved.id });
      if (result.data?.deleteSeries) {
        window.location.assign('/me/stories/public');
        return;
      }
      setSaid({ ok: false, message: result.errors?.[0]?.message ?? 'The series could not be deleted.' });
    } catch (error) {
      setSaid({ ok: false, message: error instanceof Error ? error.message : 'The series could not be deleted.' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <PageFrame
      page="mobile-web-editor-redirect"
      main={
        <div className="series-editor">
          <h1 className="page-heading">{heading}</h1>
          {saved && (
            <p>
              <a href={saved.url}>View the series</a>
            </p>
          )}
          <form onSubmit={save} noValidate>
            <div className="field field--wide">
              <label htmlFor={`${id}-title`}>Title</label>
              <input id={`${id}-title`} value={title} maxLength={SERIES_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} required />
            </div>
            <div className="field field--wide">
              <label htmlFor={`${id}-description`}>Description</label>
              <textarea id={`${id}-description`} value={description} maxLength={SERIES_DESCRIPTION_MAX} rows={3} onChange={(e) => setDescription(e.target.value)} />
            </div>
            <h2 className="aside-heading">Stories</h2>
            {stories.length === 0 ? (
              <p className="feed__status">No stories yet: add your published stories below.</p>
            ) : (
              <ol className="series-editor__stories" aria-label="Stories in order">
                {stories.map((story, i) => (
                  <li key={story.id}>
                    <span className="series-editor__title">{titled(story)}</span>
                    <span className="series-editor__controls" role="group" aria-label={`Arrange ${titled(story)}`}>
                      <button type="button" className="button button--small button--outline" disabled={busy || i === 0} onClick={() => move(i, -1)}>
                        Move up
                      </button>
                      <button type="button" className="button button--small button--outline" disabled={busy || i === stories.length - 1} onClick={() => move(i, 1)}>
                        Move down
                      </button>
                      <button type="button" className="button button--small button--outline" disabled={busy} onClick={() => remove(i)}>
                        Remove
                      </button>
                    </span>
                  </li>
                ))}
              </ol>
            )}
            <div className="series-editor__add">
              <div className="field field--wide">
                <label htmlFor={`${id}-add`}>Add a story</label>
                <select id={`${id}-add`} value={adding} onChange={(e) => setAdding(e.target.value)} disabled={addable.length === 0}>
                  <option value="">{addable.length === 0 ? 'No other published stories' : 'Choose one of your published stories'}</option>
                  {addable.map((s) => (
                    <option key={s.id} value={s.id}>
                      {titled(s)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" className="button button--small button--outline" disabled={busy || adding === ''} onClick={add}>
                Add
              </button>
            </div>
            <p className="series-editor__actions">
              <button type="submit" className="button" disabled={busy}>
                {saved ? 'Save' : 'Create series'}
              </button>
            </p>
          </form>
          {said && (
            <p role={said.ok ? 'status' : 'alert'} className={said.ok ? 'books__said' : 'payment__error'}>
              {said.message}
            </p>
          )}
          {saved &&
            (confirming ? (
              <div role="group" aria-label="Delete the series" className="series-editor__delete">
                <p>Delete this series? Its stories stay published.</p>
                <button type="button" className="button button--small" disabled={busy} onClick={() => void destroy()}>
                  Delete series
                </button>{' '}
                <button type="button" className="button button--small button--outline" onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </div>
            ) : (
              <p>
                <button type="button" className="button button--small button--outline" disabled={busy} onClick={() => setConfirming(true)}>
                  Delete series…
                </button>
              </p>
            ))}
        </div>
      }
    />
  );
}
