import type { Config } from './config';
import type { Db } from './db/client';
import type { AccessTokens } from './platform/auth/access-tokens';

/** What route modules need from the running app; decorated onto the Fastify instance as `ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: AccessTokens;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
