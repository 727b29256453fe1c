// A tag's Recommended (/tag/{tagSlug}/recommended) and Who to follow (/tag/{tagSlug}/who-to-follow, /top-writers)
// pages, one chunk, in the top-navigation layout (core/reader-pages/tag-pages.ts says what each shows). Both have
// the tag's header, Follow and tabs, then their list with 'Show more'.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { formatCount } from '../../core/format/count.ts';
import { TAG_LIST_PAGE_SIZE, type TagTab } from '../../core/reader-pages/tag-pages.ts';
import { PagedPostList } from '../components/PagedPostList.tsx';
import { WhoToFollowEntry } from '../components/WhoToFollowList.tsx';
import { TagFollowButton } from '../following/TopicFollowButton.tsx';
import type { TagWriterPageFieldsFragment } from '../generated/operations.ts';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { TagRecommendedMoreQuery, TagRecommendedQuery, TagWritersMoreQuery, TagWritersQuery } from './reader-pages-queries.ts';
import { TagTabs } from './TagTabs.tsx';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const notFound = (
  <Suspense fallback={null}>
    <NotFoundPage />
  </Suspense>
);

const storyCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'story' : 'stories'}`;

type TagHead = { slug: string; displayTitle: string; postCount: number; viewerFollows: boolean };

function TagFrame({ page, tag, tab, heading, children }: { page: string; tag: TagHead; tab: TagTab; heading: string; children: ReactNode }) {
  return (
    <PageFrame
      page={page}
      main={
        <>
          <header className="tag__header">
            <h1 className="page-heading">{tag.displayTitle}</h1>
            <p className="tag__count">{storyCount(tag.postCount)}</p>
            <TagFollowButton tag={tag} />
          </header>
          <TagTabs tagSlug={tag.slug} title={tag.displayTitle} current={tab} />
          <h2 className="aside-heading">{heading}</h2>
          {children}
        </>
      }
    />
  );
}

export function TagRecommendedPage() {
  const { state, transport } = usePageData();
  const tagSlug = state.route?.params.tagSlug ?? '';
  const tag = usePreloaded(TagRecommendedQuery, { tagSlug })?.tag;
  if (!tag) return notFound;
  return (
    <TagFrame page="topic-recommended" tag={tag} tab="recommended" heading={`Recommended in ${tag.displayTitle}`}>
      <p className="tag__description">The stories readers clapped for most among the newest in {tag.displayTitle}.</p>
      <PagedPostList
        label={`Recommended stories in ${tag.displayTitle}`}
        headingLevel={3}
        first={{ items: tag.recommended.items.map((i) => i.post), next: tag.recommended.pagingInfo.next?.to ?? null }}
        empty={<p className="feed__status">No stories here yet.</p>}
        fetchPage={
          transport
            ? async (cursor) => {
                const page = (await transport.request(TagRecommendedMoreQuery, { tagSlug: tag.slug, paging: { limit: TAG_LIST_PAGE_SIZE, to: cursor } })).data?.tag?.recommended;
                if (!page) throw new Error('The stories did not load');
                return { items: page.items.map((i) => i.post), next: page.pagingInfo.next?.to ?? null };
              }
            : null
        }
      />
    </TagFrame>
  );
}

type WriterItem = TagWriterPageFieldsFragment['items'][number];

export function TagWhoToFollowPage() {
  const { state, transport } = usePageData();
  const tagSlug = state.route?.params.tagSlug ?? '';
  const data = usePreloaded(TagWritersQuery, { tagSlug });
  const tag = data?.tag;
  const [more, setMore] = useState<{ items: WriterItem[]; next: string | null } | null>(null);
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>('idle');
  if (!tag || !data) return notFound;
  const items = [...tag.writers.items, ...(more?.items ?? [])];
  const next = more ? more.next : (tag.writers.pagingInfo.next?.to ?? null);
  const followingCount = data.viewer?.socialStats.followingCount ?? 0;
  const showMore = async () => {
    if (!transport || !next) return;
    setLoading('loading');
    try {
      const page = (await transport.request(TagWritersMoreQuery, { tagSlug: tag.slug, paging: { limit: TAG_LIST_PAGE_SIZE, to: next } })).data?.tag?.writers;
      if (!page) throw new Error('The writers did not load');
      setMore({ items: [...(more?.items ?? []), ...page.items], next: page.pagingInfo.next?.to ?? null });
      setLoading('idle');
    } catch {
      setLoading('failed');
    }
  };
  return (
    <TagFrame page="topic-who-to-follow" tag={tag} tab="who-to-follow" heading={`Who to follow in ${tag.displayTitle}`}>
      {items.length === 0 ? (
        <p className="feed__status">Nobody has written in {tag.displayTitle} yet.</p>
      ) : (
        <ul className="who-to-follow__list tag-writers" aria-label={`Writers in ${tag.displayTitle}`}>
          {items.map(({ user, storyCount: count }) => (
            <WhoToFollowEntry key={user.id} entity={{ __typename: 'User', ...user, bio: user.bio ? `${user.bio} · ${storyCount(count)} here` : `${storyCount(count)} here` }} viewerFollowingCount={followingCount} />
          ))}
        </ul>
      )}
      {next && (
        <button type="button" className="button button--outline button--small" onClick={showMore} disabled={loading === 'loading'}>
          {loading === 'loading' ? 'Loading…' : 'Show more'}
        </button>
      )}
      {loading === 'failed' && <p role="alert" className="feed__status">The writers did not load. Try again.</p>}
    </TagFrame>
  );
}
