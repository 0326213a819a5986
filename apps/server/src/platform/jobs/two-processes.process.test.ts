/**
 * Two real server processes on one PostgreSQL database share the job queue: 100 invitations (each an SMS)
 * made through both reach the SMS gateway stand-in exactly once each; one process killed with SIGKILL while
 * its sends are in flight leaves them to the other, which sends each once more only if the gateway never
 * answered it, so each is accepted exactly once; and the time-to-pick-up check runs once per interval
 * across both. The servers run from the production bundle, as in db/crash-restart.process.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../../test/harness';
import { createCompanyWithStaff, uniquePhone } from '../../../test/factories';
import { MESSAGE } from '../../../test/organisation-factories';
import { accepted, startGatewayStandIn, type SeenRequest } from '../../../test/gateway-stand-in';
import { freePort, startCluster, type Cluster } from '../../../test/postgres/cluster';
import { openDatabase } from '../../db/client';
import { syncCropCatalogue } from '../../modules/crops/catalogue-sync';

const SERVER_PACKAGE = fileURLToPath(new URL('../../..', import.meta.url));
const bundle = join(SERVER_PACKAGE, 'node_modules', '.cache', `coldroom-jobs-test-${process.pid}`);
const PICKUP_SECONDS = 2;

let cluster: Cluster;
let databaseUrl: string;
let gateway: Awaited<ReturnType<typeof startGatewayStandIn>>;
let client: pg.Client;
let sp: { phone: string; password: string; userType: string };
const servers: Server[] = [];

interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  output: () => string;
}

beforeAll(async () => {
  const built = spawnSync(process.execPath, ['build.mjs', `--outdir=${bundle}`], { cwd: SERVER_PACKAGE, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query('create database coldroom_jobs');
  await admin.end();
  const url = new URL(cluster.adminUrl);
  url.pathname = '/coldroom_jobs';
  databaseUrl = url.toString();
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  await syncCropCatalogue(database.db);
  const staff = await createCompanyWithStaff(database.db);
  sp = { phone: staff.serviceProvider.user.phone!, password: staff.serviceProvider.password, userType: staff.serviceProvider.userType };
  await database.close();
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  gateway = await startGatewayStandIn(accepted('standin'));
}, 240_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await client?.end();
  await gateway?.close();
  cluster?.stop();
  rmSync(bundle, { recursive: true, force: true });
});

async function startServer(name: string): Promise<Server> {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    // Two processes of one deployment behind one public address (the invitations' links start with it).
    APP_PUBLIC_URL: 'http://localhost:8080',
    DATABASE_POOL_SIZE: '5',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST: join(bundle, 'no-web-build'),
    DATA_DIR: join(bundle, `data-${name}`),
    SMS_PROVIDER: 'infobip',
    INFOBIP_BASE_URL: gateway.baseUrl,
    INFOBIP_API_KEY: 'test-key-123456',
    SMS_REQUEST_TIMEOUT_MS: '3000',
    SMS_RETRY_BASE_MS: '200',
    SMS_POLL_INTERVAL_MS: '1000',
    SMS_BUDGETS: 'invitation.company_hour=1000,invitation.company_day=1000',
    JOBS_POLL_INTERVAL_MS: '500',
    PICKUP_CHECK_INTERVAL_SECONDS: String(PICKUP_SECONDS),
  };
  const child = spawn(process.execPath, [join(bundle, 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server = { name, base: `http://127.0.0.1:${port}/api`, child, output: () => output };
  servers.push(server);
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server ${name} stopped: ${output}`);
    const answer = await fetch(`${server.base}/health/`).catch(() => null);
    if (answer?.status === 200) return server;
    await pause(100);
  }
  throw new Error(`server ${name} did not answer: ${output}`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function logIn(server: Server): Promise<string> {
  const login = await fetch(`${server.base}/user/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: sp.phone, password: sp.password, user_type: sp.userType }),
  });
  const { refresh } = (await login.json()) as { refresh: string };
  const exchanged = await fetch(`${server.base}/user/token/refresh/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh }) });
  return ((await exchanged.json()) as { access: string }).access;
}

/** One SMS-producing operation: an operator invitation to a new number; answers the number. */
async function invite(server: Server, access: string): Promise<string> {
  const phone = uniquePhone();
  const answer = await fetch(`${server.base}/user/v1/operator-invite/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ ...MESSAGE, phone }),
  });
  if (answer.status !== 201) throw new Error(`invitation on ${server.name}: ${answer.status} ${await answer.text()}`);
  return phone;
}

/** The outbox ids of the invitations to these numbers, once every one is sent (bounded: 40 s). */
async function untilSent(phones: string[]): Promise<number[]> {
  for (let i = 0; i < 400; i += 1) {
    const { rows } = await client.query<{ id: string; status: string }>('select id, status from sms_messages where to_phone = any($1)', [phones]);
    if (rows.length === phones.length && rows.every((r) => r.status === 'sent')) return rows.map((r) => Number(r.id));
    await pause(100);
  }
  const { rows } = await client.query('select status, count(*) from sms_messages where to_phone = any($1) group by status', [phones]);
  throw new Error(`not all sent: ${JSON.stringify(rows)}`);
}

const messageIdOf = (request: SeenRequest) => (request.body as { messages: { destinations: { messageId?: string }[] }[] }).messages[0]!.destinations[0]!.messageId;

/** Per outbox id: requests that reached the gateway, and how many of them it accepted (answered to a live sender). */
function tally(ids: number[]) {
  const byId = new Map(ids.map((id) => [`coldroom-${id}`, { requests: 0, accepted: 0 }]));
  for (const request of gateway.seen) {
    const entry = byId.get(messageIdOf(request) ?? '');
    if (!entry) continue;
    entry.requests += 1;
    if (request.answered) entry.accepted += 1;
  }
  return [...byId.entries()];
}

/** Runs of the time-to-pick-up check logged by the servers: when each ran and the clock slot it ran for. */
function pickupRuns(): { time: number; slot: number | null; server: string }[] {
  const runs: { time: number; slot: number | null; server: string }[] = [];
  for (const server of servers) {
    for (const line of server.output().split('\n')) {
      if (!line.includes('Time-to-pick-up check ran')) continue;
      const { time, slot } = JSON.parse(line) as { time: number; slot: number | null };
      runs.push({ time, slot, server: server.name });
    }
  }
  return runs.sort((a, b) => a.time - b.time);
}

describe('two server processes on one database', () => {
  it('send every SMS exactly once, finish what a killed process left, and run the pick-up check once per interval', async () => {
    const a = await startServer('a');
    const b = await startServer('b');
    const access = await logIn(a);
    const started = Date.now();

    // 100 invitations, alternately through each process, ten at a time.
    const phones: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      phones.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => invite(i % 2 === 0 ? a : b, access)))));
    }
    const ids = await untilSent(phones);
    expect(ids).toHaveLength(100);
    const once = tally(ids).filter(([, t]) => t.requests !== 1 || t.accepted !== 1);
    expect(once, 'messages not sent exactly once').toEqual([]);

    // The pick-up check: once per interval across both processes (the window spans several intervals).
    await pause(Math.max(0, 4 * PICKUP_SECONDS * 1000 - (Date.now() - started)));
    const windowEnd = Date.now();
    const windowStart = windowEnd - 4 * PICKUP_SECONDS * 1000;
    const runs = pickupRuns();
    const described = runs.map((r) => `${r.server}:${r.slot}@${r.time}`).join(', ');
    // Once per interval: every run is a periodic one, and no clock slot ran twice, in either process.
    expect(runs.filter((r) => r.slot === null), described).toEqual([]);
    expect(new Set(runs.map((r) => r.slot)).size, `a slot ran twice: ${described}`).toBe(runs.length);
    // And it keeps running: the last four intervals each had their run (a late one may fall just outside).
    expect(runs.filter((r) => r.time >= windowStart && r.time <= windowEnd).length, described).toBeGreaterThanOrEqual(3);

    // Kill -9 with sends in flight: the gateway holds its answers; process a takes the new jobs first (its
    // workers are woken at once, b's at their next poll) and is killed while they wait.
    gateway.hold();
    const before = gateway.seen.length;
    const more = await Promise.all(Array.from({ length: 20 }, () => invite(a, access)));
    for (let i = 0; i < 100 && gateway.holding() < 4; i += 1) await pause(20);
    expect(gateway.holding(), a.output()).toBeGreaterThanOrEqual(1);
    a.child.kill('SIGKILL');
    await new Promise((resolve) => (a.child.exitCode !== null || a.child.signalCode !== null ? resolve(null) : a.child.once('exit', resolve)));
    await pause(200);
    gateway.release();

    const moreIds = await untilSent(more);
    expect(b.child.exitCode, b.output()).toBeNull();
    const results = tally(moreIds);
    // Accepted exactly once each; a second request only for a message whose first the gateway never answered.
    expect(results.filter(([, t]) => t.accepted !== 1), 'messages not accepted exactly once').toEqual([]);
    const unanswered = gateway.seen.slice(before).filter((r) => r.answered === false).length;
    expect(unanswered, 'the killed process had sends in flight').toBeGreaterThanOrEqual(1);
    expect(results.filter(([, t]) => t.requests > 2)).toEqual([]);
    const { rows } = await client.query<{ count: string }>("select count(*) from sms_messages where status <> 'sent' and kind = 'invitation'");
    expect(Number(rows[0]!.count)).toBe(0);
  }, 150_000);
});
