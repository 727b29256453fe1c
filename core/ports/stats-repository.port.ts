// Issue 23 (stats): the rollups in the store (migration 0041) — written as client events arrive, read by the stats
// pages. Reads never scan raw events: every figure comes from per-day rows.
import type { Day, DayRange } from '../stats/stats-period.ts';
import type { TrafficSource } from '../stats/traffic-source.ts';

/** What one accepted client event adds (checked against core/stats/read.policy.ts before it gets here). */
export type StatsEvent =
  | { kind: 'view'; postId: string; day: Day; source: TrafficSource; readerKey: string }
  | { kind: 'read'; postId: string; day: Day; readerKey: string }
  | {
      kind: 'readingTime';
      postId: string;
      day: Day;
      seconds: number;
      member: boolean;
      /** Issue 23 part C: the member who read (their seconds per story per month are what the Partner Program pays by). */
      memberId?: string | null | undefined;
    };

/** A story as the intake needs it: who wrote it and how long it takes to read. */
export type StatsStory = { id: string; creatorId: string; readingTimeMinutes: number };

export type StoryDay = {
  day: Day;
  views: number;
  reads: number;
  memberReadingSeconds: number;
  claps: number;
  responses: number;
  highlights: number;
};

export type StoryTotals = Omit<StoryDay, 'day'>;

export type StoryRow = StoryTotals & { postId: string; title: string; publishedAt: Date | null };

export type AudienceDay = { day: Day; followersGained: number; followersLost: number; subscribersGained: number; subscribersLost: number };

export type SourceViews = { source: TrafficSource; views: number };

/** Whose stats: a writer's stories (or, with `posts: 'responses'`, the responses they wrote), or a publication's. */
export type StatsOwner = { kind: 'writer'; userId: string; posts?: 'stories' | 'responses' } | { kind: 'publication'; publicationId: string };

/** A writer's part in a publication's figures: their stories there, summed. */
export type WriterRow = StoryTotals & { userId: string; stories: number };

/** One story a publication's newsletter sent (its digest), with its e-mails by state. */
export type DigestRow = { postId: string; title: string; queuedAt: Date; recipients: number; sent: number; pending: number; failed: number };

export interface StatsRepository {
  /** The published stories among these ids (others count nothing). */
  storiesFor(postIds: readonly string[]): Promise<StatsStory[]>;
  /**
   * Adds a batch of accepted events to the rollups in one transaction; a view and a read count once per story, day
   * and reader (core/stats/count-once.policy.ts), a view under the source of the reader's first view that day.
   */
  record(events: readonly StatsEvent[]): Promise<{ views: number; reads: number }>;
  /** The owner's stories' figures per day within the range (all days when null). */
  daily(owner: StatsOwner, range: DayRange | null): Promise<StoryDay[]>;
  /** One row per published story of the owner, with its figures within the range, most viewed first. */
  stories(owner: StatsOwner, range: DayRange | null, limit: number): Promise<StoryRow[]>;
  storyDaily(postId: string, range: DayRange | null): Promise<StoryDay[]>;
  storySources(postId: string, range: DayRange | null): Promise<SourceViews[]>;
  /** The owner's stories' views by traffic source within the range, most first. */
  sources(owner: StatsOwner, range: DayRange | null): Promise<SourceViews[]>;
  /** The publication's writers with their published stories there and those stories' figures, most viewed first. */
  writers(publicationId: string, range: DayRange | null, limit: number): Promise<WriterRow[]>;
  audienceDaily(owner: StatsOwner, range: DayRange | null): Promise<AudienceDay[]>;
  /**
   * The publication's newsletter's e-mails per story it sent, newest story first (at most `limit` stories): read by
   * each story's delivery reference (an index lookup per story), never by scanning the mail queue.
   */
  digests(publicationId: string, limit: number): Promise<DigestRow[]>;
  /** The same for any newsletter (a writer's or a publication's), by its id; none when there is no such newsletter. */
  newsletterIssues(newsletterId: string, limit: number): Promise<DigestRow[]>;
  /** Followers and active newsletter subscribers today. */
  audienceNow(owner: StatsOwner): Promise<{ followers: number; subscribers: number }>;
}
