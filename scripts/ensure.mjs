// Makes a fresh machine ready without any dependency of our own: npm packages from the lockfile, and
// (for tests) Debian's PostgreSQL and Chromium. Only the Node standard library is used here, because
// this runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

function sh(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${res.status}`);
}

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/** Installs npm packages exactly as locked, once per lockfile change. */
export function ensureNodeModules() {
  const lock = readFileSync(join(root, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const marker = join(root, 'node_modules', '.coldroom-lock-hash');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) return;
  console.log('Installing npm packages (npm ci)…');
  // --prefer-offline: packages already in npm's cache are not asked for again (43 s instead of 78 s here
  // with a warm cache); a fresh machine downloads them as before.
  sh('npm', ['ci', '--no-fund', '--no-audit', '--prefer-offline']);
  writeFileSync(marker, hash);
}

function hasPostgres() {
  if (has('initdb')) return true;
  const debianDir = '/usr/lib/postgresql'; // where Debian's postgresql packages put the server binaries
  return existsSync(debianDir) && readdirSync(debianDir).some((v) => existsSync(join(debianDir, v, 'bin', 'initdb')));
}

/** Debian packages the test suite needs: a PostgreSQL server, Chromium, and poppler for PDF checks. */
export function ensureTestSystemPackages() {
  const missing = [];
  if (!hasPostgres()) missing.push('postgresql');
  if (!has('chromium')) missing.push('chromium');
  if (!has('pdftoppm')) missing.push('poppler-utils');
  if (!missing.length) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !has('apt-get')) {
    throw new Error(`The tests need these Debian packages: ${missing.join(', ')}. Install them (apt-get install ${missing.join(' ')}) and run again.`);
  }
  console.log(`Installing Debian packages: ${missing.join(', ')}…`);
  sh('apt-get', ['update', '-qq']);
  sh('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing, 'fonts-noto-core'], { DEBIAN_FRONTEND: 'noninteractive' });
}
