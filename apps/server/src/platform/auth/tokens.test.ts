import { describe, expect, it } from 'vitest';
import { createAccessTokens, ACCESS_TOKEN_SECONDS } from './access-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { hashRefreshToken, successorOf } from './refresh-tokens';

const SECRET = 'a-test-secret-of-enough-length-for-hs256!!';
const claims = { userId: 12, role: 'Operator' as const, companyId: 3, sessionId: 'family-1' };

describe('access tokens', () => {
  it('round-trip their claims', async () => {
    const tokens = createAccessTokens(SECRET);
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });

  it('expire after 15 minutes', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const tokens = createAccessTokens(SECRET, () => now);
    const token = await tokens.sign(claims);
    now = new Date(now.getTime() + (ACCESS_TOKEN_SECONDS - 5) * 1000);
    await expect(tokens.verify(token)).resolves.toEqual(claims);
    now = new Date(now.getTime() + 10_000);
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'token_expired', status: 401 });
  });

  it('are checked again for their expiry once verified (a token seen before is not verified again)', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const tokens = createAccessTokens(SECRET, () => now);
    const token = await tokens.sign(claims, new Date(now.getTime() + 60_000));
    await expect(tokens.verify(token)).resolves.toEqual(claims);
    await expect(tokens.verify(token)).resolves.toEqual(claims);
    now = new Date(now.getTime() + (60 + ACCESS_TOKEN_SECONDS) * 1000);
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'token_expired', status: 401 });
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'token_expired', status: 401 });
  });

  it('refuse another secret or a tampered token', async () => {
    const token = await createAccessTokens(SECRET).sign(claims);
    await expect(createAccessTokens(`${SECRET}x`).verify(token)).rejects.toMatchObject({ code: 'token_invalid' });
    const [head, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', role: 'Service Provider', cid: 3, sid: 'x' })).toString('base64url');
    await expect(createAccessTokens(SECRET).verify(`${head}.${forged}.${signature}`)).rejects.toMatchObject({ code: 'token_invalid' });
  });
});

describe('passwords and refresh-token hashes', () => {
  it('hash passwords with argon2id and verify them', async () => {
    const hash = await hashPassword('Coldroom-demo1');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Coldroom-demo1')).toBe(true);
    expect(await verifyPassword(hash, 'coldroom-demo1')).toBe(false);
    expect(await verifyPassword(null, 'Coldroom-demo1')).toBe(false);
    expect(await verifyPassword('garbage', 'x')).toBe(false);
  });

  it('store refresh tokens only as a hash', () => {
    expect(hashRefreshToken('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken('abc')).not.toBe(hashRefreshToken('abd'));
  });
});

describe('the successor of a refresh token', () => {
  it('is the same every time for one token and secret, and unlike the token, other tokens and other secrets', () => {
    const token = 'kP2w0eA9lQm1x6Yd3bZrT8uV5sN4oC7jH0gF2iE1aLc';
    const next = successorOf(token, SECRET);
    expect(successorOf(token, SECRET)).toBe(next);
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(token);
    expect(successorOf(`${token}x`, SECRET)).not.toBe(next);
    expect(successorOf(token, `${SECRET}x`)).not.toBe(next);
  });

  it('signs the same access token for the same claims and time', async () => {
    const tokens = createAccessTokens(SECRET);
    const at = new Date('2026-01-01T00:00:00.400Z');
    expect(await tokens.sign(claims, at)).toBe(await tokens.sign(claims, new Date('2026-01-01T00:00:00.900Z')));
  });
});
