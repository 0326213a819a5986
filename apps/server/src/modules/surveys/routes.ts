import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  farmerFiguresSchema,
  farmerSurveyInputSchema,
  farmerSurveyQuerySchema,
  farmerSurveyResponseSchema,
  idParamSchema,
  marketSurveyInputSchema,
  marketSurveySchema,
  OPERATION_PREFIX,
  pendingSurveysQuerySchema,
  pendingSurveysSchema,
  surveyCheckOutSchema,
} from '@coldroom/contract';
import { actorOf, requireMarketFeatures } from '../../platform/policy';
import { readFarmerSurvey, saveFarmerSurvey } from './farmer-survey';
import { farmerFigures } from './figures';
import { createMarketSurvey, pendingSurveys, readSurveyCheckOut } from './market-survey';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const refusals = { 409: errorBodySchema, 422: errorBodySchema };
const FILLERS = ['Farmer', 'Operator', 'Service Provider'] as const;

/**
 * The market survey is a market feature (spec §6): staff of a company with ml4Market off get 403
 * market_features_off. A route hook, run after the access policy and before the input is read.
 */
const marketOnly = async (request: Parameters<typeof actorOf>[0]) => requireMarketFeatures(actorOf(request));

/** Surveys (domain-rules §7): the farmer, or staff of a company serving them, fill them; and a farmer's own figures. */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['surveys'];
  const security = [{ bearer: [] }];
  const base = `${OPERATION_PREFIX}/surveys`;

  app.get(
    `${base}/farmer/`,
    { config: { access: FILLERS }, schema: { tags, security, summary: "A farmer's baseline survey", querystring: farmerSurveyQuerySchema, response: { 200: farmerSurveyResponseSchema, ...failures } } },
    async (request) => readFarmerSurvey(db, actorOf(request), request.query.farmer),
  );

  app.put(
    `${base}/farmer/`,
    { config: { access: FILLERS }, schema: { tags, security, summary: "Save a farmer's baseline survey (once per farmer, editable)", body: farmerSurveyInputSchema, response: { 200: farmerSurveyResponseSchema, ...failures } } },
    async (request) => saveFarmerSurvey(db, actorOf(request), request.body),
  );

  app.get(
    `${base}/market/pending/`,
    { onRequest: marketOnly, config: { access: FILLERS }, schema: { tags, security, summary: 'Check-outs waiting for a market survey (paged)', querystring: pendingSurveysQuerySchema, response: { 200: pendingSurveysSchema, ...failures } } },
    async (request) => pendingSurveys(db, actorOf(request), request.query),
  );

  app.get(
    `${base}/market/check-outs/:id/`,
    { onRequest: marketOnly, config: { access: FILLERS }, schema: { tags, security, summary: 'A check-out with its crops and market surveys', params: idParamSchema, response: { 200: surveyCheckOutSchema, ...failures } } },
    async (request) => readSurveyCheckOut(db, actorOf(request), request.params.id),
  );

  app.post(
    `${base}/market/`,
    { onRequest: marketOnly, config: { access: FILLERS }, schema: { tags, security, summary: 'Give the market survey of one crop of a check-out', body: marketSurveyInputSchema, response: { 201: marketSurveySchema, ...failures, ...refusals } } },
    async (request, reply) => reply.status(201).send(await createMarketSurvey(db, actorOf(request), request.body)),
  );

  app.get(
    `${OPERATION_PREFIX}/analysis/farmer/`,
    { config: { access: ['Farmer'] }, schema: { tags: ['analysis'], security, summary: "The logged-in farmer's own figures", response: { 200: farmerFiguresSchema, ...failures } } },
    async (request) => farmerFigures(db, actorOf(request)),
  );
};
