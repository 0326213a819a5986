import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertRuleInputSchema, alertRuleSchema, idParamSchema, SITES_PREFIX } from '@coldroom/contract';
import { failures, MANAGERS, STAFF } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { getAlertRule, saveAlertRule } from './service';

/** A room's alert rule (docs/cold-chain-rules.md §1): staff read it, service providers change it. */
export const alertRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['room conditions'];
  const security = [{ bearer: [] }];
  const path = `${SITES_PREFIX}/cooling-units/:id/alert-rule/`;

  app.get(
    path,
    { config: { access: STAFF }, schema: { tags, security, summary: 'The alert rule of a room (its default from the crops stored while none was saved)', params: idParamSchema, response: { 200: alertRuleSchema, ...failures } } },
    async (request) => getAlertRule(db, actorOf(request), request.params.id),
  );

  app.put(
    path,
    {
      config: { access: MANAGERS },
      schema: { tags, security, summary: 'Save the alert rule of a room (every field; 400 names each field out of its bounds)', params: idParamSchema, body: alertRuleInputSchema, response: { 200: alertRuleSchema, ...failures } },
    },
    async (request) => saveAlertRule(db, actorOf(request), request.params.id, request.body),
  );
};
