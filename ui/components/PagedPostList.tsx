// A list of stories with 'Show more' (core/feed/feed-pager.machine.ts): the first page comes with the page,
// the next ones through `fetchPage`. After a page arrives, focus moves to its first story so keyboard
// readers continue where the new stories begin, and a live region says how many arrived.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { createFeedPagerMachine, type FeedPage } from '../../core/feed/feed-pager.machine.ts';
import { usePageData } from '../data.tsx';
import type { PostCardData } from '../queries.ts';
import { PostCard } from './PostCard.tsx';

export function PagedPostList({
  label,
  first,
  fetchPage,
  emptyText,
  headingLevel = 2,
  showCollection = true,
}: {
  label: string;
  first: FeedPage<PostCardData>;
  fetchPage: (cursor: string) => Promise<FeedPage<PostCardData>>;
  emptyText: string;
  headingLevel?: 2 | 3;
  showCollection?: boolean;
}) {
  const { copy } = usePageData();
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const machine = useMemo(
    () =>
      createFeedPagerMachine<PostCardData>().provide({
        actors: { fetchPage: fromPromise(({ input }: { input: { cursor: string } }) => fetchRef.current(input.cursor)) },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: first });
  const { items, lastAdded } = snapshot.context;
  const firstNewRef = useRef<HTMLLIElement>(null);
  const previousCount = useRef(items.length);

  useEffect(() => {
    if (items.length > previousCount.current) firstNewRef.current?.querySelector<HTMLElement>('a.post-card__link')?.focus();
    previousCount.current = items.length;
  }, [items.length]);

  if (items.length === 0) return <p className="feed__status">{emptyText}</p>;
  const firstNewIndex = items.length - lastAdded;
  const loading = snapshot.matches('loading');
  return (
    <>
      <ol className="feed" aria-label={label}>
        {items.map((post, i) => (
          <li key={post.id} ref={i === firstNewIndex && lastAdded > 0 ? firstNewRef : undefined}>
            <PostCard post={post} headingLevel={headingLevel} showCollection={showCollection} />
          </li>
        ))}
      </ol>
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
