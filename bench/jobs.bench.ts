// Throughput of the job queue (adapters/postgres/job-runner.ts): jobs enqueued per second, and jobs claimed,
// run (a handler that does nothing) and completed per second by one runner — the queue's own cost, which every
// scheduled publish, trash sweep and e-mail pays. A measurement, not a test: it exits non-zero only when a job
// did not run exactly once. See bench/README.md.
import os from 'node:os';
import { createJobRunner } from '../adapters/postgres/job-runner.ts';
import { jobsRepository } from '../adapters/postgres/jobs.repository.ts';
import { migrate, openStore } from '../adapters/postgres/store.ts';

const JOBS = 2000;
const KIND = 'bench.noop';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL?.trim();
  const loadAtStart = os.loadavg()[0]!;
  console.log(`Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`);
  const store = url ? await openStore({ kind: 'postgres', connectionString: url }) : await openStore({ kind: 'pglite' });
  console.log(url ? 'Store: PostgreSQL from DATABASE_URL (only bench.noop jobs are written, and removed after)' : 'Store: a fresh in-memory PGlite');
  try {
    await migrate(store);
    await store.db.deleteFrom('jobs').where('kind', '=', KIND).execute();
    const runs = new Map<string, number>();
    const runner = createJobRunner({ repo: jobsRepository(store.db), clock: { now: () => Date.now() } });
    runner.register(KIND, async (job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
    });

    let started = performance.now();
    for (let i = 0; i < JOBS; i++) await runner.enqueue(KIND, { i });
    const enqueueMs = performance.now() - started;

    started = performance.now();
    const summary = await runner.runDue();
    const runMs = performance.now() - started;

    if (summary.succeeded !== JOBS || runs.size !== JOBS || [...runs.values()].some((n) => n !== 1)) {
      throw new Error(`expected ${JOBS} jobs each run once; ran ${summary.ran}, ${runs.size} distinct`);
    }
    console.log(`jobs: enqueued       ${Math.round((JOBS / enqueueMs) * 1000)} jobs/s (${JOBS} one at a time, ${enqueueMs.toFixed(0)} ms)`);
    console.log(`jobs: claimed + done ${Math.round((JOBS / runMs) * 1000)} jobs/s (${JOBS} by one runner, 4 at a time, ${runMs.toFixed(0)} ms)`);
    await store.db.deleteFrom('jobs').where('kind', '=', KIND).execute();
    console.log(`1-minute load average: ${loadAtStart.toFixed(2)} at start, ${os.loadavg()[0]!.toFixed(2)} at end (${os.cpus().length} cores)`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error('The job bench failed:', error);
  process.exit(1);
});
