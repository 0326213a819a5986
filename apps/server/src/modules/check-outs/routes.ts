import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceSchema,
  checkOutCreateSchema,
  checkOutListQuerySchema,
  checkOutListSchema,
  checkOutSchema,
  errorBodySchema,
  idParamSchema,
  OPERATION_PREFIX,
  pricePreviewRequestSchema,
  pricePreviewSchema,
} from '@coldroom/contract';
import { failures } from '../../platform/http/route-parts';
import { withIdempotency } from '../../platform/idempotency';
import { recordingRefusals } from '../offline/refusals';
import { actorOf } from '../../platform/policy';
import { actorZone } from '../movements/scope';
import { createCheckOut, previewCheckOut } from './create';
import { farmerBalance, listCheckOuts, readCheckOut } from './queries';

const refusals = { 409: errorBodySchema, 422: errorBodySchema };
const OPERATORS = ['Operator'] as const;

/** Check-outs (domain-rules §5): operators of the room price and check out; staff and the farmer read. */
export const checkOutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['check-outs'];
  const security = [{ bearer: [] }];
  const base = `${OPERATION_PREFIX}/check-outs/`;

  app.post(
    `${base}price-preview/`,
    {
      config: { access: OPERATORS },
      schema: { tags, security, summary: 'Price chosen crates now (creates nothing)', body: pricePreviewRequestSchema, response: { 200: pricePreviewSchema, ...failures, ...refusals } },
    },
    async (request) => previewCheckOut(db, actorOf(request), request.body),
  );

  app.post(
    base,
    {
      config: { access: OPERATORS },
      schema: { tags, security, summary: 'Check produce out (Idempotency-Key header; `offline` for one done without network)', body: checkOutCreateSchema, response: { 201: checkOutSchema, ...failures, ...refusals } },
    },
    async (request, reply) =>
      recordingRefusals(db, request, 'check_out', () =>
        withIdempotency(db, request, reply, async (tx) => ({ status: 201, body: await createCheckOut(tx, actorOf(request), request.body) })),
      ),
  );

  app.get(
    base,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: 'List check-outs', querystring: checkOutListQuerySchema, response: { 200: checkOutListSchema, ...failures } },
    },
    async (request) => {
      const actor = actorOf(request);
      return listCheckOuts(db, actor, await actorZone(db, actor), request.query);
    },
  );

  app.get(
    `${base}:id/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: 'Read a check-out', params: idParamSchema, response: { 200: checkOutSchema, ...failures } },
    },
    async (request) => readCheckOut(db, actorOf(request), request.params.id),
  );

  app.get(
    `${OPERATION_PREFIX}/farmers/:id/balance/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: "A farmer's outstanding balance (unpaid check-outs)", params: idParamSchema, response: { 200: balanceSchema, ...failures } },
    },
    async (request) => farmerBalance(db, actorOf(request), request.params.id),
  );
};
