import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    // Free again: a new opener gets the folder and can query it.
    const again = await openDatabase({ dataDir });
    expect((await again.sql.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await again.close();
  }, SLOW);

  it('is not held by a lock file that names a process, alive or dead, that does not hold the lock', async () => {
    // A dead server's pid, or one now used by another live process (PID 1 of a restarted container, or our own).
    const dataDir = join(dir.path, 'stale');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    mkdirSync(dataDir, { recursive: true });
    for (const pid of [Number(dead.stdout), 1, process.pid]) {
      writeFileSync(join(dataDir, 'pglite.lock'), `${pid}\n`);
      const database = await openDatabase({ dataDir });
      expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')).toBe(`${process.pid}\n`);
      await database.close();
    }
  }, SLOW);
});
