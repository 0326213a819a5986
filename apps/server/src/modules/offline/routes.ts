import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deviceCodesRequestSchema,
  deviceCodesSchema,
  deviceIdParamSchema,
  OPERATION_PREFIX,
  offlineRefusalListQuerySchema,
  offlineRefusalPageSchema,
} from '@coldroom/contract';
import { failures, noContent, STAFF } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { lapseDeviceCodes, reserveDeviceCodes } from './codes';
import { listOfflineRefusals } from './refusals';

/** Offline operations (domain-rules §10, docs/offline-rules.md): devices' code blocks and the refusals log. */
export const offlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['offline'];
  const security = [{ bearer: [] }];

  app.post(
    `${OPERATION_PREFIX}/device-codes/`,
    {
      config: { access: STAFF },
      schema: { tags, security, summary: 'Reserve a block of movement codes for this device (to use offline)', body: deviceCodesRequestSchema, response: { 201: deviceCodesSchema, ...failures } },
    },
    async (request, reply) => reply.status(201).send(await reserveDeviceCodes(db, actorOf(request), request.body.device_id)),
  );

  app.delete(
    `${OPERATION_PREFIX}/device-codes/:device_id/`,
    {
      config: { access: STAFF },
      schema: { tags, security, summary: "Let the caller's unused codes of this device lapse (at logout)", params: deviceIdParamSchema, response: { 204: noContent, ...failures } },
    },
    async (request, reply) => {
      await lapseDeviceCodes(db, actorOf(request), request.params.device_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${OPERATION_PREFIX}/offline-refusals/`,
    {
      config: { access: STAFF },
      schema: {
        tags,
        security,
        summary: "Refused offline operations: the company's (service providers) or one's own (operators), newest first",
        querystring: offlineRefusalListQuerySchema,
        response: { 200: offlineRefusalPageSchema, ...failures },
      },
    },
    async (request) => listOfflineRefusals(db, actorOf(request), request.query),
  );
};
