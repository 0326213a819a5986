#!/usr/bin/env node
// `npm run backup`, `npm run restore -- FILE` and `npm run migrate-to-postgres -- DATABASE_URL`: the server's
// backup tools (apps/server/src/tools), run from the built server bundle, the same code as the running server
// (`npm start` builds it; on a fresh clone it is built here first). See docs/backup-restore.md.
// An installed, built copy is used as it is: `npm ci` would replace node_modules under a running server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureNodeModules, root } from './ensure.mjs';

const tools = join(root, 'apps/server/dist/tools.js');
if (!existsSync(tools) || !existsSync(join(root, 'node_modules'))) {
  ensureNodeModules();
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const child = spawn(process.execPath, [tools, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
// Ctrl-C reaches the tool too (same process group): wait for it to end and pass its exit code on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
