#!/usr/bin/env node
// `npm run admin -- create PHONE` / `npm run admin -- list`: the platform administrator's accounts
// (docs/platform-admin.md). Runs the server's command with the same DATA_DIR or DATABASE_URL as the server.
import { spawn } from 'node:child_process';
import { ensureNodeModules, root } from './ensure.mjs';

ensureNodeModules();
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/tools/admin-cli.ts', ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
