// A reader's highlights as a list (the Library's Highlights tab, /@{username}/highlights): each quote with its
// story linked, newest first, 'Show more' asking for the next page by its cursor. Pages are merged by id, so a
// page that overlaps the one before never shows a highlight twice.
import { useState } from 'react';
import { usePageData } from '../data.tsx';

export type HighlightItem = {
  id: string;
  quote: string;
  startParagraph: string;
  post: { id: string; title: string; url: string; creator: { id: string; name: string; url: string } } | null;
};
export type HighlightPage = { items: HighlightItem[]; nextCursor: string | null };

/** Appends a page, leaving out what is already shown. */
export function mergeHighlightPages(shown: readonly HighlightItem[], page: readonly HighlightItem[]): HighlightItem[] {
  const seen = new Set(shown.map((h) => h.id));
  return [...shown, ...page.filter((h) => !seen.has(h.id))];
}

export function HighlightList({ first, fetchPage, empty }: { first: HighlightPage; fetchPage: (after: string) => Promise<HighlightPage>; empty: string }) {
  const { transport } = usePageData();
  const [items, setItems] = useState(first.items);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');

  const more = () => {
    if (!transport || !cursor) return;
    setStatus('loading');
    fetchPage(cursor)
      .then((page) => {
        setItems((shown) => mergeHighlightPages(shown, page.items));
        setCursor(page.nextCursor);
        setStatus('idle');
      })
      .catch(() => setStatus('error'));
  };

  if (items.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <>
      <ul className="highlight-list">
        {items.map((h) => (
          <li key={h.id} className="highlight-list__item">
            <blockquote className="highlight-list__quote">
              <p>{h.quote}</p>
            </blockquote>
            {h.post && (
              <p className="highlight-list__story">
                From <a href={`${h.post.url}#${h.startParagraph}`}>{h.post.title}</a> by <a href={h.post.creator.url}>{h.post.creator.name}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
      {status === 'error' && <p role="alert">Those highlights did not load. Please try again.</p>}
      {cursor && (
        <button type="button" className="button button--outline" disabled={status === 'loading'} aria-busy={status === 'loading'} onClick={more}>
          {status === 'loading' ? 'Loading…' : 'Show more'}
        </button>
      )}
    </>
  );
}
