// Issue 23 (stats), the story page's side (loaded after the page by use-story-stats-events.ts, so the reading page's
// first JavaScript does not carry it): the client events stats count (platform-reference §7.2, through the page's
// event log, so consent applies — ui/reporting/log-event.ts). `post.clientViewed` once the story is open;
// `post.clientRead` once the reader reaches its end (its last paragraph comes into view) or has had it visible for its
// reading time (core/stats/read.policy.ts decides, here and again on the server); `post.readingTime` with the
// seconds it was visible since the last report, every 30 seconds and when the page is hidden. A locked story's
// preview has no end to reach: only time counts there.
import { isRead, STATS_EVENTS } from '../../core/stats/read.policy.ts';
import { logEvent } from '../reporting/log-event.ts';

export const READING_TIME_REPORT_EVERY_S = 30;

/** Starts counting a story's view, read and reading time; the function it returns stops (and reports what is left). */
export function startStoryStats(root: HTMLElement | null, post: { id: string; readingTime: number; previewOnly: boolean }): () => void {
  const { id: postId, readingTime, previewOnly } = post;
  logEvent(STATS_EVENTS.viewed, { postId });
  let secondsSpent = 0;
  let unreported = 0;
  let reachedEnd = false;
  let readSent = false;
  const checkRead = () => {
    if (readSent || !isRead({ reachedEnd, secondsSpent, readingTimeMinutes: readingTime })) return;
    readSent = true;
    logEvent(STATS_EVENTS.read, { postId, reachedEnd, secondsSpent });
  };
  const reportTime = () => {
    if (unreported === 0) return;
    logEvent(STATS_EVENTS.readingTime, { postId, seconds: unreported });
    unreported = 0;
  };
  const tick = setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    secondsSpent += 1;
    unreported += 1;
    checkRead();
    if (unreported >= READING_TIME_REPORT_EVERY_S) reportTime();
  }, 1000);
  const onHide = () => document.visibilityState === 'hidden' && reportTime();
  document.addEventListener('visibilitychange', onHide);
  addEventListener('pagehide', reportTime);
  let observer: IntersectionObserver | null = null;
  const last = root?.querySelector('.post-body > :last-child') ?? root?.lastElementChild?.lastElementChild ?? null;
  if (!previewOnly && last && typeof IntersectionObserver !== 'undefined') {
    observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      reachedEnd = true;
      observer?.disconnect();
      checkRead();
    });
    observer.observe(last);
  }
  return () => {
    clearInterval(tick);
    observer?.disconnect();
    document.removeEventListener('visibilitychange', onHide);
    removeEventListener('pagehide', reportTime);
    reportTime();
  };
}
