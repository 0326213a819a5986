import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema, OPERATION_PREFIX, receiptSmsResponseSchema } from '@coldroom/contract';
import { failures } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { receiptPdf, sendReceiptSms } from './service';

/** Receipts of movements: the PDF for whoever may see the movement; an SMS receipt on a staff member's request. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['receipts'];
  const security = [{ bearer: [] }];
  const base = `${OPERATION_PREFIX}/movements/:id/receipt/`;

  app.get(
    base,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: 'The receipt of a movement as a PDF', params: idParamSchema, produces: ['application/pdf'], response: { 200: z.any().describe('PDF'), ...failures } },
    },
    async (request, reply) => {
      const { pdf, filename } = await receiptPdf(app.ctx, actorOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    `${base}sms/`,
    {
      config: { access: ['Service Provider', 'Operator'] },
      schema: { tags, security, summary: "Send the receipt by SMS to the farmer's phone", params: idParamSchema, response: { 202: receiptSmsResponseSchema, 422: errorBodySchema, 429: errorBodySchema, ...failures } },
    },
    async (request, reply) => reply.status(202).send(await sendReceiptSms(app.ctx, actorOf(request), request.params.id)),
  );
};
