import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema, OPERATION_PREFIX } from '@coldroom/contract';
import { failures, resourceDocs } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { dashboardFor } from './service';

/** The main page's figures at a glance (docs/dashboard-rules.md): every logged-in role, each its own shape. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    `${OPERATION_PREFIX}/dashboard/`,
    {
      config: { access: ['Service Provider', 'Operator', 'Farmer'] },
      schema: {
        ...resourceDocs('dashboard'),
        summary: "What the caller's role needs at a glance: money, rooms, alerts, lots to pick up soon",
        description:
          'Service providers: revenue today and this month, money owed, every room of the company. Operators: the rooms they run. Farmers: their own produce and debts across companies. The answer carries `view` to tell the shapes apart.',
        response: { 200: dashboardSchema, ...failures },
      },
    },
    async (request) => dashboardFor(db, actorOf(request)),
  );
};
