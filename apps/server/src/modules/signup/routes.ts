import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, serviceProviderSignupRequestSchema, serviceProviderSignupResponseSchema } from '@coldroom/contract';
import { signUpServiceProvider } from './service';

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.post(
    '/user/v1/service-provider-signup/',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: ['sign-up'],
        summary: 'Sign a company up with its first service provider',
        body: serviceProviderSignupRequestSchema,
        response: { 201: serviceProviderSignupResponseSchema, 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await signUpServiceProvider(db, request.body)),
  );
};
