// platform-reference §7.2, §7.3: the report endpoints — client events at /_/batch (stored once
// per eventId), client error reports and performance reports — and the operator view at
// /_/admin/internal-status (staff only). Every report is a write: it needs the browser's xsrf token, as
// mutations do. Bad input gets a 4xx, never a 500. Each report spends the network's reports budget, one unit
// per event it carries (security finding 12: the same budget GraphQL's logging mutations spend).
import type { z } from 'zod';
import type { ClientEvent } from '../../../core/events/event-queue.ts';
import { PERFORMANCE_PATH } from '../../../core/events/performance.ts';
import {
  errorBatchSchema,
  eventBatchSchema,
  eventsToStore,
  parseJsonBody,
  performanceReportSchema,
} from '../../../core/events/report-input.ts';
import type { ReportingRepository, ReportingSummary } from '../../postgres/reporting.repository.ts';
import type { JobQueueView } from '../../postgres/jobs.repository.ts';
import { escapeHtml } from '../render/escape.ts';
import type { ReportAllowance } from './report-limit.ts';

export const EVENTS_PATH = '/_/batch';
export const ERROR_REPORT_PATH = '/_/clientele/reports/errors/';
export { PERFORMANCE_PATH };
export const INTERNAL_STATUS_PATH = '/_/admin/internal-status';
export const REPORT_PATHS: ReadonlySet<string> = new Set([EVENTS_PATH, ERROR_REPORT_PATH, PERFORMANCE_PATH]);

export type ReportingContext = {
  repo: ReportingRepository;
  now: () => Date;
  /** True when the request carries the browser's xsrf token (the same check as mutations). */
  xsrfOk: (request: Request) => Promise<boolean>;
  viewerOf: (request: Request) => Promise<{ id: string; username: string } | null>;
  /** Usernames that may open the operator view (QUIRE_STAFF_USERNAMES). */
  staffUsernames: ReadonlySet<string>;
  productName: string;
  logError: (error: unknown, context: string) => void;
  /**
   * platform-reference §6: whether analytics may be stored for this request's visitor (bots, dont_track_user,
   * and EU visitors who are logged out and have not accepted the privacy banner may not).
   */
  analyticsAllowed: (request: Request) => Promise<boolean>;
  /** Spends the network's reports budget (report-limit.ts): one unit per event; refused once it is spent. */
  allow: ReportAllowance;
  /** Issue 23: adds the newly stored events to the stats rollups (stats/stats-intake.ts); absent: no stats. */
  recordStats?: (events: readonly ClientEvent[], request: Request, network: string, viewerId: string | null) => Promise<void>;
  /** Issue 20: the background job queue, whole cluster (jobs.repository.ts queueView). */
  jobQueue: (now: Date) => Promise<JobQueueView>;
};

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

type Body<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The body, already counted against REPORT_BODY_MAX_BYTES as it streamed in (http/request-intake.ts). */
async function readBody<T>(request: Request, schema: z.ZodType<T>): Promise<Body<T>> {
  const parsed = parseJsonBody(await request.text(), schema);
  if (!parsed.ok) return { ok: false, response: json(parsed.error === 'TOO_LARGE' ? 413 : 400, { ok: false, error: parsed.error, message: parsed.message }) };
  return { ok: true, value: parsed.value };
}

type Report =
  | { path: typeof EVENTS_PATH; body: Body<z.infer<typeof eventBatchSchema>> }
  | { path: typeof ERROR_REPORT_PATH; body: Body<z.infer<typeof errorBatchSchema>> }
  | { path: typeof PERFORMANCE_PATH; body: Body<z.infer<typeof performanceReportSchema>> };

async function readReport(request: Request, path: string): Promise<Report> {
  if (path === EVENTS_PATH) return { path, body: await readBody(request, eventBatchSchema) };
  if (path === ERROR_REPORT_PATH) return { path, body: await readBody(request, errorBatchSchema) };
  return { path: PERFORMANCE_PATH, body: await readBody(request, performanceReportSchema) };
}

/** The events a report carries, each a unit of the budget; a report that could not be read costs one. */
function unitsOf(report: Report): number {
  if (!report.body.ok) return 1;
  return report.path === PERFORMANCE_PATH ? report.body.value.events.length : report.body.value.length;
}

export async function serveReport(request: Request, path: string, ctx: ReportingContext, network: string): Promise<Response> {
  if (request.method !== 'POST') return new Response('Reports are POSTed.', { status: 405, headers: { allow: 'POST' } });
  try {
    const report = await readReport(request, path);
    const allowed = await ctx.allow(network, unitsOf(report));
    if (!allowed.ok) {
      return Response.json(
        { ok: false, error: 'TOO_MANY_REQUESTS', message: `Too many reports from this network: try again in ${allowed.retryAfterSeconds} s.` },
        { status: 429, headers: { 'retry-after': String(allowed.retryAfterSeconds), 'cache-control': 'no-store' } },
      );
    }
    if (!(await ctx.xsrfOk(request))) return json(403, { ok: false, error: 'FORBIDDEN', message: 'This request needs a valid xsrf token in the x-xsrf-token header.' });
    // platform-reference §6: without consent (a bot, dont_track_user, an EU visitor who has not accepted),
    // events and performance reports are acknowledged, so nothing retries them, and dropped. Error reports are
    // not analytics: they say what broke, and are kept.
    const now = ctx.now();
    if (report.path === EVENTS_PATH) {
      if (!report.body.ok) return report.body.response;
      if (!(await ctx.analyticsAllowed(request))) return json(200, { ok: true, stored: 0 });
      const viewer = await ctx.viewerOf(request);
      const fresh = await ctx.repo.addNewEvents(eventsToStore(report.body.value, now.getTime()), now, viewer?.id ?? null);
      // Issue 23: stats count what was stored for the first time, so a retried batch adds nothing.
      if (ctx.recordStats && fresh.length > 0) await ctx.recordStats(fresh, request, network, viewer?.id ?? null);
      return json(200, { ok: true, stored: fresh.length });
    }
    if (report.path === ERROR_REPORT_PATH) {
      if (!report.body.ok) return report.body.response;
      await ctx.repo.addErrors(report.body.value, now);
      return json(200, { ok: true });
    }
    if (!report.body.ok) return report.body.response;
    if (!(await ctx.analyticsAllowed(request))) return json(200, { ok: true, stored: 0 });
    await ctx.repo.addPerformance(report.body.value, now);
    return json(200, { ok: true });
  } catch (error) {
    ctx.logError(error, `report ${path}`);
    return json(500, { ok: false, error: 'INTERNAL' });
  }
}

/** The operator view: HTML for a person, JSON when asked for (`Accept: application/json`). */
export async function serveInternalStatus(request: Request, ctx: ReportingContext): Promise<Response> {
  const viewer = await ctx.viewerOf(request);
  if (!viewer || !ctx.staffUsernames.has(viewer.username)) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const now = ctx.now();
  const [summary, jobs] = await Promise.all([ctx.repo.summary(now), ctx.jobQueue(now)]);
  if ((request.headers.get('accept') ?? '').includes('application/json')) return json(200, { ...summary, jobs });
  return new Response(internalStatusPage(ctx.productName, summary, jobs, now), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:1000px;margin:48px auto;padding:0 24px;color:#242424;line-height:1.5}
h1{font-size:28px}table{border-collapse:collapse;width:100%;margin-bottom:32px}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e8e8e8;vertical-align:top}
td.n{text-align:right;font-variant-numeric:tabular-nums}.meta{color:#6b6b6b;font-size:14px}`;

function table(caption: string, head: string[], rows: string[][], numeric: number[] = [], none = 'None in the last day.'): string {
  if (rows.length === 0) return `<h2>${escapeHtml(caption)}</h2><p>${escapeHtml(none)}</p>`;
  const th = head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c, i) => `<td${numeric.includes(i) ? ' class="n"' : ''}>${escapeHtml(c)}</td>`).join('')}</tr>`).join('');
  return `<h2>${escapeHtml(caption)}</h2><table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

/** A wait in words: '42 s', '3 min', '2 h 5 min'. */
export function waitText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min`;
  return `${Math.floor(min / 60)} h ${min % 60} min`;
}

const STATE_NAMES: Record<string, string> = { pending: 'due, waiting', scheduled: 'scheduled', running: 'running', done: 'done (last day)', failed: 'failed (last day)' };

/** Issue 20: the job queue's section of the operator view. */
function jobQueueSection(q: JobQueueView, now: Date): string {
  const waiting = q.oldestDueAt === null ? 'No job is waiting.' : `The oldest waiting job fell due ${waitText(now.getTime() - q.oldestDueAt.getTime())} ago (${q.oldestDueAt.toISOString()}).`;
  return [
    `<h2>Background jobs</h2><p class="meta">The whole cluster's queue. ${escapeHtml(waiting)}</p>`,
    table('Jobs by kind and state', ['Kind', 'State', 'Jobs'], q.depth.map((d) => [d.kind, STATE_NAMES[d.state] ?? d.state, String(d.count)]), [2], 'The queue is empty.'),
    table(
      'Recent job failures',
      ['Kind', 'Key', 'State', 'Attempts', 'Last error', 'When'],
      q.failures.map((f) => [f.kind, f.key ?? '', f.state === 'failed' ? 'given up' : 'will retry', `${f.attempts} of ${f.maxAttempts}`, f.lastError, f.at.toISOString()]),
    ),
  ].join('');
}

export function internalStatusPage(productName: string, s: ReportingSummary, jobs: JobQueueView, now: Date): string {
  const vitalValue = (type: string, v: number) => (type === 'cls' ? v.toFixed(3) : `${Math.round(v)} ms`);
  const body = [
    `<h1>Internal status</h1><p class="meta">Since ${escapeHtml(s.since.toISOString())}: ${s.totalEvents} client events.</p>`,
    table('Client events', ['Event', 'Count'], s.eventCounts.map((c) => [c.key, String(c.count)]), [1]),
    table(
      'Error reports',
      ['Error', 'Where', 'Page', 'Last seen', 'Count'],
      s.errors.map((e) => [`${e.name}: ${e.message}`, e.file ? `${e.file}${e.line === null ? '' : `:${e.line}`}` : '', e.location, e.occurredAt.toISOString(), String(e.count)]),
      [4],
    ),
    table('Vitals (p75)', ['Route', 'Measure', 'p75', 'Samples'], s.vitals.map((v) => [v.route, v.type, vitalValue(v.type, v.p75), String(v.samples)]), [2, 3]),
    jobQueueSection(jobs, now),
  ].join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Internal status – ${escapeHtml(productName)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
