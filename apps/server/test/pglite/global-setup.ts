import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { migratePglite } from '../../src/db/migrate';

/**
 * Vitest global setup of the api-pglite project. Creating a PGlite database runs initdb (about 3 s); a
 * migrated copy made once and loaded by each test file takes a tenth of that.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const client = await PGlite.create();
  await migratePglite(drizzle({ client }));
  const image = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'coldroom-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
