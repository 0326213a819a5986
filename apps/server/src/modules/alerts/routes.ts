import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acknowledgeAlertSchema,
  errorBodySchema,
  idParamSchema,
  roomAlertDetailSchema,
  roomAlertListQuerySchema,
  roomAlertListSchema,
  roomAlertSchema,
  SITES_PREFIX,
} from '@coldroom/contract';
import { failures, STAFF } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { alertHistory } from './history';
import { acknowledgeAlert, listAlerts } from './service';

/** Rooms' alerts (docs/cold-chain-rules.md): staff list the alerts of the rooms they see, read their history and acknowledge them. */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['room conditions'];
  const security = [{ bearer: [] }];

  app.get(
    `${SITES_PREFIX}/alerts/`,
    { config: { access: STAFF }, schema: { tags, security, summary: 'Alerts of the rooms one sees (open first)', querystring: roomAlertListQuerySchema, response: { 200: roomAlertListSchema, ...failures } } },
    async (request) => listAlerts(db, actorOf(request), request.query),
  );

  app.get(
    `${SITES_PREFIX}/alerts/:id/`,
    {
      config: { access: STAFF },
      schema: { tags, security, summary: 'An alert and its history: who was told, when and how (in the app, by SMS)', params: idParamSchema, response: { 200: roomAlertDetailSchema, ...failures } },
    },
    async (request) => alertHistory(db, actorOf(request), request.params.id),
  );

  app.post(
    `${SITES_PREFIX}/alerts/:id/acknowledge/`,
    {
      config: { access: STAFF },
      schema: { tags, security, summary: 'Acknowledge an alert with what was done (once)', params: idParamSchema, body: acknowledgeAlertSchema, response: { 200: roomAlertSchema, 409: errorBodySchema, ...failures } },
    },
    async (request) => acknowledgeAlert(db, actorOf(request), request.params.id, request.body.note),
  );
};
