import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idParamSchema,
  OPERATION_PREFIX,
  rateCardApplyPreviewSchema,
  rateCardApplyRequestSchema,
  rateCardApplyResultSchema,
  rateCardCreateSchema,
  rateCardListQuerySchema,
  rateCardListSchema,
  rateCardPriceRequestSchema,
  rateCardPriceSchema,
  rateCardSchema,
} from '@coldroom/contract';
import { failures, MANAGERS } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { applyPreview, applyRateCard, createRateCard, listRateCards, priceExample } from './service';

/**
 * Rate cards (docs/rent-rules.md §6): the service providers of a room's company read its versions, add one,
 * price an example with one, and apply one to the lots stored now. Other roles 403; other companies 404.
 */
export const rateCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['rate cards'];
  const security = [{ bearer: [] }];
  const room = `${OPERATION_PREFIX}/cooling-units/:id/rate-cards/`;
  const version = `${OPERATION_PREFIX}/rate-cards/:id/`;
  const refusals = { 422: errorBodySchema };

  app.get(
    room,
    {
      config: { access: MANAGERS },
      schema: { tags, security, summary: "A room's rate card versions for a crop, newest first", params: idParamSchema, querystring: rateCardListQuerySchema, response: { 200: rateCardListSchema, ...failures } },
    },
    async (request) => listRateCards(db, actorOf(request), request.params.id, request.query.crop),
  );

  app.post(
    room,
    {
      config: { access: MANAGERS },
      schema: { tags, security, summary: 'Add a rate card version from a date', params: idParamSchema, body: rateCardCreateSchema, response: { 201: rateCardSchema, ...refusals, ...failures } },
    },
    async (request, reply) => reply.status(201).send(await createRateCard(db, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    `${version}price/`,
    {
      config: { access: MANAGERS },
      schema: { tags, security, summary: 'Price an example lot with a rate card version', params: idParamSchema, body: rateCardPriceRequestSchema, response: { 200: rateCardPriceSchema, ...failures } },
    },
    async (request) => priceExample(db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    `${version}apply/`,
    {
      config: { access: MANAGERS },
      schema: { tags, security, summary: 'What applying a version to the stored lots would change', params: idParamSchema, response: { 200: rateCardApplyPreviewSchema, ...failures } },
    },
    async (request) => applyPreview(db, actorOf(request), request.params.id),
  );

  app.post(
    `${version}apply/`,
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        security,
        summary: 'Apply a version to stored lots (confirmed), audited, farmers told by SMS',
        params: idParamSchema,
        body: rateCardApplyRequestSchema,
        response: { 200: rateCardApplyResultSchema, ...refusals, 429: errorBodySchema, ...failures },
      },
    },
    async (request) => applyRateCard(app.ctx, actorOf(request), request.params.id, request.body),
  );
};
