// The pager behind 'Show more' under story cards (ui/components/PagedPostList.tsx loads it on the first click):
// the shared live pager (live-pager.tsx), focus going to the first new card's link.
import { LivePagerFooter, useLivePager } from './live-pager.tsx';
import type { PostCardData } from '../post-card-fields.ts';
import { PostList, type PagedPostListProps } from './PagedPostList.tsx';

export function PagedPostListLive({ label, first, fetchPage, headingLevel, showCollection, showWriter }: PagedPostListProps) {
  const pager = useLivePager<PostCardData>(first, fetchPage, 'a.post-card__link');
  const { items, lastAdded } = pager;
  return (
    <>
      <PostList
        label={label}
        posts={items}
        headingLevel={headingLevel}
        showCollection={showCollection}
        showWriter={showWriter}
        firstNewRef={pager.firstNewRef}
        firstNewIndex={lastAdded > 0 ? items.length - lastAdded : -1}
      />
      <LivePagerFooter pager={pager} endNote />
    </>
  );
}
