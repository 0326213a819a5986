#!/usr/bin/env node
// `npm start`: install what is missing, build the web app and the server, then run the server with the
// embedded database and demo data on http://localhost:8080 (PORT to change). Ctrl-C stops it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { ensureNodeModules, root } from './ensure.mjs';

ensureNodeModules();
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
