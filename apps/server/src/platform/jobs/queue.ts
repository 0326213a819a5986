import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { SqlClient } from '../../db/client';

/** pg-boss keeps its tables in this schema of the app's database, beside the app's own. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * One kind of background work. `handler` gets the job's data; a throw (or the process dying) leaves the job
 * to pg-boss's retries, up to `retryLimit`, `retryDelaySeconds` apart (doubling with `retryBackoff`). A job
 * still active after `expireInSeconds` is taken to have died with its process and is retried elsewhere.
 */
export interface JobDefinition<T extends object = object> {
  name: string;
  handler: (data: T) => Promise<void>;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  /** Workers of this queue in each process (jobs run at most this many at a time per process). */
  concurrency?: number;
  /**
   * Periodic: runs once per this many seconds across every process. Each slot of the clock
   * (floor(epoch / everySeconds)) has one job whose id is derived from the slot, so however many
   * processes enqueue it, it exists once; each run enqueues the next slot's.
   */
  everySeconds?: number;
  /** A periodic job that runs even when the business schedules are off (API tests): the SMS catch-up. */
  always?: boolean;
}

export interface SendOptions {
  /** When the job may start: a time, or seconds from now. */
  startAfter?: Date | number;
  /** With `singletonSeconds`: at most one job with this key per such time slot. */
  singletonKey?: string;
  singletonSeconds?: number;
}

export interface QueueDepth {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

/** The job queue as the app sees it (`app.ctx.jobs`). */
export interface Jobs {
  /** Enqueues a job (after the transaction that made it necessary has committed); answers its id, or null if a singleton already exists. */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** The queue is started and not stopping in this process. */
  running(): boolean;
  /** Jobs waiting, running and failed (kept, not yet deleted) per queue. */
  depth(): Promise<QueueDepth[]>;
  /** Creates the queues, starts the workers and the periodic jobs (onReady). */
  start(): Promise<void>;
  /** Stops taking work and waits (bounded) for jobs in flight; what is left is retried by another process. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  pollIntervalMs: number;
  /** Periodic definitions run on their own (false in API tests: they send the jobs when they want). */
  periodic: boolean;
  /** How long stop() waits for jobs in flight. */
  stopTimeoutMs?: number;
}

/** pg-boss wants uuids as job ids: a periodic job's id is derived from its name and slot. */
export function slotJobId(name: string, slot: number): string {
  const hex = createHash('sha256').update(`${name}:${slot}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * pg-boss on the app's own database: on PostgreSQL through the app's connection pool, on embedded PGlite
 * through the same single connection (pg-boss 10 takes any `executeSql`). The same definitions run on both.
 */
export function createJobs(sql: SqlClient, definitions: readonly JobDefinition[], options: JobsOptions, log: FastifyBaseLogger): Jobs {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const pollingIntervalSeconds = options.pollIntervalMs / 1000;
  // pg-boss 10's graceful stop returns once no job is active or its wait is over, but a worker's fetch still
  // in flight can hand it a job afterwards, and it marks jobs done or failed without awaiting that query.
  // stop() waits for pg-boss's queries in flight; from then on a query of pg-boss's never reaches the
  // database, which the app closes next (else: an unhandled "Cannot use a pool after calling end"), and
  // never settles: pg-boss has stopped and nothing waits for it, and any answer would be read (an empty
  // one throws inside pg-boss's unawaited completion, an unhandled TypeError). A job that ends or is
  // fetched that late keeps the state stop() left it in, and is retried, as after a crash.
  const inFlight = new Set<Promise<unknown>>();
  let detached = false;
  const tracked: SqlClient = {
    executeSql(text, values) {
      if (detached) return new Promise<never>(() => undefined);
      const query = sql.executeSql(text, values);
      inFlight.add(query);
      const done = () => inFlight.delete(query);
      query.then(done, done);
      return query;
    },
  };
  const boss = new PgBoss({
    db: tracked,
    schema: JOBS_SCHEMA,
    // The queue's own cron (minute-level) is not used: periodic jobs reschedule themselves per slot.
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: 120,
    // Jobs kept after they end: completed ones two days in the job table (longer than the longest periodic
    // slot, a day, so a restart within a slot finds its job done), failed ones a week; then archived and
    // deleted by pg-boss after a week.
    archiveCompletedAfterSeconds: 2 * 86_400,
    archiveFailedAfterSeconds: 7 * 86_400,
    deleteAfterDays: 7,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'Job queue error'));
  let state: 'idle' | 'started' | 'stopping' = 'idle';
  const workerIds = new Map<string, string[]>();

  const enqueueSlot = async (definition: JobDefinition, slot: number) => {
    const every = definition.everySeconds!;
    const startAt = new Date(slot * every * 1000);
    await boss.send(definition.name, { slot }, { id: slotJobId(definition.name, slot), startAfter: startAt > new Date() ? startAt : undefined });
  };
  const currentSlot = (every: number) => Math.floor(Date.now() / 1000 / every);

  const scheduled = (definition: JobDefinition) => definition.everySeconds !== undefined && (definition.always === true || options.periodic);

  /** The next slot's job, enqueued before and after each run (the same id: it exists once). */
  const enqueueNext = async (definition: JobDefinition) => {
    if (!scheduled(definition) || state !== 'started') return;
    await enqueueSlot(definition, currentSlot(definition.everySeconds!) + 1).catch((error: unknown) =>
      log.error({ err: error, job: definition.name }, 'Could not enqueue the next run of a periodic job; the next start enqueues it'),
    );
  };

  const run = async (definition: JobDefinition, job: PgBoss.Job<unknown>) => {
    await enqueueNext(definition);
    try {
      await definition.handler((job.data ?? {}) as object);
    } finally {
      await enqueueNext(definition);
    }
  };

  return {
    async send(name, data, sendOptions = {}) {
      if (!byName.has(name)) throw new Error(`No job named ${name}`);
      if (detached) throw new Error(`The job queue is stopped: ${name} was not sent`);
      const { startAfter, singletonKey, singletonSeconds } = sendOptions;
      const id = await boss.send(name, data, {
        ...(startAfter instanceof Date ? { startAfter } : startAfter !== undefined ? { startAfter } : {}),
        ...(singletonKey ? { singletonKey } : {}),
        ...(singletonSeconds ? { singletonSeconds } : {}),
      });
      // A job due now is taken by this process's idle worker at once, not at its next poll.
      if (id && state === 'started' && (startAfter === undefined || (startAfter instanceof Date && startAfter <= new Date()))) {
        for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
      }
      return id;
    },
    running: () => state === 'started',
    async depth() {
      const { rows } = await sql.executeSql(
        `select name, state, count(*)::int as count from ${JOBS_SCHEMA}.job where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      const byQueue = new Map<string, QueueDepth>(definitions.map((d) => [d.name, { queue: d.name, queued: 0, active: 0, failed: 0 }]));
      for (const row of rows) {
        const entry = byQueue.get(String(row.name));
        if (!entry) continue;
        const count = Number(row.count);
        if (row.state === 'active') entry.active += count;
        else if (row.state === 'failed') entry.failed += count;
        else entry.queued += count;
      }
      return [...byQueue.values()];
    },
    async start() {
      if (state !== 'idle') return;
      detached = false;
      await boss.start();
      for (const definition of definitions) {
        await boss.createQueue(definition.name, {
          name: definition.name,
          policy: 'standard',
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: definition.retryBackoff,
          expireInSeconds: definition.expireInSeconds,
        });
      }
      state = 'started';
      for (const definition of definitions) {
        const ids: string[] = [];
        for (let i = 0; i < (definition.concurrency ?? 1); i += 1) {
          ids.push(
            await boss.work(definition.name, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
              if (job) await run(definition, job);
            }),
          );
        }
        workerIds.set(definition.name, ids);
        // This slot's run (once across processes: the id is the slot's); after it, each run enqueues the next.
        // With the schedules off, a periodic job still runs when sent (tests send it).
        if (scheduled(definition)) await enqueueSlot(definition, currentSlot(definition.everySeconds!));
      }
    },
    async stop() {
      if (state !== 'started') return;
      state = 'stopping';
      await boss.stop({ graceful: true, wait: true, close: false, timeout: options.stopTimeoutMs ?? 8000 });
      // Bounded: pg-boss's last completions are single statements; a stuck one is left after 5 s.
      for (let i = 0; i < 250 && inFlight.size > 0; i += 1) await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => setTimeout(resolve, 20))]);
      detached = true;
      state = 'idle';
    },
  };
}
