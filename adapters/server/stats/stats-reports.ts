// Issue 23 (stats): what a stats page shows, read from the rollups (core/ports/stats-repository.port.ts) — a writer's
// overview (/me/stats), one story (/me/stats/post/{postId} and the bounded range /me/stats/{postId}/{start}/{end}),
// a writer's audience (/@{username}/audience and its CSV export) and a publication's (/{publication}/stats). Who may
// see what is decided here once, for the GraphQL queries and the plain routes alike: a story's stats are its
// writer's and its publication's editors' and owners'; an audience is its writer's; a publication's stats are its
// editors' and owners'.
import type { Repositories } from '../../../core/ports/repositories.port.ts';
import type { AudienceDay, SourceViews, StatsOwner, StoryDay, StoryRow, StoryTotals } from '../../../core/ports/stats-repository.port.ts';
import { bucketSeries, dayOf, periodRange, readRatio, type DayRange, type StatsPeriod } from '../../../core/stats/stats-period.ts';

export const STATS_STORY_LIMIT = 100;

export const STATS_MESSAGES = {
  signIn: 'Sign in to see your stats.',
  postNotFound: 'There is no story with this id.',
  notYourStory: 'These stats belong to the story’s writer and its publication’s editors: you can see the stats of your own stories only.',
  notYourAudience: 'An audience’s stats are for its writer only.',
  userNotFound: 'There is no writer with this username.',
  publicationNotFound: 'There is no publication at this address.',
  notYourPublication: 'A publication’s stats are for its editors and owners only.',
} as const;

export type StatsFailure = { ok: false; status: 401 | 403 | 404; error: 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND'; message: string };
const fail = (status: StatsFailure['status'], message: string): StatsFailure => ({
  ok: false,
  status,
  error: status === 401 ? 'UNAUTHORIZED' : status === 403 ? 'FORBIDDEN' : 'NOT_FOUND',
  message,
});

/** A window: the days of a period or a range, or the lifetime (from the first day with data, by month). */
export type StatsWindow = { period: StatsPeriod | 'range'; range: DayRange | null };

export type Window = { period: StatsPeriod | 'range'; from: string; to: string; unit: 'day' | 'month' };

const STORY_KEYS = ['views', 'reads', 'memberReadingSeconds', 'claps', 'responses', 'highlights'] as const;
const AUDIENCE_KEYS = ['followersGained', 'followersLost', 'subscribersGained', 'subscribersLost'] as const;

export function windowOf(period: StatsPeriod, nowMs: number): StatsWindow {
  return { period, range: periodRange(period, nowMs) };
}

function resolveWindow(w: StatsWindow, days: readonly { day: string }[], nowMs: number): Window {
  if (w.range) return { period: w.period, from: w.range.from, to: w.range.to, unit: 'day' };
  const today = dayOf(nowMs);
  const first = days.reduce((min, d) => (d.day < min ? d.day : min), today);
  return { period: w.period, from: first, to: today, unit: 'month' };
}

const emptyTotals = (): StoryTotals => ({ views: 0, reads: 0, memberReadingSeconds: 0, claps: 0, responses: 0, highlights: 0 });

export function totalsOf(days: readonly StoryTotals[]) {
  const t = emptyTotals();
  for (const d of days) for (const k of STORY_KEYS) t[k] += d[k];
  return { ...t, readRatio: readRatio(t.views, t.reads) };
}

export type StoryReport = {
  window: Window;
  totals: ReturnType<typeof totalsOf>;
  series: ({ bucket: string } & StoryTotals & { readRatio: number })[];
};

function storyReport(w: StatsWindow, days: StoryDay[], nowMs: number): StoryReport {
  const window = resolveWindow(w, days, nowMs);
  const series = bucketSeries(days, STORY_KEYS, window, window.unit).map((p) => ({ ...p, readRatio: readRatio(p.views, p.reads) }));
  return { window, totals: totalsOf(days), series };
}

export type AudienceReport = {
  window: Window;
  followers: number;
  subscribers: number;
  gained: { followers: number; subscribers: number };
  series: ({ bucket: string } & Omit<AudienceDay, 'day'>)[];
};

async function audienceReport(repos: Repositories, owner: StatsOwner, w: StatsWindow, nowMs: number): Promise<AudienceReport> {
  const [days, now] = await Promise.all([repos.stats.audienceDaily(owner, w.range), repos.stats.audienceNow(owner)]);
  const window = resolveWindow(w, days, nowMs);
  const series = bucketSeries(days, AUDIENCE_KEYS, window, window.unit);
  return {
    window,
    ...now,
    gained: { followers: series.reduce((n, p) => n + p.followersGained, 0), subscribers: series.reduce((n, p) => n + p.subscribersGained, 0) },
    series,
  };
}

export type StoryTableRow = StoryRow & { readRatio: number };
const tableRows = (rows: StoryRow[]): StoryTableRow[] => rows.map((r) => ({ ...r, readRatio: readRatio(r.views, r.reads) }));

export async function writerStats(repos: Repositories, viewerId: string | null, w: StatsWindow, nowMs: number) {
  if (!viewerId) return fail(401, STATS_MESSAGES.signIn);
  const owner: StatsOwner = { kind: 'writer', userId: viewerId };
  const [days, stories, audience] = await Promise.all([
    repos.stats.daily(owner, w.range),
    repos.stats.stories(owner, w.range, STATS_STORY_LIMIT),
    audienceReport(repos, owner, w, nowMs),
  ]);
  return { ok: true as const, ...storyReport(w, days, nowMs), stories: tableRows(stories), audience };
}

/** Whether the viewer may see a story's stats: its writer, or an editor or owner of its publication. */
async function mayReadStory(repos: Repositories, viewerId: string, post: { creatorId: string; publicationId: string | null }): Promise<boolean> {
  if (post.creatorId === viewerId) return true;
  if (!post.publicationId) return false;
  const editors = (await repos.publications.editorsOf([post.publicationId])).get(post.publicationId) ?? [];
  return editors.some((e) => e.userId === viewerId && (e.role === 'OWNER' || e.role === 'EDITOR'));
}

export async function postStats(repos: Repositories, viewerId: string | null, postId: string, w: StatsWindow, nowMs: number) {
  if (!viewerId) return fail(401, STATS_MESSAGES.signIn);
  const [post] = await repos.posts.postsByIds([postId]);
  if (!post || post.publishedAt === null) return fail(404, STATS_MESSAGES.postNotFound);
  if (!(await mayReadStory(repos, viewerId, post))) return fail(403, STATS_MESSAGES.notYourStory);
  const [days, sources] = await Promise.all([repos.stats.storyDaily(postId, w.range), repos.stats.storySources(postId, w.range)]);
  return { ok: true as const, postId: post.id, title: post.title, ...storyReport(w, days, nowMs), sources: sources as SourceViews[] };
}

export async function audienceStats(repos: Repositories, viewerId: string | null, username: string, w: StatsWindow, nowMs: number) {
  if (!viewerId) return fail(401, STATS_MESSAGES.signIn);
  const [user] = await repos.users.usersByUsernames([username]);
  if (!user) return fail(404, STATS_MESSAGES.userNotFound);
  if (user.id !== viewerId) return fail(403, STATS_MESSAGES.notYourAudience);
  return { ok: true as const, userId: user.id, username: user.username, name: user.name, ...(await audienceReport(repos, { kind: 'writer', userId: user.id }, w, nowMs)) };
}

export async function publicationStats(repos: Repositories, viewerId: string | null, slug: string, w: StatsWindow, nowMs: number) {
  if (!viewerId) return fail(401, STATS_MESSAGES.signIn);
  const [publication] = await repos.publications.publicationsBySlugs([slug]);
  if (!publication) return fail(404, STATS_MESSAGES.publicationNotFound);
  const editors = (await repos.publications.editorsOf([publication.id])).get(publication.id) ?? [];
  if (!editors.some((e) => e.userId === viewerId && (e.role === 'OWNER' || e.role === 'EDITOR'))) return fail(403, STATS_MESSAGES.notYourPublication);
  const owner: StatsOwner = { kind: 'publication', publicationId: publication.id };
  const [days, stories, audience] = await Promise.all([
    repos.stats.daily(owner, w.range),
    repos.stats.stories(owner, w.range, STATS_STORY_LIMIT),
    audienceReport(repos, owner, w, nowMs),
  ]);
  return { ok: true as const, publication, ...storyReport(w, days, nowMs), stories: tableRows(stories), audience };
}

export const DIGEST_LIMIT = 50;

/** The publication's newsletter digests (the stories it e-mailed) with their e-mails by state: its editors' and owners'. */
export async function publicationDigests(repos: Repositories, viewerId: string | null, slug: string) {
  if (!viewerId) return fail(401, STATS_MESSAGES.signIn);
  const [publication] = await repos.publications.publicationsBySlugs([slug]);
  if (!publication) return fail(404, STATS_MESSAGES.publicationNotFound);
  const editors = (await repos.publications.editorsOf([publication.id])).get(publication.id) ?? [];
  if (!editors.some((e) => e.userId === viewerId && (e.role === 'OWNER' || e.role === 'EDITOR'))) return fail(403, STATS_MESSAGES.notYourPublication);
  return { ok: true as const, publication, digests: await repos.stats.digests(publication.id, DIGEST_LIMIT) };
}

/** The audience as CSV: one line per day of the window, figures as integers (RFC 4180, CRLF line ends). */
export function audienceCsv(report: AudienceReport): string {
  const lines = [['date', 'followers_gained', 'followers_lost', 'subscribers_gained', 'subscribers_lost'].join(',')];
  for (const p of report.series) lines.push([p.bucket, p.followersGained, p.followersLost, p.subscribersGained, p.subscribersLost].join(','));
  return lines.join('\r\n') + '\r\n';
}
