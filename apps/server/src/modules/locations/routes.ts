import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idParamSchema,
  locationCreateSchema,
  locationListQuerySchema,
  locationListSchema,
  locationSchema,
  locationUpdateSchema,
  SITES_PREFIX,
} from '@coldroom/contract';
import { failures, MANAGERS, noContent, resourceDocs, STAFF } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { createLocation, deleteLocation, getLocation, listLocations, updateLocation } from './service';

/** Locations of the caller's company: staff read, service providers manage (domain-rules §3). */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const docs = resourceDocs('locations');
  const base = `${SITES_PREFIX}/locations/`;

  app.get(
    base,
    { config: { access: STAFF }, schema: { ...docs, summary: 'List locations', querystring: locationListQuerySchema, response: { 200: locationListSchema, ...failures } } },
    async (request) => listLocations(db, actorOf(request), request.query),
  );

  app.post(
    base,
    { config: { access: MANAGERS }, schema: { ...docs, summary: 'Add a location', body: locationCreateSchema, response: { 201: locationSchema, ...failures } } },
    async (request, reply) => reply.status(201).send(await createLocation(db, actorOf(request), request.body)),
  );

  app.get(
    `${base}:id/`,
    { config: { access: STAFF }, schema: { ...docs, summary: 'Read a location', params: idParamSchema, response: { 200: locationSchema, ...failures } } },
    async (request) => getLocation(db, actorOf(request), request.params.id),
  );

  app.put(
    `${base}:id/`,
    {
      config: { access: MANAGERS },
      schema: { ...docs, summary: 'Change a location', params: idParamSchema, body: locationUpdateSchema, response: { 200: locationSchema, ...failures } },
    },
    async (request) => updateLocation(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${base}:id/`,
    {
      config: { access: MANAGERS },
      schema: {
        ...docs,
        summary: 'Delete a location (refused while a room there holds produce)',
        params: idParamSchema,
        response: { 204: noContent, 422: errorBodySchema, ...failures },
      },
    },
    async (request, reply) => {
      await deleteLocation(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
