/**
 * A spreadsheet import killed midway (docs/import-rules.md "All or nothing, and a stopped server"): a real
 * server process applies a file of 6,000 farmers (twelve batches of 500), is killed with SIGKILL once the
 * import's cursor shows at least one batch written and before it is done, and a new server process on the
 * same database finishes it by itself: exactly the file's farmers, each phone once. On PostgreSQL and on
 * PGlite's folder (which must come back after the kill). The servers run from the production bundle, as in
 * db/crash-restart.process.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Import } from '@coldroom/contract';
import { TEST_JWT_SECRET, tempDir } from '../../../test/harness';
import { createCompanyWithStaff } from '../../../test/factories';
import { freePort, startCluster, type Cluster } from '../../../test/postgres/cluster';
import { openDatabase, type DatabaseTarget } from '../../db/client';
import { syncCropCatalogue } from '../crops/catalogue-sync';
import { rowsOf } from '../occupancy/queries';
import { IMPORT_BATCH } from './apply';

const SERVER_PACKAGE = fileURLToPath(new URL('../../..', import.meta.url));
const bundle = join(SERVER_PACKAGE, 'node_modules', '.cache', `coldroom-import-kill-test-${process.pid}`);
const ROWS = 6_000;
const PHONES = Array.from({ length: ROWS }, (_, i) => `+234806${String(5_000_000 + i).padStart(7, '0')}`);
const FILE = `first_name,last_name,phone\r\n${PHONES.map((phone, i) => `Farmer${i},Kano,${phone}`).join('\r\n')}\r\n`;

interface Server {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => {
  const built = spawnSync(process.execPath, ['build.mjs', `--outdir=${bundle}`], { cwd: SERVER_PACKAGE, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
}, 120_000);

afterAll(() => rmSync(bundle, { recursive: true, force: true }));

describe.each(['postgres', 'pglite'] as const)('an import killed midway, on %s', (kind) => {
  let data: ReturnType<typeof tempDir>;
  let cluster: Cluster | undefined;
  let target: DatabaseTarget;
  let databaseEnv: Record<string, string>;
  let sp: { phone: string; password: string; userType: string };
  let companyId: number;
  const servers: Server[] = [];

  beforeAll(async () => {
    data = tempDir(`coldroom-import-kill-${kind}-`);
    if (kind === 'postgres') {
      cluster = await startCluster();
      const admin = new pg.Client({ connectionString: cluster.adminUrl });
      await admin.connect();
      await admin.query('create database coldroom_import_kill');
      await admin.end();
      const url = new URL(cluster.adminUrl);
      url.pathname = '/coldroom_import_kill';
      target = { databaseUrl: url.toString() };
      databaseEnv = { DATABASE_URL: url.toString(), DATA_DIR: join(data.path, 'files') };
      mkdirSync(join(data.path, 'files'));
    } else {
      target = { dataDir: data.path };
      databaseEnv = { DATA_DIR: data.path };
    }
    const database = await openDatabase(target);
    await database.migrate();
    await syncCropCatalogue(database.db);
    const staff = await createCompanyWithStaff(database.db);
    companyId = staff.company.id;
    sp = { phone: staff.serviceProvider.user.phone!, password: staff.serviceProvider.password, userType: staff.serviceProvider.userType };
    await database.close();
  }, 240_000);

  afterAll(() => {
    for (const server of servers) server.child.kill('SIGKILL');
    cluster?.stop();
    data?.remove();
  });

  /** A server process on the database; answers once /api/health/ does (bounded: 60 s). */
  async function startServer(): Promise<Server> {
    const port = await freePort();
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_DIST: join(data.path, 'no-web-build'),
      JOBS_POLL_INTERVAL_MS: '500',
      ...databaseEnv,
    };
    const child = spawn(process.execPath, [join(bundle, 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const server = { base: `http://127.0.0.1:${port}/api`, child, output: () => output, exited };
    servers.push(server);
    for (let i = 0; i < 1200; i += 1) {
      if (child.exitCode !== null) throw new Error(`the server stopped: ${output}`);
      const answer = await fetch(`${server.base}/health/`).catch(() => null);
      if (answer?.status === 200) return server;
      await pause(50);
    }
    throw new Error(`the server did not answer: ${output}`);
  }

  async function logIn(server: Server): Promise<Record<string, string>> {
    const login = await fetch(`${server.base}/user/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: sp.phone, password: sp.password, user_type: sp.userType }),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const { refresh } = (await login.json()) as { refresh: string };
    const exchanged = await fetch(`${server.base}/user/token/refresh/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh }) });
    return { authorization: `Bearer ${((await exchanged.json()) as { access: string }).access}` };
  }

  async function importOf(server: Server, headers: Record<string, string>, id: number): Promise<Import> {
    const answer = await fetch(`${server.base}/operation/v1/imports/${id}/`, { headers });
    expect(answer.status, server.output()).toBe(200);
    return (await answer.json()) as Import;
  }

  it(`finishes after a restart with exactly the file's ${ROWS} farmers`, async () => {
    const first = await startServer();
    const headers = await logIn(first);
    const form = new FormData();
    form.append('kind', 'farmers');
    form.append('file', new Blob([FILE], { type: 'text/csv' }), 'farmers.csv');
    const uploaded = await fetch(`${first.base}/operation/v1/imports/`, { method: 'POST', headers, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const imp = (await uploaded.json()) as Import;
    expect(imp).toMatchObject({ status: 'preview', valid: ROWS, rejected: 0, unchanged: 0 });

    const started = await fetch(`${first.base}/operation/v1/imports/${imp.id}/start/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ welcome_sms: false }),
    });
    expect(started.status, await started.clone().text()).toBe(202);

    // Killed as soon as the cursor shows a batch written (bounded: 60 s), with the next batches to come. The
    // progress must be readable during the import: on PGlite it is only because the job lets requests go
    // between batches (apply.ts); without that, the first answer came after the last batch.
    let seen: Import | undefined;
    const observed: string[] = [];
    const since = performance.now();
    for (let i = 0; i < 3000 && !seen; i += 1) {
      const current = await importOf(first, headers, imp.id);
      observed.push(`${Math.round(performance.now() - since)} ms: ${current.status} ${current.applied}`);
      if (current.status === 'done') throw new Error(`the import finished before the kill: ${observed.join(', ')}`);
      if (current.applied >= IMPORT_BATCH) seen = current;
      else await pause(20);
    }
    if (!seen) throw new Error(`no batch written in time: ${first.output()}`);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(seen.status).toBe('running');
    expect(seen.applied).toBeLessThan(ROWS);

    if (kind === 'postgres') {
      // Between the two processes: whole batches only, each with its cursor, and not finished.
      const database = await openDatabase(target);
      const [left] = rowsOf<{ status: string; next_row: number; applied_rows: number; farmers: number; imported: number }>(
        await database.db.execute(sql`
          select i.status, i.next_row, i.applied_rows,
            (select count(*)::int from company_farmers cf join farmers f on f.id = cf.farmer_id join users u on u.id = f.user_id
              where cf.company_id = ${companyId} and u.phone like '+234806%') as farmers,
            (select count(*)::int from import_rows r where r.import_id = i.id and r.status = 'imported') as imported
          from imports i where i.id = ${imp.id}`),
      );
      await database.close();
      expect(left!.status).toBe('running');
      expect(left!.farmers % IMPORT_BATCH, JSON.stringify(left)).toBe(0);
      expect(left!.imported).toBe(left!.farmers);
      expect(left!.applied_rows).toBe(left!.farmers);
      expect(left!.farmers).toBeGreaterThanOrEqual(IMPORT_BATCH);
      expect(left!.farmers).toBeLessThan(ROWS);
    }

    // A new process on the same data finishes it without being asked (bounded: 120 s).
    const restartedAt = Date.now();
    const second = await startServer();
    const again = await logIn(second);
    let done: Import | undefined;
    for (let i = 0; i < 1200 && !done; i += 1) {
      const current = await importOf(second, again, imp.id);
      if (current.status === 'done') done = current;
      else await pause(100);
    }
    if (!done) {
      // The queue's jobs say why (a restart whose job was refused as a duplicate of the dead one's, once).
      let jobs = '';
      if (kind === 'postgres') {
        const database = await openDatabase(target);
        jobs = JSON.stringify(rowsOf(await database.db.execute(sql`select id, state, singleton_key, singleton_on, created_on, started_on, retry_count, output from pgboss.job where name = 'import-apply'`)));
        jobs += JSON.stringify(rowsOf(await database.db.execute(sql`select status, next_row, applied_rows from imports`)));
        await database.close();
      }
      throw new Error(`the import did not finish after the restart: ${jobs} ${second.output()}`);
    }
    expect(done).toMatchObject({ valid: ROWS, applied: ROWS, unchanged: 0, rejected: 0 });
    // Finished by the second process, not before the kill (a second's slack for the clocks' rounding).
    expect(Date.parse(done.finished_at!)).toBeGreaterThanOrEqual(restartedAt - 1000);

    second.child.kill('SIGTERM');
    await second.exited;
    const database = await openDatabase(target);
    const phones = rowsOf<{ phone: string; n: number }>(
      await database.db.execute(sql`
        select u.phone, count(*)::int as n from company_farmers cf join farmers f on f.id = cf.farmer_id join users u on u.id = f.user_id
        where cf.company_id = ${companyId} and u.phone like '+234806%' group by u.phone`),
    );
    const [users] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users where phone like '+234806%'`));
    await database.close();
    expect(phones.filter((row) => row.n !== 1)).toEqual([]);
    expect(phones.map((row) => row.phone).sort()).toEqual([...PHONES].sort());
    expect(users!.n).toBe(ROWS);
  }, 300_000);
});
