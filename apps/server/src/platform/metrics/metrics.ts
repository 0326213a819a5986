import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../../db/client';
import type { QueueProbe } from './queue-probe';

/** What became of one SMS: handed to the gateway, refused before sending (budget, limits), or given up on. */
export type SmsOutcome = 'sent' | 'refused' | 'failed';
/** What became of one operation a device recorded offline and sent later. */
export type OfflineOutcome = 'applied' | 'refused';

/** The route label of a request no route matched (unknown paths, the web app's pages): one value, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The app's Prometheus metrics (prom-client). One registry per app, never the library's global one, so that
 * several apps in one process (the tests) keep their counts apart. Counters count in this process;
 * Prometheus adds up the processes behind the load balancer (docs/operations-monitoring.md).
 */
export interface Metrics {
  readonly registry: Registry;
  sms(outcome: SmsOutcome, count?: number): void;
  offline(outcome: OfflineOutcome, count?: number): void;
  /** One answered HTTP request: `route` is the route pattern (`/api/user/v1/users/:id/`), never the raw path. */
  request(method: string, route: string, status: number, seconds: number): void;
}

/** Where the scrape-time gauges read from; each is optional (an app without a queue has no job gauges). */
export interface MetricsSources {
  /** The database connections of this process. */
  pool?: () => PoolUse;
  /** The job queue; a getter, so a queue wired after the metrics are made is still read. */
  queue?: () => QueueProbe | undefined;
}

/** Seconds; from 5 ms (a cached read) to 10 s (a large export), as the routes here take. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createMetrics(sources: MetricsSources = {}): Metrics {
  const registry = new Registry();
  // Node's own figures (CPU, memory, event-loop lag, GC, handles) under their usual names, so that
  // ready-made Node.js dashboards work unchanged.
  collectDefaultMetrics({ register: registry });

  const sms = new Counter({
    name: 'coldroom_sms_total',
    help: 'SMS by outcome: sent (the gateway took it), refused (budget or limits), failed (given up after retries)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const offline = new Counter({
    name: 'coldroom_offline_operations_total',
    help: 'Operations recorded offline and sent later, by outcome: applied or refused',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const requests = new Histogram({
    name: 'coldroom_http_request_duration_seconds',
    help: `HTTP requests answered by this process, by method, route pattern (${UNMATCHED_ROUTE}: no route) and status class, in seconds`,
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({
      name: 'coldroom_db_pool_connections',
      help: 'Database connections of this process by state: total (open), idle, waiting (requests queued for a connection); PGlite: total only, always 1',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = pool();
        this.reset();
        this.set({ state: 'total' }, use.total);
        if (use.idle !== null) this.set({ state: 'idle' }, use.idle);
        if (use.waiting !== null) this.set({ state: 'waiting' }, use.waiting);
      },
    });
    new Gauge({
      name: 'coldroom_db_pool_max',
      help: 'Most database connections this process may open (DATABASE_POOL_SIZE; PGlite: 1)',
      registers: [registry],
      collect() {
        this.set(pool().max);
      },
    });
  }

  if (sources.queue) {
    const queue = sources.queue;
    new Gauge({
      name: 'coldroom_jobs_running',
      help: 'Whether this process runs the job queue: 1 running, 0 stopped',
      registers: [registry],
      collect() {
        const probe = queue();
        if (probe) this.set(probe.running() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'coldroom_jobs',
      help: 'Jobs in the shared queue by queue and state (queued, active, failed); the same figures from every process',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const probe = queue();
        if (!probe) return;
        // A queue that cannot answer leaves the gauge empty for this scrape; readiness reports why.
        const depth = await probe.depth().catch(() => []);
        for (const row of depth) {
          this.set({ queue: row.queue, state: 'queued' }, row.queued);
          this.set({ queue: row.queue, state: 'active' }, row.active);
          this.set({ queue: row.queue, state: 'failed' }, row.failed);
        }
      },
    });
  }

  return {
    registry,
    sms: (outcome, count = 1) => sms.inc({ outcome }, count),
    offline: (outcome, count = 1) => offline.inc({ outcome }, count),
    request: (method, route, status, seconds) =>
      requests.observe({ method: METHODS.has(method) ? method : 'OTHER', route, status_class: `${Math.floor(status / 100)}xx` }, seconds),
  };
}
