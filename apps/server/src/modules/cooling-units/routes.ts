import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coolingUnitAnySchema,
  coolingUnitCreateSchema,
  coolingUnitListQuerySchema,
  coolingUnitListSchema,
  coolingUnitSchema,
  coolingUnitUpdateSchema,
  errorBodySchema,
  idParamSchema,
  plannerSchema,
  SITES_PREFIX,
} from '@coldroom/contract';
import { failures, MANAGERS, noContent, resourceDocs, STAFF } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { createRoom, deleteRoom, getRoom, listRooms, roomPlanner, updateRoom } from './service';

/**
 * Cooling units: everyone logged in lists and reads the rooms they may see (staff: their company's;
 * farmers: public ones and ones they used, without staff-only fields); service providers manage.
 */
export const coolingUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const docs = resourceDocs('cooling units');
  const base = `${SITES_PREFIX}/cooling-units/`;

  app.get(
    base,
    {
      config: { access: 'authenticated' },
      schema: { ...docs, summary: 'List cooling units', querystring: coolingUnitListQuerySchema, response: { 200: coolingUnitListSchema, ...failures } },
    },
    async (request) => listRooms(db, actorOf(request), request.query),
  );

  app.post(
    base,
    {
      config: { access: MANAGERS },
      schema: { ...docs, summary: 'Add a cooling unit', body: coolingUnitCreateSchema, response: { 201: coolingUnitSchema, ...failures } },
    },
    async (request, reply) => reply.status(201).send(await createRoom(db, actorOf(request), request.body)),
  );

  app.get(
    `${base}:id/`,
    {
      config: { access: 'authenticated' },
      schema: { ...docs, summary: 'Read a cooling unit', params: idParamSchema, response: { 200: coolingUnitAnySchema, ...failures } },
    },
    async (request) => getRoom(db, actorOf(request), request.params.id),
  );

  app.put(
    `${base}:id/`,
    {
      config: { access: MANAGERS },
      schema: {
        ...docs,
        summary: 'Change a cooling unit',
        params: idParamSchema,
        body: coolingUnitUpdateSchema,
        response: { 200: coolingUnitSchema, 422: errorBodySchema, ...failures },
      },
    },
    async (request) => updateRoom(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${base}:id/`,
    {
      config: { access: MANAGERS },
      schema: {
        ...docs,
        summary: 'Delete a cooling unit (refused while it holds produce)',
        params: idParamSchema,
        response: { 204: noContent, 422: errorBodySchema, ...failures },
      },
    },
    async (request, reply) => {
      await deleteRoom(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}:id/planner/`,
    {
      config: { access: STAFF },
      schema: { ...docs, summary: 'The 7-day planner of a cooling unit', params: idParamSchema, response: { 200: plannerSchema, ...failures } },
    },
    async (request) => roomPlanner(db, actorOf(request), request.params.id),
  );
};
