// The tag page (/tag/{tagSlug} and /tag/{tagSlug}/latest; tag-archive, top navigation): the tag's name, how
// many stories carry it, and those stories, newest first, with 'Show more'. Served from the edge cache to
// logged-out readers under the tag's surrogate key (platform-reference §9 topic pages).
import { lazy, Suspense } from 'react';
import { formatCount } from '../../core/format/count.ts';
import { PagedPostList } from '../components/PagedPostList.tsx';
import { usePageData, usePreloaded } from '../data.tsx';
import { PageFrame } from '../layouts/Layouts.tsx';
import { TAG_PAGE_SIZE, TagFeedQuery, TagPageQuery, type TagFeedData, type TagPageData } from '../tag-queries.ts';

// The server answers an unknown tag with the 404 page itself; this only renders if the preloaded cache lost it.
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

function Tag({ tag, feed }: { tag: NonNullable<TagPageData['tag']>; feed: TagPageData['tagFeed'] }) {
  const { transport } = usePageData();
  return (
    <PageFrame
      page="tag-archive"
      main={
        <>
          <header className="tag__header">
            <h1 className="page-heading">{tag.displayTitle}</h1>
            <p className="tag__count">
              {`${formatCount(tag.postCount)} ${tag.postCount === 1 ? 'story' : 'stories'}`}
            </p>
          </header>
          <h2 className="visually-hidden">Newest stories</h2>
          <PagedPostList
            label={`Stories tagged ${tag.displayTitle}`}
            first={{ items: feed.items.map((i) => i.post), next: feed.pagingInfo.next?.to ?? null }}
            empty={<p className="feed__status">No stories carry this tag yet.</p>}
            fetchPage={
              transport
                ? async (cursor) => {
                    const result = await transport.request<TagFeedData>(TagFeedQuery, { tagSlug: tag.slug, paging: { limit: TAG_PAGE_SIZE, to: cursor } });
                    const posts = result.data?.tagFeed;
                    if (!posts) throw new Error(result.errors?.[0]?.message ?? 'The stories did not load');
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

export function TagPage() {
  const { state } = usePageData();
  const data = usePreloaded(TagPageQuery, { tagSlug: state.route?.params.tagSlug ?? '' });
  return data?.tag ? <Tag tag={data.tag} feed={data.tagFeed} /> : <Suspense fallback={null}><NotFoundPage /></Suspense>;
}
