import type { Db } from '../../db/client';
import { hit, peek } from './counters';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/**
 * A store for @fastify/rate-limit (its documented `store` option: a class with incr, read and child) that
 * keeps the counters in the database (platform/limits/counters.ts) instead of each process's memory, so
 * a route's `config.rateLimit` holds across restarts and across server processes. Each route gets its own
 * namespace (the plugin hands every route a child store); limiters made with `createRateLimit` name
 * theirs with the `groupId` option.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly namespace = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindowMs: number): void {
      hit(db, this.keyOf(key), Math.max(1, timeWindowMs / 1000)).then(
        (state) => callback(null, { current: state.hits, ttl: state.resetsInSeconds * 1000 }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      peek(db, [this.keyOf(key)]).then(
        (states) => {
          const state = states.get(this.keyOf(key));
          callback(null, { current: state?.hits ?? 0, ttl: (state?.resetsInSeconds ?? 0) * 1000 });
        },
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes the route's options merged with its rate-limit options (`routeInfo`, `groupId`). */
    child(routeOptions: unknown): DatabaseRateLimitStore {
      const options = routeOptions as { routeInfo?: RouteInfo; groupId?: string };
      const info = options.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      const name = options.groupId ?? (info.url ? `${method} ${info.url}` : 'limiter');
      return new DatabaseRateLimitStore(undefined, name);
    }

    private keyOf(key: string): string {
      return `route:${this.namespace}:${key}`;
    }
  };
}
