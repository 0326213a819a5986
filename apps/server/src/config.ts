import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import serverPackage from '../package.json' with { type: 'json' };
import { ConfigError } from './config-error';
import { resolveJwtSecret } from './config-secret';

export { ConfigError };

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** null: embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  appPublicUrl: string;
  nodeEnv: NodeEnv;
  demoData: boolean;
  appVersion: string;
  android: { versionCode: string; storeUrl: string };
  ios: { versionCode: string; storeUrl: string };
  webDist: string;
  logLevel: LogLevel;
  trustProxy: boolean;
}

/** The server package folder: one level above both src/config.ts (tsx) and dist/main.js (bundle). */
const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const versionCode = z.string().regex(/^[0-9][0-9.]*$/, { error: 'must be digits and dots, like 1 or 1.2.3' });

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535, { error: 'must be a port from 1 to 65535' }).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\/.+/, { error: 'must start with postgres:// or postgresql://' }).optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  APP_PUBLIC_URL: httpUrl.default('http://localhost:8080'),
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  DEMO_DATA: booleanText.optional(),
  APP_VERSION: z.string().max(64, { error: 'must be at most 64 characters' }).optional(),
  ANDROID_VERSION_CODE: versionCode.default('1'),
  ANDROID_STORE_URL: httpUrl.optional(),
  IOS_VERSION_CODE: versionCode.default('1'),
  IOS_STORE_URL: httpUrl.optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be fatal, error, warn, info, debug, trace or silent' })
    .default('info'),
  TRUST_PROXY: booleanText.default(false),
});

export type Env = Record<string, string | undefined>;

/** Parses the environment without touching the disk; `jwtSecret` stays null when it has to be generated. */
export function parseConfig(env: Env, cwd = process.cwd()): Omit<Config, 'jwtSecret'> & { jwtSecret: string | null } {
  // An empty value (common in compose files) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = present[name] === undefined ? '' : ` (got ${JSON.stringify(present[name])})`;
      return `  ${name}: ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const databaseUrl = e.DATABASE_URL ?? null;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl,
    dataDir: resolve(cwd, e.DATA_DIR),
    jwtSecret: e.JWT_SECRET ?? null,
    appPublicUrl: e.APP_PUBLIC_URL.replace(/\/+$/, ''),
    nodeEnv: e.NODE_ENV,
    demoData: e.DEMO_DATA ?? databaseUrl === null,
    appVersion: e.APP_VERSION ?? serverPackage.version,
    android: { versionCode: e.ANDROID_VERSION_CODE, storeUrl: e.ANDROID_STORE_URL ?? e.APP_PUBLIC_URL },
    ios: { versionCode: e.IOS_VERSION_CODE, storeUrl: e.IOS_STORE_URL ?? e.APP_PUBLIC_URL },
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : resolve(PACKAGE_DIR, '../web/dist'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}

/** Parses the environment and, when JWT_SECRET is unset, reads or creates the secret kept in DATA_DIR. */
export async function loadConfig(env: Env = process.env, cwd = process.cwd()): Promise<Config> {
  const parsed = parseConfig(env, cwd);
  const jwtSecret = parsed.jwtSecret ?? (await resolveJwtSecret(parsed.dataDir));
  return { ...parsed, jwtSecret };
}
