import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address';
import { numberFrom, timeFrom } from './http';
import { valueAt } from './json';
import { vrmDevice } from './vrm';
import { backoffMs } from '../poller';

describe('reading a vendor’s answer', () => {
  it('finds values by dotted paths through objects and arrays', () => {
    const document = { data: { items: [{ t: 4.5 }, { t: '5' }] } };
    expect(valueAt(document, 'data.items.1.t')).toBe('5');
    expect(valueAt(document, 'data.missing.t')).toBeUndefined();
    expect(valueAt(document, 'data.items.x')).toBeUndefined();
    expect(valueAt(document, null)).toBe(document);
  });

  it('reads numbers and times the way vendors write them', () => {
    expect(numberFrom('23.5')).toBe(23.5);
    expect(numberFrom(' -4 ')).toBe(-4);
    expect(numberFrom('12abc')).toBeNull();
    expect(numberFrom(Number.NaN)).toBeNull();
    expect(timeFrom(1_764_230_400)?.toISOString()).toBe('2025-11-27T08:00:00.000Z');
    expect(timeFrom(1_764_230_400_000)?.toISOString()).toBe('2025-11-27T08:00:00.000Z');
    expect(timeFrom('2025-11-27T08:00:00Z')?.toISOString()).toBe('2025-11-27T08:00:00.000Z');
    expect(timeFrom('yesterday')).toBeNull();
  });

  it('reads a VRM device as installation and sensor instance', () => {
    expect(vrmDevice('123456:20')).toEqual({ site: '123456', instance: 20 });
    expect(vrmDevice('123456')).toEqual({ site: '123456', instance: 0 });
    expect(() => vrmDevice('12/../users')).toThrow(/installation id/);
  });
});

describe('the generic poller’s addresses', () => {
  it('counts loopback, private, link-local and mapped addresses as private', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', 'not-an-ip']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '2a00:1450::1']) expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('backoff', () => {
  it('doubles the interval per failure, up to a day, and honours a longer Retry-After', () => {
    expect(backoffMs(15, 1, null)).toBe(30 * 60_000);
    expect(backoffMs(15, 3, null)).toBe(120 * 60_000);
    expect(backoffMs(15, 40, null)).toBe(86_400_000);
    expect(backoffMs(5, 1, 3600)).toBe(3_600_000);
  });
});
