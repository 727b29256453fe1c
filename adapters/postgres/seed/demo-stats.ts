// Demo stats (issue 23), so a newcomer's /me/stats is not empty at first start: per-day views, reads, member reading
// time and traffic sources for the demo writer's published stories and the 40 newest stories of the others, from
// each story's first day (at most 90 days back) to today. Derived from the stories and `now` with no randomness (a
// hash of ids and days). A story draws a steady number of views that fades with its age, reads are 25–60% of its
// views, members read about a third of them for about the story's reading time; sources split the views. These are
// rollup rows (migration 0041), written like the ones the event intake writes; claps, responses, highlights,
// followers and subscribers are counted by the triggers from the demo rows of those. The demo writer's responses get
// the same, fewer (demoResponseStatsOf), for /me/stats/responses.
import type { Insertable } from 'kysely';
import { addDays, dayOf, DAY_MS } from '../../../core/stats/stats-period.ts';
import { TRAFFIC_SOURCES } from '../../../core/stats/traffic-source.ts';
import type { StoryStatsDailyTable, StoryTrafficDailyTable } from '../database.types.ts';

export type DemoStatsStory = { id: string; creatorId: string; publishedAt: Date | null; readingTime?: number; deletedAt?: Date | null };
export type DemoStats = { daily: Insertable<StoryStatsDailyTable>[]; traffic: Insertable<StoryTrafficDailyTable>[] };

const DAYS_BACK = 90;
const OTHER_STORIES = 40;
/** The share of views per source, in per cent, in TRAFFIC_SOURCES order (internal, search, social, external, direct). */
const SOURCE_SHARES = [40, 25, 15, 8, 12];

/** FNV-1a, 32 bits: a stable number from a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function demoStatsOf(stories: readonly DemoStatsStory[], writerId: string | null, now: Date): DemoStats {
  const published = stories.filter((s) => s.publishedAt !== null && s.publishedAt <= now && !s.deletedAt);
  const others = published
    .filter((s) => s.creatorId !== writerId)
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || (a.id < b.id ? -1 : 1))
    .slice(0, OTHER_STORIES);
  const chosen = [...published.filter((s) => s.creatorId === writerId), ...others];
  return statsOf(chosen, now, (story) => 5 + (hash(`popularity:${story.id}`) % 60));
}

/**
 * Issue 23: the demo writer's published responses draw views and reads too (fewer than a story), so
 * /me/stats/responses is not empty at first start. Written after the responses (their rows refer to them).
 */
export function demoResponseStatsOf(responses: readonly DemoStatsStory[], writerId: string | null, now: Date): DemoStats {
  const mine = responses.filter((r) => r.creatorId === writerId && r.publishedAt !== null && r.publishedAt <= now && !r.deletedAt);
  return statsOf(mine, now, (response) => 2 + (hash(`popularity:${response.id}`) % 12));
}

function statsOf(chosen: readonly DemoStatsStory[], now: Date, popularityOf: (story: DemoStatsStory) => number): DemoStats {
  const today = dayOf(now.getTime());
  const earliest = addDays(today, -(DAYS_BACK - 1));
  const daily: Insertable<StoryStatsDailyTable>[] = [];
  const traffic: Insertable<StoryTrafficDailyTable>[] = [];
  for (const story of chosen) {
    const first = dayOf(story.publishedAt!.getTime());
    const popularity = popularityOf(story);
    const minutes = Math.max(1, story.readingTime ?? 4);
    for (let day = first < earliest ? earliest : first; day <= today; day = addDays(day, 1)) {
      const age = Math.floor((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS);
      const fade = 1 / (1 + age / 7);
      const views = Math.round(popularity * fade) + (hash(`views:${story.id}:${day}`) % 4);
      if (views === 0) continue;
      const reads = Math.round((views * (25 + (hash(`reads:${story.id}`) % 36))) / 100);
      const memberReads = Math.round(reads / 3);
      const readingSeconds = Math.round(reads * minutes * 60 * 0.8);
      daily.push({ postId: story.id, day, views, reads, readingSeconds, memberReadingSeconds: Math.round(memberReads * minutes * 60 * 0.9) });
      let left = views;
      TRAFFIC_SOURCES.forEach((source, i) => {
        const n = i === TRAFFIC_SOURCES.length - 1 ? left : Math.min(left, Math.floor((views * SOURCE_SHARES[i]!) / 100));
        left -= n;
        if (n > 0) traffic.push({ postId: story.id, day, source, views: n });
      });
    }
  }
  return { daily, traffic };
}
