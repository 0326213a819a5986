import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyListSchema, companySchema, errorBodySchema, idParamSchema, LOGO_MAX_BYTES } from '@coldroom/contract';
import { failures } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { readCompanyForm } from './form';
import { getCompany, listCompanies, updateCompany } from './service';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Multipart only inside this plugin: the logo is the one upload of this module.
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 2, fields: 60, fieldSize: 10_000, parts: 70, headerPairs: 50 },
  });
  const common = { tags: ['companies'], security: [{ bearer: [] }] };

  app.get(
    '/user/v1/companies/',
    { config: { access: 'authenticated' }, schema: { ...common, summary: "The caller's companies", response: { 200: companyListSchema, ...failures } } },
    async (request) => listCompanies(ctx, actorOf(request)),
  );

  app.get(
    '/user/v1/companies/:id/',
    {
      config: { access: 'authenticated' },
      schema: { ...common, params: idParamSchema, summary: 'Read a company (bank details for its own service providers)', response: { 200: companySchema, ...failures } },
    },
    async (request) => getCompany(ctx, actorOf(request), request.params.id),
  );

  app.put(
    '/user/v1/companies/:id/',
    {
      config: { access: ['Service Provider'] },
      schema: {
        ...common,
        params: idParamSchema,
        consumes: ['multipart/form-data', 'application/json'],
        summary: 'Change the company: multipart form with an optional `logo` file (PNG, JPEG or WebP, at most 2 MB)',
        response: { 200: companySchema, 409: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema, ...failures },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { input, logo } = await readCompanyForm(request);
      return updateCompany(ctx, actor, request.params.id, input, logo);
    },
  );
};
