// The job runner as the composition root wires it (composition-root.ts, README: Background jobs), on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL: the app exposes the queue, a job a service enqueues is run by the app's
// runner, and the built-in daily jobs.prune runs at start-up and removes finished jobs older than 14 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsRepository } from '../postgres/jobs.repository.ts';
import type { Store } from '../postgres/store.ts';
import { testStores } from '../postgres/testing/test-stores.ts';
import { JOB_RECORDS_KEPT_MS } from './composition-root.ts';
import { testApp } from './testing/test-app.ts';

const T0 = Date.parse('2026-11-21T12:00:00.000Z');
const DAY = 86_400_000;

for (const factory of testStores()) {
  describe(`background jobs in the app on ${factory.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await factory.open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('prunes finished jobs past 14 days at start-up, keeps newer ones, and schedules the next prune a day on', async () => {
      let t = T0 - JOB_RECORDS_KEPT_MS - DAY;
      const app = testApp(store, { now: () => new Date(t) });
      const repo = jobsRepository(store.db);
      const ids: string[] = [];
      for (const kind of ['old.one', 'new.one']) {
        const id = await app.jobs.enqueue(kind, null);
        const [claimed] = await repo.claim({ workerId: 'w', kinds: [kind], now: new Date(t), leaseMs: 60_000, limit: 1 });
        expect(await repo.complete({ id, attempt: claimed!.attempt, workerId: 'w' }, new Date(t))).toBe(true);
        ids.push(id);
        t = T0 - JOB_RECORDS_KEPT_MS + DAY;
      }
      t = T0;
      await app.jobs.start();
      await app.jobs.stop();
      expect(await repo.get(ids[0]!)).toBeNull();
      expect(await repo.get(ids[1]!)).toMatchObject({ state: 'done' });
      expect(await repo.list({ key: 'recurring:jobs.prune', state: 'pending' })).toMatchObject([{ runAt: new Date(T0 + DAY) }]);
    });

    it('runs nothing it has no handler for, and reports a malformed enqueue to the caller', async () => {
      const app = testApp(store, { now: () => new Date(T0) });
      const id = await app.jobs.enqueue('example.unhandled', { postId: 'p1' }, { key: 'example.unhandled:p1' });
      expect((await app.jobs.runDue()).ran).toBe(0);
      expect(await jobsRepository(store.db).get(id)).toMatchObject({ state: 'pending', payload: { postId: 'p1' } });
      expect(await app.jobs.cancel('example.unhandled:p1')).toBe(true);
      await expect(app.jobs.enqueue('', null)).rejects.toThrow('Cannot enqueue job');
    });
  });
}
