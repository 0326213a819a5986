import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  crateListQuerySchema,
  crateListSchema,
  idParamSchema,
  produceDetailSchema,
  produceListQuerySchema,
  produceListSchema,
  SITES_PREFIX,
} from '@coldroom/contract';
import { failures } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { listCrates, listProduce, produceDetail } from './service';

/** Produce and crates in storage: staff see their company's, a farmer their own across companies. */
export const produceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['produce'];
  const security = [{ bearer: [] }];

  app.get(
    `${SITES_PREFIX}/produce/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: 'Produce lots in storage, with fees due and time to pick up', querystring: produceListQuerySchema, response: { 200: produceListSchema, ...failures } },
    },
    async (request) => listProduce(db, actorOf(request), request.query),
  );

  app.get(
    `${SITES_PREFIX}/produce/:id/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: 'One produce lot with its crates', params: idParamSchema, response: { 200: produceDetailSchema, ...failures } },
    },
    async (request) => produceDetail(db, actorOf(request), request.params.id),
  );

  app.get(
    `${SITES_PREFIX}/crates/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: 'Crates in storage with fees due now', querystring: crateListQuerySchema, response: { 200: crateListSchema, ...failures } },
    },
    async (request) => listCrates(db, actorOf(request), request.query),
  );
};
