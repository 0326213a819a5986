import type { CameraProblem } from './problems';

/**
 * The Capacitor app's camera scanner: the official barcode-scanner plugin (`@capacitor/barcode-scanner`,
 * ML Kit on Android), which shows its own full-screen camera view and answers the text it read. Inside the
 * app's WebView this takes the place of the browser's camera and reader; what it reads goes through the
 * same path as a browser scan (ScanSheet's onValue). Loaded only inside the app, so browsers never download it.
 */
export type NativeScan = { ok: true; value: string } | { ok: false; problem: CameraProblem | 'cancelled' };

/** The part of the plugin used here (its `scanBarcode`), so tests hand in a stand-in for the plugin. */
export interface BarcodePluginLike {
  scanBarcode(options: { hint: number; scanInstructions?: string; scanButton?: boolean; cameraDirection?: number; android?: { scanningLibrary?: string } }): Promise<{ ScanResult: string }>;
}

/** The plugin's hint for QR codes (html5-qrcode's format number, which the plugin reuses) and the back camera. */
const QR_CODE_HINT = 0;
const BACK_CAMERA = 1;

const loadPlugin = async (): Promise<BarcodePluginLike> => (await import('@capacitor/barcode-scanner')).CapacitorBarcodeScanner;

/**
 * The plugin's errors carry codes `OS-PLUG-BARC-0006` (cancelled) and `-0007` (camera not allowed); anything
 * else is a failure.
 */
function problemOf(error: unknown): NativeScan {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  if (code.endsWith('0006') || message.includes('cancel')) return { ok: false, problem: 'cancelled' };
  if (code.endsWith('0007') || message.includes('permission') || message.includes('camera access')) return { ok: false, problem: 'refused' };
  return { ok: false, problem: 'failed' };
}

export async function scanNatively(instructions: string, load: () => Promise<BarcodePluginLike> = loadPlugin): Promise<NativeScan> {
  try {
    const plugin = await load();
    const { ScanResult } = await plugin.scanBarcode({ hint: QR_CODE_HINT, scanInstructions: instructions, scanButton: false, cameraDirection: BACK_CAMERA, android: { scanningLibrary: 'mlkit' } });
    const value = (ScanResult ?? '').trim();
    return value ? { ok: true, value } : { ok: false, problem: 'cancelled' };
  } catch (error) {
    return problemOf(error);
  }
}
