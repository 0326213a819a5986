import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { syncCropCatalogue } from '../src/modules/crops/catalogue-sync';
import { testConfig } from './config';

/**
 * Makes `database` what every test file's database starts as: migrated, with the crop catalogue, and with
 * the job queue's schema and queues (pg-boss creates them on its first start: about 40 statements, a
 * table per queue). Done once per run in the global setups; each test file copies the result.
 */
export async function prepareTemplate(database: Database): Promise<void> {
  await database.migrate();
  await syncCropCatalogue(database.db);
  const app = await buildApp(testConfig(), database, { logger: false, periodicJobs: false });
  await app.ready();
  await app.close();
}
