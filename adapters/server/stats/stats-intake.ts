// Issue 23 (stats): client events (platform-reference §7.2, POST /_/batch) turned into rollup increments. Only
// events stored for the first time count (a retried batch adds nothing); a bot's request counts nothing (core's bot
// rule); a writer's views of their own story count nothing; a read counts only when core says it is one (the end
// reached or the reading time spent); a view and a read count once per reader per story per UTC day
// (core/stats/count-once.policy.ts, kept by the store's unique keys); reading time is capped per report and kept
// apart for members.
import type { ClientEvent } from '../../../core/events/event-queue.ts';
import type { StatsEvent, StatsRepository } from '../../../core/ports/stats-repository.port.ts';
import { readerKeyOf } from '../../../core/stats/count-once.policy.ts';
import { countedReadingSeconds, countsForStats, isRead, STATS_EVENTS } from '../../../core/stats/read.policy.ts';
import { dayOf } from '../../../core/stats/stats-period.ts';
import { statsSource } from '../../../core/stats/traffic-source.ts';

export type StatsIntakeRequest = {
  events: readonly ClientEvent[];
  viewerId: string | null;
  userAgent: string | null;
  /** A stable key for a signed-out reader's browser (the hash of its xsrf cookie); '' when there is none. */
  browserKey: string;
  /** The hash of the network and user agent: the reader key of last resort. */
  networkKey: string;
  now: number;
};

export type StatsIntake = (request: StatsIntakeRequest) => Promise<void>;

const KEYS: ReadonlySet<string> = new Set(Object.values(STATS_EVENTS));

export function createStatsIntake(deps: {
  stats: StatsRepository;
  isMember: (userId: string) => Promise<boolean>;
  ownHost: string;
  logError: (error: unknown, context: string) => void;
}): StatsIntake {
  const intake: StatsIntake = async ({ events, viewerId, userAgent, browserKey, networkKey, now }) => {
    if (!countsForStats(userAgent)) return;
    const relevant = events.filter((e) => KEYS.has(e.key) && typeof e.data.postId === 'string' && e.data.postId.length <= 64);
    if (relevant.length === 0) return;
    const stories = new Map((await deps.stats.storiesFor(relevant.map((e) => e.data.postId as string))).map((s) => [s.id, s]));
    let member: boolean | null = null;
    const readerKey = readerKeyOf({ viewerId, browserKey, networkKey });
    const out: StatsEvent[] = [];
    for (const e of relevant) {
      const story = stories.get(e.data.postId as string);
      if (!story || story.creatorId === viewerId) continue;
      const day = dayOf(Math.min(e.timestamp, now));
      if (e.key === STATS_EVENTS.viewed) {
        out.push({ kind: 'view', postId: story.id, day, source: statsSource(e.data, deps.ownHost), readerKey });
      } else if (e.key === STATS_EVENTS.read) {
        const facts = { reachedEnd: e.data.reachedEnd === true, secondsSpent: Number(e.data.secondsSpent), readingTimeMinutes: story.readingTimeMinutes };
        if (isRead(facts)) out.push({ kind: 'read', postId: story.id, day, readerKey });
      } else {
        const seconds = countedReadingSeconds(e.data.seconds, story.readingTimeMinutes);
        if (seconds === 0) continue;
        member ??= viewerId ? await deps.isMember(viewerId) : false;
        out.push({ kind: 'readingTime', postId: story.id, day, seconds, member, memberId: member ? viewerId : null });
      }
    }
    await deps.stats.record(out);
  };
  // Stats failing (a story deleted as its events arrive) never fails the report that carried them: the events are
  // stored already; the failure is logged.
  return (request) => intake(request).catch((error: unknown) => deps.logError(error, 'stats intake'));
}
