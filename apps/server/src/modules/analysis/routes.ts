import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  OPERATION_PREFIX,
  revenueAnalysisQuerySchema,
  revenueAnalysisSchema,
  revenueCheckOutListSchema,
  revenueCheckOutsQuerySchema,
  revenueExportQuerySchema,
  usageAnalysisQuerySchema,
  usageAnalysisSchema,
  usageExportQuerySchema,
} from '@coldroom/contract';
import { actorOf } from '../../platform/policy';
import { revenueCheckOuts } from './check-out-rows';
import { revenueExport, usageExport, type ExportFile } from './exports';
import { revenueAnalysis } from './revenue';
import { usageAnalysis } from './usage';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const withCurrency = { ...failures, 422: errorBodySchema };
const FILE_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

function download(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** Revenue and usage analysis of the company's rooms (domain-rules §8): staff only, farmers 403. */
export const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const config = { access: ['Service Provider', 'Operator'] as const };
  const tags = ['analysis'];
  const security = [{ bearer: [] }];
  const base = `${OPERATION_PREFIX}/analysis`;

  app.get(
    `${base}/revenue/`,
    { config, schema: { tags, security, summary: 'Revenue figures', querystring: revenueAnalysisQuerySchema, response: { 200: revenueAnalysisSchema, ...withCurrency } } },
    async (request) => revenueAnalysis(db, actorOf(request), request.query),
  );
  app.get(
    `${base}/revenue/check-outs/`,
    { config, schema: { tags, security, summary: 'The check-outs behind the revenue figures', querystring: revenueCheckOutsQuerySchema, response: { 200: revenueCheckOutListSchema, ...failures } } },
    async (request) => revenueCheckOuts(db, actorOf(request), request.query),
  );
  app.get(
    `${base}/revenue/export/`,
    {
      config,
      schema: { tags, security, summary: 'Revenue check-outs as CSV or XLSX', querystring: revenueExportQuerySchema, produces: FILE_TYPES, response: { 200: z.any().describe('CSV or XLSX file'), ...withCurrency } },
    },
    async (request, reply) => download(reply, await revenueExport(db, actorOf(request), request.query)),
  );
  app.get(
    `${base}/usage/`,
    { config, schema: { tags, security, summary: 'Usage figures', querystring: usageAnalysisQuerySchema, response: { 200: usageAnalysisSchema, ...failures } } },
    async (request) => usageAnalysis(db, actorOf(request), request.query),
  );
  app.get(
    `${base}/usage/export/`,
    {
      config,
      schema: { tags, security, summary: 'Usage per period as CSV or XLSX', querystring: usageExportQuerySchema, produces: FILE_TYPES, response: { 200: z.any().describe('CSV or XLSX file'), ...failures } },
    },
    async (request, reply) => download(reply, await usageExport(db, actorOf(request), request.query)),
  );
};
