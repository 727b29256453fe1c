// reader-experience §2.1 home (two column): the recommended feed, newest first, with "Show more".
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { createFeedPagerMachine, type FeedPage } from '../../core/feed/feed-pager.machine.ts';
import { PostCard } from '../components/PostCard.tsx';
import { TopicList } from '../components/TopicList.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import {
  HOME_FEED_PAGE_SIZE,
  HomeFeedQuery,
  homeFeedFirstPage,
  RecommendedTopicsQuery,
  type HomeFeedData,
  type PostCardData,
} from '../queries.ts';

function toPage(data: HomeFeedData): FeedPage<PostCardData> {
  return {
    items: data.webRecommendedFeed.items.map((i) => i.post),
    next: data.webRecommendedFeed.pagingInfo.next?.to ?? null,
  };
}

function Feed() {
  const { copy, transport } = usePageData();
  const first = usePreloaded(HomeFeedQuery, homeFeedFirstPage);
  const machine = useMemo(
    () =>
      createFeedPagerMachine<PostCardData>().provide({
        actors: {
          fetchPage: fromPromise(async ({ input }: { input: { cursor: string } }) => {
            if (!transport) throw new Error('No transport while rendering on the server');
            const result = await transport.request<HomeFeedData>(HomeFeedQuery, {
              paging: { limit: HOME_FEED_PAGE_SIZE, to: input.cursor },
            });
            if (!result.data) throw new Error(result.errors?.[0]?.message ?? 'The feed did not load');
            return toPage(result.data);
          }),
        },
      }),
    [transport],
  );
  const [snapshot, send] = useMachine(machine, { input: first ? toPage(first) : { items: [], next: null } });
  const { items, lastAdded } = snapshot.context;
  const firstNewRef = useRef<HTMLLIElement>(null);
  const previousCount = useRef(items.length);

  // After a page arrives, focus its first story so keyboard readers continue where the new stories begin.
  useEffect(() => {
    if (items.length > previousCount.current) firstNewRef.current?.querySelector<HTMLElement>('a.post-card__link')?.focus();
    previousCount.current = items.length;
  }, [items.length]);

  if (items.length === 0) return <p className="feed__status">{copy.feed.empty}</p>;
  const firstNewIndex = items.length - lastAdded;
  return (
    <>
      <ol className="feed" aria-label={copy.feed.heading}>
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

export function HomePage() {
  const { copy } = usePageData();
  const topics = usePreloaded(RecommendedTopicsQuery, {});
  return (
    <PageFrame
      page="home"
      asideLabel={copy.topicsHeading}
      main={
        <>
          <h1 className="page-heading">{copy.feed.heading}</h1>
          <Feed />
        </>
      }
      aside={<TopicList heading={copy.topicsHeading} topics={topics?.recommendedTopics ?? []} />}
    />
  );
}
