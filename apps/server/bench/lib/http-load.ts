import autocannon, { type AutocannonRequest } from 'autocannon';
import { withTimeout } from './cleanup';
import type { LoadResult } from './sql-load';

export interface HttpLoad {
  /** http://127.0.0.1:<port>; nothing else is ever loaded. */
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** A JSON body: the same for every request, or a function called for each request. */
  body?: unknown;
  /** Extra headers per request, e.g. a fresh Idempotency-Key. */
  perRequestHeaders?: () => Record<string, string>;
}

const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * Closed-loop HTTP load with autocannon for a fixed time. The rate counts 2xx answers only; latency
 * percentiles are autocannon's (2xx answers, whole milliseconds).
 */
export async function runHttpLoad(load: HttpLoad): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(load.baseUrl)) throw new Error(`refusing to load ${load.baseUrl}: loopback only`);
  let firstError: string | undefined;
  const request: AutocannonRequest = {
    method: load.method,
    path: load.path,
    headers: { ...load.headers, ...(load.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(load.body === undefined || typeof load.body === 'function' ? {} : { body: JSON.stringify(load.body) }),
    onResponse: (status, body) => {
      if (status >= 300 && firstError === undefined) firstError = `HTTP ${status}: ${body.slice(0, 300)}`;
    },
  };
  const bodyOf = typeof load.body === 'function' ? (load.body as () => unknown) : undefined;
  if (bodyOf || load.perRequestHeaders) {
    request.setupRequest = (req) => ({
      ...req,
      headers: { ...req.headers, ...load.perRequestHeaders?.() },
      ...(bodyOf ? { body: JSON.stringify(bodyOf()) } : {}),
    });
  }
  const instance = autocannon({
    url: load.baseUrl,
    connections: load.connections,
    duration: load.durationSeconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
    requests: [request],
  });
  const result = await withTimeout(Promise.resolve(instance), (load.durationSeconds + 2 * REQUEST_TIMEOUT_SECONDS) * 1000, 'autocannon').catch(
    (error: unknown) => {
      instance.stop();
      throw error;
    },
  );
  const completed = result['2xx'];
  return {
    rate: completed / result.duration,
    p50: completed ? result.latency.p50 : NaN,
    p99: completed ? result.latency.p99 : NaN,
    completed,
    failed: result.non2xx + result.errors,
    firstError: firstError ?? (result.errors ? `${result.errors} connection errors (${result.timeouts} timeouts)` : undefined),
    seconds: result.duration,
  };
}
