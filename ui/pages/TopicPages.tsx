// The topic pages, one chunk: a tag's page (/tag/{tagSlug} and /tag/{tagSlug}/latest; tag-archive), a
// topic's page (/topic/{topicSlug}; topic) and every topic (/explore-topics), all in the top-navigation
// layout. A tag or topic page shows its name, how many stories it holds, and those stories, newest first,
// with 'Show more'. Tag pages are served from the edge cache to logged-out readers under the tag's surrogate
// key (platform-reference §9 topic pages).
import { lazy, Suspense, type ReactNode } from 'react';
import { formatCount } from '../../core/format/count.ts';
import { topicPath } from '../../core/routing/links.ts';
import type { FeedPageData } from '../post-card-fields.ts';
import { PagedPostList } from '../components/PagedPostList.tsx';
import { TagFollowButton, TopicFollowButton } from '../following/TopicFollowButton.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { TagArchivePage, TopStoriesPage } from '../browse/BrowsePages.tsx';
import { TopicCurationPage } from '../topics/TopicCurationPage.tsx';
import { CURATION_STORIES, TopicCurationQuery } from '../topics/topic-curation-operations.ts';
import { TagArchiveIndexQuery } from '../browse/browse-queries.ts';
import { TagTabs } from '../reader-pages/TagTabs.tsx';
import { FeaturePage } from '../publications/FeaturePage.tsx';
import {
  ExploreTopicsQuery,
  PublicationTaggedPostsQuery,
  PublicationTaggedQuery,
  TAG_PAGE_SIZE,
  TagFeedQuery,
  TagPageQuery,
  TopicPageQuery,
  TopicPostsQuery,
} from '../topic-queries.ts';

// The server answers an unknown tag or topic with the 404 page itself; this only renders if the preloaded cache lost it.
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

type Feed = FeedPageData;

const storyCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'story' : 'stories'}`;

/** A tag's or topic's page: its name, an optional description, its story count and its stories with 'Show more'. */
function StoryStream({
  page,
  kicker,
  title,
  description,
  count,
  feed,
  nextPage,
  action,
  tabs,
}: {
  page: string;
  /** Under the header: a tag's tabs. */
  tabs?: ReactNode;
  /** Beside the heading: Follow on a topic's page. */
  action?: ReactNode;
  /** What the stream belongs to, above its title (a publication's name). */
  kicker?: ReactNode;
  title: string;
  description?: string;
  /** How many stories there are in all; unknown for a publication's tag. */
  count: number | null;
  feed: Feed;
  nextPage: (cursor: string) => Promise<Feed | null | undefined>;
}) {
  const { transport } = usePageData();
  return (
    <PageFrame
      page={page}
      main={
        <>
          <header className="tag__header">
            {kicker && <p className="tag__kicker">{kicker}</p>}
            <h1 className="page-heading">{title}</h1>
            {description && <p className="tag__description">{description}</p>}
            {count !== null && <p className="tag__count">{storyCount(count)}</p>}
            {action}
          </header>
          {tabs}
          <h2 className="visually-hidden">Newest stories</h2>
          <PagedPostList
            label={`Stories in ${title}`}
            first={{ items: feed.items.map((i) => i.post), next: feed.pagingInfo.next?.to ?? null }}
            empty={<p className="feed__status">No stories here yet.</p>}
            fetchPage={
              transport
                ? async (cursor) => {
                    const posts = await nextPage(cursor);
                    if (!posts) throw new Error('The stories did not load');
                    return { items: posts.items.map((i) => i.post), next: posts.pagingInfo.next?.to ?? null };
                  }
                : null
            }
          />
        </>
      }
    />
  );
}

const notFound = (
  <Suspense fallback={null}>
    <NotFoundPage />
  </Suspense>
);

/** tag-archive: a tag's stories, or its stories by date (the server preloads the archive on its addresses). */
export function TagPage() {
  const params = usePageData().state.route?.params ?? {};
  const archive = usePreloaded(TagArchiveIndexQuery, { tagSlug: params.tagSlug ?? '' });
  return params.year !== undefined || archive ? <TagArchivePage /> : <TagLatestPage />;
}

function TagLatestPage() {
  const { state, transport } = usePageData();
  const tagSlug = state.route?.params.tagSlug ?? '';
  const data = usePreloaded(TagPageQuery, { tagSlug });
  const tag = data?.tag;
  if (!tag || !data) return notFound;
  return (
    <StoryStream
      page="tag-archive"
      action={<TagFollowButton tag={tag} />}
      tabs={
        <>
          <TagTabs tagSlug={tag.slug} title={tag.displayTitle} current="latest" />
          <p className="tag__archive-link">
            <a href={`/tag/${tag.slug}/archive`}>Archive of {tag.displayTitle}</a>
          </p>
        </>
      }
      title={tag.displayTitle}
      count={tag.postCount}
      feed={data.tagFeed}
      nextPage={async (cursor) =>
        (await transport!.request(TagFeedQuery, { tagSlug: tag.slug, paging: { limit: TAG_PAGE_SIZE, to: cursor } })).data?.tagFeed
      }
    />
  );
}

/**
 * topic: the top stories of a day (its addresses name no topic), (staff) curating a topic (the server preloads the
 * curation on its addresses), or a topic's stories.
 */
export function TopicPage() {
  const topicSlug = usePageData().state.route?.params.topicSlug;
  const curation = usePreloaded(TopicCurationQuery, { topicSlug: topicSlug ?? '', first: CURATION_STORIES });
  if (topicSlug === undefined) return <TopStoriesPage />;
  return curation ? <TopicCurationPage /> : <TopicStoriesPage />;
}

function TopicStoriesPage() {
  const { state, transport } = usePageData();
  const data = usePreloaded(TopicPageQuery, { topicSlug: state.route?.params.topicSlug ?? '' });
  const topic = data?.topic;
  if (!topic) return notFound;
  return (
    <StoryStream
      page="topic"
      action={
        <>
          <TopicFollowButton topic={topic} />
          {topic.viewerCanCurate && (
            <p className="tag__archive-link">
              <a href={`${topicPath(topic.slug)}/edit`}>Curate this topic</a>: its description and stories
            </p>
          )}
        </>
      }
      title={topic.name}
      description={topic.description}
      count={topic.postCount}
      feed={topic.posts}
      nextPage={async (cursor) =>
        (await transport!.request(TopicPostsQuery, { topicSlug: topic.slug, paging: { limit: TAG_PAGE_SIZE, to: cursor } })).data?.topic?.posts
      }
    />
  );
}

/** /{publication}/tagged/{tag}: a publication's stories under one tag (its TAG sections' 'See all'). */
/**
 * The 'publication-tagged' page name: /{publication}/tagged/{tag}, or a feature page — /{publication}/{topic}/home and
 * /{publication}/{feature}/tagged/{tag}, the only ones with a topic or a feature in their address.
 */
export function PublicationTaggedPage() {
  const params = usePageData().state.route?.params ?? {};
  return params.topicSlug !== undefined || params.featureSlug !== undefined ? <FeaturePage /> : <PublicationTagStream />;
}

function PublicationTagStream() {
  const { state, transport } = usePageData();
  const vars = { collectionSlug: state.route?.params.collectionSlug ?? '', tagSlug: state.route?.params.tagSlug ?? '' };
  const data = usePreloaded(PublicationTaggedQuery, vars);
  const publication = data?.publication;
  const tag = data?.tag;
  if (!publication || !tag) return notFound;
  return (
    <StoryStream
      page="publication-tagged"
      kicker={<a href={publication.url}>{publication.name}</a>}
      title={tag.displayTitle}
      count={null}
      feed={publication.tagged}
      nextPage={async (cursor) =>
        (
          await transport!.request(PublicationTaggedPostsQuery, {
            collectionSlug: publication.slug,
            tagSlug: tag.slug,
            paging: { limit: TAG_PAGE_SIZE, to: cursor },
          })
        ).data?.publication?.tagged
      }
    />
  );
}

/** /explore-topics: every topic, by name, with its description and story count. */
export function ExploreTopicsPage() {
  const data = usePreloaded(ExploreTopicsQuery, {});
  const topics = data?.topics ?? [];
  return (
    <PageFrame
      page="explore-topics"
      main={
        <>
          <header className="tag__header">
            <h1 className="page-heading">Explore topics</h1>
            <p className="tag__description">
              <a href="/top-stories">Top stories today</a>
            </p>
          </header>
          {topics.length === 0 ? (
            <p className="feed__status">There are no topics yet.</p>
          ) : (
            <ul className="topics-grid">
              {topics.map((topic) => (
                <li key={topic.id} className="topics-grid__item">
                  <h2 className="topics-grid__name">
                    <a href={topicPath(topic.slug)}>{topic.name}</a>
                  </h2>
                  {topic.description && <p className="topics-grid__description">{topic.description}</p>}
                  <p className="tag__count">{storyCount(topic.postCount)}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      }
    />
  );
}

