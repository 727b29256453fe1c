// The job queue's store (migrations/0021-jobs.ts), shared by every server process. A runner claims due jobs in
// one statement — UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED LIMIT n) — so two processes racing for
// the same rows each get different ones; the claim stamps a lease (locked_by, locked_until), and every later write
// about that run (complete, retry, fail, extend) holds only while the lease is still its own, so a process that
// lost its lease cannot overwrite the run that took over. PGlite accepts the same SQL (it runs one statement at
// a time, so there the lock never has anyone to skip). The times come from the caller's clock, never the
// database's, so tests move time by hand.
import { sql, type Kysely, type OnConflictBuilder } from 'kysely';
import type { Job } from '../../core/ports/job-queue.port.ts';
import type { Database, JobState } from './database.types.ts';

/** A job as a claim hands it out: the port's Job and its limit of attempts. */
export type ClaimedJob = Job & { maxAttempts: number };

/** The record of a job, for tests and a staff view. */
export type JobRecord = {
  id: string;
  kind: string;
  payload: unknown;
  key: string | null;
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  state: JobState;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

export type NewJob = { kind: string; payload: unknown; key: string | null; runAt: Date; maxAttempts: number; now: Date };

export type ClaimRequest = {
  /** Who claims: written to locked_by, and asked of every later write about the run. */
  workerId: string;
  /** Only jobs of these kinds (the ones this process has handlers for). */
  kinds: readonly string[];
  now: Date;
  leaseMs: number;
  limit: number;
};

/** Which run of a job a write is about: the job, the worker holding it and the attempt it is on. */
export type Run = { id: string; attempt: number; workerId: string };

const UNIQUE_VIOLATION = '23505';

function json(value: unknown): string {
  return JSON.stringify(value === undefined ? null : value);
}

export type JobsRepository = ReturnType<typeof jobsRepository>;

/** Issue 20: the queue as staff see it on /_/admin/internal-status (and /_/metrics): depth, failures, the oldest wait. */
export type JobQueueView = {
  /** Jobs by kind and state: every pending and running one (pending split into due now and scheduled), and those done or failed in the last day. */
  depth: { kind: string; state: JobState | 'scheduled'; count: number }[];
  /** The latest runs that failed: given up (failed) or waiting for another attempt (pending with an error), newest first. */
  failures: { kind: string; key: string | null; state: JobState; attempts: number; maxAttempts: number; lastError: string; at: Date }[];
  /** When the job waiting longest fell due (pending, run_at passed); null when none waits. */
  oldestDueAt: Date | null;
};

/** How many recent failures the staff view lists. */
export const QUEUE_VIEW_FAILURES = 20;

/** A keyed job already pending is replaced (payload, run time, attempts), never doubled: enqueue's one rule. */
const replacePending = (oc: OnConflictBuilder<Database, 'jobs'>) =>
  oc
    .column('key')
    // A literal, not a parameter: a prepared statement's generic plan cannot match a parameter to the partial index.
    .where('state', '=', sql.lit('pending'))
    .doUpdateSet((eb) => ({
      kind: eb.ref('excluded.kind'),
      payload: eb.ref('excluded.payload'),
      runAt: eb.ref('excluded.runAt'),
      maxAttempts: eb.ref('excluded.maxAttempts'),
      attempts: 0,
      lastError: null,
    }));

export function jobsRepository(db: Kysely<Database>) {
  /** The run is still the one this worker claimed: running, leased to it, on this attempt. */
  const owned = (run: Run) =>
    db
      .updateTable('jobs')
      .where('id', '=', run.id)
      .where('state', '=', 'running')
      .where('lockedBy', '=', run.workerId)
      .where('attempts', '=', run.attempt);

  return {
    /**
     * Stores a job; with a key, replaces the pending job holding that key (its payload, time and attempts), so a
     * key never has two pending jobs. Returns the id of the job now pending.
     */
    async enqueue(job: NewJob): Promise<string> {
      const row = await db
        .insertInto('jobs')
        .values({ kind: job.kind, payload: json(job.payload), key: job.key, runAt: job.runAt, maxAttempts: job.maxAttempts, createdAt: job.now })
        .onConflict(replacePending)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** enqueue for many jobs in one statement; a key repeated in the list keeps its last job (one row per key). */
    async enqueueMany(jobs: readonly NewJob[]): Promise<void> {
      const byKey = new Map<string, NewJob>();
      const unkeyed: NewJob[] = [];
      for (const job of jobs) if (job.key === null) unkeyed.push(job); else byKey.set(job.key, job);
      const rows = [...unkeyed, ...byKey.values()];
      if (rows.length === 0) return;
      await db
        .insertInto('jobs')
        .values(rows.map((job) => ({ kind: job.kind, payload: json(job.payload), key: job.key, runAt: job.runAt, maxAttempts: job.maxAttempts, createdAt: job.now })))
        .onConflict(replacePending)
        .execute();
    },

    /**
     * Stores a keyed job only when no job with its key is pending or running (a recurring job: every process
     * asks at start, one job results). Returns its id, or null when one was already there.
     */
    async enqueueIfAbsent(job: NewJob & { key: string }): Promise<string | null> {
      const { rows } = await sql<{ id: string }>`
        insert into jobs (kind, payload, key, run_at, max_attempts, created_at)
        select ${job.kind}, ${json(job.payload)}::jsonb, ${job.key}, ${job.runAt}, ${job.maxAttempts}, ${job.now}
        where not exists (select 1 from jobs where key = ${job.key} and state in ('pending', 'running'))
        on conflict (key) where state = 'pending' do nothing
        returning id`.execute(db);
      const row = rows[0];
      return row?.id ?? null;
    },

    /** Removes the pending job with this key; false when there was none (it ran, or never was). */
    async cancel(key: string): Promise<boolean> {
      const result = await db.deleteFrom('jobs').where('key', '=', key).where('state', '=', 'pending').executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Takes up to `limit` jobs of the given kinds that are due (pending, run_at reached) or whose run's lease is
     * over (its process died or hung) with attempts left, earliest first, skipping rows another claim holds.
     * Each comes back running, leased to the worker, its attempt counted.
     */
    async claim(request: ClaimRequest): Promise<ClaimedJob[]> {
      if (request.kinds.length === 0 || request.limit < 1) return [];
      const { now } = request;
      const rows = await db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running',
          attempts: eb('attempts', '+', 1),
          lockedBy: request.workerId,
          lockedUntil: new Date(now.getTime() + request.leaseMs),
        }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where('kind', 'in', [...request.kinds])
            .where((w) =>
              w.or([
                w.and([w('state', '=', 'pending'), w('runAt', '<=', now)]),
                w.and([w('state', '=', 'running'), w('lockedUntil', '<=', now), w('attempts', '<', w.ref('maxAttempts'))]),
              ]),
            )
            .orderBy('runAt')
            .orderBy('id')
            .limit(request.limit)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['id', 'kind', 'payload', 'runAt', 'attempts', 'maxAttempts'])
        .execute();
      return rows
        .map((row) => ({ id: row.id, kind: row.kind, payload: row.payload as unknown, runAt: row.runAt, attempt: row.attempts, maxAttempts: row.maxAttempts }))
        .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || (a.id < b.id ? -1 : 1));
    },

    /**
     * Running jobs whose lease ran out on their last attempt are given up (failed): nobody will finish them, and
     * the claim does not take them again. Returns how many.
     */
    async failExpired(now: Date): Promise<number> {
      const result = await db
        .updateTable('jobs')
        .set({ state: 'failed', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: sql<string>`coalesce(last_error || ' — ', '') || 'the lease of the last attempt ran out (the process stopped mid-job)'` })
        .where('state', '=', 'running')
        .where('lockedUntil', '<=', now)
        .where((eb) => eb('attempts', '>=', eb.ref('maxAttempts')))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Moves the run's lease on (a long job's heartbeat); false when the run is no longer this worker's. */
    async extendLease(run: Run, until: Date): Promise<boolean> {
      const result = await owned(run).set({ lockedUntil: until }).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The run succeeded; false when its lease had passed to another run (which then owns the job). */
    async complete(run: Run, now: Date): Promise<boolean> {
      const result = await owned(run).set({ state: 'done', finishedAt: now, lockedBy: null, lockedUntil: null }).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * The run threw and the job has attempts left: pending again at `runAt`. When its key was enqueued afresh
     * while it ran, the new pending job stands for it and this one is closed as failed ('superseded').
     */
    async retry(run: Run, runAt: Date, error: string, now: Date): Promise<'retrying' | 'superseded' | 'lost'> {
      try {
        const result = await owned(run).set({ state: 'pending', runAt, lastError: error, lockedBy: null, lockedUntil: null }).executeTakeFirst();
        return result.numUpdatedRows > 0n ? 'retrying' : 'lost';
      } catch (cause) {
        if ((cause as { code?: string }).code !== UNIQUE_VIOLATION) throw cause;
        const closed = await owned(run)
          .set({ state: 'failed', finishedAt: now, lastError: `${error} — superseded by a newer job with the same key`, lockedBy: null, lockedUntil: null })
          .executeTakeFirst();
        return closed.numUpdatedRows > 0n ? 'superseded' : 'lost';
      }
    },

    /** The run threw on its last attempt: kept as failed, with the error. */
    async fail(run: Run, error: string, now: Date): Promise<boolean> {
      const result = await owned(run).set({ state: 'failed', finishedAt: now, lastError: error, lockedBy: null, lockedUntil: null }).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes jobs that finished (done or failed) before `before`; returns how many. */
    async prune(before: Date): Promise<number> {
      const result = await db.deleteFrom('jobs').where('state', 'in', ['done', 'failed']).where('finishedAt', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async get(id: string): Promise<JobRecord | null> {
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { ...row, payload: row.payload as unknown } : null;
    },

    /**
     * The queue's backlog at `now`, for the Status page: jobs due and waiting (pending with run_at passed), the
     * oldest of them, and jobs that failed for good in the last day.
     */
    async backlog(now: Date): Promise<{ due: number; oldestDueAt: Date | null; failedLastDay: number }> {
      const due = await db
        .selectFrom('jobs')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('runAt').as('oldest')])
        .where('state', '=', 'pending')
        .where('runAt', '<=', now)
        .executeTakeFirstOrThrow();
      const failed = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('state', '=', 'failed')
        .where('finishedAt', '>=', new Date(now.getTime() - 86_400_000))
        .executeTakeFirstOrThrow();
      const oldest = due.oldest as Date | string | null;
      return { due: Number(due.count), oldestDueAt: oldest === null ? null : new Date(oldest), failedLastDay: Number(failed.count) };
    },

    /** Issue 20: the staff view of the queue at `now` (JobQueueView). */
    async queueView(now: Date): Promise<JobQueueView> {
      const dayAgo = new Date(now.getTime() - 86_400_000);
      const depth = await db
        .selectFrom('jobs')
        .select((eb) => [
          'kind',
          eb
            .case()
            .when(eb.and([eb('state', '=', 'pending'), eb('runAt', '>', now)]))
            .then(sql<string>`'scheduled'`)
            .else(sql<string>`state::text`)
            .end()
            .as('state'),
          eb.fn.countAll<string>().as('count'),
        ])
        .where((eb) => eb.or([eb('state', 'in', ['pending', 'running']), eb('finishedAt', '>=', dayAgo)]))
        .groupBy(['kind', sql`2`])
        .orderBy('kind')
        .orderBy(sql`2`)
        .execute();
      const failures = await db
        .selectFrom('jobs')
        .select(['kind', 'key', 'state', 'attempts', 'maxAttempts', 'lastError', (eb) => eb.fn.coalesce('finishedAt', 'runAt').as('at')])
        .where('lastError', 'is not', null)
        .where((eb) => eb.or([eb('state', '=', 'failed'), eb('state', '=', 'pending')]))
        .where((eb) => eb.fn.coalesce('finishedAt', 'runAt'), '>=', dayAgo)
        .orderBy('at', 'desc')
        .orderBy('id')
        .limit(QUEUE_VIEW_FAILURES)
        .execute();
      const due = await db.selectFrom('jobs').select((eb) => eb.fn.min('runAt').as('oldest')).where('state', '=', 'pending').where('runAt', '<=', now).executeTakeFirstOrThrow();
      const oldest = due.oldest as Date | string | null;
      return {
        depth: depth.map((r) => ({ kind: r.kind, state: r.state as JobState | 'scheduled', count: Number(r.count) })),
        failures: failures.map((r) => ({ ...r, lastError: r.lastError ?? '', at: new Date(r.at as Date | string) })),
        oldestDueAt: oldest === null ? null : new Date(oldest),
      };
    },

    /** Jobs of a kind, newest first (tests, a staff view). */
    async list(filter: { kind?: string; key?: string; state?: JobState } = {}, limit = 100): Promise<JobRecord[]> {
      let query = db.selectFrom('jobs').selectAll();
      if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
      if (filter.key !== undefined) query = query.where('key', '=', filter.key);
      if (filter.state !== undefined) query = query.where('state', '=', filter.state);
      const rows = await query.orderBy('createdAt', 'desc').orderBy('id').limit(limit).execute();
      return rows.map((row) => ({ ...row, payload: row.payload as unknown }));
    },
  };
}
