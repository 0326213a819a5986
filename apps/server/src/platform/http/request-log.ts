import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when it is answered: method, URL, client address, status and time in one
 * record (Fastify's own request logging writes two, on arrival and on answer, which cost twice the CPU at
 * LOG_LEVEL=info; see the check-in benchmark). Requests that fail still log their error where it is handled.
 * Pass `fastifyOptions` to Fastify() and call `install` on the app.
 */
export const requestLog = {
  fastifyOptions: { disableRequestLogging: true },
  install(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    });
  },
} as const;
