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
import { inlineScriptHashes } from './platform/http/inline-scripts';
import { installSecurityHeaders, registerSecurity } from './platform/http/security';
import { registerCors } from './platform/http/cors';
import { registerCompression } from './platform/http/compression';
import { registerWebApp } from './platform/http/static-web';
import { installAccessPolicy } from './platform/policy';
import { createLocalStorage } from './platform/files/storage';
import { createSms } from './platform/sms';
import { createMetrics } from './platform/metrics/metrics';
import { installMetrics } from './platform/metrics/http';
import type { QueueProbe } from './platform/metrics/queue-probe';
import { createJobs } from './platform/jobs/queue';
import { catchUpSeconds, JOB, jobDefinitions } from './platform/jobs/definitions';
import { onAlertTold } from './modules/alerts/evaluate';
import { resumeImports } from './modules/imports/service';
import { databaseRateLimitStore } from './platform/limits/rate-limit-store';
import { organisationRoutes } from './modules/organisation-routes';
import { authRoutes } from './modules/auth/routes';
import type { LoginLimits } from './modules/auth/login-throttle';
import { metaRoutes } from './modules/meta/routes';
import { userRoutes } from './modules/users/routes';
import { sitesRoutes } from './modules/sites-routes';
import { operationsRoutes } from './modules/operations-routes';
import { adminRoutes } from './modules/admin/routes';
import { impactRoutes } from './modules/impact/routes';
import { farmerSmsRoutes } from './modules/farmer-sms/routes';
import { smsDeliveryRoutes } from './modules/farmer-sms/delivery-routes';
import { ussdRoutes } from './modules/farmer-sms/ussd-routes';
import { smsSimulatorRoutes } from './modules/farmer-sms/simulator-routes';
import { tileOrigin } from './modules/map/tile-origin';
import { auditRoutes } from './modules/audit/routes';
import { certificateRoutes } from './modules/certificates/routes';
import { scanRoutes } from './modules/certificates/scan-routes';

export interface AppOptions {
  /** Tests shrink or widen the login limits; production uses the defaults. */
  loginLimits?: LoginLimits;
  /** Pino logger on (default) or off. */
  logger?: boolean;
  /** Where the log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** The job queue readiness and the job gauges read (platform/metrics/queue-probe.ts); none: left out. */
  queue?: QueueProbe;
  /**
   * The periodic business jobs (pick-up check, reminders, housekeeping) run on their own (default); API
   * tests turn them off and call the handlers when they want. SMS sending and its catch-up always run.
   */
  periodicJobs?: boolean;
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

  // The job queue that readiness and the job gauges watch, read when asked (tests may pass a probe of their own).
  const queue = (): QueueProbe | undefined => options.queue ?? jobs;
  const metrics = createMetrics({ pool: () => database.poolUse(), queue });
  const sms = createSms(database.db, config.sms, app.log, { onRefused: () => metrics.sms('refused'), count: (outcome) => metrics.sms(outcome) });
  const jobs = createJobs(
    database.sql,
    jobDefinitions({ config, db: database.db, sms, log: app.log, jobs: () => jobs }),
    { pollIntervalMs: config.jobs.pollIntervalMs, periodic: options.periodicJobs ?? true },
    app.log,
  );
  sms.useQueue({
    async enqueue(id, at, catchingUp) {
      await jobs.send(JOB.smsSend, { id }, { ...(at ? { startAfter: at } : {}), ...(catchingUp ? { singletonKey: String(id), singletonSeconds: catchUpSeconds(config) } : {}) });
    },
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    tokens: createAccessTokens(config.jwtSecret),
    sms,
    files: createLocalStorage(config.uploadsDir),
    metrics,
    jobs,
  };
  app.decorate('ctx', ctx);
  // An alert just told in the app has its SMS sent by the next run of `room-silence`: run it in a few seconds
  // (after the telling transaction commits) instead of at its period. Tests that drive the jobs by hand
  // (periodicJobs false) keep the queue quiet.
  const stopNudging =
    (options.periodicJobs ?? true)
      ? onAlertTold(() => {
          if (jobs.running()) void jobs.send(JOB.roomSilence, {}, { startAfter: 3, singletonKey: 'alert-told', singletonSeconds: 5 }).catch(() => undefined);
        })
      : () => undefined;
  // Background work (platform/jobs): starts with the app; on close it stops taking work and waits (bounded)
  // for jobs in flight, before the database closes.
  app.addHook('onReady', async () => {
    await ctx.jobs.start();
    // Imports a stopped server left midway continue from their cursor (docs/import-rules.md).
    if (options.periodicJobs ?? true) {
      await resumeImports(ctx).catch((error: unknown) => app.log.error({ err: error }, 'Could not queue the imports left midway; starting each again queues it'));
    }
  });
  app.addHook('onClose', async () => {
    stopNudging();
    await ctx.sms.flush();
    await ctx.jobs.stop();
  });

  installErrorHandler(app);
  installMetrics(app, metrics, config.metrics);
  const tiles = tileOrigin(config.map.tileUrl);
  installSecurityHeaders(app, { imageOrigins: tiles ? [tiles] : [], inlineScripts: inlineScriptHashes(config.webDist) });
  installAccessPolicy(app, { db: ctx.db, tokens: ctx.tokens });
  installInputRules(app);
  installNoStore(app);
  await registerSecurity(app, { secureCookies: config.appPublicUrl.startsWith('https:') });
  await registerCors(app, config.corsOrigins);
  await registerCompression(app);
  // Route limits (config.rateLimit) count in the database, shared by every server process (platform/limits).
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(ctx.db) });
  await registerDocs(app, config.appVersion);
  const webFallback = await registerWebApp(app, config.webDist);
  installNotFound(app, webFallback);

  await app.register(
    async (api) => {
      await api.register(metaRoutes, { databaseKind: database.kind, queue });
      await api.register(authRoutes, options.loginLimits ? { loginLimits: options.loginLimits } : {});
      await api.register(userRoutes);
      await api.register(sitesRoutes);
      await api.register(organisationRoutes);
      await api.register(operationsRoutes);
      await api.register(auditRoutes);
      await api.register(certificateRoutes);
      await api.register(scanRoutes);
      await api.register(adminRoutes);
      await api.register(impactRoutes);
      await api.register(farmerSmsRoutes);
      await api.register(smsDeliveryRoutes);
      await api.register(ussdRoutes);
      await api.register(smsSimulatorRoutes);
    },
    { prefix: API_PREFIX },
  );

  return app;
}
