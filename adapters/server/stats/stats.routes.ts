// Issue 23 (stats), the plain routes (platform-reference §2.1):
// - GET /@{username}/audience/stats/export[?period=7d|30d|90d|lifetime]: the audience per day as CSV, the writer's own;
// - GET /me/stats/{postId}/{startTimeMs}/{endTimeMs} and /stats/{postId}/{startTimeMs}/{endTimeMs}: a story's figures
//   per day over a range as JSON, bounded to MAX_RANGE_DAYS (a range of ten years is a 400 saying so).
// Who may see what is stats-reports.ts's; each refusal is a 4xx with the reason.
import { parsePeriod, parseRange, STATS_PERIODS } from '../../../core/stats/stats-period.ts';
import { TRAFFIC_SOURCE_LABELS } from '../../../core/stats/traffic-source.ts';
import type { Services } from '../composition-root.ts';
import { audienceCsv, audienceStats, postStats, windowOf, type StatsFailure } from './stats-reports.ts';

export const AUDIENCE_EXPORT_PATH = /^\/@([^/]+)\/audience\/stats\/export\/?$/;
export const POST_STATS_RANGE_PATH = /^\/(?:me\/)?stats\/([^/]+)\/([^/]+)\/([^/]+)\/?$/;

const NO_STORE = { 'cache-control': 'no-store, private' };
const text = (status: number, message: string) => new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE } });
const json = (status: number, body: unknown) => Response.json(body, { status, headers: NO_STORE });

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const nowOf = (s: Services) => s.options.now().getTime();

export async function serveAudienceExport(s: Services, request: Request, url: URL, rawUsername: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Use GET.', { status: 405, headers: { allow: 'GET, HEAD' } });
  const username = decode(rawUsername);
  if (username === null) return text(400, 'This address is not valid.');
  const period = parsePeriod(url.searchParams.get('period'));
  if (!period) return text(400, `A period is one of ${STATS_PERIODS.join(', ')}.`);
  const session = await s.sessionOf(request);
  const result = await audienceStats(s.repos, session.userId, username.replace(/^@/, ''), windowOf(period, nowOf(s)), nowOf(s));
  if (!result.ok) return text(result.status, result.message);
  return new Response(request.method === 'HEAD' ? null : audienceCsv(result), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${result.username.replace(/[^A-Za-z0-9_-]/g, '_')}-audience-${period}.csv"`,
      ...NO_STORE,
    },
  });
}

export async function serveStatsRange(s: Services, request: Request, params: { postId: string; start: string; end: string }): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { ok: false, error: 'METHOD_NOT_ALLOWED', message: 'Use GET.' });
  const range = parseRange(params.start, params.end);
  if (!range.ok) return json(400, { ok: false, error: range.error, message: range.message });
  const postId = decode(params.postId);
  if (postId === null) return json(400, { ok: false, error: 'BAD_RANGE', message: 'This address is not valid.' });
  const session = await s.sessionOf(request);
  const result = await postStats(s.repos, session.userId, postId, { period: 'range', range: range.range }, nowOf(s));
  if (!result.ok) return json(result.status, { ok: false, error: (result as StatsFailure).error, message: result.message });
  return json(200, {
    ok: true,
    postId: result.postId,
    title: result.title,
    from: result.window.from,
    to: result.window.to,
    totals: result.totals,
    days: result.series.map(({ bucket, ...figures }) => ({ day: bucket, ...figures })),
    sources: result.sources.map((x) => ({ ...x, label: TRAFFIC_SOURCE_LABELS[x.source] })),
  });
}
