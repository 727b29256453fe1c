// reader-experience §2.1 home (two column): the recommended feed, newest first, with "Show more".
import type { FeedPage } from '../../core/feed/feed-pager.machine.ts';
import { PagedPostList } from '../components/PagedPostList.tsx';
import { TopicList } from '../components/TopicList.tsx';
import { WhoToFollow } from '../components/WhoToFollow.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import {
  HOME_FEED_PAGE_SIZE,
  HomeFeedQuery,
  homeFeedFirstPage,
  RecommendedTopicsQuery,
  type HomeFeedData,
} from '../queries.ts';
import type { PostCardData } from '../post-card-fields.ts';

function toPage(data: HomeFeedData): FeedPage<PostCardData> {
  return {
    items: data.webRecommendedFeed.items.map((i) => i.post),
    next: data.webRecommendedFeed.pagingInfo.next?.to ?? null,
  };
}

function Feed() {
  const { copy, transport } = usePageData();
  const first = usePreloaded(HomeFeedQuery, homeFeedFirstPage);
  return (
    <PagedPostList
      label={copy.feed.heading}
      first={first ? toPage(first) : { items: [], next: null }}
      empty={<p className="feed__status">{copy.feed.empty}</p>}
      fetchPage={async (cursor) => {
        if (!transport) throw new Error('No transport while rendering on the server');
        const result = await transport.request(HomeFeedQuery, { paging: { limit: HOME_FEED_PAGE_SIZE, to: cursor } });
        if (!result.data) throw new Error(result.errors?.[0]?.message ?? 'The feed did not load');
        return toPage(result.data);
      }}
    />
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
      aside={
        <>
          <TopicList heading={copy.topicsHeading} topics={topics?.recommendedTopics ?? []} />
          <WhoToFollow />
        </>
      }
    />
  );
}
