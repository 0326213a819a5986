import { lookup } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedAnswer, vendorJson } from './http';
import type { publicOnlyLookup } from './lookup';

// The generic poller's calls go out through a lookup that refuses private addresses at connect time
// (docs/sensor-integrations.md): a name that resolves to our own network is refused before any byte is sent.

let server: Server;
let port = 0;
const seen: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    if (request.url === '/big') return response.end('x'.repeat(5_000_000));
    if (request.url === '/slow') return setTimeout(() => response.end('{}'), 1500);
    if (request.url === '/moved') return response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"t": 4.5}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The lookup without the guard: to reach the local server and test the rest of the call. */
const anyAddress = ((hostname, options, callback) => lookup(hostname, options, callback as never)) as typeof publicOnlyLookup;

describe('a guarded call', () => {
  it('is refused when the name resolves to a private address, and never reaches it', async () => {
    seen.length = 0;
    await expect(vendorJson(`http://localhost:${port}/data`, { timeoutMs: 2000, guard: true })).rejects.toMatchObject({ code: 'address_not_allowed' });
    await expect(vendorJson(`http://127.0.0.1:${port}/data`, { timeoutMs: 2000, guard: true })).rejects.toMatchObject({ code: 'address_not_allowed' });
    expect(seen).toEqual([]);
  });

  it('reads the answer, cuts a huge one, keeps its time limit and does not follow redirects', async () => {
    expect(await guardedAnswer(`http://localhost:${port}/data`, {}, 2000, anyAddress)).toMatchObject({ status: 200, text: '{"t": 4.5}' });
    await expect(guardedAnswer(`http://localhost:${port}/big`, {}, 2000, anyAddress)).rejects.toMatchObject({ code: 'malformed' });
    await expect(guardedAnswer(`http://localhost:${port}/slow`, {}, 300, anyAddress)).rejects.toMatchObject({ code: 'timeout' });
    expect(await guardedAnswer(`http://localhost:${port}/moved`, {}, 2000, anyAddress)).toMatchObject({ status: 302 });
    expect(seen.filter((url) => url === '/moved')).toHaveLength(1);
  });
});
