// The pager behind a Your Stories tab's 'Show more' (StoryList.tsx loads it on the first click, and it asks for
// the next page at once): core's feed pager machine. After a page arrives, focus moves to its first story and a
// live region says how many arrived; a failed page keeps what is shown and lets the reader try again.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { createFeedPagerMachine } from '../../core/feed/feed-pager.machine.ts';
import { usePageData } from '../data.tsx';
import type { StoryItemData } from './stories-queries.ts';
import { StoryItems, type StoryListProps } from './StoryList.tsx';

export function StoryListLive({ label, first, fetchPage, removed, renderStory, empty }: StoryListProps) {
  const { copy } = usePageData();
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const machine = useMemo(
    () =>
      createFeedPagerMachine<StoryItemData>().provide({
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
    if (items.length > previousCount.current) firstNewRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    previousCount.current = items.length;
  }, [items.length]);

  const stories = items.filter((s) => !removed.has(s.id));
  const newFrom = lastAdded > 0 ? stories.findIndex((s) => s.id === items[items.length - lastAdded]?.id) : -1;
  const loading = snapshot.matches('loading');
  if (stories.length === 0 && snapshot.matches('exhausted')) return <>{empty}</>;
  return (
    <>
      <StoryItems label={label} stories={stories} renderStory={renderStory} firstNewRef={firstNewRef} firstNewIndex={newFrom} />
      <div className="feed__more">
        <p className="visually-hidden" role="status">
          {loading ? copy.feed.loadingMore : lastAdded > 0 ? `${lastAdded} more stories loaded.` : ''}
        </p>
        {snapshot.matches('failed') && (
          <p className="feed__error" role="alert">
            {copy.feed.loadFailed}
          </p>
        )}
        {!snapshot.matches('exhausted') && (
          <button type="button" className="button button--outline" onClick={() => send({ type: 'feed.more' })} disabled={loading} aria-busy={loading}>
            {loading ? copy.feed.loadingMore : copy.feed.showMore}
          </button>
        )}
      </div>
    </>
  );
}
