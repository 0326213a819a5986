import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceKeyCreatedSchema, deviceKeyListSchema, deviceKeyParamsSchema, idParamSchema, SITES_PREFIX } from '@coldroom/contract';
import { failures, MANAGERS, noContent } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { createDeviceKey, listDeviceKeys, revokeDeviceKey } from './service';

/** Sensor keys of a room: service providers create (shown once), list and revoke them. */
export const deviceKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['room conditions'];
  const security = [{ bearer: [] }];
  const base = `${SITES_PREFIX}/cooling-units/:id/device-keys/`;

  app.get(
    base,
    { config: { access: MANAGERS }, schema: { tags, security, summary: 'List the device keys of a room', params: idParamSchema, response: { 200: deviceKeyListSchema, ...failures } } },
    async (request) => listDeviceKeys(db, actorOf(request), request.params.id),
  );

  app.post(
    base,
    {
      config: { access: MANAGERS },
      schema: { tags, security, summary: 'Create a device key (the key is shown only in this answer)', params: idParamSchema, response: { 201: deviceKeyCreatedSchema, ...failures } },
    },
    async (request, reply) => reply.status(201).send(await createDeviceKey(db, actorOf(request), request.params.id)),
  );

  app.delete(
    `${base}:keyId/`,
    {
      config: { access: MANAGERS },
      schema: { tags, security, summary: 'Revoke a device key', params: deviceKeyParamsSchema, response: { 204: noContent, ...failures } },
    },
    async (request, reply) => {
      await revokeDeviceKey(db, actorOf(request), request.params.id, request.params.keyId);
      return reply.status(204).send(null);
    },
  );
};
