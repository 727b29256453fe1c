// Issue 23 (stats): the story page starts its stats events (story-stats-tracker.ts) once its code has arrived after
// the page's: a view, a read and reading time, through the page's event log (consent applies).
import { useEffect, type RefObject } from 'react';

export function useStoryStatsEvents(root: RefObject<HTMLElement | null>, post: { id: string; readingTime: number; previewOnly: boolean }): void {
  const { id, readingTime, previewOnly } = post;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    void import('./story-stats-tracker.ts').then(({ startStoryStats }) => {
      if (!left) stop = startStoryStats(root.current, { id, readingTime, previewOnly });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [root, id, readingTime, previewOnly]);
}
