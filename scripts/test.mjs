#!/usr/bin/env node
// The whole test suite, as the README's test command runs it: type check, lint, unit and API tests
// (PGlite and a throw-away PostgreSQL), web component tests, a production build, then end-to-end tests
// in Chromium against the built app. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureNodeModules, ensureTestSystemPackages } from './ensure.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureTestSystemPackages();
ensureNodeModules();
const results = join(root, '.tmp', 'results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- server web` runs just those steps
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(name, cmd, args, opts = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: opts.cwd ?? root, env: { ...process.env, ...opts.env } });
  const ok = res.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (!ok) failures.push(name);
  return ok;
}

/** Names of the failed tests, repeated at the very end (a long log's tail is what gets read). */
const failedTests = [];

function countVitest(file) {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of r.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${suite.name.replace(root, '')} › ${test.fullName}: ${String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
    if (!failed.length && suite.status === 'failed') failedTests.push(`${suite.name.replace(root, '')}: ${String(suite.message ?? '').split('\n')[0].slice(0, 300)}`);
  }
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  return true;
}

function vitest(name, workspace) {
  const out = join(results, `${name}.json`);
  const ok = run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: join(root, workspace),
  });
  const before = failedTests.length;
  if (!countVitest(out) && !ok) totals.failed += 1; // a suite that crashed before reporting counts as a failure
  // Every test passed and yet the step failed: vitest caught an error outside the tests (see "Unhandled Errors" above).
  if (!ok && failedTests.length === before) failedTests.push(`${name}: failed with no failed test (an unhandled error or a crash; see the step's output)`);
}

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint']);
vitest('domain', 'packages/domain');
vitest('contract', 'packages/contract');
vitest('server', 'apps/server');
vitest('web', 'apps/web');
const built = run('build', 'npm', ['run', 'build']);

if (built && (!only.length || only.includes('e2e'))) {
  const out = join(results, 'e2e.json');
  const ok = run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: join(root, 'apps/web'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const s = report.stats ?? {};
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const error = test.results?.at(-1)?.error?.message ?? '';
          failedTests.push(`e2e ${spec.file} › ${[...path, spec.title].join(' › ')}: ${error.split('\n')[0].slice(0, 300)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
    totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    totals.failed += s.unexpected ?? 0;
    totals.skipped += s.skipped ?? 0;
  } else if (!ok) totals.failed += 1;
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
