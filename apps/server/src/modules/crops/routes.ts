import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cropListSchema, SITES_PREFIX } from '@coldroom/contract';
import { presentCrop } from './presenter';
import { listCatalogueCrops } from './queries';

/** The shipped crop catalogue; public, because signup already picks a company's crops. */
export const cropRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    `${SITES_PREFIX}/crops/`,
    {
      config: { access: 'public' },
      schema: { tags: ['crops'], summary: 'The crop catalogue, names in every app language', response: { 200: cropListSchema } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return { items: (await listCatalogueCrops(db)).map(presentCrop) };
    },
  );
};
