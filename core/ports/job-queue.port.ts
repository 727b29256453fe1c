// The job queue: background work that must happen once, later, and survive restarts — scheduled publishing,
// the trash sweep (issue: writing and publishing), e-mail delivery. The store-backed adapter keeps jobs in the
// database, claims each due job under a row lock so two server processes never run one job twice, and runs
// whatever fell due while the server was down when it starts.

/** A job as a handler receives it. `attempt` counts from 1. */
export type Job<P = unknown> = { id: string; kind: string; payload: P; runAt: Date; attempt: number };

export type EnqueueOptions = {
  /** When the job falls due; now when absent. */
  runAt?: Date | undefined;
  /**
   * At most one pending job per key: enqueueing a key that is already pending replaces its payload and run time
   * (rescheduling a post moves its one publish job; it never adds a second).
   */
  key?: string | undefined;
  /** Attempts before the job is given up and kept as failed; 5 when absent. */
  maxAttempts?: number | undefined;
};

export interface JobQueue {
  /** Stores the job; durable once the promise resolves. Returns the job's id. */
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  /**
   * Stores several jobs in one write, as enqueue would one by one (a key repeated in the list: the last wins).
   * Optional: a queue without it is asked job by job.
   */
  enqueueMany?(jobs: readonly { kind: string; payload: unknown; options?: EnqueueOptions }[]): Promise<void>;
  /** Removes the pending job with this key, if any (a scheduled post published by hand). */
  cancel(key: string): Promise<boolean>;
}

/**
 * What a kind of job does. Throwing retries the job later with back-off until its attempts run out; a handler
 * must therefore be safe to run again after a crash part-way (make its writes idempotent).
 */
export type JobHandler<P = unknown> = (job: Job<P>) => Promise<void>;

/** A recurring job: enqueued under its own key every `everyMs`, so exactly one is pending across processes. */
export type RecurringJob = { kind: string; everyMs: number; payload?: unknown };
