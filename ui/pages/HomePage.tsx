// reader-experience §2.1 home (two column). Signed out: the feed, newest first, with "Show more". Signed in (issue
// 18): tabs — For you (webRecommendedFeed, ranked by core/recommendations/for-you-score.ts), Following
// (followingFeed) and one per followed topic (personalisedTagFeed) — each its own address (core/recommendations/
// home-tabs.ts), the current one's first page server-rendered; For you's and the topics' cards carry 'Show more /
// Show less like this'.
import { useEffect } from 'react';
import type { FeedPage } from '../../core/feed/feed-pager.machine.ts';
import { homeTabKey, homeTabOf, homeTabs, type HomeTab } from '../../core/recommendations/home-tabs.ts';
import { RECOMMENDATIONS_COPY } from '../../core/recommendations/recommendations-copy.ts';
import { homeHashRedirect } from '../../core/membership/gift-hash.ts';
import { hrefFor } from '../chrome/links.ts';
import { PagedPostList } from '../components/PagedPostList.tsx';
import { TopicList } from '../components/TopicList.tsx';
import { WhoToFollow } from '../components/WhoToFollow.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { FollowedTopicsQuery } from '../following/topic-follow-operations.ts';
import { PageFrame } from '../layouts/Layouts.tsx';
import {
  HOME_FEED_PAGE_SIZE,
  HomeFeedQuery,
  homeFeedFirstPage,
  RecommendedTopicsQuery,
} from '../queries.ts';
import type { PostFeedFieldsFragment } from '../generated/operations.ts';
import type { PostCardData } from '../post-card-fields.ts';
import { HomeFollowingFeedQuery, HomeTopicFeedQuery, homeTabFirstPage } from '../recommendations/recommendation-operations.ts';
import { SignalCards } from '../recommendations/SignalCards.tsx';

function toPage(feed: PostFeedFieldsFragment): FeedPage<PostCardData> {
  return { items: feed.items.map((i) => i.post), next: feed.pagingInfo.next?.to ?? null };
}

/** A tab's feed: its preloaded first page and how the next ones load. */
function useTabFeed(tab: HomeTab): { first: FeedPage<PostCardData> | null; fetchPage: (cursor: string) => Promise<FeedPage<PostCardData>> } {
  const { transport } = usePageData();
  const forYou = usePreloaded(HomeFeedQuery, homeFeedFirstPage);
  const following = usePreloaded(HomeFollowingFeedQuery, homeTabFirstPage);
  const topic = usePreloaded(HomeTopicFeedQuery, { ...homeTabFirstPage, tagSlug: tab.kind === 'topic' ? tab.slug : '' });
  const paging = (to: string) => ({ paging: { limit: HOME_FEED_PAGE_SIZE, to } });
  const fail = (errors: readonly { message: string }[] | undefined) => new Error(errors?.[0]?.message ?? 'The feed did not load');
  const need = () => {
    if (!transport) throw new Error('No transport while rendering on the server');
    return transport;
  };
  if (tab.kind === 'following') {
    return {
      first: following ? toPage(following.followingFeed) : null,
      fetchPage: async (to) => {
        const result = await need().request(HomeFollowingFeedQuery, paging(to));
        if (!result.data) throw fail(result.errors);
        return toPage(result.data.followingFeed);
      },
    };
  }
  if (tab.kind === 'topic') {
    return {
      first: topic ? toPage(topic.personalisedTagFeed) : null,
      fetchPage: async (to) => {
        const result = await need().request(HomeTopicFeedQuery, { ...paging(to), tagSlug: tab.slug });
        if (!result.data) throw fail(result.errors);
        return toPage(result.data.personalisedTagFeed);
      },
    };
  }
  return {
    first: forYou ? toPage(forYou.webRecommendedFeed) : null,
    fetchPage: async (to) => {
      const result = await need().request(HomeFeedQuery, paging(to));
      if (!result.data) throw fail(result.errors);
      return toPage(result.data.webRecommendedFeed);
    },
  };
}

function Feed({ tab, label, empty }: { tab: HomeTab; label: string; empty: string }) {
  const { first, fetchPage } = useTabFeed(tab);
  return <PagedPostList label={label} first={first ?? { items: [], next: null }} empty={<p className="feed__status">{empty}</p>} fetchPage={fetchPage} />;
}

function HomeTabs({ current, topics }: { current: HomeTab; topics: readonly { slug: string; name: string }[] }) {
  const key = homeTabKey(current);
  return (
    <nav aria-label={RECOMMENDATIONS_COPY.tabsLabel}>
      <ul className="tabs home-tabs">
        {homeTabs(topics).map((t) => (
          <li key={t.key}>
            <a className="tabs__tab" data-label={t.label} href={hrefFor('ShowHome', t.params)} aria-current={t.key === key ? 'page' : undefined}>
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignedInHome() {
  const { copy, state } = usePageData();
  const topics = usePreloaded(FollowedTopicsQuery, {})?.followedTopics ?? [];
  const tab = homeTabOf(state.route?.params ?? {}, topics);
  const label = tab.kind === 'following' ? RECOMMENDATIONS_COPY.following : tab.kind === 'topic' ? tab.name : RECOMMENDATIONS_COPY.forYou;
  const empty = tab.kind === 'following' ? RECOMMENDATIONS_COPY.followingEmpty : tab.kind === 'topic' ? RECOMMENDATIONS_COPY.topicEmpty : copy.feed.empty;
  const feed = <Feed key={homeTabKey(tab)} tab={tab} label={label} empty={empty} />;
  return (
    <>
      <h1 className="page-heading">{RECOMMENDATIONS_COPY.homeHeading}</h1>
      <HomeTabs current={tab} topics={topics} />
      {/* The Following tab is what the reader chose to follow: no 'show less' there. */}
      {tab.kind === 'following' ? feed : <SignalCards>{feed}</SignalCards>}
    </>
  );
}

export function HomePage() {
  const { copy, state } = usePageData();
  const topics = usePreloaded(RecommendedTopicsQuery, {});
  // platform-reference §2.3: Home with the gift-membership hash goes to gift checkout (the hash never reaches the server).
  useEffect(() => {
    const to = homeHashRedirect(window.location.hash);
    if (to) window.location.replace(to);
  }, []);
  return (
    <PageFrame
      page="home"
      asideLabel={copy.topicsHeading}
      main={
        state.viewer ? (
          <SignedInHome />
        ) : (
          <>
            <h1 className="page-heading">{copy.feed.heading}</h1>
            <Feed tab={{ kind: 'for-you' }} label={copy.feed.heading} empty={copy.feed.empty} />
          </>
        )
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
