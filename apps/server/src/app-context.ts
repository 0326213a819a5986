import type { Config } from './config';
import type { Db } from './db/client';
import type { AccessTokens } from './platform/auth/access-tokens';
import type { FileStorage } from './platform/files/storage';
import type { Jobs } from './platform/jobs/queue';
import type { Metrics } from './platform/metrics/metrics';
import type { SmsService } from './platform/sms';

/** What route modules need from the running app; decorated onto the Fastify instance as `ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: AccessTokens;
  /** Queue SMS inside a transaction, dispatch after it commits. */
  sms: SmsService;
  /** Uploaded files (logos), in UPLOADS_DIR (default DATA_DIR/uploads), shared by every server process. */
  files: FileStorage;
  /** Prometheus counters and histograms of this process (platform/metrics). */
  metrics: Metrics;
  /** The job queue (pg-boss on the app's database; platform/jobs, docs/background-jobs.md). */
  jobs: Jobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
