// A Your Stories tab's list with 'Show more' (core/feed/feed-pager.machine.ts). The first page comes with the
// page and is drawn here; the pager's code loads on the first 'Show more' (fetched ahead when the pointer or
// focus reaches the button), as for the reading feeds (ui/components/PagedPostList.tsx). Stories moved out of
// the tab by the reader (`removed`) leave the list at once, whichever of the two draws it.
import { lazy, Suspense, useState, type ReactNode, type Ref } from 'react';
import type { FeedPage } from '../../core/feed/feed-pager.machine.ts';
import { ShowMoreButton } from '../components/ShowMoreButton.tsx';
import type { StoryItemData } from './stories-queries.ts';

export type StoryListProps = {
  label: string;
  first: FeedPage<StoryItemData>;
  /** The page after `cursor`; null while rendering on the server. */
  fetchPage: ((cursor: string) => Promise<FeedPage<StoryItemData>>) | null;
  removed: ReadonlySet<string>;
  renderStory: (story: StoryItemData) => ReactNode;
  /** What shows when the tab has no stories (left). */
  empty: ReactNode;
};

const loadLive = () => import('./StoryListLive.tsx');
const StoryListLive = lazy(() => loadLive().then((m) => ({ default: m.StoryListLive })));

export function StoryItems({
  label,
  stories,
  renderStory,
  firstNewRef,
  firstNewIndex = -1,
}: {
  label: string;
  stories: readonly StoryItemData[];
  renderStory: (story: StoryItemData) => ReactNode;
  firstNewRef?: Ref<HTMLLIElement>;
  firstNewIndex?: number;
}) {
  return (
    <ol className="stories" aria-label={label}>
      {stories.map((story, i) => (
        <li key={story.id} className="stories__item" ref={i === firstNewIndex ? firstNewRef : undefined}>
          {renderStory(story)}
        </li>
      ))}
    </ol>
  );
}

export function StoryList(props: StoryListProps) {
  const [live, setLive] = useState(false);
  const { first, removed } = props;
  const stories = first.items.filter((s) => !removed.has(s.id));
  if (!live && stories.length === 0 && first.next === null) return <>{props.empty}</>;
  const shell = (
    <>
      <StoryItems label={props.label} stories={stories} renderStory={props.renderStory} />
      <div className="feed__more">
        {first.next !== null && <ShowMoreButton live={live} preload={() => void loadLive()} onShowMore={() => setLive(true)} />}
      </div>
    </>
  );
  if (!live) return shell;
  return (
    <Suspense fallback={shell}>
      <StoryListLive {...props} />
    </Suspense>
  );
}
