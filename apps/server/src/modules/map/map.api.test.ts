import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../../test/harness';
import { tileOrigin } from './tile-origin';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  apps.push(t);
  return t;
}

describe('map configuration', () => {
  it('defaults to the OpenStreetMap tiles, is public, and the CSP lets the browser load them', async () => {
    const t = await appWith();
    const response = await t.app.inject({ method: 'GET', url: '/api/storage/v1/map-config/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
      max_zoom: 19,
    });
    expect(response.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  });

  it('follows MAP_TILE_URL and MAP_ATTRIBUTION', async () => {
    const t = await appWith({ MAP_TILE_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png', MAP_ATTRIBUTION: 'Example maps' });
    const response = await t.app.inject({ method: 'GET', url: '/api/storage/v1/map-config/' });
    expect(response.json()).toMatchObject({ tile_url: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png', attribution: 'Example maps' });
    expect(response.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.org/);
    expect(response.headers['content-security-policy']).not.toContain('openstreetmap');
  });

  it('refuses a tile URL without the placeholders, or an attribution with control characters', () => {
    expect(() => testConfig({ MAP_TILE_URL: 'https://tiles.example.org/map.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => testConfig({ MAP_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}' })).toThrow(/MAP_TILE_URL/);
    expect(() => testConfig({ MAP_ATTRIBUTION: 'line\nbreak' })).toThrow(/MAP_ATTRIBUTION/);
  });
});

describe('tileOrigin', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['http://localhost:8081/tiles/{z}/{x}/{y}.png', 'http://localhost:8081'],
    ['https://bad host/{z}/{x}/{y}', null],
    ['not a url', null],
  ])('%s → %s', (template, origin) => {
    expect(tileOrigin(template)).toBe(origin);
  });
});
