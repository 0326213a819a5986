import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Four projects: unit tests (no database), the API tests (*.api.test.ts) twice — on embedded PGlite and on a
 * real PostgreSQL cluster started for the run (the same SQL has to work on both) — and, last and alone,
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
        test: { name: 'unit', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: ['**/*.api.test.ts', '**/*.process.test.ts', '**/node_modules/**'] },
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
          include: ['src/**/*.api.test.ts'],
          provide: { dbKind: 'pglite' },
          globalSetup: ['./test/pglite/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['src/**/*.api.test.ts'],
          provide: { dbKind: 'postgres' },
          globalSetup: ['./test/postgres/global-setup.ts'],
        },
      },
    ],
  },
});
