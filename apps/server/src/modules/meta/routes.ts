import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthResponseSchema, versionCodeResponseSchema, versionResponseSchema } from '@coldroom/contract';
import { sql } from 'drizzle-orm';

/** Versions the app checks at start (spec §4) and a health check for deployments and tests. */
export const metaRoutes: FastifyPluginAsyncZod<{ databaseKind: 'pglite' | 'postgres' }> = async (app, options) => {
  const { config, db } = app.ctx;

  app.get(
    '/user/version/',
    { config: { access: 'public' }, schema: { tags: ['meta'], summary: 'Backend version', response: { 200: versionResponseSchema } } },
    async () => ({ version: config.appVersion }),
  );

  app.get(
    '/storage/version-code/:platform',
    {
      config: { access: 'public' },
      schema: {
        tags: ['meta'],
        summary: 'Current app version code and store page for a platform',
        params: z.object({ platform: z.enum(['android', 'ios']) }),
        response: { 200: versionCodeResponseSchema },
      },
    },
    async (request) => {
      const store = request.params.platform === 'android' ? config.android : config.ios;
      return { version_code: store.versionCode, store_url: store.storeUrl };
    },
  );

  app.get(
    '/health/',
    { config: { access: 'public' }, schema: { tags: ['meta'], summary: 'Liveness and database check', response: { 200: healthResponseSchema } } },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: options.databaseKind, version: config.appVersion };
    },
  );
};
