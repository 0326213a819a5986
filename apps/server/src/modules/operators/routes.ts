import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParamSchema, operatorListQuerySchema, operatorPageSchema, operatorSchema } from '@coldroom/contract';
import { failures, noContent } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { getOperator, listOperators, removeOperator } from './service';

export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['operators'], security: [{ bearer: [] }] };

  app.get(
    '/user/v1/operators/',
    {
      config: { access: ['Service Provider', 'Operator'] },
      schema: { ...common, summary: "List the company's operators (?company, ?user_id, ?search)", querystring: operatorListQuerySchema, response: { 200: operatorPageSchema, ...failures } },
    },
    async (request) => listOperators(db, actorOf(request), request.query),
  );

  app.get(
    '/user/v1/operators/:id/',
    {
      config: { access: ['Service Provider', 'Operator'] },
      schema: { ...common, summary: 'Read an operator', params: idParamSchema, response: { 200: operatorSchema, ...failures } },
    },
    async (request) => getOperator(db, actorOf(request), request.params.id),
  );

  app.delete(
    '/user/v1/operators/:id/',
    {
      config: { access: ['Service Provider'] },
      schema: {
        ...common,
        summary: 'Remove an operator (the account is deleted, records stay)',
        params: idParamSchema,
        response: { 204: noContent, 422: errorBodySchema, ...failures },
      },
    },
    async (request, reply) => {
      await removeOperator(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
