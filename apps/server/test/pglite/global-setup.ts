import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../../src/db/client';
import { prepareTemplate } from '../template';

/**
 * Vitest global setup of the api-pglite project. Creating a PGlite database runs initdb (about 3 s); a
 * prepared copy (test/template.ts) made once and loaded by each test file takes a tenth of that.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const client = await PGlite.create();
  await prepareTemplate(wrapPglite(client));
  const image = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'coldroom-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
