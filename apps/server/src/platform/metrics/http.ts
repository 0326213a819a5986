import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { MetricsConfig } from '../../config';
import { AppError, errors } from '../errors';
import { UNMATCHED_ROUTE, type Metrics } from './metrics';

/** Where Prometheus scrapes, on the main port (with the token) and on the separate listener. */
export const METRICS_PATH = '/metrics';

/** Equal tokens, compared in a time that does not depend on where they differ (nor on their lengths). */
export function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Times every request into the route histogram, and serves GET /metrics on the main port to callers with
 * `Authorization: Bearer <METRICS_TOKEN>`. Without a token configured the path answers 404 like any unknown
 * path: the metrics are never public by omission.
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics, config: MetricsConfig): void {
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the raw URL: ids in paths must not make a label value each.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  // Outside /api and out of the API documentation: it is for the scraper, not for the app's clients.
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (config.token === null) throw new AppError(404, 'route_not_found', 'There is no such route.');
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !sameToken(match[1], config.token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw errors.notAuthenticated('The metrics need the metrics token.');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

export interface MetricsListener {
  /** The port it listens on (the configured one, or the one the system chose for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The separate listener (METRICS_PORT): GET /metrics without a token, for a scraper on a private network;
 * bind it to METRICS_HOST (127.0.0.1 by default) and keep the port out of public reach.
 */
export async function listenForMetrics(metrics: Metrics, host: string, port: number): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
