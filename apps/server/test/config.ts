import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig, type Config } from '../src/config';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Configuration as the server would parse it, for tests: no disk writes, quiet logs, no web build. */
export function testConfig(env: Record<string, string> = {}): Config {
  const parsed = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: join(tmpdir(), 'coldroom-test-unused'),
    WEB_DIST: join(tmpdir(), 'coldroom-no-web-build'),
    // Background jobs are picked up quickly in tests (pg-boss polls at most every 500 ms).
    JOBS_POLL_INTERVAL_MS: '500',
    // No test reaches a sensor maker's real cloud: a closed local port unless a test starts a stand-in.
    UBIBOT_BASE_URL: 'http://127.0.0.1:9/ubibot',
    VRM_BASE_URL: 'http://127.0.0.1:9/vrm/v2',
    ...env,
  });
  return { ...parsed, jwtSecret: parsed.jwtSecret ?? TEST_JWT_SECRET };
}

