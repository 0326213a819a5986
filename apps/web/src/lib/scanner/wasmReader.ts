// Loaded only where the browser has no BarcodeDetector for QR codes: zxing-cpp's WebAssembly reader
// (zxing-wasm, the engine of the barcode-detector polyfill), its JavaScript and .wasm file from the same
// package version. The .wasm file is part of the web build (a hashed file under /assets/, served by our
// server, fetched ahead for staff phones that need it and kept by the service worker: detector.ts), never a CDN.
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Fetched ahead (warmQrReader) so that scanning works with no network on a phone without a BarcodeDetector. */
export const WASM_URL = wasmUrl;

type Source = HTMLVideoElement | ImageBitmap | HTMLCanvasElement;

export async function wasmDetector() {
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + path) } });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(source: Source): Promise<{ rawValue: string }[]> {
      const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
      const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
      if (!context || !width || !height) return [];
      canvas.width = width;
      canvas.height = height;
      context.drawImage(source, 0, 0, width, height);
      const results = await readBarcodes(context.getImageData(0, 0, width, height), { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
      return results.filter((result) => result.isValid).map((result) => ({ rawValue: result.text }));
    },
  };
}
