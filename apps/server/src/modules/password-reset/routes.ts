import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  errorBodySchema,
  okResponseSchema,
  resetPasswordBodySchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  resetPasswordSetSchema,
} from '@coldroom/contract';
import { actorOf } from '../../platform/policy';
import { parseOrInvalid } from '../../platform/validate';
import { changePassword } from './change';
import { requestReset, setPasswordWithCode } from './service';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/user/v1/reset-password/',
    {
      // Per client address, on top of the per-phone limit of the rules and the SMS budgets: a brake on guessing and pumping.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: {
        tags: ['passwords'],
        summary: '{phoneNumber, partOne, partTwo}: send a reset code by SMS (the server writes the text; the parts are ignored); {password, code, phone}: set the new password',
        body: resetPasswordBodySchema,
        response: { 200: resetPasswordResponseSchema, 400: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.code !== undefined || body.password !== undefined) {
        await setPasswordWithCode(ctx.db, parseOrInvalid(resetPasswordSetSchema, body));
      } else {
        await requestReset(ctx, parseOrInvalid(resetPasswordRequestSchema, body), request.ip);
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/user/v1/change-password/',
    {
      config: { access: 'any-user' },
      schema: {
        tags: ['passwords'],
        summary: "Change one's own password (other sessions end)",
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 200: okResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await changePassword(ctx.db, actorOf(request), request.body.current_password, request.body.new_password);
      return { ok: true as const };
    },
  );
};
