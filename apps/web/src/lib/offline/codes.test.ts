import 'fake-indexeddb/auto';
import { clearOffline, stubServer } from '../../test/offline';
import { actAs } from '../../test/sessions';
import { releaseCodes, takeCode, TOP_UP_BELOW, topUpCodes, unusedCodes } from './codes';
import { getDeviceId } from './deviceId';
import { enqueue, NoOfflineCodesError } from './enqueue';

const USER = 1;
const reservations = (calls: { url: string; init: RequestInit }[]) => calls.filter((call) => call.url.includes('/device-codes/') && call.init.method === 'POST');

beforeEach(async () => {
  await clearOffline();
  actAs('Operator');
});

describe('the device’s movement codes', () => {
  it('reserves a block for this device, hands each code out once, and tops up below 20', async () => {
    const { calls } = stubServer(() => ({ status: 500 }));
    expect(await topUpCodes(USER)).toBe(true);
    expect(JSON.parse(String(reservations(calls)[0]!.init.body))).toEqual({ device_id: getDeviceId() });
    expect(await unusedCodes(USER)).toBe(50);
    // Enough left: no second block.
    expect(await topUpCodes(USER)).toBe(false);
    const taken = new Set<string>();
    for (let i = 0; i < 50 - TOP_UP_BELOW + 1; i += 1) taken.add((await takeCode(USER))!.code);
    expect(taken.size).toBe(31);
    expect(await topUpCodes(USER)).toBe(true);
    expect(reservations(calls)).toHaveLength(2);
    expect(await unusedCodes(USER)).toBe(TOP_UP_BELOW - 1 + 50);
    while ((await unusedCodes(USER)) > 0) {
      const { code } = (await takeCode(USER))!;
      expect(taken.has(code)).toBe(false);
      taken.add(code);
    }
    expect(taken.size).toBe(100);
    expect(await takeCode(USER)).toBeNull();
  });

  it('never hands out a code twice across a reload', async () => {
    stubServer(() => ({ status: 500 }));
    await topUpCodes(USER);
    const first = await takeCode(USER);
    vi.resetModules();
    const fresh = await import('./codes');
    const second = await fresh.takeCode(USER);
    expect(second!.code).not.toBe(first!.code);
    expect(await fresh.unusedCodes(USER)).toBe(48);
  });

  it('does not hand out lapsed codes, and tells the form when none is left', async () => {
    stubServer(() => ({ status: 500 }));
    await topUpCodes(USER);
    expect(await takeCode(USER, Date.parse('2099-06-01T00:00:00Z'))).toBeNull();
    await clearOffline();
    await expect(enqueue({ kind: 'check_in', path: '/operation/v1/check-ins/', body: {}, summary: {} })).rejects.toBeInstanceOf(NoOfflineCodesError);
    // A reading needs no code.
    await expect(enqueue({ kind: 'reading', path: '/storage/v1/cooling-units/4/readings/', body: {}, summary: {} })).resolves.toHaveProperty('id');
  });

  it('keeps each user’s codes apart', async () => {
    stubServer(() => ({ status: 500 }));
    await topUpCodes(USER);
    expect(await unusedCodes(2)).toBe(0);
    expect(await takeCode(2)).toBeNull();
  });

  it('releases the block at logout (with the token read before the logout removes it) and forgets it', async () => {
    const { calls } = stubServer(() => ({ status: 500 }));
    await topUpCodes(USER);
    const released = releaseCodes(USER);
    actAs(null);
    await released;
    const deletes = calls.filter((call) => call.init.method === 'DELETE');
    expect(deletes.map((call) => new URL(call.url, 'http://app').pathname)).toEqual([`/api/operation/v1/device-codes/${getDeviceId()}/`]);
    expect(new Headers(deletes[0]!.init.headers).get('Authorization')).toBe('Bearer access');
    expect(await unusedCodes(USER)).toBe(0);
  });

  it('does not release a device id that a queued movement’s code belongs to', async () => {
    const { calls } = stubServer(() => ({ status: 500 }));
    await topUpCodes(USER);
    await releaseCodes(USER, new Set([getDeviceId()]));
    expect(calls.filter((call) => call.init.method === 'DELETE')).toEqual([]);
  });
});
