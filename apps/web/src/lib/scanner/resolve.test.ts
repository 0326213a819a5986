import type { StoredCrate } from '@coldroom/contract';
import { describe, expect, it } from 'vitest';
import { nativeReader } from './detector';
import { readScanValue } from './parse';
import { resolveOnDevice } from './resolve';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const crate = (id: number, lot: number, extra: Partial<StoredCrate> = {}) =>
  ({ id, lot_id: lot, farmer_id: 7, cooling_unit_id: 3, tag: `UX-00${id}`, lot_code: 'AB12CD', certificate: { token: TOKEN, revoked: false }, ...extra }) as StoredCrate;

describe('reading a scanned value', () => {
  it('tells a certificate link, a bare token, a movement code and a tag apart', () => {
    expect(readScanValue(`https://app.example/c/${TOKEN}`)).toEqual({ kind: 'token', token: TOKEN, linked: true });
    expect(readScanValue(TOKEN)).toMatchObject({ kind: 'token', linked: false });
    expect(readScanValue(' ab12cd ')).toEqual({ kind: 'code', code: 'AB12CD' });
    expect(readScanValue('ux-001')).toEqual({ kind: 'tag', tag: 'ux-001' });
    // A crate's label: the lot's link and the crate's place in its lot.
    expect(readScanValue(`https://app.example/c/${TOKEN}/12`)).toEqual({ kind: 'token', token: TOKEN, linked: true, place: 12 });
    expect(readScanValue(`https://app.example/c/${TOKEN}/0`)).toMatchObject({ kind: 'tag' });
    // A receipt's QR: the lot's link and its movement's code.
    expect(readScanValue(`https://app.example/c/${TOKEN}?m=AB12CD`)).toEqual({ kind: 'token', token: TOKEN, linked: true, movement: 'AB12CD' });
  });
});

describe('resolving with no network (the crates kept on the phone)', () => {
  const kept = [crate(1, 10), crate(2, 10), crate(3, 11, { lot_code: 'ZZ99ZZ', certificate: null })];

  it('maps a label to its lot’s stored crates, a tag to one crate, a typed lot code to its lot', () => {
    expect(resolveOnDevice(`https://app.example/c/${TOKEN}`, kept)).toEqual({
      ok: true,
      result: { kind: 'lot', by: 'certificate', lot_id: 10, code: 'AB12CD', farmer_id: 7, cooling_unit_id: 3, crate_ids: [1, 2] },
    });
    expect(resolveOnDevice(' ux-002 ', kept)).toMatchObject({ ok: true, result: { lot_id: 10, by: 'tag', crate_ids: [2] } });
    expect(resolveOnDevice('zz99zz', kept)).toMatchObject({ ok: true, result: { lot_id: 11, crate_ids: [3] } });
  });

  it("maps a crate's label to that one crate, and to none when it has left", () => {
    const placed = [crate(1, 10, { lot_place: 1 }), crate(2, 10, { lot_place: 3 })];
    expect(resolveOnDevice(`https://app.example/c/${TOKEN}/3`, placed)).toMatchObject({ ok: true, result: { lot_id: 10, by: 'crate', crate_ids: [2] } });
    expect(resolveOnDevice(`https://app.example/c/${TOKEN}/2`, placed)).toMatchObject({ ok: true, result: { lot_id: 10, by: 'crate', crate_ids: [] } });
  });

  it('says revoked, ambiguous or not found, never guessing', () => {
    expect(resolveOnDevice(`/c/${TOKEN}`, [crate(1, 10, { certificate: { token: TOKEN, revoked: true } })])).toEqual({ ok: false, problem: 'revoked' });
    expect(resolveOnDevice('UX-001', [crate(1, 10), crate(1, 12), crate(4, 12, { tag: 'ux-001 ' })])).toEqual({ ok: false, problem: 'ambiguous' });
    expect(resolveOnDevice('https://app.example/c/ZZZZZZZZZZZZZZZZZZZZZZ', kept)).toEqual({ ok: false, problem: 'unknownOffline' });
    expect(resolveOnDevice('nothing', kept)).toEqual({ ok: false, problem: 'unknownOffline' });
  });
});

describe('the native detector', () => {
  it('is used only when it reads QR codes', async () => {
    class Detector {
      static getSupportedFormats = async () => ['qr_code'];
      detect = async () => [{ rawValue: 'hello' }];
    }
    const reader = await nativeReader({ BarcodeDetector: Detector });
    expect(reader?.kind).toBe('native');
    expect(await reader!.read(document.createElement('canvas'))).toEqual(['hello']);
    class NoQr extends Detector {
      static override getSupportedFormats = async () => ['ean_13'];
    }
    expect(await nativeReader({ BarcodeDetector: NoQr })).toBeNull();
    expect(await nativeReader({})).toBeNull();
  });
});
