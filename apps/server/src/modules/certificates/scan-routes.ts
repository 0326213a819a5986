import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, OPERATION_PREFIX, scanQuerySchema, scanResultSchema } from '@coldroom/contract';
import { failures, STAFF } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { resolveScan } from './scan';

/** Staff: what a scanned label, receipt QR, code or tag names in their company (reads only). */
export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${OPERATION_PREFIX}/scan/`,
    {
      config: { access: STAFF },
      schema: {
        tags: ['certificates'],
        security: [{ bearer: [] }],
        summary: 'What a scanned value names: a lot (certificate link or tag) or a movement (code); 403 another company’s label, 422 a revoked certificate',
        querystring: scanQuerySchema,
        response: { 200: scanResultSchema, ...failures, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await resolveScan(app.ctx, actorOf(request), request.query.value)),
  );
};
