import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  serviceProviderListQuerySchema,
  serviceProviderPageSchema,
  serviceProviderSchema,
} from '@coldroom/contract';
import { failures } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { getServiceProvider, listServiceProviders } from './service';

/** Registered employees. Removing one is DELETE /user/v1/users/{userId}/ (anonymises the account). */
export const serviceProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['service providers'], security: [{ bearer: [] }], config: { access: ['Service Provider'] as const } };

  app.get(
    '/user/v1/service-providers/',
    {
      config: common.config,
      schema: {
        tags: common.tags,
        security: common.security,
        summary: "List the company's service providers (?company, ?search)",
        querystring: serviceProviderListQuerySchema,
        response: { 200: serviceProviderPageSchema, ...failures },
      },
    },
    async (request) => listServiceProviders(db, actorOf(request), request.query),
  );

  app.get(
    '/user/v1/service-providers/:id/',
    {
      config: common.config,
      schema: { tags: common.tags, security: common.security, summary: 'Read a service provider', params: idParamSchema, response: { 200: serviceProviderSchema, ...failures } },
    },
    async (request) => getServiceProvider(db, actorOf(request), request.params.id),
  );
};
