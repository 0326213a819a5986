import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, testConfig, type TestApp } from '../../../test/harness';
import { createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { caller, MESSAGE } from '../../../test/organisation-factories';
import { listenForMetrics, sameToken } from './http';
import type { QueueProbe } from './queue-probe';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const probe: QueueProbe = {
  running: () => true,
  depth: async () => [{ queue: 'sms-send', queued: 3, active: 1, failed: 2 }],
};

let t: TestApp;
let home: OperationsCompany;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, queue: probe });
  home = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments left out). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

async function scrape(): Promise<Sample[]> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.body);
}

describe('GET /metrics on the main port', () => {
  it('is refused without the token and with a wrong one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('not_authenticated');
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('coldroom_');
    // Not part of the API documentation either.
    expect(Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths)).not.toContain('/metrics');
    // A user's access token is not the metrics token.
    const user = await t.app.inject({ method: 'GET', url: '/metrics', headers: home.sessions.sp.headers });
    expect(user.statusCode).toBe(401);
  });

  it('answers the Prometheus text format with the token: route histogram by pattern, process and pool figures', async () => {
    await t.app.inject({ method: 'GET', url: '/api/storage/version-code/android' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/98765/' });
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE coldroom_http_request_duration_seconds histogram');
    const samples = parse(response.body);

    const route = { method: 'GET', route: '/api/storage/version-code/:platform', status_class: '2xx' };
    expect(value(samples, 'coldroom_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(1);
    expect(value(samples, 'coldroom_http_request_duration_seconds_count', route)).toBe(1);
    expect(value(samples, 'coldroom_http_request_duration_seconds_bucket', { method: 'GET', route: 'unmatched', status_class: '4xx', le: '+Inf' })).toBe(1);
    // Never a raw path as a label value.
    expect(response.body).not.toContain('version-code/android');
    // no label carries the raw path of an unknown route (a figure such as a memory size may hold those digits)
    expect(response.body).not.toMatch(/"[^"\n]*98765[^"\n]*"/);

    expect(value(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(samples, 'coldroom_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    if (t.database.kind === 'postgres') {
      expect(value(samples, 'coldroom_db_pool_max')).toBe(20);
      expect(value(samples, 'coldroom_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(value(samples, 'coldroom_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(value(samples, 'coldroom_db_pool_max')).toBe(1);
      expect(value(samples, 'coldroom_db_pool_connections', { state: 'idle' })).toBeUndefined();
    }
  });

  it('reads the job queue at scrape time', async () => {
    const samples = await scrape();
    expect(value(samples, 'coldroom_jobs_running')).toBe(1);
    expect(value(samples, 'coldroom_jobs', { queue: 'sms-send', state: 'queued' })).toBe(3);
    expect(value(samples, 'coldroom_jobs', { queue: 'sms-send', state: 'active' })).toBe(1);
    expect(value(samples, 'coldroom_jobs', { queue: 'sms-send', state: 'failed' })).toBe(2);
  });

  it('counts a refused SMS', async () => {
    const before = value(await scrape(), 'coldroom_sms_total', { outcome: 'refused' }) ?? 0;
    const refused = await caller(t.app)('POST', '/api/user/v1/operator-invite/', home.sessions.sp, { ...MESSAGE, phone: '+233241234567' });
    expect(refused.statusCode).toBe(422);
    expect(value(await scrape(), 'coldroom_sms_total', { outcome: 'refused' })).toBe(before + 1);
  });

  it('counts offline operations applied and refused', async () => {
    const api = operationsApi(t.app);
    const reserved = await api.call('POST', '/operation/v1/device-codes/', home.sessions.op, { device_id: 'metrics-device-1' });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const code = reserved.json().codes[0] as string;
    const doneAt = new Date(Date.now() - 60_000).toISOString();
    const applied = await api.checkIn(home.sessions.op, { ...tomatoes(home.farmerId, home.crateRoom.id, [10]), offline: { device_id: 'metrics-device-1', done_at: doneAt, code } });
    expect(applied.statusCode, applied.body).toBe(201);
    const refused = await api.checkIn(home.sessions.op, { ...tomatoes(home.farmerId, home.crateRoom.id, [10]), offline: { device_id: 'metrics-device-1', done_at: doneAt, code: 'ABCDEG' } });
    expect(refused.json().error.code).toBe('code_not_reserved');
    // An online check-in is not an offline operation.
    expect((await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [10]))).statusCode).toBe(201);
    const samples = await scrape();
    expect(value(samples, 'coldroom_offline_operations_total', { outcome: 'applied' })).toBe(1);
    expect(value(samples, 'coldroom_offline_operations_total', { outcome: 'refused' })).toBe(1);
  });

  it("answers 404 when no token is configured, and reports the app's own job queue", async () => {
    const app = await buildApp(testConfig(), t.database, { logger: false });
    try {
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('route_not_found');
      const text = await app.ctx.metrics.registry.metrics();
      expect(text).toMatch(/^coldroom_jobs_running 1$/m);
      expect(text).toMatch(/^coldroom_jobs\{queue="sms-send",state="queued"\} \d+$/m);
      expect(text).toContain('coldroom_db_pool_connections');
    } finally {
      await app.close();
    }
  });
});

describe('the separate metrics listener', () => {
  it('serves GET /metrics without a token, and nothing else', async () => {
    const listener = await listenForMetrics(t.app.ctx.metrics, '127.0.0.1', 0);
    try {
      const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(parse(await response.text()).some((s) => s.name === 'coldroom_http_request_duration_seconds_bucket')).toBe(true);
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/health/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});

describe('sameToken', () => {
  it('is true only for the same text', () => {
    expect(sameToken(TOKEN, TOKEN)).toBe(true);
    expect(sameToken(TOKEN.slice(0, -1), TOKEN)).toBe(false);
    expect(sameToken('', TOKEN)).toBe(false);
  });
});
