import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  farmerCreateRequestSchema,
  farmerCreatedSchema,
  farmerListQuerySchema,
  farmerPageSchema,
  farmerSchema,
  farmerSignupPendingSchema,
  farmerUpdateSchema,
  farmerVerifyRequestSchema,
  farmerVerifyResendRequestSchema,
  idParamSchema,
} from '@coldroom/contract';
import { failures, noContent, STAFF } from '../../platform/http/route-parts';
import { errors } from '../../platform/errors';
import { withIdempotency } from '../../platform/idempotency';
import { actorOf } from '../../platform/policy';
import { recordingRefusals } from '../offline/refusals';
import { listFarmers } from './queries';
import { registerFarmer, wantsLogin } from './register';
import { resendFarmerCode, startFarmerSignup, verifyFarmerSignup } from './signup';
import { getFarmer, linkFarmer, removeFarmer, updateFarmer } from './service';

export const farmerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  const common = { tags: ['farmers'], security: [{ bearer: [] }] };

  app.post(
    '/user/v1/farmers/',
    {
      // Public for a farmer signing up (202: a code goes to the phone first); staff send their token to
      // register (or link) a farmer of their company.
      config: { access: 'optional' },
      schema: {
        ...common,
        summary: 'Register a farmer (with or without a login), sign up as a farmer (phone verified by SMS first), or link a farmer by user_code',
        body: farmerCreateRequestSchema,
        response: {
          200: farmerCreatedSchema,
          201: farmerCreatedSchema,
          202: farmerSignupPendingSchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const { body, actor } = request;
      if (body.user && !actor) {
        const input = { ...body, user: body.user };
        if (!wantsLogin(input)) throw errors.notAuthenticated('Log in to register a farmer without a login.');
        return reply.status(202).send(await startFarmerSignup(ctx, input, request.ip));
      }
      if (body.user) {
        const user = body.user;
        // Staff registering a farmer: an Idempotency-Key is taken when sent (offline queues send one).
        return recordingRefusals(db, request, 'farmer', () =>
          registerFarmer(actorOf(request), { ...body, user }, (run) => withIdempotency(db, request, reply, run, { required: false })),
        );
      }
      return linkFarmer(db, actorOf(request), body.user_code);
    },
  );

  app.post(
    '/user/v1/farmers/verify/',
    {
      // Per client address: with 5 tries per sign-up, a brake on guessing codes across many numbers.
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: ['farmers'],
        summary: "A farmer's sign-up: the code from the SMS; creates the account (log in next)",
        body: farmerVerifyRequestSchema,
        response: { 201: farmerSchema, 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await verifyFarmerSignup(ctx, request.body)),
  );

  app.post(
    '/user/v1/farmers/verify/resend/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['farmers'],
        summary: "A farmer's sign-up: send a new code (after resend_after_seconds); answers the same whatever the number",
        body: farmerVerifyResendRequestSchema,
        response: { 202: farmerSignupPendingSchema, 400: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(202).send(await resendFarmerCode(ctx, request.body.phone, request.ip)),
  );

  app.get(
    '/user/v1/farmers/',
    {
      config: { access: 'authenticated' },
      schema: { ...common, summary: 'List farmers (?operator, ?company, ?user_id, ?search)', querystring: farmerListQuerySchema, response: { 200: farmerPageSchema, ...failures } },
    },
    async (request) => listFarmers(db, actorOf(request), request.query),
  );

  app.get(
    '/user/v1/farmers/:id/',
    { config: { access: 'authenticated' }, schema: { ...common, summary: 'Read a farmer', params: idParamSchema, response: { 200: farmerSchema, ...failures } } },
    async (request) => getFarmer(db, actorOf(request), request.params.id),
  );

  app.put(
    '/user/v1/farmers/:id/',
    {
      config: { access: 'authenticated' },
      schema: {
        ...common,
        summary: 'Change a farmer',
        params: idParamSchema,
        body: farmerUpdateSchema,
        response: { 200: farmerSchema, 409: errorBodySchema, 422: errorBodySchema, ...failures },
      },
    },
    async (request) => updateFarmer(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/user/v1/farmers/:id/',
    {
      config: { access: STAFF },
      schema: {
        ...common,
        summary: "Remove a farmer from the caller's company (deleted when registered here without a login)",
        params: idParamSchema,
        response: { 204: noContent, 422: errorBodySchema, ...failures },
      },
    },
    async (request, reply) => {
      await removeFarmer(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
