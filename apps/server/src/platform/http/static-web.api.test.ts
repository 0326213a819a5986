import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tempDir, type TestApp } from '../../../test/harness';
import { DOCUMENT_ONLY_HEADERS, WEB_APP_MISSING_TEXT } from './static-web';

const web = tempDir('coldroom-web-');
let withWeb: TestApp;
let withoutWeb: TestApp;

beforeAll(async () => {
  mkdirSync(join(web.path, 'assets/i18n'), { recursive: true });
  // As the build writes it: the boot script inline, the app's entry from a file.
  writeFileSync(join(web.path, 'index.html'), '<!doctype html><title>Coldroom</title><script>alert(1)</script><script type="module" crossorigin src="/assets/index-B2xk9Qa1.js"></script><div id="root"></div>');
  writeFileSync(join(web.path, 'assets/index-B2xk9Qa1.js'), 'console.log("app")');
  writeFileSync(join(web.path, 'assets/i18n/hi.json'), '{"shared":{"confirm":"पुष्टि करें"}}');
  writeFileSync(join(web.path, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  // As the web build stores them (apps/web/scripts/compress.mjs): each copy marked so the test sees which one came.
  writeFileSync(join(web.path, 'assets/main-C4fe81Ab.js'), 'console.log("plain")');
  writeFileSync(join(web.path, 'assets/main-C4fe81Ab.js.br'), brotliCompressSync('console.log("brotli")'));
  writeFileSync(join(web.path, 'assets/main-C4fe81Ab.js.gz'), gzipSync('console.log("gzip")'));
  withWeb = await createTestApp({ env: { WEB_DIST: web.path } });
  withoutWeb = await createTestApp({ env: { WEB_DIST: join(web.path, 'missing') } });
});
afterAll(async () => {
  await withWeb.close();
  await withoutWeb.close();
  web.remove();
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the built web app', () => {
  it('serves index.html at / without caching', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets index.html’s own inline script run by its hash, and no other inline script', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/farmers', headers: html });
    const scripts = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1];
    // sha256 of "alert(1)", base64.
    expect(scripts).toBe("'self' 'wasm-unsafe-eval' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scripts).not.toContain('unsafe-inline');
    const missing = await withoutWeb.app.inject({ method: 'GET', url: '/api/user/version/' });
    expect(/script-src ([^;]+)/.exec(String(missing.headers['content-security-policy']))?.[1]).toBe("'self' 'wasm-unsafe-eval'");
  });

  it('answers app routes (browser navigations) with index.html', async () => {
    for (const url of ['/farmers', '/cooling-units/12', '/auth?next=%2Fsettings']) {
      const response = await withWeb.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for good and revalidates the service worker and translations', async () => {
    const asset = await withWeb.app.inject({ method: 'GET', url: '/assets/index-B2xk9Qa1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await withWeb.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    const hindi = await withWeb.app.inject({ method: 'GET', url: '/assets/i18n/hi.json' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json().shared.confirm).toBe('पुष्टि करें');
    expect(hindi.headers['cache-control']).toBe('no-cache');
  });

  it('keeps /api answers as JSON and missing files as 404', async () => {
    const api = await withWeb.app.inject({ method: 'GET', url: '/api/unknown/', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('route_not_found');
    const missing = await withWeb.app.inject({ method: 'GET', url: '/assets/nope-12345678.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('compression', () => {
  const asset = '/assets/main-C4fe81Ab.js';

  it('sends the stored brotli copy to browsers that accept it, gzip to the others, the file to the rest', async () => {
    const br = await withWeb.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("brotli")');
    const gz = await withWeb.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("gzip")');
    const plain = await withWeb.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain")');
  });

  it('sends files without the headers that only govern documents, and documents with them', async () => {
    const asset = await withWeb.app.inject({ method: 'GET', url: '/assets/main-C4fe81Ab.js', headers: { 'accept-encoding': 'br' } });
    for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const url of ['/', '/sw.js']) {
      const document = await withWeb.app.inject({ method: 'GET', url, headers: html });
      expect(document.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(document.headers['x-frame-options'], url).toBeDefined();
    }
  });

  it('caches a compressed copy like its file and tells caches the body depends on the encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await withWeb.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': encoding } });
      expect(response.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary), encoding).toMatch(/accept-encoding/i);
    }
  });

  it('compresses API answers above about 1 kB and leaves small ones as they are', async () => {
    const big = await withWeb.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const spec = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { openapi: string };
    expect(spec.openapi).toMatch(/^3\./);
    const gz = await withWeb.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await withWeb.app.inject({ method: 'GET', url: '/api/user/version/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(1024);
  });
});

describe('without a web build', () => {
  it('says how to build it instead of crashing', async () => {
    const root = await withoutWeb.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(503);
    expect(root.body).toBe(WEB_APP_MISSING_TEXT);
    const route = await withoutWeb.app.inject({ method: 'GET', url: '/settings', headers: html });
    expect(route.body).toBe(WEB_APP_MISSING_TEXT);
    const api = await withoutWeb.app.inject({ method: 'GET', url: '/api/user/version/' });
    expect(api.statusCode).toBe(200);
  });
});
