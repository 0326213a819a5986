import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkOutPaymentSchema, checkOutSchema, errorBodySchema, idParamSchema, OPERATION_PREFIX } from '@coldroom/contract';
import { actorOf } from '../../platform/policy';
import { payCheckOut } from './payment';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
/** Farmers are refused here (403); which operator may act is decided per room in the service. */
const STAFF = ['Service Provider', 'Operator'] as const;

/** Paying an unpaid check-out later (domain-rules §5). */
export const checkOutPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.post(
    `${OPERATION_PREFIX}/check-outs/:id/payment/`,
    {
      config: { access: STAFF },
      schema: {
        tags: ['check-outs'],
        security: [{ bearer: [] }],
        summary: 'Mark an unpaid check-out paid (the payment method may change)',
        params: idParamSchema,
        body: checkOutPaymentSchema,
        response: { 200: checkOutSchema, ...failures },
      },
    },
    async (request) => payCheckOut(db, actorOf(request), request.params.id, request.body),
  );
};
