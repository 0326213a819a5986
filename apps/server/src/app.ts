import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@coldroom/contract';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAccessTokens } from './platform/auth/access-tokens';
import { answerFrameworkError, installErrorHandler } from './platform/error-handler';
import { registerDocs } from './platform/http/docs';
import { installInputRules } from './platform/http/input-rules';
import { installNoStore } from './platform/http/no-store';
import { installNotFound } from './platform/http/not-found';
import { registerSecurity } from './platform/http/security';
import { registerCors } from './platform/http/cors';
import { registerCompression } from './platform/http/compression';
import { registerWebApp } from './platform/http/static-web';
import { installAccessPolicy } from './platform/policy';
import { createLocalStorage } from './platform/files/storage';
import { createSms } from './platform/sms';
import { createMetrics } from './platform/metrics/metrics';
import { databaseRateLimitStore } from './platform/limits/rate-limit-store';
import { organisationRoutes } from './modules/organisation-routes';
import { authRoutes } from './modules/auth/routes';
import type { LoginLimits } from './modules/auth/login-throttle';
import { metaRoutes } from './modules/meta/routes';
import { userRoutes } from './modules/users/routes';
import { sitesRoutes } from './modules/sites-routes';
import { operationsRoutes } from './modules/operations-routes';
import { adminRoutes } from './modules/admin/routes';
import { tileOrigin } from './modules/map/tile-origin';

export interface AppOptions {
  /** Tests shrink or widen the login limits; production uses the defaults. */
  loginLimits?: LoginLimits;
  /** Pino logger on (default) or off. */
  logger?: boolean;
  /** Where the log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** "//api///user//" → "/api/user/": the spec's clients join base and path with a slash each side. */
export function collapseSlashes(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path.replace(/\/{2,}/g, '/') + (queryAt === -1 ? '' : url.slice(queryAt));
}

/** The whole HTTP application; main.ts and every API test build it the same way. */
export async function buildApp(config: Config, database: Database, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    rewriteUrl: (request) => collapseSlashes(request.url ?? '/'),
    // Paths keep the spec's trailing slash, and the same path without it works too.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only (multipart arrives per route later): a text body gets 415, not a confusing 400.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    db: database.db,
    tokens: createAccessTokens(config.jwtSecret),
    sms: createSms(database.db, config.sms, app.log),
    files: createLocalStorage(join(config.dataDir, 'uploads')),
    metrics: createMetrics(),
  };
  app.decorate('ctx', ctx);
  // The SMS worker retries failed sends; it stops (and waits for sends in flight) when the app closes.
  app.addHook('onReady', async () => ctx.sms.start());
  app.addHook('onClose', async () => ctx.sms.stop());

  installErrorHandler(app);
  installAccessPolicy(app, { db: ctx.db, tokens: ctx.tokens });
  installInputRules(app);
  installNoStore(app);
  const tiles = tileOrigin(config.map.tileUrl);
  await registerSecurity(app, { secureCookies: config.appPublicUrl.startsWith('https:'), imageOrigins: tiles ? [tiles] : [] });
  await registerCors(app, config.corsOrigins);
  await registerCompression(app);
  // Route limits (config.rateLimit) count in the database, shared by every server process (platform/limits).
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(ctx.db) });
  await registerDocs(app, config.appVersion);
  const webFallback = await registerWebApp(app, config.webDist);
  installNotFound(app, webFallback);

  await app.register(
    async (api) => {
      await api.register(metaRoutes, { databaseKind: database.kind });
      await api.register(authRoutes, options.loginLimits ? { loginLimits: options.loginLimits } : {});
      await api.register(userRoutes);
      await api.register(sitesRoutes);
      await api.register(organisationRoutes);
      await api.register(operationsRoutes);
      await api.register(adminRoutes);
    },
    { prefix: API_PREFIX },
  );

  return app;
}
