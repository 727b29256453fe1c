// The job queue and its runner (jobs.repository.ts, job-runner.ts) on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: a job runs once when due; a throwing handler is retried with back-off and given up after its
// attempts; a key dedupes; cancel; a dead process's lease runs out and its job runs again; recurring jobs; what
// fell due while the store was closed runs on start-up; and on PostgreSQL, runners with pools of their own (as
// separate server processes have) racing over the same jobs run each exactly once. Time is a hand-moved clock and
// the runner is driven with runDue(): no sleeps.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Job } from '../../core/ports/job-queue.port.ts';
import { readConfig } from '../server/config.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner.ts';
import { jobsRepository } from './jobs.repository.ts';
import { migrate, openStore, type Store } from './store.ts';
import { databaseUrl, testStores } from './testing/test-stores.ts';

const T0 = Date.parse('2026-11-21T12:00:00.000Z');
const MINUTE = 60_000;

/** A clock the test moves by hand. */
function handClock(start = T0) {
  let t = start;
  return { now: () => t, set: (ms: number) => void (t = ms), advance: (ms: number) => void (t += ms) };
}

function runnerOn(store: Store, clock: { now(): number }, more: Partial<JobRunnerOptions> = {}): JobRunner {
  // random() = 1 - ε: the back-off at the top of its spread, so the waits are exactly 10 s, 20 s, 40 s …
  return createJobRunner({ repo: jobsRepository(store.db), clock, random: () => 0.999_999_99, leaseMs: MINUTE, ...more });
}

async function clearJobs(store: Store): Promise<void> {
  await store.db.deleteFrom('jobs').execute();
}

for (const factory of testStores()) {
  describe(`the job queue on ${factory.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await factory.open();
    });
    afterAll(async () => {
      await store.close();
    });
    beforeEach(async () => {
      await clearJobs(store);
    });

    it('runs a job once when it falls due, not before, and keeps it as done', async () => {
      const clock = handClock();
      const runner = runnerOn(store, clock);
      const seen: Job[] = [];
      runner.register<{ postId: string }>('post.publish', async (job) => {
        seen.push(job);
      });
      const id = await runner.enqueue('post.publish', { postId: 'p1' }, { runAt: new Date(T0 + 5 * MINUTE) });
      expect(await runner.runDue()).toEqual({ ran: 0, succeeded: 0, retried: 0, failed: 0 });
      clock.advance(5 * MINUTE);
      expect(await runner.runDue()).toEqual({ ran: 1, succeeded: 1, retried: 0, failed: 0 });
      expect(await runner.runDue()).toEqual({ ran: 0, succeeded: 0, retried: 0, failed: 0 });
      expect(seen).toEqual([{ id, kind: 'post.publish', payload: { postId: 'p1' }, runAt: new Date(T0 + 5 * MINUTE), attempt: 1 }]);
      const record = await jobsRepository(store.db).get(id);
      expect(record).toMatchObject({ state: 'done', attempts: 1, lockedBy: null, lockedUntil: null, finishedAt: new Date(T0 + 5 * MINUTE) });
    });

    it('claims only the kinds this process has handlers for', async () => {
      const clock = handClock();
      const runner = runnerOn(store, clock);
      runner.register('a.one', async () => {});
      await runner.enqueue('a.one', null);
      const other = await runner.enqueue('mail.send', { to: 'x' });
      expect((await runner.runDue()).ran).toBe(1);
      expect((await jobsRepository(store.db).get(other))?.state).toBe('pending');
    });

    it('retries a throwing handler with back-off and gives it up, failed, after its last attempt', async () => {
      const clock = handClock();
      const runner = runnerOn(store, clock);
      const attempts: number[] = [];
      runner.register('flaky.job', async (job) => {
        attempts.push(job.attempt);
        throw new Error(`SMTP said no (${job.attempt})`);
      });
      const id = await runner.enqueue('flaky.job', {}, { maxAttempts: 3 });
      const repo = jobsRepository(store.db);

      expect(await runner.runDue()).toMatchObject({ ran: 1, retried: 1, failed: 0 });
      expect(await repo.get(id)).toMatchObject({ state: 'pending', attempts: 1, runAt: new Date(T0 + 10_000), lastError: 'Error: SMTP said no (1)' });
      clock.advance(9_999);
      expect((await runner.runDue()).ran).toBe(0);
      clock.advance(1);
      expect(await runner.runDue()).toMatchObject({ ran: 1, retried: 1 });
      expect(await repo.get(id)).toMatchObject({ state: 'pending', attempts: 2, runAt: new Date(T0 + 10_000 + 20_000) });
      clock.advance(20_000);
      expect(await runner.runDue()).toMatchObject({ ran: 1, retried: 0, failed: 1 });
      expect(await repo.get(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'Error: SMTP said no (3)', finishedAt: new Date(T0 + 30_000) });
      clock.advance(24 * 60 * MINUTE);
      expect((await runner.runDue()).ran).toBe(0);
      expect(attempts).toEqual([1, 2, 3]);
    });

    it('a key keeps one pending job: enqueueing it again replaces payload and time', async () => {
      const clock = handClock();
      const runner = runnerOn(store, clock);
      const payloads: unknown[] = [];
      runner.register('post.publish', async (job) => {
        payloads.push(job.payload);
      });
      const first = await runner.enqueue('post.publish', { v: 1 }, { key: 'post.publish:p1', runAt: new Date(T0 + 60 * MINUTE) });
      const second = await runner.enqueue('post.publish', { v: 2 }, { key: 'post.publish:p1', runAt: new Date(T0 + 30 * MINUTE) });
      expect(second).toBe(first);
      const pending = await jobsRepository(store.db).list({ key: 'post.publish:p1' });
      expect(pending).toHaveLength(1);
      expect(pending[0]).toMatchObject({ payload: { v: 2 }, runAt: new Date(T0 + 30 * MINUTE), state: 'pending' });
      clock.advance(30 * MINUTE);
      await runner.runDue();
      clock.advance(60 * MINUTE);
      await runner.runDue();
      expect(payloads).toEqual([{ v: 2 }]);
      // Once it ran, the key is free for a new job.
      const third = await runner.enqueue('post.publish', { v: 3 }, { key: 'post.publish:p1' });
      expect(third).not.toBe(first);
      await runner.runDue();
      expect(payloads).toEqual([{ v: 2 }, { v: 3 }]);
    });

    it('cancel removes the pending job of a key, once', async () => {
      const clock = handClock();
      const runner = runnerOn(store, clock);
      let ran = 0;
      runner.register('post.publish', async () => {
        ran += 1;
      });
      await runner.enqueue('post.publish', {}, { key: 'post.publish:p2', runAt: new Date(T0 + MINUTE) });
      expect(await runner.cancel('post.publish:p2')).toBe(true);
      expect(await runner.cancel('post.publish:p2')).toBe(false);
      clock.advance(2 * MINUTE);
      await runner.runDue();
      expect(ran).toBe(0);
    });

    it('a job whose process died mid-run runs again once its lease is over; the dead run can no longer finish it', async () => {
      const clock = handClock();
      const repo = jobsRepository(store.db);
      const survivor = runnerOn(store, clock);
      const attempts: number[] = [];
      survivor.register('mail.send', async (job) => {
        attempts.push(job.attempt);
      });
      const id = await survivor.enqueue('mail.send', { to: 'a@example.com' });
      // The process that claims it dies: it never completes, and its lease (1 minute) is left to run out.
      const [claimed] = await repo.claim({ workerId: 'dead-process', kinds: ['mail.send'], now: new Date(clock.now()), leaseMs: MINUTE, limit: 10 });
      expect(claimed).toMatchObject({ id, attempt: 1 });
      expect((await survivor.runDue()).ran).toBe(0);
      clock.advance(MINUTE - 1);
      expect((await survivor.runDue()).ran).toBe(0);
      clock.advance(1);
      expect(await survivor.runDue()).toMatchObject({ ran: 1, succeeded: 1 });
      expect(attempts).toEqual([2]);
      expect(await repo.complete({ id, attempt: 1, workerId: 'dead-process' }, new Date(clock.now()))).toBe(false);
      expect(await repo.get(id)).toMatchObject({ state: 'done', attempts: 2 });
    });

    it('a dead run on its last attempt is given up as failed when its lease runs out', async () => {
      const clock = handClock();
      const repo = jobsRepository(store.db);
      const runner = runnerOn(store, clock);
      runner.register('mail.send', async () => {});
      const id = await runner.enqueue('mail.send', {}, { maxAttempts: 1 });
      await repo.claim({ workerId: 'dead-process', kinds: ['mail.send'], now: new Date(clock.now()), leaseMs: MINUTE, limit: 1 });
      clock.advance(MINUTE);
      expect((await runner.runDue()).ran).toBe(0);
      const record = await repo.get(id);
      expect(record?.state).toBe('failed');
      expect(record?.lastError).toContain('lease');
    });

    it('a job re-enqueued under its key while it runs is not retried beside its successor', async () => {
      const clock = handClock();
      const runner = runnerOn(store, clock);
      const payloads: unknown[] = [];
      runner.register('post.publish', async (job) => {
        payloads.push(job.payload);
        if (job.payload === 'old') {
          await runner.enqueue('post.publish', 'new', { key: 'k', runAt: new Date(clock.now() + MINUTE) });
          throw new Error('the post moved');
        }
      });
      const old = await runner.enqueue('post.publish', 'old', { key: 'k' });
      expect(await runner.runDue()).toMatchObject({ ran: 1, retried: 1 });
      expect(await jobsRepository(store.db).get(old)).toMatchObject({ state: 'failed' });
      clock.advance(10 * MINUTE);
      await runner.runDue();
      expect(payloads).toEqual(['old', 'new']);
    });

    it('a recurring job runs at start, then every interval, with one pending however many processes start', async () => {
      const clock = handClock();
      const runs: number[] = [];
      const runners = [runnerOn(store, clock), runnerOn(store, clock)];
      for (const runner of runners) {
        runner.register('posts.sweep-trash', async () => {
          runs.push(clock.now());
        });
        runner.every({ kind: 'posts.sweep-trash', everyMs: 60 * MINUTE });
      }
      await runners[0]!.start();
      await runners[1]!.start();
      await Promise.all(runners.map((r) => r.stop()));
      expect(runs).toEqual([T0]);
      expect(await jobsRepository(store.db).list({ key: 'recurring:posts.sweep-trash', state: 'pending' })).toHaveLength(1);
      clock.advance(59 * MINUTE);
      expect((await runners[1]!.runDue()).ran).toBe(0);
      clock.advance(MINUTE);
      await Promise.all(runners.map((r) => r.runDue()));
      expect(runs).toEqual([T0, T0 + 60 * MINUTE]);
      expect(await jobsRepository(store.db).list({ key: 'recurring:posts.sweep-trash', state: 'pending' })).toMatchObject([{ runAt: new Date(T0 + 120 * MINUTE) }]);
    });

    it('stop() waits for the job under way', async () => {
      const clock = handClock();
      const runner = runnerOn(store, clock);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      let finished = false;
      runner.register('slow.job', async () => {
        entered();
        await gate;
        finished = true;
      });
      await runner.enqueue('slow.job', null);
      const started = runner.start();
      await inside;
      const stopped = runner.stop();
      release();
      await Promise.all([started, stopped]);
      expect(finished).toBe(true);
      expect((await jobsRepository(store.db).list({ kind: 'slow.job' }))[0]?.state).toBe('done');
    });

    it('refuses a malformed enqueue with a message, storing nothing', async () => {
      const runner = runnerOn(store, handClock());
      await expect(runner.enqueue('Bad Kind', {})).rejects.toThrow('Cannot enqueue job Bad Kind: A job kind is dot-separated lowercase words, e.g. post.publish.');
      await expect(runner.enqueue('a.b', {}, { maxAttempts: 0 })).rejects.toThrow('A job has at least one attempt.');
      expect(await jobsRepository(store.db).list()).toEqual([]);
    });

    it('two runners on one store run each of 60 jobs exactly once', async () => {
      const clock = handClock();
      const counts = new Map<string, number>();
      const runners = [runnerOn(store, clock), runnerOn(store, clock)];
      for (const runner of runners) {
        runner.register('count.me', async (job) => {
          counts.set(job.id, (counts.get(job.id) ?? 0) + 1);
        });
      }
      const ids = new Set<string>();
      for (let i = 0; i < 60; i++) ids.add(await runners[0]!.enqueue('count.me', { i }));
      const summaries = await Promise.all(runners.map((r) => r.runDue()));
      expect(summaries.reduce((n, s) => n + s.ran, 0)).toBe(60);
      expect(new Set(counts.keys())).toEqual(ids);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    });
  });
}

describe('jobs survive a restart: what fell due while the server was down runs on start-up', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-jobs-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('on PGlite in a data directory', async () => {
    const clock = handClock();
    const first = await openStore({ kind: 'pglite', dataDir: dir });
    await migrate(first);
    const id = await runnerOn(first, clock).enqueue('post.publish', { postId: 'p9' }, { runAt: new Date(T0 + 30 * MINUTE) });
    await first.close();

    clock.advance(8 * 60 * MINUTE);
    const second = await openStore({ kind: 'pglite', dataDir: dir });
    try {
      const runner = runnerOn(second, clock);
      const seen: unknown[] = [];
      runner.register('post.publish', async (job) => {
        seen.push(job.payload);
      });
      await runner.start();
      await runner.stop();
      expect(seen).toEqual([{ postId: 'p9' }]);
      expect((await jobsRepository(second.db).get(id))?.state).toBe('done');
    } finally {
      await second.close();
    }
  });
});

const postgres = inject('postgresTemplate');

/** A scratch PostgreSQL database, migrated, and a way to open more pools on it (each as a server process would). */
async function scratchDatabase(adminUrl: string) {
  const name = `quire_jobs_${process.pid}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  const opened: Store[] = [];
  const open = async () => {
    const store = await openStore({ kind: 'postgres', connectionString: url, maxConnections: 6 });
    opened.push(store);
    return store;
  };
  await migrate(await open());
  return {
    open,
    async drop() {
      await Promise.all(opened.map((s) => s.close()));
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

describe.skipIf(!postgres)('jobs on PostgreSQL with separate processes', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  beforeAll(async () => {
    db = await scratchDatabase(postgres!.adminUrl);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('a job enqueued before a restart runs when the next process starts', async () => {
    const clock = handClock();
    const before = await db.open();
    const id = await runnerOn(before, clock).enqueue('post.publish', { postId: 'p7' }, { runAt: new Date(T0 + MINUTE) });
    await before.close();
    clock.advance(60 * MINUTE);
    const after = await db.open();
    const runner = runnerOn(after, clock);
    const seen: unknown[] = [];
    runner.register('post.publish', async (job) => {
      seen.push(job.payload);
    });
    await runner.start();
    await runner.stop();
    expect(seen).toEqual([{ postId: 'p7' }]);
    expect((await jobsRepository(after.db).get(id))?.state).toBe('done');
  });

  it('runners with pools of their own racing over up to 200 jobs run each exactly once', async () => {
    const stores = await Promise.all([db.open(), db.open(), db.open(), db.open()]);
    const main = stores[0]!;
    await sql`create table if not exists job_runs (job_id uuid not null, runner text not null)`.execute(main.db);
    const clock = handClock();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 8 }), async (jobCount, runnerCount, concurrency) => {
        await sql`truncate job_runs`.execute(main.db);
        await clearJobs(main);
        const runners = stores.slice(0, runnerCount).map((store, i) => {
          const runner = runnerOn(store, clock, { concurrency, workerId: `runner-${i}` });
          runner.register('count.me', async (job) => {
            await sql`insert into job_runs (job_id, runner) values (${job.id}, ${runner.workerId})`.execute(store.db);
          });
          return runner;
        });
        const enqueuer = runners[0]!;
        const ids = await Promise.all(Array.from({ length: jobCount }, (_, i) => enqueuer.enqueue('count.me', { i })));
        const summaries = await Promise.all(runners.map((r) => r.runDue()));
        const { rows } = await sql<{ total: number; distinct: number }>`
          select count(*)::int as total, count(distinct job_id)::int as distinct from job_runs`.execute(main.db);
        expect(rows[0]).toEqual({ total: jobCount, distinct: jobCount });
        expect(summaries.reduce((n, s) => n + s.ran, 0)).toBe(jobCount);
        const done = await main.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 'done').executeTakeFirstOrThrow();
        expect(Number(done.n)).toBe(ids.length);
      }),
      { numRuns: 8 },
    );
  });
});

describe('QUIRE_JOBS_POLL_MS (README: Background jobs)', () => {
  it('defaults to a second, takes a whole number of milliseconds, and names itself when wrong', () => {
    const read = (env: Record<string, string>) => readConfig(env, '/srv/quire');
    expect(read({})).toMatchObject({ ok: true, config: { jobs: { pollMs: 1000 } } });
    expect(read({ QUIRE_JOBS_POLL_MS: '250' })).toMatchObject({ ok: true, config: { jobs: { pollMs: 250 } } });
    expect(read({ QUIRE_JOBS_POLL_MS: 'soon' })).toEqual({ ok: false, error: 'QUIRE_JOBS_POLL_MS must be a whole number of milliseconds from 50 to 3600000, not "soon".' });
    expect(read({ QUIRE_JOBS_POLL_MS: '10' })).toMatchObject({ ok: false });
  });
});
