import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/harness';
import { openDatabase } from './client';
import { DatabaseLockedError } from './pglite-lock';

const dir = tempDir('coldroom-lock-');
afterAll(() => dir.remove());

// Creating a PGlite folder runs initdb inside WebAssembly, which takes tens of seconds on a loaded
// two-core machine; these tests do it twice, so they get a generous limit of their own.
const SLOW = 180_000;

describe('the PGlite folder lock', () => {
  it('refuses a second opener with a clear error, and frees the folder on close', async () => {
    const dataDir = join(dir.path, 'shared');
    const first = await openDatabase({ dataDir });
    try {
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(second).rejects.toThrow(new RegExp(`in use by process ${process.pid}.*DATA_DIR`));
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.migrate();
    await again.close();
  }, SLOW);

  it('takes over a lock left by a process that has died', async () => {
    const dataDir = join(dir.path, 'stale');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout);
    expect(deadPid).toBeGreaterThan(0);
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'pglite.lock'), `${deadPid}\n`);
    const database = await openDatabase({ dataDir });
    await database.close();
  }, SLOW);
});
