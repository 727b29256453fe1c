// The pager behind a Your Stories tab's 'Show more' (StoryList.tsx loads it on the first click): the shared live
// pager (ui/components/live-pager.tsx), focus going to the first new story's first link or button; stories
// moved away since stay out.
import { LivePagerFooter, useLivePager } from '../components/live-pager.tsx';
import type { StoryItemData } from './stories-queries.ts';
import { StoryItems, type StoryListProps } from './StoryList.tsx';

export function StoryListLive({ label, first, fetchPage, removed, renderStory, empty }: StoryListProps) {
  const pager = useLivePager<StoryItemData>(first, fetchPage, 'a, button');
  const { items, lastAdded } = pager;
  const stories = items.filter((s) => !removed.has(s.id));
  const newFrom = lastAdded > 0 ? stories.findIndex((s) => s.id === items[items.length - lastAdded]?.id) : -1;
  if (stories.length === 0 && pager.exhausted) return <>{empty}</>;
  return (
    <>
      <StoryItems label={label} stories={stories} renderStory={renderStory} firstNewRef={pager.firstNewRef} firstNewIndex={newFrom} />
      <LivePagerFooter pager={pager} />
    </>
  );
}
