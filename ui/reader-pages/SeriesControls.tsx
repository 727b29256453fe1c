// A writer's series from their side (core/reader-pages/series.ts): on a story's settings page, add the story to one
// of their series, take it out, or start a series with it; on a series' page, move a story up or down or take it
// out. Every change sends the series' whole order (updateSeries); the server checks it again.
import { useId, useState, type FormEvent } from 'react';
import { seriesPartLabel } from '../../core/reader-pages/series.ts';
import { usePageData } from '../data.tsx';
import { CreateSeriesMutation, UpdateSeriesMutation } from './post-settings-operations.ts';

export type OwnSeries = { id: string; title: string; description: string; url: string; posts: readonly { id: string }[] };
type Said = { ok: boolean; message: string } | null;

/** Sends a series' new order; answers the series as saved, or a message. */
export function useSeriesWrites() {
  const { transport } = usePageData();
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const run = async <T,>(write: () => Promise<{ data?: T | null; errors?: readonly { message: string }[] }>, done: (data: T) => string): Promise<T | null> => {
    if (!transport || busy) return null;
    setBusy(true);
    try {
      const result = await write();
      if (result.data) {
        setSaid({ ok: true, message: done(result.data) });
        return result.data;
      }
      setSaid({ ok: false, message: result.errors?.[0]?.message ?? 'The series could not be saved.' });
    } catch (error) {
      setSaid({ ok: false, message: error instanceof Error ? error.message : 'The series could not be saved.' });
    } finally {
      setBusy(false);
    }
    return null;
  };
  const reorder = (series: OwnSeries, postIds: string[], message: string) =>
    run(
      () => transport!.request(UpdateSeriesMutation, { seriesId: series.id, input: { title: series.title, description: series.description, postIds } }),
      () => message,
    ).then((data) => data?.updateSeries ?? null);
  const create = (title: string, postIds: string[]) =>
    run(
      () => transport!.request(CreateSeriesMutation, { input: { title, description: '', postIds } }),
      (data) => `${data.createSeries.title} is started.`,
    ).then((data) => data?.createSeries ?? null);
  return { said, busy, reorder, create };
}

export function SaidLine({ said }: { said: Said }) {
  if (!said) return null;
  return (
    <p role={said.ok ? 'status' : 'alert'} className={said.ok ? 'books__said' : 'payment__error'}>
      {said.message}
    </p>
  );
}

/** The Series section of a story's settings: its writer's series, with Add or Remove, and Start a series. */
export function StorySeriesSection({ postId, eligible, initial }: { postId: string; eligible: boolean; initial: readonly OwnSeries[] }) {
  const id = useId();
  const [all, setAll] = useState<OwnSeries[]>([...initial]);
  const [title, setTitle] = useState('');
  const writes = useSeriesWrites();
  const replace = (saved: OwnSeries) => setAll((list) => [saved, ...list.filter((s) => s.id !== saved.id)]);
  const start = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await writes.create(title, [postId]);
    if (saved) {
      replace(saved);
      setTitle('');
    }
  };
  return (
    <section aria-labelledby={`${id}-series`}>
      <h2 id={`${id}-series`} className="aside-heading">
        Series
      </h2>
      {!eligible ? (
        <p>A series holds published, public stories: publish this one first.</p>
      ) : (
        <>
          {all.length > 0 && (
            <ul className="post-settings__series">
              {all.map((series) => {
                const at = series.posts.findIndex((p) => p.id === postId);
                return (
                  <li key={series.id}>
                    <a href={series.url}>{series.title}</a>
                    {at >= 0 ? <span className="post-settings__hint"> · {seriesPartLabel(at, series.posts.length)}</span> : null}{' '}
                    {at >= 0 ? (
                      <button
                        type="button"
                        className="button button--small button--outline"
                        disabled={writes.busy}
                        onClick={async () => {
                          const saved = await writes.reorder(series, series.posts.map((p) => p.id).filter((p) => p !== postId), `Taken out of ${series.title}.`);
                          if (saved) replace(saved);
                        }}
                      >
                        Remove from series<span className="visually-hidden"> {series.title}</span>
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="button button--small button--outline"
                        disabled={writes.busy}
                        onClick={async () => {
                          const saved = await writes.reorder(series, [...series.posts.map((p) => p.id), postId], `Added to ${series.title}.`);
                          if (saved) replace(saved);
                        }}
                      >
                        Add to series<span className="visually-hidden"> {series.title}</span>
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <form onSubmit={start} noValidate className="post-settings__start-series">
            <div className="field field--wide">
              <label htmlFor={`${id}-title`}>Start a series with this story</label>
              <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={100} placeholder="The series’ title" />
            </div>
            <button type="submit" className="button button--small" disabled={writes.busy || title.trim() === ''}>
              Start series
            </button>
          </form>
        </>
      )}
      <SaidLine said={writes.said} />
    </section>
  );
}
