// Issue 23 (stats): what a stats page shows, read from the rollups (core/ports/stats-repository.port.ts) — a writer's
// overview (/me/stats and /@{username}/stats), the responses they wrote (/me/stats/responses), one story
// (/me/stats/post/{postId}, /@{username}/stats/post/{postId} and the bounded range /me/stats/{postId}/{start}/{end}),
// a writer's audience (/@{username}/audience, one figure of it at /@{username}/audience/{details}, and its CSV
// export) and a publication's (/{publication}/stats and its overview). Who may see what is decided here once, for the
// GraphQL queries and the plain routes alike: a story's stats are its writer's and its publication's editors' and
// owners'; a writer's stats and audience are that writer's; a publication's stats are for those its role table
// (core/publication/permissions.ts, 'viewStats') lets see them: its editors and owners.
import type { Repositories } from '../../../core/ports/repositories.port.ts';
import type { AudienceDay, SourceViews, StatsOwner, StoryDay, StoryRow, StoryTotals } from '../../../core/ports/stats-repository.port.ts';
import type { Publication } from '../../../core/content/entities.ts';
import { can } from '../../../core/publication/permissions.ts';
import { runningTotals, type AudienceDetails, type DetailRow } from '../../../core/stats/audience-details.ts';
import { bucketSeries, dayOf, periodRange, previousRange, readRatio, type DayRange, type StatsPeriod } from '../../../core/stats/stats-period.ts';

export const STATS_STORY_LIMIT = 100;

export const STATS_MESSAGES = {
  signIn: 'Sign in to see your stats.',
  postNotFound: 'There is no story with this id.',
  notYourStory: 'These stats belong to the story’s writer and its publication’s editors: you can see the stats of your own stories only.',
  notYourAudience: 'An audience’s stats are for its writer only.',
  notYourStats: 'A writer’s stats are for that writer only: you can see your own at Your stats.',
  userNotFound: 'There is no writer with this username.',
  publicationNotFound: 'There is no publication at this address.',
  detailsNotFound: 'An audience’s details are its followers or its email subscribers.',
  notYourPublication: 'A publication’s stats are for its editors and owners only.',
  newsletterNotFound: 'There is no newsletter with this id.',
  notYourNewsletter: 'A newsletter’s stats are for its writer, or for its publication’s editors and owners.',
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

/** The writer whose stats these are: the viewer, or the writer at /@{username}/… when that is the viewer. */
async function ownWriter(repos: Repositories, viewerId: string, username: string | null | undefined, forbidden: string) {
  if (username === null || username === undefined) return { ok: true as const, userId: viewerId };
  const [user] = await repos.users.usersByUsernames([username.replace(/^@/, '')]);
  if (!user) return fail(404, STATS_MESSAGES.userNotFound);
  if (user.id !== viewerId) return fail(403, forbidden);
  return { ok: true as const, userId: user.id, username: user.username, name: user.name };
}

export async function writerStats(repos: Repositories, viewerId: string | null, w: StatsWindow, nowMs: number, username?: string | null) {
  if (!viewerId) return fail(401, STATS_MESSAGES.signIn);
  const writer = await ownWriter(repos, viewerId, username, STATS_MESSAGES.notYourStats);
  if (!writer.ok) return writer;
  const owner: StatsOwner = { kind: 'writer', userId: writer.userId };
  const [days, stories, audience] = await Promise.all([
    repos.stats.daily(owner, w.range),
    repos.stats.stories(owner, w.range, STATS_STORY_LIMIT),
    audienceReport(repos, owner, w, nowMs),
  ]);
  return { ok: true as const, ...storyReport(w, days, nowMs), stories: tableRows(stories), audience };
}

/** The responses the signed-in writer wrote (/me/stats/responses): their figures, and one row per response. */
export async function responseStats(repos: Repositories, viewerId: string | null, w: StatsWindow, nowMs: number) {
  if (!viewerId) return fail(401, STATS_MESSAGES.signIn);
  const owner: StatsOwner = { kind: 'writer', userId: viewerId, posts: 'responses' };
  const [days, responses] = await Promise.all([repos.stats.daily(owner, w.range), repos.stats.stories(owner, w.range, STATS_STORY_LIMIT)]);
  return { ok: true as const, ...storyReport(w, days, nowMs), responses: tableRows(responses) };
}

/** Whether the viewer may see a publication's stats (core/publication/permissions.ts: 'viewStats'). */
async function mayViewPublicationStats(repos: Repositories, viewerId: string, publicationId: string): Promise<boolean> {
  const editors = (await repos.publications.editorsOf([publicationId])).get(publicationId) ?? [];
  return editors.some((e) => e.userId === viewerId && can(e.role, 'viewStats'));
}

/** Whether the viewer may see a story's stats: its writer, or someone who may see its publication's stats. */
async function mayReadStory(repos: Repositories, viewerId: string, post: { creatorId: string; publicationId: string | null }): Promise<boolean> {
  if (post.creatorId === viewerId) return true;
  return post.publicationId ? mayViewPublicationStats(repos, viewerId, post.publicationId) : false;
}

/** A story's stats; under /@{username}/stats/post/{postId}, only a story of that writer's (another's is not found). */
export async function postStats(repos: Repositories, viewerId: string | null, postId: string, w: StatsWindow, nowMs: number, username?: string | null) {
  if (!viewerId) return fail(401, STATS_MESSAGES.signIn);
  const [post] = await repos.posts.postsByIds([postId]);
  if (!post || post.publishedAt === null) return fail(404, STATS_MESSAGES.postNotFound);
  if (username !== null && username !== undefined) {
    const [user] = await repos.users.usersByUsernames([username.replace(/^@/, '')]);
    if (!user || user.id !== post.creatorId) return fail(404, STATS_MESSAGES.postNotFound);
  }
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

export type AudienceDetailsReport = {
  userId: string;
  username: string;
  details: AudienceDetails;
  window: Window;
  /** Today's count. */
  now: number;
  gained: number;
  lost: number;
  series: DetailRow[];
};

/** One figure of a writer's audience in detail (/@{username}/audience/{details}): the writer's own. */
export async function audienceDetails(
  repos: Repositories,
  viewerId: string | null,
  username: string,
  details: AudienceDetails,
  w: StatsWindow,
  nowMs: number,
): Promise<({ ok: true } & AudienceDetailsReport) | StatsFailure> {
  const audience = await audienceStats(repos, viewerId, username, w, nowMs);
  if (!audience.ok) return audience;
  const [gainedKey, lostKey] = details === 'followers' ? (['followersGained', 'followersLost'] as const) : (['subscribersGained', 'subscribersLost'] as const);
  const points = audience.series.map((p) => ({ bucket: p.bucket, gained: p[gainedKey], lost: p[lostKey] }));
  return {
    ok: true,
    userId: audience.userId,
    username: audience.username,
    details,
    window: audience.window,
    now: details === 'followers' ? audience.followers : audience.subscribers,
    gained: points.reduce((n, p) => n + p.gained, 0),
    lost: points.reduce((n, p) => n + p.lost, 0),
    series: runningTotals(details === 'followers' ? audience.followers : audience.subscribers, points),
  };
}

/** The publication at `slug`, if the viewer may see its stats. */
async function statsPublication(repos: Repositories, viewerId: string | null, slug: string): Promise<{ ok: true; publication: Publication } | StatsFailure> {
  if (!viewerId) return fail(401, STATS_MESSAGES.signIn);
  const [publication] = await repos.publications.publicationsBySlugs([slug]);
  if (!publication) return fail(404, STATS_MESSAGES.publicationNotFound);
  if (!(await mayViewPublicationStats(repos, viewerId, publication.id))) return fail(403, STATS_MESSAGES.notYourPublication);
  return { ok: true, publication };
}

export const OVERVIEW_WRITER_LIMIT = 20;

/**
 * A publication's overview (/{publication}/stats/overview): its stories' totals over the period beside the period
 * before it (a lifetime has none), its views by traffic source, its writers' shares, and its audience.
 */
export async function publicationOverview(repos: Repositories, viewerId: string | null, slug: string, w: StatsWindow, nowMs: number) {
  const found = await statsPublication(repos, viewerId, slug);
  if (!found.ok) return found;
  const { publication } = found;
  const owner: StatsOwner = { kind: 'publication', publicationId: publication.id };
  const before = w.range ? previousRange(w.range) : null;
  const [days, previousDays, sources, writers, audience] = await Promise.all([
    repos.stats.daily(owner, w.range),
    before ? repos.stats.daily(owner, before) : Promise.resolve(null),
    repos.stats.sources(owner, w.range),
    repos.stats.writers(publication.id, w.range, OVERVIEW_WRITER_LIMIT),
    audienceReport(repos, owner, w, nowMs),
  ]);
  return {
    ok: true as const,
    publication,
    ...storyReport(w, days, nowMs),
    previous: before && previousDays ? { from: before.from, to: before.to, totals: totalsOf(previousDays) } : null,
    sources,
    writers: writers.map((r) => ({ ...r, readRatio: readRatio(r.views, r.reads) })),
    audience,
  };
}

export async function publicationStats(repos: Repositories, viewerId: string | null, slug: string, w: StatsWindow, nowMs: number) {
  const found = await statsPublication(repos, viewerId, slug);
  if (!found.ok) return found;
  const { publication } = found;
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
  const found = await statsPublication(repos, viewerId, slug);
  if (!found.ok) return found;
  const { publication } = found;
  return { ok: true as const, publication, digests: await repos.stats.digests(publication.id, DIGEST_LIMIT) };
}

/** The newsletter as the store has it: whose it is. */
export type NewsletterOwner = { id: string; userId: string; publicationId: string | null };

export type NewsletterReport = {
  window: Window;
  /** Active subscribers today. */
  subscribers: number;
  gained: number;
  lost: number;
  series: DetailRow[];
  issues: Awaited<ReturnType<Repositories['stats']['newsletterIssues']>>;
};

/**
 * A newsletter's stats (/newsletters/{newsletterV3Id}/stats): its subscribers gained and lost per day and in all at
 * each day's end (the audience rollups: a writer has one newsletter, a publication one), and the e-mails of each issue
 * it sent. A writer's newsletter is that writer's; a publication's, for those who may see the publication's stats.
 */
export async function newsletterStats(
  repos: Repositories,
  viewerId: string | null,
  newsletter: NewsletterOwner | null,
  w: StatsWindow,
  nowMs: number,
): Promise<({ ok: true } & NewsletterReport) | StatsFailure> {
  if (!viewerId) return fail(401, STATS_MESSAGES.signIn);
  if (!newsletter) return fail(404, STATS_MESSAGES.newsletterNotFound);
  const allowed = newsletter.publicationId ? await mayViewPublicationStats(repos, viewerId, newsletter.publicationId) : newsletter.userId === viewerId;
  if (!allowed) return fail(403, STATS_MESSAGES.notYourNewsletter);
  const owner: StatsOwner = newsletter.publicationId ? { kind: 'publication', publicationId: newsletter.publicationId } : { kind: 'writer', userId: newsletter.userId };
  const [audience, issues] = await Promise.all([audienceReport(repos, owner, w, nowMs), repos.stats.newsletterIssues(newsletter.id, DIGEST_LIMIT)]);
  const points = audience.series.map((p) => ({ bucket: p.bucket, gained: p.subscribersGained, lost: p.subscribersLost }));
  return {
    ok: true,
    window: audience.window,
    subscribers: audience.subscribers,
    gained: points.reduce((n, p) => n + p.gained, 0),
    lost: points.reduce((n, p) => n + p.lost, 0),
    series: runningTotals(audience.subscribers, points),
    issues,
  };
}

/** The audience as CSV: one line per day of the window, figures as integers (RFC 4180, CRLF line ends). */
export function audienceCsv(report: AudienceReport): string {
  const lines = [['date', 'followers_gained', 'followers_lost', 'subscribers_gained', 'subscribers_lost'].join(',')];
  for (const p of report.series) lines.push([p.bucket, p.followersGained, p.followersLost, p.subscribersGained, p.subscribersLost].join(','));
  return lines.join('\r\n') + '\r\n';
}
