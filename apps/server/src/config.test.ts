import { statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import serverPackage from '../package.json' with { type: 'json' };
import { loadConfig, parseConfig } from './config';
import { ConfigError } from './config-error';
import { CONFIG_VARIABLES, configTableMarkdown } from './config-variables';
import { JWT_SECRET_FILE } from './config-secret';
import { tempDir } from '../test/harness';

const dir = tempDir('coldroom-config-');
afterAll(() => dir.remove());

describe('parseConfig', () => {
  it('has the documented defaults', () => {
    const config = parseConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: '/srv/app/data',
      uploadsDir: '/srv/app/data/uploads',
      jwtSecret: null,
      appPublicUrl: 'http://localhost:8080',
      nodeEnv: 'development',
      demoData: true,
      appVersion: serverPackage.version,
      android: { versionCode: '1', storeUrl: 'http://localhost:8080' },
      ios: { versionCode: '1', storeUrl: 'http://localhost:8080' },
      logLevel: 'info',
      trustProxy: false,
    });
    // ../web/dist beside the server package, wherever the process was started.
    expect(config.webDist).toBe(resolve(import.meta.dirname, '../../web/dist'));
  });

  it('takes PORT into the default public address', () => {
    expect(parseConfig({ PORT: '9000' })).toMatchObject({ port: 9000, appPublicUrl: 'http://localhost:9000', android: { storeUrl: 'http://localhost:9000' } });
    expect(parseConfig({ PORT: '9000', APP_PUBLIC_URL: 'https://cold.example.org/' }).appPublicUrl).toBe('https://cold.example.org');
  });

  it('puts uploads in a folder of their own when UPLOADS_DIR is set (shared by several processes)', () => {
    expect(parseConfig({ DATA_DIR: 'state', UPLOADS_DIR: '/mnt/shared/uploads' }, '/srv/app')).toMatchObject({
      dataDir: '/srv/app/state',
      uploadsDir: '/mnt/shared/uploads',
    });
    expect(parseConfig({ DATA_DIR: 'state' }, '/srv/app').uploadsDir).toBe('/srv/app/state/uploads');
  });

  it('turns demo data off by default on PostgreSQL, and lets either be overridden', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/coldroom' }).demoData).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'postgresql://db/coldroom', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(parseConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 8080, databaseUrl: null, databasePoolSize: 20 });
    expect(parseConfig({ DATABASE_POOL_SIZE: '32' }).databasePoolSize).toBe(32);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/coldroom'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['JWT_SECRET', 'short'],
    ['APP_PUBLIC_URL', 'not a url'],
    ['APP_PUBLIC_URL', 'ftp://example.com'],
    ['NODE_ENV', 'staging'],
    ['DEMO_DATA', 'maybe'],
    ['ANDROID_VERSION_CODE', 'v1'],
    ['IOS_STORE_URL', 'nowhere'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'sometimes'],
  ])('a bad %s stops the start with a message naming it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*\\(got "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\)`));
  });

  it('keeps the metrics closed by default, and checks the token and the separate port', () => {
    expect(parseConfig({}).metrics).toEqual({ token: null, port: null, host: '127.0.0.1' });
    const token = 'a'.repeat(32);
    expect(parseConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({ token, port: 9464, host: '10.0.0.5' });
    expect(() => parseConfig({ METRICS_TOKEN: 'a'.repeat(31) })).toThrow(/METRICS_TOKEN: must be 32 to 200 visible characters/);
    expect(() => parseConfig({ METRICS_TOKEN: `${'a'.repeat(31)} b` })).toThrow(/METRICS_TOKEN/);
    expect(() => parseConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it('names every bad variable at once', () => {
    try {
      parseConfig({ PORT: 'x', LOG_LEVEL: 'y' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/LOG_LEVEL/);
    }
  });
});

describe('loadConfig and the JWT secret', () => {
  it('generates a secret once, keeps it owner-only, and reuses it', async () => {
    const dataDir = join(dir.path, 'generated');
    const first = await loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET and writes nothing then', async () => {
    const secret = 's'.repeat(40);
    const config = await loadConfig({ DATA_DIR: join(dir.path, 'given'), JWT_SECRET: secret });
    expect(config.jwtSecret).toBe(secret);
    expect(() => statSync(join(dir.path, 'given', JWT_SECRET_FILE))).toThrow();
  });

  it('refuses a secret file that is too short, naming JWT_SECRET', async () => {
    const dataDir = join(dir.path, 'short');
    await loadConfig({ DATA_DIR: dataDir });
    writeFileSync(join(dataDir, JWT_SECRET_FILE), 'tiny');
    await expect(loadConfig({ DATA_DIR: dataDir })).rejects.toThrow(/JWT_SECRET/);
  });
});

describe('the variable list', () => {
  it('documents every variable the schema reads', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    for (const name of ['PORT', 'HOST', 'DATABASE_URL', 'DATA_DIR', 'JWT_SECRET', 'APP_PUBLIC_URL', 'NODE_ENV', 'DEMO_DATA', 'APP_VERSION',
      'ANDROID_VERSION_CODE', 'ANDROID_STORE_URL', 'IOS_VERSION_CODE', 'IOS_STORE_URL', 'WEB_DIST', 'LOG_LEVEL', 'TRUST_PROXY']) {
      expect(names).toContain(name);
    }
    // Every listed variable is one the parser knows: an unknown name would be silently ignored.
    for (const name of names) {
      if (['DATABASE_URL', 'JWT_SECRET', 'APP_VERSION', 'WEB_DIST', 'ANDROID_STORE_URL', 'IOS_STORE_URL', 'HOST', 'DATA_DIR', 'UPLOADS_DIR'].includes(name)) continue;
      expect(() => parseConfig({ [name]: '\u0000invalid' }), name).toThrow(name);
    }
    expect(configTableMarkdown().split('\n')).toHaveLength(names.length + 2);
  });
});
