import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, movementListQuerySchema, movementListSchema, movementSchema, OPERATION_PREFIX } from '@coldroom/contract';
import { failures } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { actorZone } from './scope';
import { listMovements, readMovement } from './service';

/** Movements history: staff their company's, a farmer their own. */
export const movementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['movements'];
  const security = [{ bearer: [] }];
  const base = `${OPERATION_PREFIX}/movements/`;

  app.get(
    base,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: 'Movements history', querystring: movementListQuerySchema, response: { 200: movementListSchema, ...failures } },
    },
    async (request) => {
      const actor = actorOf(request);
      return listMovements(db, actor, await actorZone(db, actor), request.query);
    },
  );

  app.get(
    `${base}:id/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: 'Read a movement', params: idParamSchema, response: { 200: movementSchema, ...failures } },
    },
    async (request) => readMovement(db, actorOf(request), request.params.id),
  );
};
