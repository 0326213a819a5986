#!/usr/bin/env node
// The whole test suite, as the README's test command runs it: type check, lint, unit and API tests
// (PGlite and a throw-away PostgreSQL), web component tests, a production build, then end-to-end tests
// in Chromium against the built app. Ends with each step's time against its budget and one line
// "N passed, N failed". `npm test -- --changed` runs only what the working tree's changes touch.
import { spawn, spawnSync } from 'node:child_process';
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

const args = process.argv.slice(2);
const changedOnly = args.includes('--changed');
const only = args.filter((arg) => !arg.startsWith('--')); // e.g. `npm test -- server web` runs just those steps
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/**
 * Each step's budget in seconds on the 2-core machine (README, "Tests"): the whole run stays under 20
 * minutes. A step over its budget is named at the end; it does not fail the run (machines are noisy), but
 * it is the sign to look before the next test is added.
 */
const BUDGETS = { typecheck: 80, lint: 40, domain: 15, contract: 8, build: 30, server: 250, process: 95, e2e: 700, web: 300 };
const times = [];
const stepsStarted = Date.now();

/** Files changed in the working tree against HEAD, tracked or new (for --changed). */
function changedFiles() {
  const git = (...gitArgs) => spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  return [...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])];
}
const changed = changedOnly ? changedFiles() : [];
const touches = (prefix) => changed.some((file) => file.startsWith(prefix));
// What a change in one place can break: the domain and the contract are used by the server and the web
// app, the translations by the web app and the server's glossary test.
const SHARED = ['packages/domain/', 'packages/contract/', 'package-lock.json'];
const touched = {
  domain: touches('packages/domain/'),
  contract: touches('packages/contract/'),
  server: touches('apps/server/') || touches('apps/web/public/assets/i18n/') || SHARED.some(touches),
  web: touches('apps/web/src/') || touches('apps/web/public/') || SHARED.some(touches),
};
if (changedOnly) {
  console.log(changed.length ? `Changed files (${changed.length}):\n${changed.map((file) => `  ${file}`).join('\n')}` : 'No changed files: nothing to run.');
}

/** Runs one step, its output shown as it comes and kept (the last 4 MB) to quote at the end if it fails. */
async function run(name, cmd, args, opts = {}) {
  if (only.length && !only.includes(name) && !(opts.group && only.includes(opts.group))) return { ok: true, output: '', skipped: true };
  if (changedOnly && opts.changed === false) return { ok: true, output: '', skipped: true };
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}${opts.quiet ? ' (quiet: its output is shown if it fails)' : ''}`);
  const started = Date.now();
  // stdin is not the terminal's: a step beside another must not read keys meant for the first.
  // A step beside the end-to-end tests yields the processor to them (nice): their clicks wait on a browser.
  const [command, commandArgs] = opts.nice ? ['nice', ['-n', String(opts.nice), cmd, ...args]] : [cmd, args];
  const child = spawn(command, commandArgs, { stdio: [opts.quiet ? 'ignore' : 'inherit', 'pipe', 'pipe'], cwd: opts.cwd ?? root, env: { ...process.env, ...opts.env } });
  let output = '';
  const keep = (stream, into) => stream.on('data', (chunk) => {
    if (!opts.quiet) into.write(chunk);
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
  const seconds = (Date.now() - started) / 1000;
  times.push({ name, seconds });
  // A quiet step's output is shown only when it failed (its last 200 lines: the failures and the summary).
  if (!ok && opts.quiet) console.log(`\n=== ${name}: its output\n${stripVTControlCharacters(output).split('\n').slice(-200).join('\n')}`);
  console.log(`\n=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
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

async function vitest(name, workspace, { extra = [], touchedBy = name, ...opts } = {}) {
  const out = join(results, `${name}.json`);
  // --changed: vitest runs the test files whose imports reach a changed file (its own module graph).
  const { ok, output, skipped } = await run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra, ...(changedOnly ? ['--changed', '--passWithNoTests'] : [])], {
    cwd: join(root, workspace),
    changed: touched[touchedBy],
    ...opts,
  });
  if (skipped) return;
  const before = failedTests.length;
  if (!countVitest(out) && !ok) totals.failed += 1; // a suite that crashed before reporting counts as a failure
  // Every test passed and yet the step failed: vitest caught an error outside the tests; quote it here.
  if (!ok && failedTests.length === before) {
    const errors = unhandledErrors(output);
    failedTests.push(`${name}: failed with no failed test (an unhandled error or a crash)${errors.length ? ':\n' + errors.join('\n') : '; see the step\'s output'}`);
  }
}

const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && existsSync(join(root, file)));
// --changed: end-to-end specs run only when they themselves changed (a journey takes minutes; the
// layers above prove a change inside one module).
const changedSpecs = changed.filter((file) => /^apps\/web\/e2e\/.*\.spec\.ts$/.test(file) && existsSync(join(root, file))).map((file) => file.replace('apps/web/', ''));
const wantsE2e = (!only.length || only.includes('e2e')) && (!changedOnly || changedSpecs.length > 0);

// The steps run in two lanes where one step leaves a core idle (docs/testing.md, "Budgets"): the type check
// (one core) beside lint, the domain and contract tests and the production build; the end-to-end tests
// (about 1.4 cores: the browser, the server and Playwright) beside the web component tests on one worker.
// The server's tests use both cores, and its process tests run alone because they time real starts.
let built = false;
const typecheck = changedOnly
  ? (() => {
      // The type check of the packages a change touches (a package's own check includes what it imports).
      const projects = [['packages/domain', touched.domain], ['packages/contract', touched.contract], ['apps/server', touched.server], ['apps/web', touched.web]];
      const checks = projects.filter(([, is]) => is).map(([project]) => `npx tsc -p ${project}`);
      return run('typecheck', 'sh', ['-c', checks.join(' && ')], { changed: checks.length > 0 });
    })()
  : run('typecheck', 'npm', ['run', 'typecheck']);
await Promise.all([
  typecheck,
  (async () => {
    if (changedOnly) await run('lint', 'npx', ['eslint', '--no-warn-ignored', ...lintable], { changed: lintable.length > 0, quiet: true });
    else await run('lint', 'npm', ['run', 'lint'], { quiet: true });
    await vitest('domain', 'packages/domain', { quiet: true });
    await vitest('contract', 'packages/contract', { quiet: true });
    built = (await run('build', 'npm', ['run', 'build'], { changed: wantsE2e, group: 'e2e', quiet: true })).ok;
  })(),
]);
await vitest('server', 'apps/server', { extra: ['--project=unit', '--project=api-pglite', '--project=api-postgres'] });
await vitest('process', 'apps/server', { extra: ['--project=process'], touchedBy: 'server', group: 'server' });
await Promise.all([
  // One worker: the other core is the end-to-end tests' (two workers beside them measured no faster).
  vitest('web', 'apps/web', built && wantsE2e ? { extra: ['--maxWorkers=1'], quiet: true, nice: 10 } : {}),
  (async () => {
    if (built && wantsE2e) await e2e();
  })(),
]);

async function e2e() {
  // One test at a time: the journeys share one demo database. Two at a time was tried for the read-only
  // sweeps (axe, navigation): on 2 cores each test took 1.6 times as long, for no gain overall.
  const out = join(results, 'e2e.json');
  const { ok } = await run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json', ...(changedOnly ? changedSpecs : [])], {
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

if (times.length) {
  const over = times.filter(({ name, seconds }) => !changedOnly && seconds > BUDGETS[name]);
  // Wall time from the first step's start: some steps run side by side (above).
  const total = (Date.now() - stepsStarted) / 1000;
  console.log(`\nStep times (budget): ${times.map(({ name, seconds }) => `${name} ${seconds.toFixed(0)} s (${BUDGETS[name]} s)`).join(', ')}; total ${(total / 60).toFixed(1)} min`);
  for (const { name, seconds } of over) console.log(`WARNING: ${name} took ${seconds.toFixed(0)} s, over its budget of ${BUDGETS[name]} s (docs/testing.md)`);
}
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
