import { describe, expect, it } from 'vitest';
import { warmQrReader } from './detector';

// The WebAssembly QR reader is not precached (build/precache.ts): staff phones whose browser cannot read QR
// codes fetch it ahead, the others fetch nothing.
describe('warmQrReader', () => {
  it('fetches the reader’s .wasm file where the browser has no BarcodeDetector for QR codes', async () => {
    const fetched: string[] = [];
    const none = {};
    const noQr = { BarcodeDetector: { getSupportedFormats: async () => ['ean_13'] } };
    expect(await warmQrReader(async (url) => fetched.push(url), none)).toBe(true);
    expect(await warmQrReader(async (url) => fetched.push(url), noQr)).toBe(true);
    expect(fetched).toHaveLength(2);
    expect(fetched[0]).toMatch(/zxing_reader[^/]*\.wasm$/);
    expect(new URL(fetched[0]!).origin).toBe(location.origin);
  });

  it('fetches nothing where the browser reads QR codes itself, and survives a failed download', async () => {
    const fetched: string[] = [];
    class Native {
      static getSupportedFormats = async () => ['qr_code'];
      detect = async () => [];
    }
    expect(await warmQrReader(async (url) => fetched.push(url), { BarcodeDetector: Native })).toBe(false);
    expect(fetched).toEqual([]);
    expect(await warmQrReader(() => Promise.reject(new TypeError('Failed to fetch')), {})).toBe(false);
  });
});
