import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins of the sensor makers' clouds for tests (never shipped): the Ubibot platform API, the
 * Victron VRM API v2 and a generic JSON address, answering the shapes of their public documentation
 * (docs/sensor-integrations.md names the calls). Each vendor can be switched to a failure: refused
 * credentials, a rate limit (429 with Retry-After), a timeout (no answer for `slowMs`), malformed JSON, or
 * a server error. Where the documentation shows no status code for an error, the stand-in uses the plain
 * HTTP one with the vendor's error body.
 */
export type VendorMode = 'ok' | 'rate_limited' | 'timeout' | 'malformed' | 'server_error';

export interface UbibotFeed {
  created_at: string;
  field1: number | string;
  field2?: number | string;
}

export interface StandInState {
  ubibot: { accountKeys: Set<string>; channels: Map<string, { name: string; feeds: UbibotFeed[] }>; mode: VendorMode };
  vrm: { tokens: Set<string>; userId: number; sites: Map<string, { name: string; sensors: Map<number, { value: number; secondsAgo: number; humidity?: number }> }>; mode: VendorMode };
  json: { key: string | null; devices: Map<string, { ts: number | string; t: number | string; h?: number }[]>; mode: VendorMode };
}

export interface SeenCall {
  vendor: 'ubibot' | 'vrm' | 'json';
  path: string;
  query: URLSearchParams;
}

function freshState(): StandInState {
  return {
    ubibot: { accountKeys: new Set(), channels: new Map(), mode: 'ok' },
    vrm: { tokens: new Set(), userId: 77, sites: new Map(), mode: 'ok' },
    json: { key: null, devices: new Map(), mode: 'ok' },
  };
}

const serverTime = () => new Date().toISOString().slice(0, 19) + 'Z';
/** Ubibot's start/end: `YYYY-MM-DD HH:NN:SS`, asked in UTC. */
const ubibotTime = (text: string | null) => (text ? Date.parse(`${text.replace(' ', 'T')}Z`) : Number.NaN);

export async function startSensorVendorsStandIn(options: { slowMs?: number; port?: number } = {}) {
  const state = freshState();
  const seen: SeenCall[] = [];
  const slowMs = options.slowMs ?? 3000;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(typeof body === 'string' ? body : JSON.stringify(body));
    const parts = url.pathname.split('/').filter(Boolean);
    const vendor = parts[0] === 'ubibot' ? 'ubibot' : parts[0] === 'vrm' ? 'vrm' : parts[0] === 'json' ? 'json' : null;
    if (!vendor) return send(404, { error: 'unknown path' });
    seen.push({ vendor, path: '/' + parts.slice(1).join('/'), query: url.searchParams });
    const mode = state[vendor].mode;
    if (mode === 'timeout') {
      const timer = setTimeout(() => send(200, {}), slowMs);
      request.on('close', () => clearTimeout(timer));
      return;
    }
    if (mode === 'malformed') return send(200, '{"result": "success", "feeds": [');
    if (mode === 'server_error') return send(503, '<html>Service Unavailable</html>', { 'content-type': 'text/html' });
    if (mode === 'rate_limited') {
      const body = vendor === 'vrm' ? { success: false, errors: 'Too many requests', error_code: 'rate_limited' } : { result: 'error', server_time: serverTime(), errorCode: 'rate_limit_exceeded', desp: 'Too many requests' };
      return send(429, body, { 'retry-after': '120' });
    }
    if (vendor === 'ubibot') return ubibot(state, parts.slice(1), url.searchParams, send);
    if (vendor === 'vrm') return vrm(state, parts.slice(1), url.searchParams, String(request.headers['x-authorization'] ?? ''), send);
    const device = decodeURIComponent(parts[1] ?? '');
    if (state.json.key !== null && request.headers['x-api-key'] !== state.json.key) return send(401, { message: 'Bad key' });
    const items = state.json.devices.get(device);
    if (!items) return send(404, { message: 'No such device' });
    return send(200, { data: { items } });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    state,
    seen,
    ubibotBaseUrl: `${origin}/ubibot`,
    vrmBaseUrl: `${origin}/vrm/v2`,
    jsonUrl: `${origin}/json/{device}`,
    reset: () => {
      Object.assign(state, freshState());
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Send = (status: number, body: unknown, headers?: Record<string, string>) => void;

function ubibot(state: StandInState, parts: string[], query: URLSearchParams, send: Send): void {
  const error = (status: number, errorCode: string, desp: string) => send(status, { result: 'error', server_time: serverTime(), errorCode, desp });
  if (parts[0] === 'accounts' && parts[1] === 'generate_access_token') {
    const key = query.get('account_key') ?? '';
    if (!state.ubibot.accountKeys.has(key)) return error(401, 'permission_denied_invalid_account_key', 'The account_key is not valid.');
    return send(200, { result: 'success', server_time: serverTime(), token_id: `token-${key}`, expire_time: serverTime(), token_type: 'user', login_type: 'token_by_account_key' });
  }
  const token = query.get('token_id') ?? '';
  if (!token.startsWith('token-') || !state.ubibot.accountKeys.has(token.slice(6))) return error(401, 'permission_denied_invalid_token', 'The token_id is not valid.');
  if (parts[0] === 'channels' && parts.length === 1) {
    return send(200, {
      result: 'success',
      server_time: serverTime(),
      channels: [...state.ubibot.channels].map(([id, channel]) => ({ channel_id: id, name: channel.name, field1: 'Temperature', field2: 'Humidity', net: '1' })),
    });
  }
  if (parts[0] === 'channels' && parts[2] === 'feeds.json') {
    const channel = state.ubibot.channels.get(parts[1] ?? '');
    if (!channel) return error(404, 'channel_not_found', 'No such channel.');
    const start = ubibotTime(query.get('start'));
    const end = ubibotTime(query.get('end'));
    const feeds = channel.feeds.filter((feed) => {
      const at = Date.parse(feed.created_at);
      return (Number.isNaN(start) || at >= start) && (Number.isNaN(end) || at <= end);
    });
    return send(200, { result: 'success', server_time: serverTime(), channel: { channel_id: parts[1], name: channel.name }, feeds, num_records: feeds.length });
  }
  return error(404, 'not_found', 'Unknown call.');
}

function vrm(state: StandInState, parts: string[], query: URLSearchParams, authorization: string, send: Send): void {
  const token = /^Token (.+)$/.exec(authorization)?.[1] ?? '';
  if (!state.vrm.tokens.has(token)) return send(401, { success: false, errors: 'Authentication failed', error_code: 'invalid_token' });
  const path = parts.slice(1).join('/');
  if (path === 'users/me') return send(200, { success: true, user: { id: state.vrm.userId, name: 'Stand-in', email: 'owner@example.org' } });
  if (path === `users/${state.vrm.userId}/installations`) {
    return send(200, { success: true, records: [...state.vrm.sites].map(([id, site]) => ({ idSite: Number(id), name: site.name, identifier: `id${id}` })) });
  }
  const widget = /^installations\/([0-9]+)\/widgets\/TempSummaryAndGraph$/.exec(path);
  if (widget) {
    const site = state.vrm.sites.get(widget[1]!);
    if (!site) return send(404, { success: false, errors: 'Installation not found', error_code: 'not_found' });
    const sensor = site.sensors.get(Number(query.get('instance') ?? 0));
    if (!sensor) return send(200, { success: true, records: { data: { hasOldData: false, secondsAgo: { value: 0, valueFormattedWithUnit: '0s' } }, meta: { 450: { code: 'tsT', description: 'Temperature' } } } });
    const data: Record<string, unknown> = {
      450: { code: 'tsT', idDataAttribute: 450, value: String(sensor.value), valueFloat: sensor.value, secondsAgo: sensor.secondsAgo, isValid: 1, hasOldData: false, formattedValue: `${sensor.value} °C` },
    };
    if (sensor.humidity !== undefined) data[451] = { code: 'tsH', idDataAttribute: 451, value: String(sensor.humidity), valueFloat: sensor.humidity, secondsAgo: sensor.secondsAgo, isValid: 1 };
    return send(200, { success: true, records: { data, meta: { 450: { code: 'tsT', description: 'Temperature', formatWithUnit: '%.1F °C' } } } });
  }
  return send(404, { success: false, errors: 'Unknown call', error_code: 'not_found' });
}
