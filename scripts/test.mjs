#!/usr/bin/env node
// The whole test suite, as the README's test command runs it: type check, lint, unit and API tests
// (PGlite and a throw-away PostgreSQL), web component tests, a production build, then end-to-end tests
// in Chromium against the built app. Ends with one line "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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

/** Runs one step, its output shown as it comes and kept (the last 4 MB) to quote at the end if it fails. */
async function run(name, cmd, args, opts = {}) {
  if (only.length && !only.includes(name)) return { ok: true, output: '' };
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], cwd: opts.cwd ?? root, env: { ...process.env, ...opts.env } });
  let output = '';
  const keep = (stream, into) => stream.on('data', (chunk) => {
    into.write(chunk);
    output += chunk.toString();
    if (output.length > 8_000_000) output = output.slice(-4_000_000);
  });
  keep(child.stdout, process.stdout);
  keep(child.stderr, process.stderr);
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(-1));
    child.on('close', (code) => resolve(code));
  });
  const ok = status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (!ok) failures.push(name);
  return { ok, output };
}

/** vitest's report of errors outside the tests ("Unhandled Errors"), a few lines each, without colours. */
function unhandledErrors(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const quoted = [];
  lines.forEach((line, index) => {
    // A block's header, not the section's ("Unhandled Errors"), which \b leaves out.
    if (/^\s*(⎯+\s*)?Unhandled (Error|Rejection)\b/.test(line)) {
      const end = lines.findIndex((l, i) => i > index && /^\s*⎯{5,}/.test(l));
      const block = lines.slice(index + 1, end === -1 ? index + 40 : end).filter((l) => l.trim());
      const frames = block.filter((l) => /^\s*❯/.test(l)).slice(0, 4);
      const origin = block.filter((l) => /originated in|might've caused/.test(l));
      const kept = [line, block[0] ?? '', ...frames, ...origin].map((l) => `      ${l.trim().slice(0, 240)}`);
      quoted.push(kept.join('\n'));
    }
  });
  return quoted.slice(0, 5);
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

async function vitest(name, workspace) {
  const out = join(results, `${name}.json`);
  const { ok, output } = await run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: join(root, workspace),
  });
  const before = failedTests.length;
  if (!countVitest(out) && !ok) totals.failed += 1; // a suite that crashed before reporting counts as a failure
  // Every test passed and yet the step failed: vitest caught an error outside the tests; quote it here.
  if (!ok && failedTests.length === before) {
    const errors = unhandledErrors(output);
    failedTests.push(`${name}: failed with no failed test (an unhandled error or a crash)${errors.length ? ':\n' + errors.join('\n') : '; see the step\'s output'}`);
  }
}

await run('typecheck', 'npm', ['run', 'typecheck']);
await run('lint', 'npm', ['run', 'lint']);
await vitest('domain', 'packages/domain');
await vitest('contract', 'packages/contract');
await vitest('server', 'apps/server');
await vitest('web', 'apps/web');
const { ok: built } = await run('build', 'npm', ['run', 'build']);

if (built && (!only.length || only.includes('e2e'))) {
  // One test at a time: the journeys share one demo database. Two at a time was tried for the read-only
  // sweeps (axe, navigation): on 2 cores each test took 1.6 times as long, for no gain overall.
  const out = join(results, 'e2e.json');
  const { ok } = await run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
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
