// The live half of every 'Show more' list (a feed of story cards, a Your Stories tab): core's feed pager machine
// behind the first click, which asks for the next page at once; after a page arrives, focus moves to its first
// item so keyboard readers continue where the new ones begin, and a live region says how many arrived. A failed
// page keeps what is shown and lets the reader try again.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { fromPromise } from 'xstate';
import { createFeedPagerMachine, type FeedPage } from '../../core/feed/feed-pager.machine.ts';
import { usePageData } from '../data.tsx';

export type LivePager<T> = {
  items: T[];
  /** How many the last page added (0 before the first arrives). */
  lastAdded: number;
  loading: boolean;
  failed: boolean;
  exhausted: boolean;
  more: () => void;
  /** Put on the first new item's element: focus goes to its first match of `focusSelector`. */
  firstNewRef: RefObject<HTMLLIElement | null>;
};

export function useLivePager<T extends { id: string }>(first: FeedPage<T>, fetchPage: ((cursor: string) => Promise<FeedPage<T>>) | null, focusSelector: string): LivePager<T> {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const machine = useMemo(
    () =>
      createFeedPagerMachine<T>().provide({
        actors: {
          fetchPage: fromPromise(async ({ input }: { input: { cursor: string } }) => {
            if (!fetchRef.current) throw new Error('No transport while rendering on the server');
            return fetchRef.current(input.cursor);
          }),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: first });
  const { items, lastAdded } = snapshot.context;
  const firstNewRef = useRef<HTMLLIElement>(null);
  const previousCount = useRef(items.length);

  // The reader asked for more: that is why this code loaded.
  useEffect(() => send({ type: 'feed.more' }), [send]);

  useEffect(() => {
    if (items.length > previousCount.current) firstNewRef.current?.querySelector<HTMLElement>(focusSelector)?.focus();
    previousCount.current = items.length;
  }, [items.length, focusSelector]);

  return {
    items,
    lastAdded,
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    exhausted: snapshot.matches('exhausted'),
    more: () => send({ type: 'feed.more' }),
    firstNewRef,
  };
}

/** Under the list: the live region, the failure, and 'Show more' (or, when `endNote`, the feed's end). */
export function LivePagerFooter({ pager, endNote = false }: { pager: LivePager<{ id: string }>; endNote?: boolean }) {
  const { copy } = usePageData();
  const { loading, lastAdded } = pager;
  return (
    <div className="feed__more">
      <p className="visually-hidden" role="status">
        {loading ? copy.feed.loadingMore : lastAdded > 0 ? `${lastAdded} more stories loaded.` : ''}
      </p>
      {pager.failed && (
        <p className="feed__error" role="alert">
          {copy.feed.loadFailed}
        </p>
      )}
      {pager.exhausted ? (
        endNote && <p className="feed__status">{copy.feed.end}</p>
      ) : (
        <button type="button" className="button button--outline" onClick={pager.more} disabled={loading} aria-busy={loading}>
          {loading ? copy.feed.loadingMore : copy.feed.showMore}
        </button>
      )}
    </div>
  );
}
