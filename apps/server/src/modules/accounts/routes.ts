import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSchema,
  errorBodySchema,
  idParamSchema,
  idQuerySchema,
  OPERATION_PREFIX,
  paymentCreateSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentReversalSchema,
  paymentSchema,
  reminderAnswerSchema,
  statementQuerySchema,
  statementSchema,
  statementSmsSchema,
} from '@coldroom/contract';
import { failures, MANAGERS, STAFF } from '../../platform/http/route-parts';
import { withIdempotency } from '../../platform/idempotency';
import { actorOf } from '../../platform/policy';
import { farmerAccount } from './account';
import { listPayments } from './payment-views';
import { createPayment, reversePayment } from './payments';
import { sendReminder } from './reminders';
import { farmerStatement } from './statement';
import { sendStatementSms, statementPdf } from './statement-service';

const refusals = { 409: errorBodySchema, 422: errorBodySchema };
/** The company in a statement's query, bounded like every id in a query string. */
const statementQuery = statementQuerySchema.extend({ company: idQuerySchema.optional() });
const queued = z.object({ status: z.literal('queued') });

/**
 * Farmer accounts (domain-rules §11, docs/accounts-rules.md): payments over check-outs and their reversals,
 * the account, statements and reminders. Staff act within their company; a farmer reads their own.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['accounts'];
  const security = [{ bearer: [] }];
  const farmer = `${OPERATION_PREFIX}/farmers/:id/`;

  app.post(
    `${farmer}payments/`,
    {
      config: { access: STAFF },
      schema: {
        tags,
        security,
        summary: "Record a farmer's payment over unpaid check-outs, oldest first (Idempotency-Key header)",
        params: idParamSchema,
        body: paymentCreateSchema,
        response: { 201: paymentSchema, ...failures, ...refusals },
      },
    },
    async (request, reply) =>
      withIdempotency(db, request, reply, async (tx) => ({ status: 201, body: await createPayment(tx, actorOf(request), request.params.id, request.body) })),
  );

  app.get(
    `${farmer}payments/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: "A farmer's payments and reversals, newest first", params: idParamSchema, querystring: paymentListQuerySchema, response: { 200: paymentListSchema, ...failures } },
    },
    async (request) => listPayments(db, actorOf(request), request.params.id, request.query),
  );

  app.post(
    `${OPERATION_PREFIX}/payments/:id/reversal/`,
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        security,
        summary: 'Reverse a payment: its check-outs owe that money again',
        params: idParamSchema,
        body: paymentReversalSchema,
        response: { 201: paymentSchema, ...failures, ...refusals },
      },
    },
    async (request, reply) =>
      withIdempotency(db, request, reply, async (tx) => ({ status: 201, body: await reversePayment(tx, actorOf(request), request.params.id, request.body) }), { required: false }),
  );

  app.get(
    `${farmer}account/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: "A farmer's account: what is owed per company, unpaid check-outs, storage, reminders", params: idParamSchema, response: { 200: accountSchema, ...failures } },
    },
    async (request) => farmerAccount(db, actorOf(request), request.params.id),
  );

  app.get(
    `${farmer}statement/`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: "A farmer's statement with one company over a date range (JSON, or `format=pdf`)",
        params: idParamSchema,
        querystring: statementQuery,
        produces: ['application/json', 'application/pdf'],
        response: { 200: statementSchema, ...failures },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { format, ...range } = request.query;
      if (format !== 'pdf') return (await farmerStatement(db, actor, request.params.id, range)).statement;
      const { pdf, filename } = await statementPdf(app.ctx, actor, request.params.id, range);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        // The PDF's bytes go out as they are (a Buffer is never serialised); the type provider only knows the JSON.
        .send(pdf as never);
    },
  );

  app.post(
    `${farmer}statement/sms/`,
    {
      config: { access: STAFF },
      schema: {
        tags,
        security,
        summary: "Send a statement's totals by SMS to the farmer's phone",
        params: idParamSchema,
        body: statementSmsSchema,
        response: { 202: queued, 422: errorBodySchema, 429: errorBodySchema, ...failures },
      },
    },
    async (request, reply) => reply.status(202).send(await sendStatementSms(app.ctx, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    `${farmer}reminder/`,
    {
      config: { access: STAFF },
      schema: {
        tags,
        security,
        summary: 'Send the farmer a reminder of money owed by SMS now (at most one a week)',
        params: idParamSchema,
        response: { 202: reminderAnswerSchema, ...failures, ...refusals, 429: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(202).send(await sendReminder(app.ctx, actorOf(request), request.params.id)),
  );
};
