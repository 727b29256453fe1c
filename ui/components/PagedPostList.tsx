// A list of stories with 'Show more' (core/feed/feed-pager.machine.ts). The first page comes with the page
// and is drawn here; the pager's code waits for the reader to want more: it loads on the first click of
// 'Show more' (and is fetched ahead when the pointer or focus reaches the button), then takes over the list.
import { lazy, Suspense, useState, type ReactNode, type Ref } from 'react';
import type { FeedPage } from '../../core/feed/feed-pager.machine.ts';
import { usePageData } from '../data.tsx';
import type { PostCardData } from '../post-card-fields.ts';
import { PostCard } from './PostCard.tsx';
import { ShowMoreButton } from './ShowMoreButton.tsx';

export type PagedPostListProps = {
  label: string;
  first: FeedPage<PostCardData>;
  /** The page after `cursor`; null while rendering on the server. */
  fetchPage: ((cursor: string) => Promise<FeedPage<PostCardData>>) | null;
  /** What shows when there are no stories at all. */
  empty: ReactNode;
  headingLevel?: 2 | 3;
  showCollection?: boolean;
  showWriter?: boolean;
  /** The list opens the page: its first card's image is the likely largest paint, not lazy (issue 19). */
  eagerFirstImage?: boolean;
};

const loadLive = () => import('./PagedPostListLive.tsx');
const PagedPostListLive = lazy(() => loadLive().then((m) => ({ default: m.PagedPostListLive })));

/** The stories as a list; `firstNewIndex` marks where the last page began (for focus). */
export function PostList({
  label,
  posts,
  headingLevel = 2,
  showCollection = true,
  showWriter = true,
  firstNewRef,
  firstNewIndex = -1,
  eagerFirstImage = false,
}: {
  label: string;
  posts: readonly PostCardData[];
  headingLevel?: 2 | 3;
  showCollection?: boolean;
  showWriter?: boolean;
  firstNewRef?: Ref<HTMLLIElement>;
  firstNewIndex?: number;
  eagerFirstImage?: boolean;
}) {
  return (
    <ol className="feed" aria-label={label}>
      {posts.map((post, i) => (
        <li key={post.id} ref={i === firstNewIndex ? firstNewRef : undefined}>
          <PostCard post={post} headingLevel={headingLevel} showCollection={showCollection} showWriter={showWriter} eagerImage={eagerFirstImage && i === 0} />
        </li>
      ))}
    </ol>
  );
}

export function PagedPostList(props: PagedPostListProps) {
  const { copy } = usePageData();
  const [live, setLive] = useState(false);
  const { first } = props;
  if (first.items.length === 0) return <>{props.empty}</>;
  const shell = (
    <>
      <PostList label={props.label} posts={first.items} headingLevel={props.headingLevel} showCollection={props.showCollection} showWriter={props.showWriter} eagerFirstImage={props.eagerFirstImage} />
      <div className="feed__more">
        {first.next === null ? (
          <p className="feed__status">{copy.feed.end}</p>
        ) : (
          <ShowMoreButton live={live} preload={() => void loadLive()} onShowMore={() => setLive(true)} />
        )}
      </div>
    </>
  );
  if (!live) return shell;
  // While the pager's code arrives, the list stays as it is with the button saying it is loading.
  return (
    <Suspense fallback={shell}>
      <PagedPostListLive {...props} />
    </Suspense>
  );
}
