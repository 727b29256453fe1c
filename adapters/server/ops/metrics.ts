// Issue 20: Prometheus metrics (prom-client) for /_/metrics — requests by route name (the server route's name, or
// the page route core/routing matched), their latency, the page cache's HIT/MISS/BYPASS (read off the debug header
// every cacheable answer carries), the job queue's depth and the store pool's use. One registry per app, so two
// apps in one process (the cluster test) never share counters. Route names are a closed set: no label takes a
// path, an id or a query.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobQueueView } from '../../postgres/jobs.repository.ts';

/** The store pool's use (pg.Pool's counts); PGlite's pool is one connection. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export type MetricsSources = {
  /** Due jobs and failures in the last day (jobs.repository backlog). */
  jobBacklog: () => Promise<{ due: number; failedLastDay: number }>;
  /** Issue 20: the queue by kind and state, and the oldest wait (jobs.repository queueView). */
  jobQueue?: (() => Promise<{ at: Date; view: JobQueueView }>) | undefined;
  poolStats?: (() => PoolStats) | undefined;
  /** The process's own metrics (CPU, memory, event loop lag): main.ts turns them on; tests leave them off. */
  processMetrics?: boolean | undefined;
};

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  /** One backlog query a scrape, shared by the two queue gauges. */
  let backlog: Promise<{ due: number; failedLastDay: number }> | null = null;
  const backlogNow = () => (backlog ??= sources.jobBacklog());
  /** One queue query a scrape, shared by the quire_jobs gauges. */
  let queueView: Promise<{ at: Date; view: JobQueueView }> | null = null;
  if (sources.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'quire_' });
  const requests = new Counter({
    name: 'quire_http_requests_total',
    help: 'HTTP requests answered, by route name, method and status class.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'quire_http_request_duration_seconds',
    help: 'Time to answer a request (until the response headers), by route name.',
    labelNames: ['route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'quire_page_cache_requests_total',
    help: 'Pages answered from the in-process page cache (HIT), rendered and stored (MISS), or never cached (BYPASS).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'quire_jobs_due',
    help: 'Background jobs due now and not yet run (the whole cluster’s queue).',
    registers: [registry],
    async collect() {
      this.set((await backlogNow()).due);
    },
  });
  new Gauge({
    name: 'quire_jobs_failed_last_day',
    help: 'Background jobs given up in the last 24 hours.',
    registers: [registry],
    async collect() {
      this.set((await backlogNow()).failedLastDay);
    },
  });
  const jobQueue = sources.jobQueue;
  if (jobQueue) {
    const viewNow = () => (queueView ??= jobQueue());
    new Gauge({
      name: 'quire_jobs',
      help: 'Background jobs by kind and state (pending: due and waiting; scheduled: not yet due; done and failed: the last day).',
      labelNames: ['kind', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const d of (await viewNow()).view.depth) this.set({ kind: d.kind, state: d.state }, d.count);
      },
    });
    new Gauge({
      name: 'quire_jobs_oldest_due_age_seconds',
      help: 'How long the job waiting longest has been due (0 when none waits).',
      registers: [registry],
      async collect() {
        const { at, view: v } = await viewNow();
        this.set(v.oldestDueAt === null ? 0 : Math.max(0, (at.getTime() - v.oldestDueAt.getTime()) / 1000));
      },
    });
  }
  const poolStats = sources.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'quire_db_pool_connections',
      help: 'The store pool’s connections: total open, idle, clients waiting for one, and the maximum.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
        this.set({ state: 'max' }, s.max);
      },
    });
  }

  return {
    registry,
    /** One answered request: its route name, method, status and time in seconds; the cache's word if it gave one. */
    observe(route: string, method: string, status: number, seconds: number, cacheHeader: string | null): void {
      requests.inc({ route, method: KNOWN_METHODS.has(method) ? method : 'OTHER', status: `${Math.floor(status / 100)}xx` });
      latency.observe({ route }, seconds);
      const result = cacheHeader?.split(';', 1)[0]?.trim();
      if (result === 'HIT' || result === 'MISS' || result === 'BYPASS') pageCache.inc({ result });
    },
    /** The text exposition format. */
    async text(): Promise<{ contentType: string; body: string }> {
      backlog = null;
      queueView = null;
      try {
        return { contentType: registry.contentType, body: await registry.metrics() };
      } finally {
        backlog = null;
        queueView = null;
      }
    },
  };
}

const KNOWN_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PURGE']);
