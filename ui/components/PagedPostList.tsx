// A feed of post cards with 'Show more' (core/feed/feed-pager.machine.ts): the first page comes
// preloaded, the next ones through `fetchPage`; the first new story takes the focus when a page arrives,
// so keyboard readers continue where the new stories begin.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { createFeedPagerMachine, type FeedPage } from '../../core/feed/feed-pager.machine.ts';
import { usePageData } from '../data.tsx';
import type { PostCardData } from '../queries.ts';
import { PostCard } from './PostCard.tsx';

export function PagedPostList({
  first,
  fetchPage,
  label,
  empty,
}: {
  first: FeedPage<PostCardData>;
  /** The page after `cursor`; null while rendering on the server. */
  fetchPage: ((cursor: string) => Promise<FeedPage<PostCardData>>) | null;
  label: string;
  empty: ReactNode;
}) {
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

  useEffect(() => {
    if (items.length > previousCount.current) firstNewRef.current?.querySelector<HTMLElement>('a.post-card__link')?.focus();
    previousCount.current = items.length;
  }, [items.length]);

  if (items.length === 0) return <>{empty}</>;
  const firstNewIndex = items.length - lastAdded;
  return (
    <>
      <ol className="feed" aria-label={label}>
        {items.map((post, i) => (
          <li key={post.id} ref={i === firstNewIndex && lastAdded > 0 ? firstNewRef : undefined}>
            <PostCard post={post} />
          </li>
        ))}
      </ol>
      <div className="feed__more">
        <p className="visually-hidden" role="status">
          {snapshot.matches('loading') ? copy.feed.loadingMore : lastAdded > 0 ? `${lastAdded} more stories loaded.` : ''}
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
            disabled={snapshot.matches('loading')}
            aria-busy={snapshot.matches('loading')}
          >
            {snapshot.matches('loading') ? copy.feed.loadingMore : copy.feed.showMore}
          </button>
        )}
      </div>
    </>
  );
}
