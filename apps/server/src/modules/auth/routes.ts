import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  okResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '@coldroom/contract';
import { errors } from '../../platform/errors';
import { issueCsrfToken } from '../../platform/http/security';
import { actorOf } from '../../platform/policy';
import { identify, identityKey } from './identify';
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS, type LoginLimits } from './login-throttle';
import { login, logout, refreshSession } from './service';

/** 403 company_suspended: the company of the person is suspended (docs/platform-admin.md). */
const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod<{ loginLimits?: LoginLimits }> = async (app, options) => {
  const { db, tokens, config } = app.ctx;
  const throttle = createLoginThrottle(db, options.loginLimits ?? DEFAULT_LOGIN_LIMITS);
  const secureCookies = config.appPublicUrl.startsWith('https:');

  app.post(
    '/user/v1/login/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with a phone (or a service provider email) and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const key = identityKey(identify(request.body.username));
      await throttle.admit(key, request.ip);
      const result = await login(db, tokens, request.body);
      if (!result) {
        await throttle.failed(key, request.ip);
        throw errors.invalidCredentials();
      }
      await throttle.succeeded(key, request.ip);
      return { ...result, csrf_token: issueCsrfToken(reply, secureCookies) };
    },
  );

  app.post(
    '/user/token/refresh/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for an access token; the refresh token rotates',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, ...failures },
      },
    },
    async (request) => refreshSession(db, tokens, config.jwtSecret, request.body.refresh),
  );

  app.post(
    '/user/v1/logout/',
    {
      config: { access: 'any-user' },
      schema: {
        tags: ['auth'],
        summary: 'End this session (and the one of the refresh token given)',
        security: [{ bearer: [] }],
        body: logoutRequestSchema.optional(),
        response: { 200: okResponseSchema, ...failures },
      },
    },
    async (request) => {
      await logout(db, actorOf(request), request.body?.refresh);
      return { ok: true as const };
    },
  );
};
