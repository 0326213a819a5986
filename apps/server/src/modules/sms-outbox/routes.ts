import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, smsMessagePageSchema, smsOutboxQuerySchema } from '@coldroom/contract';
import { actorOf } from '../../platform/policy';
import { listOutbox } from './service';

export const smsOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/user/v1/sms-outbox/',
    {
      config: { access: ['Service Provider'] },
      schema: {
        tags: ['sms'],
        summary: "The company's SMS with their delivery status (?company, ?status)",
        security: [{ bearer: [] }],
        querystring: smsOutboxQuerySchema,
        response: { 200: smsMessagePageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => listOutbox(db, actorOf(request), request.query),
  );
};
