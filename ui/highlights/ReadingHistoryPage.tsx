// The reading history (issue 16, part 4): /me/lists/reading-history, the Library's Reading history tab
// (your-reading-history), and /me/readinghistory (customize-reading-history), the settings-like page of the
// same list with the pause switch and 'Clear all'. Both: the stories the reader opened as cards, newest first,
// paged with 'Show more', each with Remove (a toast with Undo puts it back where it was).
import { useState } from 'react';
import { READING_HISTORY_COPY } from '../../core/highlights/reading-history.ts';
import { pathTo } from '../../core/routing/paths.ts';
import { retryableErrorMessage } from '../../core/toasts/undo.ts';
import { ModalDialog } from '../components/ModalDialog.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { LibraryTabs } from '../library/LibraryTabs.tsx';
import type { PostCardData } from '../post-card-fields.ts';
import { useToast } from '../toasts/toast-host.tsx';
import {
  ClearReadingHistoryMutation,
  ReadingHistoryQuery,
  readingHistoryFirstPage,
  RemoveFromReadingHistoryMutation,
  RestoreToReadingHistoryMutation,
  SetReadingHistoryPausedMutation,
} from './highlight-queries.ts';
import './highlights.css';

type Entry = { lastReadAt: number; post: PostCardData };

/** Puts an entry back in its place (newest first), unless it is already shown. */
export function withEntry(entries: readonly Entry[], entry: Entry): Entry[] {
  if (entries.some((e) => e.post.id === entry.post.id)) return [...entries];
  const next = [...entries, entry];
  return next.sort((a, b) => b.lastReadAt - a.lastReadAt || (a.post.id < b.post.id ? 1 : -1));
}

function ReadingHistory({ settings }: { settings: boolean }) {
  const { transport } = usePageData();
  const toast = useToast();
  const first = usePreloaded(ReadingHistoryQuery, readingHistoryFirstPage)?.readingHistory ?? { items: [], nextCursor: null, isPaused: false };
  const [entries, setEntries] = useState<Entry[]>(first.items);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [paused, setPaused] = useState(first.isPaused);
  const [loading, setLoading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const fail = () => toast({ message: retryableErrorMessage, style: 'RETRYABLE_ERROR' });

  const more = async () => {
    if (!transport || !cursor) return;
    setLoading(true);
    try {
      const result = await transport.request(ReadingHistoryQuery, { ...readingHistoryFirstPage, after: cursor });
      const page = result.data?.readingHistory;
      if (!page) return fail();
      setEntries((shown) => page.items.reduce(withEntry, shown));
      setCursor(page.nextCursor);
    } catch {
      fail();
    } finally {
      setLoading(false);
    }
  };

  const undoRemove = async (entry: Entry) => {
    if (!transport) return;
    try {
      const result = await transport.request(RestoreToReadingHistoryMutation, { postId: entry.post.id, lastReadAt: entry.lastReadAt });
      if (result.data?.restoreToReadingHistory.__typename === 'ReadingHistoryEntryChanged') setEntries((shown) => withEntry(shown, entry));
      else fail();
    } catch {
      fail();
    }
  };

  const remove = async (entry: Entry) => {
    if (!transport) return;
    try {
      const result = await transport.request(RemoveFromReadingHistoryMutation, { postId: entry.post.id });
      const answer = result.data?.removeFromReadingHistory;
      if (answer?.__typename !== 'ReadingHistoryEntryChanged' && answer?.__typename !== 'NotFound') return fail();
      setEntries((shown) => shown.filter((e) => e.post.id !== entry.post.id));
      toast({ message: READING_HISTORY_COPY.removed, undo: { kind: 'restoreReadingHistory', postId: entry.post.id, lastReadAt: entry.lastReadAt } }, () => void undoRemove(entry));
    } catch {
      fail();
    }
  };

  const togglePause = async (next: boolean) => {
    if (!transport) return;
    setPaused(next);
    try {
      const result = await transport.request(SetReadingHistoryPausedMutation, { paused: next });
      const answer = result.data?.setReadingHistoryPaused;
      if (answer?.__typename === 'ReadingHistoryPauseSet') setPaused(answer.paused);
      else throw new Error('not set');
    } catch {
      setPaused(!next);
      fail();
    }
  };

  const clearAll = async () => {
    if (!transport) return;
    setBusy(true);
    try {
      const result = await transport.request(ClearReadingHistoryMutation, {});
      if (result.data?.clearReadingHistory.__typename !== 'ReadingHistoryCleared') return fail();
      setEntries([]);
      setCursor(null);
      setConfirming(false);
      toast({ message: READING_HISTORY_COPY.cleared });
    } catch {
      fail();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {settings ? (
        <div className="reading-history__controls">
          <div className="reading-history__pause">
            <input id="reading-history-paused" type="checkbox" role="switch" checked={paused} aria-describedby="reading-history-paused-help" onChange={(e) => void togglePause(e.currentTarget.checked)} />
            <div>
              <label htmlFor="reading-history-paused">{READING_HISTORY_COPY.pauseLabel}</label>
              <p id="reading-history-paused-help" className="reading-history__help">
                {READING_HISTORY_COPY.pauseHelp}
              </p>
            </div>
          </div>
          <button type="button" className="button button--outline" disabled={entries.length === 0} onClick={() => setConfirming(true)}>
            {READING_HISTORY_COPY.clearAll}
          </button>
        </div>
      ) : (
        <p>
          <a href={pathTo('ShowReadingHistory', {})}>Manage your reading history</a>
          {paused && ` · ${READING_HISTORY_COPY.emptyPaused}`}
        </p>
      )}
      {entries.length === 0 ? (
        <p className="empty-state">{paused ? READING_HISTORY_COPY.emptyPaused : READING_HISTORY_COPY.empty}</p>
      ) : (
        <ul className="post-list reading-history__list" aria-label="Stories you read">
          {entries.map((entry) => (
            <li key={entry.post.id} className="reading-history__item">
              <PostCard post={entry.post} headingLevel={settings ? 2 : 3} />
              <button type="button" className="button button--small button--outline" aria-label={`Remove ${entry.post.title} from your reading history`} onClick={() => void remove(entry)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {cursor && (
        <button type="button" className="button button--outline" disabled={loading} aria-busy={loading} onClick={() => void more()}>
          {loading ? 'Loading…' : 'Show more'}
        </button>
      )}
      {confirming && (
        <ModalDialog block="membership-dialog" panelClassName="membership-dialog__panel--modal" labelledBy="clear-history-title" onClose={() => setConfirming(false)} busy={busy}>
          <h2 id="clear-history-title">{READING_HISTORY_COPY.clearConfirmTitle}</h2>
          <p>{READING_HISTORY_COPY.clearConfirmBody}</p>
          <div className="reading-history__controls">
            <button type="button" className="button button--outline" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void clearAll()}>
              {READING_HISTORY_COPY.clearAll}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}

/** /me/lists/reading-history: the Library's Reading history tab. */
export function YourReadingHistoryPage() {
  return (
    <PageFrame
      page="your-reading-history"
      main={
        <section className="library" aria-labelledby="library-history">
          <LibraryTabs current="history" />
          <h2 id="library-history" className="visually-hidden">
            Reading history
          </h2>
          <ReadingHistory settings={false} />
        </section>
      }
    />
  );
}

/** /me/readinghistory: the same list with the pause switch and Clear all. */
export function CustomizeReadingHistoryPage() {
  return (
    <PageFrame
      page="customize-reading-history"
      main={
        <section aria-labelledby="reading-history-title">
          <h1 id="reading-history-title">Reading history</h1>
          <ReadingHistory settings />
        </section>
      }
    />
  );
}
