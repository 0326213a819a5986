import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import serverPackage from '../package.json' with { type: 'json' };
import { ConfigError } from './config-error';
import { resolveJwtSecret } from './config-secret';
import { parseSmsBudgets, type SmsBudgets } from './platform/sms/budgets';
import { parseCountryList } from './platform/sms/countries';

export { ConfigError };

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** null: embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | null;
  /** Connections the server keeps to PostgreSQL at most. */
  databasePoolSize: number;
  dataDir: string;
  /** Uploaded files (logos); every server process must see the same folder. */
  uploadsDir: string;
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
  /** Origins allowed to call the API from another origin: the native shells (Capacitor) by default. */
  corsOrigins: string[];
  /** Map tiles for leaflet (GET /api/storage/v1/map-config/); the tile host is allowed by the CSP. */
  map: { tileUrl: string; attribution: string };
  sms: SmsConfig;
  /** Who may read the Prometheus metrics (platform/metrics, docs/operations-monitoring.md). */
  metrics: MetricsConfig;
  /** Background work on the job queue (platform/jobs). */
  jobs: JobsConfig;
  /** Sensor makers' clouds polled for readings (modules/sensor-integrations, docs/sensor-integrations.md). */
  sensors: SensorsConfig;
}

/** Where the vendors' APIs answer, how long a call may take, and the key that seals stored credentials. */
export interface SensorsConfig {
  ubibotBaseUrl: string;
  vrmBaseUrl: string;
  requestTimeoutMs: number;
  /** How often the poller looks for integrations due (each has its own interval). */
  pollTickSeconds: number;
  /** 32 bytes from INTEGRATIONS_KEY; null: derived from the JWT secret (platform/secrets.ts). */
  key: Buffer | null;
  /** A generic JSON poller may call loopback and private addresses (off: a company could reach our own network). */
  allowPrivateAddresses: boolean;
}

/** The job queue (pg-boss) and the periodic jobs' rhythm. */
export interface JobsConfig {
  /** How often an idle worker asks the queue for work (pg-boss polls at most every 500 ms). */
  pollIntervalMs: number;
  /** The time-to-pick-up check and the reminders of money owed run once per this many seconds. */
  pickupCheckSeconds: number;
  /** The rooms' no-data check (docs/cold-chain-rules.md §4) runs once per this many seconds. */
  alertCheckSeconds: number;
  /** Raw room readings older than this many days are deleted daily (hourly rollups kept); 0: kept forever. */
  readingsRetentionDays: number;
}

/** GET /metrics answers only with the token; a separate listener (port set) answers without one. */
export interface MetricsConfig {
  /** null: GET /metrics on the main port answers 404. */
  token: string | null;
  /** null: no separate listener. */
  port: number | null;
  host: string;
}

/** How SMS leave the server (platform/sms). */
export interface SmsConfig {
  provider: 'outbox' | 'infobip' | 'africastalking';
  sender: string;
  infobip: { baseUrl: string; apiKey: string | null };
  africasTalking: { baseUrl: string; username: string | null; apiKey: string | null; senderId: string | null };
  maxAttempts: number;
  retryBaseMs: number;
  pollIntervalMs: number;
  requestTimeoutMs: number;
  /** Budgets per SMS kind (platform/sms/budgets.ts), with SMS_BUDGETS applied. */
  budgets: SmsBudgets;
  /** The server-wide allow-list of destination countries (SMS_COUNTRIES). */
  countries: string[];
  /** The secret the gateways' callbacks carry (`?key=`, or Infobip's Basic auth password); null: the callbacks answer 404. */
  webhookKey: string | null;
}

/** The server package folder: one level above both src/config.ts (tsx) and dist/main.js (bundle). */
const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The standard OpenStreetMap tile server; its usage policy suits light use, so busy deployments set their own. */
const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const versionCode = z.string().regex(/^[0-9][0-9.]*$/, { error: 'must be digits and dots, like 1 or 1.2.3' });

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535, { error: 'must be a port from 1 to 65535' }).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\/.+/, { error: 'must start with postgres:// or postgresql://' }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(500, { error: 'must be from 1 to 500' }).default(20),
  DATA_DIR: z.string().default('./data'),
  UPLOADS_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  APP_PUBLIC_URL: httpUrl.optional(),
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
  CORS_ORIGINS: z
    .string()
    .default('capacitor://localhost,https://localhost,http://localhost')
    .transform((text) => text.split(',').map((origin) => origin.trim()).filter(Boolean))
    .refine((origins) => origins.every((origin) => /^[a-z][a-z0-9+.-]*:\/\/[^/\s]+$/i.test(origin)), {
      error: 'must be a comma-separated list of origins such as https://app.example.org (scheme and host, no path)',
    }),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S*$/, { error: 'must be an http(s) URL template' })
    .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), { error: 'must contain {z}, {x} and {y}' })
    .default(DEFAULT_MAP_TILE_URL),
  MAP_ATTRIBUTION: z
    .string()
    .max(500, { error: 'must be at most 500 characters' })
    .refine((v) => ![...v].some((c) => c.charCodeAt(0) < 0x20), { error: 'must not contain control characters' })
    .default(DEFAULT_MAP_ATTRIBUTION),
  SMS_PROVIDER: z.enum(['outbox', 'infobip', 'africastalking'], { error: 'must be outbox, infobip or africastalking' }).default('outbox'),
  SMS_SENDER: z.string().regex(/^([A-Za-z0-9 ]{3,11}|\+?[0-9]{3,16})$/, { error: 'must be 3-11 letters/digits or a number' }).default('Coldroom'),
  INFOBIP_BASE_URL: httpUrl.default('https://api.infobip.com'),
  INFOBIP_API_KEY: z.string().regex(/^[\x21-\x7e]{8,200}$/, { error: 'must be 8 to 200 visible characters' }).optional(),
  AT_BASE_URL: httpUrl.default('https://api.africastalking.com'),
  AT_USERNAME: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, { error: 'must be 1 to 100 letters, digits, _ . or -' }).optional(),
  AT_API_KEY: z.string().regex(/^[\x21-\x7e]{8,200}$/, { error: 'must be 8 to 200 visible characters' }).optional(),
  AT_SENDER_ID: z.string().regex(/^([A-Za-z0-9 ]{3,11}|\+?[0-9]{3,16})$/, { error: 'must be 3-11 letters/digits or a number' }).optional(),
  SMS_WEBHOOK_KEY: z.string().regex(/^[A-Za-z0-9_-]{24,200}$/, { error: 'must be 24 to 200 letters, digits, - or _' }).optional(),
  SMS_MAX_ATTEMPTS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(20, { error: 'must be 1 to 20' }).default(5),
  SMS_RETRY_BASE_MS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3_600_000, { error: 'must be 1 to 3600000' }).default(30_000),
  SMS_POLL_INTERVAL_MS: z.coerce.number({ error: 'must be a number' }).int().min(5).max(3_600_000, { error: 'must be 5 to 3600000' }).default(15_000),
  JOBS_POLL_INTERVAL_MS: z.coerce.number({ error: 'must be a number' }).int().min(500).max(60_000, { error: 'must be 500 to 60000' }).default(2000),
  PICKUP_CHECK_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(86_400, { error: 'must be 1 to 86400' }).default(600),
  ALERT_CHECK_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3_600, { error: 'must be 1 to 3600' }).default(300),
  READINGS_RETENTION_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(36_500, { error: 'must be 0 to 36500' }).default(0),
  UBIBOT_BASE_URL: httpUrl.default('https://webapi.ubibot.com'),
  VRM_BASE_URL: httpUrl.default('https://vrmapi.victronenergy.com/v2'),
  SENSOR_REQUEST_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(120_000, { error: 'must be 100 to 120000' }).default(15_000),
  SENSOR_POLL_TICK_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3_600, { error: 'must be 1 to 3600' }).default(60),
  SENSOR_ALLOW_PRIVATE_ADDRESSES: booleanText.default(false),
  INTEGRATIONS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, { error: 'must be 32 bytes in base64 (44 characters, as `openssl rand -base64 32` prints)' })
    .optional(),
  SMS_REQUEST_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(120_000, { error: 'must be 100 to 120000' }).default(10_000),
  SMS_BUDGETS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const budgets = parseSmsBudgets(text);
      if (typeof budgets === 'string') ctx.addIssue({ code: 'custom', message: `must be kind.scope=number, comma-separated: ${budgets}` });
      return typeof budgets === 'string' ? z.NEVER : budgets;
    }),
  SMS_COUNTRIES: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const countries = parseCountryList(text);
      if (typeof countries === 'string') ctx.addIssue({ code: 'custom', message: `must be comma-separated country codes such as NG,IN: ${countries}` });
      return typeof countries === 'string' ? z.NEVER : countries;
    }),
  METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]{32,200}$/, { error: 'must be 32 to 200 visible characters' }).optional(),
  METRICS_PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535, { error: 'must be a port from 1 to 65535' }).optional(),
  METRICS_HOST: z.string().regex(/^[\x21-\x7e]{1,253}$/, { error: 'must be a host name or address' }).default('127.0.0.1'),
}).refine((e) => e.METRICS_PORT === undefined || e.METRICS_PORT !== e.PORT, {
  path: ['METRICS_PORT'],
  error: 'must differ from PORT',
}).refine((e) => e.SMS_PROVIDER !== 'infobip' || e.INFOBIP_API_KEY !== undefined, {
  path: ['INFOBIP_API_KEY'],
  error: 'is required when SMS_PROVIDER=infobip',
}).refine((e) => e.SMS_PROVIDER !== 'africastalking' || e.AT_API_KEY !== undefined, {
  path: ['AT_API_KEY'],
  error: 'is required when SMS_PROVIDER=africastalking',
}).refine((e) => e.SMS_PROVIDER !== 'africastalking' || e.AT_USERNAME !== undefined, {
  path: ['AT_USERNAME'],
  error: 'is required when SMS_PROVIDER=africastalking',
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
  // Unset, the public address is this machine on the port the server listens on (PORT=9000 → :9000).
  const publicUrl = e.APP_PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: resolve(cwd, e.DATA_DIR),
    uploadsDir: e.UPLOADS_DIR ? resolve(cwd, e.UPLOADS_DIR) : resolve(cwd, e.DATA_DIR, 'uploads'),
    jwtSecret: e.JWT_SECRET ?? null,
    appPublicUrl: publicUrl.replace(/\/+$/, ''),
    nodeEnv: e.NODE_ENV,
    demoData: e.DEMO_DATA ?? databaseUrl === null,
    appVersion: e.APP_VERSION ?? serverPackage.version,
    android: { versionCode: e.ANDROID_VERSION_CODE, storeUrl: e.ANDROID_STORE_URL ?? publicUrl },
    ios: { versionCode: e.IOS_VERSION_CODE, storeUrl: e.IOS_STORE_URL ?? publicUrl },
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : resolve(PACKAGE_DIR, '../web/dist'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    sms: {
      provider: e.SMS_PROVIDER,
      sender: e.SMS_SENDER,
      infobip: { baseUrl: e.INFOBIP_BASE_URL.replace(/\/+$/, ''), apiKey: e.INFOBIP_API_KEY ?? null },
      africasTalking: { baseUrl: e.AT_BASE_URL.replace(/\/+$/, ''), username: e.AT_USERNAME ?? null, apiKey: e.AT_API_KEY ?? null, senderId: e.AT_SENDER_ID ?? null },
      maxAttempts: e.SMS_MAX_ATTEMPTS,
      retryBaseMs: e.SMS_RETRY_BASE_MS,
      pollIntervalMs: e.SMS_POLL_INTERVAL_MS,
      requestTimeoutMs: e.SMS_REQUEST_TIMEOUT_MS,
      budgets: e.SMS_BUDGETS,
      countries: e.SMS_COUNTRIES,
      webhookKey: e.SMS_WEBHOOK_KEY ?? null,
    },
    metrics: { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null, host: e.METRICS_HOST },
    sensors: {
      ubibotBaseUrl: e.UBIBOT_BASE_URL.replace(/\/+$/, ''),
      vrmBaseUrl: e.VRM_BASE_URL.replace(/\/+$/, ''),
      requestTimeoutMs: e.SENSOR_REQUEST_TIMEOUT_MS,
      pollTickSeconds: e.SENSOR_POLL_TICK_SECONDS,
      key: e.INTEGRATIONS_KEY ? Buffer.from(e.INTEGRATIONS_KEY, 'base64') : null,
      allowPrivateAddresses: e.SENSOR_ALLOW_PRIVATE_ADDRESSES,
    },
    jobs: { pollIntervalMs: e.JOBS_POLL_INTERVAL_MS, pickupCheckSeconds: e.PICKUP_CHECK_INTERVAL_SECONDS, alertCheckSeconds: e.ALERT_CHECK_INTERVAL_SECONDS, readingsRetentionDays: e.READINGS_RETENTION_DAYS },
  };
}

/** Parses the environment and, when JWT_SECRET is unset, reads or creates the secret kept in DATA_DIR. */
export async function loadConfig(env: Env = process.env, cwd = process.cwd()): Promise<Config> {
  const parsed = parseConfig(env, cwd);
  const jwtSecret = parsed.jwtSecret ?? (await resolveJwtSecret(parsed.dataDir));
  return { ...parsed, jwtSecret };
}
