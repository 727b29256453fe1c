// The pager behind 'Show more' (ui/components/PagedPostList.tsx loads it on the first click, and it asks
// for the next page at once). After a page arrives, focus moves to its first story so keyboard readers
// continue where the new stories begin, and a live region says how many arrived.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { createFeedPagerMachine } from '../../core/feed/feed-pager.machine.ts';
import { usePageData } from '../data.tsx';
import type { PostCardData } from '../post-card-fields.ts';
import { PostList, type PagedPostListProps } from './PagedPostList.tsx';

export function PagedPostListLive({ label, first, fetchPage, headingLevel, showCollection }: PagedPostListProps) {
  const { copy } = usePageData();
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const machine = useMemo(
    () =>
      createFeedPagerMachine<PostCardData>().provide({
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
    if (items.length > previousCount.current) firstNewRef.current?.querySelector<HTMLElement>('a.post-card__link')?.focus();
    previousCount.current = items.length;
  }, [items.length]);

  const loading = snapshot.matches('loading');
  return (
    <>
      <PostList
        label={label}
        posts={items}
        headingLevel={headingLevel}
        showCollection={showCollection}
        firstNewRef={firstNewRef}
        firstNewIndex={lastAdded > 0 ? items.length - lastAdded : -1}
      />
      <div className="feed__more">
        <p className="visually-hidden" role="status">
          {loading ? copy.feed.loadingMore : lastAdded > 0 ? `${lastAdded} more stories loaded.` : ''}
        </p>
        {snapshot.matches('failed') && (
          <p className="feed__error" role="alert">
            {copy.feed.loadFailed}
          </p>
        )}
        {snapshot.matches('exhausted') ? (
          <p className="feed__status">{copy.feed.end}</p>
        ) : (
          <button
            type="button"
            className="button button--outline"
            onClick={() => send({ type: 'feed.more' })}
            disabled={loading}
            aria-busy={loading}
          >
            {loading ? copy.feed.loadingMore : copy.feed.showMore}
          </button>
        )}
      </div>
    </>
  );
}
