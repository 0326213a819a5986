import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  farmerCreateRequestSchema,
  farmerListQuerySchema,
  farmerPageSchema,
  farmerSchema,
  farmerUpdateSchema,
  idParamSchema,
} from '@coldroom/contract';
import { failures, noContent, STAFF } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { listFarmers } from './queries';
import { registerFarmer } from './register';
import { getFarmer, linkFarmer, removeFarmer, updateFarmer } from './service';

export const farmerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['farmers'], security: [{ bearer: [] }] };

  app.post(
    '/user/v1/farmers/',
    {
      // Public for a farmer signing up; staff send their token to register (or link) a farmer of their company.
      config: { access: 'optional' },
      schema: {
        ...common,
        summary: 'Register a farmer (with or without a login), sign up as a farmer, or link a farmer by user_code',
        body: farmerCreateRequestSchema,
        response: { 200: farmerSchema, 201: farmerSchema, 409: errorBodySchema, ...failures },
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (body.user) {
        const farmer = await registerFarmer(db, request.actor, { ...body, user: body.user });
        return reply.status(201).send(farmer);
      }
      return linkFarmer(db, actorOf(request), body.user_code);
    },
  );

  app.get(
    '/user/v1/farmers/',
    {
      config: { access: 'authenticated' },
      schema: { ...common, summary: 'List farmers (?operator, ?company, ?user_id, ?search)', querystring: farmerListQuerySchema, response: { 200: farmerPageSchema, ...failures } },
    },
    async (request) => listFarmers(db, actorOf(request), request.query),
  );

  app.get(
    '/user/v1/farmers/:id/',
    { config: { access: 'authenticated' }, schema: { ...common, summary: 'Read a farmer', params: idParamSchema, response: { 200: farmerSchema, ...failures } } },
    async (request) => getFarmer(db, actorOf(request), request.params.id),
  );

  app.put(
    '/user/v1/farmers/:id/',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Change a farmer',
        params: idParamSchema,
        body: farmerUpdateSchema,
        response: { 200: farmerSchema, 409: errorBodySchema, 422: errorBodySchema, ...failures },
      },
    },
    async (request) => updateFarmer(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/user/v1/farmers/:id/',
    {
      config: { access: STAFF },
      schema: {
        ...common,
        summary: "Remove a farmer from the caller's company (deleted when registered here without a login)",
        params: idParamSchema,
        response: { 204: noContent, 422: errorBodySchema, ...failures },
      },
    },
    async (request, reply) => {
      await removeFarmer(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
