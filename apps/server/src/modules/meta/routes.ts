import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
  versionCodeResponseSchema,
  versionResponseSchema,
} from '@coldroom/contract';
import { sql } from 'drizzle-orm';
import type { QueueProbe } from '../../platform/metrics/queue-probe';
import { checkReadiness } from './readiness';

export interface MetaOptions {
  databaseKind: 'pglite' | 'postgres';
  /** The job queue readiness checks; a getter, as the queue may be wired after the routes. */
  queue?: () => QueueProbe | undefined;
}

/**
 * Versions the app checks at start (spec §4), a health check for deployments and tests, and liveness and
 * readiness for orchestrators (docs/operations-monitoring.md).
 */
export const metaRoutes: FastifyPluginAsyncZod<MetaOptions> = async (app, options) => {
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

  app.get(
    '/health/live/',
    {
      config: { access: 'public' },
      schema: { tags: ['meta'], summary: 'Liveness: the process answers (restart it when this fails)', response: { 200: livenessResponseSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['meta'],
        summary: 'Readiness: database answers, migrations applied, job queue running; 503 names what is not ready',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(db, options.queue?.());
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
