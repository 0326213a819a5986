import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PREFIX,
  adminImpactQuerySchema,
  errorBodySchema,
  idParamSchema,
  impactFiguresSchema,
  impactQuerySchema,
  impactReportInputSchema,
  impactReportListSchema,
  impactReportSchema,
  impactReportsQuerySchema,
  OPERATION_PREFIX,
} from '@coldroom/contract';
import { actorOf } from '../../platform/policy';
import { impactFigures } from './figures';
import { impactReportFile, listImpactReports, readImpactReport, requestImpactReport } from './reports';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const SP = ['Service Provider'] as const;
const ADMIN = ['Administrator'] as const;

/**
 * Impact figures and reports (docs/impact-methodology.md): a service provider's company under
 * analysis/impact/ (beside revenue and usage), every company for the administrator under /admin/v1/impact/.
 * Operators and farmers 403 (the access policy).
 */
export const impactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs, files } = app.ctx;
  const tags = ['analysis'];
  const security = [{ bearer: [] }];
  const bases = [
    { base: `${OPERATION_PREFIX}/analysis/impact`, access: SP, query: impactQuerySchema, who: "the company's" },
    { base: `${ADMIN_PREFIX}/impact`, access: ADMIN, query: adminImpactQuerySchema, who: 'every company’s (or one company’s)' },
  ] as const;

  for (const { base, access, query, who } of bases) {
    const config = { access };
    app.get(
      `${base}/`,
      { config, schema: { tags, security, summary: `Impact figures of ${who} cold rooms`, querystring: query, response: { 200: impactFiguresSchema, ...failures } } },
      async (request) => impactFigures(db, actorOf(request), request.query),
    );
    app.post(
      `${base}/reports/`,
      { config, schema: { tags, security, summary: 'Ask for an impact report (PDF and XLSX, made by a background job)', body: impactReportInputSchema, response: { 202: impactReportSchema, ...failures } } },
      async (request, reply) => reply.status(202).send(await requestImpactReport(db, jobs, actorOf(request), request.body)),
    );
    app.get(
      `${base}/reports/`,
      { config, schema: { tags, security, summary: 'Impact reports asked for, newest first', querystring: impactReportsQuerySchema, response: { 200: impactReportListSchema, ...failures } } },
      async (request) => listImpactReports(db, actorOf(request), request.query),
    );
    app.get(
      `${base}/reports/:id/`,
      { config, schema: { tags, security, summary: "An impact report's status and progress", params: idParamSchema, response: { 200: impactReportSchema, ...failures } } },
      async (request) => readImpactReport(db, actorOf(request), request.params.id),
    );
    for (const kind of ['pdf', 'xlsx'] as const) {
      app.get(
        `${base}/reports/:id/${kind}/`,
        {
          config,
          schema: {
            tags,
            security,
            summary: `An impact report as ${kind.toUpperCase()}`,
            params: idParamSchema,
            produces: [kind === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
            response: { 200: z.any().describe(`${kind.toUpperCase()} file`), ...failures, 409: errorBodySchema },
          },
        },
        async (request, reply) => {
          const file = await impactReportFile(db, files, actorOf(request), request.params.id, kind);
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${file.filename}"`)
            .header('cache-control', 'private, no-store')
            .send(file.body);
        },
      );
    }
  }
};
