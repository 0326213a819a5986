import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idParamSchema,
  SITES_PREFIX,
  sensorDeviceListSchema,
  sensorIntegrationInputSchema,
  sensorIntegrationListSchema,
  sensorIntegrationSchema,
  sensorIntegrationUpdateSchema,
  sensorLinkInputSchema,
  sensorLinkSchema,
  sensorPollResultSchema,
} from '@coldroom/contract';
import { failures, MANAGERS, noContent } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import {
  createIntegration,
  deleteIntegration,
  deleteSensorLink,
  getSensorLink,
  listIntegrations,
  pollNow,
  saveSensorLink,
  updateIntegration,
  vendorDevices,
} from './service';

/** Each call here reaches a vendor's cloud, whose own limits are a few calls a minute. */
const vendorCalls = { max: 10, timeWindow: '1 minute' };

/** Sensor makers' clouds (docs/sensor-integrations.md): service providers only, their own company's. */
export const sensorIntegrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const tags = ['room conditions'];
  const security = [{ bearer: [] }];
  const base = `${SITES_PREFIX}/sensor-integrations/`;
  const withVendor = { 422: errorBodySchema, ...failures };

  app.get(base, { config: { access: MANAGERS }, schema: { tags, security, summary: 'The company\'s sensor integrations with their last poll (never their credentials)', response: { 200: sensorIntegrationListSchema, ...failures } } }, async (request) =>
    listIntegrations(db, config, actorOf(request)),
  );

  app.post(
    base,
    {
      config: { access: MANAGERS, rateLimit: vendorCalls },
      schema: { tags, security, summary: 'Connect a vendor account; the credentials are checked with the vendor at once (400 names the field the vendor refused)', body: sensorIntegrationInputSchema, response: { 201: sensorIntegrationSchema, ...withVendor } },
    },
    async (request, reply) => reply.status(201).send(await createIntegration(db, config, actorOf(request), request.body)),
  );

  app.put(
    `${base}:id/`,
    {
      config: { access: MANAGERS, rateLimit: vendorCalls },
      schema: { tags, security, summary: 'Rename, change the interval, or replace the credentials or settings (checked before they replace the old)', params: idParamSchema, body: sensorIntegrationUpdateSchema, response: { 200: sensorIntegrationSchema, ...withVendor } },
    },
    async (request) => updateIntegration(db, config, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${base}:id/`,
    { config: { access: MANAGERS }, schema: { tags, security, summary: 'Remove an integration and its rooms\' links (readings received stay)', params: idParamSchema, response: { 204: noContent, ...failures } } },
    async (request, reply) => {
      await deleteIntegration(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}:id/devices/`,
    { config: { access: MANAGERS, rateLimit: vendorCalls }, schema: { tags, security, summary: 'The vendor\'s devices (Ubibot channels, VRM installations)', params: idParamSchema, response: { 200: sensorDeviceListSchema, ...withVendor } } },
    async (request) => vendorDevices(db, config, actorOf(request), request.params.id),
  );

  app.post(
    `${base}:id/poll/`,
    { config: { access: MANAGERS, rateLimit: vendorCalls }, schema: { tags, security, summary: 'Poll the integration now', params: idParamSchema, response: { 200: sensorPollResultSchema, ...failures } } },
    async (request) => pollNow(db, config, actorOf(request), request.params.id),
  );

  const link = `${SITES_PREFIX}/cooling-units/:id/sensor-link/`;
  app.get(link, { config: { access: MANAGERS }, schema: { tags, security, summary: 'Which vendor device feeds the room', params: idParamSchema, response: { 200: sensorLinkSchema, ...failures } } }, async (request) =>
    getSensorLink(db, actorOf(request), request.params.id),
  );
  app.put(
    link,
    {
      config: { access: MANAGERS, rateLimit: vendorCalls },
      schema: { tags, security, summary: 'Pick the vendor device that feeds the room (read once first; the room\'s sensor is switched on)', params: idParamSchema, body: sensorLinkInputSchema, response: { 200: sensorLinkSchema, 409: errorBodySchema, ...withVendor } },
    },
    async (request) => saveSensorLink(db, config, actorOf(request), request.params.id, request.body),
  );
  app.delete(link, { config: { access: MANAGERS }, schema: { tags, security, summary: 'Stop feeding the room from a vendor device', params: idParamSchema, response: { 204: noContent, ...failures } } }, async (request, reply) => {
    await deleteSensorLink(db, actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};
