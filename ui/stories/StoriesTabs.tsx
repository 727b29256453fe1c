// The Your Stories tabs (platform-reference §2.2 /me/stories/{drafts|public|responses|unlisted|deleted}): a
// WAI-ARIA tablist whose tabs are links, each with its count. Each tab is its own address, so choosing one
// loads it; the arrow keys, Home and End move focus along the tabs (one tab stop: the current tab), and
// Enter follows the focused one.
import { useRef, type KeyboardEvent } from 'react';
import { STORIES_COPY, STORY_FILTERS, STORY_TAB_LABELS, type StoryCounts, type StoryFilter } from '../../core/stories/your-stories.ts';
import { hrefFor } from '../chrome/links.ts';

export const tabId = (tab: StoryFilter): string => `stories-tab-${tab}`;
export const STORIES_PANEL_ID = 'stories-panel';

export function StoriesTabs({ current, counts }: { current: StoryFilter; counts: StoryCounts | null }) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const to =
      e.key === 'ArrowRight' ? at + 1 : e.key === 'ArrowLeft' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    tabs[(to + tabs.length) % tabs.length]?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label={STORIES_COPY.tabsLabel} className="tabs stories-tabs" onKeyDown={onKeyDown}>
      {STORY_FILTERS.map((tab) => {
        const selected = tab === current;
        const count = counts?.[tab];
        return (
          <a
            key={tab}
            id={tabId(tab)}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? STORIES_PANEL_ID : undefined}
            tabIndex={selected ? 0 : -1}
            className="tabs__tab stories-tabs__tab"
            href={hrefFor('ShowYourStories', { filterBy: tab })}
          >
            {STORY_TAB_LABELS[tab]}
            {count !== undefined && <span className="stories-tabs__count">{` ${count}`}</span>}
          </a>
        );
      })}
    </div>
  );
}
