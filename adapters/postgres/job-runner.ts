// The job runner (core/ports/job-queue.port.ts over jobs.repository.ts): the JobQueue services enqueue into, and
// the loop that runs what falls due. Each process registers handlers by kind and the jobs that recur; `start()`
// runs at once whatever is due (so what fell due while every server was down runs on start-up), then polls every
// `pollMs` (QUIRE_JOBS_POLL_MS). A claimed job is leased to this process; a handler that throws is tried again
// after core's back-off (core/jobs/job-retry.policy.ts) until its attempts run out; a process that dies mid-job
// leaves a lease that runs out, and then another claim runs the job again. `stop()` lets running jobs finish.
// Time comes from the Clock port, so tests move it by hand and drive the runner with `runDue()` — no sleeps.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { afterFailure, checkEnqueue, checkRecurring, DEFAULT_MAX_ATTEMPTS, DEFAULT_RETRY_POLICY, errorText, recurringKey, type RetryPolicy } from '../../core/jobs/job-retry.policy.ts';
import type { Clock } from '../../core/ports/clock.port.ts';
import type { EnqueueOptions, Job, JobHandler, JobQueue, RecurringJob } from '../../core/ports/job-queue.port.ts';
import { createSerialPoller } from './serial-poller.ts';
import type { ClaimedJob, JobsRepository, Run } from './jobs.repository.ts';

/** Where the runner writes: the server's logger (adapters/server/logger.ts) fits. */
export type JobLog = Record<'error' | 'warn' | 'info' | 'debug', (...parts: unknown[]) => void>;

export const DEFAULT_JOBS_POLL_MS = 1000;
/** How long a claim holds a job before another process may take it over; a running job's heartbeat renews it. */
export const DEFAULT_JOB_LEASE_MS = 5 * 60_000;
/** A job still running after this long stops renewing its lease, so a hung handler does not hold its job forever. */
export const DEFAULT_JOB_MAX_RUN_MS = 60 * 60_000;
export const DEFAULT_JOB_CONCURRENCY = 4;

export type JobRunnerOptions = {
  repo: JobsRepository;
  clock: Clock;
  log?: JobLog | undefined;
  pollMs?: number | undefined;
  leaseMs?: number | undefined;
  maxRunMs?: number | undefined;
  /** Jobs run at once by this process. */
  concurrency?: number | undefined;
  /** Names this process in locked_by; host, pid and a random suffix when absent. */
  workerId?: string | undefined;
  retryPolicy?: RetryPolicy | undefined;
  /** The back-off's spread, a number in [0, 1); Math.random when absent. */
  random?: (() => number) | undefined;
};

/** What one `runDue()` did. */
export type RunSummary = { ran: number; succeeded: number; retried: number; failed: number };

export type JobRunner = JobQueue & {
  readonly workerId: string;
  /** The handler for a kind; one per kind. Register before `start()`. */
  register<P>(kind: string, handler: JobHandler<P>): void;
  /** A job to run every `everyMs`; its kind needs a handler. Register before `start()`. */
  every(job: RecurringJob): void;
  /** Runs what is due now, then polls; resolves once the start-up run is done. */
  start(): Promise<void>;
  /** Stops polling and waits for the jobs under way. */
  stop(): Promise<void>;
  /** Runs every job due now (and any a handler makes due now) and resolves when they are done. */
  runDue(): Promise<RunSummary>;
};

const silent: JobLog = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { repo, clock } = options;
  const log = options.log ?? silent;
  const pollMs = options.pollMs ?? DEFAULT_JOBS_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_JOB_LEASE_MS;
  const maxRunMs = options.maxRunMs ?? DEFAULT_JOB_MAX_RUN_MS;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_JOB_CONCURRENCY);
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const random = options.random ?? Math.random;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  const handlers = new Map<string, JobHandler>();
  const recurring = new Map<string, RecurringJob>();
  const now = () => new Date(clock.now());

  /** One pass at a time: the poller's and any runDue() queue behind each other. */
  const poller = createSerialPoller({
    pollMs,
    tick: async () => {
      try {
        if (!recurringEnsured) await ensureRecurring();
        await drain(true);
      } catch (error) {
        log.error('Running due jobs failed (trying again at the next poll):', error);
      }
    },
  });

  async function scheduleNext(kind: string): Promise<void> {
    const job = recurring.get(kind);
    if (!job) return;
    const at = clock.now();
    await repo.enqueueIfAbsent({ kind, payload: job.payload ?? null, key: recurringKey(kind), runAt: new Date(at + job.everyMs), maxAttempts: DEFAULT_MAX_ATTEMPTS, now: new Date(at) });
  }

  /** Renews the run's lease while its handler works, up to maxRunMs. */
  function heartbeat(run: Run): () => void {
    const startedAt = clock.now();
    const interval = setInterval(() => {
      const at = clock.now();
      if (at - startedAt > maxRunMs) {
        clearInterval(interval);
        log.warn(`Job ${run.id} has run for over ${Math.round(maxRunMs / 60_000)} min; its lease is no longer renewed, so another process may take it over.`);
        return;
      }
      repo.extendLease(run, new Date(at + leaseMs)).catch((error: unknown) => log.warn(`Renewing the lease of job ${run.id} failed:`, error));
    }, Math.max(1000, Math.floor(leaseMs / 3)));
    interval.unref();
    return () => clearInterval(interval);
  }

  async function runOne(claimed: ClaimedJob, summary: RunSummary): Promise<void> {
    const handler = handlers.get(claimed.kind);
    const run: Run = { id: claimed.id, attempt: claimed.attempt, workerId };
    const job: Job = { id: claimed.id, kind: claimed.kind, payload: claimed.payload, runAt: claimed.runAt, attempt: claimed.attempt };
    summary.ran += 1;
    const stopHeartbeat = heartbeat(run);
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${claimed.kind} in this process.`);
      await handler(job);
    } catch (error) {
      stopHeartbeat();
      const message = errorText(error);
      const outcome = afterFailure(claimed.attempt, claimed.maxAttempts, clock.now(), random(), policy);
      if (outcome.outcome === 'retry') {
        const result = await repo.retry(run, new Date(outcome.runAt), message, now());
        summary.retried += 1;
        log.warn(`Job ${claimed.kind} ${claimed.id} failed on attempt ${claimed.attempt} of ${claimed.maxAttempts}${result === 'retrying' ? `; trying again in ${Math.round(outcome.delayMs / 1000)} s` : result === 'superseded' ? '; a newer job with its key replaces it' : '; its lease had passed to another run'}:`, message);
        if (result === 'superseded') await scheduleNext(claimed.kind);
      } else {
        await repo.fail(run, message, now());
        summary.failed += 1;
        log.error(`Job ${claimed.kind} ${claimed.id} failed on its last attempt (${claimed.attempt} of ${claimed.maxAttempts}) and is given up:`, message);
        await scheduleNext(claimed.kind);
      }
      return;
    }
    stopHeartbeat();
    if (await repo.complete(run, now())) {
      summary.succeeded += 1;
      log.debug(`Job ${claimed.kind} ${claimed.id} done (attempt ${claimed.attempt}).`);
    } else {
      log.warn(`Job ${claimed.kind} ${claimed.id} finished after its lease had passed to another run.`);
    }
    await scheduleNext(claimed.kind);
  }

  async function drain(honourStop: boolean): Promise<RunSummary> {
    const summary: RunSummary = { ran: 0, succeeded: 0, retried: 0, failed: 0 };
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return summary;
    const expired = await repo.failExpired(now());
    if (expired > 0) log.error(`${expired} job(s) were given up: their last attempt's lease ran out (the process stopped mid-job).`);
    while (!(honourStop && poller.stopping)) {
      const claimed = await repo.claim({ workerId, kinds, now: now(), leaseMs, limit: concurrency });
      if (claimed.length === 0) break;
      // Every claimed job finishes (or fails) before the pass goes on or gives up on a store error.
      const outcomes = await Promise.allSettled(claimed.map((job) => runOne(job, summary)));
      const broken = outcomes.find((o) => o.status === 'rejected');
      if (broken) throw broken.reason;
    }
    return summary;
  }

  /** Each recurring job has one job pending or running under its key (asked at start, and after a failed ask). */
  let recurringEnsured = false;
  async function ensureRecurring(): Promise<void> {
    const at = clock.now();
    for (const [kind, job] of recurring) {
      await repo.enqueueIfAbsent({ kind, payload: job.payload ?? null, key: recurringKey(kind), runAt: new Date(at), maxAttempts: DEFAULT_MAX_ATTEMPTS, now: new Date(at) });
    }
    recurringEnsured = true;
  }

  return {
    workerId,

    async enqueue(kind: string, payload: unknown, enqueueOptions: EnqueueOptions = {}): Promise<string> {
      const checked = checkEnqueue({ kind, key: enqueueOptions.key, runAt: enqueueOptions.runAt?.getTime(), maxAttempts: enqueueOptions.maxAttempts });
      if (!checked.ok) throw new Error(`Cannot enqueue job ${kind}: ${checked.error}`);
      const at = clock.now();
      const runAt = checked.value.runAt ?? at;
      const id = await repo.enqueue({ kind, payload, key: checked.value.key, runAt: new Date(runAt), maxAttempts: checked.value.maxAttempts, now: new Date(at) });
      // Due now and this process runs its kind: no need to wait for the next poll.
      if (runAt <= at && handlers.has(kind)) poller.wake();
      return id;
    },

    async enqueueMany(jobs: readonly { kind: string; payload: unknown; options?: EnqueueOptions }[]): Promise<void> {
      const at = clock.now();
      const rows = jobs.map(({ kind, payload, options: enqueueOptions = {} }) => {
        const checked = checkEnqueue({ kind, key: enqueueOptions.key, runAt: enqueueOptions.runAt?.getTime(), maxAttempts: enqueueOptions.maxAttempts });
        if (!checked.ok) throw new Error(`Cannot enqueue job ${kind}: ${checked.error}`);
        return { kind, payload, key: checked.value.key, runAt: new Date(checked.value.runAt ?? at), maxAttempts: checked.value.maxAttempts, now: new Date(at) };
      });
      await repo.enqueueMany(rows);
      if (rows.some((r) => r.runAt.getTime() <= at && handlers.has(r.kind))) poller.wake();
    },

    cancel: (key: string) => repo.cancel(key),

    register<P>(kind: string, handler: JobHandler<P>): void {
      if (handlers.has(kind)) throw new Error(`Jobs of kind ${kind} already have a handler.`);
      handlers.set(kind, handler as JobHandler);
    },

    every(job: RecurringJob): void {
      const checked = checkRecurring(job);
      if (!checked.ok) throw new Error(`Cannot run job ${job.kind} on a schedule: ${checked.error}`);
      recurring.set(job.kind, job);
    },

    async start(): Promise<void> {
      if (poller.started) return;
      for (const kind of recurring.keys()) {
        if (!handlers.has(kind)) throw new Error(`The recurring job ${kind} has no handler.`);
      }
      recurringEnsured = false;
      await poller.start(async () => {
        try {
          await ensureRecurring();
          const summary = await drain(true);
          if (summary.ran > 0) log.info(`Ran ${summary.ran} job(s) that were due at start-up (${summary.succeeded} done, ${summary.retried} to retry, ${summary.failed} failed).`);
        } catch (error) {
          log.error('Running the jobs due at start-up failed (trying again at the next poll):', error);
        }
      });
    },

    stop: () => poller.stop(),

    runDue: () => poller.queued(() => drain(false)),
  };
}
