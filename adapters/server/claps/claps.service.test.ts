// The claps service's batching (bench/claps.bench.ts: a batch of 20 clap mutations): the clap requests that arrive
// together are paced in one store hit per reader, judged exactly as one hit each would be, and enqueue their
// listings' jobs in one write — with fakes for the store, so the decisions are checked, not the timing.
import { describe, expect, it } from 'vitest';
import { CLAP_MESSAGES } from '../../../core/claps/clap-rules.ts';
import type { RateCounter, RateLimit } from '../../../core/limits/rate-limit.ts';
import type { ClapRequest, ClapsRepository } from '../../../core/ports/claps-repository.port.ts';
import type { EnqueueOptions, JobQueue } from '../../../core/ports/job-queue.port.ts';
import { CLAP_REQUESTS_LIMIT, COUNTS_CHANGED_JOB, createClapsService } from './claps.service.ts';

const NOW = new Date('2026-11-21T12:00:30Z');

function fakes(startCount: number) {
  const hits: { key: string; units: number }[] = [];
  let count = startCount;
  const rateLimits: RateCounter = {
    async hit(_limit: RateLimit, key: string, _now: number, units = 1) {
      hits.push({ key, units });
      count += units;
      return { count, windowStart: 0 };
    },
  };
  const claps = {
    async clap(request: ClapRequest) {
      return { ok: true as const, clapCount: request.claps, viewerClapCount: request.claps, added: request.claps };
    },
  } as unknown as ClapsRepository;
  const batches: { kind: string; payload: unknown; options?: EnqueueOptions }[][] = [];
  const jobs: JobQueue = {
    enqueue: () => Promise.reject(new Error('asked one by one')),
    enqueueMany: async (list) => void batches.push([...list]),
    cancel: async () => false,
  };
  return { hits, batches, service: createClapsService({ claps, isMember: async () => false, rateLimits, purger: null, jobs, now: () => NOW }) };
}

describe('claps arriving together (bench/claps.bench.ts; issue 16 clap requests per reader)', () => {
  it('are paced in one store hit per reader and judged as one hit each: the ones past the limit are refused', async () => {
    const { hits, service } = fakes(CLAP_REQUESTS_LIMIT.max - 2);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => service.clap('reader', { postId: `p${i}`, clientId: `c${i}`, claps: 1 })));
    expect(hits).toEqual([{ key: 'reader', units: 5 }]);
    expect(results.map((r) => r.ok)).toEqual([true, true, false, false, false]);
    expect(results[4]).toEqual({ ok: false, kind: 'BadRequest', message: CLAP_MESSAGES.tooFast });
  });

  it('enqueue their listings’ jobs in one write, a story named twice once', async () => {
    const { batches, service } = fakes(0);
    await Promise.all(['a', 'b', 'a', 'c'].map((postId, i) => service.clap('reader', { postId, clientId: `k${i}`, claps: 2 })));
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((j) => [j.kind, (j.payload as { postId: string }).postId])).toEqual([
      [COUNTS_CHANGED_JOB, 'a'],
      [COUNTS_CHANGED_JOB, 'b'],
      [COUNTS_CHANGED_JOB, 'c'],
    ]);
  });
});
