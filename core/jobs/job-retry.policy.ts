// The job queue's rules (architecture.md: Jobs; core/ports/job-queue.port.ts): what becomes of a job whose handler
// threw — tried again after an exponential back-off, or given up and kept as failed once its attempts run out —
// and the checks every enqueue passes. Pure: the store-backed runner asks these and writes what they answer.
import { z } from 'zod';

export type RetryPolicy = {
  /** The wait after the first failed attempt. */
  readonly baseMs: number;
  /** No wait is longer than this, however many attempts failed. */
  readonly maxMs: number;
};

/** 10 s, 20 s, 40 s, … up to an hour: a brief outage is ridden out, a long one is not hammered. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 10_000, maxMs: 60 * 60_000 };

/** Attempts a job gets when its enqueue names none (the port's default). */
export const DEFAULT_MAX_ATTEMPTS = 5;
/** The most attempts a job may ask for. */
export const MAX_ATTEMPTS_LIMIT = 100;

/**
 * The wait before trying again after failed attempt number `attempt` (counting from 1): the base doubled per
 * earlier failure, capped at `maxMs`, then spread by `jitter` (a number in [0, 1) the caller draws) over its last
 * quarter, so many jobs that failed together do not all come back at one instant.
 */
export function retryDelayMs(attempt: number, jitter: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const doublings = Math.max(0, Math.floor(attempt) - 1);
  // 2 ** 60 is past any cap; stopping there keeps the arithmetic finite for absurd attempt counts.
  const raw = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(doublings, 60));
  const spread = Math.min(Math.max(jitter, 0), 1);
  return Math.round(raw * (0.75 + 0.25 * spread));
}

export type FailureOutcome = { outcome: 'retry'; runAt: number; delayMs: number } | { outcome: 'failed' };

/** After attempt `attempt` of `maxAttempts` threw at `now`: when to try again, or give up. */
export function afterFailure(attempt: number, maxAttempts: number, now: number, jitter: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): FailureOutcome {
  if (attempt >= maxAttempts) return { outcome: 'failed' };
  const delayMs = retryDelayMs(attempt, jitter, policy);
  return { outcome: 'retry', runAt: now + delayMs, delayMs };
}

/** What a failure leaves in the job's record: the error's message, never longer than this. */
export const LAST_ERROR_MAX_CHARS = 2000;

export function errorText(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.length > LAST_ERROR_MAX_CHARS ? `${message.slice(0, LAST_ERROR_MAX_CHARS - 1)}…` : message;
}

/** The key under which a recurring job of `kind` is enqueued, the same in every process. */
export const recurringKey = (kind: string): string => `recurring:${kind}`;

const kind = z
  .string()
  .regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/, 'A job kind is dot-separated lowercase words, e.g. post.publish.')
  .max(100, 'A job kind is at most 100 characters.');

const enqueueSchema = z.object({
  kind,
  key: z.string().min(1, 'A job key is not empty.').max(500, 'A job key is at most 500 characters.').optional(),
  runAt: z
    .number()
    .refine((ms) => Number.isFinite(ms), 'A job runs at a valid time.')
    .optional(),
  maxAttempts: z
    .number()
    .int('A job has a whole number of attempts.')
    .min(1, 'A job has at least one attempt.')
    .max(MAX_ATTEMPTS_LIMIT, `A job has at most ${MAX_ATTEMPTS_LIMIT} attempts.`)
    .optional(),
});

export type EnqueueRequest = { kind: string; key?: string | undefined; runAt?: number | undefined; maxAttempts?: number | undefined };
export type ValidEnqueue = { kind: string; key: string | null; runAt: number | null; maxAttempts: number };

/**
 * An enqueue checked: a well-formed kind, a key that is not empty, a real time, 1 to 100 attempts. A bad one is a
 * mistake in the calling code, not in anyone's input, so the adapter throws with this message.
 */
export function checkEnqueue(request: EnqueueRequest): { ok: true; value: ValidEnqueue } | { ok: false; error: string } {
  const result = enqueueSchema.safeParse(request);
  if (!result.success) return { ok: false, error: result.error.issues[0]?.message ?? 'The job is not valid.' };
  const { key, runAt, maxAttempts } = result.data;
  return { ok: true, value: { kind: result.data.kind, key: key ?? null, runAt: runAt ?? null, maxAttempts: maxAttempts ?? DEFAULT_MAX_ATTEMPTS } };
}

/** A recurring job's interval: at least a second, at most a year. */
export function checkRecurring(job: { kind: string; everyMs: number }): { ok: true } | { ok: false; error: string } {
  const k = kind.safeParse(job.kind);
  if (!k.success) return { ok: false, error: k.error.issues[0]?.message ?? 'The job kind is not valid.' };
  if (!Number.isInteger(job.everyMs) || job.everyMs < 1000 || job.everyMs > 366 * 86_400_000) {
    return { ok: false, error: `A recurring job runs every 1 s to 366 days, not every ${job.everyMs} ms.` };
  }
  return { ok: true };
}
