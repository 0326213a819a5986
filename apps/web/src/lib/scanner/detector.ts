/**
 * One interface for reading QR codes from the camera: the browser's own BarcodeDetector where it reads
 * QR codes (Android's Chrome), else zxing-cpp's WebAssembly reader (zxing-wasm), whose
 * .wasm file comes from our own server and is kept by the service worker once fetched: `warmQrReader` fetches
 * it ahead on staff phones that need it, so scanning works offline there too.
 * A native scanner in the Capacitor app would be another `QrReader` (no plugin is a dependency yet).
 */
export interface QrReader {
  readonly kind: 'native' | 'wasm';
  /** The texts of the QR codes in the frame (none: an empty list). */
  read(source: HTMLVideoElement | ImageBitmap | HTMLCanvasElement): Promise<string[]>;
}

interface DetectorLike {
  detect(source: unknown): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options?: { formats: string[] }): DetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

const wrap = (kind: QrReader['kind'], detector: DetectorLike): QrReader => ({
  kind,
  read: async (source) => (await detector.detect(source)).map((code) => code.rawValue).filter(Boolean),
});

/** The browser's BarcodeDetector when it has one that reads QR codes. */
export async function nativeReader(scope: { BarcodeDetector?: unknown } = globalThis as { BarcodeDetector?: unknown }): Promise<QrReader | null> {
  const Native = scope.BarcodeDetector as DetectorClass | undefined;
  if (!Native) return null;
  try {
    const formats = (await Native.getSupportedFormats?.()) ?? [];
    return formats.includes('qr_code') ? wrap('native', new Native({ formats: ['qr_code'] })) : null;
  } catch {
    return null;
  }
}

let reader: Promise<QrReader> | null = null;

/** The reader to use, made once: native first, else the WebAssembly one (loaded on first use). */
export function qrReader(): Promise<QrReader> {
  reader ??= (async () => (await nativeReader()) ?? wrap('wasm', await (await import('./wasmReader')).wasmDetector()))();
  reader.catch(() => (reader = null));
  return reader;
}

/**
 * On a phone without a BarcodeDetector for QR codes, fetches the WebAssembly reader's script and .wasm file
 * (357 kB compressed) so that the service worker keeps them and a first scan works with no network. Called
 * once the service worker is ready, for staff (main.tsx); a phone that reads QR codes itself (Android's
 * Chrome) fetches nothing. Answers whether it fetched; failures only mean the first scan needs the network.
 */
export async function warmQrReader(fetchFile: (url: string) => Promise<unknown> = (url) => fetch(url), scope?: { BarcodeDetector?: unknown }): Promise<boolean> {
  if (await nativeReader(scope)) return false;
  try {
    const { WASM_URL } = await import('./wasmReader');
    await fetchFile(new URL(WASM_URL, location.href).href);
    return true;
  } catch {
    return false;
  }
}
