import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The API test files that run on PGlite too: what differs between the two databases (docs/testing.md,
 * "Two databases"). Every API file runs on PostgreSQL; the same SQL on PGlite gives the same values
 * (db/driver-parity.api.test.ts proves the drivers' conversions equal), so a file runs on both only where
 * the engine itself shows: migrations and the demo data (`npm start`'s database), one connection instead
 * of a pool (transactions that wait on each other, concurrent requests, row locks, the job queue), the
 * embedded folder (backup, restore, health), query plans and PostgreSQL's version (PGlite is a newer one).
 */
const PGLITE_FILES = [
  'src/db/**/*.api.test.ts', // the parity of the drivers; migrations and the demo data
  'src/tools/**/*.api.test.ts', // backup and restore of the embedded folder
  'src/platform/jobs/**/*.api.test.ts', // the job queue on one connection
  'src/platform/idempotency.api.test.ts', // concurrent replays of one request
  'src/platform/limits/**/*.api.test.ts', // counters shared by concurrent requests
  'src/platform/sms/budgets.api.test.ts', // budgets taken by concurrent requests
  'src/modules/meta/*.api.test.ts', // readiness of the database and the queue; health names the database
  'src/platform/metrics/**/*.api.test.ts', // the connection figures (a pool, or PGlite's one connection)
  'src/modules/offline/**/*.api.test.ts', // a day's offline work replayed in one go, conflicts
  'src/modules/check-ins/**/*.api.test.ts', // concurrent check-ins into one room; the tag index's plan
  'src/modules/produce/exposures.api.test.ts', // kept shelf-life exposures (the room lock on one connection)
  'src/modules/farmer-sms/*.api.test.ts', // farmers' SMS saved once and answered by a job
  'src/modules/check-outs/conservation.api.test.ts', // concurrent check-outs of the same crates
  'src/modules/check-outs/check-outs.api.test.ts', // fifty check-outs of one crate at once
  'src/modules/check-outs/payment.api.test.ts', // one check-out paid six times at once
  'src/modules/accounts/accounts.api.test.ts', // payments recorded at once against one balance
  'src/modules/accounts/opening-balances.api.test.ts', // opening balances: imported by the job, settled and reversed with check-outs (row locks), BAL and USSD
  'src/modules/auth/refresh-grace.api.test.ts', // a refresh token used twice at once
  'src/modules/auth/login-throttle.api.test.ts', // throttle counters under concurrent attempts
  'src/modules/analysis/*-sql.api.test.ts', // the analysis SQL (date arithmetic, window functions) on both versions
  'src/modules/analysis/usage-days.api.test.ts',
  'src/modules/analysis/revenue-rate-basis.api.test.ts', // revenue by rate basis: the lot's card read from jsonb
  'src/modules/alerts/alert-messages.api.test.ts', // alert SMS of concurrent job runs: unique keys, row locks
  'src/modules/alerts/alerts.api.test.ts', // an alert's life from readings (the room's row lock FOR NO KEY UPDATE)
  'src/modules/produce/temperature-record-rollups.api.test.ts', // the receipt's record from rollups (date_trunc in a time zone, make_interval)
  'src/modules/rate-cards/*.api.test.ts', // rate cards: the migration's SQL, versions and applying them in one transaction
  'src/modules/produce/rate-card-breakdown.api.test.ts', // fees' breakdowns: the check-in's SQL returns the lot's card version
  'src/modules/certificates/*.api.test.ts', // a lot's certificate made once by concurrent requests (insert on conflict), public rate limits
  'src/modules/impact/*.api.test.ts', // the impact SQL (grouping sets, time-zone months, generate_series) and the report job on one connection
  'src/modules/imports/*.api.test.ts', // spreadsheet imports: a job applied in batches with a cursor, stopped midway and finished; bulk SQL (jsonb_to_recordset)
  'src/modules/text-overrides/*.api.test.ts', // a company's texts: upserts on the unique key (insert on conflict), used in the SMS sent in a transaction
];

/**
 * Four projects: unit tests (no database), the API tests (*.api.test.ts) on a real PostgreSQL cluster
 * started for the run and, for what differs between the engines (above), on embedded PGlite — and, last and alone,
 * tests of real server processes (*.process.test.ts).
 */
export default defineConfig({
  test: {
    // At least two test files at a time, also on a 2-core machine (vitest's default there is one): an API
    // test spends much of its time waiting on PostgreSQL, a separate process. Measured on 2 cores: 1115 s
    // with one worker, 714 s with two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Test files share their worker's loaded modules instead of loading the app anew for each file (about
    // 2 s of import per file, 143 files). Safe here: no server test mocks a module or stubs a global, and
    // each file builds its own app on its own database. The process tests keep isolation (below).
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'], exclude: ['**/*.api.test.ts', '**/*.process.test.ts', '**/node_modules/**'] },
      },
      {
        // Real server processes timed against a limit (start-up after kill -9): they run after every other
        // project has finished, one file at a time, so the other tests' load does not skew the clock.
        extends: true,
        test: { name: 'process', include: ['src/**/*.process.test.ts'], sequence: { groupOrder: 1 }, fileParallelism: false, isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: PGLITE_FILES,
          provide: { dbKind: 'pglite' },
          globalSetup: ['./test/pglite/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          // The benchmark's plain SQL side too (bench/operations): it writes what the endpoint writes.
          include: ['src/**/*.api.test.ts', 'bench/**/*.api.test.ts'],
          provide: { dbKind: 'postgres' },
          globalSetup: ['./test/postgres/global-setup.ts'],
        },
      },
    ],
  },
});
