import { defineConfig } from 'vitest/config';

/**
 * Three projects: unit tests (no database), and the API tests (*.api.test.ts) twice — on embedded PGlite
 * and on a real PostgreSQL cluster started for the run. The same SQL has to work on both.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: ['**/*.api.test.ts', '**/node_modules/**'] },
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
