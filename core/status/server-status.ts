// The Status page (reader-experience §2.8 footer 'Status'): what the server knows of its own health, said plainly.
// The adapter measures (a query to the store, the mail mode, the job queue's backlog); this decides what is well.
import type { StatusCheck } from '../startup/startup.ts';

/** Jobs due and still waiting past this long mean the runner is behind or stopped. */
export const JOB_BACKLOG_LATE_MS = 10 * 60_000;
/** More due jobs than this waiting at once is a backlog, however fresh. */
export const JOB_BACKLOG_MAX = 500;

export type StatusReadings = {
  now: Date;
  /** The store answered a query (true), or the error's short message. */
  store: true | { error: string };
  /** 'smtp': mail goes out; 'outbox': kept in the dev outbox, not sent. */
  mail: 'smtp' | 'outbox';
  /** The job queue's backlog; null when the store could not be asked. */
  jobs: { due: number; oldestDueAt: Date | null; failedLastDay: number } | null;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function minutes(ms: number): string {
  const m = Math.max(0, Math.floor(ms / 60_000));
  return m < 1 ? 'less than a minute' : plural(m, 'minute', 'minutes');
}

/** The Status page's lines, in order: the store, mail, background jobs. */
export function statusChecks(r: StatusReadings): StatusCheck[] {
  const store: StatusCheck =
    r.store === true
      ? { name: 'Database', ok: true, detail: 'Reachable: the server reads and writes the store.' }
      : { name: 'Database', ok: false, detail: `Not reachable: ${r.store.error}` };
  const mail: StatusCheck =
    r.mail === 'smtp'
      ? { name: 'E-mail', ok: true, detail: 'Sent through the configured SMTP server.' }
      : { name: 'E-mail', ok: false, detail: 'Not sent: no SMTP server is configured, so e-mail is kept in the outbox of this server (SMTP_URL sends it).' };
  let jobs: StatusCheck;
  if (r.jobs === null) jobs = { name: 'Background jobs', ok: false, detail: 'Unknown: the database did not answer.' };
  else {
    const waitedMs = r.jobs.oldestDueAt === null ? 0 : r.now.getTime() - r.jobs.oldestDueAt.getTime();
    const late = r.jobs.due > 0 && waitedMs > JOB_BACKLOG_LATE_MS;
    const failed = r.jobs.failedLastDay > 0 ? ` ${plural(r.jobs.failedLastDay, 'job', 'jobs')} failed for good in the last day.` : '';
    const waiting = r.jobs.due === 0 ? 'No jobs waiting.' : `${plural(r.jobs.due, 'job', 'jobs')} waiting, the oldest due ${minutes(waitedMs)} ago.`;
    jobs = { name: 'Background jobs', ok: !late && r.jobs.due <= JOB_BACKLOG_MAX, detail: `${waiting}${failed}` };
  }
  return [store, mail, jobs];
}

/** The page's headline: all well, or how many checks are not. */
export function statusSummary(checks: readonly StatusCheck[]): string {
  const bad = checks.filter((c) => !c.ok).length;
  return bad === 0 ? 'All systems are working.' : `${plural(bad, 'check needs', 'checks need')} attention.`;
}
