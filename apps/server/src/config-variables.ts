import { DEFAULT_SMS_COUNTRIES } from './platform/sms/countries';

/**
 * Every environment variable the server reads, with its default and meaning. The README table is generated
 * from this list (`npm run config:table -w apps/server`), so the two never drift apart.
 */
export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '8080', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Address the server binds to.' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL connection string. Unset: an embedded PGlite database in `DATA_DIR/pglite`.',
  },
  {
    name: 'DATABASE_POOL_SIZE',
    default: '20',
    description: 'Most connections the server opens to PostgreSQL (1–500); keep the sum over all server processes below the database\'s `max_connections`.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Folder for the embedded database, the generated JWT secret and uploaded files (`uploads/`), relative to the working directory.',
  },
  {
    name: 'UPLOADS_DIR',
    default: 'DATA_DIR/uploads',
    description: 'Folder of uploaded files (company logos), relative to the working directory. Several server processes on different machines must share it (a network folder): `docs/deploy.md`.',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated)',
    description: 'Secret for signing access tokens, at least 32 characters. Unset: generated once and kept in `DATA_DIR/jwt-secret` (mode 0600). Several server processes must all have the same one: set it, or share `DATA_DIR`.',
  },
  { name: 'APP_PUBLIC_URL', default: 'http://localhost:PORT', description: 'Public address of the app (unset: this machine on `PORT`); links in SMS must point here. Invitations sent from the app open at another address (127.0.0.1 for localhost, http for https) are refused with `app_address_mismatch`, naming both addresses.' },
  { name: 'NODE_ENV', default: 'development', description: '`development`, `production` or `test` (reported at start; no behaviour depends on it yet).' },
  {
    name: 'DEMO_DATA',
    default: 'true with PGlite, false with PostgreSQL',
    description: 'Create the demo companies and accounts when the database is empty (`true`/`false`).',
  },
  { name: 'APP_VERSION', default: 'server package version', description: 'Backend version answered by `GET /api/user/version/`; a change logs app users out.' },
  { name: 'ANDROID_VERSION_CODE', default: '1', description: 'Current Android app version code (`GET /api/storage/version-code/android`).' },
  { name: 'ANDROID_STORE_URL', default: 'APP_PUBLIC_URL', description: 'Where the Android "update" button leads.' },
  { name: 'IOS_VERSION_CODE', default: '1', description: 'Current iOS app version (`GET /api/storage/version-code/ios`).' },
  { name: 'IOS_STORE_URL', default: 'APP_PUBLIC_URL', description: 'Where the iOS "update" button leads.' },
  {
    name: 'WEB_DIST',
    default: '../web/dist (from the server package)',
    description: 'Folder of the built web app served at `/`. Missing: `/` answers a note to build it.',
  },
  {
    name: 'CORS_ORIGINS',
    default: 'capacitor://localhost,https://localhost,http://localhost',
    description: 'Comma-separated origins that may call the API from another origin (the Android and iOS app shells by default). Bearer tokens only; cookies are never sent cross-origin.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'Set `true` behind a reverse proxy so client addresses (rate limits) come from `X-Forwarded-For`.',
  },
  {
    name: 'MAP_TILE_URL',
    default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    description: 'Map tile URL template (`{s}`, `{z}`, `{x}`, `{y}`) the web maps load; its host is allowed in the Content-Security-Policy.',
  },
  { name: 'MAP_ATTRIBUTION', default: 'OpenStreetMap contributors (with link)', description: 'Attribution shown on maps (HTML, as leaflet takes it).' },
  {
    name: 'SMS_PROVIDER',
    default: 'outbox',
    description:
      '`outbox`: SMS are only stored, and service providers read them in the app (demo, no gateway); one-time codes (password reset, sign-up) are masked there and printed in the server log at `info` level instead. `infobip`: sent through the Infobip SMS API. `africastalking`: sent through Africa\'s Talking\'s SMS API.',
  },
  { name: 'SMS_SENDER', default: 'Coldroom', description: 'Sender id of SMS: 3-11 letters/digits, or a number (must be registered with the gateway).' },
  { name: 'INFOBIP_BASE_URL', default: 'https://api.infobip.com', description: 'Base URL of the Infobip API (your account\'s own `xxxxx.api.infobip.com`).' },
  { name: 'INFOBIP_API_KEY', default: '(unset)', description: 'Infobip API key; required when `SMS_PROVIDER=infobip`.' },
  { name: 'AT_BASE_URL', default: 'https://api.africastalking.com', description: 'Base URL of Africa\'s Talking\'s API (`https://api.sandbox.africastalking.com` for its sandbox).' },
  { name: 'AT_USERNAME', default: '(unset)', description: 'Africa\'s Talking username (`sandbox` in the sandbox); required when `SMS_PROVIDER=africastalking`.' },
  { name: 'AT_API_KEY', default: '(unset)', description: 'Africa\'s Talking API key; required when `SMS_PROVIDER=africastalking`.' },
  { name: 'AT_SENDER_ID', default: '(unset)', description: 'Africa\'s Talking sender id or short code registered with it; unset: the account\'s default.' },
  {
    name: 'SMS_WEBHOOK_KEY',
    default: '(unset)',
    description:
      'The secret the SMS gateways\' callbacks carry as `?key=` (or, from Infobip, as the Basic auth password): farmers\' SMS to `/api/sms/inbound/infobip` and `/api/sms/inbound/africastalking`, delivery reports to `/api/sms/delivery/infobip` and `/api/sms/delivery/africastalking`, USSD screens to `/api/ussd/africastalking` (docs/sms-and-ussd.md). 24 to 200 letters, digits, `-` or `_`. Unset: those endpoints answer 404.',
  },
  { name: 'SMS_MAX_ATTEMPTS', default: '5', description: 'Attempts per SMS before it is marked failed (visible in the outbox).' },
  {
    name: 'SMS_RETRY_BASE_MS',
    default: '30000',
    description: 'First retry delay after a failed send; doubles on each attempt (at most 64 times this).',
  },
  {
    name: 'SMS_POLL_INTERVAL_MS',
    default: '15000',
    description: 'How often (at least every second) a job looks for SMS still waiting to be sent, such as those of a process that stopped between saving and sending.',
  },
  {
    name: 'JOBS_POLL_INTERVAL_MS',
    default: '2000',
    description: 'How often an idle server process asks the job queue (pg-boss, in the database) for background work; at least 500. See docs/background-jobs.md.',
  },
  {
    name: 'PICKUP_CHECK_INTERVAL_SECONDS',
    default: '600',
    description: 'The time-to-pick-up check (which first keeps each stored lot\'s shelf-life exposure and temperature record up to date, docs/cold-chain-rules.md §7) and the weekly reminders of money owed run once per this many seconds across all server processes.',
  },
  {
    name: 'ALERT_CHECK_INTERVAL_SECONDS',
    default: '300',
    description: 'The check for rooms that sent or got no reading for too long (docs/cold-chain-rules.md §4) and the sending of alerts by SMS and their repeats (§5) run once per this many seconds across all server processes.',
  },
  {
    name: 'READINGS_RETENTION_DAYS',
    default: '0',
    description: 'Raw room readings older than this many days are deleted once a day; the hourly rollups that charts of a week or more read are kept (docs/cold-chain-rules.md "Storage"). 0 keeps every reading.',
  },
  {
    name: 'SENSOR_POLL_TICK_SECONDS',
    default: '60',
    description: 'How often the poller looks for sensor integrations due (each is polled at its own interval, 15 minutes unless its service provider chose another). See docs/sensor-integrations.md.',
  },
  { name: 'SENSOR_REQUEST_TIMEOUT_MS', default: '15000', description: 'Time limit of one request to a sensor maker\'s cloud (Ubibot, Victron VRM, a generic JSON address).' },
  { name: 'UBIBOT_BASE_URL', default: 'https://webapi.ubibot.com', description: 'Where the Ubibot platform API answers.' },
  { name: 'VRM_BASE_URL', default: 'https://vrmapi.victronenergy.com/v2', description: 'Where the Victron VRM API answers.' },
  {
    name: 'SENSOR_ALLOW_PRIVATE_ADDRESSES',
    default: 'false',
    description: 'Let a generic JSON poller call loopback, private and link-local addresses (a sensor gateway on the same network as the server). Off, such an address is refused: a company could otherwise make the server call into its own network.',
  },
  {
    name: 'INTEGRATIONS_KEY',
    default: '(derived from JWT_SECRET)',
    description: 'The key (32 bytes in base64, `openssl rand -base64 32`) that seals the sensor accounts\' credentials in the database (AES-256-GCM). Unset: derived from `JWT_SECRET`, so changing that secret makes stored credentials unreadable (each integration then says so and asks for them again).',
  },
  { name: 'SMS_REQUEST_TIMEOUT_MS', default: '10000', description: 'Time limit of one request to the SMS gateway.' },
  {
    name: 'SMS_COUNTRIES',
    default: DEFAULT_SMS_COUNTRIES.join(','),
    description:
      'Countries (ISO codes, comma-separated) SMS may ever go to. A company\'s SMS go to its own country and the extra countries its service providers choose in the company details, both within this list.',
  },
  {
    name: 'SMS_BUDGETS',
    default: '(the defaults in "Security")',
    description:
      'Changes SMS budgets: comma-separated `kind.scope=number`, such as `receipt.company_hour=800,invitation.destination_day=5`. Kinds: `verification`, `password_reset`, `invitation`, `receipt`, `pickup`, `reminder`, `alert`, `reply`; scopes: `company_hour`, `company_day`, `destination_day`, `subject_day`, `address_hour`.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    description:
      'Bearer token (32 to 200 visible characters) that `GET /metrics` on the main port requires (`Authorization: Bearer <token>`). Unset: `/metrics` on the main port answers 404. See docs/operations-monitoring.md.',
  },
  {
    name: 'METRICS_PORT',
    default: '(unset)',
    description: 'Serve `GET /metrics` without a token on this separate port (bound to `METRICS_HOST`), for a scraper on a private network; must differ from `PORT`.',
  },
  { name: 'METRICS_HOST', default: '127.0.0.1', description: 'Address the separate metrics listener (`METRICS_PORT`) binds to.' },
];

/** The README table. */
export function configTableMarkdown(): string {
  const rows = CONFIG_VARIABLES.map((v) => `| \`${v.name}\` | ${v.default} | ${v.description} |`);
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}
